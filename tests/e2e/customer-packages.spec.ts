/**
 * The customer's package screens in Chromium (issue 5, item 5): a customer books an Umrah package
 * for three (after the empty-submit messages and the 5-participant limit), sees the success dialog
 * and the booking pending under My Packages, marks it as paid; the admin, in a browser of their
 * own, approves it on Package Bookings; after a reload the customer sees it approved, the analytics
 * updated, and prints it. Then axe-core and the screenshots of both screens at 390 px and 1440 px
 * in both themes.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatRupees } from "../../src/domain/format.ts";
import { ADMIN, apiLogin, newCustomer, otherUser, screen, seriousViolations, signedIn } from "./fixtures.ts";

const CUSTOMER = "fatima@safar.pk";
type Pkg = {
  _id: string;
  name: string;
  type: string;
  status: string;
  price: number;
  departureDate: string;
  maxParticipants: number;
  currentParticipants: number;
};

test.describe.configure({ mode: "serial" });

/** '₨ 1,234,500' → 1234500. */
function rupees(text: string | null): number {
  return Number((text ?? "").replace(/[^\d.]/g, ""));
}

/** 'YYYY-MM-DD' in Karachi, `days` from today. */
function karachiDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * A new active Umrah package with ten places (its itinerary, inclusions and exclusions filled in),
 * made by the admin through the API: other tests running beside this one change, fill and delete
 * packages.
 */
async function newUmrahPackage(page: Page): Promise<Pkg> {
  const { token } = await apiLogin(page.request, ADMIN);
  const res = await page.request.post("/api/packages", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: `Family Umrah ${Date.now().toString(36).toUpperCase()}`,
      type: "umrah",
      destination: "Makkah & Madinah",
      duration: "14 days 13 nights",
      departureDate: karachiDay(35),
      returnDate: karachiDay(48),
      description: "Three-star hotels, shared transport between Makkah and Madinah.",
      price: 289000,
      maxParticipants: 10,
      itinerary: ["Fly Lahore to Jeddah, transfer to Makkah", "Umrah", "Madinah", "Fly home"],
      inclusions: ["Return air ticket", "Umrah visa", "Hotels"],
      exclusions: ["Meals"],
      status: "active",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { package: Pkg }).package;
}

async function analytics(page: Page) {
  const panel = page.getByTestId("package-analytics");
  await expect(panel.getByTestId("stat-total-bookings")).toBeVisible();
  return {
    total: Number(await panel.getByTestId("stat-total-bookings").textContent()),
    spent: rupees(await panel.getByTestId("stat-total-spent").textContent()),
    approved: Number(await panel.getByTestId("status-count-approved").textContent()),
    pending: Number(await panel.getByTestId("status-count-pending").textContent()),
    umrah: Number(await panel.getByTestId("type-count-umrah").textContent()),
  };
}

