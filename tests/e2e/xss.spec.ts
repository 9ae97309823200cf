/**
 * Output safety in the browser (issue 11): markup typed into every text field the back office
 * displays — a customer's name and company, a flight's airline and layover, a package's name,
 * description and itinerary, a customer's flight and package bookings with their passengers' and
 * participants' names, a website flight and package booking's customer, source, requests and
 * passengers, a GDS booking's customer, flight and passengers — is shown as text on every admin
 * screen (the GDS, direct package and website bookings lists included), in every details modal
 * and in the printed receipt, and nothing in it runs. Three independent signals: the payloads
 * call `__x()` or set `window.__xss` if they ever execute, the Content-Security-Policy reports
 * any inline script or handler it had to block, and no element with an inline handler exists.
 */
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, apiLogin, signedIn, uniqueEmail, WEB_API_KEY } from "./fixtures.ts";

const IMG = "<img src=x onerror=__x(1)>";
const SCRIPT = "<script>__x(2)</script>";
const SVG = "<svg onload=__x(3)>";
/** Short enough for a name field (50 characters); the server upper-cases some names. */
const XSS = "<img src=x onerror=window.__xss=1>";

declare global {
  interface Window {
    __x: (n: number) => void;
    __hits: string[];
    __probes: number;
    __xss?: unknown;
  }
}

