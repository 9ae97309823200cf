// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import type { DBCore, Middleware } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeClient } from "../../../src/api/client.ts";
import { clearSession, restoreSession, setToken, signIn } from "../../../src/api/session.ts";
import { flushOutbox } from "../../../src/db/outbox.ts";
import { db } from "../../../src/db/schema.ts";
import { mirrorSettled, startMirror } from "../../../src/db/start.ts";
import { readSyncState, syncNow } from "../../../src/db/sync.ts";
import { toast } from "../../../src/ui/toast.ts";
import {
  admin,
  customer,
  deferred,
  freshMirror,
  json,
  otherCustomer,
  row,
  stubApi,
  waitFor,
} from "./fake-api.ts";

let stop: (() => void) | null = null;

const everyTable = () => db.tables.map((t) => t.name);
const counts = async () =>
  Object.fromEntries(await Promise.all(db.tables.map(async (t) => [t.name, await t.count()])));
const metaValue = async (key: string) => (await db.meta.get(key as "token"))?.value ?? null;

const queueWrite = (userId: string) =>
  db.outbox.add({
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    status: "queued",
    userId,
    method: "POST",
    path: "/bookings",
    body: { ticketId: "f1", passengers: [] },
    attempts: 0,
  });

const synced = () => waitFor(async () => (await readSyncState("flights")).lastSyncedAt !== null);

beforeEach(async () => {
  await freshMirror();
});

afterEach(async () => {
  stop?.();
  stop = null;
  await mirrorSettled();
  vi.unstubAllGlobals();
});

const adminData = {
  "/flights": [row("f1", "2026-01-01T00:00:00Z")],
  "/packages": [row("p1", "2026-01-01T00:00:00Z")],
  "/bookings": [row("b1", "2026-01-01T00:00:00Z")],
  "/package-bookings/all": [row("pb1", "2026-01-01T00:00:00Z")],
  "/customers": [row("u1", "2026-01-01T00:00:00Z")],
  "/direct-bookings": [row("d1", "2026-01-01T00:00:00Z")],
  "/direct-package-bookings": [row("dp1", "2026-01-01T00:00:00Z")],
  "/web/gds-bookings": [row("g1", "2026-01-01T00:00:00Z")],
  "/logs/recent-activity": [row("l1", "2026-01-01T00:00:00Z")],
  "/notifications": [row("n1", "2026-01-01T00:00:00Z")],
};

