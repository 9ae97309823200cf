/**
 * The direct-bookings area as the desk uses it: a booking posted by the public website (X-Api-Key)
 * appears in the direct flight bookings list after a refresh and is approved (toast and badge); a
 * package booking is approved after the server answers; a GDS multi-city booking's details show
 * the price summary with the 4 % service charge, a pending one is approved, the list exports as CSV;
 * website settings saved by one admin reach another (a stale save compared field by field) and
 * show again after signing out and in, a save made offline lands once back online; a customer on /public-web-bookings is told the list is for
 * staff. Plus axe-core on every screen and screenshots at 390 px and 1440 px in both themes.
 */
import { expect, type Page, test } from "@playwright/test";
import { gdsPriceSummary } from "../../src/domain/direct.ts";
import { formatCurrency, karachiDate } from "../../src/domain/format.ts";
import {
  ADMIN,
  apiLogin,
  CUSTOMER,
  DEMO_PASSWORD,
  otherUser,
  screen,
  seriousViolations,
  settled,
  signedIn,
  uniqueEmail,
  WEB_API_KEY,
} from "./fixtures.ts";

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
}

async function postWebBooking(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post("/api/web/bookings", {
    headers: { "X-Api-Key": WEB_API_KEY, "Idempotency-Key": crypto.randomUUID() },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string; bookingId: string; status: string } }).data;
}

function flightBooking(customerName: string) {
  return {
    bookingType: "flight",
    customerName,
    customerEmail: "web.customer@example.pk",
    customerPhone: "+923001112233",
    source: "website",
    specialRequests: "Seats together please",
    flightDetails: {
      flightNumber: "PK-761",
      airline: "Pakistan International Airlines",
      departure: { city: "Karachi" },
      arrival: { city: "Jeddah" },
      departureDate: "2030-04-02",
      departureTime: "09:30",
      arrivalDate: "2030-04-02",
      arrivalTime: "12:45",
    },
    passengers: 2,
    pricePerPassenger: 85000,
    passengerDetails: [
      {
        firstName: "AHMED",
        lastName: "KHAN",
        passport: "AB1234567",
        ageType: "adult",
        nationality: "PAKISTAN",
      },
      {
        firstName: "SARA",
        lastName: "KHAN",
        passport: "CD7654321",
        ageType: "child",
        nationality: "PAKISTAN",
      },
    ],
  };
}

async function search(page: Page, term: string) {
  await page.getByTestId("global-search").fill(term);
}

test("a website booking arrives, is approved with the toast and the badge; a second one is deleted", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, ADMIN, "/admin/direct-bookings/bookings");
  await expect(page.getByRole("heading", { name: "Direct Flight Bookings", level: 1 })).toBeVisible();
  await expect(page.getByTestId("data-list-count")).toContainText(/Showing \d+ of \d+ entries/);

  // The website posts a booking while the list is open; Refresh brings it in.
  const name = unique("Web Customer");
  const booking = await postWebBooking(page, flightBooking(name));
  expect(booking.status).toBe("pending");
  await page.getByRole("button", { name: "Refresh" }).click();
  await search(page, name);
  const row = page.locator(`[data-row-key="${booking._id}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId("data-list-count")).toHaveText(/Showing 1 of \d+ entries/);
  await expect(row.locator("[data-status]")).toHaveText("pending");

  // The details modal: customer, flight, passengers, amounts, source, special requests.
  await row.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
  const details = page.getByRole("dialog", { name: `Booking ${booking.bookingId}` });
  await expect(details).toBeVisible();
  await expect(details).toContainText(name);
  await expect(details).toContainText("Karachi → Jeddah");
  await expect(details).toContainText("AHMED KHAN");
  await expect(details).toContainText("₨ 170,000");
  await expect(details).toContainText("Seats together please");
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await details.getByRole("button", { name: "Close", exact: true }).click();

  // Approve: the row changes at once, with the success toast.
  await row.getByRole("button", { name: `Approve booking ${booking.bookingId}` }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Direct booking approved successfully!" }),
  ).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("approved");
  await expect(row.getByRole("button", { name: /^Approve booking/ })).toHaveCount(0);

  // The server agrees (the list is pulled again; the status sticks after a reload too).
  const { token } = await apiLogin(page.request, ADMIN);
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/direct-bookings", {
        headers: { authorization: `Bearer ${token}` },
      });
      const list = ((await res.json()) as { data: { _id: string; status: string }[] }).data;
      return list.find((b) => b._id === booking._id)?.status;
    })
    .toBe("approved");
  await page.reload();
  await search(page, name);
  await expect(page.locator(`[data-row-key="${booking._id}"] [data-status]`)).toHaveText("approved");

  // The approved booking offers cancel, which asks first: 'Keep Booking' leaves it approved.
  await row.getByRole("button", { name: `Cancel booking ${booking.bookingId}` }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel Booking" });
  await expect(cancel).toContainText(`Cancel booking ${booking.bookingId}?`);
  await cancel.getByRole("button", { name: "Keep Booking" }).click();
  await expect(cancel).toBeHidden();
  await expect(row.locator("[data-status]")).toHaveText("approved");
  await row.getByRole("button", { name: `Cancel booking ${booking.bookingId}` }).click();
  await cancel.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Direct booking cancelled successfully!" }),
  ).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("cancelled");
  await expect(row.getByRole("button", { name: /^Cancel booking/ })).toHaveCount(0);

  // A second booking is deleted after the spec's confirmation.
  const other = await postWebBooking(page, flightBooking(unique("Delete Me")));
  await page.getByRole("button", { name: "Refresh" }).click();
  await search(page, other.bookingId);
  const otherRow = page.locator(`[data-row-key="${other._id}"]`);
  await expect(otherRow).toBeVisible();
  await otherRow.getByRole("button", { name: `Delete booking ${other.bookingId}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Booking" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete this direct booking? This action cannot be undone.",
  );
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Direct booking deleted successfully!" }),
  ).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  await expect(page.getByText("No bookings match your search")).toBeVisible();
  await expect(page.getByText("Try a different search term or clear filters")).toBeVisible();
});

