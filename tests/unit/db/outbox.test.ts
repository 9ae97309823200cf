// @vitest-environment happy-dom
/**
 * The outbox's replay rules (docs/ARCHITECTURE.md §5, issue 9), one test per rule, against fake-indexeddb and a
 * stubbed fetch: the token at send time, back-off on no answer and 5xx, failed-not-dropped on 4xx,
 * paused on 401 until the same user signs in, order, the Web Lock, retry / discard / keep mine.
 */
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUnauthorizedHandler } from "../../../src/api/client.ts";
import { getSession, resetSessionForTests, setToken, signIn } from "../../../src/api/session.ts";
import {
  discardEntry,
  flushOutbox,
  isQueued,
  keepMine,
  outboxSignedIn,
  QUEUED_TEXT,
  resetOutboxForTests,
  retryEntry,
  sendOrQueue,
  serverCopy,
  startOutbox,
} from "../../../src/db/outbox.ts";
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  classify,
  parseRetryAfter,
  RETRY_AFTER_CAP_MS,
  replayQueue,
  retryAt,
  type Transport,
  withOutboxLock,
} from "../../../src/db/outbox-core.ts";
import { db, type OutboxEntry, resetDb } from "../../../src/db/schema.ts";
import { resetSyncForTests } from "../../../src/db/sync.ts";
import { customer, deferred, json, otherCustomer, row, waitFor } from "./fake-api.ts";

type Call = {
  method: string;
  path: string;
  key: string | null;
  ifMatch: string | null;
  auth: string | null;
  body: unknown;
  signal?: AbortSignal;
};
type Reply = (call: Call) => Response | Promise<Response>;

/**
 * A fetch stub: `reply` answers the writes; list calls (the pulls after a write) answer 503, so
 * what a write stored in the mirror stays for the test to read.
 */
function stubWrites(reply: Reply) {
  const calls: Call[] = [];
  const fn = vi.fn(async (req: Request) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, "");
    if (req.method === "GET") return json(503, { message: "not in this test" });
    const raw = await req.text();
    const call: Call = {
      method: req.method,
      path,
      key: req.headers.get("idempotency-key"),
      ifMatch: req.headers.get("if-match"),
      auth: req.headers.get("authorization"),
      body: raw ? JSON.parse(raw) : undefined,
      signal: req.signal,
    };
    calls.push(call);
    return reply(call);
  });
  vi.stubGlobal("fetch", fn);
  return { calls, writes: () => calls.map((c) => `${c.method} ${c.path}`) };
}

/** The page's navigator with some members replaced (happy-dom's are getters). */
function withNavigator(props: Record<string, unknown>): void {
  const nav = Object.create(navigator) as Navigator;
  for (const [k, v] of Object.entries(props)) Object.defineProperty(nav, k, { value: v, configurable: true });
  vi.stubGlobal("navigator", nav);
}

let online = true;
/** Bodies of the contract's shape (the outbox types its writes from openapi.yaml); the fake API ignores them. */
const BOOKING = { ticketId: "f1", passengers: [] };
const PROFILE = {
  name: "A",
  email: "a@example.com",
  mobileNumber: "923001234567",
  address: "1 Mall Road",
  city: "Lahore",
  country: "Pakistan",
  company: "Safar",
};
const setOnline = (v: boolean) => {
  online = v;
};

const entries = () => db.outbox.orderBy("seq").toArray();
const booking = (id: string, extra: Record<string, unknown> = {}) => ({
  booking: row(id, "2026-03-01T00:00:00Z", { status: "pending", ...extra }),
  bookingId: `SF-${id}`,
});

/** Puts an entry straight into the outbox (as an earlier page would have left it). */
async function queue(path: string, extra: Partial<OutboxEntry> = {}): Promise<number> {
  return db.outbox.add({
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    status: "queued",
    userId: customer._id,
    method: "POST",
    path,
    body: { n: path },
    attempts: 0,
    ...extra,
  } as OutboxEntry);
}

