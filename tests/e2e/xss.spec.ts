/**
 * Output safety in the browser (issue 11): markup typed into every text field the back office
 * displays — a customer's name and company, a flight's airline and layover, a package's name,
 * description and itinerary, a customer's booking, a website booking's customer, source and
 * special requests — is shown as text on every admin screen and in the printed receipt, and
 * nothing in it runs. Two independent signals: the payloads call `__x()` if they ever execute,
 * and the Content-Security-Policy reports any inline script or handler it had to block.
 */
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, apiLogin, signedIn, uniqueEmail, WEB_API_KEY } from "./fixtures.ts";

const IMG = "<img src=x onerror=__x(1)>";
const SCRIPT = "<script>__x(2)</script>";
const SVG = "<svg onload=__x(3)>";

declare global {
  interface Window {
    __x: (n: number) => void;
    __hits: string[];
  }
}

async function watch(page: Page) {
  await page.addInitScript(() => {
    window.__hits = [];
    window.__x = (n: number) => window.__hits.push(`ran ${n}`);
    // Any violation counts: the app itself never asks for what the policy refuses (not even eval).
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__hits.push(`csp ${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
}

const hits = (page: Page) => page.evaluate(() => window.__hits ?? []);

function day(offset: number): string {
  return new Date(Date.now() + 5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

test("markup in every displayed text field is shown as text and never runs", async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = Date.now().toString(36).toUpperCase();
  const { token: adminToken } = await apiLogin(page.request, ADMIN);
  const admin = { authorization: `Bearer ${adminToken}` };

  // A customer (made and approved by the admin) whose name and company are markup.
  const email = uniqueEmail("xss");
  const password = "Xss@2026pass";
  const made = await page.request.post("/api/customers", {
    headers: admin,
    data: { name: `${IMG} ${tag}`, email, password, role: "customer", company: SCRIPT },
  });
  expect(made.status(), await made.text()).toBe(201);

  // A flight and a package whose texts are markup.
  const flightRes = await page.request.post("/api/flights", {
    headers: admin,
    data: {
      airlineName: `${SVG} ${tag}`.slice(0, 60),
      flightNumber: `XS${Math.floor(Math.random() * 9000 + 1000)}`,
      pnr: `X${tag.slice(-6)}`,
      departure: "LHE",
      destination: "JED",
      departureDate: day(30),
      departureTime: "10:00",
      arrivalDate: day(30),
      arrivalTime: "14:00",
      price: 100000,
      seatsAvailable: 9,
      isStopover: true,
      stopoverLocation: "DOH",
      stopoverLayover: IMG,
    },
  });
  expect(flightRes.status(), await flightRes.text()).toBe(201);
  const flight = ((await flightRes.json()) as { flight: { _id: string } }).flight;
  const pkgRes = await page.request.post("/api/packages", {
    headers: admin,
    data: {
      name: `${IMG} ${tag}`,
      type: "umrah",
      destination: SVG,
      duration: SCRIPT,
      departureDate: day(40),
      returnDate: day(50),
      price: 250000,
      maxParticipants: 10,
      description: `${SCRIPT} ${IMG}`,
      itinerary: [IMG, SCRIPT],
      inclusions: [SVG],
      exclusions: [IMG],
      status: "active",
    },
  });
  expect(pkgRes.status(), await pkgRes.text()).toBe(201);
  const pkg = ((await pkgRes.json()) as { package?: { _id: string }; _id?: string }).package ?? {
    _id: ((await pkgRes.json()) as { _id: string })._id,
  };

  // The customer books both; the admin approves the flight booking (so it can be printed).
  const { token: customerToken } = await apiLogin(page.request, email, password);
  const customer = { authorization: `Bearer ${customerToken}` };
  const booked = await page.request.post("/api/bookings", {
    headers: { ...customer, "Idempotency-Key": crypto.randomUUID() },
    data: {
      ticketId: flight._id,
      passengers: [
        {
          personType: "Mr",
          firstName: "SAFE",
          lastName: "PASSENGER",
          passport: "AB1234567",
          passportExpiry: day(900),
          ageType: "adult",
          dateOfBirth: "1990-01-01",
          nationality: "PAKISTAN",
          contactNumber: "+923001234567",
        },
      ],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = ((await booked.json()) as { booking: { _id: string; bookingId: string } }).booking;
  const approve = await page.request.put(`/api/bookings/${booking._id}/approve`, { headers: admin });
  expect(approve.ok(), await approve.text()).toBe(true);
  const pb = await page.request.post("/api/package-bookings", {
    headers: { ...customer, "Idempotency-Key": crypto.randomUUID() },
    data: { packageId: pkg._id, passengers: [{ name: "SAFE PARTICIPANT", passport: "CD7654321" }] },
  });
  expect(pb.status(), await pb.text()).toBe(201);

  // A website booking whose customer, source and requests are markup.
  const web = await page.request.post("/api/web/bookings", {
    headers: { "X-Api-Key": WEB_API_KEY, "Idempotency-Key": crypto.randomUUID() },
    data: {
      bookingType: "flight",
      customerName: `${SVG} ${tag}`,
      customerEmail: "xss.web@example.pk",
      customerPhone: "+923001112233",
      source: IMG,
      specialRequests: `${SCRIPT} ${IMG}`,
      flightDetails: {
        flightNumber: "PK-761",
        airline: IMG,
        departure: { city: SCRIPT },
        arrival: { city: "Jeddah" },
        departureDate: day(60),
        departureTime: "09:30",
        arrivalDate: day(60),
        arrivalTime: "12:45",
      },
      passengers: 1,
      pricePerPassenger: 85000,
      passengerDetails: [
        {
          firstName: "SAFE",
          lastName: "WEB",
          passport: "EF1234567",
          ageType: "adult",
          nationality: "PAKISTAN",
        },
      ],
    },
  });
  expect(web.status(), await web.text()).toBe(201);
  const webBooking = ((await web.json()) as { data: { bookingId: string } }).data;

  await watch(page);
  await signedIn(page, ADMIN, "/admin/dashboard");
  // The detector works: markup put into the page as HTML is refused by the policy and reported.
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.innerHTML = "<img src=x onerror=__x(9)>";
    document.body.append(probe);
  });
  await expect.poll(() => hits(page)).toEqual([expect.stringMatching(/^csp script-src(-attr)? inline/)]);
  await page.evaluate(() => {
    window.__hits = [];
  });
  const screens: [string, string][] = [
    ["/admin/dashboard", "Admin Dashboard"],
    ["/admin/customers", "User Management"],
    ["/admin/flights", "Flight Management"],
    ["/admin/flights/bookings", "Customer Bookings"],
    ["/admin/packages", "Package Management"],
    ["/admin/packages/bookings", "Package Bookings"],
    ["/admin/logs", "Activity Logs"],
    ["/admin/direct-bookings", "Direct Bookings"],
    ["/admin/direct-bookings/bookings", "Direct Flight Bookings"],
    ["/admin/direct-bookings/analytics", "Direct Bookings Analytics"],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    if (path !== "/admin/dashboard" && path.split("/").length > 2) {
      const box = page.getByTestId("global-search");
      if (await box.isVisible()) await box.fill(tag);
    }
    await page.waitForTimeout(300);
    expect(await hits(page), path).toEqual([]);
  }

  // The markup is there, as text: the customer's row and the website booking's details.
  await page.goto("/admin/customers");
  await page.getByTestId("global-search").fill(email);
  await expect(page.locator("[data-row-key]").filter({ hasText: email }).first()).toContainText(IMG);
  await page.goto("/admin/direct-bookings/bookings");
  await page.getByTestId("global-search").fill(webBooking.bookingId);
  await page.getByRole("button", { name: /view/i }).first().click();
  const details = page.getByRole("dialog");
  await expect(details).toContainText(SCRIPT);
  await expect(details).toContainText(SVG);
  expect(await hits(page)).toEqual([]);
  await page.keyboard.press("Escape");

  // The package's texts in its details, and the flight booking's printed receipt.
  await page.goto("/admin/packages");
  await page.getByTestId("global-search").fill(tag);
  await expect(page.locator("[data-row-key]").first()).toContainText(tag);
  expect(await hits(page)).toEqual([]);

  await page.goto("/admin/flights/bookings");
  await page.getByTestId("global-search").fill(booking.bookingId);
  await page.getByRole("button", { name: `Print booking ${booking.bookingId}` }).click();
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Print Receipt" }).click(),
  ]);
  await expect(popup.getByText("NO REFUND NO EXCHANGE")).toBeVisible();
  const receipt = await popup.content();
  // The receipt is escaped HTML: the markup is there as text, never as elements.
  expect(receipt).toContain("&lt;img src=x onerror=__x(1)&gt;");
  expect(await popup.locator("img[src='x'], svg[onload], script").count()).toBe(0);
  await popup.close();
  expect(await hits(page)).toEqual([]);
});
