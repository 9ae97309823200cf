/**
 * The write path on a bad network, as a user meets it: the app is opened through a small proxy
 * (flaky-proxy.ts) that can pass, answer 503, stall or drop the API's writes.
 * - While the server answers 503 for a minute, a queued booking is sent a few times with a growing
 *   back-off the screen shows, never in a storm; after recovery it lands exactly once.
 * - A booking whose answer never comes frees its dialog within the 15 s deadline, shows as queued,
 *   and lands exactly once (the server had made it: the replay gets the same booking back).
 * - On a shared browser, one user's queued booking survives another user's sign-in and sign-out,
 *   and each is told what waits.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  bookInModal,
  controlled,
  fillBooking,
  newFlight,
  serverBookings,
  signedInAt,
} from "./booking-helpers.ts";
import { DEMO_PASSWORD, newCustomer } from "./fixtures.ts";
import { type FlakyProxy, startFlakyProxy } from "./flaky-proxy.ts";

let proxy: FlakyProxy;

test.beforeEach(async ({ page }) => {
  proxy = await startFlakyProxy(String(test.info().project.use.baseURL));
  await page.setViewportSize({ width: 1440, height: 900 });
});

test.afterEach(async () => {
  await proxy.close();
});

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

test("while the server answers 503 for a minute, a queued booking is sent a few times with a visible back-off, then lands once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const flight = await newFlight(page.request);
  const email = await newCustomer(page.request, "storm");
  await signedInAt(page, proxy.url, email, "/customer/flights");
  await controlled(page);

  // The booking's connection is dropped: it got no answer, so it is kept and shown as queued.
  proxy.setMode("drop");
  await bookInModal(page, flight);
  await expect(toast(page, "Queued — the server did not answer; will try again shortly")).toBeVisible();
  await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");

  // The server now fails every write for a minute. The page is reloaded meanwhile (a reload used to
  // send the queue again at once) and brought back to the front.
  proxy.setMode("503");
  const start = Date.now();
  await expect(page.getByTestId("outbox-next-try")).toContainText(/next try in \d+ s/, { timeout: 20_000 });
  await page.reload();
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  // A minute of failures is the measure itself: watched second by second, not slept through.
  await expect
    .poll(() => Date.now() - start, { timeout: 90_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(60_000);
  const sent = proxy.count("POST", "/api/bookings", start);
  expect(sent, "sends while the server failed").toBeGreaterThanOrEqual(3);
  expect(sent, "sends while the server failed").toBeLessThanOrEqual(8);
  expect(await serverBookings(page.request, email, flight._id)).toHaveLength(0);

  // The panel says why it waits and when it tries again.
  await page.getByTestId("outbox-count").click();
  const circuit = page.getByTestId("outbox-circuit");
  await expect(circuit).toContainText(/^Server unavailable — 1 change waiting, next try in \d+ (s|min)$/);

  // The server is back; the user does not wait for the next try (unless that try comes first and
  // the panel closes, which the assertions below accept just the same).
  proxy.setMode("pass");
  await page
    .getByTestId("outbox-panel")
    .getByRole("button", { name: /^(Retry now|Send now)$/ })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await expect(page.getByTestId("outbox-count")).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole("link", { name: "My Bookings" }).first().click();
  await expect(page.getByTestId("booking-card").filter({ hasText: flight.flightNumber })).toBeVisible();
  expect(await serverBookings(page.request, email, flight._id)).toHaveLength(1);
  const after = proxy.count("POST", "/api/bookings");
  await expect(page.getByTestId("booking-card").filter({ hasText: flight.flightNumber })).toHaveCount(1);
  expect(proxy.count("POST", "/api/bookings")).toBe(after);
});

test("a booking whose answer never comes frees its dialog within the deadline, shows as queued, and lands once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const flight = await newFlight(page.request);
  const email = await newCustomer(page.request, "stall");
  await signedInAt(page, proxy.url, email, "/customer/flights");

  // The booking reaches the server, which makes it; its answer is lost on the way back.
  proxy.setMode("stall");
  const dialog = await fillBooking(page, flight);
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(dialog.getByRole("button", { name: "Booking..." })).toBeDisabled();
  // While it runs the dialog can still be closed: Cancel is not disabled.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled();
  const sentAt = Date.now();
  await expect(toast(page, "Queued — the server did not answer; will try again shortly")).toBeVisible({
    timeout: 25_000,
  });
  expect(Date.now() - sentAt).toBeLessThan(25_000);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");
  expect(await serverBookings(page.request, email, flight._id)).toHaveLength(1); // made, not known here

  // The link is back: the queued booking is sent again with its key and gets the same booking.
  proxy.setMode("pass");
  await expect(page.getByTestId("outbox-count")).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole("link", { name: "My Bookings" }).first().click();
  await expect(page.getByTestId("booking-card").filter({ hasText: flight.flightNumber })).toHaveCount(1);
  expect(await serverBookings(page.request, email, flight._id)).toHaveLength(1);
  expect(proxy.count("POST", "/api/bookings")).toBeGreaterThanOrEqual(2);
});

test("on a shared browser, a queued booking outlives another user's sign-in and sign-out and is sent when its owner is back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const flight = await newFlight(page.request);
  const ayesha = await newCustomer(page.request, "shared-a");
  const fatima = await newCustomer(page.request, "shared-b");
  await signedInAt(page, proxy.url, ayesha, "/customer/flights");

  // Ayesha books while the server cannot be reached; then her sign-in stops being valid (a token
  // the server no longer takes), and the replay meets a 401.
  proxy.setMode("drop");
  await bookInModal(page, flight);
  await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");
  await page.evaluate(() => localStorage.setItem("token", "expired.token.value"));
  await page.reload();
  proxy.setMode("pass");
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(toast(page, "Your session has ended. 1 change is kept on this device")).toContainText(ayesha);

  // Fatima signs in on the same browser: she is told whose change waits here; it is not hers.
  await signInWithForm(page, fatima);
  await expect(toast(page, "This device also keeps 1 change of Test Customer")).toBeVisible();
  await expect(page.getByTestId("outbox-count")).toHaveCount(0);
  // She signs out: nothing of hers is unsent, so she is not asked, and Ayesha's change stays.
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // Ayesha is back: her booking is sent, once.
  await signInWithForm(page, ayesha);
  await expect(toast(page, "1 change from your last session is being sent now.")).toBeVisible();
  await expect(page.getByTestId("outbox-count")).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => (await serverBookings(page.request, ayesha, flight._id)).length).toBe(1);
  expect(await serverBookings(page.request, fatima, flight._id)).toHaveLength(0);
});

async function signInWithForm(page: Page, email: string) {
  await page.goto(`${proxy.url}/login`);
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
}