beforeEach(async () => {
  localStorage.clear();
  resetSessionForTests();
  resetSyncForTests();
  resetOutboxForTests();
  setUnauthorizedHandler(() => {});
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  await resetDb();
});

afterEach(() => {
  resetOutboxForTests();
  resetSyncForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("rules", () => {
  it("classifies answers: 2xx done, 401 paused, no answer / 5xx / 429 / 408 / 409-in-progress retried, other 4xx failed", () => {
    expect(classify(201, {})).toBe("done");
    expect(classify(401, {})).toBe("paused");
    for (const s of [0, 500, 502, 503, 429, 408]) expect(classify(s, {}), String(s)).toBe("retry");
    expect(classify(409, { message: "A request with this Idempotency-Key is still being processed" })).toBe(
      "retry",
    );
    for (const s of [400, 403, 404, 409, 412, 422])
      expect(classify(s, { message: "no" }), String(s)).toBe("failed");
  });

  it("a write the user waits for: a server error is final (theirs to see), only no answer is kept", () => {
    for (const s of [500, 502, 503, 429, 408]) expect(classify(s, {}, true), String(s)).toBe("failed");
    expect(classify(0, null, true)).toBe("retry");
    expect(classify(201, {}, true)).toBe("done");
    expect(classify(401, {}, true)).toBe("paused");
  });

  it("backs off with jitter in the upper half of a doubling window: 2–4 s, 4–8 s, 8–16 s … 2.5–5 min", () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, low))).toEqual([2000, 4000, 8000, 16000]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, high))).toEqual([4000, 8000, 16000, 32000]);
    expect(backoffDelay(30, low)).toBe(BACKOFF_CAP_MS / 2);
    expect(backoffDelay(30, high)).toBe(BACKOFF_CAP_MS);
    const draws = Array.from({ length: 200 }, () => backoffDelay(3));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(8000);
    expect(Math.max(...draws)).toBeLessThanOrEqual(16000);
    expect(new Set(draws).size).toBeGreaterThan(50); // spread out, not one instant for every desk
  });

  it("whatever the draws, a write is sent at most 6 times in a minute of failures", () => {
    for (const random of [() => 0, () => 0.5, Math.random]) {
      let at = 0;
      let sends = 0;
      for (let attempt = 1; at < 60_000; attempt++) {
        sends++;
        at = retryAt(attempt, at, null, random);
      }
      expect(sends).toBeLessThanOrEqual(6);
    }
  });

  it("honours Retry-After (seconds or a date) when it is longer than the back-off, within a cap", () => {
    const now = Date.parse("2026-11-29T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Sun, 29 Nov 2026 10:01:00 GMT", now)).toBe(60_000);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("999999", now)).toBe(RETRY_AFTER_CAP_MS);
    expect(retryAt(1, now, 120_000, () => 0)).toBe(now + 120_000);
    expect(retryAt(1, now, 1000, () => 0)).toBe(now + 2000);
  });
});

