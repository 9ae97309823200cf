import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, createApp } from "../../server/app.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
  customer = await s.user();
});
afterAll(() => s?.close());

describe("guards", () => {
  it("admin calls need a token (401) of an admin (403)", async () => {
    expect((await s.get("/api/customers")).status).toBe(401);
    const asCustomer = await s.get("/api/customers", { token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.message).toBeTruthy();
    const asAdmin = await s.get("/api/customers", { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.customers.length).toBeGreaterThanOrEqual(2);
  });

  it("a customer cannot change another account in any way", async () => {
    for (const [method, path, body] of [
      ["PUT", `/api/customers/${admin.id}`, { name: "x", email: "x@y.pk" }],
      ["PUT", `/api/customers/${admin.id}/password`, { newPassword: "Hacked@123" }],
      ["PUT", `/api/customers/${admin.id}/status`, { isBlocked: true }],
      ["PUT", `/api/customers/${customer.id}/approval`, { isApproved: true }],
      ["DELETE", `/api/customers/${admin.id}`, undefined],
      ["POST", "/api/customers", { name: "x", email: "x@y.pk", password: "Secret@123", role: "admin" }],
    ] as const) {
      const res = await s.request(method, path, { token: customer.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe("hygiene", () => {
  it("unknown API paths are a JSON 404", async () => {
    const res = await s.get("/api/nope/nothing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body.message).toMatch(/No such API call/);
  });

  it("malformed JSON is a 400 with a message", async () => {
    const res = await s.request("POST", "/api/auth/login", { rawBody: '{"email": "a@b.pk", ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Malformed JSON in request body");
  });

  it("wrong types and non-object bodies are a 400, never a 5xx", async () => {
    for (const body of [
      [],
      "text",
      42,
      null,
      { email: 5, password: true },
      { email: ["a"], password: { $ne: 1 } },
    ]) {
      const res = await s.post("/api/auth/login", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    const put = await s.put("/api/profile", { name: 1, email: null }, { token: customer.token });
    expect(put.status).toBe(400);
  });

  it("refuses bodies over 1 MB with a 413", async () => {
    const big = JSON.stringify({ email: "a@b.pk", password: "x".repeat(1024 * 1024 + 10) });
    const res = await s.request("POST", "/api/auth/login", { rawBody: big });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("Request body too large");
  });

  it("refuses a body of unknown length (chunked) over 1 MB with a 413, and reads one under it", async () => {
    const send = (body: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          `${s.url}/api/auth/login`,
          { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (d: string) => {
              text += d;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on("error", reject);
        // In pieces, so no Content-Length can be known.
        for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
        req.end();
      });
    const big = await send(JSON.stringify({ email: "a@b.pk", password: "x".repeat(1024 * 1024 + 10) }));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text).message).toBe("Request body too large");
    const small = await send(JSON.stringify({ email: "nobody@example.pk", password: "Wrong@12345" }));
    expect(small.status).toBe(401);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await s.request("POST", "/api/auth/login", {
      rawBody: "email=a@b.pk",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("ids that are not UUIDs are a 404, not a database error", async () => {
    const res = await s.put(
      "/api/customers/1%27%20or%201=1/status",
      { isBlocked: true },
      { token: admin.token },
    );
    expect(res.status).toBe(404);
  });

  it("sends the security headers on every response", async () => {
    for (const res of [await s.get("/api/health"), await s.get("/api/nope"), await s.get("/api/customers")]) {
      expect(res.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
  });

  it("reports health with the database state", async () => {
    const res = await s.get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
    expect(res.body.database.ok).toBe(true);
    expect(["pglite", "postgres"]).toContain(res.body.database.kind);
    // Which process answered: this one, started alone (no cluster slot).
    expect(res.body.process).toEqual({ pid: process.pid, worker: null });
  });

  it("concurrent health calls share one probe of the database, started after each call arrived", async () => {
    const ping = s.database.ping;
    const started: number[] = [];
    s.database.ping = async () => {
      started.push(performance.now());
      await ping.call(s.database);
    };
    try {
      // The app in this process, so the 20 calls reach the route in the same turn of the event loop.
      const { app } = createApp(s.database, s.deps.config);
      const arrived = performance.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => app.request("/api/health")));
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(((await a.json()) as { database: { ok: boolean } }).database.ok).toBe(true);
      }
      expect(started).toHaveLength(1);
      expect(started[0]).toBeGreaterThanOrEqual(arrived);
      // A call after those gets a probe of its own.
      expect((await s.get("/api/health")).status).toBe(200);
      expect(started).toHaveLength(2);
    } finally {
      s.database.ping = ping;
    }
  });
});
