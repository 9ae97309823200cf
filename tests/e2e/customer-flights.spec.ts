/**
 * The customer's flights, as a new user would use them: book a flight for two passengers, see the
 * countdown, mark it as paid; an admin approves; the customer sees the PNR and prints. Plus the
 * sold-out button, axe-core on both screens and their screenshots at 390 px and 1440 px.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatRupees } from "../../src/domain/format.ts";
import { ADMIN, apiLogin, CUSTOMER, findRow, seriousViolations, signedIn } from "./fixtures.ts";

const SHOTS = "test-results/screenshots";

declare global {
  interface Window {
    __bookingPosts: { key: string | null; body: string }[];
  }
}

type ApiFlight = {
  _id: string;
  flightNumber: string;
  departure: string;
  destination: string;
  departureDate: string;
  price: number;
  seatsAvailable: number;
  status: string;
};

function karachiToday(): string {
  return new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
}

async function customerFlights(page: Page): Promise<ApiFlight[]> {
  const { token } = await apiLogin(page.request, CUSTOMER);
  const res = await page.request.get("/api/flights", { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { flights: ApiFlight[] }).flights;
}

/** A new upcoming Flynas flight (LHE → JED in 25 days, 9 seats) made by the admin through the API. */
async function newFlight(page: Page): Promise<ApiFlight> {
  const { token } = await apiLogin(page.request, ADMIN);
  const day = new Date(Date.now() + 5 * 3600_000 + 25 * 86_400_000).toISOString().slice(0, 10);
  const res = await page.request.post("/api/flights", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      airlineName: "Flynas",
      flightNumber: `XY${Math.floor(Math.random() * 9000 + 1000)}`,
      pnr: `N${Date.now().toString(36).toUpperCase().slice(-5)}`,
      departure: "LHE",
      destination: "JED",
      departureDate: day,
      departureTime: "16:30",
      arrivalDate: day,
      arrivalTime: "20:10",
      price: 147500,
      seatsAvailable: 9,
      defaultBaggage: "30",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { flight: ApiFlight }).flight;
}

async function fillPassenger(
  page: Page,
  index: number,
  p: { title: string; first: string; last: string; passport: string; dob: string; contact: string },
) {
  const block = page.getByTestId("passenger-block").nth(index);
  await block.getByLabel("Title").selectOption(p.title);
  await block.getByLabel("First name").fill(p.first);
  await block.getByLabel("Last name").fill(p.last);
  await block.getByLabel("Passport number").fill(p.passport);
  await block.getByLabel("Passport expiry").fill("2031-06-30");
  await block.getByLabel("Date of birth").fill(p.dob);
  await block.getByLabel("Nationality").selectOption("PAKISTAN");
  await block.getByLabel("Contact number").fill(p.contact);
}

