/**
 * The admin's lists offline, after they were seen online: each says it shows saved data and how
 * old it is, and shows its rows, with no error box, no error toast, no 'Failed to fetch' and no
 * 'no saved … on this device yet' at any moment (a MutationObserver records every one that
 * appears). The unsent-changes panel at 390 px: inside the screen, its times in the app's format
 * in Karachi time on a device set to New York, closed by Escape, no serious axe findings.
 *
 * Offline as in offline.spec.ts: the browser says so and every request of the context (the service
 * worker's too) is aborted.
 */
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { expect, type Page, test } from "@playwright/test";
import { formatDateTime } from "../../src/domain/format.ts";
import { ADMIN, apiLogin, findRow, seriousViolations, signedIn } from "./fixtures.ts";

test.use({ timezoneId: "America/New_York" });

/** The lists, with the mirror table each shows. */
const SCREENS = [
  { path: "/admin/flights", table: "flights" },
  { path: "/admin/flights/bookings", table: "bookings" },
  { path: "/admin/packages", table: "packages" },
  { path: "/admin/packages/bookings", table: "packageBookings" },
  { path: "/admin/customers", table: "customers" },
  { path: "/admin/direct-bookings/bookings", table: "directBookings" },
  { path: "/admin/direct-bookings/package-bookings", table: "directPackageBookings" },
  { path: "/admin/direct-bookings/gds-bookings", table: "gdsBookings" },
] as const;

/** When the mirror last tried to pull `table` (ms), from IndexedDB; 0 when never. */
function lastAttempt(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (t) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("safar");
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction("meta").objectStore("meta").get(`sync:${t}`);
          get.onsuccess = () => {
            db.close();
            resolve(Date.parse(get.result?.value?.lastAttemptAt ?? "") || 0);
          };
          get.onerror = () => resolve(0);
        };
      }),
    table,
  );
}

const problems = (page: Page) =>
  page.evaluate(() => [...((window as { offlineProblems?: Set<string> }).offlineProblems ?? [])]);

test("admin lists offline show saved rows and the offline line, no errors; the outbox panel fits 390 px", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // Every error box, error toast or false empty text that ever appears, however briefly.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as { offlineProblems?: Set<string> }).offlineProblems = seen;
    const check = () => {
      for (const el of document.querySelectorAll(
        '[data-testid="error-box"], [data-testid="toast"][data-kind="error"]',
      ))
        seen.add(el.textContent ?? "");
      const text = document.body?.textContent ?? "";
      for (const bad of ["Failed to fetch", "on this device yet"]) if (text.includes(bad)) seen.add(bad);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.setViewportSize({ width: 1440, height: 900 });

  const { token } = await apiLogin(page.request, ADMIN);
  const number = `OA${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const created = await page.request.post("/api/flights", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      airlineName: "Air Blue",
      flightNumber: number,
      pnr: `P${number}`,
      departure: "LHE",
      destination: "JED",
      departureDate: "2031-03-12",
      departureTime: "09:15",
      arrivalDate: "2031-03-12",
      arrivalTime: "13:05",
      price: 98000,
      seatsAvailable: 9,
    },
  });
  expect(created.status()).toBe(201);
  const flightId = ((await created.json()) as { flight: { _id: string } }).flight._id;

  // Online: every list seen once (the mirror holds them), under the service worker's control.
  await signedIn(page, ADMIN, "/admin/flights");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  for (const { path } of SCREENS) {
    await page.goto(path);
    await expect(page.locator("[data-row-key]").first()).toBeVisible();
  }

  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  await context.setOffline(true);
  for (const { path, table } of SCREENS) {
    const before = Date.now();
    await page.goto(path);
    // The pull this load started has failed (no answer) and been recorded: any error is up by now.
    // Its own attempt, not the previous screen's: that one is recorded too and can be under a second
    // old. An offline start of the app took 1.0-1.6 s to its line here with one worker and up to 4.5 s
    // with two; on a busy CI host the line was not up 10 s after that check. How fast is the
    // benches' question; this test asks what the screen shows, so the start gets a busy host's time.
    await expect.poll(() => lastAttempt(page, table), { timeout: 30_000 }).toBeGreaterThanOrEqual(before);
    await expect(page.getByTestId("freshness"), path).toContainText(/^Offline — showing .+ saved /);
    await expect(page.locator("[data-row-key]").first(), path).toBeVisible();
    await expect(page.getByTestId("error-box"), path).toHaveCount(0);
    expect(await problems(page), path).toEqual([]);
  }

  // A change made offline waits in the outbox; its panel on a phone.
  await page.goto("/admin/flights");
  const row = await findRow(page, flightId, number);
  await row.getByRole("button", { name: new RegExp(`^Delete flight ${number}`) }).click();
  await page.getByRole("dialog", { name: "Delete Flight" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");

  await page.setViewportSize({ width: 390, height: 844 });
  const trigger = page.getByTestId("outbox-count");
  await trigger.click();
  const panel = page.getByTestId("outbox-panel");
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  // Nothing inside is wider than the panel.
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const made = panel.getByTestId("outbox-entry-made").locator("time");
  const at = (await made.getAttribute("datetime"))!;
  await expect(made).toHaveText(formatDateTime(at));
  await expect(made).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/);
  expect(await seriousViolations(page, '[data-testid="outbox-panel"]')).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await problems(page)).toEqual([]);
});