describe("sendOrQueue", () => {
  it("online: sends at once with an Idempotency-Key, answers with the server's body and stores the row", async () => {
    const api = stubWrites(() => json(201, booking("b1")));
    signIn("tok", customer);
    const out = await sendOrQueue<{ bookingId: string }>({
      method: "POST",
      path: "/bookings",
      body: { ticketId: "f1", passengers: [] },
      table: "bookings",
      label: "Book flight",
    });
    expect(out.ok && out.data.bookingId).toBe("SF-b1");
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.calls[0]!.auth).toBe("Bearer tok");
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookings.get("b1")).toBeDefined();
  });

  it("offline: keeps the write, answers 'queued', sends nothing; `online` replays it once", async () => {
    const api = stubWrites(() => json(201, booking("b2")));
    signIn("tok", customer);
    startOutbox();
    setOnline(false);
    const out = await sendOrQueue({
      method: "POST",
      path: "/bookings",
      body: { ticketId: "a1", passengers: [] },
      table: "bookings",
      label: "Book",
    });
    expect(isQueued(out)).toBe(true);
    expect(!out.ok && out.message).toBe(QUEUED_TEXT.offline);
    expect(api.calls).toHaveLength(0);
    const [entry] = await entries();
    expect(entry).toMatchObject({ status: "queued", method: "POST", path: "/bookings", label: "Book" });

    setOnline(true);
    window.dispatchEvent(new Event("online"));
    await waitFor(async () => (await db.outbox.count()) === 0);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.key).toBe(entry!.id);
    await waitFor(async () => (await db.bookings.get("b2")) !== undefined);
  });

  it("adds the token at send time, never the one of when it was queued", async () => {
    const api = stubWrites(() => json(200, {}));
    signIn("old-token", customer);
    setOnline(false);
    await sendOrQueue({ method: "PUT", path: "/profile", body: PROFILE, label: "Profile" });
    setToken("new-token");
    setOnline(true);
    await flushOutbox();
    expect(api.calls[0]!.auth).toBe("Bearer new-token");
    expect(JSON.stringify(await entries())).not.toContain("token");
  });

  it("no answer: stays queued with the same key and a back-off; a later replay sends the same key", async () => {
    let fail = true;
    const api = stubWrites(() => {
      if (fail) throw new TypeError("Failed to fetch");
      return json(201, booking("b3"));
    });
    signIn("tok", customer);
    const out = await sendOrQueue({
      method: "POST",
      path: "/bookings",
      body: BOOKING,
      table: "bookings",
      label: "Book",
    });
    expect(isQueued(out)).toBe(true);
    const [entry] = await entries();
    expect(entry).toMatchObject({ status: "queued", attempts: 1, lastStatus: 0 });
    expect(Date.parse(entry!.nextAttemptAt!)).toBeGreaterThan(Date.now());

    // Before the back-off is over, a plain replay waits; the connection coming back does not.
    await flushOutbox();
    expect(api.calls).toHaveLength(1);
    fail = false;
    await flushOutbox({ force: true });
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.key).toBe(api.calls[0]!.key);
    expect(await db.outbox.count()).toBe(0);
  });

  it("a 5xx of a write sent now is the caller's to show: answered, not kept, never sent later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const api = stubWrites(() => json(500, { message: "Internal server error" }));
    signIn("tok", customer);
    startOutbox();
    const out = await sendOrQueue({ method: "PUT", path: "/bookings/x/approve", label: "Approve" });
    expect(out).toMatchObject({ ok: false, status: 500, message: "Internal server error" });
    expect(isQueued(out)).toBe(false);
    expect(await db.outbox.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.calls).toHaveLength(1);
  });

  it("a 429 of a write sent now is retried at 400, 800 and 1600 ms (the spec), then answered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const api = stubWrites(() => json(429, { message: "Too many requests" }));
    signIn("tok", customer);
    const started = Date.now();
    let settled = false;
    const pending = sendOrQueue({ method: "POST", path: "/bookings", body: BOOKING, label: "Book" }).finally(
      () => {
        settled = true;
      },
    );
    for (let i = 0; i < 100 && !settled; i++) await vi.advanceTimersByTimeAsync(100);
    const out = await pending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(400 + 800 + 1600);
    expect(api.calls).toHaveLength(4);
    expect(new Set(api.calls.map((c) => c.key)).size).toBe(1);
    expect(out).toMatchObject({ ok: false, status: 429 });
    expect(await db.outbox.count()).toBe(0);
  });

  it("a queued write that meets a 5xx on replay is retried after its back-off (timer), not dropped", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let status = 503;
    const api = stubWrites(() => json(status, status === 200 ? { ok: 1 } : { message: "down" }));
    signIn("tok", customer);
    await queue("/bookings/x/approve", { method: "PUT" });
    await flushOutbox();
    expect((await entries())[0]).toMatchObject({ status: "queued", lastStatus: 503, attempts: 1 });
    status = 200;
    for (let i = 0; i < 100 && (await db.outbox.count()) > 0; i++) await vi.advanceTimersByTimeAsync(100);
    expect(await db.outbox.count()).toBe(0);
    expect(api.calls).toHaveLength(2);
  });

  it("a write whose answer does not come within 15 s is kept as queued (a stalled connection)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const api = stubWrites(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.signal?.addEventListener("abort", () => reject(call.signal?.reason));
        }),
    );
    signIn("tok", customer);
    let settled = false;
    const pending = sendOrQueue({ method: "POST", path: "/bookings", body: BOOKING, label: "Book" }).finally(
      () => {
        settled = true;
      },
    );
    for (let i = 0; i < 100 && api.calls.length === 0; i++) await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(settled).toBe(false);
    for (let i = 0; i < 100 && !settled; i++) await vi.advanceTimersByTimeAsync(100);
    const out = await pending;
    expect(isQueued(out)).toBe(true);
    expect(!out.ok && out.message).toBe(QUEUED_TEXT.retry);
    expect(api.calls).toHaveLength(1);
    expect((await entries())[0]).toMatchObject({ status: "queued", attempts: 1, lastStatus: 0 });
  });

  it("a refusal of a write sent now is answered to the caller and not kept", async () => {
    stubWrites(() => json(409, { message: "This flight is sold out" }));
    signIn("tok", customer);
    const out = await sendOrQueue({ method: "POST", path: "/bookings", body: BOOKING, label: "Book" });
    expect(out).toMatchObject({ ok: false, status: 409, message: "This flight is sold out" });
    expect(isQueued(out)).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });

  it("reuses the caller's key and never stores the same key twice", async () => {
    const api = stubWrites(() => {
      throw new TypeError("offline");
    });
    signIn("tok", customer);
    await sendOrQueue({ method: "POST", path: "/bookings", body: BOOKING, label: "Book", key: "k-1" });
    await sendOrQueue({ method: "POST", path: "/bookings", body: BOOKING, label: "Book", key: "k-1" });
    expect(await db.outbox.count()).toBe(1);
    expect(api.calls.every((c) => c.key === "k-1")).toBe(true);
  });
});

