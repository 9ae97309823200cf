import { describe, expect, it } from "vitest";
import {
  dashboardQuery,
  listLimitQuery,
  logsQuery,
  parseQuery,
  recentActivityQuery,
  sinceQuery,
} from "../../../src/domain/queries.ts";

describe("listLimitQuery", () => {
  it("defaults to 1000 and converts the text to a number", () => {
    expect(parseQuery(listLimitQuery, {})).toEqual({ ok: true, value: { limit: 1000 } });
    expect(parseQuery(listLimitQuery, { limit: "25" })).toEqual({ ok: true, value: { limit: 25 } });
    expect(parseQuery(listLimitQuery, { limit: "" })).toEqual({ ok: true, value: { limit: 1000 } });
  });

  it.each(["0", "1001", "1.5", "abc", "-1"])("refuses limit=%s", (limit) => {
    expect(parseQuery(listLimitQuery, { limit })).toEqual({
      ok: false,
      message: "Limit must be between 1 and 1000",
      errors: { limit: "Limit must be between 1 and 1000" },
    });
  });

  it("drops unknown keys and takes the first of repeated values", () => {
    expect(parseQuery(listLimitQuery, { limit: ["5", "7"], other: "x" })).toEqual({
      ok: true,
      value: { limit: 5 },
    });
    expect(parseQuery(listLimitQuery, new URLSearchParams("limit=9&limit=3&x=1"))).toEqual({
      ok: true,
      value: { limit: 9 },
    });
  });
});

describe("dashboardQuery", () => {
  it("defaults the period to monthly", () => {
    expect(parseQuery(dashboardQuery, {})).toEqual({ ok: true, value: { period: "monthly" } });
  });

  it("takes a period, month and year", () => {
    expect(parseQuery(dashboardQuery, { period: "yearly", month: "3", year: "2026" })).toEqual({
      ok: true,
      value: { period: "yearly", month: 3, year: 2026 },
    });
  });

  it("reports bad values", () => {
    const r = parseQuery(dashboardQuery, { period: "weekly", month: "13", year: "1999" });
    expect(r.ok ? {} : r.errors).toEqual({
      period: "Period must be daily, monthly, yearly or all",
      month: "Month must be between 1 and 12",
      year: "Year must be between 2000 and 2100",
    });
  });
});

describe("recentActivityQuery", () => {
  it("defaults limit 10 and period all", () => {
    expect(parseQuery(recentActivityQuery, {})).toEqual({ ok: true, value: { limit: 10, period: "all" } });
    expect(parseQuery(recentActivityQuery, { period: "weekly", limit: "50" })).toEqual({
      ok: true,
      value: { limit: 50, period: "weekly" },
    });
  });

  it("caps the limit at 50", () => {
    const r = parseQuery(recentActivityQuery, { limit: "51" });
    expect(r.ok ? "" : r.message).toBe("Limit must be between 1 and 50");
  });
});

describe("logsQuery", () => {
  it("defaults page 1 and limit 20, and keeps numeric-looking text as text", () => {
    expect(parseQuery(logsQuery, { search: "123", action: "approve_booking" })).toEqual({
      ok: true,
      value: { page: 1, limit: 20, search: "123", action: "approve_booking" },
    });
  });

  it("accepts dates and date-times", () => {
    const r = parseQuery(logsQuery, {
      startDate: "2026-03-01",
      endDate: "2026-03-12T23:59:59.999Z",
      userRole: "guest",
      status: "warning",
      page: "3",
      limit: "100",
    });
    expect(r.ok && r.value).toEqual({
      page: 3,
      limit: 100,
      startDate: "2026-03-01",
      endDate: "2026-03-12T23:59:59.999Z",
      userRole: "guest",
      status: "warning",
    });
  });

  it("reports bad values", () => {
    const r = parseQuery(logsQuery, {
      page: "0",
      limit: "101",
      search: "x".repeat(101),
      action: "a".repeat(51),
      resource: "r".repeat(51),
      userRole: "root",
      status: "ok",
      startDate: "yesterday",
      endDate: "2026-02-30",
    });
    expect(r.ok ? {} : r.errors).toEqual({
      page: "Page must be between 1 and 1000000",
      limit: "Limit must be between 1 and 100",
      search: "Search cannot be more than 100 characters",
      action: "Action cannot be more than 50 characters",
      resource: "Resource cannot be more than 50 characters",
      userRole: "User role must be admin, customer, guest or system",
      status: "Status must be success, error or warning",
      startDate: "Start date must be a valid date",
      endDate: "End date must be a valid date",
    });
  });

  it("refuses an end before the start", () => {
    const r = parseQuery(logsQuery, { startDate: "2026-03-12", endDate: "2026-03-01" });
    expect(r.ok ? {} : r.errors).toEqual({ endDate: "End date must be after start date" });
  });
});

describe("sinceQuery", () => {
  it("takes an optional cursor of at most 100 characters", () => {
    expect(parseQuery(sinceQuery, {})).toEqual({ ok: true, value: {} });
    expect(parseQuery(sinceQuery, { since: "2026-03-12T10:00:00.000Z|42" })).toEqual({
      ok: true,
      value: { since: "2026-03-12T10:00:00.000Z|42" },
    });
    const r = parseQuery(sinceQuery, { since: "c".repeat(101) });
    expect(r.ok ? "" : r.message).toBe("Invalid sync cursor");
  });
});
