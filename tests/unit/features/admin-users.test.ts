import { describe, expect, it } from "vitest";
import {
  clampPage,
  exportFileName,
  exportParams,
  isFiltered,
  LOG_ACTIONS,
  type LogFilters,
  logsParams,
  NO_FILTERS,
  timeBounds,
  truncateDetails,
} from "../../../src/features/admin-logs/log-query.ts";
import { formatMetaValue, humanizeKey, readableMetadata } from "../../../src/features/admin-logs/metadata.ts";
import { filtersOf, parseLogsSearch, searchOf } from "../../../src/features/admin-logs/route-search.ts";
import {
  checkCreateUser,
  checkEditCustomer,
  checkNewPassword,
  createUserBody,
  EMPTY_CREATE,
  updateCustomerBody,
  userSearchFields,
  userStatus,
} from "../../../src/features/admin-users/user-view.ts";

const f = (over: Partial<LogFilters> = {}): LogFilters => ({ ...NO_FILTERS, ...over });
/** 12 Mar 2026 20:30 UTC = Friday 13 Mar 2026, 01:30 in Karachi (UTC+5). */
const LATE_THURSDAY_UTC = new Date("2026-03-12T20:30:00Z");

describe("userStatus", () => {
  it.each([
    [{ isBlocked: true, isApproved: true }, "blocked"],
    [{ isBlocked: true, isApproved: false }, "blocked"],
    [{ isBlocked: false, isApproved: true }, "active"],
    [{ isBlocked: false, isApproved: false }, "pending"],
  ] as const)("%o is %s", (user, status) => {
    expect(userStatus(user)).toBe(status);
  });

  it("the global search reads name, email and company", () => {
    const user = { name: "Bilal Ahmed", email: "bilal@safar.pk", company: "Haramain Express" };
    expect(userSearchFields(user as never)).toEqual(["Bilal Ahmed", "bilal@safar.pk", "Haramain Express"]);
  });
});

describe("user forms", () => {
  it("Create User: name, email and an 8-character password are required; role defaults to customer", () => {
    const out = checkCreateUser({ ...EMPTY_CREATE, password: "short" });
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.errors.name).toBe("Name is required");
      expect(out.errors.email).toBe("Please enter a valid email");
      expect(out.errors.password).toBe("Password must be at least 8 characters");
      expect(out.errors.mobileNumber).toBeUndefined();
    }
    const ok = checkCreateUser({
      ...EMPTY_CREATE,
      name: " Sana ",
      email: "sana@example.pk",
      password: "Longenough!",
    });
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect(createUserBody(ok.value)).toEqual({
        name: "Sana",
        email: "sana@example.pk",
        password: "Longenough!",
        role: "customer",
      });
  });

  it("Create User keeps the optional fields that are filled, trimmed", () => {
    const out = checkCreateUser({
      ...EMPTY_CREATE,
      name: "Sana",
      email: "sana@example.pk",
      password: "Longenough!",
      role: "admin",
      city: " Lahore ",
      country: "Pakistan",
    });
    expect(out.ok && createUserBody(out.value)).toEqual({
      name: "Sana",
      email: "sana@example.pk",
      password: "Longenough!",
      role: "admin",
      city: "Lahore",
      country: "Pakistan",
    });
  });

  it("Edit Customer: name and email required; blank optional fields are sent blank (cleared)", () => {
    const blank = { name: "", email: "", mobileNumber: "", company: "", address: "", city: "", country: "" };
    const bad = checkEditCustomer(blank);
    expect(bad.ok ? null : bad.errors).toMatchObject({
      name: "Name is required",
      email: "Please enter a valid email",
    });
    const good = checkEditCustomer({ ...blank, name: "Bilal", email: "bilal@safar.pk", city: " Karachi " });
    expect(good.ok && updateCustomerBody(good.value)).toEqual({
      ...blank,
      name: "Bilal",
      email: "bilal@safar.pk",
      city: "Karachi",
    });
  });

  it("Change Password: the registration policy, and the confirmation must match", () => {
    expect(checkNewPassword({ newPassword: "short", confirmPassword: "short" })).toMatchObject({
      ok: false,
      errors: { newPassword: "Password must be at least 8 characters" },
    });
    expect(checkNewPassword({ newPassword: "password", confirmPassword: "password" })).toMatchObject({
      ok: false,
      errors: { newPassword: "Password must contain at least one uppercase letter" },
    });
    expect(checkNewPassword({ newPassword: "Longenough!", confirmPassword: "Longenough?" })).toMatchObject({
      ok: false,
      errors: { confirmPassword: "Passwords do not match" },
    });
    expect(checkNewPassword({ newPassword: "Longenough!", confirmPassword: "Longenough!" })).toEqual({
      ok: true,
      value: { newPassword: "Longenough!" },
    });
  });
});

