/**
 * Updates never lose work (src/update/update.ts): a deploy while a passenger form is half filled
 * keeps what was typed (a banner offers the reload; the page takes the new version once the form is
 * closed, or at once from the banner); a tab opened on the very first visit takes a new version
 * too; a file of the build that has gone (a lazily loaded route chunk) reloads the page once, and
 * only once.
 *
 * A deploy is a new build on a server of the tests' own: its index.html carries a new
 * `<meta name="safar-build">` and the worker lists it under a new precache revision, so a page
 * that shows the new marker runs the new version. Missing chunks are removed from the worker's
 * cache and answered 404 (with service-worker network events on, the worker's own requests are
 * routed too).
 */
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type DeployServer, expectLoads, startDeployServer } from "./deploy-server.ts";
import { ADMIN, apiLogin, DEMO_PASSWORD, findRow, newCustomer } from "./fixtures.ts";

// One deploy server (a port of its own) whose builds the tests replace in turn: they run in order,
// in one worker, beside the rest of the suite.
test.describe.configure({ mode: "default" });

let server: DeployServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDeployServer(14);
  base = server.base;
});

test.afterAll(() => server?.stop());

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

const deploy = () => server.deploy();

/** The build marker of the page's document (null for the first build). */
const buildOf = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="safar-build"]')?.content ?? null);

/** Asks the browser to look for a new worker now (as it does on navigations and app focus). */
const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg?.update();
  });

/** Counts the page's loads. */
function countLoads(page: Page) {
  const count = { loads: 0 };
  page.on("load", () => {
    count.loads++;
  });
  return count;
}

/** Waits for the service worker, then reloads so the page is controlled by it. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

async function signIn(page: Page, request: APIRequestContext, path: string) {
  const email = await newCustomer(request, "updates", base);
  const { token, user } = await apiLogin(request, email, DEMO_PASSWORD, base);
  await page.goto(`${base}/login`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user", u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(`${base}${path}`);
}

async function newFlight(request: APIRequestContext) {
  const { token } = await apiLogin(request, ADMIN, DEMO_PASSWORD, base);
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post(`${base}/api/flights`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      airlineName: "Air Blue",
      flightNumber: `UP${tag}`,
      pnr: `U${tag}`,
      departure: "LHE",
      destination: "JED",
      departureDate: day,
      departureTime: "09:15",
      arrivalDate: day,
      arrivalTime: "13:05",
      price: 98000,
      seatsAvailable: 9,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { flight: { _id: string; flightNumber: string } }).flight;
}

/** Opens the booking dialog of a new flight and half fills the first passenger. */
async function halfFilledBooking(page: Page) {
  const flight = await newFlight(page.request);
  await signIn(page, page.request, "/customer/flights");
  await controlled(page);
  const row = await findRow(page, flight._id, flight.flightNumber);
  await row.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Book LHE → JED" });
  const block = dialog.getByTestId("passenger-block").first();
  await block.getByLabel("First name").fill("HALF");
  await block.getByLabel("Last name").fill("TYPED");
  return { dialog, block };
}

test("a deploy while a passenger form is half filled keeps it; closing the form takes the new version", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const count = countLoads(page);
  const { dialog, block } = await halfFilledBooking(page);
  const before = count.loads;

  const stamp = deploy();
  await checkForUpdate(page);
  const banner = page.getByTestId("update-banner");
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText("Update ready");
  // Held: no reload, and what was typed is still there.
  expect(count.loads).toBe(before);
  await expect(block.getByLabel("First name")).toHaveValue("HALF");
  await expect(block.getByLabel("Last name")).toHaveValue("TYPED");
  expect(await buildOf(page)).not.toBe(stamp);

  // Closing the form frees the page: it reloads by itself, once, into the new build.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expectLoads(page, () => count.loads, before + 1);
  await expect.poll(() => buildOf(page)).toBe(stamp);
  await expect(page.getByTestId("update-banner")).toHaveCount(0);
  // Nothing is left to take (no second reload to come).
  expect(
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(reg?.waiting),
        controlled: reg?.active === navigator.serviceWorker.controller,
      };
    }),
  ).toEqual({ waiting: false, controlled: true });
  expect(count.loads).toBe(before + 1);
});

