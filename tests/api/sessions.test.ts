/**
 * Sessions that really end (docs/ARCHITECTURE.md §4.1): a signed-out token is refused from the next
 * call on, on this server process and on another one sharing the database; the signed-in user's
 * list of sessions, signing one out (own sessions only) and signing out everywhere; the idle
 * timeout's own message; and personal answers that are never stored (`no-store`, §4.2).
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { type Database, type Db, openDatabase } from "../../server/db/client.ts";
import { sessions } from "../../server/db/schema.ts";
import type { AppEnv } from "../../server/http/env.ts";
import { IDLE_MESSAGE } from "../../server/services/sessions.ts";
import { issueToken } from "../../server/services/tokens.ts";
import { onPostgres, startServer, TEST_PASSWORD, type TestServer, type TestUser } from "./helpers/server.ts";

const MINUTE = 60_000;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

let clock = new Date("2030-01-05T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;
/** A second server process on the same database: its own app, its own per-process caches. */
let other: { app: Hono<AppEnv>; database: Database | null };

beforeAll(async () => {
  s = await startServer({
    now: () => clock,
    config: { tokenTtlSeconds: 24 * 3600, idleTimeoutMinutes: { customer: 480, admin: 60 } },
  });
  admin = await s.user({ role: "admin" });
  let database: Database | null = null;
  let db: Db;
  if (onPostgres) {
    // Its own connection pool on the test's database.
    const url = new URL(process.env.SAFAR_TEST_PG_URL!);
    url.pathname = new URL(s.database.describe).pathname;
    database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
    db = database.db;
  } else {
    // The same PGlite instance under another handle: every per-database cache is kept apart.
    db = Object.create(s.database.db) as Db;
  }
  const { app } = createApp({ ...s.database, db }, s.deps.config, () => clock);
  other = { app, database };
});
afterAll(async () => {
  await other?.database?.close();
  await s?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const onOther = (method: string, path: string, token: string) =>
  other.app.request(path, { method, headers: auth(token) });
const me = (token: string) => s.get("/api/auth/me", { token });

/** A second session of `u` (another device), as a sign-in makes one. */
const secondToken = (u: TestUser, userAgent = IPHONE) =>
  issueToken(s.deps, u, clock, { userAgent, address: "203.0.113.7" });

describe("sign-out", () => {
  it("ends the token at once and asks the browser to clear its cache and storage", async () => {
    const u = await s.user();
    for (let i = 0; i < 3; i++) expect((await me(u.token)).status).toBe(200);
    const out = await s.post("/api/auth/logout", undefined, { token: u.token });
    expect(out.status).toBe(200);
    expect(out.headers.get("clear-site-data")).toBe('"cache", "storage"');
    const after = await me(u.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe("Your session has expired, please sign in again");
    expect((await s.get("/api/flights", { token: u.token })).status).toBe(401);
    // A booking's guard reads the session too, though it leaves the account to the lock statement.
    expect((await s.post("/api/bookings", {}, { token: u.token })).status).toBe(401);
  });

  it("leaves storage alone when the app keeps another person's unsent writes on the device", async () => {
    const u = await s.user();
    const out = await s.post("/api/auth/logout", undefined, {
      token: u.token,
      headers: { "x-keep-local-writes": "1" },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("clear-site-data")).toBe('"cache"');
    expect((await me(u.token)).status).toBe(401);
  });

  it("holds on another server process sharing the database, both ways", async () => {
    const u = await s.user();
    const phone = await secondToken(u);
    // Both processes have just let both tokens in (warm caches).
    for (const t of [u.token, phone]) {
      expect((await me(t)).status).toBe(200);
      expect((await onOther("GET", "/api/auth/me", t)).status).toBe(200);
    }
    // Signed out through the other process: this one refuses the token on its next call.
    expect((await onOther("POST", "/api/auth/logout", phone)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    // Signed out here: the other process refuses it on its next call.
    expect((await s.post("/api/auth/logout", undefined, { token: u.token })).status).toBe(200);
    expect((await onOther("GET", "/api/auth/me", u.token)).status).toBe(401);
  });
});

describe("an account changed through another process", () => {
  it("a block, a password reset or an approval withdrawn there is refused here on the very next call, warm cache or not", async () => {
    const changes: [string, string, object][] = [
      ["block", "status", { isBlocked: true }],
      ["password reset", "password", { newPassword: "Fresh@Pass2030" }],
      ["approval withdrawn", "approval", { isApproved: false }],
    ];
    for (const [what, path, body] of changes) {
      const u = await s.user();
      // The other process has just let the token in: its account cache holds the row as it was.
      expect((await onOther("GET", "/api/auth/me", u.token)).status, what).toBe(200);
      expect((await s.put(`/api/customers/${u.id}/${path}`, body, { token: admin.token })).status, what).toBe(
        200,
      );
      // No notice is waited for: the change ended the account's sessions in its own statement.
      expect((await onOther("GET", "/api/auth/me", u.token)).status, what).toBe(401);
      expect((await onOther("GET", "/api/bookings/me", u.token)).status, what).toBe(401);
    }
  });
});

describe("the user's sessions", () => {
  it("lists this device and the others, signs one out, and never another user's (404)", async () => {
    const u = await s.user();
    const signedIn = await s.post(
      "/api/auth/login",
      { email: u.email, password: TEST_PASSWORD },
      { headers: { "user-agent": WINDOWS_CHROME } },
    );
    expect(signedIn.status).toBe(200);
    const laptop = signedIn.body.token as string;
    const phone = await secondToken(u);
    const list = await s.get("/api/auth/sessions", { token: laptop });
    expect(list.status).toBe(200);
    // The helper's own token, the sign-in and the phone.
    expect(list.body.sessions).toHaveLength(3);
    const current = list.body.sessions.filter((x: { current: boolean }) => x.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: "Chrome on Windows", address: "127.0.0.1" });
    const phoneRow = list.body.sessions.find((x: { device: string }) => x.device === "Safari on iPhone");
    expect(phoneRow).toMatchObject({ address: "203.0.113.7", current: false });

    // Another user can neither see nor end it.
    const stranger = await s.user();
    const theirs = await s.get("/api/auth/sessions", { token: stranger.token });
    expect(theirs.body.sessions.map((x: { _id: string }) => x._id)).not.toContain(phoneRow._id);
    const refused = await s.del(`/api/auth/sessions/${phoneRow._id}`, { token: stranger.token });
    expect(refused.status).toBe(404);
    expect((await s.del("/api/auth/sessions/not-a-session", { token: stranger.token })).status).toBe(404);
    expect((await me(phone)).status).toBe(200);

    // Its owner signs it out from the laptop: the phone is refused, the laptop goes on.
    const ended = await s.del(`/api/auth/sessions/${phoneRow._id}`, { token: laptop });
    expect(ended.status).toBe(200);
    expect(ended.body.current).toBe(false);
    expect(ended.headers.get("clear-site-data")).toBeNull();
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    const now = await s.get("/api/auth/sessions", { token: laptop });
    expect(now.body.sessions.map((x: { _id: string }) => x._id)).not.toContain(phoneRow._id);
  });

  it("signs out everywhere, this device included", async () => {
    const u = await s.user();
    const phone = await secondToken(u);
    const everywhere = await s.del("/api/auth/sessions", { token: phone });
    expect(everywhere.status).toBe(200);
    expect(everywhere.body.count).toBe(2);
    expect(everywhere.headers.get("clear-site-data")).toBe('"cache", "storage"');
    expect((await me(phone)).status).toBe(401);
    expect((await me(u.token)).status).toBe(401);
    expect((await onOther("GET", "/api/auth/me", u.token)).status).toBe(401);
  });

  it("a password change leaves only the new session listed", async () => {
    const u = await s.user();
    await secondToken(u);
    const changed = await s.put(
      "/api/auth/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "Another@123" },
      { token: u.token },
    );
    expect(changed.status).toBe(200);
    const list = await s.get("/api/auth/sessions", { token: changed.body.token });
    expect(list.body.sessions).toHaveLength(1);
    expect(list.body.sessions[0].current).toBe(true);
  });
});

describe("personal answers", () => {
  it("are never stored, and still revalidate with their ETag", async () => {
    const u = await s.user();
    const paths: [string, string][] = [
      [u.token, "/api/auth/me"],
      [u.token, "/api/auth/sessions"],
      [u.token, "/api/bookings/me"],
      [u.token, "/api/package-bookings/me"],
      [u.token, "/api/flights"],
      [u.token, "/api/packages"],
      [admin.token, "/api/customers"],
      [admin.token, "/api/bookings"],
      [admin.token, "/api/logs"],
      [admin.token, "/api/dashboard/analytics"],
      [admin.token, "/api/web/gds-bookings"],
      [admin.token, "/api/direct-bookings"],
    ];
    for (const [token, path] of paths) {
      const res = await s.get(path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const first = await me(u.token);
    const etag = first.headers.get("etag")!;
    const again = await s.get("/api/auth/me", { token: u.token, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the idle timeout", () => {
  it("signs a session out after the role's idle time, with its own message; calls keep it alive", async () => {
    const customer = await s.user();
    const adminToken = (await s.user({ role: "admin" })).token;
    const seen = async (token: string) => {
      const sid = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sid as string;
      const [row] = await s.deps.db.select().from(sessions).where(eq(sessions.id, sid));
      return row!.lastSeenAt.getTime();
    };
    // Calls within a minute of the last write leave last-seen alone (no write per call).
    const at = await seen(adminToken);
    clock = new Date(clock.getTime() + 30_000);
    expect((await me(adminToken)).status).toBe(200);
    expect(await seen(adminToken)).toBe(at);
    // 59 minutes on, still in: the call moves last-seen on, so 59 more are fine too.
    for (let i = 0; i < 2; i++) {
      clock = new Date(clock.getTime() + 59 * MINUTE);
      expect((await me(adminToken)).status).toBe(200);
      expect(await seen(adminToken)).toBe(clock.getTime());
    }
    // The customer's 8 hours have not passed since its sign-in.
    expect((await me(customer.token)).status).toBe(200);
    // 61 minutes without a call: the admin is signed out, with the message the app shows.
    clock = new Date(clock.getTime() + 61 * MINUTE);
    const idle = await me(adminToken);
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe(IDLE_MESSAGE);
    expect((await onOther("GET", "/api/auth/me", adminToken)).status).toBe(401);
    // The customer's last call was 61 minutes ago: well within 8 hours.
    expect((await me(customer.token)).status).toBe(200);
    clock = new Date(clock.getTime() + 8 * 60 * MINUTE + MINUTE);
    const idleCustomer = await s.post("/api/bookings", {}, { token: customer.token });
    expect(idleCustomer.status).toBe(401);
    expect(idleCustomer.body.message).toBe(IDLE_MESSAGE);
  });
});
