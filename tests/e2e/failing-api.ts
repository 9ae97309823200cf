/** A server that refuses to answer lists: the end-to-end tests of failures shown as failures. */
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
