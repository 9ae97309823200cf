import { describe, expect, it } from "vitest";
import {
  formatCompact,
  formatCompactMoney,
  formatCount,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRupees,
  formatTime12,
  karachiDate,
  shortId,
  titleCaseAction,
} from "../../../src/domain/format.ts";

describe("formatRupees", () => {
  it("groups with the Pakistani locale, no decimals for whole rupees", () => {
    expect(formatRupees(12500)).toBe("₨ 12,500");
    expect(formatRupees(1250000)).toBe("₨ 1,250,000");
    expect(formatRupees(0)).toBe("₨ 0");
  });

  it("shows two decimals when there are paise", () => {
    expect(formatRupees(12500.5)).toBe("₨ 12,500.50");
    expect(formatRupees(0.05)).toBe("₨ 0.05");
  });

  it("puts the sign first and treats missing values as 0", () => {
    expect(formatRupees(-500)).toBe("-₨ 500");
    expect(formatRupees(null)).toBe("₨ 0");
    expect(formatRupees(Number.NaN)).toBe("₨ 0");
  });
});

describe("digits written out, as en-PK's Intl.NumberFormat writes them", () => {
  const whole = new Intl.NumberFormat("en-PK", { maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat("en-PK", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  /** Amounts across every length of digits, whole and with paise, from a fixed seed. */
  function* amounts() {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    // Up to a trillion rupees: beyond 2^53 paise no Number holds an amount exactly.
    for (let digits = 0; digits <= 12; digits++)
      for (let i = 0; i < 40; i++) {
        const units = Math.floor(next() * 10 ** digits);
        yield units;
        yield Math.round((units + next()) * 100) / 100;
      }
    yield* [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 0.01, 0.1, 0.99, 999.99,
    ];
  }

  it("money: the same digits as Intl for every amount, whole or with paise", () => {
    let checked = 0;
    for (const n of amounts()) {
      const intl = Number.isInteger(n) ? whole.format(n) : cents.format(n);
      expect(formatMoney(n)).toBe(`₨ ${intl}`);
      expect(formatMoney(-n)).toBe(n === 0 ? "₨ 0" : `-₨ ${intl}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("counts: whole and grouped by thousands ('1,234 total'), nothing for a missing value", () => {
    for (const n of amounts()) if (Number.isInteger(n)) expect(formatCount(n)).toBe(whole.format(n));
    expect(formatCount(1234.6)).toBe("1,235");
    expect(formatCount(-1500)).toBe("-1,500");
    expect(formatCount(null)).toBe("0");
    expect(formatCount(Number.NaN)).toBe("0");
  });
});

describe("the compact chart notation, as en-PK's Intl.NumberFormat writes it", () => {
  const intl = new Intl.NumberFormat("en-PK", { notation: "compact", maximumFractionDigits: 1 });

  it("every unit, the roundings that reach the next unit, and ties on the decimal form", () => {
    const cases = [
      0, 5, 0.04, 0.05, 0.95, 1.45, 12.34, 99.95, 999, 999.5, 999.96, 1000, 1049, 1050, 1450, 9999, 12345,
      99949, 99950, 999949, 999950, 1_234_567, 123_456_789, 999_950_000, 1_234_567_890, 1.5e12,
      999_999_999_999_999, 2e15, 2e16, 1.234e18, 2e21, 1e-7, -0, -0.01, -1234,
    ];
    for (const n of cases) expect(formatCompact(n), String(n)).toBe(intl.format(n));
    expect([formatCompact(1234), formatCompact(12_345_678), formatCompact(2e15)]).toEqual([
      "1.2K",
      "12.3M",
      "2000T",
    ]);
  });

  it("the same as Intl for amounts of every length, positive and negative, and a chart's ticks", () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    let checked = 0;
    const check = (n: number) => {
      expect(formatCompact(n), String(n)).toBe(intl.format(n));
      checked++;
    };
    for (let digits = -2; digits <= 16; digits++)
      for (let i = 0; i < 100; i++) {
        const paise = Math.floor(next() * 10 ** digits * 100) / 100;
        check(paise);
        check(-paise);
        check(Math.round(next() * 10 ** digits));
      }
    for (let k = 0; k < 400; k++) {
      check(k * 250);
      check(k * 12_500);
      check(k * 0.05);
    }
    expect(checked).toBeGreaterThan(6000);
  });
});

describe("formatCurrency", () => {
  it("uses the booking's currency in whole units (default PKR), in the one money notation", () => {
    expect(formatCurrency(125000.6)).toBe("₨ 125,001");
    expect(formatCurrency(125000, "PKR")).toBe("₨ 125,000");
    expect(formatCurrency(125000, "USD")).toBe("US$ 125,000");
    expect(formatCurrency(125000, "usd")).toBe(formatCurrency(125000, "USD"));
    expect(formatCurrency(-1200, "USD")).toBe("-US$ 1,200");
  });

  it("falls back to the code for an unknown currency", () => {
    expect(formatCurrency(1500, "XX")).toBe("XX 1,500");
    expect(formatCurrency(1500, "")).toBe("₨ 1,500");
  });
});

describe("one money notation", () => {
  it("a list mixing rupees and GDS currencies writes each as symbol, space, digits", () => {
    const list = [
      formatRupees(185000),
      formatCurrency(185000, "PKR"),
      formatCurrency(1200, "USD"),
      formatCurrency(950, "AED"),
      formatCurrency(4100, "SAR"),
      formatMoney(12500.5),
      formatCompactMoney(1_300_000),
    ];
    expect(list).toEqual([
      "₨ 185,000",
      "₨ 185,000",
      "US$ 1,200",
      "AED 950",
      "SAR 4,100",
      "₨ 12,500.50",
      "₨ 1.3M",
    ]);
    for (const text of list) {
      expect(text).toMatch(/^(₨|US\$|AED|SAR) [\d,.]+M?$/);
      expect(text).not.toMatch(/Rs|PKR/);
    }
  });
});

describe("dates and times in Karachi", () => {
  it("formatDate shows a calendar date as written", () => {
    expect(formatDate("2026-03-12")).toBe("12 Mar 2026");
    expect(formatDate("2026-09-01")).toBe("1 Sep 2026");
  });

  it("formatDate converts an instant to Karachi (UTC+5)", () => {
    expect(formatDate("2026-03-12T20:00:00Z")).toBe("13 Mar 2026");
    expect(formatDate(new Date("2026-12-31T18:59:59Z"))).toBe("31 Dec 2026");
    expect(formatDate(Date.parse("2026-12-31T19:00:00Z"))).toBe("1 Jan 2027");
  });

  it("formatDate gives '' for nothing or nonsense", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("soon")).toBe("");
    expect(formatDate("2026-13-01")).toBe("");
  });

  it("formatTime12 turns a clock time into 12-hour AM/PM", () => {
    expect(formatTime12("00:00")).toBe("12:00 AM");
    expect(formatTime12("09:05")).toBe("9:05 AM");
    expect(formatTime12("12:30")).toBe("12:30 PM");
    expect(formatTime12("23:59")).toBe("11:59 PM");
    expect(formatTime12("24:00")).toBe("");
  });

  it("formatTime12 shows an instant in Karachi time", () => {
    expect(formatTime12("2026-03-12T10:05:00Z")).toBe("3:05 PM");
    expect(formatTime12("2026-03-12T19:00:00Z")).toBe("12:00 AM");
  });

  it("formatDateTime combines both", () => {
    expect(formatDateTime("2026-03-12T10:05:00Z")).toBe("12 Mar 2026, 3:05 PM");
    expect(formatDateTime(undefined)).toBe("");
  });

  it("karachiDate gives the day in Karachi", () => {
    expect(karachiDate("2026-03-12T18:59:00Z")).toBe("2026-03-12");
    expect(karachiDate("2026-03-12T19:00:00Z")).toBe("2026-03-13");
    expect(karachiDate(new Date("2026-01-01T00:00:00Z"))).toBe("2026-01-01");
  });
});

describe("titleCaseAction and shortId", () => {
  it("shows underscores as spaces, title-cased", () => {
    expect(titleCaseAction("approve_booking")).toBe("Approve Booking");
    expect(titleCaseAction("SECURITY_ALERT")).toBe("Security Alert");
    expect(titleCaseAction("login")).toBe("Login");
    expect(titleCaseAction(undefined)).toBe("");
  });

  it("keeps the last 8 characters of an id", () => {
    expect(shortId("0b6c3c38-7a64-4f7e-9d0e-2f1b9f1f2a11")).toBe("9f1f2a11");
    expect(shortId("abc")).toBe("abc");
    expect(shortId(null)).toBe("");
  });
});
