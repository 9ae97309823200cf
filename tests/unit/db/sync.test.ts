// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession, signIn } from "../../../src/api/session.ts";
import { db } from "../../../src/db/schema.ts";
import {
  applyServerRows,
  getSyncActivity,
  nextSliceRows,
  readSyncState,
  SLICE_TARGET_MS,
  screenTable,
  startSync,
  stopSync,
  syncNow,
  tablesFor,
  WRITE_CHUNK,
} from "../../../src/db/sync.ts";
import { admin, customer, deferred, freshMirror, json, PLAIN, row, stubApi, waitFor } from "./fake-api.ts";

const ids = async (table: "flights" | "packages" | "bookings" | "packageBookings") =>
  (await db.table(table).toArray()).map((r) => r._id).sort();

beforeEach(async () => {
  await freshMirror();
});

afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("full pull", () => {
  it("fills a table, then replaces it: rows gone on the server disappear, changed rows change", async () => {
    const server = { "/flights": [row("f1", "2026-01-01T00:00:00Z"), row("f2", "2026-01-02T00:00:00Z")] };
    stubApi(server);
    signIn("tok", customer);

    const first = await syncNow(["flights"]);
    expect(first.stopped).toBeNull();
    expect(first.results).toEqual([{ table: "flights", ok: true, mode: "full", put: 2, deleted: 0 }]);
    expect(await ids("flights")).toEqual(["f1", "f2"]);

    server["/flights"] = [
      row("f2", "2026-01-02T00:00:00Z", { version: 2, status: "sold" }),
      row("f3", "2026-01-03T00:00:00Z"),
    ];
    await syncNow(["flights"]);
    expect(await ids("flights")).toEqual(["f2", "f3"]);
    expect((await db.flights.get("f2"))?.status).toBe("sold");
    const state = await readSyncState("flights");
    expect(state.lastSyncedAt).not.toBeNull();
    expect(state.lastError).toBeNull();
    expect(state.cursor).toBeNull();
  });

  it("reads every answer shape: the bare array, { success, data }, { success, data: { bookings } }", async () => {
    stubApi({
      "/packages": [row("p1", "2026-01-01T00:00:00Z")],
      "/direct-bookings": [row("d1", "2026-01-01T00:00:00Z")],
      "/direct-package-bookings": [row("dp1", "2026-01-01T00:00:00Z")],
      "/web/gds-bookings": [row("g1", "2026-01-01T00:00:00Z")],
      "/package-bookings/all": [row("pb1", "2026-01-01T00:00:00Z")],
      "/customers": [row("u1", "2026-01-01T00:00:00Z")],
      "/logs/recent-activity": [row("l1", "2026-01-01T00:00:00Z")],
      "/notifications": [row("n1", "2026-01-01T00:00:00Z")],
    });
    signIn("tok", admin);
    const report = await syncNow();
    expect(report.results.every((r) => r.ok)).toBe(true);
    expect(await db.packages.count()).toBe(1);
    expect(await db.directBookings.get("d1")).toBeDefined();
    expect(await db.directPackageBookings.get("dp1")).toBeDefined();
    expect(await db.gdsBookings.get("g1")).toBeDefined();
    expect(await db.packageBookings.get("pb1")).toBeDefined();
    expect(await db.customers.get("u1")).toBeDefined();
    expect(await db.logs.get("l1")).toBeDefined();
    expect(await db.notifications.get("n1")).toBeDefined();
  });

  it("a malformed answer is a failure of that table and leaves its rows alone", async () => {
    const api = stubApi({ "/flights": [row("f1", "2026-01-01T00:00:00Z")] });
    signIn("tok", customer);
    await syncNow(["flights"]);
    api.on("/flights", () => json(200, { something: "else" }));
    const report = await syncNow(["flights"]);
    expect(report.results[0]).toMatchObject({ ok: false, error: "Unexpected answer from the server" });
    expect(await ids("flights")).toEqual(["f1"]);
  });

  it("a GDS answer with success: false records its error and keeps the rows", async () => {
    const api = stubApi({ "/web/gds-bookings": [row("g1", "2026-01-01T00:00:00Z")] });
    signIn("tok", admin);
    await syncNow(["gdsBookings"]);
    api.on("/web/gds-bookings", () => json(200, { success: false, data: [], error: "GDS unreachable" }));
    await syncNow(["gdsBookings"]);
    expect((await readSyncState("gdsBookings")).lastError).toBe("GDS unreachable");
    expect(await db.gdsBookings.count()).toBe(1);
  });
});

