/**
 * The admin's flights, as a new admin would use them: create, edit and delete a flight through the
 * modal; bulk delete; export; import a 1,000-row CSV with three bad rows; approve a customer's
 * pending booking (and see an approve the server refuses roll back); the details modal's PNR;
 * printing (refused while pending, a receipt pop-up once approved); axe-core on both screens and
 * their dialogs; screenshots at 390 px and 1440 px in both themes (the delete confirmations and the
 * import's file check and results among them).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, apiLogin, findRow, newCustomer, screen, seriousViolations, signedIn } from "./fixtures.ts";

type ApiFlight = {
  _id: string;
  flightNumber: string;
  pnr?: string;
  departure: string;
  destination: string;
  seatsAvailable: number;
  status: string;
  version: number;
};
type ApiBooking = { _id: string; bookingId: string; status: string };

/** 'YYYY-MM-DD', `days` from today. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 5 * 3600_000).toISOString().slice(0, 10);
}

/** A short unique tag (letters and digits) for this run's records. */
function tag(): string {
  return Math.random().toString(36).slice(2, 6).toUpperCase();
}

async function authHeaders(request: APIRequestContext, email: string) {
  const { token } = await apiLogin(request, email);
  return { authorization: `Bearer ${token}` };
}

async function createFlightViaApi(request: APIRequestContext, over: Record<string, unknown>) {
  const res = await request.post("/api/flights", {
    headers: await authHeaders(request, ADMIN),
    data: {
      airlineName: "Air Blue",
      flightNumber: `PA${tag()}`,
      pnr: `P${tag()}`,
      departure: "LHE",
      destination: "DXB",
      departureDate: dayFromNow(20),
      departureTime: "09:15",
      arrivalDate: dayFromNow(20),
      arrivalTime: "12:05",
      price: 64000,
      seatsAvailable: 40,
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { flight: ApiFlight }).flight;
}

/**
 * A pending booking on a fresh flight (so seats never run out) by a customer of its own (tests run
 * side by side, and one customer may hold only 20 seats in pending bookings).
 */
async function pendingBooking(request: APIRequestContext, passengers = 1) {
  const flight = await createFlightViaApi(request, { departure: "ISB", destination: "JED", price: 98000 });
  const customer = await newCustomer(request, "pending");
  const res = await request.post("/api/bookings", {
    headers: await authHeaders(request, customer),
    data: {
      ticketId: flight._id,
      passengers: Array.from({ length: passengers }, (_, i) => ({
        personType: "Mr",
        firstName: `ALI${"ABCDEFGH"[i]}`,
        lastName: "KHAN",
        passport: `AB${tag()}${i}`,
        passportExpiry: dayFromNow(900),
        ageType: "adult",
        dateOfBirth: "1990-04-02",
        nationality: "PAKISTANI",
        contactNumber: "+923001234567",
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = ((await res.json()) as { booking: ApiBooking }).booking;
  return { flight, booking, customer };
}

async function search(page: Page, term: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(term);
}

/**
 * Axe on the open dialog only, once it is there (a dialog whose code loads on first use is not yet
 * when the click returns); seriousViolations waits for its opening transition, if it has one.
 */
async function modalViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole("dialog").last()).toBeVisible();
  return seriousViolations(page, "[role=dialog]");
}

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} overflows`).toBeLessThanOrEqual(0);
}

test.describe("Flight Management", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("create a flight through the modal, edit it (return mode), delete it", async ({ page }) => {
    await signedIn(page, ADMIN, "/admin/flights");
    await expect(page.getByRole("heading", { level: 1, name: "Flight Management" })).toBeVisible();
    await expect(page.getByText("Create and manage flight tickets")).toBeVisible();
    await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing \d+ of \d+ flights$/);

    await page.getByRole("button", { name: "Create Flight" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Flight" });
    await expect(dialog).toBeVisible();
    // Defaults on create.
    await expect(dialog.getByLabel("Price (₨)")).toHaveValue("0");
    await expect(dialog.getByLabel("Seats")).toHaveValue("0");
    await expect(dialog.getByLabel("Meal")).toHaveValue("no");
    await expect(dialog.getByLabel("Status")).toHaveValue("active");
    await expect(dialog.getByRole("radio", { name: "One way" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "No stopover" })).toBeChecked();
    await expect(dialog.getByLabel("Departure Date")).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
    await expect(dialog.getByLabel("Price (₨)")).toHaveAttribute("step", "0.01");

    // The spec's messages under their fields.
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog.getByText("Airline is required")).toBeVisible();
    await expect(dialog.getByText("Flight number is required")).toBeVisible();
    await expect(dialog.getByText("Please enter departure time in HH:MM format")).toBeVisible();

    const fn = `EK${tag()}`;
    await dialog.getByLabel("Airline").selectOption("Emirates");
    await dialog.getByLabel("Flight Number").fill(fn.toLowerCase());
    await expect(dialog.getByLabel("Flight Number")).toHaveCSS("text-transform", "uppercase");
    await dialog.getByLabel("PNR").fill("e2epnr");
    await dialog.getByLabel("Departure", { exact: true }).fill("khi");
    await dialog.getByLabel("Destination").fill("dxb");
    await dialog.getByLabel("Departure Date").fill(dayFromNow(30));
    await dialog.getByLabel("Departure Time").fill("0430");
    await dialog.getByLabel("Arrival Date").fill(dayFromNow(30));
    await dialog.getByLabel("Arrival Time").fill("05:40");
    await dialog.getByLabel("Price (₨)").fill("85000");
    await dialog.getByLabel("Seats").fill("30");
    await dialog.getByLabel("Baggage (KG)").fill("30");
    await dialog.getByRole("radio", { name: "Has stopover" }).check();
    await dialog.getByLabel("Stopover Location").fill("mct");
    await dialog.getByLabel("Layover").fill("1h 30m");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Flight created successfully!" })).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, fn);
    const table = page.getByTestId("data-list-table");
    const row = table.locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(fn);
    await expect(row).toContainText("KHI → DXB");
    await expect(row).toContainText("EK");
    await expect(row).toContainText("₨ 85,000");
    await expect(row).toContainText("30 KG");
    await expect(row).toContainText("MCT");
    await expect(row).toContainText("1h 30m");
    await expect(row).toContainText("E2EPNR");
    await expect(row).toContainText("04:30");

    // View: a toast with the flight's details.
    await row.getByRole("button", { name: `View flight ${fn} KHI to DXB` }).click();
    await expect(page.getByTestId("toast").filter({ hasText: `${fn} · Emirates` })).toContainText(
      "PNR E2EPNR",
    );

    // Edit: a new price and a return flight.
    await row.getByRole("button", { name: `Edit flight ${fn} KHI to DXB` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Flight" });
    await expect(edit.getByLabel("Flight Number")).toHaveValue(fn);
    await expect(edit.getByRole("radio", { name: "Has stopover" })).toBeChecked();
    await edit.getByLabel("Price (₨)").fill("90000.50");
    await edit.getByRole("radio", { name: "Return", exact: true }).check();
    await edit.getByLabel("Return Departure Date").fill(dayFromNow(40));
    await edit.getByLabel("Return Departure Time").fill("22:10");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Flight updated successfully!" })).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row).toContainText("₨ 90,000.50");

    // Editing a flight with a return flight opens in return mode.
    await row.getByRole("button", { name: `Edit flight ${fn} KHI to DXB` }).click();
    await expect(edit.getByRole("radio", { name: "Return", exact: true })).toBeChecked();
    await expect(edit.getByLabel("Return Departure Time")).toHaveValue("22:10");
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toBeHidden();

    // Delete, with the confirmation.
    await row.getByRole("button", { name: `Delete flight ${fn} KHI to DXB` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Flight" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Flight deleted successfully!" })).toBeVisible();
    await expect(page.getByText("No flights match your search")).toBeVisible();
  });

  test("an edit of a flight saved elsewhere meanwhile: the server's message, then 'Load latest'", async ({
    page,
  }) => {
    const flight = await createFlightViaApi(page.request, {
      departure: "MUX",
      destination: "SHJ",
      price: 70000,
    });
    await signedIn(page, ADMIN, "/admin/flights");
    await search(page, flight.flightNumber);
    const row = page.getByTestId("data-list-table").locator("tbody tr");
    await row.getByRole("button", { name: `Edit flight ${flight.flightNumber} MUX to SHJ` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Flight" });
    await edit.getByLabel("Price (₨)").fill("72000");

    // Someone else saves the flight first.
    const other = await page.request.put(`/api/flights/${flight._id}`, {
      headers: { ...(await authHeaders(page.request, ADMIN)), "if-match": String(flight.version) },
      data: { ...flight, price: 71000 },
    });
    expect(other.ok(), await other.text()).toBe(true);

    await edit.getByRole("button", { name: "Update" }).click();
    await expect(edit.getByRole("alert")).toContainText("This record was changed by someone else");
    await expect(edit).toBeVisible();
    await edit.getByRole("button", { name: "Load latest" }).click();
    await expect(edit.getByLabel("Price (₨)")).toHaveValue("71000");
    await edit.getByLabel("Price (₨)").fill("72000");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Flight updated successfully!" })).toBeVisible();
    await expect(row).toContainText("₨ 72,000");
  });

  test("/admin/flights/add opens the create modal; closing it goes to the list", async ({ page }) => {
    await signedIn(page, ADMIN, "/admin/flights/add");
    const dialog = page.getByRole("dialog", { name: "Create New Flight" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/flights$/);
    await expect(page.getByRole("heading", { level: 1, name: "Flight Management" })).toBeVisible();
  });

  test("bulk delete two flights", async ({ page }) => {
    const dep = `B${tag().slice(0, 3)}`;
    const a = await createFlightViaApi(page.request, { departure: dep });
    const b = await createFlightViaApi(page.request, { departure: dep });
    await signedIn(page, ADMIN, "/admin/flights");
    await search(page, dep);
    await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing 2 of \d+ flights$/);

    await page.getByRole("button", { name: "Bulk Delete" }).click();
    const bar = page.getByTestId("bulk-bar");
    await expect(bar).toContainText("0 selected");
    await bar.getByRole("button", { name: "Delete Selected" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Please select flights to delete" }),
    ).toBeVisible();

    await page.getByRole("checkbox", { name: "Select all" }).check();
    await expect(bar).toContainText("2 selected");
    await expect(
      page.getByRole("checkbox", { name: `Select flight ${a.flightNumber} ${dep} to DXB` }),
    ).toBeChecked();
    await bar.getByRole("button", { name: "Delete Selected" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Multiple Flights" });
    await expect(confirm).toContainText("2 flight(s)");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "2 flight(s) deleted successfully!" }),
    ).toBeVisible();
    await expect(page.getByText("No flights match your search")).toBeVisible();
    await expect(bar).toBeHidden();

    const res = await page.request.get("/api/flights", { headers: await authHeaders(page.request, ADMIN) });
    const ids = ((await res.json()) as { flights: ApiFlight[] }).flights.map((f) => f._id);
    expect(ids).not.toContain(a._id);
    expect(ids).not.toContain(b._id);
  });

  test("Export CSV downloads flights_export_<date>.csv", async ({ page }) => {
    await signedIn(page, ADMIN, "/admin/flights");
    await expect(page.getByTestId("data-list-count")).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^flights_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const text = readFileSync(path, "utf8");
    expect(text.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toContain("Airline Name,Flight Number,PNR");
  });
});

test.describe("Customer Bookings", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("approve a pending booking: approved at once; the details show the PNR; the receipt prints", async ({
    page,
  }) => {
    const { flight, booking } = await pendingBooking(page.request, 2);
    await signedIn(page, ADMIN, "/admin/flights/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Customer Bookings" })).toBeVisible();
    await expect(page.getByText("Manage and review customer bookings")).toBeVisible();
    await search(page, booking.bookingId);
    const row = page.getByTestId("data-list-table").locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("pending");
    await expect(page.getByTestId("data-list-count")).toContainText(/Showing 1 of \d+ entries/);

    // Pending: the details show 'On Hold'.
    await row.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details.getByTestId("booking-pnr")).toHaveText("On Hold");
    await expect(details.getByTestId("booking-total")).toHaveText("₨ 196,000");
    await details.getByRole("button", { name: "Close" }).first().click();

    await row.getByRole("button", { name: `Approve booking ${booking.bookingId}` }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Booking approved successfully!" }),
    ).toBeVisible();
    await expect(row).toContainText("approved");
    await expect(row.getByRole("button", { name: `Approve booking ${booking.bookingId}` })).toHaveCount(0);

    await row.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
    await expect(details.getByTestId("booking-pnr")).toHaveText(flight.pnr as string);
    await expect(details).toContainText("Test Customer");
    await details.getByRole("button", { name: "Close" }).first().click();

    // The server has it approved.
    const res = await page.request.get("/api/bookings?limit=1000", {
      headers: await authHeaders(page.request, ADMIN),
    });
    const stored = ((await res.json()) as { bookings: ApiBooking[] }).bookings.find(
      (b) => b._id === booking._id,
    );
    expect(stored?.status).toBe("approved");

    // Print: the receipt opens in a pop-up.
    await row.getByRole("button", { name: `Print booking ${booking.bookingId}` }).click();
    const printDialog = page.getByRole("dialog", { name: "Print Booking Receipt" });
    await expect(printDialog.getByTestId("print-summary")).toContainText("ALIA KHAN");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      printDialog.getByRole("button", { name: "Print Receipt" }).click(),
    ]);
    await expect(popup.getByRole("heading", { name: "Booking Receipt" })).toBeVisible();
    await expect(popup.locator("body")).toContainText("NO REFUND NO EXCHANGE");
    await expect(popup.locator("body")).toContainText(booking.bookingId);
    await expect(popup.locator("body")).toContainText("9:15 AM");
    await expect(popup.locator("body")).toContainText(flight.pnr as string);
    await popup.close();
  });

  test("a refused approve rolls back; a pending booking's receipt cannot be printed; payment claims show", async ({
    page,
  }) => {
    const { booking, customer } = await pendingBooking(page.request, 1);
    const claim = await page.request.post(`/api/bookings/${booking._id}/payment`, {
      headers: await authHeaders(page.request, customer),
      data: { method: "jazzcash", reference: "JC-778899" },
    });
    expect(claim.ok(), await claim.text()).toBe(true);

    await signedIn(page, ADMIN, "/admin/flights/bookings?status=pending");
    const status = page.getByLabel("Status");
    await expect(status).toHaveValue("pending");
    await search(page, booking.bookingId);
    const row = page.getByTestId("data-list-table").locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("payment-claimed")).toContainText("Payment claimed · JazzCash · JC-778899");

    // All bookings, so the row stays in view whatever its status.
    await status.selectOption("all");
    await expect(page).not.toHaveURL(/status=/);

    // The server refuses: the row flips to approved, then back to pending with one toast, the
    // server's reason (no success toast before the answer).
    await page.route("**/api/bookings/*/approve", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({
        status: 409,
        contentType: "application/json",
        body: '{"message":"This booking expired before it was approved"}',
      });
    });
    await row.getByRole("button", { name: `Approve booking ${booking.bookingId}` }).click();
    await expect(row).toContainText("approved");
    await expect(
      page.getByTestId("toast").filter({ hasText: "This booking expired before it was approved" }),
    ).toBeVisible();
    await expect(row).toContainText("pending");
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await expect(row.getByRole("button", { name: `Approve booking ${booking.bookingId}` })).toBeVisible();
    await page.unroute("**/api/bookings/*/approve");

    // Print is refused while pending.
    await row.getByRole("button", { name: `Print booking ${booking.bookingId}` }).click();
    const printDialog = page.getByRole("dialog", { name: "Print Booking Receipt" });
    await expect(printDialog.getByTestId("print-notice")).toContainText(
      "Only approved bookings can be printed",
    );
    await expect(printDialog.getByRole("button", { name: "Print Receipt" })).toBeDisabled();
    await printDialog.getByRole("button", { name: "Cancel" }).click();

    // Cancel asks first: 'Keep Booking' leaves it pending.
    await row.getByRole("button", { name: `Cancel booking ${booking.bookingId}` }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel Booking" });
    await expect(cancel).toContainText(
      `Cancel booking ${booking.bookingId}? Its 1 seat is released and the booking cannot be approved afterwards.`,
    );
    await cancel.getByRole("button", { name: "Keep Booking" }).click();
    await expect(cancel).toBeHidden();
    await expect(row).toContainText("pending");
    await expect(
      page.getByTestId("toast").filter({ hasText: "Booking cancelled successfully!" }),
    ).toHaveCount(0);

    // Confirmed: cancelled at once; the 'Pending' filter then has nothing for this search.
    await row.getByRole("button", { name: `Cancel booking ${booking.bookingId}` }).click();
    await cancel.getByRole("button", { name: "Cancel Booking" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Booking cancelled successfully!" }),
    ).toBeVisible();
    await expect(row).toContainText("cancelled");
    await status.selectOption("pending");
    await expect(page).toHaveURL(/status=pending/);
    await expect(page.getByText("No bookings match your search")).toBeVisible();
    await expect(page.getByText("Try a different search term or clear filters")).toBeVisible();
    await status.selectOption("cancelled");
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("data-list-count").locator("..")).toContainText("(filtered)");
  });

  test("an approved booking offers cancel (asking first); its payment reference is on the details and the receipt", async ({
    page,
  }) => {
    const { booking, customer } = await pendingBooking(page.request, 1);
    const claim = await page.request.post(`/api/bookings/${booking._id}/payment`, {
      headers: await authHeaders(page.request, customer),
      data: { method: "jazzcash", reference: "JC-APPROVED-1" },
    });
    expect(claim.ok(), await claim.text()).toBe(true);
    const approved = await page.request.put(`/api/bookings/${booking._id}/approve`, {
      headers: await authHeaders(page.request, ADMIN),
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    await signedIn(page, ADMIN, "/admin/flights/bookings");
    await search(page, booking.bookingId);
    const row = page.getByTestId("data-list-table").locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("approved");
    await expect(row.getByRole("button", { name: `Approve booking ${booking.bookingId}` })).toHaveCount(0);

    // The details keep the payment the customer recorded.
    await row.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details.getByTestId("payment-method")).toHaveText("JazzCash");
    await expect(details.getByTestId("payment-reference")).toHaveText("JC-APPROVED-1");
    await details.getByRole("button", { name: "Close" }).first().click();

    // So does the receipt.
    await row.getByRole("button", { name: `Print booking ${booking.bookingId}` }).click();
    const printDialog = page.getByRole("dialog", { name: "Print Booking Receipt" });
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      printDialog.getByRole("button", { name: "Print Receipt" }).click(),
    ]);
    await expect(popup.locator("body")).toContainText("Payment reference");
    await expect(popup.locator("body")).toContainText("JC-APPROVED-1");
    await popup.close();

    // Cancel is offered on the approved booking, and asks first: 'Keep Booking' keeps it approved.
    await row.getByRole("button", { name: `Cancel booking ${booking.bookingId}` }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel Booking" });
    await cancel.getByRole("button", { name: "Keep Booking" }).click();
    await expect(cancel).toBeHidden();
    await expect(row).toContainText("approved");
    await row.getByRole("button", { name: `Cancel booking ${booking.bookingId}` }).click();
    await cancel.getByRole("button", { name: "Cancel Booking" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Booking cancelled successfully!" }),
    ).toBeVisible();
    await expect(row).toContainText("cancelled");
    await expect(row.getByRole("button", { name: `Cancel booking ${booking.bookingId}` })).toHaveCount(0);
  });

  test("the Booking Details dialog approves, then cancels after the confirmation", async ({ page }) => {
    const { flight, booking } = await pendingBooking(page.request, 1);
    await signedIn(page, ADMIN, "/admin/flights/bookings");
    await search(page, booking.bookingId);
    const row = page.getByTestId("data-list-table").locator("tbody tr");
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details.getByTestId("booking-pnr")).toHaveText("On Hold");

    // Approve from the dialog: approved at once, the PNR shows and Approve is no longer offered.
    await details.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Booking approved successfully!" }),
    ).toBeVisible();
    await expect(details.getByTestId("booking-pnr")).toHaveText(flight.pnr as string);
    await expect(details.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);

    // Cancel asks first, with the same confirmation as the list: 'Keep Booking' keeps it approved.
    await details.getByRole("button", { name: "Cancel Booking" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel Booking" });
    await expect(cancel).toContainText(
      `Cancel booking ${booking.bookingId}? Its 1 seat is released and the booking cannot be approved afterwards.`,
    );
    await cancel.getByRole("button", { name: "Keep Booking" }).click();
    await expect(cancel).toBeHidden();
    await expect(details.getByTestId("booking-pnr")).toHaveText(flight.pnr as string);
    await details.getByRole("button", { name: "Cancel Booking" }).click();
    await cancel.getByRole("button", { name: "Cancel Booking" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Booking cancelled successfully!" }),
    ).toBeVisible();
    await expect(details.getByRole("button", { name: "Cancel Booking" })).toHaveCount(0);
    await details.getByRole("button", { name: "Close", exact: true }).click();
    await expect(row).toContainText("cancelled");

    // The server has it cancelled.
    const res = await page.request.get("/api/bookings?limit=1000", {
      headers: await authHeaders(page.request, ADMIN),
    });
    const stored = ((await res.json()) as { bookings: ApiBooking[] }).bookings.find(
      (b) => b._id === booking._id,
    );
    expect(stored?.status).toBe("cancelled");
  });

  test("delete a booking after the confirmation", async ({ page }) => {
    const { booking } = await pendingBooking(page.request, 1);
    await signedIn(page, ADMIN, "/admin/flights/bookings");
    await search(page, booking.bookingId);
    const row = page.getByTestId("data-list-table").locator("tbody tr");
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Delete booking ${booking.bookingId}` }).click();
    await page
      .getByRole("dialog", { name: "Delete Booking" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Booking deleted successfully!" }),
    ).toBeVisible();
    await expect(page.getByText("No bookings match your search")).toBeVisible();
  });
});

