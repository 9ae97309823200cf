/**
 * A list that has never loaded never looks like data: with every list answering 503, the
 * customer's flights and packages and the admin's customers and direct package bookings show the
 * server's message and Try Again, never 'Showing 0 of 0', zero counts or an empty-state text.
 */
import { expect, type Page, test } from "@playwright/test";
import { failingGets } from "./failing-api.ts";
import { ADMIN, CUSTOMER, signedIn } from "./fixtures.ts";

const DOWN = "Service down for maintenance";

const failing = (page: Page) => failingGets(page, DOWN);

/** The failure box with the server's message and Try Again. */
async function failureShown(page: Page) {
  const box = page.getByTestId("error-box").filter({ hasText: DOWN }).first();
  await expect(box).toBeVisible();
  await expect(box.getByRole("button", { name: /Try Again/ })).toBeVisible();
  return box;
}

test("Available Flights and Packages that never loaded show the server's message and Try Again, never an empty list", async ({
  page,
}) => {
  const restore = await failing(page);
  await signedIn(page, CUSTOMER, "/customer/flights");
  await failureShown(page);
  await expect(page.getByText("No flights available")).toHaveCount(0);
  await expect(page.getByText(/Showing 0 of 0/)).toHaveCount(0);

  await page.goto("/customer/packages");
  const box = await failureShown(page);
  await expect(page.getByText("No packages available")).toHaveCount(0);
  await expect(page.getByTestId("package-count")).toHaveCount(0);
  await expect(page.getByTestId("package-toolbar").locator("[data-chip] .badge")).toHaveCount(0);

  await restore();
  // Try Again brings the list; the list's own retry, once the server is back, may bring it first
  // (the button is then gone: nothing left to click).
  await box
    .getByRole("button", { name: /Try Again/ })
    .click({ timeout: 5_000 })
    .catch(() => {});
  await expect(page.getByTestId("package-list")).toBeVisible();
  await expect(page.getByTestId("error-box")).toHaveCount(0);
});

test("User Management and Direct Package Bookings that never loaded show the server's message and Try Again", async ({
  page,
}) => {
  await failing(page);
  await signedIn(page, ADMIN, "/admin/customers");
  await failureShown(page);
  await page.goto("/admin/direct-bookings/package-bookings");
  await failureShown(page);
  await expect(page.getByText(/Showing 0 of 0/)).toHaveCount(0);
});