describe("delta sync", () => {
  it("keeps the X-Sync-Cursor, sends since next time and applies changed + deleted", async () => {
    const api = stubApi();
    let answer: () => Response = () =>
      json(200, PLAIN["/flights"]!([row("f1", "2026-01-01T00:00:00Z"), row("f2", "2026-01-02T00:00:00Z")]), {
        "X-Sync-Cursor": "c1",
      });
    api.on("/flights", () => answer());
    signIn("tok", customer);

    await syncNow(["flights"]);
    expect(api.calls[0]?.query.has("since")).toBe(false);
    expect((await readSyncState("flights")).cursor).toBe("c1");

    answer = () =>
      json(
        200,
        {
          changed: [
            row("f2", "2026-01-02T00:00:00Z", { version: 2, status: "delayed" }),
            row("f3", "2026-01-03T00:00:00Z"),
          ],
          deleted: ["f1"],
          cursor: "c2",
        },
        { "X-Sync-Cursor": "c2" },
      );
    const report = await syncNow(["flights"]);
    expect(api.calls[1]?.query.get("since")).toBe("c1");
    expect(report.results).toEqual([{ table: "flights", ok: true, mode: "delta", put: 2, deleted: 1 }]);
    expect(await ids("flights")).toEqual(["f2", "f3"]);
    expect((await db.flights.get("f2"))?.status).toBe("delayed");
    expect((await readSyncState("flights")).cursor).toBe("c2");

    answer = () => json(200, { changed: [], deleted: [], cursor: "c3" }, { "X-Sync-Cursor": "c3" });
    await syncNow(["flights"]);
    expect(api.calls[2]?.query.get("since")).toBe("c2");
    expect(await ids("flights")).toEqual(["f2", "f3"]);
    expect((await readSyncState("flights")).cursor).toBe("c3");
  });

  it("a plain answer to since counts as a full pull", async () => {
    const api = stubApi();
    let n = 0;
    api.on("/packages", () =>
      ++n === 1
        ? json(200, [row("p1", "2026-01-01T00:00:00Z"), row("p2", "2026-01-02T00:00:00Z")], {
            "X-Sync-Cursor": "c1",
          })
        : json(200, [row("p2", "2026-01-02T00:00:00Z")]),
    );
    signIn("tok", customer);
    await syncNow(["packages"]);
    const report = await syncNow(["packages"]);
    expect(api.calls[1]?.query.get("since")).toBe("c1");
    expect(report.results[0]).toMatchObject({ mode: "full", deleted: 1 });
    expect(await ids("packages")).toEqual(["p2"]);
    // no cursor in that answer: the next pull is a full one again
    expect((await readSyncState("packages")).cursor).toBeNull();
  });

  it("a cursor the server refuses (400) is dropped and the table fully pulled in the same round", async () => {
    const api = stubApi();
    api.on("/flights", (url) =>
      url.searchParams.has("since")
        ? json(400, { message: "Invalid cursor" })
        : json(200, { flights: [row("f9", "2026-01-01T00:00:00Z")] }, { "X-Sync-Cursor": "fresh" }),
    );
    signIn("tok", customer);
    await db.meta.put({
      key: "sync:flights",
      value: {
        cursor: "old",
        lastSyncedAt: null,
        lastAttemptAt: null,
        lastError: null,
        lastErrorAt: null,
        lastErrorStatus: null,
      },
    });
    const report = await syncNow(["flights"]);
    expect(api.calls.map((c) => c.query.get("since"))).toEqual(["old", null]);
    expect(report.results[0]).toMatchObject({ ok: true, mode: "full" });
    expect((await readSyncState("flights")).cursor).toBe("fresh");
  });

  it("never puts back an older version than the one stored (a write's answer beats an older pull)", async () => {
    stubApi({ "/bookings/me": [row("b1", "2026-01-01T00:00:00Z", { version: 2, status: "pending" })] });
    signIn("tok", customer);
    await applyServerRows("bookings", [
      row("b1", "2026-01-01T00:00:00Z", { version: 3, status: "cancelled" }) as never,
    ]);
    await syncNow(["bookings"]);
    expect(await db.bookings.get("b1")).toMatchObject({ version: 3, status: "cancelled" });
  });
});

