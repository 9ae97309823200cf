// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  applyTheme,
  currentTheme,
  setTheme,
  storedTheme,
  THEME_KEY,
  toggleTheme,
} from "../../../src/ui/theme.ts";

function mockDevice(prefersDark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" ? prefersDark : false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("theme", () => {
  it("follows the device when nothing is stored", () => {
    mockDevice(true);
    expect(storedTheme()).toBeNull();
    expect(currentTheme()).toBe("dark");
    mockDevice(false);
    expect(currentTheme()).toBe("light");
  });

  it("the stored value wins over the device preference", () => {
    mockDevice(true);
    localStorage.setItem(THEME_KEY, "light");
    expect(currentTheme()).toBe("light");
    mockDevice(false);
    localStorage.setItem(THEME_KEY, "dark");
    expect(currentTheme()).toBe("dark");
  });

  it("ignores a stored value that is not a theme", () => {
    mockDevice(true);
    localStorage.setItem(THEME_KEY, "purple");
    expect(currentTheme()).toBe("dark");
  });

  it("toggling stores 'dark' / 'light' under `theme` and applies the daisyUI theme", () => {
    mockDevice(false);
    toggleTheme();
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("safar-dark");
    toggleTheme();
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("safar-light");
  });

  it("toggling from the device's dark stores 'light'", () => {
    mockDevice(true);
    toggleTheme();
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("setTheme and applyTheme set the colour scheme", () => {
    mockDevice(false);
    setTheme("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    localStorage.removeItem(THEME_KEY);
    applyTheme();
    expect(document.documentElement.dataset.theme).toBe("safar-light");
  });
});
