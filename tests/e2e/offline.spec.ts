/**
 * Offline, as a new user would meet it (issue 9): an offline reload shows the saved flights and
 * packages; a booking made offline is queued, shown as such, and lands exactly once when the
 * connection is back (also with two tabs open); an admin's offline approval lands; a 412 on a
 * replayed edit shows what each side changed and 'Keep mine' re-applies only the admin's fields (a
 * booking's seats and another admin's change stay); a sold-out replay stays as failed;
 * with the app closed, Background Sync sends the queue from the service worker;
 * a new deploy reloads the page once and the outbox survives it.
 *
 * 'Offline' here is real: `setOffline()` does not cut off the service worker's own requests, so
 * every request of the context is also aborted with a route (with service worker network events
 * on, which Playwright ≥ 1.5x reports and routes by default; the variable is set for older ones).
 */
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  type ApiBooking,
  type ApiFlight,
  auth,
  bookInModal,
  controlled,
  day,
  newFlight,
  serverBookings,
  tag,
} from "./booking-helpers.ts";
import { type DeployServer, settledOnNewWorker, startDeployServer } from "./deploy-server.ts";
import { ADMIN, DEMO_PASSWORD, findRow, mirrorCount, newCustomer, screen, signedIn } from "./fixtures.ts";

const passenger = (i = 0) => ({
  personType: "Mr",
  firstName: `OFFLINE${"ABCDEFGH"[i]}`,
  lastName: "TESTER",
  passport: `AB${tag()}${i}`,
  passportExpiry: day(900),
  ageType: "adult",
  dateOfBirth: "1990-04-02",
  nationality: "PAKISTANI",
  contactNumber: "+923001234567",
});

/** Really offline: the browser says so, and every request (the worker's own too) is aborted. */
async function goOffline(context: BrowserContext) {
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
}

const queuedToast = (page: Page) =>
  page.getByTestId("toast").filter({ hasText: "Queued — will send when you are back online" });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("offline, a reload shows the saved flights and packages and says how old they are", async ({
  page,
  context,
}) => {
  const flight = await newFlight(page.request);
  const email = await newCustomer(page.request, "offline");
  await signedIn(page, email, "/customer/flights");
  await controlled(page);
  await findRow(page, flight._id, flight.flightNumber);
  // The packages were mirrored with the flights at sign-in.
  await page.goto("/customer/packages");
  const cards = page.getByTestId("package-card");
  await expect(cards.first()).toBeVisible();
  const packages = await cards.count();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Available Packages" })).toBeVisible();
  await expect(page.getByTestId("offline-indicator")).toBeVisible();
  await expect(page.getByTestId("freshness")).toContainText("Offline — showing packages saved");
  await expect(cards).toHaveCount(packages);

  await page.goto("/customer/flights");
  await expect(page.getByRole("heading", { name: "Available Flights" })).toBeVisible();
  await expect(await findRow(page, flight._id, flight.flightNumber)).toContainText(flight.flightNumber);
  await expect(page.getByTestId("freshness")).toContainText("Offline — showing flights saved");
  await goOnline(context);
});

test("a booking made offline is queued, shown as queued, and lands exactly once when back online", async ({
  page,
  context,
}) => {
  const flight = await newFlight(page.request);
  const email = await newCustomer(page.request, "offline");
  await signedIn(page, email, "/customer/flights");
  await controlled(page);

  await goOffline(context);
  await bookInModal(page, flight);
  await expect(queuedToast(page)).toBeVisible();
  await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");

  await page.getByRole("link", { name: "My Bookings" }).first().click();
  const queued = page.getByTestId("queued-creates");
  await expect(queued).toContainText(`Book LHE → JED (${flight.flightNumber}) for 1 passenger`);
  await expect(queued).toContainText("Queued — will send when you are back online");
  // The list under it does not claim there are no bookings.
  await expect(page.getByText("No bookings yet")).toHaveCount(0);
  await expect(page.getByTestId("empty-state")).toContainText("Nothing confirmed by the server yet");
  expect(await serverBookings(page.request, email, flight._id)).toHaveLength(0);
  await screen(page, "offline-queued-1280");

  // Signing out would delete the unsent booking from this device: it asks first.
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const ask = page.getByRole("dialog", { name: "Sign out with unsent changes?" });
  await expect(ask).toContainText("1 unsent change");
  await ask.getByRole("button", { name: "Stay signed in" }).click();
  await expect(ask).toBeHidden();
  await expect(queued).toBeVisible();

  await goOnline(context);
  await expect(page.getByTestId("outbox-count")).toHaveCount(0, { timeout: 20_000 });
  await expect(queued).toHaveCount(0);
  await expect(page.getByTestId("booking-card").filter({ hasText: flight.flightNumber })).toBeVisible();
  const onServer = await serverBookings(page.request, email, flight._id);
  expect(onServer).toHaveLength(1);
  expect(onServer[0]!.status).toBe("pending");
});