test("the banner's Reload takes the new version at once, even with the form open", async ({ page }) => {
  test.setTimeout(90_000);
  const count = countLoads(page);
  await halfFilledBooking(page);
  const before = count.loads;

  const stamp = deploy();
  await checkForUpdate(page);
  const reload = page.getByRole("button", { name: "Reload" });
  await expect(reload).toBeVisible({ timeout: 20_000 });
  await reload.click();
  await expectLoads(page, () => count.loads, before + 1);
  await expect.poll(() => buildOf(page)).toBe(stamp);
});

test("a tab opened on the very first visit takes a new version", async ({ page }) => {
  test.setTimeout(90_000);
  const count = countLoads(page);
  await page.goto(`${base}/login`);
  // Not controlled at load: the first worker installs a few seconds later and claims the tab.
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  const before = count.loads;
  // The first install claimed the tab without a reload (it runs the build that was installed).
  expect(before).toBe(1);

  const stamp = deploy();
  await checkForUpdate(page);
  await expectLoads(page, () => count.loads, before + 1);
  await expect.poll(() => buildOf(page)).toBe(stamp);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(count.loads).toBe(before + 1);
});

/**
 * The chunks of `path`'s screen that `besides`'s screen does not list (route-chunks of index.html).
 * That screen may still import some of them lazily after it has painted (the outbox button): they
 * go missing only from the next document on (`documentsFrom`).
 */
function chunksOnlyFor(path: string, besides: string): string[] {
  const html = readFileSync(join(server.dist, "index.html"), "utf8");
  const json = /<script type="application\/json" id="route-chunks">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error("route-chunks not found in index.html");
  const { files, routes } = JSON.parse(json) as { files: string[]; routes: Record<string, number[]> };
  const other = new Set(routes[besides] ?? []);
  const only = (routes[path] ?? []).filter((i) => !other.has(i)).map((i) => files[i]!);
  if (!only.length) throw new Error(`no chunk of ${path} of its own`);
  return only;
}

/**
 * Counts the documents the page's main frame requests from now on: the chunks go missing for the
 * next one (the test's `goto`), not for the screen showing now, which may still be loading some
 * of them lazily.
 */
function documentsFrom(page: Page) {
  const count = { documents: 0 };
  page.on("request", (req) => {
    if (req.resourceType() === "document" && req.frame() === page.mainFrame()) count.documents++;
  });
  return count;
}

/**
 * Removes `files` from the worker's caches and answers them 404 while `missing()` says so, as after a
 * deploy that deleted them.
 */
async function removeChunks(page: Page, files: string[], missing: () => boolean) {
  await page.context().route(
    (url) => files.some((f) => url.pathname === `/assets/${f}`),
    (route) => (missing() ? route.fulfill({ status: 404, body: "Not found" }) : route.fallback()),
  );
  await page.evaluate(async (names) => {
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const req of await cache.keys())
        if (names.some((n) => new URL(req.url).pathname === `/assets/${n}`)) await cache.delete(req);
    }
  }, files);
}

test("a lazily loaded screen whose chunk has gone reloads the page once into a build that has it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const count = countLoads(page);
  await signIn(page, page.request, "/customer/flights");
  await controlled(page);
  const start = count.loads;
  // Missing for the next document (the one goto opens), there again for the one after (the reload).
  const opened = documentsFrom(page);
  const missing = () => opened.documents === 1;
  await removeChunks(page, chunksOnlyFor("/customer/bookings", "/customer/flights"), missing);

  await page.goto(`${base}/customer/bookings`);
  await expectLoads(page, () => count.loads, start + 2);
  await expect(page.getByRole("heading", { name: "My Bookings", level: 1 })).toBeVisible();
  await expect(page.getByTestId("update-banner")).toHaveCount(0);
  expect(count.loads).toBe(start + 2);
});

test("a chunk missing from the new build too reloads once, then shows the error (no loop)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const count = countLoads(page);
  await signIn(page, page.request, "/customer/flights");
  await controlled(page);
  const start = count.loads;
  // Missing from the next document (the one goto opens) on.
  const opened = documentsFrom(page);
  await removeChunks(
    page,
    chunksOnlyFor("/customer/bookings", "/customer/flights"),
    () => opened.documents >= 1,
  );

  await page.goto(`${base}/customer/bookings`);
  const banner = page.getByTestId("update-banner");
  await expect(banner).toHaveAttribute("data-status", "failed", { timeout: 20_000 });
  await expect(banner).toContainText("Part of Safar could not load");
  // The page load of goto and one reload: the second failure gave up instead of reloading again.
  expect(count.loads).toBe(start + 2);
});
