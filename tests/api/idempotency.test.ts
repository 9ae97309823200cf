import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { activityLogs, idempotencyKeys, users } from "../../server/db/schema.ts";
import { requestHashOf, STALE_CLAIM_MS } from "../../server/http/idempotency.ts";
import { holdNextTransaction } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
});
afterAll(() => s?.close());

const newUser = (email: string) => ({ name: "Queued User", email, password: "Secret@123" });

describe("Idempotency-Key", () => {
  it("replays the first answer and does the work once", async () => {
    const key = "create-user-1";
    const headers = { "idempotency-key": key };
    const first = await s.post("/api/customers", newUser("once@example.pk"), { token: admin.token, headers });
    const again = await s.post("/api/customers", newUser("once@example.pk"), { token: admin.token, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const list = await s.get("/api/customers", { token: admin.token });
    expect(list.body.customers.filter((c: { email: string }) => c.email === "once@example.pk")).toHaveLength(
      1,
    );
    const logs = (await s.deps.db.select().from(activityLogs)).filter((l) => l.action === "create_user");
    expect(logs).toHaveLength(1);
  });

  it("answers 422 for the same key with another body", async () => {
    const headers = { "idempotency-key": "create-user-2" };
    expect(
      (await s.post("/api/customers", newUser("a2@example.pk"), { token: admin.token, headers })).status,
    ).toBe(201);
    const other = await s.post("/api/customers", newUser("b2@example.pk"), { token: admin.token, headers });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/different request/);
  });

  it("answers 409 while the first request with the key is still running", async () => {
    const headers = { "idempotency-key": "create-user-3" };
    // The first request waits at its transaction, its key claimed, while the second arrives.
    const hold = holdNextTransaction(s);
    const first = s.post("/api/customers", newUser("c3@example.pk"), { token: admin.token, headers });
    await hold.entered;
    const b = await s.post("/api/customers", newUser("c3@example.pk"), { token: admin.token, headers });
    hold.release();
    expect((await first).status).toBe(201);
    expect(b.status).toBe(409);
    expect(b.body.message).toMatch(/still being processed/);
  });

  it("scopes keys to the caller", async () => {
    const other = await s.user({ role: "admin" });
    const headers = { "idempotency-key": "shared-key" };
    const mine = await s.post("/api/customers", newUser("d4@example.pk"), { token: admin.token, headers });
    const theirs = await s.post("/api/customers", newUser("e4@example.pk"), { token: other.token, headers });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.customer.email).toBe("e4@example.pk");
  });

  it("keeps a refused answer too, and rejects a malformed key", async () => {
    const headers = { "idempotency-key": "bad-body" };
    const a = await s.post("/api/customers", { name: "" }, { token: admin.token, headers });
    const b = await s.post("/api/customers", { name: "" }, { token: admin.token, headers });
    expect(a.status).toBe(400);
    expect(b.body).toEqual(a.body);
    const bad = await s.post("/api/customers", newUser("f5@example.pk"), {
      token: admin.token,
      headers: { "idempotency-key": "x".repeat(201) },
    });
    expect(bad.status).toBe(400);
  });
});

/**
 * A claim committed before a route runs stays unanswered when the process dies mid-request; here
 * such a claim is written straight into the table, dated as wanted.
 */
describe("an unanswered claim left by a crash", () => {
  async function leaveClaim(key: string, body: unknown, ageMs: number) {
    const now = Date.now();
    await s.deps.db.insert(idempotencyKeys).values({
      scope: `u:${admin.id}`,
      key,
      method: "POST",
      path: "/api/customers",
      requestHash: requestHashOf("POST", "/api/customers", JSON.stringify(body)),
      createdAt: new Date(now - ageMs),
      expiresAt: new Date(now - ageMs + 7 * 24 * 3600 * 1000),
    });
  }
  const claimOf = async (key: string) =>
    (
      await s.deps.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, `u:${admin.id}`), eq(idempotencyKeys.key, key)))
    )[0]!;
  const countByEmail = async (email: string) =>
    (await s.deps.db.select().from(users).where(eq(users.email, email))).length;

  it("answers 409 while younger than STALE_CLAIM_MS, then is taken over by a retry that runs once", async () => {
    expect(STALE_CLAIM_MS).toBe(2 * 60 * 1000);
    const body = newUser("crashed@example.pk");
    const headers = { "idempotency-key": "crashed-mid-request" };
    await leaveClaim("crashed-mid-request", body, STALE_CLAIM_MS - 30_000);
    const young = await s.post("/api/customers", body, { token: admin.token, headers });
    expect(young.status).toBe(409);
    expect(young.body.message).toMatch(/still being processed/);
    expect(await countByEmail("crashed@example.pk")).toBe(0);

    // 30 s later by the claim's clock: older than STALE_CLAIM_MS, so the retry takes it over.
    await s.deps.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(eq(idempotencyKeys.key, "crashed-mid-request"));
    const retried = await s.post("/api/customers", body, { token: admin.token, headers });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    const row = await claimOf("crashed-mid-request");
    expect(row.responseStatus).toBe(201);
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(STALE_CLAIM_MS);

    const replay = await s.post("/api/customers", body, { token: admin.token, headers });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(retried.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await countByEmail("crashed@example.pk")).toBe(1);
  });

  it("is never taken over by another request with the key: 422", async () => {
    await leaveClaim("crashed-other-body", newUser("first@example.pk"), STALE_CLAIM_MS + 60_000);
    const other = await s.post("/api/customers", newUser("second@example.pk"), {
      token: admin.token,
      headers: { "idempotency-key": "crashed-other-body" },
    });
    expect(other.status).toBe(422);
    expect(await countByEmail("second@example.pk")).toBe(0);
    expect((await claimOf("crashed-other-body")).responseStatus).toBeNull();
  });

  it("goes to one of two retries racing for it, on two server processes", async () => {
    const other = createApp(s.database, s.deps.config, s.deps.now).app;
    const body = newUser("raced@example.pk");
    await leaveClaim("crashed-then-raced", body, STALE_CLAIM_MS + 60_000);
    const init = {
      method: "POST",
      headers: {
        authorization: `Bearer ${admin.token}`,
        "content-type": "application/json",
        "idempotency-key": "crashed-then-raced",
      },
      body: JSON.stringify(body),
    };
    const answers = await Promise.all([
      fetch(`${s.url}/api/customers`, init),
      other.request("/api/customers", init),
    ]);
    const fresh = answers.filter((a) => a.status === 201 && a.headers.get("idempotent-replayed") !== "true");
    expect(fresh).toHaveLength(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect(await countByEmail("raced@example.pk")).toBe(1);
    const logs = (await s.deps.db.select().from(activityLogs)).filter(
      (l) => l.action === "create_user" && l.details.includes("raced@example.pk"),
    );
    expect(logs).toHaveLength(1);
  });
});
