// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { type DirectFact, directAnalytics, websiteActivity } from "../../../src/domain/direct-analytics.ts";
import { PeriodFigures } from "../../../src/features/direct-analytics/components/period-figures.tsx";
import { WebsiteActivity } from "../../../src/features/direct-analytics/components/website-activity.tsx";
import {
  COMPUTE_FAILED,
  type ListStatus,
  listsState,
} from "../../../src/features/direct-analytics/lists-state.ts";
import { dateSpan, percent, periodNote } from "../../../src/features/direct-analytics/model.ts";
import { parseDirectAnalyticsSearch } from "../../../src/features/direct-analytics/route-search.ts";
import { mount, unmount } from "./helpers.tsx";

// Thursday 12 March 2026, 11:00 in Karachi.
const NOW = new Date("2026-03-12T06:00:00.000Z");

afterEach(unmount);

describe("the URL's choices", () => {
  it("keeps a known period and range, drops the defaults and anything else", () => {
    expect(parseDirectAnalyticsSearch({ period: "yearly", days: 90 })).toEqual({
      period: "yearly",
      days: 90,
    });
    expect(parseDirectAnalyticsSearch({ period: "all", days: "7" })).toEqual({ period: "all", days: 7 });
    expect(parseDirectAnalyticsSearch({ period: "monthly", days: 30 })).toEqual({});
    expect(parseDirectAnalyticsSearch({ period: "weekly", days: 14 })).toEqual({});
    expect(parseDirectAnalyticsSearch({ period: ["daily"], days: [7] })).toEqual({});
    expect(parseDirectAnalyticsSearch({})).toEqual({});
  });
});

describe("the screen's words", () => {
  it("dateSpan names the days from start to the day before end, shortest form", () => {
    expect(dateSpan("2026-03-11T19:00:00.000Z", "2026-03-12T19:00:00.000Z")).toBe("12 Mar 2026");
    expect(dateSpan("2026-02-10T19:00:00.000Z", "2026-02-28T19:00:00.000Z")).toBe("11 – 28 Feb 2026");
    expect(dateSpan("2026-02-10T19:00:00.000Z", "2026-03-12T19:00:00.000Z")).toBe("11 Feb – 12 Mar 2026");
    expect(dateSpan("2025-12-12T19:00:00.000Z", "2026-03-12T19:00:00.000Z")).toBe(
      "13 Dec 2025 – 12 Mar 2026",
    );
  });

  it("periodNote says which bookings are counted", () => {
    expect(periodNote("all", null)).toBe("Every booking on record");
    expect(periodNote("daily", { start: "2026-03-11T19:00:00.000Z", end: "2026-03-12T19:00:00.000Z" })).toBe(
      "Bookings made today: 12 Mar 2026",
    );
    expect(
      periodNote("monthly", { start: "2026-02-28T19:00:00.000Z", end: "2026-03-31T19:00:00.000Z" }),
    ).toBe("Bookings made this month: 1 – 31 Mar 2026");
    expect(periodNote("yearly", { start: "2025-12-31T19:00:00.000Z", end: "2026-12-31T19:00:00.000Z" })).toBe(
      "Bookings made this year: 1 Jan – 31 Dec 2026",
    );
  });

  it("percent of nothing is 0%", () => {
    expect(percent(1, 3)).toBe("33%");
    expect(percent(0, 0)).toBe("0%");
  });
});

