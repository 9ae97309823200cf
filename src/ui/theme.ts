/**
 * Light and dark themes: the stored choice (localStorage `theme`: 'light' | 'dark') wins, otherwise
 * the device preference.
 */
import { useSyncExternalStore } from "react";

export type ThemeName = "light" | "dark";
export const THEME_KEY = "theme";
export const DAISY_THEMES: Record<ThemeName, string> = { light: "safar-light", dark: "safar-dark" };

function devicePrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
}

export function storedTheme(): ThemeName | null {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === "dark" || v === "light" ? v : null;
  } catch {
    return null;
  }
}

/** The theme in force: the stored value, else the device preference. */
export function currentTheme(): ThemeName {
  return storedTheme() ?? (devicePrefersDark() ? "dark" : "light");
}

const listeners = new Set<() => void>();

export function applyTheme(theme: ThemeName = currentTheme()): void {
  document.documentElement.dataset.theme = DAISY_THEMES[theme];
  document.documentElement.style.colorScheme = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute("content", theme === "dark" ? "#111827" : "#1E40AF");
}

export function setTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage full or disabled: the choice lasts for this page only
  }
  applyTheme(theme);
  for (const l of listeners) l();
}

export function toggleTheme(): void {
  setTheme(currentTheme() === "dark" ? "light" : "dark");
}

/** Follows the device preference while the user has not chosen. */
export function watchDeviceTheme(): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const mq = matchMedia("(prefers-color-scheme: dark)");
  const onChange = () => {
    if (!storedTheme()) {
      applyTheme();
      for (const l of listeners) l();
    }
  };
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
}

export function useTheme(): ThemeName {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    currentTheme,
    () => "light",
  );
}
