/**
 * The admin package screens end to end: Package Management (create, edit, delete through the
 * modal; CSV import with a bad row; CSV export), Package Bookings (approve a pending booking a
 * customer just made; cancel one and delete it, each after its confirmation), accessibility, and
 * screenshots at 390 px and 1440 px in both themes.
 */
import { expect, type Page, test } from "@playwright/test";
import { type ApiPackage, pendingPackageBooking } from "./booking-helpers.ts";
import { ADMIN, apiLogin, screen, seriousViolations, signedIn } from "./fixtures.ts";

// An agency desktop: wide enough for the full table (the list is ≥ 1024 px wide).
test.use({ viewport: { width: 1440, height: 900 } });
const CUSTOMER_BILAL = "bilal@safar.pk";

function plusDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function openPackages(page: Page) {
  await signedIn(page, ADMIN, "/admin/packages");
  await expect(page.getByRole("heading", { level: 1, name: "Package Management" })).toBeVisible();
  // The list has come from the server (the seeded packages are there).
  await expect(page.getByTestId("data-list-table").locator("tbody tr").first()).toBeVisible();
}

function toast(page: Page, text: string) {
  return page.getByTestId("toast").filter({ hasText: text });
}

test("create, edit and delete a package through the modal", async ({ page }) => {
  await openPackages(page);
  const name = `E2E Winter Umrah ${Date.now().toString(36)}`;

  await page.getByTestId("create-package").click();
  const dialog = page.getByRole("dialog", { name: "Create New Package" });
  await expect(dialog).toBeVisible();

  // The shared rule's messages, before anything is sent.
  await dialog.getByTestId("package-save").click();
  await expect(dialog.getByText("Package name is required")).toBeVisible();

  await dialog.getByLabel("Package name").fill(name);
  // Closing with unsaved changes asks first.
  await page.keyboard.press("Escape");
  const discard = page.getByRole("dialog", { name: "Discard changes?" });
  await expect(discard).toBeVisible();
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel("Package name")).toHaveValue(name);
  await dialog.getByLabel("Type").selectOption("umrah");
  await dialog.getByLabel("Destination").fill("Makkah & Madinah");
  await dialog.getByLabel("Duration").fill("10 days 9 nights");
  await dialog.getByLabel("Departure date").fill(plusDays(40));
  await dialog.getByLabel("Return date").fill(plusDays(49));
  await dialog.getByLabel("Price per person (₨)").fill("325000.50");
  await dialog.getByLabel("Max participants").fill("30");
  await dialog.getByLabel("Description").fill("Four-star hotels within walking distance of the Haram.");
  await dialog.getByLabel("New day").fill("Arrive in Jeddah, transfer to Makkah");
  await dialog.getByLabel("New day").press("Enter");
  await dialog.getByLabel("New inclusion").fill("Return air ticket");
  await dialog.getByLabel("New inclusion").press("Enter");
  await expect(dialog.getByRole("textbox", { name: "Day 1", exact: true })).toHaveValue(
    "Arrive in Jeddah, transfer to Makkah",
  );
  await dialog.getByTestId("package-save").click();

  await expect(toast(page, "Package created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.locator("tbody tr", { hasText: name.toUpperCase() });
  await expect(row).toBeVisible();
  await expect(row).toContainText("₨ 325,000.50");
  await expect(row).toContainText("0/30");
  await expect(row).toContainText("30 available");

  // Edit: the form is filled from the package; the update sends its version.
  await row.getByRole("button", { name: `Edit package ${name.toUpperCase()}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Package" });
  await expect(edit.getByLabel("Package name")).toHaveValue(name);
  await expect(edit.getByRole("textbox", { name: "Day 1", exact: true })).toHaveValue(
    "Arrive in Jeddah, transfer to Makkah",
  );
  await edit.getByLabel("Price per person (₨)").fill("299999");
  await edit.getByLabel("Status").selectOption("sold");
  await edit.getByTestId("package-save").click();
  await expect(toast(page, "Package updated successfully!")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("₨ 299,999");
  await expect(row).toContainText("sold");

  // Delete, after the 'Delete Package' confirmation.
  await row.getByRole("button", { name: `Delete package ${name.toUpperCase()}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Package" });
  await expect(confirm).toContainText(name.toUpperCase());
  await confirm.getByTestId("confirm-ok").click();
  await expect(toast(page, "Package deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("sorting: newest first by default, a newly chosen column sorts descending", async ({ page }) => {
  await openPackages(page);
  const table = page.getByTestId("data-list-table");
  const price = table.getByRole("columnheader", { name: "Price" });
  await expect(price).not.toHaveAttribute("aria-sort");
  await price.getByRole("button").click();
  await expect(price).toHaveAttribute("aria-sort", "descending");
  await price.getByRole("button").click();
  await expect(price).toHaveAttribute("aria-sort", "ascending");
  const name = table.getByRole("columnheader", { name: "Name" });
  await name.getByRole("button").click();
  await expect(name).toHaveAttribute("aria-sort", "descending");

  // The filters and the count wording.
  await page.getByLabel("Type", { exact: true }).selectOption("tour");
  await expect(page.getByTestId("package-count")).toHaveText(/^Showing \d+ of \d+ packages$/);
  await page.getByLabel("Search", { exact: true }).fill("zzz-no-such-package");
  await expect(page.getByTestId("package-count")).toHaveText(
    "Found 0 package(s) matching “zzz-no-such-package”",
  );
  await expect(page.getByTestId("data-list-no-match")).toBeVisible();
});

test("import a CSV with one bad row: one 'Row N' error, the good rows imported", async ({ page }) => {
  await openPackages(page);
  const tag = Date.now().toString(36).toUpperCase();
  const csv = [
    "Name,Type,Destination,Duration,Departure Date,Return Date,Price,Max Participants,Description,Status,Inclusions",
    `Import Umrah ${tag},umrah,Makkah,7 days 6 nights,${plusDays(60)},${plusDays(66)},250000,25,"Economy, close to the Haram",active,"Visa|Hotel"`,
    `Import Tour ${tag},tour,Istanbul,5 days 4 nights,${plusDays(70)},${plusDays(74)},180000.75,20,Bosphorus and old city,,`,
    `Broken ${tag},tour,Baku,4 days,${plusDays(80)},${plusDays(83)},-5,10,Negative price,active,`,
  ].join("\r\n");

  await page.getByTestId("import-packages").click();
  const dialog = page.getByRole("dialog", { name: "Import Packages from CSV" });
  const importButton = dialog.getByTestId("import-submit");
  await expect(importButton).toBeDisabled();

  // Not a .csv file: refused, still disabled.
  await dialog.getByTestId("import-file").setInputFiles({
    name: "packages.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByText("Please choose a .csv file")).toBeVisible();
  await expect(importButton).toBeDisabled();

  await dialog.getByTestId("import-file").setInputFiles({
    name: "packages.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByTestId("import-preview")).toContainText("3 rows found");
  await expect(dialog.getByTestId("import-preview")).toContainText("2 ready to import");
  await expect(importButton).toBeEnabled();
  await importButton.click();

  const results = dialog.getByTestId("import-results");
  await expect(results).toBeVisible();
  await expect(dialog.getByTestId("import-count-total")).toContainText("3");
  await expect(dialog.getByTestId("import-count-success")).toContainText("2");
  await expect(dialog.getByTestId("import-count-errors")).toContainText("1");
  await expect(results.getByTestId("import-error-list")).toHaveCount(1);
  const errors = results.getByTestId("import-error");
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toHaveText("Row 4: Price must be positive");
  await expect(toast(page, "2 package(s) imported successfully!")).toBeVisible();
  await screen(page, "admin-packages-import-1440-light");

  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Search", { exact: true }).fill(tag);
  await expect(page.getByTestId("package-count")).toHaveText(`Found 2 package(s) matching “${tag}”`);
  await expect(page.locator("tbody tr", { hasText: `IMPORT TOUR ${tag}` })).toContainText("₨ 180,000.75");
});

test("Export CSV downloads packages_export_<date>.csv", async ({ page }) => {
  await openPackages(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-packages").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^packages_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(path, "utf8");
  expect(text.split(/\r?\n/)[0]).toContain("Name,Type,Destination,Duration,Departure Date,Return Date,Price");
});

test("approve a customer's pending package booking", async ({ page }) => {
  // The customer books an active package with room, through the API.
  const bilal = await apiLogin(page.request, CUSTOMER_BILAL);
  const auth = { authorization: `Bearer ${bilal.token}` };
  const list = await page.request.get("/api/packages", { headers: auth });
  const packages = (await list.json()) as ApiPackage[];
  const open = packages.find(
    (p) =>
      p.status === "active" &&
      p.maxParticipants - p.currentParticipants >= 2 &&
      p.departureDate > plusDays(3),
  );
  expect(open, "an active package with room").toBeTruthy();
  const created = await page.request.post("/api/package-bookings", {
    headers: { ...auth, "Idempotency-Key": `e2e-${Date.now()}-${Math.random()}` },
    data: {
      packageId: open!._id,
      passengers: [
        { name: "E2E PASSENGER ONE", passport: "EA1234567" },
        { firstName: "E2E", lastName: "PASSENGER TWO", passport: "EA7654321" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking } = (await created.json()) as { booking: { _id: string; bookingId: string } };

  await signedIn(page, ADMIN, "/admin/packages/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Package Bookings" })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(booking.bookingId);
  const card = page.locator(`[data-booking-id="${booking._id}"]`);
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "pending");
  await expect(card).toContainText(open!.name.toUpperCase());
  await expect(card).toContainText("Bilal Ahmed");
  await expect(card).toContainText("bilal@safar.pk");
  await expect(card).toContainText("Expires");
  await expect(page.getByTestId("booking-count")).toHaveText(/^1 of \d+ bookings$/);

  // The details modal.
  await card.getByRole("button", { name: /^View details/ }).click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details).toContainText("Package Information");
  await expect(details).toContainText("Customer Information");
  await expect(details).toContainText("E2E PASSENGER TWO");
  await expect(details).toContainText("Booking Summary");
  await screen(page, "admin-package-booking-details-1440-light");
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(details).toBeHidden();

  await card.getByRole("button", { name: /^Approve booking/ }).click();
  await expect(toast(page, "Package booking approved successfully!")).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "approved");
  await expect(card).toContainText("Approved");
  await expect(card).not.toContainText("Expires");
  await expect(card.getByRole("button", { name: /^Approve booking/ })).toHaveCount(0);
});

test("cancel a pending package booking, then delete it, each after its confirmation", async ({ page }) => {
  const { booking, pkg, email } = await pendingPackageBooking(page.request);
  const NAME = pkg.name.toUpperCase();

  await signedIn(page, ADMIN, "/admin/packages/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Package Bookings" })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(booking.bookingId);
  const card = page.locator(`[data-booking-id="${booking._id}"]`);
  await expect(card).toHaveAttribute("data-status", "pending");
  await expect(card).toContainText(email);

  // Cancel asks first; 'Keep Booking' leaves it pending.
  await card.getByRole("button", { name: /^Cancel booking/ }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel Booking" });
  await expect(cancel).toContainText(
    `Cancel booking ${booking.bookingId} for ${NAME}? Its 2 places are released and the booking cannot be approved afterwards.`,
    { ignoreCase: true },
  );
  await cancel.getByRole("button", { name: "Keep Booking" }).click();
  await expect(cancel).toBeHidden();
  await expect(card).toHaveAttribute("data-status", "pending");

  await card.getByRole("button", { name: /^Cancel booking/ }).click();
  await cancel.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(toast(page, "Package booking cancelled successfully!")).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(card).toHaveAttribute("data-status", "cancelled");
  await expect(card).toContainText("Cancelled");
  await expect(card).not.toContainText("Expires");
  await expect(card.getByRole("button", { name: /^Approve booking/ })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Cancel booking/ })).toHaveCount(0);

  // Delete asks first too; 'Cancel' keeps it, 'Delete' removes it.
  await card.getByRole("button", { name: /^Delete booking/ }).click();
  const remove = page.getByRole("dialog", { name: "Delete Package Booking" });
  await expect(remove).toContainText(
    "Are you sure you want to delete this package booking? This action cannot be undone.",
  );
  await remove.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(remove).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: /^Delete booking/ }).click();
  await remove.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, "Package booking deleted successfully!")).toBeVisible();
  await expect(remove).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText("No bookings match your current filters.")).toBeVisible();

  // The server has neither: the customer's own list no longer holds it.
  const { token } = await apiLogin(page.request, email);
  const mine = (await (
    await page.request.get("/api/package-bookings/me", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { _id: string }[];
  expect(mine.map((b) => b._id)).not.toContain(booking._id);
});

test("an approved package booking offers cancel, asking first; its details keep the payment reference", async ({
  page,
}) => {
  const { booking } = await pendingPackageBooking(page.request, "TRX-APPROVED-7");
  const admin = await apiLogin(page.request, ADMIN);
  const approved = await page.request.put(`/api/package-bookings/${booking._id}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: "approved" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await signedIn(page, ADMIN, "/admin/packages/bookings");
  await page.getByLabel("Search", { exact: true }).fill(booking.bookingId);
  const card = page.locator(`[data-booking-id="${booking._id}"]`);
  await expect(card).toHaveAttribute("data-status", "approved");
  await expect(card.getByRole("button", { name: /^Approve booking/ })).toHaveCount(0);

  // The details keep the payment the customer recorded, and offer Cancel Booking.
  await card
    .getByRole("button", { name: /^View details of booking/ })
    .first()
    .click();
  const details = page.getByRole("dialog", { name: "Booking Details" });
  await expect(details.getByTestId("payment-method")).toHaveText("Bank transfer");
  await expect(details.getByTestId("payment-reference")).toHaveText("TRX-APPROVED-7");
  await expect(details.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await details.getByRole("button", { name: "Cancel Booking" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel Booking" });
  await expect(cancel).toContainText(`Cancel booking ${booking.bookingId}`);
  await cancel.getByRole("button", { name: "Keep Booking" }).click();
  await expect(cancel).toBeHidden();
  await details.getByRole("button", { name: "Close", exact: true }).last().click();

  // The card offers it too; 'Keep Booking' leaves the booking approved.
  await card
    .getByRole("button", { name: /^Cancel booking/ })
    .first()
    .click();
  await cancel.getByRole("button", { name: "Keep Booking" }).click();
  await expect(cancel).toBeHidden();
  await expect(card).toHaveAttribute("data-status", "approved");

  // Confirmed, the approved package booking is cancelled like an approved flight booking.
  await card
    .getByRole("button", { name: /^Cancel booking/ })
    .first()
    .click();
  await cancel.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(toast(page, "Package booking cancelled successfully!")).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "cancelled");
  await expect(card.getByRole("button", { name: /^Cancel booking/ })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`Package Management has no serious accessibility problems (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await openPackages(page);
    await expect(page.getByTestId("recent-bookings")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("create-package").click();
    await expect(page.getByRole("dialog", { name: "Create New Package" })).toBeVisible();
    await page.getByTestId("package-save").click();
    await expect(page.getByText("Package name is required")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`Package Bookings has no serious accessibility problems (${theme})`, async ({ page }) => {
    // One customer's bookings (every status, a payment claim): axe over all ~150 seeded cards
    // (11,000 elements) takes minutes, and the cards differ only by their data.
    test.setTimeout(120_000);
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await signedIn(page, ADMIN, "/admin/packages/bookings");
    await expect(page.getByTestId("package-booking-card").first()).toBeVisible();
    await page.getByLabel("Search", { exact: true }).fill("Tariq Mehmood");
    await expect(page.getByTestId("booking-count")).toHaveText(/^[1-9]\d? of \d+ bookings$/);
    for (const status of ["pending", "approved", "cancelled"])
      await expect(
        page.locator(`[data-testid="package-booking-card"][data-status="${status}"]`).first(),
      ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator('[data-testid="package-booking-card"][data-status="pending"]')
      .first()
      .getByRole("button", { name: /^View details/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Booking Details" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("nothing overflows at 390 px and 1440 px in both themes", async ({ page }) => {
  test.setTimeout(180_000);
  const shots: [string, string, string][] = [
    ["admin-packages", "/admin/packages", "data-list"],
    ["admin-package-bookings", "/admin/packages/bookings", "package-booking-card"],
  ];
  for (const [name, path, ready] of shots) {
    for (const width of [390, 1440]) {
      for (const theme of ["light", "dark"]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        await signedIn(page, ADMIN, path);
        await expect(page.locator("h1").first()).toBeVisible();
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await expect(page.getByTestId("data-list-loading")).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
        await screen(page, `${name}-${width}-${theme}`, { fullPage: name === "admin-packages" });
      }
    }
  }
  // The create modal on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  await signedIn(page, ADMIN, "/admin/packages/create");
  const dialog = page.getByRole("dialog", { name: "Create New Package" });
  await expect(dialog).toBeVisible();
  await screen(page, "admin-package-form-390-light");
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByTestId("package-save").click();
  await expect(dialog.getByText("Package name is required")).toBeVisible();
  await dialog.getByLabel("New day").fill("Arrive in Jeddah");
  await dialog.getByLabel("New day").press("Enter");
  await screen(page, "admin-package-form-1440-light");
});