describe("the three lists' state", () => {
  const ok = (lastSyncedAt: string): ListStatus => ({
    lastSyncedAt,
    lastError: null,
    syncing: false,
    loading: false,
  });
  const never = (lastError: string | null = null): ListStatus => ({
    lastSyncedAt: null,
    lastError,
    syncing: false,
    loading: false,
  });

  it("all loaded: no error, the oldest sync time", () => {
    expect(listsState([ok("2026-03-12T05:00:00Z"), ok("2026-03-12T04:00:00Z")], true, false)).toEqual({
      error: null,
      waiting: false,
      lastSyncedAt: "2026-03-12T04:00:00Z",
      failed: false,
      syncing: false,
      loading: false,
    });
  });

  it("a list whose status is not read yet: loading (its null sync time does not mean never)", () => {
    const s = listsState([ok("2026-03-12T05:00:00Z"), { ...never(), loading: true }], false, false);
    expect(s).toMatchObject({ loading: true, waiting: true });
  });

  it("a list that never loaded and failed: its text, no word of which list; the others still show", () => {
    const s = listsState([ok("2026-03-12T05:00:00Z"), never("Failed to fetch")], true, false);
    expect(s).toMatchObject({ error: "Failed to fetch", waiting: false, lastSyncedAt: null, failed: true });
  });

  it("a list that loaded before and failed now: no red box (the freshness line says it)", () => {
    const s = listsState([{ ...ok("2026-03-12T05:00:00Z"), lastError: "Server error" }], true, false);
    expect(s).toMatchObject({ error: null, failed: true, lastSyncedAt: "2026-03-12T05:00:00Z" });
  });

  it("online, a list that never loaded and has not failed yet: wait; offline: do not", () => {
    expect(listsState([ok("2026-03-12T05:00:00Z"), never()], true, false).waiting).toBe(true);
    expect(listsState([ok("2026-03-12T05:00:00Z"), never()], false, false).waiting).toBe(false);
    expect(listsState([{ ...never(), loading: true }], false, false).waiting).toBe(true);
  });

  it("the worker failing wins", () => {
    expect(listsState([never("Failed to fetch")], true, true).error).toBe(COMPUTE_FAILED);
  });
});

describe("the figures on screen", () => {
  it("with no bookings: zeros, 'No destinations available', 'No source data available'", async () => {
    const el = await mount(<PeriodFigures figures={directAnalytics([], null)} />);
    expect(el.textContent).toContain("No destinations available");
    expect(el.textContent).toContain("No source data available");
    expect(el.textContent).toContain("No bookings in this period");
    expect(el.querySelector('[data-card="flight-sales"] [data-testid="figure-value"]')?.textContent).toBe(
      "₨ 0",
    );
    expect(el.querySelector('[data-testid="gds-status"]')?.textContent).toContain("Confirmed");
  });

  it("GDS sales in each currency; the newest bookings with their amount in its currency", async () => {
    const fact = (over: Partial<DirectFact>): DirectFact => ({
      kind: "gds",
      status: "approved",
      createdAt: "2026-03-10T00:00:00.000Z",
      amount: 1000,
      seats: 2,
      destination: null,
      id: "g1",
      bookingId: "ABCDEF",
      customerName: "Omar Farooq",
      source: "gds",
      currency: "USD",
      ...over,
    });
    const el = await mount(
      <PeriodFigures
        figures={directAnalytics(
          [
            fact({}),
            fact({ id: "g2", currency: "PKR", amount: 50000, createdAt: "2026-03-09T00:00:00.000Z" }),
          ],
          null,
        )}
      />,
    );
    const gds = el.querySelector('[data-card="gds-sales"]');
    expect(gds?.querySelector('[data-testid="figure-value"]')?.textContent).toBe("₨ 50,000");
    expect(gds?.querySelector('[data-currency="USD"]')?.textContent).toBe("US$ 1,000");
    const row = el.querySelector('[data-testid="recent-row"]');
    expect(row?.textContent).toContain("ABCDEF");
    expect(row?.textContent).toContain("Omar Farooq");
    expect(row?.textContent).toContain("Confirmed");
    expect(row?.textContent).toContain("US$ 1,000");
  });

  it("the website section: real bookings and revenue; every visit figure says it is not measured", async () => {
    const activity = websiteActivity(
      [
        {
          kind: "directFlight",
          status: "approved",
          createdAt: "2026-03-10T00:00:00.000Z",
          amount: 85000,
          seats: 1,
          destination: "Jeddah",
          id: "w1",
          bookingId: "WB-1",
          customerName: "A",
          source: "website",
          currency: "PKR",
        },
      ],
      7,
      NOW,
    );
    const el = await mount(<WebsiteActivity activity={activity} days={7} onDaysChange={() => {}} />);
    expect(el.textContent).toContain("Not measured — Safar does not track site visits");
    for (const id of ["total-visits", "unique-visitors", "conversion-rate"]) {
      expect(el.querySelector(`[data-card="${id}"] [data-testid="figure-value"]`)?.textContent).toBe(
        "Not measured",
      );
    }
    expect(el.querySelector('[data-card="bookings"] [data-testid="figure-value"]')?.textContent).toBe("1");
    expect(el.querySelector('[data-testid="total-revenue"]')?.textContent).toBe("₨ 85,000");
    expect(el.querySelector('[aria-pressed="true"]')?.textContent).toBe("7 days");
  });
});
