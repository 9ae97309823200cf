/** Answers GETs to `paths` with a 503 carrying `message`, until the returned function runs. */
import type { Page } from "@playwright/test";

export async function failing(page: Page, paths: string | readonly string[], message: string) {
  const list = typeof paths === "string" ? [paths] : paths;
  const match = (url: URL) => list.includes(url.pathname);
  await page.route(match, (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message }) })
      : route.fallback(),
  );
  return () => page.unroute(match);
}
