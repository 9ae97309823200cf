/**
 * The dashboards in Chromium: the admin dashboard draws its two charts with the server's data,
 * follows the period and the month; the customer's My Dashboard renders offline from the mirror
 * with the same numbers; no serious accessibility problems; screenshots in both themes.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatCurrency, formatRupees } from "../../src/domain/format.ts";
import { ADMIN, apiLogin, CUSTOMER, screen, seriousViolations, signedIn } from "./fixtures.ts";

async function waitForController(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled until clientsClaim runs; a reload always is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const statValues = (page: Page) => page.getByTestId("stat-card").getByTestId("stat-value");

/** A chart drawn: it is scrolled to first (a chart out of view draws only when it comes close). */
async function chartDrawn(page: Page, testId: string) {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await expect(page.getByTestId(testId).locator(".apexcharts-canvas")).toBeVisible();
}

/** The admin dashboard with its figures and both charts drawn. */
/**
 * Flights Analytics waits for the mirror's first round (its figures are never the empty mirror's
 * zeros), which on a busy machine can take longer than one check's default wait.
 */
const FIRST_ROUND = { timeout: 30_000 };

async function adminDashboardReady(page: Page) {
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();
  await expect(page.getByTestId("stat-card")).toHaveCount(5);
  await chartDrawn(page, "sales-trend-chart");
  await chartDrawn(page, "seats-overview-chart");
}

