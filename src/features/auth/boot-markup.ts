/**
 * The static sign-in screen of index.html (rendered at build time by ./prerender.tsx): on /login,
 * signed out, src/theme-boot.ts shows it (`<html data-boot="sign-in">`) while the app's scripts load,
 * and the React screen takes its place when it mounts, keeping what the visitor typed and where the
 * focus was. Anywhere else it is dropped unseen.
 */
export const BOOT_MARKUP_ID = "boot-sign-in";

function bootMarkup(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.getElementById(BOOT_MARKUP_ID);
}

/** What the visitor typed into the static form (its inputs carry the React form's ids). */
export function bootFieldValue(id: string): string | undefined {
  const input = bootMarkup()?.querySelector<HTMLInputElement>(`input[id="${id}"]`);
  return input?.value || undefined;
}

/** Whether the static form was sent before the app started (src/theme-boot.ts held it). */
export function bootFormSubmitted(): boolean {
  return bootMarkup()?.querySelector("form[data-submitted]") != null;
}

/** Removes the static screen (the React one is in the page now), moving the focus across. */
export function dropBootMarkup(): void {
  const el = bootMarkup();
  const focused = el?.contains(document.activeElement) ? document.activeElement?.id : undefined;
  el?.remove();
  delete document.documentElement.dataset.boot;
  if (focused) document.getElementById(focused)?.focus();
}
