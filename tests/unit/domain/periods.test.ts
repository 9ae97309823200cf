import { describe, expect, it } from "vitest";
import { percentChange } from "../../../src/domain/analytics.ts";
import {
  calendarRange,
  karachiParts,
  rollingRange,
  startOfKarachiDay,
  trendWindows,
} from "../../../src/domain/periods.ts";

// 2026-03-12 is a Thursday. 20:30 UTC is already 01:30 on the 13th in Karachi.
const lateEvening = new Date("2026-03-12T20:30:00Z");

describe("Karachi windows", () => {
  it("the day starts at Karachi midnight, not UTC midnight", () => {
    expect(startOfKarachiDay(lateEvening).toISOString()).toBe("2026-03-12T19:00:00.000Z");
    const d = calendarRange("daily", lateEvening)!;
    expect([d.start.toISOString(), d.end.toISOString()]).toEqual([
      "2026-03-12T19:00:00.000Z",
      "2026-03-13T19:00:00.000Z",
    ]);
  });

  it("the week runs Sunday to Saturday", () => {
    const w = calendarRange("weekly", new Date("2026-03-12T06:00:00Z"))!;
    expect(w.start.toISOString()).toBe("2026-03-07T19:00:00.000Z"); // Sunday 8 March, 00:00 PKT
    expect(w.end.toISOString()).toBe("2026-03-14T19:00:00.000Z");
  });

  it("months and years are calendar ones; a given month/year wins; all is unbounded", () => {
    const m = calendarRange("monthly", lateEvening)!;
    expect([m.start.toISOString(), m.end.toISOString()]).toEqual([
      "2026-02-28T19:00:00.000Z",
      "2026-03-31T19:00:00.000Z",
    ]);
    const dec = calendarRange("daily", lateEvening, 12, 2025)!;
    expect([dec.start.toISOString(), dec.end.toISOString()]).toEqual([
      "2025-11-30T19:00:00.000Z",
      "2025-12-31T19:00:00.000Z",
    ]);
    const y = calendarRange("yearly", lateEvening)!;
    expect(y.start.toISOString()).toBe("2025-12-31T19:00:00.000Z");
    expect(calendarRange("all", lateEvening)).toBeNull();
  });

  it("the customer's monthly window is the last 720 hours and yearly the last 365 days", () => {
    const now = new Date("2026-03-12T06:00:00Z");
    expect(rollingRange("monthly", now).start.toISOString()).toBe("2026-02-10T06:00:00.000Z");
    expect(rollingRange("yearly", now).start.toISOString()).toBe("2025-03-12T06:00:00.000Z");
    expect(rollingRange("weekly", now).start.toISOString()).toBe("2026-03-05T06:00:00.000Z");
  });
});

describe("the trend's two periods of equal length", () => {
  const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];
  // 06:20 on Monday 30 November 2026 in Karachi.
  const now = new Date("2026-11-30T01:20:00Z");

  it("a month so far, in whole days, against as many days just before it", () => {
    const w = trendWindows(calendarRange("monthly", now), now)!;
    expect(w.days).toBe(30);
    expect(iso(w.current)).toEqual(["2026-10-31T19:00:00.000Z", "2026-11-30T19:00:00.000Z"]);
    expect(iso(w.previous)).toEqual(["2026-10-01T19:00:00.000Z", "2026-10-31T19:00:00.000Z"]);
    const early = new Date("2026-11-04T10:00:00Z");
    const e = trendWindows(calendarRange("monthly", early), early)!;
    expect(e.days).toBe(4);
    expect(iso(e.previous)).toEqual(["2026-10-27T19:00:00.000Z", "2026-10-31T19:00:00.000Z"]);
  });

  it("today against yesterday; a past month whole; a year so far", () => {
    const d = trendWindows(calendarRange("daily", now), now)!;
    expect([d.days, ...iso(d.previous)]).toEqual([1, "2026-11-28T19:00:00.000Z", "2026-11-29T19:00:00.000Z"]);
    const feb = trendWindows(calendarRange("monthly", now, 2, 2026), now)!;
    expect([feb.days, ...iso(feb.previous)]).toEqual([
      28,
      "2026-01-03T19:00:00.000Z",
      "2026-01-31T19:00:00.000Z",
    ]);
    const year = trendWindows(calendarRange("yearly", now), now)!;
    expect(year.days).toBe(334);
    expect(year.previous.end.toISOString()).toBe("2025-12-31T19:00:00.000Z");
  });

  it("nothing to compare for all time or a window that has not begun", () => {
    expect(trendWindows(calendarRange("all", now), now)).toBeNull();
    expect(trendWindows(calendarRange("monthly", now, 12, 2026), now)).toBeNull();
  });
});

describe("the change between two periods", () => {
  it("is a percentage of the previous period, to one decimal", () => {
    expect(percentChange(1125, 1000)).toBe(12.5);
    expect(percentChange(900, 1200)).toBe(-25);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(500, 500)).toBe(0);
  });

  it("is null ('new') when the previous period had none, never infinity; 0 when neither had any", () => {
    expect(percentChange(4000, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 700)).toBe(-100);
  });
});

describe("karachiParts against the time zone database", () => {
  // The fixed UTC+5 offset (no Intl at start-up, docs/PERFORMANCE.md) must read every instant as the
  // zone database's Asia/Karachi does: if Pakistan's clock ever changes, this fails.
  const zone = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Karachi",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  it("matches Intl's Asia/Karachi every 5 hours and 7 minutes from 2010 to 2035", () => {
    const step = (5 * 60 + 7) * 60_000;
    const mismatches: string[] = [];
    for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2036, 0, 1); t += step) {
      const at = new Date(t);
      const want: Record<string, number> = {};
      for (const p of zone.formatToParts(at)) if (p.type !== "literal") want[p.type] = Number(p.value);
      const got = karachiParts(at);
      if (
        got.year !== want.year ||
        got.month !== want.month ||
        got.day !== want.day ||
        got.hour !== want.hour ||
        got.minute !== want.minute
      )
        mismatches.push(at.toISOString());
    }
    expect(mismatches).toEqual([]);
  });
});