test("with two tabs open, the offline booking is still sent exactly once", async ({ page, context }) => {
  const flight = await newFlight(page.request);
  const email = await newCustomer(page.request, "offline");
  await signedIn(page, email, "/customer/flights");
  await controlled(page);
  const other = await context.newPage();
  await other.setViewportSize({ width: 1440, height: 900 });
  await other.goto("/customer/bookings");
  await expect(other.getByRole("heading", { name: "My Bookings" })).toBeVisible();

  const posts: string[] = [];
  context.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/bookings")
      posts.push(r.headers()["idempotency-key"] ?? "");
  });

  await goOffline(context);
  await bookInModal(page, flight);
  await expect(queuedToast(page)).toBeVisible();
  // The other tab sees the same outbox.
  await expect(other.getByTestId("outbox-count")).toContainText("1 unsent change");
  await expect(other.getByTestId("queued-creates")).toContainText(flight.flightNumber);

  // Both tabs get `online` and both try to replay: the Web Lock lets one send.
  await goOnline(context);
  await expect(page.getByTestId("outbox-count")).toHaveCount(0, { timeout: 20_000 });
  await expect(other.getByTestId("outbox-count")).toHaveCount(0);
  await expect(other.getByTestId("booking-card").filter({ hasText: flight.flightNumber })).toBeVisible();
  expect(await serverBookings(page.request, email, flight._id)).toHaveLength(1);
  expect(new Set(posts).size).toBe(1);
  expect(posts).toHaveLength(1);
  await other.close();
});

test("with no page of the app open, Background Sync sends the queued booking from the worker", async ({
  page,
  context,
}) => {
  const flight = await newFlight(page.request);
  const email = await newCustomer(page.request, "offline");
  await signedIn(page, email, "/customer/flights");
  await controlled(page);
  const origin = new URL(page.url()).origin;

  await goOffline(context);
  await bookInModal(page, flight);
  await expect(queuedToast(page)).toBeVisible();
  await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");

  // The app is closed; the browser fires the sync event the page registered (as Chromium does
  // when the connection returns), here through the DevTools protocol from a page of no origin.
  await page.close();
  const blank = await context.newPage();
  await goOnline(context);
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registration;
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin,
    registrationId,
    tag: "safar-outbox",
    lastChance: false,
  });
  await expect
    .poll(() => serverBookings(blank.request, email, flight._id), { timeout: 20_000 })
    .toHaveLength(1);

  // Opening the app again: nothing left to send, the booking is there, and it is not sent twice.
  const again = await context.newPage();
  await again.goto("/customer/bookings");
  await expect(again.getByTestId("booking-card").filter({ hasText: flight.flightNumber })).toBeVisible();
  await expect(again.getByTestId("outbox-count")).toHaveCount(0);
  // Not sent twice: every send (the page's or the worker's) comes from the outbox on this device,
  // and it is empty (read from IndexedDB itself, not from the counter, which is also absent before
  // the outbox is read). Nothing is left that a later send could take.
  await expect.poll(() => mirrorCount(again, "outbox")).toBe(0);
  expect(await serverBookings(again.request, email, flight._id)).toHaveLength(1);
});