test("a customer books an Umrah package for three, the admin approves it on Package Bookings, the customer prints it", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  // The receipt prints from a pop-up: record the print instead of opening the dialog (the pop-up
  // would close after printing).
  await context.addInitScript(() => {
    window.print = () => {
      (window as unknown as { __printed: boolean }).__printed = true;
    };
  });
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  // An active Umrah package of the test's own with room for five (the limit check) and three (the
  // booking), there before the customer opens the app.
  const pkg = await newUmrahPackage(page);
  const NAME = pkg.name.toUpperCase();
  const { token } = await signedIn(page, CUSTOMER, "/customer/packages/my");
  const auth = { Authorization: `Bearer ${token}` };

  // My Packages before the booking: the analytics to compare with afterwards.
  await expect(page.getByRole("heading", { level: 1, name: "My Packages" })).toBeVisible();
  await expect(page.getByTestId("package-booking-card").first()).toBeVisible();
  const before = await analytics(page);

  // Available Packages: the Umrah chip, the card, its details.
  await page.locator("#main-content").getByRole("link", { name: "Browse Packages" }).click();
  await expect(page).toHaveURL(/\/customer\/packages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Available Packages" })).toBeVisible();
  const umrahChip = page.getByRole("button", { name: /^Umrah/ });
  await umrahChip.click();
  await expect(umrahChip).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/type=umrah/);
  const badges = page.getByTestId("package-list").getByTestId("type-badge");
  await expect(badges.first()).toBeVisible();
  expect(new Set(await badges.allTextContents())).toEqual(new Set(["Umrah"]));

  const card = page.getByTestId("package-card").filter({ has: page.getByRole("heading", { name: NAME }) });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: `Details of ${NAME}` }).click();
  const details = page.getByRole("dialog", { name: NAME });
  await expect(details.getByRole("heading", { name: "Itinerary" })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Inclusions" })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Exclusions" })).toBeVisible();
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(details).toBeHidden();

  // The participant modal: the empty-submit messages, the limit of five, then three participants.
  await card.getByRole("button", { name: "Book Now" }).click();
  const modal = page.getByRole("dialog", { name: `Book ${NAME}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("button", { name: "Remove participant 1" })).toBeDisabled();
  await modal.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(modal.getByText("First name is required")).toBeVisible();
  await expect(modal.getByText("Last name is required")).toBeVisible();
  await expect(modal.getByText("Passport number is required")).toBeVisible();
  await expect(modal.getByLabel("First name")).toBeFocused();

  const add = modal.getByRole("button", { name: "Add participant" });
  for (let i = 0; i < 4; i++) await add.click();
  await expect(modal.getByTestId("participant-block")).toHaveCount(5);
  await expect(add).toBeDisabled();
  await expect(modal.getByTestId("add-hint")).toHaveText("Maximum 5 participants allowed");
  await modal.getByRole("button", { name: "Remove participant 5" }).click();
  await modal.getByRole("button", { name: "Remove participant 4" }).click();
  await expect(modal.getByTestId("participant-block")).toHaveCount(3);
  await expect(add).toBeEnabled();

  const people = [
    ["Fatima", "Malik", "ab1234567"],
    ["Imran", "Malik", "ab7654321"],
    ["Zainab", "Malik", "cd1122334"],
  ] as const;
  for (const [i, [first, last, passport]] of people.entries()) {
    const block = modal.getByTestId("participant-block").nth(i);
    await block.getByLabel("First name").fill(first);
    await block.getByLabel("Last name").fill(last);
    await block.getByLabel("Passport number").fill(passport);
  }
  const total = pkg.price * 3;
  await expect(modal.getByTestId("booking-total")).toContainText(`Total ${formatRupees(total)}`);
  await expect(modal.getByText("First name is required")).toHaveCount(0);

  const posted = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/package-bookings",
  );
  await modal.getByRole("button", { name: "Confirm Booking" }).click();
  const request = await posted;
  expect(request.headers()["idempotency-key"]).toBeTruthy();
  expect((await request.response())?.status()).toBe(201);

  const success = page.getByRole("dialog", { name: "Booking Confirmed!" });
  await expect(success).toBeVisible();
  await expect(
    success.getByText(
      "Your booking has been submitted successfully. You will receive a confirmation email shortly.",
    ),
  ).toBeVisible();
  const bookingId = ((await success.getByTestId("booking-id").textContent()) ?? "").trim();
  expect(bookingId).toMatch(/^PK-/);
  await success.getByRole("button", { name: "Continue" }).click();
  await expect(success).toBeHidden();

  // My Packages: the booking, pending, with its countdown; Mark as Paid; print is not offered yet.
  await page.locator("#main-content").getByRole("link", { name: "My Packages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Packages" })).toBeVisible();
  const mine = page.locator(`[data-testid="package-booking-card"][data-booking-id="${bookingId}"]`);
  await expect(mine).toHaveAttribute("data-status", "pending");
  await expect(mine.getByRole("heading", { name: NAME })).toBeVisible();
  await expect(mine.getByTestId("booking-total")).toHaveText(formatRupees(total));
  await expect(mine.getByText("3 participants")).toBeVisible();
  await expect(mine.getByTestId("expiry-countdown")).toHaveAttribute("data-colour", "green");
  await expect(mine.getByTestId("countdown-time")).toHaveText(/^1h 5\dm \d\ds$/);
  await expect(mine.getByTestId("print-booking")).toBeDisabled();
  const pending = await analytics(page);
  expect(pending.total).toBe(before.total + 1);
  expect(pending.pending).toBe(before.pending + 1);
  expect(pending.umrah).toBe(before.umrah + 1);
  expect(pending.spent).toBe(before.spent);

  await mine.getByRole("button", { name: "Mark as Paid" }).click();
  const pay = page.getByRole("dialog", { name: "Mark as Paid" });
  await pay.getByRole("button", { name: "Submit payment" }).click();
  await expect(pay.getByText("Choose a payment method")).toBeVisible();
  await pay.getByLabel("JazzCash").check();
  await pay.getByLabel("Payment reference").fill("JC-99887766");
  await pay.getByRole("button", { name: "Submit payment" }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText("Payment submitted — awaiting verification")).toBeVisible();
  await expect(mine.getByTestId("payment-claimed")).toContainText("JazzCash (JC-99887766)");
  await expect(mine.getByTestId("payment-check-text")).toHaveText(
    "Payment recorded: waiting for the agency's check",
  );
  await expect(mine.getByTestId("expiry-countdown")).toHaveCount(0);
  await expect(mine).toHaveAttribute("data-status", "pending");

  await mine.getByRole("button", { name: `Details of booking ${bookingId}` }).click();
  const bookingDetails = page.getByRole("dialog", { name: NAME });
  await expect(bookingDetails.getByRole("cell", { name: "ZAINAB MALIK" })).toBeVisible();
  await expect(bookingDetails.getByRole("cell", { name: "CD1122334" })).toBeVisible();
  await bookingDetails.getByRole("button", { name: "Close", exact: true }).click();

  // What the modal sent, as the server stored it.
  const own = (await (await page.request.get("/api/package-bookings/me", { headers: auth })).json()) as {
    _id: string;
    bookingId: string;
    packageDetails: { name: string };
    passengers: unknown[];
    totalAmount: number;
  }[];
  const row = own.find((b) => b.bookingId === bookingId);
  expect(row?.packageDetails.name).toBe(pkg.name);
  expect(row?.totalAmount).toBe(total);
  // What the modal sent, as stored: { name: 'FIRST LAST', passport, firstName, lastName }, upper-cased.
  expect(row?.passengers).toEqual([
    { name: "FATIMA MALIK", passport: "AB1234567", firstName: "FATIMA", lastName: "MALIK" },
    { name: "IMRAN MALIK", passport: "AB7654321", firstName: "IMRAN", lastName: "MALIK" },
    { name: "ZAINAB MALIK", passport: "CD1122334", firstName: "ZAINAB", lastName: "MALIK" },
  ]);

  // The admin, in a browser of their own, finds the booking on Package Bookings with the claim and
  // approves it.
  const admin = await otherUser(browser, ADMIN, "/admin/packages/bookings");
  await expect(admin.getByRole("heading", { level: 1, name: "Package Bookings" })).toBeVisible();
  await admin.getByRole("searchbox", { name: "Search" }).fill(bookingId);
  const adminCard = admin.getByTestId("package-booking-card");
  await expect(adminCard).toHaveCount(1);
  await expect(adminCard).toHaveAttribute("data-status", "pending");
  await expect(adminCard).toContainText(NAME);
  await expect(adminCard).toContainText("Fatima Malik");
  await expect(adminCard).toContainText("Payment claimed · JazzCash · JC-99887766");
  await adminCard.getByRole("button", { name: /^Approve booking/ }).click();
  await expect(
    admin.getByTestId("toast").filter({ hasText: "Package booking approved successfully!" }),
  ).toBeVisible();
  await expect(adminCard).toHaveAttribute("data-status", "approved");
  await admin.context().close();

  // Back at the customer's screen, after a reload: approved, the analytics updated, and print opens the receipt.
  await page.reload();
  await expect(mine).toHaveAttribute("data-status", "approved");
  await expect(mine.getByTestId("booking-status")).toHaveText("Approved");
  await expect(mine.getByTestId("expiry-countdown")).toHaveCount(0);
  const after = await analytics(page);
  expect(after.approved).toBe(before.approved + 1);
  expect(after.spent).toBe(before.spent + total);
  expect(after.total).toBe(before.total + 1);
  expect(after.pending).toBe(before.pending);

  // Its details keep the payment reference too.
  await mine.getByRole("button", { name: `Details of booking ${bookingId}` }).click();
  const approvedDetails = page.getByRole("dialog", { name: NAME });
  await expect(approvedDetails.getByTestId("payment-reference")).toHaveText("JC-99887766");
  await approvedDetails.getByRole("button", { name: "Close", exact: true }).click();

  const print = mine.getByTestId("print-booking");
  await expect(print).toBeEnabled();
  const popupEvent = page.waitForEvent("popup");
  await print.click();
  const popup = await popupEvent;
  await expect(popup.locator("body")).toContainText("Booking Receipt");
  await expect(popup.locator("body")).toContainText(bookingId);
  await expect(popup.locator("body")).toContainText("ZAINAB MALIK");
  await expect(popup.locator("body")).toContainText(new RegExp(pkg.name, "i"));
  // The payment recorded before the approval is on the approved booking's receipt.
  await expect(popup.locator("body")).toContainText("JC-99887766");
  // The receipt went to the printer (the stub recorded it).
  await expect
    .poll(() => popup.evaluate(() => (window as unknown as { __printed?: boolean }).__printed === true))
    .toBe(true);
  await popup.close();
  expect(alerts).toEqual([]);
});

for (const theme of ["light", "dark"] as const) {
  test(`both package screens pass axe and fit 390 px and 1440 px (${theme})`, async ({ page }) => {
    // 8 axe runs over long lists: generous, since other suites may share the machine.
    test.setTimeout(300_000);
    const screens = [
      ["customer-packages", "/customer/packages", "Available Packages", "package-card"],
      ["my-packages", "/customer/packages/my", "My Packages", "package-booking-card"],
    ] as const;
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [name, path, title, item] of screens) {
        await signedIn(page, CUSTOMER, path);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.getByTestId(item).first()).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("data-theme", `safar-${theme}`);
        expect(await seriousViolations(page), `${name} ${width}px ${theme}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
        await screen(page, `${name}-${width}-${theme}`, { fullPage: true });
      }

      // The participant modal and the package details, on the way, for a customer holding no
      // places yet (each customer may hold only so many).
      await signedIn(page, await newCustomer(page.request, "axe"), "/customer/packages");
      const card = page
        .getByTestId("package-card")
        .filter({ has: page.getByRole("button", { name: "Book Now" }) })
        // Room for a second participant (the suite's bookings use up places).
        .filter({ hasNotText: /(^|\D)1 of \d+ places? left/ })
        .first();
      await card.getByRole("button", { name: "Book Now" }).click();
      const modal = page.getByRole("dialog", { name: /^Book / });
      await modal.getByRole("button", { name: "Add participant" }).click();
      await modal.getByRole("button", { name: "Confirm Booking" }).click();
      await expect(modal.getByText("First name is required").first()).toBeVisible();
      expect(await seriousViolations(page), `booking modal ${width}px ${theme}`).toEqual([]);
      await screen(page, `customer-packages-booking-${width}-${theme}`);
      await modal.getByRole("button", { name: "Cancel", exact: true }).click();
      await card.getByRole("button", { name: /^Details/ }).click();
      const details = page.getByRole("dialog").last();
      await expect(details.getByRole("heading", { name: "Itinerary" })).toBeVisible();
      expect(await seriousViolations(page), `details modal ${width}px ${theme}`).toEqual([]);
      await screen(page, `customer-packages-details-${width}-${theme}`);
    }
  });
}

