/**
 * The customer's flights, as a new user would use them: book a flight for two passengers, see the
 * countdown, mark it as paid; an admin, in a browser of their own, approves it on Customer Bookings;
 * the customer sees the PNR and prints. Plus the sold-out button, sorting by departure, price and
 * duration at every width, axe-core on both screens and their dialogs, and screenshots at 390 px
 * and 1440 px.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatRupees } from "../../src/domain/format.ts";
import {
  ADMIN,
  apiLogin,
  CUSTOMER,
  findRow,
  newCustomer,
  otherUser,
  screen,
  seriousViolations,
  signedIn,
} from "./fixtures.ts";

declare global {
  interface Window {
    __bookingPosts: { key: string | null; body: string }[];
  }
}

type ApiFlight = {
  _id: string;
  flightNumber: string;
  pnr: string;
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

/** 'YYYY-MM-DD' in Karachi, `days` from today. */
function karachiDay(days: number): string {
  return new Date(Date.now() + 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A new upcoming Flynas flight (LHE → JED in 25 days, 9 seats, unless `over` says otherwise) made
 * by the admin through the API.
 */
async function newFlight(page: Page, over: Record<string, unknown> = {}): Promise<ApiFlight> {
  const { token } = await apiLogin(page.request, ADMIN);
  const day = karachiDay(25);
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
      ...over,
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

/** Books `flight` for one adult through the Book Now modal; the 'Booking Confirmed!' dialog is left open. */
async function bookOne(page: Page, flight: ApiFlight) {
  const row = await findRow(page, flight._id, flight.flightNumber);
  await row.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${flight.departure} → ${flight.destination}` });
  await expect(dialog).toBeVisible();
  await fillPassenger(page, 0, {
    title: "Mr",
    first: "Bilal",
    last: "Ahmed",
    passport: "ef2233445",
    dob: "1985-02-14",
    contact: "+923001234567",
  });
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  const success = page.getByRole("dialog", { name: "Booking Confirmed!" });
  await expect(success).toBeVisible();
  await expect(dialog).toBeHidden();
  return success;
}

test("a customer books for two passengers, pays, an admin approves on Customer Bookings, the customer sees the PNR and prints", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
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
  // Baggage in KG, as the cards and the receipt write it: in the flight's summary and the passenger's block.
  await expect(dialog.getByText("30 KG", { exact: true })).toHaveCount(2);

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
  await expect(details.getByRole("button", { name: "Print", exact: true })).toBeDisabled();
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
  // A recorded payment no longer counts down: it waits for the agency's check.
  await expect(card.getByTestId("payment-check-text")).toHaveText(
    "Payment recorded: waiting for the agency's check",
  );
  await expect(card.getByTestId("expiry-countdown")).toHaveCount(0);
  await expect(card).not.toContainText("click 'Mark as Paid'");

  // The admin, in a browser of their own, finds the booking on Customer Bookings with the claim
  // and approves it.
  const admin = await otherUser(browser, ADMIN, "/admin/flights/bookings");
  await expect(admin.getByRole("heading", { level: 1, name: "Customer Bookings" })).toBeVisible();
  await admin.getByRole("searchbox", { name: "Search" }).fill(bookingId);
  const adminRow = admin.getByTestId("data-list-table").locator("tbody tr");
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow).toContainText("pending");
  await expect(adminRow.getByTestId("payment-claimed")).toContainText(
    "Payment claimed · JazzCash · JC2026031201",
  );
  // The row changes at once; the server's answer is awaited before the admin's browser closes.
  const approvedOnServer = admin.waitForResponse(
    (r) =>
      r.request().method() === "PUT" && /\/api\/bookings\/[^/]+\/approve$/.test(new URL(r.url()).pathname),
  );
  await adminRow.getByRole("button", { name: `Approve booking ${bookingId}` }).click();
  await expect(
    admin.getByTestId("toast").filter({ hasText: "Booking approved successfully!" }),
  ).toBeVisible();
  await expect(adminRow).toContainText("approved");
  expect((await approvedOnServer).status()).toBe(200);
  await admin.context().close();

  // Back at the customer's screen, Refresh: approved, with the PNR, and it prints.
  await page.bringToFront();
  await page.getByTestId("refresh-bookings").click();
  await expect(card).toContainText("Approved");
  await expect(card.getByTestId("expiry-countdown")).toHaveCount(0);
  await expect(card.getByTestId("print-booking")).toBeEnabled();
  await card.getByRole("button", { name: "Details" }).click();
  await expect(details.getByTestId("booking-pnr")).toHaveText(f.pnr);
  // The payment recorded before the approval stays on the approved booking, and on its receipt.
  await expect(details.getByTestId("payment-method")).toHaveText("JazzCash");
  await expect(details.getByTestId("payment-reference")).toHaveText("JC2026031201");
  const pnr = f.pnr;
  await expect(details.getByRole("button", { name: "Print", exact: true })).toBeEnabled();
  await details.getByRole("button", { name: "Close", exact: true }).click();

  const popupOpened = page.waitForEvent("popup");
  await card.getByTestId("print-booking").click();
  const popup = await popupOpened;
  await expect(popup.locator("body")).toContainText("Booking Receipt");
  await expect(popup.locator("body")).toContainText(bookingId);
  await expect(popup.locator("body")).toContainText(pnr);
  await expect(popup.locator("body")).toContainText("JC2026031201");
  await expect(popup.locator("body")).toContainText("NO REFUND NO EXCHANGE");
  // The receipt went to the printer (the stub recorded it).
  await expect
    .poll(() => popup.evaluate(() => (window as unknown as { __printed?: boolean }).__printed === true))
    .toBe(true);

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
  const flights = await customerFlights(page);
  const soldOut = flights.find(
    (f) =>
      f.departureDate >= today && (f.status === "sold" || (f.status === "active" && f.seatsAvailable === 0)),
  );
  expect(soldOut, "a sold-out upcoming flight in the demo data").toBeTruthy();
  const delayed = flights.find((f) => f.departureDate >= today && f.status === "delayed");
  expect(delayed, "a delayed upcoming flight in the demo data").toBeTruthy();
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
  // A delayed flight is not sold out: it is under 'All flights' only, its button saying 'Delayed'.
  const delayedRow = page.locator(`[data-row-key="${delayed!._id}"]`);
  await page.getByLabel("Search").fill(delayed!.flightNumber);
  await expect(delayedRow).toHaveCount(0);
  await page.getByLabel("Availability").selectOption("all");
  await expect(delayedRow.getByTestId("book-now")).toHaveText("Delayed");
  await expect(delayedRow.getByTestId("book-now")).toBeDisabled();
  await page.getByLabel("Search").fill("");
  // The global search narrows by route.
  await page.getByLabel("Availability").selectOption("all");
  await page.getByLabel("Search").fill(`${soldOut!.departure} ${soldOut!.destination}`);
  await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing \d+ of \d+ flights$/);
  await expect(row).toBeVisible();
});

test("sort by departure, price and duration at every width: cards, compact table (800 px), full table", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Three flights of the test's own, found by their made-up departure code: by departure A, B, C;
  // by duration A (2h), C (4h 15m), B (8h 30m); by price B, A, C.
  const code = `S${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const flight = (days: number, from: string, to: string, duration: string, price: number) =>
    newFlight(page, {
      departure: code,
      departureDate: karachiDay(days),
      departureTime: from,
      arrivalDate: karachiDay(days),
      arrivalTime: to,
      duration,
      price,
    });
  const a = await flight(20, "10:00", "12:00", "2h 00m", 90000);
  const b = await flight(21, "08:00", "16:30", "8h 30m", 60000);
  const c = await flight(22, "09:00", "13:15", "4h 15m", 120000);
  const order = (...fs: ApiFlight[]) => fs.map((f) => f._id);
  const shown = () =>
    page.locator("[data-row-key]").evaluateAll((els) => els.map((e) => e.getAttribute("data-row-key")));

  for (const [width, layout] of [
    [390, "cards"],
    [800, "compact"],
    [1440, "table"],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signedIn(page, CUSTOMER, "/customer/flights");
    await expect(page.getByTestId("data-list")).toHaveAttribute("data-layout", layout);
    await page.getByRole("searchbox", { name: "Search" }).fill(code);
    await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing 3 of \d+ flights$/);
    // Departure, earliest first, by default.
    await expect.poll(shown).toEqual(order(a, b, c));

    if (layout === "cards") {
      const sortBy = page.getByLabel("Sort by");
      await expect(sortBy.locator("option")).toHaveText(["Departure", "Duration", "Price"]);
      await sortBy.selectOption("duration");
      await expect.poll(shown).toEqual(order(a, c, b));
      await page.getByRole("button", { name: "Sorted ascending; sort descending" }).click();
      await expect.poll(shown).toEqual(order(b, c, a));
      await sortBy.selectOption("price");
      await expect.poll(shown).toEqual(order(c, a, b));
      await page.getByRole("button", { name: "Sorted descending; sort ascending" }).click();
      await expect.poll(shown).toEqual(order(b, a, c));
      continue;
    }

    const table = page.getByTestId("data-list-table");
    const header = (name: string) => table.getByRole("columnheader", { name });
    // The sortable headers; in the compact table the route and seats sit under the airline and
    // Book, so that it fits without scrolling sideways.
    await expect(table.locator("[data-sort-key]")).toHaveText(["Departure", "Duration", "Price"]);
    if (layout === "compact") {
      await expect(table.getByRole("columnheader")).toHaveText([
        "Airline",
        "Departure",
        "Duration",
        "Price",
        "Book",
      ]);
      const row = table.locator(`[data-row-key="${a._id}"]`);
      await expect(row).toContainText(code);
      await expect(row).toContainText("JED");
      await expect(row).toContainText("2h 00m");
      await expect(row).toContainText("9 seats left");
      const sideways = await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0));
      expect(sideways, "the compact table scrolls sideways").toBeLessThanOrEqual(0);
    }
    await header("Duration").getByRole("button").click();
    await expect(header("Duration")).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(shown).toEqual(order(a, c, b));
    await header("Duration").getByRole("button").click();
    await expect(header("Duration")).toHaveAttribute("aria-sort", "descending");
    await expect.poll(shown).toEqual(order(b, c, a));
    await header("Price").getByRole("button").click();
    await expect(header("Price")).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(shown).toEqual(order(b, a, c));
    await header("Departure").getByRole("button").click();
    await expect(header("Departure")).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(shown).toEqual(order(a, b, c));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `flights at ${width}px overflow`).toBeLessThanOrEqual(0);
    if (layout === "compact") await screen(page, "customer-flights-sorted-800-light");
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`both screens have no serious accessibility problems (${theme})`, async ({ page }) => {
    // The demo customer's long My Bookings page takes axe a while on a busy machine.
    test.setTimeout(240_000);
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
    // The page behind was checked just above: the dialog only.
    expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);

    // Phones: the cards.
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/customer/flights");
    await expect(page.getByTestId("data-list-cards")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const width of [390, 1440]) {
  for (const theme of ["light", "dark"] as const) {
    test(`nothing overflows at ${width} px (${theme}), the dialogs pass axe`, async ({ page }) => {
      test.setTimeout(210_000);
      // A flight and a customer of the test's own for the booking dialogs (one seat a round), so the
      // details and Mark as Paid always have a pending booking to show.
      const flight = await newFlight(page);
      const booker = await newCustomer(page.request, "shots");
      const noOverflow = async (name: string, width: number) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
      };
      const suffix = `${width}-${theme}`;
      /** The open dialog: axe-core, nothing overflows, the screenshot. */
      const dialogShot = async (name: string) => {
        expect(await seriousViolations(page, "[role=dialog]"), `${name} ${suffix}`).toEqual([]);
        await noOverflow(name, width);
        await screen(page, `${name}-${suffix}`);
      };
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await signedIn(page, CUSTOMER, "/customer/flights");
      await expect(page.getByTestId(width === 390 ? "data-list-cards" : "data-list-table")).toBeVisible();
      await expect(page.locator("img[src^='/airlines/']").first()).toBeVisible();
      await noOverflow("flights", width);
      await screen(page, `customer-flights-${suffix}`, { fullPage: width === 1440 });

      await page.getByRole("button", { name: "Book Now" }).first().click();
      await page.getByRole("button", { name: "Add passenger" }).click();
      await page.getByRole("button", { name: "Confirm Booking" }).click();
      await expect(page.getByText("First name is required").first()).toBeVisible();
      await noOverflow("booking modal", width);
      await screen(page, `customer-flights-booking-${suffix}`);
      await page.keyboard.press("Escape");

      await page.goto("/customer/bookings");
      await expect(page.getByTestId("booking-card").first()).toBeVisible();
      await noOverflow("bookings", width);
      await screen(page, `customer-bookings-${suffix}`, { fullPage: width === 1440 });

      // A booking of the test's own customer: 'Booking Confirmed!', then its details and Mark as Paid.
      await signedIn(page, booker, "/customer/flights");
      const success = await bookOne(page, flight);
      await expect(success.getByTestId("booking-id")).toHaveText(/^SF-[A-Z0-9]+$/);
      await dialogShot("customer-flights-confirmed");
      await success.getByRole("button", { name: "Continue" }).click();
      await expect(success).toBeHidden();

      await page.goto("/customer/bookings");
      const pending = page.locator('[data-testid="booking-card"][data-status="pending"]').first();
      await expect(pending).toBeVisible();
      await pending.getByTestId("view-booking").click();
      const details = page.getByRole("dialog", { name: "Booking Details" });
      await expect(details.getByTestId("booking-pnr")).toHaveText("On Hold");
      await dialogShot("customer-bookings-details");
      await page.keyboard.press("Escape");
      await expect(details).toBeHidden();

      await pending.getByRole("button", { name: "Mark as Paid" }).click();
      const pay = page.getByRole("dialog", { name: "Mark as Paid" });
      await pay.getByRole("button", { name: "Submit payment" }).click();
      await expect(pay.getByText("Choose a payment method")).toBeVisible();
      await expect(pay.getByText("Payment reference is required")).toBeVisible();
      await dialogShot("customer-bookings-mark-paid");
      await page.keyboard.press("Escape");
      await expect(pay).toBeHidden();
    });
  }
}
