/**
 * The customer's flight booking and My Bookings on a 390 px phone: each passenger's meal and
 * baggage are the flight's, read-only; the modal's footer keeps Confirm Booking and the total each
 * on one line; a ninth passenger says why there is no tenth; My Bookings shows its first card right
 * under its header and renders only the cards near the viewport of a long list. An open dialog
 * holds the page under it still, as does the phone's open menu; a booking form that cannot be downloaded says so, with Try Again.
 */
import { expect, type Locator, test } from "@playwright/test";
import { fillBooking, newFlight, serverBookings } from "./booking-helpers.ts";
import { CUSTOMER, findRow, signedIn } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

/** How many lines the text of `el` takes (its line boxes' distinct tops). */
function lines(el: Locator): Promise<number> {
  return el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

test("the booking modal at 390 px: meal and baggage are the flight's, the footer on one line each, the 9-passenger cap says why", async ({
  page,
}) => {
  const flight = await newFlight(page.request, {
    defaultMeal: "yes",
    defaultBaggage: "30",
    seatsAvailable: 20,
  });
  await signedIn(page, CUSTOMER, "/customer/flights");
  const row = await findRow(page, flight._id, flight.flightNumber);
  await row.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${flight.departure} → ${flight.destination}` });
  await expect(dialog).toBeVisible();

  // Facts of the flight, not choices: nothing to switch that the booking would not carry.
  const included = dialog.getByTestId("passenger-block").first().getByTestId("passenger-included");
  await expect(included).toHaveText(/Meal:\s*Included\s*Baggage:\s*30 KG/);
  await expect(dialog.getByRole("checkbox")).toHaveCount(0);

  // The footer: Confirm Booking and each half of the total on one line.
  const confirm = dialog.getByTestId("confirm-booking");
  await expect(confirm).toBeVisible();
  expect(await lines(confirm)).toBe(1);
  for (const part of await dialog.getByTestId("booking-total").locator("span").all())
    expect(await lines(part)).toBe(1);

  const add = dialog.getByRole("button", { name: "Add passenger" });
  for (let n = 1; n < 9; n++) await add.click();
  await expect(dialog.getByTestId("passenger-block")).toHaveCount(9);
  await expect(dialog.getByTestId("passenger-included")).toHaveCount(9);
  await expect(add).toBeDisabled();
  const hint = dialog.getByTestId("add-hint");
  await expect(hint).toHaveText("Maximum 9 passengers allowed");
  await expect(add).toHaveAttribute("aria-describedby", (await hint.getAttribute("id"))!);
  expect(await lines(confirm)).toBe(1);
});

test("My Bookings at 390 px: the first card right under the header, and a long list renders the cards near the viewport", async ({
  page,
}) => {
  await signedIn(page, CUSTOMER, "/customer/bookings");
  const cards = page.getByTestId("booking-card");
  await expect(cards.first()).toBeVisible();
  // The title, the freshness line with Refresh, the filters, the count beside the sort: < 460 px.
  expect((await cards.first().boundingBox())!.y).toBeLessThan(460);

  const count = page.getByTestId("data-list-count");
  const total = Number((await count.textContent())!.match(/of (\d+) bookings/)![1]);
  expect(total).toBeGreaterThan(30);
  await expect(count).toHaveText(`Showing ${total} of ${total} bookings`);
  expect(await cards.count()).toBeLessThan(15);
  // The end of the list renders once it is scrolled to.
  const last = page.locator(`[data-testid="data-list-cards"] > li[data-index="${total - 1}"]`);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await cards.count()).toBeLessThan(15);
});

test("an open booking dialog holds the page under it still; closed, the page scrolls again", async ({
  page,
}) => {
  await signedIn(page, CUSTOMER, "/customer/flights");
  const afterTwoFrames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.getByRole("button", { name: "Book Now" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The page's scroll is locked by the body's overflow, which the viewport takes (src/ui/modal.tsx).
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  // Where the click on Book Now left the page (the button was scrolled into view for it).
  const at = await page.evaluate(() => window.scrollY);
  await page.mouse.move(195, 60); // over the backdrop, above the bottom sheet
  await page.mouse.wheel(0, 800);
  await afterTwoFrames();
  expect(await page.evaluate(() => window.scrollY)).toBe(at);

  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(dialog).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(at);
});

test("the phone's open menu holds the page under it still; Escape closes it and the page scrolls again", async ({
  page,
}) => {
  await signedIn(page, CUSTOMER, "/customer/flights");
  await expect(page.getByRole("button", { name: "Book Now" }).first()).toBeVisible();
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const at = await page.evaluate(() => window.scrollY);
  await page.getByRole("button", { name: "Open menu" }).click();
  // Focus moves to this page's entry of the menu.
  await expect(page.locator('nav a[aria-current="page"]')).toBeFocused();
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  await page.mouse.move(370, 400); // over the dimmed page beside the menu
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => window.scrollY)).toBe(at);

  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(at);
});

test("a booking form that cannot be downloaded says so in its dialog; opening it again or Try Again loads it anew, and the page is not reloaded", async ({
  page,
}) => {
  // The server answers 503 for the form's file (busy) until it is back: from the first ask, which
  // a pointer over Book Now starts before the dialog is open (nothing held then).
  let blocked = true;
  let asked = 0;
  await page.route(/\/assets\/booking-modal-[^/]+\.js$/, (route) => {
    asked++;
    return blocked ? route.fulfill({ status: 503, body: "Service Unavailable" }) : route.continue();
  });
  await signedIn(page, CUSTOMER, "/customer/flights");
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });
  await page.getByRole("button", { name: "Book Now" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("error-box")).toContainText("The booking form could not be loaded.");
  // A busy server is not a new version: no banner, no reload.
  await expect(page.getByTestId("update-banner")).toHaveCount(0);

  // Closed and opened again, the dialog asks for its form again (still out of reach here).
  const before = asked;
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Book Now" }).first().click();
  await expect(dialog.getByTestId("error-box")).toContainText("The booking form could not be loaded.");
  expect(asked).toBeGreaterThan(before);

  blocked = false;
  await dialog.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("passenger-block").first()).toBeVisible();
  await expect(page.getByTestId("error-box")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.getByTestId("update-banner")).toHaveCount(0);
});

test("a booking the server turns away with 503 keeps its dialog, and the error toast leaves Confirm Booking free to press again", async ({
  page,
}) => {
  const flight = await newFlight(page.request, { seatsAvailable: 9 });
  let refused = 0;
  await page.route(/\/api\/bookings$/, (route) => {
    if (route.request().method() !== "POST" || refused > 0) return route.continue();
    refused++;
    return route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"message":"Service Unavailable"}',
    });
  });
  await signedIn(page, CUSTOMER, "/customer/flights");
  const dialog = await fillBooking(page, flight);
  const confirm = dialog.getByTestId("confirm-booking");
  await confirm.click();

  const toast = page.getByTestId("toast").filter({ hasText: "Server error. Please try again later." });
  await expect(toast).toBeVisible();
  await expect(dialog.getByTestId("passenger-block").first().getByLabel("First name")).toHaveValue("OFFLINE");
  const [t, c] = [await toast.boundingBox(), await confirm.boundingBox()];
  expect(t && c).toBeTruthy();
  expect(t!.y + t!.height <= c!.y || c!.y + c!.height <= t!.y, "the toast is above or below the button").toBe(
    true,
  );

  // Pressed again while the toast is still up (a click the toast took would fail here): booked.
  await confirm.click();
  await expect(page.getByRole("dialog", { name: "Booking Confirmed!" })).toBeVisible();
  expect(refused).toBe(1);
  expect(await serverBookings(page.request, CUSTOMER, flight._id)).toHaveLength(1);
});