test("a customer books for two passengers, pays, an admin approves, the customer sees the PNR and prints", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // The receipt prints from a pop-up: record the print instead of opening the dialog.
  await context.addInitScript(() => {
    window.print = () => {
      (window as unknown as { __printed: boolean }).__printed = true;
    };
  });
  // What the app sends to POST /bookings (the body of a fetch Request is not visible to Playwright).
  await page.addInitScript(() => {
    window.__bookingPosts = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (
        input instanceof Request &&
        input.method === "POST" &&
        new URL(input.url).pathname === "/api/bookings"
      )
        window.__bookingPosts.push({
          key: input.headers.get("idempotency-key"),
          body: await input.clone().text(),
        });
      return original(input, init);
    };
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const today = karachiToday();
  // A flight of its own (other tests running beside this one change and delete flights).
  const f = await newFlight(page);

  await signedIn(page, CUSTOMER, "/customer/flights");
  await expect(page.getByRole("heading", { name: "Available Flights" })).toBeVisible();
  const row = await findRow(page, f._id, f.flightNumber);
  await expect(row).toContainText(f.flightNumber);
  await row.getByRole("button", { name: "Book Now" }).click();

  const dialog = page.getByRole("dialog", { name: `Book ${f.departure} → ${f.destination}` });
  await expect(dialog).toBeVisible();

  // An empty submit shows the passenger rules' messages under their fields, and sends nothing.
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Passport number is required",
    "Passport expiry date is required",
    "Date of birth is required",
    "Nationality is required",
    "Contact number is required",
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("First name")).toBeFocused();
  await expect(dialog.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  expect(await page.evaluate(() => window.__bookingPosts.length)).toBe(0);

  // The date limits of the spec.
  await expect(dialog.getByLabel("Passport expiry")).toHaveAttribute("min", today);
  await expect(dialog.getByLabel("Date of birth")).toHaveAttribute("max", today);
  await expect(dialog.getByLabel("Nationality").locator("option")).toHaveCount(21);
  // The last passenger cannot be removed.
  await expect(dialog.getByRole("button", { name: "Remove passenger 1" })).toBeDisabled();

  await fillPassenger(page, 0, {
    title: "Mrs",
    first: "ayesha",
    last: "siddiqui",
    passport: "ab1234567",
    dob: "1990-04-12",
    contact: "+923001234567",
  });
  await dialog.getByRole("button", { name: "Add passenger" }).click();
  await expect(page.getByTestId("passenger-block")).toHaveCount(2);
  await fillPassenger(page, 1, {
    title: "Chd",
    first: "Zara",
    last: "Siddiqui",
    passport: "cd7654321",
    dob: "2018-09-01",
    contact: "+923001234567",
  });
  await expect(page.getByTestId("passenger-block").nth(1).getByLabel("Age type")).toHaveValue("child");
  // Meal and baggage are kept on the device only.
  await page.getByTestId("passenger-block").nth(0).getByLabel(/Meal/).check();
  await page
    .getByTestId("passenger-block")
    .nth(1)
    .getByLabel(/Baggage/)
    .check();
  await expect(page.getByTestId("booking-total")).toContainText(`2 passengers × ${formatRupees(f.price)}`);
  await expect(page.getByTestId("booking-total")).toContainText(`Total ${formatRupees(f.price * 2)}`);

  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect.poll(() => page.evaluate(() => window.__bookingPosts.length)).toBe(1);
  const sent = (await page.evaluate(() => window.__bookingPosts))[0]!;
  expect(sent.key).toMatch(/^[0-9a-f-]{36}$/);
  const body = JSON.parse(sent.body) as { ticketId: string; passengers: Record<string, string>[] };
  expect(body.ticketId).toBe(f._id);
  expect(body.passengers).toHaveLength(2);
  expect(body.passengers[0]).toMatchObject({
    personType: "Mrs",
    firstName: "AYESHA",
    lastName: "SIDDIQUI",
    passport: "AB1234567",
    nationality: "PAKISTAN",
    ageType: "adult",
  });
  expect(body.passengers[1]).toMatchObject({ firstName: "ZARA", passport: "CD7654321", ageType: "child" });
  expect(JSON.stringify(body)).not.toMatch(/meal|baggage/i);

  const success = page.getByRole("dialog", { name: "Booking Confirmed!" });
  await expect(success).toBeVisible();
  await expect(success).toContainText(
    "Your booking has been submitted successfully. You will receive a confirmation email shortly.",
  );
  const bookingId = (await success.getByTestId("booking-id").textContent())!.trim();
  expect(bookingId).toMatch(/^SF-[A-Z0-9]+$/);
  await success.getByRole("button", { name: "Continue" }).click();
  await expect(success).toBeHidden();
  // The list refreshed: the two seats are gone.
  await expect(row).toContainText(`${f.seatsAvailable - 2} seats left`);

  // My Bookings: pending, with the countdown and 'On Hold'.
  await page.goto("/customer/bookings");
  const card = page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("AYESHA SIDDIQUI, ZARA SIDDIQUI");
  await expect(card).toContainText(formatRupees(f.price * 2));
  const countdown = card.getByTestId("expiry-countdown");
  await expect(countdown).toHaveAttribute("data-colour", "green");
  await expect(countdown.getByTestId("countdown-time")).toHaveText(/^1h 5\dm \d\ds$/);
  const first = await countdown.getByTestId("countdown-time").textContent();
  await expect(countdown.getByTestId("countdown-time")).not.toHaveText(first!, { timeout: 3000 });
  await expect(card.getByTestId("print-booking")).toBeDisabled();

  await card.getByRole("button", { name: "Details" }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details).toBeVisible();
  await expect(details.getByTestId("booking-pnr")).toHaveText("On Hold");
  await expect(details.getByTestId("details-passenger")).toHaveCount(2);
  await expect(details.getByRole("button", { name: "Print" })).toBeDisabled();
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(details).toBeHidden();

  // Mark as Paid: the form's rules, then the reference is recorded.
  await card.getByRole("button", { name: "Mark as Paid" }).click();
  const pay = page.getByRole("dialog", { name: "Mark as Paid" });
  await pay.getByRole("button", { name: "Submit payment" }).click();
  await expect(pay.getByText("Choose a payment method")).toBeVisible();
  await expect(pay.getByText("Payment reference is required")).toBeVisible();
  await pay.getByLabel("JazzCash").check();
  await pay.getByLabel("Payment reference").fill("JC2026031201");
  await pay.getByRole("button", { name: "Submit payment" }).click();
  await expect(pay).toBeHidden();
  await expect(card.getByTestId("payment-claimed")).toContainText(
    "Payment submitted — awaiting verification",
  );
  await expect(card.getByTestId("payment-claimed")).toContainText("JC2026031201");
  await expect(card).toContainText("Pending");

  // The admin sees the claim and approves through the API.
  const admin = await apiLogin(page.request, ADMIN);
  const auth = { authorization: `Bearer ${admin.token}` };
  const all = (await (await page.request.get("/api/bookings?limit=1000", { headers: auth })).json()) as {
    bookings: { _id: string; bookingId: string; paymentReference: string | null }[];
  };
  const mine = all.bookings.find((b) => b.bookingId === bookingId)!;
  expect(mine.paymentReference).toBe("JC2026031201");
  const approved = await page.request.put(`/api/bookings/${mine._id}/approve`, { headers: auth });
  expect(approved.status()).toBe(200);

  // After a reload (a sync) the customer sees the PNR and can print.
  await page.reload();
  await expect(card).toContainText("Approved");
  await expect(card.getByTestId("expiry-countdown")).toHaveCount(0);
  await expect(card.getByTestId("print-booking")).toBeEnabled();
  await card.getByRole("button", { name: "Details" }).click();
  await expect(details.getByTestId("booking-pnr")).toHaveText(/^[A-Z0-9]{5,8}$/);
  const pnr = (await details.getByTestId("booking-pnr").textContent())!.trim();
  await expect(details.getByRole("button", { name: "Print" })).toBeEnabled();
  await details.getByRole("button", { name: "Close", exact: true }).click();

  const popupOpened = page.waitForEvent("popup");
  await card.getByTestId("print-booking").click();
  const popup = await popupOpened;
  await expect(popup.locator("body")).toContainText("Booking Receipt");
  await expect(popup.locator("body")).toContainText(bookingId);
  await expect(popup.locator("body")).toContainText(pnr);
  await expect(popup.locator("body")).toContainText("NO REFUND NO EXCHANGE");

  // The filters: approved and pending, by status.
  await page.getByLabel("Status").selectOption("approved");
  await expect(page).toHaveURL(/status=approved/);
  await expect(card).toBeVisible();
  await page.getByLabel("Status").selectOption("pending");
  await expect(card).toHaveCount(0);
  await page.getByRole("button", { name: "Clear Filters" }).first().click();
  await expect(card).toBeVisible();
  await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing \d+ of \d+ bookings$/);
});

