/**
 * Loading and failure never look like data: a dashboard whose lists fail to load shows the
 * server's message and Try Again, never zeros, and its figures once a retry has loaded them; a
 * session ended elsewhere lands on the sign-in screen saying so.
 */
import { expect, type Page, test } from "@playwright/test";
import { failingGets, heldRequests } from "./failing-api.ts";
import { ADMIN, apiLogin, CUSTOMER, newCustomer, signedIn } from "./fixtures.ts";

const DOWN = "Bookings are down for maintenance until 4 PM";

/** Answers the list at `path` with a 503 carrying DOWN, until the returned function runs. */
const failing = (page: Page, path: string) => failingGets(page, DOWN, (url) => url.pathname === path);

test("My Dashboard whose bookings fail to load shows the server's message and Try Again, never zeros", async ({
  page,
}) => {
  const restore = await failing(page, "/api/bookings/me");
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

test("My Dashboard while its first pull runs shows one placeholder, still for its first 3 s, then pulsing, and no figures", async ({
  page,
}) => {
  // The customer's bookings are held until the test lets them through.
  const { release } = await heldRequests(page, (url) => url.pathname === "/api/bookings/me");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await signedIn(page, CUSTOMER, "/customer/dashboard");
  await expect(page.getByTestId("dashboard-loading")).toBeVisible();
  await expect(page.getByTestId("stat-card")).toHaveCount(0);
  // The cards' and sections' bars pulse as one block: one animation, not one per bar; read with
  // the block's opacity at that moment and how long the animation has run.
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running")
        .flatMap((a) => {
          const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
          const name = String(target?.className ?? "?");
          if (!name.includes("skeleton")) return [];
          const opacity = target ? Number(getComputedStyle(target).opacity) : Number.NaN;
          return [{ name, opacity, ms: Number(a.currentTime) }];
        }),
    );
  await expect
    .poll(async () => (await running()).map((a) => a.name))
    .toEqual([expect.stringContaining("skeleton-group")]);
  // Still for its first 3 s (a screen that loads in a moment shows no motion), then fading.
  const first = await running();
  if (first[0]!.ms < 2_900) expect(first[0]!.opacity).toBe(1);
  await expect.poll(async () => (await running())[0]?.opacity ?? 1, { timeout: 15_000 }).toBeLessThan(1);

  release();
  await expect(page.getByTestId("stat-card")).toHaveCount(4);
  await expect(page.getByTestId("dashboard-loading")).toHaveCount(0);
  await expect.poll(running).toEqual([]);
});

test("My Bookings whose list fails to load shows the server's message and Try Again", async ({ page }) => {
  const restore = await failing(page, "/api/bookings/me");
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
  const restore = await failing(page, "/api/bookings");
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