test("a website package booking is approved after the server answers", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = unique("Package Customer");
  const booking = await postWebBooking(page, {
    bookingType: "package",
    customerName: name,
    customerEmail: "pkg.customer@example.pk",
    packageDetails: {
      name: "Economy Umrah 21 Days",
      destination: "Makkah",
      duration: "21 days",
      price: 250000,
    },
    passengerDetails: [
      { firstName: "USMAN", lastName: "TARIQ", passport: "EF1122334", ageType: "adult" },
      { firstName: "HIRA", lastName: "USMAN", passport: "GH5566778", ageType: "infant" },
    ],
  });
  await signedIn(page, ADMIN, "/admin/direct-bookings/package-bookings");
  await expect(page.getByRole("heading", { name: "Direct Package Bookings", level: 1 })).toBeVisible();
  await search(page, name);
  await expect(page.getByTestId("search-indicator")).toContainText(name);
  await expect(page.getByTestId("data-list-count")).toHaveText(/Showing 1 of \d+ bookings/);
  const row = page.locator(`[data-row-key="${booking._id}"]`);
  await row.getByRole("button", { name: `View booking ${booking.bookingId}` }).click();
  const details = page.getByRole("dialog", { name: `Package Booking ${booking.bookingId}` });
  await expect(details.getByTestId("passenger-table")).toContainText("HIRA");
  await expect(details.locator('[data-age="infant"]')).toHaveCount(1);
  await expect(details).toContainText("₨ 500,000");
  // Cancel asks first: 'Keep Booking' leaves it pending.
  await details.getByRole("button", { name: "Cancel Booking" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel Booking" });
  await cancel.getByRole("button", { name: "Keep Booking" }).click();
  await expect(cancel).toBeHidden();
  await expect(details.locator("[data-status]").first()).toHaveText("pending");
  await details.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Booking approved successfully!" })).toBeVisible();
  await expect(details.locator("[data-status]").first()).toHaveText("approved");
  // Approved, it still offers cancel (the one rule), asking first.
  await expect(details.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(row.locator("[data-status]")).toHaveText("approved");
  await row.getByRole("button", { name: `Cancel booking ${booking.bookingId}` }).click();
  await cancel.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Booking cancelled successfully!" }),
  ).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("cancelled");
});

type ApiGds = {
  _id: string;
  bookingId: string;
  status: string;
  isMultiCity: boolean;
  currency: string;
  totalAmount: number;
  multiCityFlights: { adultBaseFare: string; adultTaxes: string; segmentDetails: { stops: number } }[];
};

async function gdsList(page: Page): Promise<ApiGds[]> {
  const { token } = await apiLogin(page.request, ADMIN);
  const res = await page.request.get("/api/web/gds-bookings", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ApiGds[] }).data;
}

