import { describe, expect, it } from "vitest";
import { isOfflineFailure, neverLoadedText, shownFailures } from "../../../src/db/sync-failure.ts";

const since = Date.parse("2026-03-12T10:00:00Z");
const before = "2026-03-12T09:59:00Z";
const after = "2026-03-12T10:01:00Z";

describe("isOfflineFailure", () => {
  it("takes a pull that got no answer while offline for the offline state", () => {
    expect(isOfflineFailure({ status: 0, at: after }, { online: false, since })).toBe(true);
    expect(isOfflineFailure({ status: 0, at: null }, { online: false, since })).toBe(true);
  });

  it("takes one recorded before the connection came back for the offline state too", () => {
    expect(isOfflineFailure({ status: 0, at: before }, { online: true, since })).toBe(true);
  });

  it("keeps no answer while online (the server is down) and every answer the server gave", () => {
    expect(isOfflineFailure({ status: 0, at: after }, { online: true, since })).toBe(false);
    expect(isOfflineFailure({ status: 0, at: null }, { online: true, since })).toBe(false);
    for (const status of [400, 403, 404, 500, 503, null])
      expect(isOfflineFailure({ status, at: after }, { online: false, since })).toBe(false);
  });
});

describe("shownFailures", () => {
  it("drops only the connection's failures, in order", () => {
    const failures = [
      { table: "flights", status: 0, at: after },
      { table: "bookings", status: 503, at: after },
      { table: "packages", status: 0, at: before },
    ];
    expect(shownFailures(failures, { online: false, since }).map((f) => f.table)).toEqual(["bookings"]);
    expect(shownFailures(failures, { online: true, since }).map((f) => f.table)).toEqual([
      "flights",
      "bookings",
    ]);
  });
});

describe("neverLoadedText", () => {
  const refusal = { error: "Down for maintenance", status: 503 };

  it("gives a list that never loaded the server's message, else the screen's own text", () => {
    const never = { lastSyncedAt: null, lastError: "x", errors: [refusal] };
    expect(neverLoadedText(never, "Failed to fetch bookings")).toBe("Down for maintenance");
    const noAnswer = { ...never, errors: [{ error: "x", status: null }] };
    expect(neverLoadedText(noAnswer, "Failed to fetch bookings")).toBe("Failed to fetch bookings");
  });

  it("is null once the list has loaded, or while nothing failed", () => {
    expect(neverLoadedText({ lastSyncedAt: after, lastError: "x", errors: [refusal] }, "F")).toBeNull();
    expect(neverLoadedText({ lastSyncedAt: null, lastError: null, errors: [] }, "F")).toBeNull();
  });
});
