/**
 * The back office's direct-bookings screens and Activity Logs, opened in a fresh browser while the
 * server answers every read with 503 and a message: each shows that message and Try Again, never
 * counts or empty-list texts that would read as data (docs/ARCHITECTURE.md §5.9).
 */
import { expect, type Page, test } from "@playwright/test";
import { failingGets } from "./failing-api.ts";
import { ADMIN, signedIn } from "./fixtures.ts";

const DOWN = "Service down for maintenance";

const failing = (page: Page) => failingGets(page, DOWN);

test("direct-bookings screens and logs that never loaded show the server's message and Try Again, no false empties", async ({
  page,
}) => {
  const restore = await failing(page);
  const box = page.getByTestId("error-box");
  const shows = async () => {
    await expect(box).toContainText(DOWN);
    await expect(box.getByRole("button", { name: "Try Again" })).toBeVisible();
  };

  await signedIn(page, ADMIN, "/admin/direct-bookings/bookings");
  await shows();
  await expect(page.getByText("No bookings have been made yet.")).toHaveCount(0);
  await expect(page.getByText(/Showing 0 of 0/)).toHaveCount(0);

  await page.goto("/admin/direct-bookings/gds-bookings");
  await shows();
  await expect(page.getByTestId("gds-heading")).toHaveText("Bookings");
  await expect(page.getByText("No bookings found")).toHaveCount(0);

  await page.goto("/admin/direct-bookings");
  await shows();
  await expect(page.getByText("Nothing is waiting", { exact: false })).toHaveCount(0);
  await expect(page.getByTestId("count-total")).toHaveCount(0);

  await page.goto("/admin/direct-bookings/analytics");
  await shows();
  await expect(page.getByTestId("direct-analytics")).toHaveCount(0);

  await page.goto("/admin/logs");
  await shows();
  await restore();
  await box.getByRole("button", { name: "Try Again" }).click();
  await expect(page.locator("[data-log-id]").first()).toBeVisible();
  await expect(box).toHaveCount(0);
});