describe("failures", () => {
  it("404, 500 and a network error fail their own tables only, record lastError and never throw", async () => {
    const api = stubApi({
      "/flights": [row("f1", "2026-01-01T00:00:00Z")],
      "/package-bookings/me": [row("pb1", "2026-01-01T00:00:00Z")],
    });
    signIn("tok", customer);
    await syncNow();
    expect(await ids("flights")).toEqual(["f1"]);

    api.on("/flights", () => json(404, { message: "Not found" }));
    api.on("/packages", () => json(500, { message: "boom" }));
    api.on("/bookings/me", () => {
      throw new TypeError("Failed to fetch");
    });
    const report = await syncNow();

    expect(report.stopped).toBeNull();
    const byTable = Object.fromEntries(report.results.map((r) => [r.table, r]));
    expect(byTable.flights).toMatchObject({ ok: false, status: 404 });
    // A 5xx that says what is wrong is recorded in its words.
    expect(byTable.packages).toMatchObject({ ok: false, status: 500, error: "boom" });
    expect(byTable.bookings).toMatchObject({
      ok: false,
      status: 0,
      error: expect.stringMatching(/Network error/),
    });
    expect(byTable.packageBookings).toMatchObject({ ok: true });

    expect(await ids("packageBookings")).toEqual(["pb1"]);
    expect(await ids("flights")).toEqual(["f1"]); // cached rows stay when a pull fails
    const flights = await readSyncState("flights");
    expect(flights.lastError).toBe("This server does not offer this list yet (404)");
    expect(flights.lastErrorStatus).toBe(404);
    expect(flights.lastErrorAt).not.toBeNull();
    expect(flights.lastSyncedAt).not.toBeNull(); // from the first round
    expect((await readSyncState("packages")).lastErrorStatus).toBe(500);
    expect((await readSyncState("bookings")).lastErrorStatus).toBe(0);
    expect((await readSyncState("packageBookings")).lastError).toBeNull();

    api.on("/flights", () => json(200, { flights: [] }));
    await syncNow(["flights"]);
    expect((await readSyncState("flights")).lastError).toBeNull();
  });

  it("a 401 stops the round and the session is cleared", async () => {
    const api = stubApi();
    const gate = deferred();
    api.on("/flights", () => json(401, { message: "Your session has expired, please sign in again" }));
    api.on("/packages", async () => {
      await gate.promise;
      return json(200, [row("p1", "2026-01-01T00:00:00Z")]);
    });
    signIn("tok", customer);
    const round = syncNow();
    await waitFor(() => getSession().status === "signed-out");
    gate.resolve();
    const report = await round;
    expect(report.stopped).toBe("unauthorized");
    expect(await db.packages.count()).toBe(0);
    expect((await syncNow()).stopped).toBe("signed-out");
  });
});

