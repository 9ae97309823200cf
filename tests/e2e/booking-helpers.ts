/**
 * Steps the offline and bad-network tests share: a flight of a test's own, a customer's bookings as
 * the server has them, booking one passenger through the modal, and a page the service worker
 * controls; and a pending package booking of a fresh customer.
 */
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { ADMIN, apiLogin, findRow, newCustomer } from "./fixtures.ts";

export type ApiFlight = {
  _id: string;
  flightNumber: string;
  departure: string;
  destination: string;
  price: number;
  seatsAvailable: number;
  version: number;
  [k: string]: unknown;
};
export type ApiBooking = { _id: string; bookingId: string; status: string; ticketId: { _id: string } | null };

/** Karachi's date `days` from today, as the forms take it. */
export const day = (days: number) =>
  new Date(Date.now() + 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
export const tag = () => Math.random().toString(36).slice(2, 6).toUpperCase();

export async function auth(request: APIRequestContext, email: string, base = "") {
  const { token } = await apiLogin(request, email, undefined, base);
  return { authorization: `Bearer ${token}` };
}

export async function newFlight(request: APIRequestContext, over: Record<string, unknown> = {}, base = "") {
  const res = await request.post(`${base}/api/flights`, {
    headers: await auth(request, ADMIN, base),
    data: {
      airlineName: "Air Blue",
      flightNumber: `OF${tag()}`,
      pnr: `P${tag()}`,
      departure: "LHE",
      destination: "JED",
      departureDate: day(30),
      departureTime: "09:15",
      arrivalDate: day(30),
      arrivalTime: "13:05",
      price: 98000,
      seatsAvailable: 9,
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { flight: ApiFlight }).flight;
}

/** The customer's bookings on `flightId`, as the server has them. */
export async function serverBookings(request: APIRequestContext, email: string, flightId: string, base = "") {
  const res = await request.get(`${base}/api/bookings/me`, { headers: await auth(request, email, base) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { bookings: ApiBooking[] }).bookings.filter(
    (b) => b.ticketId?._id === flightId || JSON.stringify(b).includes(flightId),
  );
}

/** Waits for the service worker, then reloads so the page is controlled by it. */
export async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Opens the booking modal of `flight` and fills one passenger; returns the dialog (not sent). */
export async function fillBooking(page: Page, flight: ApiFlight) {
  const row = await findRow(page, flight._id, flight.flightNumber);
  await row.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${flight.departure} → ${flight.destination}` });
  await expect(dialog).toBeVisible();
  const block = dialog.getByTestId("passenger-block").first();
  await block.getByLabel("Title").selectOption("Mr");
  await block.getByLabel("First name").fill("OFFLINE");
  await block.getByLabel("Last name").fill("TESTER");
  await block.getByLabel("Passport number").fill(`AB${tag()}9`);
  await block.getByLabel("Passport expiry").fill("2031-06-30");
  await block.getByLabel("Date of birth").fill("1990-04-02");
  await block.getByLabel("Nationality").selectOption("PAKISTAN");
  await block.getByLabel("Contact number").fill("+923001234567");
  return dialog;
}

/** Books `flight` for one passenger through the modal (the modal closes: booked or queued). */
export async function bookInModal(page: Page, flight: ApiFlight) {
  const dialog = await fillBooking(page, flight);
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the app at `origin` (another address of the server: a proxy) signed in as `email`. */
export async function signedInAt(page: Page, origin: string, email: string, path: string) {
  const { token, user } = await apiLogin(page.request, email);
  await page.goto(`${origin}/login`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user", u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(`${origin}${path}`);
  return { token, user };
}

export type ApiPackage = {
  _id: string;
  name: string;
  status: string;
  maxParticipants: number;
  currentParticipants: number;
  departureDate: string;
};

/**
 * A pending booking for two, by a fresh customer (holding no places yet), on an active package with
 * room; with `paymentReference`, the customer has marked it paid (bank transfer).
 */
export async function pendingPackageBooking(request: APIRequestContext, paymentReference?: string) {
  const email = await newCustomer(request, "pkg");
  const { token } = await apiLogin(request, email);
  const auth = { authorization: `Bearer ${token}` };
  const packages = (await (await request.get("/api/packages", { headers: auth })).json()) as ApiPackage[];
  const open = packages.find(
    (p) =>
      p.status === "active" && p.maxParticipants - p.currentParticipants >= 2 && p.departureDate > day(3),
  );
  expect(open, "an active package with room").toBeTruthy();
  const created = await request.post("/api/package-bookings", {
    headers: { ...auth, "Idempotency-Key": `e2e-${Date.now()}-${Math.random()}` },
    data: {
      packageId: open!._id,
      passengers: [
        { name: "E2E CANCEL ONE", passport: "EC1234567" },
        { name: "E2E CANCEL TWO", passport: "EC7654321" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking } = (await created.json()) as { booking: { _id: string; bookingId: string } };
  if (paymentReference) {
    const paid = await request.post(`/api/package-bookings/${booking._id}/payment`, {
      headers: auth,
      data: { method: "bank_transfer", reference: paymentReference },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
  }
  return { booking, pkg: open!, email };
}
