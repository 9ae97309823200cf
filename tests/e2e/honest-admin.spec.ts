/**
 * The Admin Dashboard never shows zeros for figures that did not load: a refused call shows the
 * server's message and Try Again in place of its part, and the figures once a retry loads them.
 */
import { expect, test } from "@playwright/test";
import { formatRupees } from "../../src/domain/format.ts";
import { failingGets } from "./failing-api.ts";
import { ADMIN, signedIn } from "./fixtures.ts";

const DOWN = "Service down for maintenance";
const CALLS = ["/api/dashboard/analytics", "/api/sales", "/api/logs/recent-activity"];

test("a refused dashboard call shows the server's message and Try Again, never ₨ 0", async ({ page }) => {
  const restore = await failingGets(page, DOWN, (url) => CALLS.includes(url.pathname));
  await signedIn(page, ADMIN, "/admin/dashboard");
  const dashboard = page.getByTestId("admin-dashboard");
  const boxes = dashboard.getByTestId("error-box");
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await expect(box).toContainText(DOWN);
  await expect(dashboard.getByTestId("stat-card")).toHaveCount(0);
  await expect(dashboard.getByText("₨ 0")).toHaveCount(0);
  await expect(dashboard.getByText("No Recent Activity")).toHaveCount(0);
  await expect(dashboard.getByTestId("updated-note")).toHaveCount(0);

  await restore();
  const loaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/dashboard/analytics" && r.ok(),
  );
  await boxes.first().getByRole("button", { name: "Try Again" }).click();
  await expect(dashboard.getByTestId("stat-card")).toHaveCount(5);
  await expect(boxes).toHaveCount(0);
  await expect(dashboard.getByTestId("updated-note")).toBeVisible();
  // The figure is then the server's own: the answer the page got (₨ 0 is true in a month's first
  // hours, so it is compared). Not one asked for afterwards: a test beside this one may have sold
  // something in between.
  const { totalSales } = (await (await loaded).json()) as { totalSales: number };
  await expect(dashboard.locator('[data-card="total-sales"]').getByTestId("stat-value")).toHaveText(
    formatRupees(totalSales),
  );
});
