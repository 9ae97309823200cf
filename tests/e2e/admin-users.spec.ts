/**
 * User Management and Activity Logs in real Chromium: create, approve, block (and find the log row,
 * its details and the CSV export), edit, change password, delete, pagination, accessibility, and
 * screenshots at 390 px and 1440 px in both themes.
 *
 * Run side by side with other suites: E2E_PORT=4800 E2E_DIST=/tmp/dist-users npx playwright test tests/e2e/admin-users.spec.ts
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, apiLogin, screen, seriousViolations, signedIn, uniqueEmail } from "./fixtures.ts";

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** The users list, narrowed to one email by the top bar's search; returns that user's row or card. */
async function findUser(page: Page, email: string) {
  await page.getByTestId("global-search").fill(email);
  const row = page.locator("[data-row-key]").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** A throwaway customer made through the API (so a test may change or delete it freely). */
async function apiCustomer(page: Page, name: string) {
  const { token } = await apiLogin(page.request, ADMIN);
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, "."));
  const res = await page.request.post("/api/customers", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, password: "Temp@2026x", role: "customer" },
  });
  expect(res.status()).toBe(201);
  return email;
}

test.describe("User Management", () => {
  test("creates a customer through the Create User modal", async ({ page }) => {
    await signedIn(page, ADMIN, "/admin/customers");
    await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
    await expect(page.locator("[data-row-key]").first()).toBeVisible();

    const email = uniqueEmail("sana");
    await page.getByRole("button", { name: "Create User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create User" });
    await expect(dialog.getByRole("group", { name: "Required Information" })).toBeVisible();
    await expect(dialog.getByRole("group", { name: /Additional Information/ })).toBeVisible();
    await expect(dialog.getByLabel("Role")).toHaveValue("customer");

    // The rules speak first: nothing is sent while fields fail.
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await dialog.getByLabel("Full name").fill("Sana Javed");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel(/^Password/).fill("short");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("Password must be at least 8 characters", { exact: true })).toBeVisible();
    await dialog.getByLabel(/^Password/).fill("Sana@2026!");
    await dialog.getByLabel("City").fill("Lahore");
    await dialog.getByLabel("Country").selectOption("Pakistan");
    await dialog.getByRole("button", { name: "Create User" }).click();

    await expect(toast(page, "Customer created successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = await findUser(page, email);
    await expect(row).toContainText("Sana Javed");
    await expect(row.locator("[data-status]")).toHaveText("Active");

    // The same email again: the server's message, under the field and in the toast.
    await page.getByRole("button", { name: "Create User" }).click();
    await dialog.getByLabel("Full name").fill("Sana Again");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel(/^Password/).fill("Sana@2026!");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page, "An account with this email already exists")).toBeVisible();
    await expect(toast(page, "An account with this email already exists")).toContainText("Error!");
    await expect(dialog).toBeVisible();
  });

  test("approves the pending user", async ({ page }) => {
    await signedIn(page, ADMIN, "/admin/customers");
    const row = await findUser(page, "pending@safar.pk");
    await expect(row.locator("[data-status]")).toHaveText("Pending");
    await row.getByRole("button", { name: /^Approve / }).click();
    await expect(toast(page, "Customer approved successfully!")).toBeVisible();
    await expect(row.locator("[data-status]")).toHaveText("Active");
    await expect(row.getByRole("button", { name: /^Approve / })).toHaveCount(0);
    // The blocked demo user stays Blocked whatever their approval.
    const blocked = await findUser(page, "blocked@safar.pk");
    await expect(blocked.locator("[data-status]")).toHaveText("Blocked");
  });

  test("views, edits and sets the password of a user; then deletes them", async ({ page }) => {
    const email = await apiCustomer(page, "Omar Farooq");
    await signedIn(page, ADMIN, "/admin/customers");
    const row = await findUser(page, email);
    await row.getByRole("button", { name: /^View / }).click();

    const details = page.getByRole("dialog", { name: "Customer Details" });
    await expect(details).toContainText(email);
    await details.getByRole("button", { name: "Edit Profile" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Customer Profile" });
    await expect(edit.getByLabel("Full name")).toHaveValue("Omar Farooq");
    await edit.getByLabel("Full name").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByText("Name is required")).toBeVisible();
    await edit.getByLabel("Full name").fill("Omar Farooq Khan");
    await edit.getByLabel("Company / Business").fill("Khan Travels");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Customer updated successfully!")).toBeVisible();
    // Back to the details, showing the saved values.
    await expect(details).toContainText("Omar Farooq Khan");
    await expect(details).toContainText("Khan Travels");

    await details.getByRole("button", { name: "Change Password" }).click();
    const pwd = page.getByRole("dialog", { name: "Change Password" });
    await pwd.getByLabel("New password", { exact: true }).fill("Omar@2026new");
    await pwd.getByLabel("Confirm new password").fill("Omar@2026neW");
    await pwd.getByRole("button", { name: "Change Password" }).click();
    await expect(pwd.getByText("Passwords do not match")).toBeVisible();
    await pwd.getByLabel("Confirm new password").fill("Omar@2026new");
    await pwd.getByRole("button", { name: "Change Password" }).click();
    await expect(toast(page, "Password changed successfully!")).toBeVisible();
    await details.getByRole("button", { name: "Close", exact: true }).click();
    await expect(details).toBeHidden();
    // The new password works.
    await apiLogin(page.request, email, "Omar@2026new");

    await row.getByRole("button", { name: /^Delete / }).click();
    const confirm = page.getByRole("dialog", { name: "Delete User" });
    await expect(confirm).toContainText("bookings are deleted too");
    await confirm.getByTestId("confirm-ok").click();
    await expect(toast(page, "Customer deleted successfully!")).toBeVisible();
    await expect(page.getByText("No users match your search")).toBeVisible();
    await expect(page.getByText("Try a different search term")).toBeVisible();
  });

  test("the admin cannot block or delete their own account", async ({ page }) => {
    await signedIn(page, ADMIN, "/admin/customers");
    const row = await findUser(page, ADMIN);
    await expect(row.getByRole("button", { name: /^Block / })).toBeDisabled();
    await expect(row.getByRole("button", { name: "You cannot delete your own account" })).toBeDisabled();
  });
});

