import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
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
    // Creating a user hashes a password (~0.3 s): the second request arrives while the first runs.
    const [a, b] = await Promise.all([
      s.post("/api/customers", newUser("c3@example.pk"), { token: admin.token, headers }),
      new Promise((r) => setTimeout(r, 60)).then(() =>
        s.post("/api/customers", newUser("c3@example.pk"), { token: admin.token, headers }),
      ),
    ]);
    expect(a.status).toBe(201);
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
