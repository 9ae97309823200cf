/**
 * The customer's own cancel of a pending flight booking, from its card on My Bookings: asked first,
 * then cancelled with its seats back; and the same cancel made offline, kept as 'Queued' and sent
 * when the connection is back (the page's outbox: no service worker here).
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type ApiFlight, auth, day, newFlight, serverBookings, tag } from "./booking-helpers.ts";
import { newCustomer, signedIn } from "./fixtures.ts";

/** A new customer's pending booking of a new flight for two passengers, made through the API. */
async function pendingBooking(request: APIRequestContext) {
  const flight = await newFlight(request);
  const email = await newCustomer(request, "cancel-flight");
  const passenger = (first: string) => ({
    personType: "Mr",
    firstName: first,
    lastName: "CANCELLER",
    passport: `CF${tag()}1`,
    passportExpiry: day(900),
    ageType: "adult",
    dateOfBirth: "1990-04-02",
    nationality: "PAKISTANI",
    contactNumber: "+923001234567",
  });
  const res = await request.post("/api/bookings", {
    headers: { ...(await auth(request, email)), "Idempotency-Key": `e2e-${tag()}-${Date.now()}` },
    data: { ticketId: flight._id, passengers: [passenger("ONE"), passenger("TWO")] },
  });
  expect(res.status(), await res.text()).toBe(201);
  const [booking] = await serverBookings(request, email, flight._id);
  expect(booking?.status).toBe("pending");
  return { flight, email, booking: booking! };
}

async function seatsLeft(request: APIRequestContext, email: string, flight: ApiFlight) {
  const res = await request.get("/api/flights", { headers: await auth(request, email) });
  const { flights } = (await res.json()) as { flights: ApiFlight[] };
  return flights.find((f) => f._id === flight._id)?.seatsAvailable;
}

/** Cancel Booking on the card, confirmed in the dialog that asks first. */
async function cancelOnCard(page: Page, bookingId: string) {
  const card = page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
  await expect(card).toHaveAttribute("data-status", "pending");
  await card.getByRole("button", { name: `Cancel Booking ${bookingId}` }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel Booking" });
  await expect(confirm).toContainText(`Cancel booking ${bookingId}? Its 2 seats are released`);
  await confirm.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(confirm).toBeHidden();
  return card;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("a customer cancels their own pending flight booking from its My Bookings card: the seats are back", async ({
  page,
}) => {
  const { flight, email, booking } = await pendingBooking(page.request);
  expect(await seatsLeft(page.request, email, flight)).toBe(flight.seatsAvailable - 2);
  await signedIn(page, email, "/customer/bookings");

  const card = await cancelOnCard(page, booking.bookingId);
  await expect(page.getByText("Cancelled Successfully!")).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "cancelled");
  await expect(card.getByRole("button", { name: /^Cancel Booking/ })).toHaveCount(0);
  expect((await serverBookings(page.request, email, flight._id))[0]?.status).toBe("cancelled");
  expect(await seatsLeft(page.request, email, flight)).toBe(flight.seatsAvailable);
});

test("a cancel made offline is queued on the card and sent once the connection is back", async ({
  page,
  context,
}) => {
  const { flight, email, booking } = await pendingBooking(page.request);
  await signedIn(page, email, "/customer/bookings");
  await expect(page.getByTestId("booking-card")).toHaveCount(1);

  await context.setOffline(true);
  const card = await cancelOnCard(page, booking.bookingId);
  await expect(
    page.getByTestId("toast").filter({ hasText: "Queued — will send when you are back online" }),
  ).toBeVisible();
  await expect(card.getByTestId("queued-badge")).toBeVisible();
  expect((await serverBookings(page.request, email, flight._id))[0]?.status).toBe("pending");

  await context.setOffline(false);
  await expect(card).toHaveAttribute("data-status", "cancelled", { timeout: 20_000 });
  await expect(card.getByTestId("queued-badge")).toHaveCount(0);
  expect((await serverBookings(page.request, email, flight._id))[0]?.status).toBe("cancelled");
  expect(await seatsLeft(page.request, email, flight)).toBe(flight.seatsAvailable);
});