test("a customer cancels their own pending package booking from My Packages: asked first, the places back at once", async ({
  page,
}) => {
  const pkg = await newUmrahPackage(page);
  const email = await newCustomer(page.request, "cancel-own");
  const { token } = await apiLogin(page.request, email);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await page.request.post("/api/package-bookings", {
    headers: { ...auth, "Idempotency-Key": `e2e-${Date.now()}-${Math.random()}` },
    data: {
      packageId: pkg._id,
      passengers: [
        { name: "E2E OWN ONE", passport: "EO1234567" },
        { name: "E2E OWN TWO", passport: "EO7654321" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { booking: { bookingId: string } }).booking;
  await signedIn(page, email, "/customer/packages/my");
  const card = page.locator(`[data-testid="package-booking-card"][data-booking-id="${booking.bookingId}"]`);
  await expect(card).toHaveAttribute("data-status", "pending");

  // Asked first, with the agency screens' confirmation; 'Keep Booking' leaves it pending.
  await card.getByRole("button", { name: `Cancel Booking ${booking.bookingId}` }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel Booking" });
  await expect(confirm).toContainText(`Cancel booking ${booking.bookingId}? Its 2 places are released`);
  await confirm.getByRole("button", { name: "Keep Booking" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveAttribute("data-status", "pending");

  await card.getByRole("button", { name: `Cancel Booking ${booking.bookingId}` }).click();
  await confirm.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(page.getByText("Cancelled Successfully!")).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "cancelled");
  await expect(card.getByRole("button", { name: /^Cancel Booking/ })).toHaveCount(0);
  const list = await page.request.get("/api/packages", { headers: auth });
  const listed = (await list.json()) as { _id: string; currentParticipants: number }[];
  expect(listed.find((p) => p._id === pkg._id)?.currentParticipants).toBe(0);
});