async function watch(page: Page) {
  await page.addInitScript(() => {
    window.__hits = [];
    window.__probes = 0;
    window.__x = (n: number) => window.__hits.push(`ran ${n}`);
    // Any violation counts: the app itself never asks for what the policy refuses (not even eval).
    // nothingRan's probe is counted apart (its report targets the probe, which is in the page).
    document.addEventListener("securitypolicyviolation", (e) => {
      if (e.target instanceof Element && e.target.closest("[data-probe]")) window.__probes++;
      else window.__hits.push(`csp ${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
}

const hits = (page: Page) => page.evaluate(() => window.__hits ?? []);

/**
 * Nothing ran (no `__xss`, no `__x` call, no CSP report) and no markup became elements.
 *
 * Rather than waiting a while for a report that should not come, a probe of the payloads' own kind
 * (an `<img src=x>` with an inline handler, the same URL as theirs on this screen) is put in the
 * page, and its report is awaited: a payload rendered as markup before it would have failed to load
 * the same image no later, and been refused and reported first. The probe's report also shows that
 * the detector is live on this screen.
 */
async function nothingRan(page: Page, where: string) {
  await page.evaluate(() => {
    window.__probes = 0;
    const probe = document.createElement("div");
    probe.dataset.probe = "";
    probe.innerHTML = "<img src=x onerror=__x(0)>";
    document.body.append(probe);
  });
  await expect.poll(() => page.evaluate(() => window.__probes), { message: where }).toBe(1);
  await page.evaluate(() => document.querySelector("[data-probe]")?.remove());
  expect(await page.evaluate(() => window.__xss), where).toBeUndefined();
  expect(await hits(page), where).toEqual([]);
  const injected = await page.evaluate(
    () => document.querySelectorAll("[onerror], [onload], img[src='x' i], svg[onload]").length,
  );
  expect(injected, where).toBe(0);
}

function day(offset: number): string {
  return new Date(Date.now() + 5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

test("markup in every displayed text field is shown as text and never runs", async ({ page, context }) => {
  test.setTimeout(360_000);
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
      // The airline is one of the list (the server holds it to the form's list); the markup goes
      // in the baggage, free text the list and the booking details show.
      airlineName: "Air Blue",
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
      defaultBaggage: `${SVG} ${tag}`,
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
          firstName: XSS,
          lastName: SVG,
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
    data: { packageId: pkg._id, passengers: [{ name: `${XSS} ${SCRIPT}`, passport: "CD7654321" }] },
  });
  expect(pb.status(), await pb.text()).toBe(201);
  const packageBooking = ((await pb.json()) as { bookingId: string }).bookingId;

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
          firstName: XSS,
          lastName: SCRIPT,
          passport: "EF1234567",
          ageType: "adult",
          nationality: IMG,
        },
      ],
    },
  });
  expect(web.status(), await web.text()).toBe(201);
  const webBooking = ((await web.json()) as { data: { bookingId: string } }).data;

  // A website package booking: customer, package and participants are markup.
  const webPkg = await page.request.post("/api/web/bookings", {
    headers: { "X-Api-Key": WEB_API_KEY, "Idempotency-Key": crypto.randomUUID() },
    data: {
      bookingType: "package",
      customerName: `${XSS} ${tag}`,
      customerEmail: "xss.webpkg@example.pk",
      source: SVG,
      specialRequests: XSS,
      packageDetails: { name: IMG, destination: SCRIPT, duration: SVG, price: 150000 },
      passengerDetails: [{ firstName: XSS, lastName: SVG, passport: "GH1234567", ageType: "adult" }],
    },
  });
  expect(webPkg.status(), await webPkg.text()).toBe(201);
  const webPackageBooking = ((await webPkg.json()) as { data: { bookingId: string } }).data;

  // A GDS booking: customer, flight and passengers are markup.
  const gdsId = `X${tag}`
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 12)
    .padEnd(5, "0");
  const gdsRes = await page.request.post("/api/web/gds-bookings", {
    headers: { "X-Api-Key": WEB_API_KEY, "Idempotency-Key": crypto.randomUUID() },
    data: {
      bookingId: gdsId,
      customerName: `${XSS} ${tag}`,
      customerEmail: "xss.gds@example.pk",
      customerPhone: "+923004445566",
      totalAmount: 123456,
      currency: "PKR",
      flightDetails: {
        flightNumber: "EK-601",
        airline: IMG,
        from: SCRIPT,
        to: SVG,
        departureDate: `${day(70)}T10:00:00.000Z`,
        arrivalDate: `${day(70)}T14:00:00.000Z`,
      },
      passengers: [
        {
          title: "Mr",
          firstName: XSS,
          lastName: SVG,
          gender: "Male",
          ageType: "adult",
          nationality: IMG,
          email: "xss.passenger@example.pk",
          passport: "JK1234567",
        },
      ],
    },
  });
  expect(gdsRes.status(), await gdsRes.text()).toBe(201);

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
  // Each screen, and whether its list answers the top bar's search (then searched for this run's tag,
  // so the rows with the markup are on the page).
  const screens: [string, string, boolean][] = [
    ["/admin/dashboard", "Admin Dashboard", false],
    ["/admin/customers", "User Management", true],
    ["/admin/flights", "Flight Management", true],
    ["/admin/flights/bookings", "Customer Bookings", true],
    ["/admin/packages", "Package Management", true],
    ["/admin/packages/bookings", "Package Bookings", true],
    ["/admin/logs", "Activity Logs", true],
    ["/admin/direct-bookings", "Direct Bookings", false],
    ["/admin/direct-bookings/bookings", "Direct Flight Bookings", true],
    ["/admin/direct-bookings/analytics", "Direct Bookings Analytics", false],
    ["/admin/direct-bookings/package-bookings", "Direct Package Bookings", true],
    ["/admin/direct-bookings/gds-bookings", "GDS Bookings", true],
    ["/public-web-bookings", "Direct Flight Bookings", false],
  ];
  for (const [path, title, searches] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    if (searches) {
      await page.getByTestId("global-search").fill(tag);
      // The search is applied (the logs' goes to the server after a pause, then the list is in).
      await expect(page.getByText(`matching “${tag}”`).first()).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    }
    await nothingRan(page, path);
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
  await expect(details).toContainText(XSS, { ignoreCase: true });
  await nothingRan(page, "direct flight booking details");
  await page.keyboard.press("Escape");

  // The same screen as /public-web-bookings (the website's bookings, any signed-in user).
  await page.goto("/public-web-bookings");
  await page.getByTestId("global-search").fill(webBooking.bookingId);
  await page.getByRole("button", { name: `View booking ${webBooking.bookingId}` }).click();
  const webDetails = page.getByRole("dialog", { name: `Booking ${webBooking.bookingId}` });
  await expect(webDetails).toContainText(SVG);
  await expect(webDetails).toContainText(XSS, { ignoreCase: true });
  await expect(webDetails).toContainText(SCRIPT, { ignoreCase: true });
  await nothingRan(page, "website booking details");
  await page.keyboard.press("Escape");

  // The website package booking's details: customer, package, participants.
  await page.goto("/admin/direct-bookings/package-bookings");
  await page.getByTestId("global-search").fill(webPackageBooking.bookingId);
  await page.getByRole("button", { name: `View booking ${webPackageBooking.bookingId}` }).click();
  const pkgDetails = page.getByRole("dialog", { name: `Package Booking ${webPackageBooking.bookingId}` });
  await expect(pkgDetails).toContainText(`${XSS} ${tag}`);
  await expect(pkgDetails).toContainText(IMG, { ignoreCase: true });
  await expect(pkgDetails.getByTestId("passenger-table")).toContainText(XSS, { ignoreCase: true });
  await expect(pkgDetails.getByTestId("passenger-table")).toContainText(SVG, { ignoreCase: true });
  await nothingRan(page, "direct package booking details");
  await page.keyboard.press("Escape");

  // The GDS booking's row and details: customer, flight, passengers.
  await page.goto("/admin/direct-bookings/gds-bookings");
  await page.getByTestId("global-search").fill(gdsId);
  await expect(page.getByTestId("gds-heading")).toHaveText("Bookings (1)");
  await expect(page.locator("[data-row-key]").first()).toContainText(XSS, { ignoreCase: true });
  await page.getByRole("button", { name: `View booking ${gdsId}` }).click();
  const gdsDetails = page.getByRole("dialog", { name: `GDS Booking ${gdsId}` });
  await expect(gdsDetails).toContainText(`${XSS} ${tag}`);
  await expect(gdsDetails).toContainText(IMG, { ignoreCase: true });
  await gdsDetails.getByTestId("gds-passengers").locator("summary").click();
  await expect(gdsDetails.getByTestId("gds-passengers")).toContainText(XSS, { ignoreCase: true });
  await expect(gdsDetails.getByTestId("gds-passengers")).toContainText(SVG, { ignoreCase: true });
  await nothingRan(page, "GDS booking details");
  await page.keyboard.press("Escape");

  // The package's texts in its details, and the flight booking's printed receipt.
  await page.goto("/admin/packages");
  await page.getByTestId("global-search").fill(tag);
  await expect(page.locator("[data-row-key]").first()).toContainText(tag);
  await nothingRan(page, "packages");

  // The customer's package booking: its details show the participant's name as text.
  await page.goto("/admin/packages/bookings");
  await page.getByTestId("global-search").fill(packageBooking);
  await page
    .getByRole("button", { name: new RegExp(`^View details of booking .*${packageBooking}$`) })
    .click();
  const pbDetails = page.getByRole("dialog", { name: "Booking Details" });
  await expect(pbDetails).toContainText(XSS, { ignoreCase: true });
  await expect(pbDetails).toContainText(SCRIPT, { ignoreCase: true });
  await expect(pbDetails).toContainText(`${IMG} ${tag}`, { ignoreCase: true });
  await nothingRan(page, "package booking details");
  await page.keyboard.press("Escape");

  // The customer's flight booking: its details show the passenger's name as text.
  await page.goto("/admin/flights/bookings");
  await page.getByTestId("global-search").fill(booking.bookingId);
  await page.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
  const fbDetails = page.getByRole("dialog", { name: "Booking Details" });
  await expect(fbDetails).toContainText(XSS, { ignoreCase: true });
  await expect(fbDetails).toContainText(SVG, { ignoreCase: true });
  await nothingRan(page, "flight booking details");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: `Print booking ${booking.bookingId}` }).click();
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Print Receipt" }).click(),
  ]);
  await expect(popup.getByText("NO REFUND NO EXCHANGE")).toBeVisible();
  const receipt = await popup.content();
  // The receipt is escaped HTML: the markup is there as text, never as elements.
  expect(receipt).toContain("&lt;img src=x onerror=__x(1)&gt;");
  // The passenger's name too (upper-cased, as stored).
  expect(receipt).toContain("&lt;IMG SRC=X ONERROR=WINDOW.__XSS=1&gt;");
  expect(await popup.locator("img[src='x' i], svg[onload], script, [onerror]").count()).toBe(0);
  expect(await popup.evaluate(() => window.__xss)).toBeUndefined();
  await popup.close();
  await nothingRan(page, "receipt");
});
