/**
 * Travel documents as a customer and a stranger meet them: an approved booking's e-ticket and
 * invoice download as PDFs carrying the booking's facts (read back with pdf.js) and a QR code that
 * opens the public check of the booking; an altered code is "Not a valid Safar document"; and the
 * e-ticket is made with the device offline, from the mirror and the worker's cache.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { auth, controlled, day, newFlight, tag } from "./booking-helpers.ts";
import { ADMIN, newCustomer, seriousViolations, signedIn } from "./fixtures.ts";
import { downloadedPdf, pdfQr, pdfText } from "./pdf-reader.ts";

/** A new customer's booking for two on a new flight, approved by the admin, through the API. */
async function approvedBooking(request: APIRequestContext) {
  const flight = await newFlight(request, {
    flightNumber: `PK${tag()}`,
    departure: "ISB",
    destination: "JED",
  });
  const email = await newCustomer(request, "documents");
  const passenger = (first: string, passport: string) => ({
    personType: "Mr",
    firstName: first,
    lastName: "TRAVELLER",
    passport,
    passportExpiry: day(900),
    ageType: "adult",
    dateOfBirth: "1990-04-02",
    nationality: "PAKISTANI",
    contactNumber: "+923001234567",
  });
  const passports = [`DC${tag()}1`, `DC${tag()}2`];
  const res = await request.post("/api/bookings", {
    headers: { ...(await auth(request, email)), "Idempotency-Key": `e2e-${tag()}-${Date.now()}` },
    data: {
      ticketId: flight._id,
      passengers: [passenger("OMAR", passports[0]!), passenger("ZARA", passports[1]!)],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { booking } = (await res.json()) as { booking: { _id: string; bookingId: string } };
  const approved = await request.put(`/api/bookings/${booking._id}/approve`, {
    headers: await auth(request, ADMIN),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { flight, email, booking, passports };
}

async function openDetails(page: Page, bookingId: string) {
  const card = page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
  await expect(card).toHaveAttribute("data-status", "approved");
  await card.getByTestId("view-booking").click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByTestId("travel-documents")).toBeVisible();
  return details;
}

async function download(page: Page, details: ReturnType<Page["getByRole"]>, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    details.getByRole("button", { name }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await downloadedPdf(file) };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test("an approved booking's e-ticket and invoice carry its facts; the e-ticket's QR opens its check, an altered code is not valid", async ({
  page,
  browser,
}) => {
  const { flight, email, booking, passports } = await approvedBooking(page.request);
  await signedIn(page, email, "/customer/bookings");
  const details = await openDetails(page, booking.bookingId);

  const ticket = await download(page, details, "Download E-Ticket");
  expect(ticket.name).toBe(`e-ticket-${booking.bookingId}.pdf`);
  const text = await pdfText(ticket.bytes);
  for (const fact of [
    "E-Ticket",
    booking.bookingId,
    flight.pnr!,
    "Air Blue",
    flight.flightNumber,
    "ISB → JED",
    "Passengers (2)",
    "OMAR TRAVELLER",
    "ZARA TRAVELLER",
    "Safar",
  ])
    expect(text).toContain(fact);
  // Passports partly masked: the last 3 characters only.
  for (const p of passports) {
    expect(text).not.toContain(p);
    expect(text).toContain(`${"•".repeat(p.length - 3)}${p.slice(-3)}`);
  }

  const invoice = await download(page, details, "Download Invoice");
  const billed = await pdfText(invoice.bytes);
  expect(billed).toContain("Invoice");
  expect(billed).toContain("₨ 196,000");
  expect(billed).toContain("Confirmed by the agency");

  // The QR code scans to the booking's public check.
  const url = await pdfQr(browser, ticket.bytes);
  expect(url).toMatch(new RegExp(`/verify/${booking.bookingId}\\.[A-Za-z0-9_-]+$`));
  // A stranger's browser: nobody signed in.
  const { baseURL } = test.info().project.use;
  const strangers = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const stranger = await strangers.newPage();
  const path = new URL(url!).pathname;
  await stranger.goto(path);
  await expect(stranger.getByTestId("verdict")).toHaveText(
    new RegExp(
      `^Valid booking ${booking.bookingId} — approved — 2 passengers — ${flight.flightNumber} ISB→JED `,
    ),
  );
  await expect(stranger.getByTestId("traveller-initials").locator("li")).toHaveText(["O. T.", "Z. T."]);
  await expect(stranger.getByTestId("document-check")).not.toContainText("OMAR");
  expect(await seriousViolations(stranger)).toEqual([]);

  // One character changed: not a document this agency issued.
  const last = path.at(-1) === "A" ? "B" : "A";
  await stranger.goto(`${path.slice(0, -1)}${last}`);
  await expect(stranger.getByTestId("verdict")).toHaveText("Not a valid Safar document");
  await strangers.close();
});

test("offline, the e-ticket is made from the mirror, with the fonts and the code the device kept", async ({
  page,
  context,
}) => {
  const { email, booking } = await approvedBooking(page.request);
  await signedIn(page, email, "/customer/bookings");
  // Online once: the details keep the agency's contact; the worker precaches the fonts and the code.
  await openDetails(page, booking.bookingId);
  await controlled(page);
  await context.setOffline(true);
  try {
    await page.reload();
    const details = await openDetails(page, booking.bookingId);
    const ticket = await download(page, details, "Download E-Ticket");
    const text = await pdfText(ticket.bytes);
    expect(text).toContain(booking.bookingId);
    expect(text).toContain(`/verify/${booking.bookingId}.`);
  } finally {
    await context.setOffline(false);
  }
});

test("an admin opens a flight's passenger manifest from its row: approved and pending passengers, an expiring passport flagged, the CSV and the PDF", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { flight, booking, passports } = await approvedBooking(page.request);
  // A pending booking whose passport expires before the flight's 6 months are out.
  const email = await newCustomer(page.request, "manifest");
  const res = await page.request.post("/api/bookings", {
    headers: { ...(await auth(page.request, email)), "Idempotency-Key": `e2e-${tag()}-${Date.now()}` },
    data: {
      ticketId: flight._id,
      passengers: [
        {
          personType: "Ms",
          firstName: "HINA",
          lastName: "EXPIRING",
          passport: `EX${tag()}9`,
          passportExpiry: day(60),
          ageType: "adult",
          dateOfBirth: "1992-01-02",
          nationality: "PAKISTANI",
          contactNumber: "+923001234567",
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await signedIn(page, ADMIN, "/admin/flights");
  await page.getByRole("searchbox", { name: "Search" }).fill(flight.flightNumber);
  await page
    .getByRole("button", { name: new RegExp(`^Passenger manifest of flight ${flight.flightNumber}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/flights/${flight._id}/manifest$`));
  const approved = page.getByRole("region", { name: "Approved" });
  await expect(approved.getByTestId("manifest-row")).toHaveCount(2);
  await expect(approved).toContainText(booking.bookingId);
  await expect(approved).toContainText(passports[0]!);
  const pending = page.getByRole("region", { name: "Pending" });
  await expect(pending.getByTestId("manifest-row")).toHaveCount(1);
  await expect(pending).toContainText("EXPIRING, HINA");
  await expect(pending.getByRole("list", { name: "To fix" })).toContainText("expires");
  await expect(page.getByRole("status").filter({ hasText: "attention" })).toHaveText(
    /1 passenger needs attention before the names go to the airline/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^manifest_.*\.csv$/);
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const text = await pdfText(await downloadedPdf(pdf));
  for (const fact of [
    "Passenger Manifest",
    flight.flightNumber,
    passports[0]!,
    "OMAR",
    "EXPIRING",
    "To fix before sending",
  ])
    expect(text).toContain(fact);
});

test("a server that never answers for the agency's contact delays a document by a few seconds, never stops it", async ({
  page,
}) => {
  const { email, booking } = await approvedBooking(page.request);
  // The agency's contact stalls for good (a proxy that holds the request): nothing else does.
  await page.route("**/api/website-settings/agency", () => {});
  await signedIn(page, email, "/customer/bookings");
  const details = await openDetails(page, booking.bookingId);
  const invoice = await download(page, details, "Download Invoice");
  const text = await pdfText(invoice.bytes);
  expect(text).toContain(booking.bookingId);
  // Never heard from, the agency is its name alone.
  expect(text).toContain("Safar");
});