describe("logs query", () => {
  it("sends only page and limit=20 without filters", () => {
    expect(logsParams(NO_FILTERS, 1)).toEqual({ page: 1, limit: 20 });
    expect(logsParams(NO_FILTERS, 0)).toEqual({ page: 1, limit: 20 });
    expect(logsParams(NO_FILTERS, 3)).toEqual({ page: 3, limit: 20 });
  });

  it("sends only the non-empty filters, trimmed, and drops unknown status and role values", () => {
    expect(
      logsParams(f({ search: "  bilal  ", action: "block_user", status: "error", userRole: "admin" }), 2),
    ).toEqual({
      page: 2,
      limit: 20,
      search: "bilal",
      action: "block_user",
      status: "error",
      userRole: "admin",
    });
    const q = logsParams(f({ search: "   ", status: "nope", userRole: "root" }), 1);
    expect(q).toEqual({ page: 1, limit: 20 });
    for (const k of ["search", "action", "status", "userRole", "startDate", "endDate"])
      expect(k in q).toBe(false);
  });

  it("export sends format=csv and the same filters, without page or limit", () => {
    expect(exportParams(f({ action: "login", status: "success" }))).toEqual({
      format: "csv",
      action: "login",
      status: "success",
    });
  });

  it("every action of the filter is title-cased once", () => {
    expect(new Set(LOG_ACTIONS).size).toBe(LOG_ACTIONS.length);
    expect(LOG_ACTIONS).toContain("block_user");
  });
});

describe("time presets → startDate/endDate (Karachi calendar days)", () => {
  it("All time sends no dates", () => {
    expect(timeBounds(f(), LATE_THURSDAY_UTC)).toEqual({});
  });

  it("Today is the Karachi day, not the UTC one", () => {
    expect(timeBounds(f({ time: "today" }), LATE_THURSDAY_UTC)).toEqual({
      startDate: "2026-03-13",
      endDate: "2026-03-13",
    });
    expect(logsParams(f({ time: "today" }), 1, LATE_THURSDAY_UTC)).toEqual({
      page: 1,
      limit: 20,
      startDate: "2026-03-13",
      endDate: "2026-03-13",
    });
  });

  it("This week runs Sunday to Saturday", () => {
    expect(timeBounds(f({ time: "week" }), LATE_THURSDAY_UTC)).toEqual({
      startDate: "2026-03-08",
      endDate: "2026-03-14",
    });
    // Sunday 00:10 in Karachi is Saturday 19:10 UTC: already the new week.
    expect(timeBounds(f({ time: "week" }), new Date("2026-03-14T19:10:00Z"))).toEqual({
      startDate: "2026-03-15",
      endDate: "2026-03-21",
    });
  });

  it("This month is the calendar month in Karachi", () => {
    expect(timeBounds(f({ time: "month" }), LATE_THURSDAY_UTC)).toEqual({
      startDate: "2026-03-01",
      endDate: "2026-03-31",
    });
    // 31 Jan 2026 20:00 UTC is 1 Feb 01:00 in Karachi.
    expect(timeBounds(f({ time: "month" }), new Date("2026-01-31T20:00:00Z"))).toEqual({
      startDate: "2026-02-01",
      endDate: "2026-02-28",
    });
  });

  it("custom dates are sent as chosen; one side alone; reversed ones swapped; invalid ones dropped", () => {
    expect(timeBounds(f({ time: "custom", from: "2026-03-01", to: "2026-03-10" }))).toEqual({
      startDate: "2026-03-01",
      endDate: "2026-03-10",
    });
    expect(timeBounds(f({ time: "custom", from: "2026-03-01" }))).toEqual({ startDate: "2026-03-01" });
    expect(timeBounds(f({ time: "custom", to: "2026-03-10" }))).toEqual({ endDate: "2026-03-10" });
    expect(timeBounds(f({ time: "custom", from: "2026-03-10", to: "2026-03-01" }))).toEqual({
      startDate: "2026-03-01",
      endDate: "2026-03-10",
    });
    expect(timeBounds(f({ time: "custom", from: "12/03/2026", to: "" }))).toEqual({});
    // Dates typed without a custom preset are ignored.
    expect(timeBounds(f({ from: "2026-03-01", to: "2026-03-10" }))).toEqual({});
  });

  it("says whether the list is narrowed (which empty state to show)", () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered(f({ time: "custom" }))).toBe(false);
    expect(isFiltered(f({ time: "custom", from: "2026-03-01" }))).toBe(true);
    expect(isFiltered(f({ time: "today" }))).toBe(true);
    expect(isFiltered(f({ search: " x " }))).toBe(true);
    expect(isFiltered(f({ action: "login" }))).toBe(true);
  });
});

