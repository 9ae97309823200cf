/**
 * Loading and failure never look like data: a dashboard whose lists fail to load shows the
 * server's message and Try Again, never zeros, and its figures once a retry has loaded them; a
 * session ended elsewhere lands on the sign-in screen saying so.
 */
import { expect, test } from "@playwright/test";
import { failing } from "./failing.ts";
import { ADMIN, apiLogin, CUSTOMER, newCustomer, signedIn } from "./fixtures.ts";

const DOWN = "Bookings are down for maintenance until 4 PM";

test("My Dashboard whose bookings fail to load shows the server's message and Try Again, never zeros", async ({
  page,
}) => {
  const restore = await failing(page, "/api/bookings/me", DOWN);
  await signedIn(page, CUSTOMER, "/customer/dashboard");
  const box = page.getByTestId("error-box");
  await expect(box).toContainText(DOWN);
  await expect(page.getByTestId("stat-card")).toHaveCount(0);
  await expect(page.getByText("No bookings yet")).toHaveCount(0);

  await restore();
  await box.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("stat-card")).toHaveCount(4);
  await expect(box).toHaveCount(0);
  await expect(page.locator('[data-card="total"]').getByTestId("stat-value")).not.toHaveText("0");
});

test("My Bookings whose list fails to load shows the server's message and Try Again", async ({ page }) => {
  const restore = await failing(page, "/api/bookings/me", DOWN);
  await signedIn(page, CUSTOMER, "/customer/bookings");
  const box = page.getByTestId("error-box");
  await expect(box).toContainText(DOWN);
  await restore();
  await box.getByRole("button", { name: "Try Again" }).click();
  await expect(box).toHaveCount(0);
  await expect(page.getByTestId("booking-card").first()).toBeVisible();
});

test("Flights Analytics whose bookings fail to load shows the server's message and Try Again, never zeros", async ({
  page,
}) => {
  const restore = await failing(page, "/api/bookings", DOWN);
  await signedIn(page, ADMIN, "/admin/dashboard");
  const panel = page.getByTestId("flights-analytics");
  const box = panel.getByTestId("error-box");
  await expect(box).toContainText(DOWN);
  await expect(panel).not.toContainText("₨");
  await expect(panel.getByText("No bookings yet")).toHaveCount(0);

  await restore();
  await box.getByRole("button", { name: "Try Again" }).click();
  await expect(panel.locator('[data-figure="total-bookings"]')).toBeVisible();
  await expect(box).toHaveCount(0);
  await expect(panel).toContainText("From this device's saved bookings, as of");
});

test("a session signed out elsewhere ends on the sign-in screen, which says so", async ({ page }) => {
  const email = await newCustomer(page.request, "ended");
  await signedIn(page, email, "/customer/dashboard");
  await expect(page.getByRole("heading", { name: "My Dashboard", level: 1 })).toBeVisible();
  // Another device signs out everywhere: this one's session ends with the others.
  const other = await apiLogin(page.request, email);
  const out = await page.request.delete("/api/auth/sessions", {
    headers: { authorization: `Bearer ${other.token}` },
  });
  expect(out.ok(), await out.text()).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("signed-out-notice")).toHaveText(
    "Your session has ended. Please sign in again.",
  );
});
