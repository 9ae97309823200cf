import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

describe("sign-in rate limits (defaults: 10 failures per e-mail per 15 minutes)", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
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
});

describe("per-IP sign-in limit", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ limits: { loginPerIp: { limit: 4, windowMs: 60_000 } } });
  });
  afterAll(() => s?.close());

  it("counts every attempt from one address, and answers 429 with Retry-After past the limit", async () => {
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
});