test.describe("the admin dashboard", () => {
  test("shows the five cards and draws the Sales Trend (12 points) and the Seats Overview pie", async ({
    page,
  }) => {
    const { token } = await signedIn(page, ADMIN, "/admin/dashboard");
    await adminDashboardReady(page);
    await expect(page.getByTestId("admin-dashboard")).toHaveAttribute("data-source", "server");
    await expect(page.getByTestId("stat-card").getByRole("heading")).toHaveText([
      "Total Sales",
      "Flight Sales",
      "Package Sales",
      "Available Tickets",
      "Total Customers",
    ]);
    // The card is the server's figure for this month (in Karachi), which is ₨ 0 in the first hours
    // of a month: the figure is compared, not assumed to be non-zero.
    const analytics = await page.request.get("/api/dashboard/analytics?period=monthly", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const {
      trend: change,
      otherCurrencySales,
      totalSales,
    } = (await analytics.json()) as {
      trend: { days: number; totalSales: { percent: number | null } };
      otherCurrencySales: { currency: string; amount: number }[];
      totalSales: number;
    };
    const total = page.locator('[data-card="total-sales"]').getByTestId("stat-value");
    await expect(total).toHaveText(formatRupees(totalSales));
    // The trend is the server's change against the previous period of equal length, said as such.
    const percent = change.totalSales.percent;
    const chip = page.locator('[data-card="total-sales"]').getByTestId("stat-trend");
    await expect(chip.getByTestId("stat-trend-change")).toHaveText(
      percent === null ? "New" : percent === 0 ? "0%" : `${percent > 0 ? "+" : ""}${percent.toFixed(1)}%`,
    );
    // On a month's first day the month so far is one day, compared with the day before.
    const window = change.days === 1 ? "day" : `${change.days} days`;
    await expect(chip).toContainText(percent === null ? `previous ${window}` : `vs previous ${window}`);
    await expect(page.getByText("fixed figure")).toHaveCount(0);
    // Other currencies beside the rupee total, each in the one money notation.
    const others = page.locator('[data-card="total-sales"]').getByTestId("other-currencies");
    if (otherCurrencySales.length === 0) await expect(others).toHaveCount(0);
    else
      await expect(others).toContainText(
        otherCurrencySales.map((c) => `+ ${formatCurrency(c.amount, c.currency)}`).join(" · "),
      );

    // Exactly two charts on the page, both with data.
    await expect(page.locator("main .apexcharts-canvas")).toHaveCount(2);
    await expect(page.getByText("No sales data available")).toHaveCount(0);

    // The line has the 12 points of GET /sales, and the dashed average beside it.
    const sales = await page.request.get("/api/sales?period=monthly", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { salesData } = (await sales.json()) as { salesData: { date: string; sales: number }[] };
    expect(salesData).toHaveLength(12);
    const trend = page.getByTestId("sales-trend-chart");
    await expect(trend.locator(".apexcharts-series")).toHaveCount(2);
    await expect(trend.locator('.apexcharts-series[seriesName="Sales"] .apexcharts-marker')).toHaveCount(12);
    await expect(
      trend.locator(".apexcharts-series[seriesName='Average'] path[stroke-dasharray='6']").first(),
    ).toBeAttached();
    await expect(trend.locator(".apexcharts-xaxis-label").last()).toHaveText(salesData.at(-1)!.date);

    // The pie: three slices.
    await expect(page.getByTestId("seats-overview-chart").locator(".apexcharts-pie-series")).toHaveCount(3);
    await expect(page.getByTestId("seats-overview-chart")).toContainText("Available");

    await expect(page.getByTestId("flight-bookings-card")).toContainText("Approved");
    await expect(page.getByTestId("package-bookings-card")).toContainText("Cancelled");
    await expect(page.getByRole("link", { name: "Add New Flight" })).toHaveAttribute(
      "href",
      "/admin/flights/add",
    );
    await expect(page.getByRole("link", { name: "Create Package" })).toHaveAttribute(
      "href",
      "/admin/packages/create",
    );
    await expect(page.getByTestId("activity-entry").first()).toBeVisible();
    await expect(page.getByTestId("activity-count")).toHaveText(/^\d+ entr(y|ies)$/);

    // Flights Analytics below the main figures.
    const flights = page.getByTestId("flights-analytics");
    await expect(flights.getByRole("heading", { name: "Flights Analytics" })).toBeVisible();
    await expect(flights.getByTestId("flights-figure")).toHaveCount(5, FIRST_ROUND);
    await expect(flights.getByTestId("top-destinations").locator("li")).toHaveCount(5);
    await expect(flights.getByTestId("flights-recent-bookings").locator("li")).toHaveCount(5);
    await expect(flights.getByRole("link", { name: "Manage Flights" })).toBeVisible();
  });

  test("switching the period to yearly fetches again; picking a month sends month and year", async ({
    page,
  }) => {
    await signedIn(page, ADMIN, "/admin/dashboard");
    await adminDashboardReady(page);
    const monthly = await page.locator('[data-card="total-sales"]').getByTestId("stat-value").textContent();

    const analytics = page.waitForResponse(
      (r) => r.url().includes("/api/dashboard/analytics?") && r.url().includes("period=yearly"),
    );
    const sales = page.waitForResponse(
      (r) => r.url().includes("/api/sales?") && r.url().includes("period=yearly"),
    );
    const logs = page.waitForResponse(
      (r) => r.url().includes("/api/logs/recent-activity?") && r.url().includes("period=yearly"),
    );
    await page.getByRole("button", { name: "Yearly" }).click();
    const [a] = await Promise.all([analytics, sales, logs]);
    expect(a.status()).toBe(200);
    const body = (await a.json()) as { totalSales: number };
    await expect(page).toHaveURL(/period=yearly/);
    await expect(page.getByRole("button", { name: "Yearly" })).toHaveAttribute("aria-pressed", "true");
    const yearly = page.locator('[data-card="total-sales"]').getByTestId("stat-value");
    await expect(yearly).toHaveText(formatRupees(body.totalSales));
    expect(body.totalSales).toBeGreaterThanOrEqual(Number(monthly!.replace(/[^\d.]/g, "")));
    // The yearly trend runs January to December.
    await expect(page.getByTestId("sales-trend-chart").locator(".apexcharts-xaxis-label").last()).toHaveText(
      /^Dec \d{4}$/,
    );

    // The month selector: 'All Months' first, then 'Month Year'.
    const select = page.getByTestId("month-select");
    await expect(select.locator("option").first()).toHaveText("All Months");
    await expect.poll(() => select.locator("option").count()).toBeGreaterThan(1);
    const option = select.locator("option").nth(2);
    const label = (await option.textContent())!;
    expect(label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const value = (await option.getAttribute("value"))!;
    const [year, month] = value.split("-").map(Number) as [number, number];
    const chosen = page.waitForResponse(
      (r) =>
        r.url().includes("/api/dashboard/analytics?") &&
        r.url().includes(`month=${month}`) &&
        r.url().includes(`year=${year}`),
    );
    await select.selectOption(value);
    expect((await chosen).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`month=${value}`));
    await expect(select).toHaveValue(value);
    // A chosen month: no period button is pressed; its figures are shown.
    await expect(page.getByRole("button", { name: "Yearly" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("admin-dashboard")).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("stat-card")).toHaveCount(5);

    // Back to a period clears the month.
    await page.getByRole("button", { name: "Monthly" }).click();
    await expect(select).toHaveValue("");
    await expect(page).not.toHaveURL(/month=/);
  });

  test("offline, the figures are computed from the saved copy and say so", async ({ page, context }) => {
    await signedIn(page, ADMIN, "/admin/dashboard");
    await adminDashboardReady(page);
    await expect(page.getByTestId("flights-recent-bookings")).toBeVisible(FIRST_ROUND);
    await waitForController(page);
    await adminDashboardReady(page);
    // Every list has been saved on this device (the mirror's first round can outlast the page).
    await expect(page.getByTestId("admin-dashboard")).not.toHaveAttribute("data-saved-at", "", {
      timeout: 30_000,
    });
    const online = await page.locator('[data-card="total-sales"]').getByTestId("stat-value").textContent();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("offline-note")).toContainText("Offline — figures as of");
    await expect(page.getByTestId("admin-dashboard")).toHaveAttribute("data-source", "mirror");
    await adminDashboardReady(page);
    await expect(page.locator('[data-card="total-sales"]').getByTestId("stat-value")).toHaveText(online!);
    await context.setOffline(false);
  });
});

test.describe("the customer's My Dashboard", () => {
  test("renders its four cards, then the same numbers offline after a reload", async ({ page, context }) => {
    const { token } = await apiLogin(page.request, CUSTOMER);
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const flights = (await (await page.request.get("/api/bookings/me", auth)).json()) as {
      bookings: { status: string }[];
    };
    const packages = (await (await page.request.get("/api/package-bookings/me", auth)).json()) as {
      status: string;
    }[];
    const all = [...flights.bookings, ...packages];
    const count = (s: string) => all.filter((b) => b.status === s).length;
    const expected = [all.length, count("approved"), count("pending"), count("cancelled")].map(String);
    expect(all.length).toBeGreaterThan(0);

    // On a small phone, with motion (the suite asks for reduced motion): the sales chart starts below
    // the fold, and the skeletons animate.
    await page.setViewportSize({ width: 360, height: 560 });
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await signedIn(page, CUSTOMER, "/customer/dashboard");
    await expect(page.getByRole("heading", { name: "My Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByTestId("stat-card").getByRole("heading")).toHaveText([
      "Total Bookings",
      "Confirmed",
      "Pending",
      "Cancelled",
    ]);
    await expect(page.getByTestId("as-of-note")).toContainText("Figures as of");
    await expect(statValues(page)).toHaveText(expected);
    await expect(page.getByTestId("sales-analytics")).toContainText("Last 30 days");
    await expect(page.getByTestId("recent-bookings").locator("li")).toHaveCount(Math.min(5, all.length));
    // Once the figures are in, nothing keeps animating while they are read: a skeleton shimmer was
    // repainted every frame, and a chart below the fold (on a phone) kept one for as long as the
    // page was open.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === "running")
            .map((a) => (a.effect instanceof KeyframeEffect ? String(a.effect.target?.className) : "?")),
        ),
      )
      .toEqual([]);
    // The figures count flights and packages: 'View All Bookings' leads to both lists.
    const viewAll = page.getByRole("navigation", { name: "View All Bookings" });
    await expect(viewAll.getByRole("link", { name: "All flight bookings" })).toHaveAttribute(
      "href",
      "/customer/bookings",
    );
    await expect(viewAll.getByRole("link", { name: "All package bookings" })).toHaveAttribute(
      "href",
      "/customer/packages/my",
    );

    // The global search filters the recent bookings.
    const search = page.getByRole("searchbox").first();
    await search.fill("zzzz-no-such-booking");
    await expect(page.getByText("No bookings match your search")).toBeVisible();
    await search.fill("");
    await expect(page.getByTestId("recent-bookings").locator("li")).toHaveCount(Math.min(5, all.length));

    // Print Booking Slip: an information toast.
    await page.getByRole("button", { name: "Print Booking Slip" }).click();
    await expect(page.getByText(/go to My Bookings/)).toBeVisible();

    await waitForController(page);
    await expect(statValues(page)).toHaveText(expected);
    // A date goes with figures: from the first paint on, no "as of" line above a skeleton.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { datedWithoutFigures: string[] }).datedWithoutFigures = seen;
      new MutationObserver(() => {
        const line = document.querySelector('[data-testid="as-of-note"], [data-testid="offline-note"]');
        if (/as of/i.test(line?.textContent ?? "") && !document.querySelector('[data-testid="stat-card"]'))
          seen.push(line?.textContent ?? "");
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("offline-note")).toContainText("Offline — figures as of");
    await expect(page.getByTestId("stat-card")).toHaveCount(4);
    expect(
      await page.evaluate(() => (window as unknown as { datedWithoutFigures: string[] }).datedWithoutFigures),
    ).toEqual([]);
    await expect(statValues(page)).toHaveText(expected);
    await expect(page.getByTestId("recent-bookings").locator("li")).toHaveCount(Math.min(5, all.length));
    await context.setOffline(false);
  });
});

/** Each user in a page of their own: switching users in one page races the app's own redirects. */
const DASHBOARDS = [
  { name: "admin", path: "/admin/dashboard", who: ADMIN },
  { name: "customer", path: "/customer/dashboard", who: CUSTOMER },
] as const;

async function dashboardReady(page: Page, name: "admin" | "customer") {
  if (name === "admin") {
    await adminDashboardReady(page);
    await expect(page.getByTestId("flights-recent-bookings")).toBeVisible(FIRST_ROUND);
  } else {
    await expect(page.getByTestId("as-of-note")).toBeVisible();
    await expect(page.getByTestId("recent-bookings")).toBeVisible();
    await chartDrawn(page, "sales-by-month-chart");
  }
}

for (const { name, path, who } of DASHBOARDS) {
  for (const theme of ["light", "dark"] as const) {
    test(`the ${name} dashboard has no serious accessibility problems (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await signedIn(page, who, path);
      await dashboardReady(page, name);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`the ${name} dashboard at 390 px and 1440 px in both themes, nothing overflowing`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page, who, path);
    for (const width of [390, 1440]) {
      for (const theme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.evaluate((t) => localStorage.setItem("theme", t), theme);
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("data-theme", `safar-${theme}`);
        await dashboardReady(page, name);
        // The charts are at rest once drawn: the suite's browser asks for reduced motion, and the
        // charts then skip their entry animation (docs/ARCHITECTURE.md §7).
        expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}px (${theme}) overflows`).toBeLessThanOrEqual(0);
        await screen(page, `dashboards-${name}-${width}-${theme}`, { fullPage: true });
      }
    }
  });
}