describe("rounds", () => {
  it("overlapping syncNow calls run at most one extra round, covering every table asked for", async () => {
    const api = stubApi();
    const gate = deferred();
    let held = true;
    api.on("/flights", async () => {
      if (held) await gate.promise;
      return json(200, { flights: [] });
    });
    signIn("tok", customer);

    const first = syncNow(["flights"]);
    const queued = [syncNow(["flights"]), syncNow(["packages"]), syncNow(["flights"]), syncNow(["packages"])];
    await waitFor(() => api.calls.length === 1);
    expect(api.paths()).toEqual(["/flights"]);
    held = false;
    gate.resolve();
    await first;
    const reports = await Promise.all(queued);

    expect(api.paths().sort()).toEqual(["/flights", "/flights", "/packages"]);
    for (const r of reports) expect(r).toBe(reports[0]);
    expect(reports[0]?.results.map((r) => r.table).sort()).toEqual(["flights", "packages"]);
  });

  it("a request for every table during a round widens the follow-up to every table", async () => {
    const api = stubApi();
    const gate = deferred();
    api.on("/packages", async () => {
      await gate.promise;
      return json(200, []);
    });
    signIn("tok", customer);
    const first = syncNow(["packages"]);
    const a = syncNow(["flights"]);
    const b = syncNow();
    gate.resolve();
    await first;
    await Promise.all([a, b]);
    expect(api.paths().filter((p) => p === "/bookings/me")).toHaveLength(1);
    expect(api.paths().filter((p) => p === "/packages")).toHaveLength(2);
  });

  it("does nothing while signed out", async () => {
    const api = stubApi();
    const report = await syncNow();
    expect(report).toEqual({ results: [], stopped: "signed-out" });
    expect(api.calls).toHaveLength(0);
  });

  it("stopSync cancels the round in flight and nothing it fetched is written", async () => {
    const api = stubApi();
    const gate = deferred();
    api.on("/flights", async () => {
      await gate.promise;
      return json(200, { flights: [row("late", "2026-01-01T00:00:00Z")] });
    });
    signIn("tok", customer);
    const round = syncNow(["flights"]);
    await waitFor(() => api.calls.length === 1);
    stopSync();
    gate.resolve();
    expect((await round).stopped).toBe("aborted");
    expect(await db.flights.count()).toBe(0);
    expect((await readSyncState("flights")).lastSyncedAt).toBeNull();
  });

  it("the same holds for a delta page and for a failure that answers after the stop", async () => {
    const api = stubApi();
    const gate = deferred();
    api.on("/flights", async () => {
      await gate.promise;
      return json(200, { changed: [row("late", "2026-01-01T00:00:00Z")], deleted: ["f1"], cursor: "c2" });
    });
    api.on("/packages", async () => {
      await gate.promise;
      return json(500, { message: "boom" });
    });
    signIn("tok", customer);
    await db.flights.put(row("f1", "2026-01-01T00:00:00Z") as never);
    await db.meta.put({
      key: "sync:flights",
      value: {
        cursor: "c1",
        lastSyncedAt: null,
        lastAttemptAt: null,
        lastError: null,
        lastErrorAt: null,
        lastErrorStatus: null,
      },
    });
    const round = syncNow(["flights", "packages"]);
    await waitFor(() => api.calls.length === 2);
    expect(api.calls[0]?.query.get("since")).toBe("c1");
    stopSync();
    gate.resolve();
    expect((await round).stopped).toBe("aborted");
    expect(await ids("flights")).toEqual(["f1"]);
    expect((await readSyncState("flights")).cursor).toBe("c1");
    expect((await readSyncState("packages")).lastError).toBeNull();
  });
});