describe("details truncation", () => {
  it("keeps text of up to 50 characters as it is", () => {
    expect(truncateDetails("")).toBe("");
    expect(truncateDetails(null)).toBe("");
    const fifty = "x".repeat(50);
    expect(truncateDetails(fifty)).toBe(fifty);
  });

  it("cuts longer text at 50 characters with an ellipsis", () => {
    const long = "Blocked Bilal Ahmed (bilal@safar.pk) after three failed payments";
    const out = truncateDetails(long);
    expect(out).toBe(`${long.slice(0, 50)}…`);
    expect(Array.from(out)).toHaveLength(51);
    expect(truncateDetails("y".repeat(51))).toBe(`${"y".repeat(50)}…`);
  });

  it("never splits a character made of two code units, and drops a space before the ellipsis", () => {
    const out = truncateDetails(`${"a".repeat(49)}😀😀`);
    expect(out).toBe(`${"a".repeat(49)}😀…`);
    expect(truncateDetails(`${"a".repeat(49)} tail`)).toBe(`${"a".repeat(49)}…`);
  });
});

describe("export file name and pages", () => {
  it("takes the server's activity_logs_<date>.csv, else today's date", () => {
    expect(exportFileName('attachment; filename="activity_logs_2026-03-12.csv"', "2026-01-01")).toBe(
      "activity_logs_2026-03-12.csv",
    );
    expect(exportFileName(null, "2026-03-12")).toBe("activity_logs_2026-03-12.csv");
    expect(exportFileName('attachment; filename="../evil.sh"', "2026-03-12")).toBe(
      "activity_logs_2026-03-12.csv",
    );
  });

  it("clamps a page into 1..totalPages", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe("logs URL search", () => {
  it("keeps known values and drops the rest", () => {
    expect(
      parseLogsSearch({
        page: "3",
        action: "block_user",
        status: "error",
        role: "admin",
        time: "week",
        from: "2026-01-01",
      }),
    ).toEqual({ page: 3, action: "block_user", status: "error", role: "admin", time: "week" });
    expect(parseLogsSearch({ page: "1", action: "rm -rf", status: "bad", time: "all" })).toEqual({});
    expect(parseLogsSearch({ time: "custom", from: "2026-01-01", to: "nope" })).toEqual({
      time: "custom",
      from: "2026-01-01",
    });
  });

  it("round-trips the filters (a change goes back to page 1)", () => {
    const search = parseLogsSearch({ page: 4, action: "login", role: "customer" });
    const filters = filtersOf(search, "ayesha");
    expect(filters).toEqual({ ...NO_FILTERS, search: "ayesha", action: "login", userRole: "customer" });
    const { search: _s, ...rest } = filters;
    expect(searchOf({ ...rest, status: "error" })).toEqual({
      action: "login",
      role: "customer",
      status: "error",
    });
  });
});

describe("readable metadata", () => {
  it("labels keys in words", () => {
    expect(humanizeKey("deletedFlightBookings")).toBe("Deleted flight bookings");
    expect(humanizeKey("isBlocked")).toBe("Is blocked");
    expect(humanizeKey("user_agent")).toBe("User agent");
    expect(humanizeKey("resourceId")).toBe("Resource ID");
    expect(humanizeKey("PNR")).toBe("PNR");
  });

  it("formats values for people", () => {
    expect(formatMetaValue(true)).toBe("Yes");
    expect(formatMetaValue(false)).toBe("No");
    expect(formatMetaValue(null)).toBe("—");
    expect(formatMetaValue("")).toBe("—");
    expect(formatMetaValue(3)).toBe("3");
    expect(formatMetaValue(["a", "b"])).toBe("a, b");
    expect(formatMetaValue("2026-03-12T10:05:00.000Z")).toBe("12 Mar 2026, 3:05 PM");
  });

  it("turns before/after into one table of fields and keeps the other keys as a list", () => {
    const out = readableMetadata({
      before: { isBlocked: false, name: "Bilal" },
      after: { isBlocked: true },
      reason: "fraud",
    });
    expect(out.changes).toEqual({
      hasBefore: true,
      hasAfter: true,
      rows: [
        { field: "isBlocked", label: "Is blocked", before: false, after: true, changed: true },
        { field: "name", label: "Name", before: "Bilal", after: undefined, changed: true },
      ],
    });
    expect(out.entries).toEqual([{ key: "reason", label: "Reason", value: "fraud" }]);
  });

  it("a create has only 'after'; no metadata gives nothing", () => {
    const out = readableMetadata({ after: { name: "Sana" } });
    expect(out.changes).toMatchObject({
      hasBefore: false,
      hasAfter: true,
      rows: [{ field: "name", changed: false }],
    });
    expect(readableMetadata({})).toEqual({ changes: null, entries: [] });
    expect(readableMetadata(null)).toEqual({ changes: null, entries: [] });
    expect(readableMetadata({ before: "text" }).entries).toEqual([
      { key: "before", label: "Before", value: "text" },
    ]);
  });
});