test("the GDS details of a multi-city booking show the price summary with the service charge", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const all = await gdsList(page);
  const multi = all.find((b) => b.isMultiCity && b.multiCityFlights.length >= 3);
  expect(multi, "a multi-city GDS booking in the demo data").toBeTruthy();
  const m = multi!;
  const price = gdsPriceSummary(m);
  expect(price.serviceCharge).not.toBe(0);

  await signedIn(page, ADMIN, "/admin/direct-bookings/gds-bookings");
  await expect(page.getByTestId("gds-heading")).toHaveText(`Bookings (${all.length})`);
  // Rupees and other currencies in one list, in one notation: symbol, space, digits (never 'Rs').
  const amounts = await page.getByTestId("gds-amount").allTextContents();
  expect(amounts.length).toBeGreaterThan(0);
  for (const a of amounts) expect(a).toMatch(/^(₨|US\$|AED|SAR|€|£) \d[\d,]*$/);
  expect(amounts.filter((a) => a.startsWith("₨ ")).length).toBeGreaterThan(0);
  await search(page, m.bookingId);
  await expect(page.getByTestId("gds-heading")).toHaveText("Bookings (1)");
  await page.getByRole("button", { name: `View booking ${m.bookingId}` }).click();
  const details = page.getByRole("dialog", { name: `GDS Booking ${m.bookingId}` });
  await expect(details.getByTestId("gds-multi-city")).toBeVisible();
  await expect(details.getByTestId("gds-segment")).toHaveCount(m.multiCityFlights.length);
  // Collapsible segments: the first is open; opening the second shows its aircraft and stops.
  const second = details.getByTestId("gds-segment").nth(1);
  await second.locator("summary").click();
  await expect(second).toContainText("Aircraft");
  await expect(second).toContainText(m.multiCityFlights[1]!.segmentDetails.stops === 0 ? "Direct" : "stop");
  await details.getByTestId("gds-passengers").locator("summary").click();
  const summary = details.getByTestId("price-summary");
  await expect(summary).toContainText(formatCurrency(price.baseFare, m.currency));
  await expect(summary).toContainText(formatCurrency(price.taxes, m.currency));
  await expect(details.getByTestId("service-charge")).toContainText("Service charge (4%)");
  await expect(details.getByTestId("service-charge")).toContainText(
    formatCurrency(price.serviceCharge, m.currency),
  );
  await expect(summary).toContainText(formatCurrency(m.totalAmount, m.currency));
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await details.getByRole("button", { name: "Close", exact: true }).click();

  // A pending one is approved from its row: the row changes when the server says success.
  const pending = all.find((b) => b.status === "pending");
  expect(pending).toBeTruthy();
  await search(page, pending!.bookingId);
  const row = page.locator(`[data-row-key="${pending!._id}"]`);
  await row.getByRole("button", { name: `Approve booking ${pending!.bookingId}` }).click();
  await expect(row.locator("[data-status]")).toHaveText("approved");
  // Approved, it offers cancel, which asks first: 'Keep Booking' leaves it approved.
  await row.getByRole("button", { name: `Cancel booking ${pending!.bookingId}` }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel Booking" });
  await cancel.getByRole("button", { name: "Keep Booking" }).click();
  await expect(cancel).toBeHidden();
  await expect(row.locator("[data-status]")).toHaveText("approved");

  // Export downloads the listed bookings as CSV.
  await search(page, "");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`gds_bookings_${karachiDate()}.csv`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^Booking Reference,PNR,Status,/);
  expect(lines).toHaveLength(all.length + 1);

  // Delete (after the export, which counted every booking): it asks first, and Cancel keeps it.
  const doomed = all.find((b) => b._id !== m._id && b._id !== pending!._id)!;
  await search(page, doomed.bookingId);
  const doomedRow = page.locator(`[data-row-key="${doomed._id}"]`);
  await doomedRow.getByRole("button", { name: `Delete booking ${doomed.bookingId}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Booking" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete this GDS booking? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(doomedRow).toBeVisible();

  // A refused delete: the row goes at once, then comes back with the server's reason as the one toast.
  await page.route(`**/api/web/gds-bookings/${doomed._id}`, (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' })
      : route.fallback(),
  );
  await doomedRow.getByRole("button", { name: `Delete booking ${doomed.bookingId}` }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "boom" })).toBeVisible();
  await expect(doomedRow).toBeVisible();
  await page.unroute(`**/api/web/gds-bookings/${doomed._id}`);

  // Confirmed: gone at once with the toast, and gone on the server.
  await doomedRow.getByRole("button", { name: `Delete booking ${doomed.bookingId}` }).click();
  // (the refused attempt's toast may still be up: the newest is this one's)
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Booking deleted successfully!" }).last(),
  ).toBeVisible();
  await expect(doomedRow).toHaveCount(0);
  await expect.poll(async () => (await gdsList(page)).some((b) => b._id === doomed._id)).toBe(false);
  await page.reload();
  await search(page, doomed.bookingId);
  await expect(page.getByTestId("gds-heading")).toHaveText("Bookings (0)");
});

/** A second admin of the agency, made by the demo admin: another person at another computer. */
async function secondAdmin(page: Page): Promise<string> {
  const { token } = await apiLogin(page.request, ADMIN);
  const email = uniqueEmail("second.admin");
  const res = await page.request.post("/api/customers", {
    headers: { authorization: `Bearer ${token}`, "Idempotency-Key": crypto.randomUUID() },
    data: {
      name: "Second Admin",
      email,
      password: DEMO_PASSWORD,
      role: "admin",
      mobileNumber: "+923001234567",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

test("website settings saved by one admin are the agency's: another admin's stale save is compared, both show after signing in again", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const other = await secondAdmin(page);
  await signedIn(page, ADMIN, "/admin/direct-bookings/website");
  await expect(page.getByRole("heading", { name: "Website Settings", level: 1 })).toBeVisible();
  await expect(page.getByTestId("saved-note")).toContainText("shared by every admin");
  // The second admin opens the page too, before the first one saves.
  const second = await otherUser(browser, other, "/admin/direct-bookings/website");
  await expect(second.getByLabel("Time zone")).toBeVisible();

  const url = page.getByLabel("Website URL");
  await expect(url).toHaveAttribute("type", "url");
  const deadline = page.getByLabel("Booking deadline (hours before departure)");
  await expect(deadline).toHaveAttribute("type", "number");
  const site = `https://www.safar-${Date.now().toString(36)}.example`;
  await url.fill(site);
  await page.getByLabel("Maximum passengers per booking").fill("12.5");
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByRole("switch", { name: /Maintenance mode/ }).check();
  await expect(page.getByTestId("website-status")).toContainText("Offline");
  await page.getByRole("tab", { name: "Features" }).click();
  await page.getByRole("switch", { name: /SMS notifications/ }).check();
  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(page.getByLabel("Phone")).toHaveAttribute("type", "tel");
  // A bad address is refused by the shared rule, beside its field, and nothing is sent.
  await page.getByLabel("Email").fill("desk-at-safar");
  await page.getByTestId("save-settings").click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await page.getByLabel("Email").fill("desk@safar.example");
  await page.getByTestId("save-settings").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Settings saved successfully!" })).toBeVisible();
  await expect(page.getByTestId("saved-note")).toContainText("by Safar Admin");
  // Offline, a save is kept in the outbox and says so; it lands once the connection is back.
  await page.context().setOffline(true);
  await page.getByLabel("Working hours").fill("Mon–Sat, 9:00 AM – 6:00 PM");
  await page.getByTestId("save-settings").click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "will send when you are back online" }),
  ).toBeVisible();
  await expect(page.getByTestId("queued")).toHaveText("Queued");
  await page.context().setOffline(false);
  const { token } = await apiLogin(page.request, ADMIN);
  const saved = async () =>
    (
      await (
        await page.request.get("/api/website-settings", { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).settings.contactInfo.workingHours;
  await expect.poll(saved, { timeout: 30_000 }).toBe("Mon–Sat, 9:00 AM – 6:00 PM");

  // The second admin's form is now stale: their save is refused and compared field by field.
  await second.getByLabel("Time zone").selectOption("Asia/Dubai");
  await second.getByTestId("save-settings").click();
  const conflict = second.getByTestId("settings-conflict");
  await expect(conflict).toContainText("changed by someone else");
  await expect(conflict.getByRole("row", { name: /Website URL/ })).toContainText(site);
  await expect(conflict.getByRole("row", { name: /Time zone/ })).toContainText("Asia/Dubai");
  expect(await seriousViolations(second)).toEqual([]);
  await conflict.getByRole("button", { name: "Keep my changes" }).click();
  await expect(second.getByLabel("Website URL")).toHaveValue(site);
  await second.getByTestId("save-settings").click();
  await expect(second.getByTestId("toast").filter({ hasText: "Settings saved successfully!" })).toBeVisible();
  await second.context().close();

  // The first admin signs out (nothing of the settings stays) and in again: both saves show.
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^email/i).fill(ADMIN);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto("/admin/direct-bookings/website");
  await expect(page.getByLabel("Website URL")).toHaveValue(site);
  await expect(page.getByLabel("Maximum passengers per booking")).toHaveValue("12");
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Dubai");
  await expect(page.getByTestId("saved-note")).toContainText("by Second Admin");
  await expect(page.getByRole("link", { name: /Visit Website/ })).toHaveAttribute("href", `${site}/`);
  await page.getByRole("tab", { name: "Features" }).click();
  await expect(page.getByRole("switch", { name: /SMS notifications/ })).toBeChecked();
  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(page.getByLabel("Email")).toHaveValue("desk@safar.example");
  await expect(page.getByLabel("Working hours")).toHaveValue("Mon–Sat, 9:00 AM – 6:00 PM");
});

