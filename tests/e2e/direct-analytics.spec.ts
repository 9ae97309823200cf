/**
 * The Direct-bookings analytics in Chromium: the figures of every period match what the server's
 * three direct lists say (computed here independently, by Karachi calendar date); switching the
 * period changes them and keeps it in the URL; the 'Website traffic and bookings' section shows the
 * real bookings and revenue of the last 7 / 30 / 90 days and says that visits are not measured;
 * no serious accessibility problems in either theme; screenshots at 390 px and 1440 px.
 */
import { expect, type Page, test } from "@playwright/test";
import { formatCurrency, formatRupees, karachiDate } from "../../src/domain/format.ts";
import { ADMIN, screen, seriousViolations, signedIn, WEB_API_KEY } from "./fixtures.ts";

const PATH = "/admin/direct-bookings/analytics";
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type Status = "pending" | "approved" | "cancelled";
type Booking = {
  kind: "flight" | "package" | "gds";
  bookingId: string;
  customerName: string;
  status: Status;
  createdAt: string;
  /** Karachi calendar date 'YYYY-MM-DD'. */
  day: string;
  amount: number;
  currency: string;
  destination: string | null;
  source: string;
  passengers: number;
};

/** The three direct lists, as the admin's API answers them. */
async function directLists(page: Page, token: string): Promise<Booking[]> {
  const get = async (path: string) => {
    const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), path).toBe(200);
    return res.json();
  };
  const [flights, packages, gds] = await Promise.all([
    get("/api/direct-bookings"),
    get("/api/direct-package-bookings"),
    get("/api/web/gds-bookings"),
  ]);
  type Any = Record<string, any>;
  const common = (b: Any) => ({
    bookingId: b.bookingId as string,
    customerName: b.customerName as string,
    status: b.status as Status,
    createdAt: b.createdAt as string,
    day: karachiDate(b.createdAt),
  });
  return [
    ...(flights.data as Any[]).map((b) => ({
      ...common(b),
      kind: b.bookingType === "package" ? ("package" as const) : ("flight" as const),
      amount: b.bookingDetails.totalAmount as number,
      currency: "PKR",
      destination: b.bookingDetails.destination as string | null,
      source: b.source || "website",
      passengers: b.bookingDetails.passengers as number,
    })),
    ...(packages.data.bookings as Any[]).map((b) => ({
      ...common(b),
      kind: "package" as const,
      amount: b.totalAmount as number,
      currency: "PKR",
      destination: (b.packageDetails?.destination ?? null) as string | null,
      source: b.source || "website",
      passengers: (b.passengerDetails as unknown[]).length,
    })),
    ...(gds.data as Any[]).map((b) => ({
      ...common(b),
      kind: "gds" as const,
      amount: b.totalAmount as number,
      currency: b.currency as string,
      destination: null,
      source: b.source || "gds",
      passengers: (b.passengers as unknown[]).length,
    })),
  ];
}

const sum = (list: Booking[]) => Math.round(list.reduce((s, b) => s + b.amount, 0) * 100) / 100;
const n = (x: number) => x.toLocaleString("en-PK");
const label = (s: string) =>
  s
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => (w === "gds" ? "GDS" : w === "whatsapp" ? "WhatsApp" : w[0]!.toUpperCase() + w.slice(1)))
    .join(" ");

function ranked(keys: string[], top: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top);
}

