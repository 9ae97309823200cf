/**
 * The sign-in check reads accounts through a short-lived cache (readUser in server/services/users.ts).
 * Whatever it holds, a change to an account made through the API is seen by the very next call:
 * each case below warms the cache with the old token first, then changes the account.
 */
import { QueryBuilder } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbOrTx } from "../../server/db/client.ts";
import { forgetUser, readUser } from "../../server/services/users.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin", name: "Agency Admin" });
});
afterAll(() => s?.close());

/** Several calls in a row, so the account is surely in the cache. */
async function warm(token: string) {
  for (let i = 0; i < 3; i++) expect((await s.get("/api/auth/me", { token })).status).toBe(200);
}

describe("an account change is seen by the next call, whatever the cache holds", () => {
  it("the user's own password change: the old token 401, the new one works", async () => {
    const u = await s.user();
    await warm(u.token);
    const changed = await s.put(
      "/api/auth/change-password",
      { currentPassword: u.password, newPassword: "Another@123" },
      { token: u.token },
    );
    expect(changed.status).toBe(200);
    expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(401);
    expect((await s.get("/api/auth/me", { token: changed.body.token })).status).toBe(200);
  });

  it("the admin sets a new password: the customer's token 401 at once", async () => {
    const u = await s.user();
    await warm(u.token);
    const set = await s.put(
      `/api/customers/${u.id}/password`,
      { newPassword: "Another@123" },
      { token: admin.token },
    );
    expect(set.status).toBe(200);
    expect((await s.get("/api/bookings/me", { token: u.token })).status).toBe(401);
  });

  it("the admin withdraws the approval: the customer's token 401 at once", async () => {
    const u = await s.user();
    await warm(u.token);
    const res = await s.put(`/api/customers/${u.id}/approval`, { isApproved: false }, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(401);
  });

  it("a profile edit shows in GET /auth/me at once", async () => {
    const u = await s.user();
    await warm(u.token);
    const me = (await s.get("/api/auth/me", { token: u.token })).body.user;
    const res = await s.put("/api/profile", { ...me, name: "Renamed Customer" }, { token: u.token });
    expect(res.status).toBe(200);
    expect((await s.get("/api/auth/me", { token: u.token })).body.user.name).toBe("Renamed Customer");
  });

  it("an admin's edit of the customer shows in the customer's GET /auth/me at once", async () => {
    const u = await s.user();
    await warm(u.token);
    const res = await s.put(
      `/api/customers/${u.id}`,
      { name: u.name, email: u.email, city: "Multan" },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect((await s.get("/api/auth/me", { token: u.token })).body.user.city).toBe("Multan");
  });
});

describe("readUser", () => {
  /**
   * A database whose query answers once `answer` has been called (before or after the query
   * arrives: readUser sends it on the next turn of the event loop), counting the queries.
   */
  function slowDb(row: object) {
    let answers = 0;
    let waiting: (() => void) | null = null;
    let queries = 0;
    // The statement is built as the real one (the text is kept for every later read); only the
    // driver's side is faked.
    const db = {
      select: (...fields: []) => new QueryBuilder().select(...fields),
      session: {
        prepareQuery: () => ({
          execute: () => {
            queries++;
            return new Promise((resolve) => {
              waiting = () => resolve({ rows: [row] });
              if (answers > 0) {
                answers--;
                waiting();
                waiting = null;
              }
            });
          },
        }),
      },
    } as unknown as DbOrTx;
    const answer = () => {
      if (waiting) {
        waiting();
        waiting = null;
      } else answers++;
    };
    return { db, answer, queries: () => queries };
  }

  it("keeps a row for the burst that follows, so one query serves it", async () => {
    const fake = slowDb({ id: "u1", name: "Old" });
    const first = readUser(fake.db, "u1");
    fake.answer();
    await first;
    await readUser(fake.db, "u1");
    await readUser(fake.db, "u1");
    expect(fake.queries()).toBe(1);
  });

  it("does not keep a row whose read began before a change was committed", async () => {
    const fake = slowDb({ id: "u2", name: "Old" });
    const read = readUser(fake.db, "u2");
    forgetUser(fake.db, "u2"); // the change commits while the read is on its way
    fake.answer();
    expect(await read).toMatchObject({ name: "Old" });
    const next = readUser(fake.db, "u2");
    fake.answer();
    await next;
    expect(fake.queries()).toBe(2);
  });
});

describe("a token's signature is checked once, its expiry on every call", () => {
  it("a token that has worked is refused once its time is up", async () => {
    let clock = new Date("2030-03-01T08:00:00.000Z");
    const timed = await startServer({ now: () => clock, config: { tokenTtlSeconds: 3600 } });
    try {
      const u = await timed.user();
      for (let i = 0; i < 3; i++)
        expect((await timed.get("/api/auth/me", { token: u.token })).status).toBe(200);
      clock = new Date(clock.getTime() + 3600 * 1000 - 1000);
      expect((await timed.get("/api/auth/me", { token: u.token })).status).toBe(200);
      clock = new Date(clock.getTime() + 1000);
      const expired = await timed.get("/api/auth/me", { token: u.token });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe("Your session has expired, please sign in again");
    } finally {
      await timed.close();
    }
  });

  it("a token one server has accepted means nothing to a server with another secret", async () => {
    const other = await startServer();
    try {
      const u = await s.user();
      expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(200);
      expect((await other.get("/api/auth/me", { token: u.token })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe("reads of accounts missing from the cache", () => {
  it("made in the same turn come back each with its own row (one query), a missing one undefined", async () => {
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => s.user({ name: `Batch ${i}` })));
    const db = s.deps.db as DbOrTx;
    for (const u of made) forgetUser(db, u.id);
    const missing = "00000000-0000-4000-8000-000000000000";
    const rows = await Promise.all([...made.map((u) => readUser(db, u.id)), readUser(db, missing)]);
    expect(rows.map((r) => r?.name)).toEqual([...made.map((_, i) => `Batch ${i}`), undefined]);
  });

  it("a block committed before the read was asked for is seen by it", async () => {
    const u = await s.user();
    await warm(u.token);
    const blocked = await s.put(`/api/customers/${u.id}/status`, { isBlocked: true }, { token: admin.token });
    expect(blocked.status).toBe(200);
    const calls = await Promise.all(
      Array.from({ length: 5 }, () => s.get("/api/auth/me", { token: u.token })),
    );
    expect(calls.map((c) => c.status)).toEqual([401, 401, 401, 401, 401]);
  });
});