test("a sold-out flight shows 'Sold Out' and cannot be booked", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const today = karachiToday();
  const soldOut = (await customerFlights(page)).find(
    (f) => f.departureDate >= today && (f.status !== "active" || f.seatsAvailable === 0),
  );
  expect(soldOut, "an unbookable upcoming flight in the demo data").toBeTruthy();
  await signedIn(page, CUSTOMER, "/customer/flights");
  await page.getByLabel("Availability").selectOption("sold-out");
  await expect(page).toHaveURL(/availability=sold-out/);
  const row = page.locator(`[data-row-key="${soldOut!._id}"]`);
  await expect(row).toBeVisible();
  const button = row.getByTestId("book-now");
  await expect(button).toHaveText("Sold Out");
  await expect(button).toBeDisabled();
  // Every row the filter keeps is unbookable.
  const buttons = page.getByTestId("book-now");
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(buttons.nth(i)).toBeDisabled();
  // The global search narrows by route.
  await page.getByLabel("Availability").selectOption("all");
  await page.getByLabel("Search").fill(`${soldOut!.departure} ${soldOut!.destination}`);
  await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing \d+ of \d+ flights$/);
  await expect(row).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`both screens have no serious accessibility problems (${theme})`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, CUSTOMER, "/customer/flights");
    await expect(page.getByTestId("data-list-table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The booking modal with its messages showing.
    await page.getByRole("button", { name: "Book Now" }).first().click();
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/customer/bookings");
    await expect(page.getByTestId("booking-card").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("view-booking").first().click();
    await expect(page.getByRole("dialog", { name: "Booking Details" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Phones: the cards.
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/customer/flights");
    await expect(page.getByTestId("data-list-cards")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("screenshots at 390 px and 1440 px in both themes, nothing overflows", async ({ page }) => {
  test.setTimeout(300_000);
  const noOverflow = async (name: string, width: number) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
  };
  for (const width of [390, 1440]) {
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await signedIn(page, CUSTOMER, "/customer/flights");
      await expect(page.getByTestId(width === 390 ? "data-list-cards" : "data-list-table")).toBeVisible();
      await expect(page.locator("img[src^='/airlines/']").first()).toBeVisible();
      await noOverflow("flights", width);
      await page.screenshot({
        animations: "disabled",
        path: `${SHOTS}/customer-flights-${width}-${theme}.png`,
        fullPage: width === 1440,
      });

      await page.getByRole("button", { name: "Book Now" }).first().click();
      await page.getByRole("button", { name: "Add passenger" }).click();
      await page.getByRole("button", { name: "Confirm Booking" }).click();
      await expect(page.getByText("First name is required").first()).toBeVisible();
      await noOverflow("booking modal", width);
      await page.screenshot({
        animations: "disabled",
        path: `${SHOTS}/customer-flights-booking-${width}-${theme}.png`,
      });
      await page.keyboard.press("Escape");

      await page.goto("/customer/bookings");
      await expect(page.getByTestId("booking-card").first()).toBeVisible();
      await noOverflow("bookings", width);
      await page.screenshot({
        animations: "disabled",
        path: `${SHOTS}/customer-bookings-${width}-${theme}.png`,
        fullPage: width === 1440,
      });

      const pending = page.locator('[data-testid="booking-card"][data-status="pending"]').first();
      if (await pending.count()) {
        await pending.getByTestId("view-booking").click();
        await expect(page.getByRole("dialog", { name: "Booking Details" })).toBeVisible();
        await noOverflow("booking details", width);
        await page.screenshot({
          animations: "disabled",
          path: `${SHOTS}/customer-bookings-details-${width}-${theme}.png`,
        });
        await page.keyboard.press("Escape");
      }
    }
  }
});