test("blocks a customer, finds the log row by action, opens its details and exports the CSV", async ({
  page,
}) => {
  await signedIn(page, ADMIN, "/admin/customers");
  const row = await findUser(page, "bilal@safar.pk");
  await expect(row.locator("[data-status]")).toHaveText("Active");
  await row.getByRole("button", { name: "Block Bilal Ahmed" }).click();
  const confirm = page.getByRole("dialog", { name: "Block User" });
  await expect(confirm).toContainText("Bilal Ahmed");
  await confirm.getByTestId("confirm-ok").click();
  await expect(toast(page, "Customer blocked successfully!")).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("Blocked");

  // Activity Logs: filter Action 'Block User' (sent to the server) and find the row naming Bilal.
  await page.getByRole("link", { name: "Activity Logs" }).first().click();
  await expect(page.getByRole("heading", { name: "Activity Logs", level: 1 })).toBeVisible();
  await expect(page.getByTestId("stat-Total Logs")).toHaveText(/^[\d,]+$/);
  const logsCall = page.waitForRequest(
    (r) => r.url().includes("/api/logs?") && r.url().includes("action=block_user"),
  );
  await page.getByLabel("Action").selectOption({ label: "Block User" });
  const sent = new URL((await logsCall).url());
  expect(sent.searchParams.get("limit")).toBe("20");
  expect(sent.searchParams.get("page")).toBe("1");
  expect([...sent.searchParams.keys()].sort()).toEqual(["action", "limit", "page"]);
  await expect(page).toHaveURL(/action=block_user/);

  const logRow = page.locator("[data-log-id]").filter({ hasText: "Blocked Bilal Ahmed" }).first();
  await expect(logRow).toBeVisible();
  await expect(logRow).toContainText("Block User");
  await expect(logRow).toContainText("Safar Admin");
  await expect(page.locator("[data-log-id]").first()).toHaveAttribute("data-action", "block_user");

  await logRow.getByRole("button", { name: /^View log/ }).click();
  const details = page.getByRole("dialog", { name: "Log Details" });
  await expect(details).toContainText("bilal@safar.pk");
  const changes = details.getByTestId("metadata-changes");
  await expect(changes).toContainText("Is blocked");
  await expect(changes.getByRole("row", { name: /Is blocked/ })).toContainText(/No\s*Yes/);
  await details.getByRole("button", { name: "Close dialog" }).click();

  // Export: the filtered logs as activity_logs_<date>.csv.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity_logs_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain("Action");
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes("block_user"))).toBe(true);
  expect(csv).toContain("bilal@safar.pk");

  // Unblock again from User Management.
  await page.goto("/admin/customers");
  const again = await findUser(page, "bilal@safar.pk");
  await again.getByRole("button", { name: "Unblock Bilal Ahmed" }).click();
  await page.getByRole("dialog", { name: "Unblock User" }).getByTestId("confirm-ok").click();
  await expect(toast(page, "Customer unblocked successfully!")).toBeVisible();
  await expect(again.locator("[data-status]")).toHaveText("Active");
});