describe("replay", () => {
  it("sends in order; a refused entry is marked failed with the server's message and the queue goes on", async () => {
    const api = stubWrites((c) =>
      c.path === "/b" ? json(409, { message: "This flight is sold out" }) : json(200, { ok: true }),
    );
    signIn("tok", customer);
    await queue("/a");
    await queue("/b");
    await queue("/c");
    const report = await flushOutbox();
    expect(api.writes()).toEqual(["POST /a", "POST /b", "POST /c"]);
    expect(report?.failed).toHaveLength(1);
    const left = await entries();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      path: "/b",
      status: "failed",
      lastStatus: 409,
      lastError: "This flight is sold out",
      response: { message: "This flight is sold out" },
    });
    // Failed entries are not replayed again on their own.
    await flushOutbox({ force: true });
    expect(api.calls).toHaveLength(3);
  });

  it("a retried entry holds the ones after it back (order is kept)", async () => {
    const api = stubWrites((c) => (c.path === "/a" ? json(502, {}) : json(200, {})));
    signIn("tok", customer);
    await queue("/a");
    await queue("/b");
    const report = await flushOutbox();
    expect(report?.stopped).toBe("retry");
    expect(api.writes()).toEqual(["POST /a"]);
    expect((await entries()).map((e) => e.status)).toEqual(["queued", "queued"]);
  });

  it("a 409 'still being processed' (another tab sends the same key) is retried, not failed", async () => {
    stubWrites(() => json(409, { message: "A request with this Idempotency-Key is still being processed" }));
    signIn("tok", customer);
    await queue("/a");
    await flushOutbox();
    expect((await entries())[0]).toMatchObject({ status: "queued", lastStatus: 409 });
  });

  it("a 401 pauses the user's queue (nothing lost) until the same user signs in again", async () => {
    let authorised = false;
    const api = stubWrites(() => (authorised ? json(200, {}) : json(401, { message: "Session expired" })));
    signIn("tok-1", customer);
    await queue("/a");
    await queue("/b");
    await flushOutbox();
    expect(getSession().status).toBe("signed-out"); // the client cleared the expired session
    expect((await entries()).map((e) => e.status)).toEqual(["paused", "paused"]);
    expect(api.writes()).toEqual(["POST /a"]);

    // Someone else signs in on this device: the paused writes are not theirs to send.
    signIn("tok-x", otherCustomer);
    await outboxSignedIn(otherCustomer._id, "tok-x");
    expect(api.calls).toHaveLength(1);

    authorised = true;
    signIn("tok-2", customer);
    await outboxSignedIn(customer._id, "tok-2");
    expect(api.writes()).toEqual(["POST /a", "POST /a", "POST /b"]);
    expect(api.calls[1]!.auth).toBe("Bearer tok-2");
    expect(await db.outbox.count()).toBe(0);
  });

  it("an entry left 'sending' by a page that closed mid-send is sent again with its key", async () => {
    const api = stubWrites(() => json(200, {}));
    signIn("tok", customer);
    await queue("/a", { status: "sending", attempts: 1, id: "k-sending" });
    await flushOutbox();
    expect(api.calls.map((c) => c.key)).toEqual(["k-sending"]);
  });

  it("only the signed-in user's entries are sent", async () => {
    const api = stubWrites(() => json(200, {}));
    signIn("tok", customer);
    await queue("/theirs", { userId: otherCustomer._id });
    await queue("/mine");
    await flushOutbox();
    expect(api.writes()).toEqual(["POST /mine"]);
    expect(await db.outbox.count()).toBe(1);
  });

  it("a DELETE that landed removes the row from the mirror", async () => {
    stubWrites(() => json(200, { message: "deleted" }));
    signIn("tok", customer);
    await db.bookings.put(row("gone", "2026-01-01T00:00:00Z") as never);
    await queue("/bookings/gone", { method: "DELETE", table: "bookings", recordId: "gone" });
    await flushOutbox();
    expect(await db.bookings.get("gone")).toBeUndefined();
  });
});