test("a customer on /public-web-bookings is told the list is for agency staff", async ({ page }) => {
  const errors: string[] = [];
  page.on("response", (r) => {
    if (r.url().includes("/api/direct-bookings")) errors.push(`${r.status()} ${r.url()}`);
  });
  await signedIn(page, CUSTOMER, "/public-web-bookings");
  await expect(page.getByRole("heading", { name: "Direct Flight Bookings", level: 1 })).toBeVisible();
  await expect(page.getByTestId("staff-only")).toContainText("This list is for agency staff");
  await expect(page.getByRole("link", { name: "Go to My Bookings" })).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

const SCREENS: [string, string, string, string][] = [
  ["direct-overview", "/admin/direct-bookings", ADMIN, "Direct Bookings"],
  ["direct-flight-bookings", "/admin/direct-bookings/bookings", ADMIN, "Direct Flight Bookings"],
  ["direct-package-bookings", "/admin/direct-bookings/package-bookings", ADMIN, "Direct Package Bookings"],
  ["gds-bookings", "/admin/direct-bookings/gds-bookings", ADMIN, "GDS Bookings"],
  ["website-settings", "/admin/direct-bookings/website", ADMIN, "Website Settings"],
  ["public-web-bookings-customer", "/public-web-bookings", CUSTOMER, "Direct Flight Bookings"],
];

/** Opens `path` in `theme`, signing in as `who` only when the page is not signed in as them yet. */
async function openAs(
  page: Page,
  who: string,
  path: string,
  theme: "light" | "dark",
  current: { who: string | null },
) {
  if (current.who !== who) {
    await signedIn(page, who, "/login");
    current.who = who;
  }
  await page.evaluate((t) => localStorage.setItem("theme", t), theme);
  await page.goto(path);
}

for (const theme of ["light", "dark"] as const) {
  test(`the direct-bookings screens have no serious accessibility problems (${theme})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const current = { who: null as string | null };
    for (const [name, path, who, title] of SCREENS) {
      await openAs(page, who, path, theme, current);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      expect(await seriousViolations(page), name).toEqual([]);
    }
  });
}

for (const width of [390, 1440]) {
  for (const theme of ["light", "dark"] as const) {
    test(`nothing overflows at ${width} px (${theme})`, async ({ page }) => {
      test.setTimeout(150_000);
      const current = { who: null as string | null };
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [name, path, who, title] of SCREENS) {
        await openAs(page, who, path, theme, current);
        await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
        await settled(page);
        if (name === "direct-overview") await expect(page.getByTestId("count-total").first()).toBeVisible();
        await expect(page.getByText("Refreshing…")).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
        // Long lists: the top 3000 px (a 100-row list as cards is taller than an image may be).
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await screen(page, `${name}-${width}-${theme}`, {
          fullPage: true,
          clip: { x: 0, y: 0, width, height: Math.min(height, 3000) },
        });
      }
      // The GDS details of a multi-city booking, and a direct booking's details, at this width.
      const multi = (await gdsList(page)).find((b) => b.isMultiCity)!;
      await openAs(page, ADMIN, "/admin/direct-bookings/gds-bookings", theme, current);
      await search(page, multi.bookingId);
      await page.getByRole("button", { name: `View booking ${multi.bookingId}` }).click();
      await expect(page.getByTestId("price-summary")).toBeAttached();
      await screen(page, `gds-details-${width}-${theme}`);
      await openAs(page, ADMIN, "/admin/direct-bookings/bookings", theme, current);
      await expect(page.getByTestId("data-list-loading")).toHaveCount(0);
      await page
        .getByRole("button", { name: /^View booking / })
        .first()
        .click();
      await expect(page.getByTestId("direct-booking-details")).toBeVisible();
      await screen(page, `direct-booking-details-${width}-${theme}`);
    });
  }
}