/** What the page must show for the bookings of one period, worked out from the lists. */
function expected(all: Booking[]) {
  const approved = all.filter((b) => b.status === "approved");
  const split = (list: Booking[]) =>
    (["approved", "pending", "cancelled"] as const).map((s) => n(list.filter((b) => b.status === s).length));
  const gdsApproved = approved.filter((b) => b.kind === "gds");
  const currencies = [...new Set(gdsApproved.map((b) => b.currency))].filter((c) => c !== "PKR").sort();
  const website = all.filter((b) => b.kind !== "gds");
  return {
    flightSales: formatRupees(sum(approved.filter((b) => b.kind === "flight"))),
    packageSales: formatRupees(sum(approved.filter((b) => b.kind === "package"))),
    websiteSales: formatRupees(sum(approved.filter((b) => b.kind !== "gds"))),
    gdsSales: formatCurrency(sum(gdsApproved.filter((b) => b.currency === "PKR")), "PKR"),
    gdsOther: currencies.map((c) => formatCurrency(sum(gdsApproved.filter((b) => b.currency === c)), c)),
    gdsStatus: split(all.filter((b) => b.kind === "gds")),
    flightStatus: split(all.filter((b) => b.kind === "flight")),
    packageStatus: split(all.filter((b) => b.kind === "package")),
    total: n(all.length),
    destinations: ranked(
      website.flatMap((b) => {
        const d = (b.destination ?? "").trim().replace(/\s+/g, " ").toUpperCase();
        return d ? [d] : [];
      }),
      5,
    ),
    sources: ranked(
      all.map((b) => label(b.source)),
      4,
    ),
    recent: [...all]
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
      .slice(0, 5)
      .map((b) => b.bookingId),
  };
}

const figure = (page: Page, card: string) =>
  page.locator(`[data-card="${card}"]`).getByTestId("figure-value");

async function ready(page: Page, period: string, days?: number) {
  const dash = page.getByTestId("direct-analytics");
  // After a reload the mirror syncs and the worker computes: give a busy machine time.
  await expect(dash).toBeVisible({ timeout: 30_000 });
  await expect(dash).toHaveAttribute("data-period", period);
  if (days) await expect(dash).toHaveAttribute("data-days", String(days));
  await expect(dash).not.toHaveAttribute("aria-busy", "true");
}

async function expectFigures(page: Page, e: ReturnType<typeof expected>) {
  await expect(figure(page, "flight-sales")).toHaveText(e.flightSales);
  await expect(figure(page, "package-sales")).toHaveText(e.packageSales);
  await expect(figure(page, "gds-sales")).toHaveText(e.gdsSales);
  const other = page.locator('[data-card="gds-sales"] [data-currency]');
  await expect(other).toHaveText(e.gdsOther);
  await expect(page.getByTestId("gds-status").getByTestId("status-count")).toHaveText(e.gdsStatus);
  await expect(page.getByTestId("flight-status").getByTestId("status-count")).toHaveText(e.flightStatus);
  await expect(page.getByTestId("package-status").getByTestId("status-count")).toHaveText(e.packageStatus);
  await expect(page.getByTestId("website-sales-total")).toHaveText(e.websiteSales);
  await expect(page.getByTestId("booking-types-total")).toHaveText(e.total);
  if (e.destinations.length) {
    const rows = page.getByTestId("destination-rows").locator("li");
    await expect(rows.getByTestId("share-label")).toHaveText(e.destinations.map(([d]) => d));
    await expect(rows.getByTestId("share-value")).toHaveText(e.destinations.map(([, c]) => n(c)));
  } else {
    await expect(page.getByTestId("top-destinations")).toContainText("No destinations available");
  }
  if (e.sources.length) {
    const rows = page.getByTestId("source-rows").locator("li");
    await expect(rows.getByTestId("share-label")).toHaveText(e.sources.map(([s]) => s));
    await expect(rows.getByTestId("share-value")).toHaveText(e.sources.map(([, c]) => n(c)));
  } else {
    await expect(page.getByTestId("booking-sources")).toContainText("No source data available");
  }
  const recent = page.getByTestId("recent-row").locator("td:first-child .font-mono");
  await expect(recent).toHaveText(e.recent);
}