test("an admin approves a booking offline: shown as queued, and the approval lands", async ({
  page,
  context,
}) => {
  const flight = await newFlight(page.request, { departure: "ISB" });
  const email = await newCustomer(page.request, "offline");
  const res = await page.request.post("/api/bookings", {
    headers: await auth(page.request, email),
    data: { ticketId: flight._id, passengers: [passenger()] },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = ((await res.json()) as { booking: ApiBooking }).booking;

  await signedIn(page, ADMIN, "/admin/flights/bookings");
  await controlled(page);
  await page.getByRole("searchbox", { name: "Search" }).fill(booking.bookingId);
  const row = page.getByTestId("data-list-table").locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("pending");

  await goOffline(context);
  await row.getByRole("button", { name: `Approve booking ${booking.bookingId}` }).click();
  await expect(queuedToast(page)).toBeVisible();
  await expect(row.getByTestId("queued-badge")).toHaveText(/Queued/);
  await expect(row).toContainText("pending");
  await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");

  await goOnline(context);
  await expect(row.getByTestId("queued-badge")).toHaveCount(0, { timeout: 20_000 });
  await expect(row).toContainText("approved");
  const list = await page.request.get("/api/bookings?limit=1000", {
    headers: await auth(page.request, ADMIN),
  });
  const stored = ((await list.json()) as { bookings: ApiBooking[] }).bookings.find(
    (b) => b._id === booking._id,
  );
  expect(stored?.status).toBe("approved");
});

test("an offline price edit meets a booking and another admin's change (412): each side's changes are shown; 'Keep mine' keeps them all", async ({
  page,
  context,
}) => {
  const flight = await newFlight(page.request, {
    departure: "MUX",
    destination: "SHJ",
    price: 70000,
    seatsAvailable: 7,
    defaultBaggage: "20",
  });
  await signedIn(page, ADMIN, "/admin/flights");
  await controlled(page);
  await page.getByRole("searchbox", { name: "Search" }).fill(flight.flightNumber);
  const row = page.getByTestId("data-list-table").locator("tbody tr");
  await expect(row).toHaveCount(1);

  await goOffline(context);
  await row.getByRole("button", { name: `Edit flight ${flight.flightNumber} MUX to SHJ` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Flight" });
  await edit.getByLabel("Price (₨)").fill("72000");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(edit).toBeHidden();
  await expect(queuedToast(page)).toBeVisible();
  await expect(row.getByTestId("queued-badge")).toBeVisible();

  // Meanwhile a customer books 2 seats, and another admin changes the baggage (on the version after
  // the booking, as their own screen would have it).
  const email = await newCustomer(page.request, "offline");
  const booked = await page.request.post("/api/bookings", {
    headers: await auth(page.request, email),
    data: { ticketId: flight._id, passengers: [passenger(0), passenger(1)] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const adminHeaders = await auth(page.request, ADMIN);
  const serverFlight = async () => {
    const res = await page.request.get("/api/flights", { headers: adminHeaders });
    return ((await res.json()) as { flights: ApiFlight[] }).flights.find((f) => f._id === flight._id)!;
  };
  const afterBooking = await serverFlight();
  expect(afterBooking.seatsAvailable).toBe(5);
  const baggage = await page.request.patch(`/api/flights/${flight._id}`, {
    headers: { ...adminHeaders, "if-match": String(afterBooking.version) },
    data: { defaultBaggage: "30" },
  });
  expect(baggage.ok(), await baggage.text()).toBe(true);

  await goOnline(context);
  const count = page.getByTestId("outbox-count");
  await expect(row.getByTestId("queued-badge")).toHaveAttribute("data-outbox-status", "failed", {
    timeout: 20_000,
  });
  await count.click();
  const panel = page.getByTestId("outbox-panel");
  await expect(panel.getByTestId("outbox-entry-status")).toHaveText(
    "Not sent: someone else changed this record meanwhile",
  );
  await panel.getByRole("button", { name: "Compare versions" }).click();
  const dialog = page.getByRole("dialog", { name: "Changed by someone else" });
  const rows = dialog.getByTestId("conflict-row");
  // The admin's own change: the price, and nothing else.
  const price = rows.filter({ hasText: "Price" });
  await expect(price).toHaveAttribute("data-changed-by", "mine");
  await expect(price.getByTestId("conflict-mine")).toHaveText("72000");
  await expect(rows.and(dialog.locator('[data-changed-by="mine"]'))).toHaveCount(1);
  // What the server changed since: the baggage and the seats, never shown as the admin's.
  const bag = rows.filter({ hasText: "Default baggage" });
  await expect(bag).toHaveAttribute("data-changed-by", "server");
  await expect(bag.getByTestId("conflict-server")).toHaveText("30");
  await expect(bag.getByTestId("conflict-mine")).toHaveText("Not changed by you");
  const seats = rows.filter({ hasText: "Seats available" });
  await expect(seats).toHaveAttribute("data-changed-by", "server");
  await expect(seats.getByTestId("conflict-server")).toHaveText("5");
  await expect(seats.getByTestId("conflict-mine")).toHaveText("Not changed by you");
  await expect(dialog).not.toContainText("Your version");

  await dialog.getByRole("button", { name: "Keep mine" }).click();
  await expect(dialog).toBeHidden();
  await expect(count).toHaveCount(0, { timeout: 20_000 });
  await expect(row).toContainText("₨ 72,000");
  const saved = await serverFlight();
  expect(saved).toMatchObject({ price: 72000, defaultBaggage: "30", seatsAvailable: 5 });
  expect(saved.version).toBe(afterBooking.version + 2);
});

test("a replay the server refuses (sold out) is shown as failed, not dropped", async ({ page, context }) => {
  const flight = await newFlight(page.request, { seatsAvailable: 1 });
  const email = await newCustomer(page.request, "offline");
  await signedIn(page, email, "/customer/flights");
  await controlled(page);

  await goOffline(context);
  await bookInModal(page, flight);
  await expect(queuedToast(page)).toBeVisible();

  // Someone takes the last seat first.
  const rival = await newCustomer(page.request, "offline");
  const taken = await page.request.post("/api/bookings", {
    headers: await auth(page.request, rival),
    data: { ticketId: flight._id, passengers: [passenger()] },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  await page.getByRole("link", { name: "My Bookings" }).first().click();
  await goOnline(context);
  const entry = page.getByTestId("queued-creates").getByTestId("outbox-entry");
  await expect(entry).toHaveAttribute("data-outbox-status", "failed", { timeout: 20_000 });
  await expect(entry).toContainText("Not sent: This flight is sold out");
  await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");
  expect(await serverBookings(page.request, email, flight._id)).toHaveLength(0);
  await screen(page, "offline-failed-1280");

  // Still there after a reload: refused writes are kept until the user decides.
  await page.reload();
  await expect(entry).toHaveAttribute("data-outbox-status", "failed");
  await expect(entry.getByRole("button", { name: "Retry" })).toBeVisible();
  await entry.getByRole("button", { name: "Discard" }).click();
  await page
    .getByRole("dialog", { name: "Discard this change?" })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(page.getByTestId("queued-creates")).toHaveCount(0);
  await expect(page.getByTestId("outbox-count")).toHaveCount(0);
});

test.describe("a new deploy", () => {
  let server: DeployServer;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startDeployServer(13);
    base = server.base;
  });

  test.afterAll(() => server?.stop());

  test("the page reloads once and the queued booking is still sent, exactly once", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const flight = await newFlight(page.request, {}, base);
    const email = await newCustomer(page.request, "offline", base);
    const login = await page.request.post(`${base}/api/auth/login`, {
      data: { email, password: DEMO_PASSWORD },
    });
    const { token, user } = (await login.json()) as { token: string; user: unknown };
    let loads = 0;
    page.on("load", () => {
      loads++;
    });
    await page.goto(`${base}/login`);
    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem("token", t);
        localStorage.setItem("user", u);
      },
      [token, JSON.stringify(user)] as const,
    );
    await page.goto(`${base}/customer/flights`);
    await controlled(page);

    // Offline, except that the browser can still fetch the worker script and the shell (a new
    // deploy must reach it) while every API call fails: one route, never swapped, so no request
    // is caught between two handlers.
    let apiDown = true;
    await context.route("**/*", (route) =>
      apiDown && new URL(route.request().url()).pathname.startsWith("/api/")
        ? route.abort("internetdisconnected")
        : route.fallback(),
    );
    await context.setOffline(true);
    await bookInModal(page, flight);
    await expect(queuedToast(page)).toBeVisible();
    await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");

    const before = loads;
    server.touchWorker();
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(before + 1);
    // The reload kept the outbox.
    await expect(page.getByTestId("outbox-count")).toContainText("1 unsent change");

    apiDown = false;
    await context.setOffline(false);
    await expect(page.getByTestId("outbox-count")).toHaveCount(0, { timeout: 20_000 });
    expect(await serverBookings(page.request, email, flight._id, base)).toHaveLength(1);
    // No loop: nothing else reloaded the page, nor can.
    await settledOnNewWorker(page);
    expect(loads).toBe(before + 1);
  });
});
