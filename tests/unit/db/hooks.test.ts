// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signIn } from "../../../src/api/session.ts";
import { type SyncStatus, useFlights, useRecord, useSyncStatus } from "../../../src/db/hooks.ts";
import { db } from "../../../src/db/schema.ts";
import { stopSync, syncNow, WRITE_CHUNK } from "../../../src/db/sync.ts";
import { customer, deferred, freshMirror, json, row, stubApi, waitFor } from "./fake-api.ts";

// Updates come from IndexedDB and the sync engine, outside any act(): the probes poll instead.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

async function mount<T>(useValue: () => T): Promise<{ current: () => T; first: () => T }> {
  let latest: T | undefined;
  let initial: T | undefined;
  let rendered = false;
  function Probe() {
    latest = useValue();
    if (!rendered) initial = latest;
    rendered = true;
    return null;
  }
  const host = document.createElement("div");
  const own = createRoot(host);
  roots.push(own);
  own.render(createElement(Probe));
  await waitFor(() => rendered);
  return { current: () => latest as T, first: () => initial as T };
}

const roots: Root[] = [];
const settle = (cond: () => boolean) => waitFor(cond);

beforeEach(async () => {
  await freshMirror();
});

afterEach(() => {
  for (const r of roots.splice(0)) r.unmount();
  stopSync();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("live hooks", () => {
  it("useFlights gives the rows newest first and follows changes to the table", async () => {
    await db.flights.bulkPut([
      row("old", "2026-01-01T00:00:00Z"),
      row("new", "2026-03-01T00:00:00Z"),
      row("mid", "2026-02-01T00:00:00Z"),
    ] as never);
    const flights = await mount(() => useFlights());
    expect(flights.first()).toEqual({ rows: [], loading: true });
    await settle(() => !flights.current().loading);
    expect(flights.current().rows.map((r) => r._id)).toEqual(["new", "mid", "old"]);

    await db.flights.delete("mid");
    await settle(() => flights.current().rows.length === 2);
    expect(flights.current().rows.map((r) => r._id)).toEqual(["new", "old"]);
  });

  it("useFlights shows no half-filled table while a big pull is written in chunks, then all of it", async () => {
    await db.flights.bulkPut([row("old", "2025-01-01T00:00:00Z")] as never);
    const n = WRITE_CHUNK * 4;
    const rows = Array.from({ length: n }, (_, i) =>
      row(`f${String(i).padStart(5, "0")}`, "2026-01-01T00:00:00Z"),
    );
    stubApi({ "/flights": rows });
    signIn("tok", customer);
    const seen = new Set<number>();
    const flights = await mount(() => {
      const v = useFlights();
      if (!v.loading) seen.add(v.rows.length);
      return v;
    });
    await settle(() => !flights.current().loading);
    await syncNow(["flights"]);
    await settle(() => flights.current().rows.length === n);
    // Before the pull: the one old row; after: the server's n (the old one deleted at the end).
    expect([...seen].filter((k) => k !== 1 && k !== n)).toEqual([]);
  });

  it("useRecord reads one row by id", async () => {
    await db.packages.put(row("p1", "2026-01-01T00:00:00Z", { name: "Umrah 15 days" }) as never);
    const pkg = await mount(() => useRecord("packages", "p1"));
    await settle(() => !pkg.current().loading);
    expect(pkg.current().row?.name).toBe("Umrah 15 days");
  });
});

describe("useSyncStatus", () => {
  it("says when a table last synced, why it failed, and whether it is syncing now", async () => {
    const api = stubApi();
    const gate = deferred();
    let fail = false;
    api.on("/flights", async () => {
      await gate.promise;
      return fail ? json(503, { message: "down" }) : json(200, { flights: [] });
    });
    signIn("tok", customer);
    const flights = await mount(() => useSyncStatus("flights"));
    const all = await mount(() => useSyncStatus());
    await settle(() => !flights.current().loading && !all.current().loading);
    expect(flights.current()).toMatchObject({ lastSyncedAt: null, lastError: null, syncing: false });

    const round = syncNow(["flights"]);
    await settle(() => flights.current().syncing);
    gate.resolve();
    await round;
    await settle(() => flights.current().lastSyncedAt !== null);
    const s: SyncStatus = flights.current();
    expect(s.syncing).toBe(false);
    expect(s.lastError).toBeNull();
    // the other customer tables never synced: the whole is "never"
    expect(all.current().lastSyncedAt).toBeNull();

    await syncNow(["packages", "bookings", "packageBookings"]);
    await settle(() => all.current().lastSyncedAt !== null);
    expect(all.current().lastSyncedAt).toBe(flights.current().lastSyncedAt); // the oldest

    fail = true;
    await syncNow(["flights"]);
    // Each probe is a live query of its own: wait until both have seen the failure.
    await settle(() => flights.current().lastError !== null && all.current().errors.length > 0);
    expect(flights.current().lastError).toBe("down");
    expect(all.current().errors).toEqual([
      expect.objectContaining({ table: "flights", error: "down", status: 503 }),
    ]);
    expect(flights.current().lastSyncedAt).not.toBeNull(); // still says how old the cache is
  });

  it("another table's pull starting and ending does not re-render a table's status", async () => {
    const api = stubApi();
    const gate = deferred();
    api.on("/packages", async () => {
      await gate.promise;
      return json(200, { packages: [] });
    });
    signIn("tok", customer);
    let renders = 0;
    const flights = await mount(() => {
      renders++;
      return useSyncStatus("flights");
    });
    await settle(() => !flights.current().loading);
    const before = renders;
    const round = syncNow(["packages"]);
    gate.resolve();
    await round;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(before);
    expect(flights.current().syncing).toBe(false);
  });

  it("a pull that got no answer while offline is no error (the offline line says it); online it is", async () => {
    let online = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    const api = stubApi();
    api.on("/flights", async () => {
      throw new TypeError("Failed to fetch");
    });
    signIn("tok", customer);
    const flights = await mount(() => useSyncStatus("flights"));
    await syncNow(["flights"]);
    const recorded = async () => (await db.meta.get("sync:flights"))?.value as { lastErrorStatus?: number };
    await settle(() => !flights.current().loading);
    expect((await recorded()).lastErrorStatus).toBe(0);
    expect(flights.current()).toMatchObject({ lastError: null, lastErrorAt: null, errors: [] });

    // Online again and still no answer: the server is down, which is an error.
    online = true;
    window.dispatchEvent(new Event("online"));
    await syncNow(["flights"]);
    await settle(() => flights.current().lastError !== null);
    expect(flights.current().lastError).toMatch(/^Network error/);
  });
});