describe("the user's actions", () => {
  it("Retry sends a refused entry again with a new key (the old one holds the refusal); Discard drops one", async () => {
    let refuse = true;
    const api = stubWrites(() => (refuse ? json(409, { message: "Sold out" }) : json(200, {})));
    signIn("tok", customer);
    const a = await queue("/a", { id: "k-a" });
    const b = await queue("/b");
    await flushOutbox();
    expect((await entries()).map((e) => e.status)).toEqual(["failed", "failed"]);
    refuse = false;
    await retryEntry(a);
    expect(api.calls.at(-1)?.path).toBe("/a");
    expect(api.calls.at(-1)?.key).not.toBe("k-a");
    expect(await discardEntry(b)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it("Retry of a write still waiting (outcome unknown) keeps its key", async () => {
    const api = stubWrites(() => json(200, {}));
    signIn("tok", customer);
    const a = await queue("/a", { id: "k-wait", lastError: "No connection", lastStatus: 0 });
    await retryEntry(a);
    expect(api.calls.map((c) => c.key)).toEqual(["k-wait"]);
  });

  it("'Keep mine' after a 412 resends the edit on the server's version (If-Match)", async () => {
    const api = stubWrites((c) =>
      c.ifMatch === "3"
        ? json(200, { flight: row("f1", "2026-01-01T00:00:00Z", { version: 4, price: 72000 }) })
        : json(412, { message: "This record was changed by someone else." }),
    );
    signIn("tok", customer);
    const seq = await queue("/flights/f1", {
      method: "PUT",
      ifMatch: "1",
      table: "flights",
      recordId: "f1",
      body: { price: 72000 },
    });
    await flushOutbox();
    expect((await entries())[0]).toMatchObject({ status: "failed", lastStatus: 412 });
    await db.flights.put(row("f1", "2026-01-01T00:00:00Z", { version: 3, price: 71000 }) as never);
    setOnline(false); // serverCopy reads the mirror as it is
    expect(await serverCopy((await entries())[0]!)).toMatchObject({ version: 3, price: 71000 });
    setOnline(true);
    await keepMine(seq, 3);
    expect(api.calls.map((c) => c.ifMatch)).toEqual(["1", "3"]);
    // A new key: the server keeps the 412 under the old one and would only answer it again.
    expect(api.calls[1]!.key).not.toBe(api.calls[0]!.key);
    expect(await db.outbox.count()).toBe(0);
    await waitFor(async () => (await db.flights.get("f1"))?.version === 4);
  });
});

describe("one sender", () => {
  /** A stand-in for navigator.locks shared by two 'tabs' (one exclusive lock per name). */
  function fakeLocks() {
    const chains = new Map<string, Promise<unknown>>();
    return {
      request(name: string, _opts: unknown, task: () => Promise<unknown>) {
        const prev = chains.get(name) ?? Promise.resolve();
        const run = prev.then(task, task);
        chains.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
  }

  it("two replays at once under the Web Lock send each entry exactly once", async () => {
    withNavigator({ locks: fakeLocks(), onLine: true });
    const gate = deferred();
    const sent: string[] = [];
    const transport: Transport = async (e) => {
      sent.push(e.id);
      await gate.promise;
      return { status: 201, body: {} };
    };
    await queue("/a", { id: "k1" });
    await queue("/b", { id: "k2" });
    const tabA = withOutboxLock(() => replayQueue({ userId: customer._id, transport }));
    const tabB = withOutboxLock(() => replayQueue({ userId: customer._id, transport }));
    await new Promise((r) => setTimeout(r, 10));
    gate.resolve();
    const [a, b] = await Promise.all([tabA, tabB]);
    expect(sent).toEqual(["k1", "k2"]);
    expect(a.sent).toEqual(["k1", "k2"]);
    expect(b.sent).toEqual([]);
  });

  it("without Web Locks, replays in one page still run one after another", async () => {
    withNavigator({ locks: undefined, onLine: true });
    let inFlight = 0;
    let most = 0;
    const transport: Transport = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return { status: 200, body: {} };
    };
    await queue("/a");
    await queue("/b");
    await Promise.all([
      withOutboxLock(() => replayQueue({ userId: customer._id, transport })),
      withOutboxLock(() => replayQueue({ userId: customer._id, transport })),
    ]);
    expect(most).toBe(1);
  });

  it("the back-off is honoured unless forced", async () => {
    const sent: string[] = [];
    const transport: Transport = async (e) => {
      sent.push(e.path);
      return { status: 200, body: {} };
    };
    await queue("/a", { nextAttemptAt: new Date(Date.now() + 60_000).toISOString() });
    const waiting = await replayQueue({ userId: customer._id, transport });
    expect(waiting.stopped).toBe("backoff");
    expect(waiting.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(sent).toEqual([]);
    await replayQueue({ userId: customer._id, transport, force: true });
    expect(sent).toEqual(["/a"]);
  });
});

describe("a server that keeps failing", () => {
  it("while it answers 503 for a minute, every trigger at once sends the queued write at most 6 times; then once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let down = true;
    const api = stubWrites(() =>
      down ? json(503, { message: "Service unavailable" }) : json(201, booking("s1")),
    );
    const listeners: ((e: MessageEvent) => void)[] = [];
    const register = vi.fn(async () => {});
    withNavigator({
      onLine: true,
      serviceWorker: {
        addEventListener: (_t: string, l: (e: MessageEvent) => void) => listeners.push(l),
        removeEventListener: () => {},
        getRegistration: async () => ({ sync: { register } }),
      },
    });
    signIn("tok", customer);
    startOutbox();
    await queue("/bookings", { table: "bookings" });
    const start = Date.now();
    // Everything that asks for a flush, many times a second: the worker's Background Sync, the page
    // coming back to the front, and the app starting again (a reload).
    while (Date.now() - start < 60_000) {
      for (const l of listeners) l(new MessageEvent("message", { data: { type: "flush-outbox" } }));
      document.dispatchEvent(new Event("visibilitychange"));
      void outboxSignedIn(customer._id, "tok");
      await vi.advanceTimersByTimeAsync(250);
    }
    expect(api.calls.length).toBeGreaterThanOrEqual(3); // it did keep trying, with back-off
    expect(api.calls.length).toBeLessThanOrEqual(6);
    expect(register).not.toHaveBeenCalled(); // a failed run never asks for another Background Sync
    const [entry] = await entries();
    expect(entry).toMatchObject({ status: "queued", lastStatus: 503 });
    expect(Date.parse(entry!.nextAttemptAt!)).toBeGreaterThan(Date.now());

    down = false;
    for (let i = 0; i < 400 && (await db.outbox.count()) > 0; i++) await vi.advanceTimersByTimeAsync(1000);
    expect(await db.outbox.count()).toBe(0);
    const writes = api.calls.length;
    expect(new Set(api.calls.map((c) => c.key)).size).toBe(1); // one key: the server books it once
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.calls).toHaveLength(writes); // landed: nothing sent after
  });

  it("the connection coming back skips the wait of a write that got no answer, not of one the server failed", async () => {
    const api = stubWrites(() => json(200, {}));
    signIn("tok", customer);
    startOutbox();
    const later = new Date(Date.now() + 60_000).toISOString();
    await queue("/server-failed", { attempts: 2, lastStatus: 503, nextAttemptAt: later });
    window.dispatchEvent(new Event("online"));
    await flushOutbox();
    expect(api.calls).toHaveLength(0);
    await db.outbox.clear();
    await queue("/no-answer", { attempts: 2, lastStatus: 0, nextAttemptAt: later });
    window.dispatchEvent(new Event("online"));
    await waitFor(() => api.calls.length === 1);
    expect(api.writes()).toEqual(["POST /no-answer"]);
  });

  it("Retry-After longer than the back-off sets the next try", async () => {
    stubWrites(
      () =>
        new Response(JSON.stringify({ message: "busy" }), {
          status: 503,
          headers: { "Content-Type": "application/json", "Retry-After": "120" },
        }),
    );
    signIn("tok", customer);
    await queue("/a");
    const before = Date.now();
    await flushOutbox();
    const [entry] = await entries();
    expect(Date.parse(entry!.nextAttemptAt!) - before).toBeGreaterThanOrEqual(120_000);
  });
});

describe("triggers", () => {
  it("replays when the page becomes visible and when the service worker asks", async () => {
    const api = stubWrites(() => json(200, {}));
    const listeners: ((e: MessageEvent) => void)[] = [];
    withNavigator({
      onLine: true,
      serviceWorker: {
        addEventListener: (_t: string, l: (e: MessageEvent) => void) => listeners.push(l),
        removeEventListener: () => {},
        getRegistration: async () => undefined,
      },
    });
    signIn("tok", customer);
    startOutbox();
    await queue("/a");
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => api.calls.length === 1);
    await queue("/b");
    for (const l of listeners) l(new MessageEvent("message", { data: { type: "flush-outbox" } }));
    await waitFor(() => api.calls.length === 2);
    expect(api.writes()).toEqual(["POST /a", "POST /b"]);
  });

  it("asks for a Background Sync when a write is kept", async () => {
    stubWrites(() => json(200, {}));
    const register = vi.fn(async () => {});
    withNavigator({
      onLine: false,
      serviceWorker: {
        addEventListener: () => {},
        removeEventListener: () => {},
        getRegistration: async () => ({ sync: { register } }),
      },
    });
    signIn("tok", customer);
    await sendOrQueue({ method: "POST", path: "/bookings", body: BOOKING, label: "Book" });
    await waitFor(() => register.mock.calls.length > 0);
    expect(register).toHaveBeenCalledWith("safar-outbox");
  });
});