describe("the mirror follows the session", () => {
  it("syncs on sign-in and mirrors the token into meta; a new token follows", async () => {
    const api = stubApi(adminData);
    stop = startMirror();
    await mirrorSettled();
    expect(api.calls).toHaveLength(0); // signed out: nothing synced

    signIn("tok-1", admin);
    await synced();
    await waitFor(async () => (await db.gdsBookings.count()) === 1);
    expect(await metaValue("token")).toBe("tok-1");
    expect(await metaValue("owner")).toBe(`${admin._id}:admin`);

    setToken("tok-2");
    await mirrorSettled();
    expect(await metaValue("token")).toBe("tok-2");
  });

  it("sign-out (clearSession) wipes every table, the outbox and the token in meta", async () => {
    stubApi(adminData);
    stop = startMirror();
    signIn("tok", admin);
    await waitFor(async () => (await db.logs.count()) === 1 && (await db.customers.count()) === 1);
    await queueWrite(admin._id);
    const before = await counts();
    for (const name of everyTable()) expect(before[name], name).toBeGreaterThan(0);

    await clearSession();
    await mirrorSettled();
    const after = await counts();
    for (const name of everyTable()) expect(after[name], name).toBe(0);
    expect(await metaValue("token")).toBeNull();
  });

  it("an expired session (401) wipes the mirror but keeps that user's unsent writes", async () => {
    const api = stubApi({ "/bookings/me": [row("b1", "2026-01-01T00:00:00Z")] });
    stop = startMirror();
    signIn("tok", customer);
    await waitFor(async () => (await db.bookings.count()) === 1);
    await mirrorSettled();
    await queueWrite(customer._id);

    api.on("/flights", () => json(401, { message: "Your session has expired, please sign in again" }));
    await syncNow();
    await mirrorSettled();
    expect(await db.bookings.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it("on a shared device, one user's sign-out never deletes another user's unsent writes", async () => {
    stubApi({ "/bookings/me": [] });
    stop = startMirror();
    await queueWrite(customer._id); // Ayesha's booking, kept when her session expired
    signIn("tok-b", otherCustomer);
    await mirrorSettled();
    await queueWrite(otherCustomer._id);
    await clearSession("signout");
    await mirrorSettled();
    const left = await db.outbox.toArray();
    expect(left.map((e) => e.userId)).toEqual([customer._id]);
  });

  it("an expired session with unsent writes tells the user at once; the next sign-in says they go now", async () => {
    const warning = vi.spyOn(toast, "warning");
    const info = vi.spyOn(toast, "info");
    const shown = () => [...warning.mock.calls, ...info.mock.calls].map((c) => c[0]);
    const api = stubApi({ "/bookings/me": [] });
    stop = startMirror();
    signIn("tok", customer);
    await mirrorSettled();
    await queueWrite(customer._id);
    // The token expired: the replay of the queued booking meets a 401 (paused), the session ends.
    api.on("/bookings", () => json(401, { message: "Your session has expired, please sign in again" }));
    await flushOutbox();
    await mirrorSettled();
    await waitFor(() => shown().some((m) => m.startsWith("Your session has ended. 1 change is kept")));
    expect(shown().find((m) => m.startsWith("Your session has ended"))).toContain(customer.email);
    expect(await db.outbox.count()).toBe(1);

    expect((await db.outbox.toArray())[0]?.status).toBe("paused");
    api.on("/bookings", () => json(201, { bookingId: "SF-1", booking: row("b9", "2026-01-03T00:00:00Z") }));
    signIn("tok-2", customer);
    await waitFor(() => shown().includes("1 change from your last session is being sent now."));
    await waitFor(async () => (await db.outbox.count()) === 0);
    warning.mockRestore();
    info.mockRestore();
  });

  it("a sign-out during a round: what that round fetched never lands", async () => {
    const api = stubApi();
    const gate = deferred();
    api.on("/flights", async () => {
      await gate.promise;
      return json(200, { flights: [row("late", "2026-01-01T00:00:00Z")] }, { "X-Sync-Cursor": "c" });
    });
    stop = startMirror();
    signIn("tok", customer);
    await waitFor(() => api.paths().includes("/flights"));
    await clearSession();
    gate.resolve();
    await new Promise((r) => setTimeout(r, 30));
    await mirrorSettled();
    expect(await db.flights.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
  });

  it("another user signing in never sees the previous user's rows", async () => {
    const server: Record<string, unknown[]> = { "/bookings/me": [row("mine", "2026-01-01T00:00:00Z")] };
    const api = stubApi(server);
    const gate = deferred();
    stop = startMirror();
    signIn("tok-a", customer);
    await waitFor(async () => (await db.bookings.count()) === 1);
    await mirrorSettled();
    await new Promise((r) => setTimeout(r, 20));

    // the next user's bookings call is held, so the mirror can be looked at before it answers
    api.on("/bookings/me", async () => {
      await gate.promise;
      return json(200, { bookings: [row("theirs", "2026-01-02T00:00:00Z")] });
    });
    signIn("tok-b", otherCustomer);
    await mirrorSettled();
    expect(await db.bookings.get("mine")).toBeUndefined();
    expect(await metaValue("owner")).toBe(`${otherCustomer._id}:customer`);
    gate.resolve();
    await waitFor(async () => (await db.bookings.get("theirs")) !== undefined);
  });

  it("a new user's mirror is emptied and named theirs in one transaction", async () => {
    // Every write to the mirror, with the transaction it was made in.
    const writes: { trans: unknown; table: string; type: string; keys: unknown[] }[] = [];
    const recorder: Middleware<DBCore> = {
      stack: "dbcore",
      name: "write-recorder",
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            mutate: (req) => {
              const keys = req.type === "put" || req.type === "add" ? req.values.map((v) => v.key) : [];
              writes.push({ trans: req.trans, table: name, type: req.type, keys });
              return table.mutate(req);
            },
          };
        },
      }),
    };
    db.close();
    db.use(recorder);
    await db.open();
    try {
      await db.bookings.put(row("theirs-before", "2026-01-01T00:00:00Z") as never);
      await db.meta.bulkPut([
        { key: "owner", value: `${customer._id}:customer` },
        { key: "token", value: "tok-a" },
      ]);
      stubApi({ "/bookings/me": [] });
      stop = startMirror();
      writes.length = 0;
      signIn("tok-b", otherCustomer);
      await mirrorSettled();
      const named = writes.find((w) => w.table === "meta" && w.keys.includes("owner"));
      const cleared = writes.find((w) => w.table === "bookings" && w.type === "deleteRange");
      const token = writes.find((w) => w.table === "meta" && w.keys.includes("token"));
      expect(named?.trans).toBeDefined();
      expect(cleared?.trans).toBe(named?.trans);
      expect(token?.trans).toBe(named?.trans);
      expect(await metaValue("owner")).toBe(`${otherCustomer._id}:customer`);
      expect(await db.bookings.get("theirs-before")).toBeUndefined();
    } finally {
      db.close();
      db.unuse({ stack: "dbcore", name: "write-recorder" });
      await db.open();
    }
  });

  it("a page restored signed out wipes what an earlier session left behind (the outbox stays)", async () => {
    await db.flights.put(row("left", "2026-01-01T00:00:00Z") as never);
    await db.meta.put({ key: "token", value: "old" });
    await queueWrite(customer._id);
    stubApi();
    stop = startMirror({ client: makeClient() });
    await restoreSession(async () => null);
    await mirrorSettled();
    expect(await db.flights.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
