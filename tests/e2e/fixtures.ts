/** Shared steps of the end-to-end suite: API sign-ins, and a signed-in page without the form. */
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type PageScreenshotOptions,
  test,
} from "@playwright/test";

export const DEMO_PASSWORD = "Safar@2026";
export const ADMIN = "admin@safar.pk";
export const CUSTOMER = "ayesha@safar.pk";
/** The X-Api-Key of the suite's server (scripts/e2e-server.mjs). */
export const WEB_API_KEY = "e2e-web-api-key-0123456789";

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  base = "",
) {
  const res = await request.post(`${base}/api/auth/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { token: string; user: { _id: string; role: string; name: string } };
}

/** Opens the app signed in as `email` (token and user put where the app keeps them). */
export async function signedIn(page: Page, email: string, path = "/") {
  const { token, user } = await apiLogin(page.request, email);
  // Any page of the origin can hold the token; the health answer is one that does not start the
  // app (the service worker answers navigations under /api/ from the network), so the app boots
  // once, at `path`, already signed in.
  await page.goto("/api/health");
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user", u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(path);
  return { token, user };
}

/**
 * Someone else at another computer (the admin beside a customer, say): a browser context of its own
 * (its own storage, so its own sign-in) with the suite's base URL, service-worker and reduced-motion
 * settings, opened at `path` signed in as `email`. The caller closes it: `await page.context().close()`.
 */
export async function otherUser(
  browser: Browser,
  email: string,
  path = "/",
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const { baseURL, serviceWorkers, reducedMotion } = test.info().project.use;
  const context = await browser.newContext({ baseURL, serviceWorkers, reducedMotion, viewport });
  const page = await context.newPage();
  await signedIn(page, email, path);
  return page;
}

/** Whether this run writes the screenshots: `npm run screens` (scripts/screens.mjs) sets SCREENS=1. */
const SCREENSHOTS = process.env.SCREENS === "1";

/**
 * A screenshot for a person to look at, test-results/screenshots/<name>.png, written only in a
 * screenshots run (`npm run screens`): nothing compares them, so the suite's own runs leave the
 * writing out. The checks around a call (axe-core, overflow, what is visible) run either way.
 */
export async function screen(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, "path" | "animations"> = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ animations: "disabled", ...options, path: `test-results/screenshots/${name}.png` });
}

/**
 * How many rows `store` of the app's mirror on this device holds (IndexedDB `safar`,
 * src/db/schema.ts); 0 where there is no such store.
 */
export function mirrorCount(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("safar");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    store,
  );
}

/** A fresh customer of a test's own (its held seats and places never run into another test's). */
export async function newCustomer(request: APIRequestContext, prefix: string, base = ""): Promise<string> {
  const { token } = await apiLogin(request, ADMIN, DEMO_PASSWORD, base);
  const email = uniqueEmail(prefix);
  const res = await request.post(`${base}/api/customers`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: "Test Customer", email, password: DEMO_PASSWORD, mobileNumber: "+923001234567" },
  });
  if (res.status() !== 201) throw new Error(`new customer: ${res.status()} ${await res.text()}`);
  return email;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.pk`;
}

/**
 * Until the page (or only `within`, a selector) has loaded: no list loading and nothing marked
 * busy (Website Settings' form is `aria-busy` under its skeleton, a list while it loads).
 */
export async function settled(page: Page, within?: string): Promise<void> {
  const loading = ':is([aria-busy="true"], [data-testid="data-list-loading"])';
  // The scope itself too (a dialog busy as a whole), as axe audits it with what it holds.
  const busy = within ? `:is(${within})${loading}, :is(${within}) ${loading}` : loading;
  // As long as a first sync round may take on this machine (dashboards.spec.ts, FIRST_ROUND): a
  // list stays busy while its table syncs.
  await expect(page.locator(busy)).toHaveCount(0, { timeout: 30_000 });
}

/**
 * axe-core's serious and critical findings on the whole page (layout included), or only in
 * `within` (a selector: an open dialog, say), as readable lines; [] when clean. It audits the
 * screen once loaded (`settled`): a screen audited while it loads changes under axe. Restore
 * Defaults on Website Settings, enabled as the settings arrive, fades from its disabled colour for
 * 0.2 s, and a contrast check in that moment reads a colour the page does not keep.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await settled(page, within);
  // Colours are judged at rest: a dialog still fading in would fail contrast it does not have.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (a) =>
              a.playState === "running" && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
          )
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Only violations are read: axe then keeps one example node of each passing or incomplete rule
  // instead of all of them, the larger part of its time on a long page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")}${process.env.AXE_DEBUG ? ` ${n.failureSummary}` : ""}`).join(", ")})`,
    );
}

/**
 * The row of record `id` in a list, found the way a person finds one in a long list: by typing
 * `text` into the global search. Lists over 100 rows render only the rows near the viewport, and
 * other tests add records (a 1,000-row CSV import among them), so the row may be far down.
 */
export async function findRow(page: Page, id: string, text: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  const row = page.locator(`[data-row-key="${id}"]`);
  await expect(row).toBeVisible();
  return row;
}