describe("the open screen's list first", () => {
  it("knows the list each screen shows by its path", () => {
    expect(screenTable("/admin/flights")).toBe("flights");
    expect(screenTable("/admin/flights/add")).toBe("flights");
    expect(screenTable("/admin/flights/bookings")).toBe("bookings");
    expect(screenTable("/admin/packages/bookings")).toBe("packageBookings");
    expect(screenTable("/customer/packages/my")).toBe("packageBookings");
    expect(screenTable("/customer/packages")).toBe("packages");
    expect(screenTable("/admin/flightsx")).toBeNull();
    expect(screenTable("/admin/dashboard")).toBeNull();
  });

  it("a first mirror pulls the open screen's list before the others start; later rounds pull all at once", async () => {
    history.replaceState(null, "", "/admin/flights/bookings");
    try {
      const api = stubApi({ "/bookings": [row("b1", "2026-01-01T00:00:00Z")] });
      const gate = deferred();
      api.on("/bookings", async () => {
        await gate.promise;
        return json(200, PLAIN["/bookings"]!([row("b1", "2026-01-01T00:00:00Z")]), { "X-Sync-Cursor": "c1" });
      });
      signIn("tok", admin);
      const round = syncNow();
      await waitFor(() => api.paths().includes("/bookings"));
      // Nothing else is asked for while the screen's list is on its way.
      await new Promise((r) => setTimeout(r, 20));
      expect(api.paths()).toEqual(["/bookings"]);
      gate.resolve();
      const report = await round;
      expect(report.stopped).toBeNull();
      expect(api.paths()).toHaveLength(tablesFor("admin").length);
      // The report keeps the round's table order.
      expect(report.results.map((r) => r.table)).toEqual(tablesFor("admin"));
      expect(await db.bookings.get("b1")).toBeDefined();

      // With a cursor kept, every list is asked for at once.
      const before = api.calls.length;
      const gate2 = deferred();
      api.on("/bookings", async () => {
        await gate2.promise;
        return json(200, { changed: [], deleted: [], cursor: "c2" });
      });
      const next = syncNow();
      await waitFor(() => api.calls.length - before === tablesFor("admin").length);
      gate2.resolve();
      expect((await next).stopped).toBeNull();
    } finally {
      history.replaceState(null, "", "/");
    }
  });
});

describe("roles", () => {
  it("a customer syncs flights, packages, their own bookings and notifications only", async () => {
    const api = stubApi({ "/bookings/me": [row("b1", "2026-01-01T00:00:00Z")] });
    signIn("tok", customer);
    await syncNow();
    expect(api.paths().sort()).toEqual([
      "/bookings/me",
      "/flights",
      "/notifications",
      "/package-bookings/me",
      "/packages",
    ]);
    expect(api.calls.every((c) => c.auth === "Bearer tok")).toBe(true);
    expect(await ids("bookings")).toEqual(["b1"]);
    expect(tablesFor("customer").sort()).toEqual([
      "bookings",
      "flights",
      "notifications",
      "packageBookings",
      "packages",
    ]);
  });

  it("an admin syncs every list of the back office", async () => {
    const api = stubApi({ "/bookings": [row("b1", "2026-01-01T00:00:00Z")] });
    signIn("tok", admin);
    await syncNow();
    expect(api.paths().sort()).toEqual([
      "/bookings",
      "/customers",
      "/direct-bookings",
      "/direct-package-bookings",
      "/flights",
      "/logs/recent-activity",
      "/notifications",
      "/package-bookings/all",
      "/packages",
      "/web/gds-bookings",
    ]);
    expect(api.calls.find((c) => c.path === "/bookings")?.query.get("limit")).toBe("1000");
    expect(await ids("bookings")).toEqual(["b1"]);
  });
});

describe("triggers", () => {
  it("startSync runs a round at once, on online, on focus (not twice within seconds) and on a timer while visible", async () => {
    const api = stubApi();
    signIn("tok", customer);
    const flightCalls = () => api.paths().filter((p) => p === "/flights").length;
    let now = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => now);

    // hidden from the start: the first round still runs at once, the timer does not pull
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    startSync({ intervalMs: 40 });
    await waitFor(() => flightCalls() === 1);
    await waitFor(() => !getSyncActivity().running);
    await new Promise((r) => setTimeout(r, 120));
    expect(flightCalls()).toBe(1);

    window.dispatchEvent(new Event("online"));
    await waitFor(() => flightCalls() === 2);
    await waitFor(() => !getSyncActivity().running);

    window.dispatchEvent(new Event("focus"));
    await new Promise((r) => setTimeout(r, 20));
    expect(flightCalls()).toBe(2); // a round started less than 10 s ago

    now += 11_000;
    window.dispatchEvent(new Event("focus"));
    await waitFor(() => flightCalls() === 3);

    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    await waitFor(() => flightCalls() >= 5, 10_000);

    stopSync();
    const after = flightCalls();
    await new Promise((r) => setTimeout(r, 120));
    window.dispatchEvent(new Event("online"));
    await new Promise((r) => setTimeout(r, 20));
    expect(flightCalls()).toBe(after);
    Reflect.deleteProperty(document, "visibilityState");
  });
});