test.describe("accessibility and screenshots", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const path of ["/admin/flights", "/admin/flights/bookings"]) {
      test(`${path} has no serious accessibility problems (${theme})`, async ({ page }) => {
        // 400 bookings make a long page for axe's contrast checks.
        test.setTimeout(240_000);
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        await signedIn(page, ADMIN, path);
        await expect(page.getByTestId("data-list-count")).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test("modals have no serious accessibility problems", async ({ page }) => {
    test.setTimeout(240_000);
    const { booking } = await pendingBooking(page.request, 1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, ADMIN, "/admin/flights");
    await page.getByRole("button", { name: "Create Flight" }).first().click();
    const form = page.getByRole("dialog", { name: "Create New Flight" });
    await form.getByRole("radio", { name: "Has stopover" }).check();
    await form.getByRole("radio", { name: "Return", exact: true }).check();
    await form.getByRole("button", { name: "Create" }).click();
    expect(await modalViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Import CSV" }).click();
    expect(await modalViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/admin/flights/bookings");
    await search(page, booking.bookingId);
    await page.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
    await expect(page.getByRole("dialog", { name: "Booking Details" })).toBeVisible();
    expect(await modalViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Print booking ${booking.bookingId}` }).click();
    await expect(page.getByRole("dialog", { name: "Print Booking Receipt" })).toBeVisible();
    expect(await modalViolations(page)).toEqual([]);
  });

  for (const width of [390, 1440]) {
    for (const theme of ["light", "dark"] as const) {
      test(`nothing overflows at ${width} px (${theme})`, async ({ page }) => {
        test.setTimeout(150_000);
        const { booking } = await pendingBooking(page.request, 2);
        const suffix = `${width}-${theme}`;
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);

        await signedIn(page, ADMIN, "/admin/flights");
        await expect(page.getByTestId("data-list-count")).toBeVisible();
        await expect(page.locator("[data-row-key]").first()).toBeVisible();
        await noOverflow(page, `flights at ${suffix}`);
        await screen(page, `admin-flights-${suffix}`, { fullPage: width === 1440 });

        await page.getByRole("button", { name: "Create Flight" }).first().click();
        const form = page.getByRole("dialog", { name: "Create New Flight" });
        await form.getByRole("radio", { name: "Return", exact: true }).check();
        await form.getByRole("radio", { name: "Has stopover" }).check();
        await form.getByRole("button", { name: "Create" }).click();
        await noOverflow(page, `flight form at ${suffix}`);
        await screen(page, `admin-flights-form-${suffix}`);
        await form.getByTestId("modal-body").evaluate((el) => {
          el.scrollTop = el.scrollHeight;
        });
        await screen(page, `admin-flights-form-end-${suffix}`);
        await form.getByRole("button", { name: "Cancel" }).click();

        await page.getByRole("button", { name: "Import CSV" }).click();
        await expect(page.getByRole("dialog", { name: "Import Flights from CSV" })).toBeVisible();
        await noOverflow(page, `import at ${suffix}`);
        await screen(page, `admin-flights-import-${suffix}`);
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: "Bulk Delete" }).click();
        await page.getByRole("checkbox", { name: "Select all" }).check();
        await noOverflow(page, `bulk delete at ${suffix}`);
        await screen(page, `admin-flights-bulk-${suffix}`);

        await page.goto("/admin/flights/bookings");
        await expect(page.getByTestId("data-list-count")).toBeVisible();
        await expect(page.locator("[data-row-key]").first()).toBeVisible();
        await noOverflow(page, `bookings at ${suffix}`);
        await screen(page, `admin-bookings-${suffix}`);

        await search(page, booking.bookingId);
        await page.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
        await expect(page.getByRole("dialog", { name: "Booking Details" })).toBeVisible();
        await noOverflow(page, `booking details at ${suffix}`);
        await screen(page, `admin-bookings-details-${suffix}`);
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: `Print booking ${booking.bookingId}` }).click();
        await expect(page.getByRole("dialog", { name: "Print Booking Receipt" })).toBeVisible();
        await screen(page, `admin-bookings-print-${suffix}`);
        await page.keyboard.press("Escape");
      });
    }
  }

  for (const width of [390, 1440]) {
    for (const theme of ["light", "dark"] as const) {
      test(`the delete confirmations and the CSV import's preview and results: axe, nothing overflowing at ${width} px (${theme})`, async ({
        page,
      }) => {
        test.setTimeout(150_000);
        const { booking } = await pendingBooking(page.request, 1);
        const dep = `D${tag().slice(0, 3)}`;
        const one = await createFlightViaApi(page.request, { departure: dep });
        await createFlightViaApi(page.request, { departure: dep });
        const suffix = `${width}-${theme}`;
        /** The open dialog: axe-core, nothing overflows, the screenshot. */
        const dialogShot = async (name: string) => {
          expect(await modalViolations(page), `${name} ${suffix}`).toEqual([]);
          await noOverflow(page, `${name} at ${suffix}`);
          await screen(page, `${name}-${suffix}`);
        };
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        await signedIn(page, ADMIN, "/admin/flights");
        await search(page, dep);
        await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing 2 of \d+ flights$/);

        // 'Delete Flight', then Cancel: nothing is deleted.
        await page.getByRole("button", { name: `Delete flight ${one.flightNumber} ${dep} to DXB` }).click();
        const confirm = page.getByRole("dialog", { name: "Delete Flight" });
        await expect(confirm).toBeVisible();
        await dialogShot("admin-flights-delete");
        await confirm.getByRole("button", { name: "Cancel" }).click();
        await expect(confirm).toBeHidden();

        // 'Delete Multiple Flights' for the two, then Cancel.
        await page.getByRole("button", { name: "Bulk Delete" }).click();
        await page.getByRole("checkbox", { name: "Select all" }).check();
        await page.getByTestId("bulk-bar").getByRole("button", { name: "Delete Selected" }).click();
        const many = page.getByRole("dialog", { name: "Delete Multiple Flights" });
        await expect(many).toContainText("2 flight(s)");
        await dialogShot("admin-flights-delete-many");
        await many.getByRole("button", { name: "Cancel" }).click();
        await expect(many).toBeHidden();
        await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing 2 of \d+ flights$/);

        // On a phone: the import's file check and its results (3 rows, one with a negative price).
        if (width === 390) {
          const t = tag();
          const date = dayFromNow(45);
          const row = (i: number, price: number) =>
            `Air Blue,PA${t}${i},IMP${t}${i},ISB,DXB,${date},10:00,${date},12:45,2h 45m,${price},30,yes,30`;
          const csv = [
            "Airline Name,Flight Number,PNR,Departure,Destination,Departure Date,Departure Time,Arrival Date,Arrival Time,Duration,Price,Seats Available,Default Meal,Default Baggage",
            row(1, 61000),
            row(2, 62000),
            row(3, -5),
          ].join("\r\n");
          await page.getByRole("button", { name: "Import CSV" }).click();
          const dialog = page.getByRole("dialog", { name: "Import Flights from CSV" });
          await dialog.getByTestId("import-file").setInputFiles({
            name: `flights-${t}.csv`,
            mimeType: "text/csv",
            buffer: Buffer.from(csv),
          });
          const preview = dialog.getByTestId("import-preview");
          await expect(preview).toContainText("3 rows");
          await expect(preview).toContainText("2 ready to import");
          await expect(preview).toContainText("1 with errors");
          await dialogShot("admin-flights-import-preview");
          await dialog.getByTestId("import-submit").click();
          await expect(dialog.getByTestId("import-results")).toBeVisible();
          await expect(dialog.getByTestId("import-success")).toHaveText("2");
          await expect(dialog.getByTestId("import-errors")).toHaveText("1");
          await expect(dialog.getByTestId("import-error-details").locator("li")).toHaveText([
            "Row 4: Price must be positive",
          ]);
          await dialogShot("admin-flights-import-results");
          await dialog.getByRole("button", { name: "Close", exact: true }).click();
          await expect(dialog).toBeHidden();
        }

        // 'Delete Booking', then Cancel.
        await page.goto("/admin/flights/bookings");
        await search(page, booking.bookingId);
        await page.getByRole("button", { name: `Delete booking ${booking.bookingId}` }).click();
        const deleteBooking = page.getByRole("dialog", { name: "Delete Booking" });
        await expect(deleteBooking).toBeVisible();
        await dialogShot("admin-bookings-delete");
        await deleteBooking.getByRole("button", { name: "Cancel" }).click();
        await expect(deleteBooking).toBeHidden();
        await expect(page.getByRole("button", { name: `Delete booking ${booking.bookingId}` })).toBeVisible();
      });
    }
  }

  test("the printed receipt (A4)", async ({ page, context }) => {
    const { booking } = await pendingBooking(page.request, 2);
    await page.request.put(`/api/bookings/${booking._id}/approve`, {
      headers: await authHeaders(page.request, ADMIN),
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, ADMIN, "/admin/flights/bookings");
    await search(page, booking.bookingId);
    await page.getByRole("button", { name: `Print booking ${booking.bookingId}` }).click();
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Print Receipt" }).click(),
    ]);
    await expect(popup.getByText("NO REFUND NO EXCHANGE")).toBeVisible();
    await popup.setViewportSize({ width: 794, height: 1123 });
    await screen(popup, "admin-receipt-a4", { fullPage: true });
    await popup.close();
  });
});

