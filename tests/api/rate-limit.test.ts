import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import { setTrustProxy } from "../../server/http/client-ip.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

describe("sign-in rate limits (defaults: 10 failures per e-mail and address per 15 minutes)", () => {
  let s: TestServer;
  beforeAll(async () => {
    // The per-address limit out of the way: these attempts all come from 127.0.0.1.
    s = await startServer({ limits: { loginPerIp: { limit: 1000, windowMs: 60_000 } } });
  });
  afterAll(() => s?.close());

  it("raises a security alert after 5 failures and answers 429 with Retry-After after 10", async () => {
    const u = await s.user();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await s.post("/api/auth/login", { email: u.email, password: "Wrong@12345" })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const alerts = await s.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "security_alert"), eq(activityLogs.userEmail, u.email)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.status).toBe("warning");
    const limited = await s.post("/api/auth/login", { email: u.email, password: u.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(limited.body.message).toMatch(/Too many/);
    // Another account from the same address is not locked out by it.
    const other = await s.user();
    expect((await s.post("/api/auth/login", { email: other.email, password: other.password })).status).toBe(
      200,
    );
  });

  it("counts attempts sent at once, before their passwords are checked", async () => {
    const u = await s.user();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        s.post("/api/auth/login", { email: u.email, password: "Wrong@12345" }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
  });

  it("a correct password clears the count, a blocked account's too", async () => {
    const u = await s.user({ isBlocked: true });
    const wrong = () => s.post("/api/auth/login", { email: u.email, password: "Wrong@12345" });
    for (let i = 0; i < 9; i++) expect((await wrong()).status).toBe(401);
    expect((await s.post("/api/auth/login", { email: u.email, password: u.password })).status).toBe(403);
    for (let i = 0; i < 9; i++) expect((await wrong()).status).toBe(401);
  });
});

describe("per-IP sign-in limit", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ limits: { loginPerIp: { limit: 4, windowMs: 60_000 } } });
  });
  afterAll(() => s?.close());

  it("does not count successful sign-ins against the address", async () => {
    const u = await s.user();
    for (let i = 0; i < 5; i++) {
      expect((await s.post("/api/auth/login", { email: u.email, password: u.password })).status).toBe(200);
    }
  });

  it("counts failed attempts from one address, and answers 429 with Retry-After past the limit", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await s.post("/api/auth/login", { email: `x${i}@example.pk`, password: "Wrong@12345" }));
    }
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429]);
    for (const refused of answers.slice(0, 4)) expect(refused.headers.get("retry-after")).toBeNull();
    for (const limited of answers.slice(4)) {
      const retryAfter = limited.headers.get("retry-after");
      // Whole seconds until the 60-second window ends.
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
      expect(limited.body.message).toMatch(/Too many sign-in attempts from this network/);
    }
  });
});

describe("per-caller API limit", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ limits: { apiPerCaller: { limit: 5, windowMs: 60_000 } } });
  });
  afterAll(() => s?.close());

  it("answers 429 with Retry-After past the limit", async () => {
    const u = await s.user();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await s.get("/api/auth/me", { token: u.token })).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("counts each of the calls sent at once, and only the caller's own", async () => {
    const [u, other] = await Promise.all([s.user(), s.user()]);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => s.get("/api/auth/me", { token: u.token })),
      ...Array.from({ length: 3 }, () => s.get("/api/auth/me", { token: other.token })),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 8).sort()).toEqual([...Array(5).fill(200), ...Array(3).fill(429)]);
    expect(statuses.slice(8)).toEqual([200, 200, 200]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The other caller's allowance holds two more, and no more.
    const more = [];
    for (let i = 0; i < 3; i++) more.push((await s.get("/api/auth/me", { token: other.token })).status);
    expect(more).toEqual([200, 200, 429]);
  });
});

describe("behind the trusted reverse proxy (TRUST_PROXY)", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({
      config: { trustProxy: true },
      limits: { loginPerIp: { limit: 3, windowMs: 60_000 } },
    });
  });
  afterAll(() => {
    setTrustProxy(false);
    return s?.close();
  });

  it("takes the address the proxy added (the last X-Forwarded-For entry), not one the client wrote", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await s.post(
        "/api/auth/login",
        { email: `spoof${i}@example.pk`, password: "Wrong@12345" },
        { headers: { "x-forwarded-for": `10.9.9.${i}, 203.0.113.7` } },
      );
      statuses.push(res.status);
    }
    // A new made-up first entry each time is still one caller.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const [row] = await s.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "login"), eq(activityLogs.userEmail, "spoof0@example.pk")));
    expect(row!.ipAddress).toBe("203.0.113.7");
  });
});