describe("a push the service worker heard", () => {
  it("pulls the notifications at once, while sync runs, whatever screen or component is mounted", async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, "serviceWorker", { value: worker, configurable: true });
    try {
      const api = stubApi();
      signIn("tok", customer);
      const noticeCalls = () => api.paths().filter((p) => p === "/notifications").length;
      startSync({ intervalMs: 60_000 });
      await waitFor(() => noticeCalls() === 1);
      await waitFor(() => !getSyncActivity().running);
      const flights = api.paths().filter((p) => p === "/flights").length;

      worker.dispatchEvent(new MessageEvent("message", { data: { type: "something-else" } }));
      worker.dispatchEvent(new MessageEvent("message", { data: { type: "notification-arrived", id: "n1" } }));
      await waitFor(() => noticeCalls() === 2);
      await waitFor(() => !getSyncActivity().running);
      // Only the notifications: the push says nothing of the other lists.
      expect(api.paths().filter((p) => p === "/flights").length).toBe(flights);

      stopSync();
      worker.dispatchEvent(new MessageEvent("message", { data: { type: "notification-arrived", id: "n2" } }));
      await new Promise((r) => setTimeout(r, 30));
      expect(noticeCalls()).toBe(2);
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });
});

describe("big answers are written in slices", () => {
  const many = (n: number, prefix = "f", extra: Record<string, unknown> = {}) =>
    Array.from({ length: n }, (_, i) =>
      row(`${prefix}${String(i).padStart(5, "0")}`, "2026-01-01T00:00:00Z", extra),
    );

  it("a full pull of several chunks lands every row, deletes what the server dropped and then keeps the cursor", async () => {
    const n = WRITE_CHUNK * 2 + 17;
    await db.flights.bulkPut([row("gone", "2025-01-01T00:00:00Z")] as never);
    // A row a write stored newer than the pull, in the last chunk: kept.
    const newer = many(n)[n - 1]!;
    await db.flights.put({ ...newer, version: 5, status: "sold" } as never);
    stubApi();
    const api = stubApi();
    api.on("/flights", () => json(200, { flights: many(n) }, { "X-Sync-Cursor": "c1" }));
    signIn("tok", customer);
    const report = await syncNow(["flights"]);
    expect(report.results).toEqual([{ table: "flights", ok: true, mode: "full", put: n - 1, deleted: 1 }]);
    expect(await db.flights.count()).toBe(n);
    expect((await db.flights.get(newer._id))?.status).toBe("sold");
    expect(await db.flights.get("gone")).toBeUndefined();
    expect((await readSyncState("flights")).cursor).toBe("c1");
  });

  it("sizes each slice by the time the last one took to issue, toward the target", () => {
    // Slow puts (a busy machine): 100 rows in 40 ms → 20 rows next, the floor.
    expect(nextSliceRows(100, 40)).toBe(20);
    expect(nextSliceRows(100, SLICE_TARGET_MS * 2)).toBe(50);
    // Quick ones grow, but at most twice the slice at once, and never past the ceiling.
    expect(nextSliceRows(100, SLICE_TARGET_MS / 4)).toBe(200);
    expect(nextSliceRows(100, 0)).toBe(200);
    expect(nextSliceRows(1500, 1)).toBe(2000);
    expect(nextSliceRows(100, SLICE_TARGET_MS)).toBe(100);
  });

  it("reads a body that arrives in many chunks, a character cut between two of them", async () => {
    const n = WRITE_CHUNK * 2 + 5;
    const bytes = new TextEncoder().encode(
      JSON.stringify({ flights: many(n, "f", { airlineName: "Saudia — السعودية" }) }),
    );
    const api = stubApi();
    api.on("/flights", () => {
      let at = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(c) {
          // 997-byte chunks: many of them fall inside a multi-byte character.
          if (at >= bytes.length) return c.close();
          c.enqueue(bytes.slice(at, at + 997));
          at += 997;
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
    });
    signIn("tok", customer);
    const report = await syncNow(["flights"]);
    expect(report.results).toEqual([{ table: "flights", ok: true, mode: "full", put: n, deleted: 0 }]);
    expect(await db.flights.count()).toBe(n);
    expect((await db.flights.get(`f${String(n - 1).padStart(5, "0")}`))?.airlineName).toBe(
      "Saudia — السعودية",
    );
  });

  it("a connection dropped half-way through a body is a network error, and nothing of it lands", async () => {
    await db.flights.bulkPut([row("kept", "2025-01-01T00:00:00Z")] as never);
    const api = stubApi();
    api.on("/flights", () => {
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(
            new TextEncoder().encode(`{"flights":[${JSON.stringify(row("f1", "2026-01-01T00:00:00Z"))},`),
          );
          c.error(new TypeError("network error"));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
    });
    signIn("tok", customer);
    const report = await syncNow(["flights"]);
    expect(report.results).toEqual([
      { table: "flights", ok: false, status: 0, error: expect.stringMatching(/Network error/) },
    ]);
    expect(await ids("flights")).toEqual(["kept"]);
    expect((await readSyncState("flights")).lastErrorStatus).toBe(0);
  });

  it("a sign-out between two slices of a full pull writes none of it and keeps no cursor", async () => {
    const n = WRITE_CHUNK * 3;
    const api = stubApi();
    api.on("/flights", () => json(200, { flights: many(n) }, { "X-Sync-Cursor": "c1" }));
    signIn("tok", customer);
    // Stop while the first slice is being written: the pull's one transaction is abandoned.
    let created = 0;
    const onCreating = () => {
      if (++created === WRITE_CHUNK) stopSync();
    };
    db.flights.hook("creating", onCreating);
    try {
      const report = await syncNow(["flights"]);
      expect(report.stopped).toBe("aborted");
    } finally {
      db.flights.hook("creating").unsubscribe(onCreating);
    }
    expect(await db.flights.count()).toBe(0);
    const state = await readSyncState("flights");
    expect(state.cursor).toBeNull();
    expect(state.lastSyncedAt).toBeNull();
  });

  it("a delta page of several chunks lands in one transaction, with its cursor", async () => {
    const api = stubApi();
    api.on("/flights", () =>
      json(200, { flights: [row("f1", "2026-01-01T00:00:00Z")] }, { "X-Sync-Cursor": "c1" }),
    );
    signIn("tok", customer);
    await syncNow(["flights"]);
    const n = WRITE_CHUNK + 3;
    api.on("/flights", () => json(200, { changed: many(n, "d"), deleted: ["f1"], cursor: "c2" }));

    const transactions = new Set<unknown>();
    const onCreating = (_key: unknown, _row: unknown, tx: unknown) => {
      transactions.add(tx);
    };
    db.flights.hook("creating", onCreating);
    try {
      const report = await syncNow(["flights"]);
      expect(report.results).toEqual([{ table: "flights", ok: true, mode: "delta", put: n, deleted: 1 }]);
    } finally {
      db.flights.hook("creating").unsubscribe(onCreating);
    }
    expect(transactions.size).toBe(1);
    expect(api.calls.at(-1)?.query.get("since")).toBe("c1");
    expect(await db.flights.count()).toBe(n);
    expect((await readSyncState("flights")).cursor).toBe("c2");
  });
});
