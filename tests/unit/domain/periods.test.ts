import { describe, expect, it } from "vitest";
import { calendarRange, rollingRange, startOfKarachiDay } from "../../../src/domain/periods.ts";

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
