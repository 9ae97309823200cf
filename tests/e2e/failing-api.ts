/** A server that refuses to answer lists, or holds its answers back: the end-to-end tests of failures and slow loads shown as such. */
import type { Page } from "@playwright/test";

/** Every data call under /api/: sign-in and health still answer, so the user can sign in. */
export const everyDataCall = (url: URL) =>
  url.pathname.startsWith("/api/") &&
  !url.pathname.startsWith("/api/auth/") &&
  url.pathname !== "/api/health";

/** Answers the GETs `match` picks with a 503 carrying `message`, until the returned function runs. */
export async function failingGets(
  page: Page,
  message: string,
  match: (url: URL) => boolean = everyDataCall,
): Promise<() => Promise<void>> {
  await page.route(match, (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message }) })
      : route.fallback(),
  );
  return () => page.unroute(match);
}

/**
 * Holds back every request `match` picks (a glob or a predicate) until `release()`: a slow first
 * load or script download, seen from the screen. `asked()` counts the requests held so far.
 */
export async function heldRequests(
  page: Page,
  match: string | ((url: URL) => boolean),
): Promise<{ release: () => void; asked: () => number }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(match, async (route) => {
    asked++;
    await held;
    await route.fallback();
  });
  return { release, asked: () => asked };
}