// Last: the import adds 997 flights, which every later screen would have to show.
test.describe("CSV import", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("import a 1,000-row CSV with three bad rows: exactly three 'Row N' errors, each with all its problems", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const header =
      "Airline Name,Flight Number,PNR,Departure,Destination,Departure Date,Departure Time,Arrival Date,Arrival Time,Duration,Price,Seats Available,Default Meal,Default Baggage";
    const t = tag().slice(0, 2);
    const date = dayFromNow(60);
    const lines = [header];
    for (let i = 0; i < 1000; i++) {
      const fn = `Q${t}${String(i).padStart(4, "0")}`;
      let row = `Qatar Airways,${fn},IMP${i},LHE,"DOHA, QATAR",${date},02:15,${date},04:30,"3h 15m",${70000 + i},25,yes,30`;
      if (i === 99) row = row.replace(`,${70000 + i},`, ",-5,"); // line 101
      // Line 501: several problems at once (each is listed): no flight number, no PNR, and an
      // arrival at the minute of the departure.
      if (i === 499)
        row = row.replace(`,${fn},IMP${i},`, ",,,").replace(`,${date},04:30,`, `,${date},02:15,`);
      if (i === 998) row = row.replace(`,${date},02:15,`, ",2026-13-45,02:15,"); // line 1000
      lines.push(row);
    }
    const dir = mkdtempSync(join(tmpdir(), "safar-import-"));
    const file = join(dir, "flights-1000.csv");
    writeFileSync(file, `${lines.join("\r\n")}\r\n`);

    await signedIn(page, ADMIN, "/admin/flights");
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Flights from CSV" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Seats Available");
    const importButton = dialog.getByTestId("import-submit");
    await expect(importButton).toBeDisabled();

    await dialog.getByTestId("import-file").setInputFiles(file);
    const preview = dialog.getByTestId("import-preview");
    await expect(preview).toContainText("1,000 rows");
    await expect(preview).toContainText("997 ready to import");
    await expect(preview).toContainText("3 with errors");
    await expect(importButton).toBeEnabled();
    await screen(page, "admin-flights-import-preview-1440-light");

    await importButton.click();
    const results = dialog.getByTestId("import-results");
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId("import-total")).toHaveText("1,000");
    await expect(dialog.getByTestId("import-success")).toHaveText("997");
    await expect(dialog.getByTestId("import-errors")).toHaveText("3");
    const details = dialog.getByTestId("import-error-details").locator("li");
    await expect(details).toHaveText([
      "Row 101: Price must be positive",
      "Row 501: Flight number is required; PNR is required; Arrival must be after departure",
      "Row 1000: Please enter a valid departure date",
    ]);
    await screen(page, "admin-flights-import-results-1440-light");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();

    // The list was pulled again: the imported flights are there.
    await search(page, `Q${t}0`);
    await expect(page.getByTestId("data-list-count")).toHaveText(/^Showing 997 of \d+ flights$/, {
      timeout: 20_000,
    });
  });
});

test("a flight past its date reads 'Departed', whatever its stored status", async ({ page }) => {
  const headers = await authHeaders(page.request, ADMIN);
  const res = await page.request.get("/api/flights", { headers });
  const all = ((await res.json()) as { flights: (ApiFlight & { departureDate: string })[] }).flights;
  const departed = all.find((f) => f.status === "active" && f.departureDate < dayFromNow(0) && f.pnr);
  expect(departed, "an active flight of the demo that has departed").toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, ADMIN, "/admin/flights");
  const row = await findRow(page, departed!._id, departed!.pnr!);
  // The badge's text is lower-case, shown capitalised.
  await expect(row.getByText(/^departed$/i)).toBeVisible();
  await expect(row.getByText(/^active$/i)).toHaveCount(0);
});