test("logs: pagination, search and the no-match state", async ({ page }) => {
  await signedIn(page, ADMIN, "/admin/logs");
  const label = page.getByTestId("page-label");
  await expect(label).toHaveText(/^Page 1 of \d+$/);
  const total = Number((await label.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(1);
  await expect(page.locator("[data-log-id]")).toHaveCount(20);
  // The log is the whole agency's: tests running beside this one add rows, so the number of pages
  // may grow while this test runs (never shrink).
  const onPage = (n: number) =>
    expect
      .poll(async () => {
        const m = (await label.textContent())?.match(/^Page (\d+) of (\d+)$/);
        return Boolean(m && Number(m[1]) === n && Number(m[2]) >= total);
      })
      .toBe(true);
  await page.getByRole("button", { name: "Next" }).click();
  await onPage(2);
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("button", { name: "Previous" }).click();
  await onPage(1);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  // The top bar's search goes to the server too.
  const searched = page.waitForRequest(
    (r) => r.url().includes("/api/logs?") && r.url().includes("search=zz-nothing"),
  );
  await page.getByTestId("global-search").fill("zz-nothing-matches-this");
  await searched;
  await expect(page.getByText("No logs match your search")).toBeVisible();
  await expect(page.getByTestId("pagination")).toHaveCount(0);

  // By time → custom dates; Clear Filters brings the list back.
  await page.getByTestId("global-search").fill("");
  await page.getByLabel("By time").selectOption("today");
  await expect(page).toHaveURL(/time=today/);
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await onPage(1);
});

test("logs keep the last page and say so when the connection is down", async ({ page, context }) => {
  await signedIn(page, ADMIN, "/admin/logs");
  await expect(page.locator("[data-log-id]").first()).toBeVisible();
  const first = await page.locator("[data-log-id]").first().getAttribute("data-log-id");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Refresh" }).click();
  const note = page.getByTestId("logs-offline");
  await expect(note).toContainText("You are offline");
  await expect(note).toContainText("Showing the logs loaded at");
  await expect(page.locator(`[data-log-id="${first}"]`)).toBeVisible();
  await context.setOffline(false);
  await expect(note).toBeHidden();
});

for (const theme of ["light", "dark"] as const) {
  test(`no serious accessibility problems on both screens (${theme})`, async ({ page }) => {
    // Four whole-page axe runs, two of them on Activity Logs' hundred rows: 3-4 s each on a quiet
    // machine, up to 14 s each on a busy one (measured), past the default 60 s for the four.
    test.setTimeout(120_000);
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await signedIn(page, ADMIN, "/admin/customers");
    await expect(page.locator("[data-row-key]").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create User" }).click();
    await expect(page.getByRole("dialog", { name: "Create User" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/admin/logs");
    await expect(page.locator("[data-log-id]").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator("[data-log-id]")
      .first()
      .getByRole("button", { name: /^View log/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Log Details" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const width of [390, 1440]) {
  for (const theme of ["light", "dark"] as const) {
    test(`nothing overflows at ${width} px (${theme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await signedIn(page, ADMIN, "/admin/customers");
      await expect(page.locator("[data-row-key]").first()).toBeVisible();
      // Pages whole; dialogs as the viewport shows them (a full-page capture stretches the fixed backdrop).
      const shot = async (name: string, fullPage = true) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
        const dialogOverflow = await page.evaluate(() =>
          [...document.querySelectorAll("[data-testid='modal-body']")].some(
            (b) => b.scrollWidth > b.clientWidth,
          ),
        );
        expect(dialogOverflow, `${name} at ${width}px: a dialog scrolls sideways`).toBe(false);
        await screen(page, `${name}-${width}-${theme}`, { fullPage });
      };
      const scrollDialog = () =>
        page.evaluate(() => {
          const body = document.querySelector("[data-testid='modal-body']");
          if (body) body.scrollTop = body.scrollHeight;
        });
      await shot("admin-users");
      await page.getByRole("button", { name: "Create User" }).click();
      await expect(page.getByRole("dialog", { name: "Create User" })).toBeVisible();
      await shot("admin-users-create", false);
      await scrollDialog();
      await shot("admin-users-create-end", false);
      await page.keyboard.press("Escape");
      const row = await findUser(page, "fatima@safar.pk");
      await row.getByRole("button", { name: /^View / }).click();
      await expect(page.getByRole("dialog", { name: "Customer Details" })).toBeVisible();
      await shot("admin-users-details", false);
      await page.keyboard.press("Escape");

      await page.goto("/admin/logs");
      await expect(page.locator("[data-log-id]").first()).toBeVisible();
      await expect(page.getByTestId("stat-Total Logs")).toHaveText(/^[\d,]+$/);
      await shot("admin-logs");
      // A log with before/after values (the block test's), else the newest one.
      await page.getByLabel("Action").selectOption("block_user");
      await expect(
        page.locator('[data-log-id][data-action="block_user"], [data-testid="logs-empty"]').first(),
      ).toBeVisible();
      if (await page.getByTestId("logs-empty").isVisible()) await page.getByLabel("Action").selectOption("");
      await page
        .locator("[data-log-id]")
        .first()
        .getByRole("button", { name: /^View log/ })
        .click();
      await expect(page.getByRole("dialog", { name: "Log Details" })).toBeVisible();
      await shot("admin-logs-details", false);
      await scrollDialog();
      await shot("admin-logs-details-end", false);
      await page.keyboard.press("Escape");
    });
  }
}