test.describe("the direct-bookings analytics", () => {
  test("every period's figures are the server's lists' figures; switching the period changes them", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // A confirmed website booking made now, so that today has a sale.
    const post = await page.request.post("/api/web/bookings", {
      headers: { "X-Api-Key": WEB_API_KEY, "Idempotency-Key": crypto.randomUUID() },
      data: {
        bookingType: "flight",
        customerName: "Analytics Check",
        customerEmail: "analytics.check@example.pk",
        source: "whatsapp",
        flightDetails: {
          flightNumber: "PK-761",
          airline: "Pakistan International Airlines",
          departure: { city: "Karachi" },
          arrival: { city: "Jeddah" },
          departureDate: "2030-04-02",
          departureTime: "09:30",
        },
        passengers: 3,
        pricePerPassenger: 91000,
      },
    });
    expect(post.status(), await post.text()).toBe(201);
    const made = ((await post.json()) as { data: { _id: string; bookingId: string } }).data;

    const { token } = await signedIn(page, ADMIN, `${PATH}?period=all`);
    const approve = await page.request.patch(`/api/direct-bookings/${made._id}/status`, {
      headers: { Authorization: `Bearer ${token}`, "Idempotency-Key": crypto.randomUUID() },
      data: { status: "approved" },
    });
    expect(approve.status(), await approve.text()).toBe(200);
    await page.reload();

    await ready(page, "all");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Direct Bookings Analytics");
    await expect(page.getByRole("button", { name: "All Time" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("period-note")).toHaveText("Every booking on record");

    const lists = await directLists(page, token);
    expect(lists.some((b) => b.bookingId === made.bookingId && b.status === "approved")).toBe(true);
    const all = expected(lists);
    // The demo has sales of every kind.
    expect(all.flightSales).not.toBe("₨ 0");
    expect(all.gdsOther.length).toBeGreaterThan(0);
    await expectFigures(page, all);
    await expect(page.getByTestId("recent-row").first()).toContainText("Analytics Check");
    await expect(page.getByTestId("recent-row").first()).toContainText("Confirmed");

    const today = karachiDate();
    const windows = [
      { period: "daily", label: "Daily", keep: (b: Booking) => b.day === today },
      { period: "monthly", label: "Monthly", keep: (b: Booking) => b.day.slice(0, 7) === today.slice(0, 7) },
      { period: "yearly", label: "Yearly", keep: (b: Booking) => b.day.slice(0, 4) === today.slice(0, 4) },
    ] as const;
    for (const w of windows) {
      await page.getByRole("button", { name: w.label, exact: true }).click();
      await ready(page, w.period);
      await expect(page).toHaveURL(new RegExp(w.period === "monthly" ? `${PATH}$` : `period=${w.period}`));
      await expect(page.getByRole("button", { name: w.label, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const e = expected(lists.filter(w.keep));
      expect(e.total, `${w.period} should count fewer bookings than all time`).not.toBe(all.total);
      await expectFigures(page, e);
    }
    // Today's note names the day.
    await page.getByRole("button", { name: "Daily" }).click();
    await ready(page, "daily");
    await expect(page.getByTestId("period-note")).toContainText("Bookings made today:");

    // By keyboard: the period buttons are reachable and work with Enter.
    await page.getByRole("button", { name: "All Time" }).focus();
    await page.keyboard.press("Enter");
    await ready(page, "all");
    await expect(page.getByTestId("booking-types-total")).toHaveText(all.total);
  });

  test("'Website traffic and bookings' shows the real website bookings of 7, 30 and 90 days; visits are not measured", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { token } = await signedIn(page, ADMIN, `${PATH}?period=all`);
    await ready(page, "all", 30);
    const website = (await directLists(page, token)).filter((b) => b.kind !== "gds");
    const section = page.getByTestId("website-activity");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Website traffic and bookings");
    await expect(section.getByTestId("not-measured-note")).toContainText(
      "Not measured — Safar does not track site visits",
    );
    for (const card of ["total-visits", "unique-visitors", "conversion-rate"]) {
      await expect(figure(page, card)).toHaveText("Not measured");
    }
    await expect(page.getByTestId("top-pages")).toContainText("Not measured");
    await expect(page.getByTestId("traffic-sources")).toContainText("Not measured");
    // No invented figure anywhere in what is not measured.
    for (const id of ["top-pages", "traffic-sources"]) {
      await expect(page.getByTestId(id)).not.toContainText(/\d/);
    }

    for (const days of [7, 90, 30] as const) {
      await section.getByRole("button", { name: `${days} days` }).click();
      await ready(page, "all", days);
      await expect(section.getByRole("button", { name: `${days} days` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      if (days !== 30) await expect(page).toHaveURL(new RegExp(`days=${days}`));
      const from = karachiDate(Date.now() - (days - 1) * DAY_MS);
      const inRange = website.filter((b) => b.day >= from);
      const confirmed = inRange.filter((b) => b.status === "approved");
      await expect(figure(page, "bookings")).toHaveText(n(inRange.length));
      await expect(page.locator('[data-card="bookings"]')).toContainText(
        `${n(confirmed.length)} confirmed · ${formatRupees(sum(confirmed))} revenue`,
      );
      await expect(section.getByTestId("total-bookings")).toHaveText(n(inRange.length));
      await expect(section.getByTestId("total-revenue")).toHaveText(formatRupees(sum(confirmed)));
      // One row per calendar month the range touches, oldest first.
      const months = [...new Set([from.slice(0, 7), ...inRange.map((b) => b.day.slice(0, 7))])].sort();
      const last = karachiDate().slice(0, 7);
      const wanted: string[] = [];
      for (
        let [y, m] = from.split("-").map(Number) as [number, number];
        `${y}-${String(m).padStart(2, "0")}` <= last;
      ) {
        wanted.push(`${y}-${String(m).padStart(2, "0")}`);
        m++;
        if (m > 12) {
          m = 1;
          y++;
        }
      }
      expect(months.every((m) => wanted.includes(m))).toBe(true);
      const rows = section.getByTestId("activity-month");
      await expect(rows).toHaveCount(wanted.length);
      await expect(rows.locator("th .font-medium")).toHaveText(
        wanted.map((k) => `${MONTHS[Number(k.slice(5)) - 1]} ${k.slice(0, 4)}`),
      );
      await expect(rows.getByTestId("month-bookings")).toHaveText(
        wanted.map((k) => n(inRange.filter((b) => b.day.startsWith(k)).length)),
      );
      await expect(rows.getByTestId("month-revenue")).toHaveText(
        wanted.map((k) => formatRupees(sum(confirmed.filter((b) => b.day.startsWith(k))))),
      );
      await expect(rows.locator("td").first()).toHaveText("Not measured");
    }
  });

  test("a list that never loaded shows its error in a red box instead of figures; Try Again brings them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const gds = "**/api/web/gds-bookings*";
    await page.route(gds, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "Service unavailable, try again later" }),
      }),
    );
    const { token } = await signedIn(page, ADMIN, `${PATH}?period=all`);
    const box = page.getByTestId("error-box");
    // The server's own words for its 5xx, and no figures that would count the GDS list as empty.
    await expect(box).toHaveText(/Service unavailable, try again later/);
    await expect(box).not.toContainText("GDS");
    await expect(page.getByTestId("direct-analytics")).toHaveCount(0);

    await page.unroute(gds);
    await box.getByRole("button", { name: "Try Again" }).click();
    await ready(page, "all");
    await expect(box).toHaveCount(0);
    const e = expected(await directLists(page, token));
    await expect(page.getByTestId("flight-status").getByTestId("status-count")).toHaveText(e.flightStatus);
    await expect(page.getByTestId("booking-types-total")).toHaveText(e.total);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`no serious accessibility problems (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await signedIn(page, ADMIN, `${PATH}?period=all`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", `safar-${theme}`);
      await ready(page, "all");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("390 px and 1440 px in both themes, nothing overflowing", async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page, ADMIN, `${PATH}?period=all`);
    for (const width of [390, 1440]) {
      for (const theme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.evaluate((t) => localStorage.setItem("theme", t), theme);
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("data-theme", `safar-${theme}`);
        await ready(page, "all");
        const recent = width === 390 ? page.getByTestId("recent-card") : page.getByTestId("recent-row");
        await expect(recent).toHaveCount(5);
        await expect(recent.first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${width}px (${theme}) overflows`).toBeLessThanOrEqual(0);
        await screen(page, `direct-analytics-${width}-${theme}`, { fullPage: true });
      }
    }
  });
});
