import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import { parseCsv } from "../../src/domain/csv.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

// Thursday 12 March 2026, 11:00 in Karachi.
const NOW = new Date("2026-03-12T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;
let customer: TestUser;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  s = await startServer({ now: () => NOW });
  admin = await s.user({ role: "admin", name: "Agency Admin" });
  customer = await s.user({ name: "Bilal Ahmed" });
  const base = { ipAddress: "10.0.0.5", userAgent: "Mozilla/5.0", metadata: {} };
  const rows = [];
  for (let i = 0; i < 45; i++) {
    rows.push({
      ...base,
      userName: i % 3 === 0 ? "Bilal Ahmed" : "Agency Admin",
      userEmail: i % 3 === 0 ? customer.email : admin.email,
      userRole: i % 3 === 0 ? "customer" : "admin",
      action: i % 5 === 0 ? "login" : "approve_booking",
      resource: i % 5 === 0 ? "auth" : "booking",
      details: i === 7 ? `Approved booking SF-100_% special ${"x".repeat(80)}` : `Entry ${i}`,
      status: (i % 9 === 0 ? "error" : "success") as "error" | "success",
      // One per 6 hours backwards from now: today (Karachi) holds the first 2.
      createdAt: new Date(NOW.getTime() - i * 6 * 3600 * 1000),
    });
  }
  rows.push({
    ...base,
    userName: "Old",
    userEmail: "old@x.pk",
    userRole: "admin",
    action: "login",
    resource: "auth",
    details: '=HYPERLINK("x")',
    status: "success" as const,
    createdAt: at("2025-12-15T10:00:00Z"),
  });
  await s.deps.db.insert(activityLogs).values(rows);
});
afterAll(() => s?.close());

describe("GET /logs", () => {
  it("pages by 20 with the total number of pages, newest first", async () => {
    const p1 = await s.get("/api/logs?page=1&limit=20", { token: admin.token });
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ total: 46, totalPages: 3, page: 1 });
    expect(p1.body.logs).toHaveLength(20);
    expect(p1.body.logs[0].details).toBe("Entry 0");
    const p3 = await s.get("/api/logs?page=3&limit=20", { token: admin.token });
    expect(p3.body.logs).toHaveLength(6);
    expect(p3.body.logs.at(-1).details).toContain("HYPERLINK");
  });

  it("filters by action, status, role, dates and a search that treats % and _ literally", async () => {
    const byAction = await s.get("/api/logs?action=login&limit=100", { token: admin.token });
    expect(byAction.body.logs.every((l: { action: string }) => l.action === "login")).toBe(true);
    expect(byAction.body.total).toBe(10);
    const errors = await s.get("/api/logs?status=error", { token: admin.token });
    expect(errors.body.total).toBe(5);
    const customers = await s.get("/api/logs?userRole=customer", { token: admin.token });
    expect(customers.body.total).toBe(15);
    const search = await s.get(`/api/logs?search=${encodeURIComponent("SF-100_%")}`, { token: admin.token });
    expect(search.body.total).toBe(1);
    const wildcard = await s.get(`/api/logs?search=${encodeURIComponent("%")}`, { token: admin.token });
    expect(wildcard.body.total).toBe(1);
    const day = await s.get("/api/logs?startDate=2026-03-12&endDate=2026-03-12", { token: admin.token });
    expect(day.body.total).toBe(2);
    const bad = await s.get("/api/logs?status=maybe", { token: admin.token });
    expect(bad.status).toBe(400);
    const order = await s.get("/api/logs?startDate=2026-03-12&endDate=2026-03-01", { token: admin.token });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe("End date must be after start date");
  });

  it("is for admins only", async () => {
    expect((await s.get("/api/logs", { token: customer.token })).status).toBe(403);
    expect((await s.get("/api/logs/stats", { token: customer.token })).status).toBe(403);
    expect((await s.get("/api/logs")).status).toBe(401);
  });
});

describe("stats, export and recent activity", () => {
  it("counts totals, today (Karachi), errors and today's active users", async () => {
    const res = await s.get("/api/logs/stats", { token: admin.token });
    expect(res.body).toMatchObject({ totalLogs: 46, todayLogs: 2, errorLogs: 5 });
    expect(res.body.userActivity.map((u: { userEmail: string }) => u.userEmail).sort()).toEqual(
      [admin.email, customer.email].sort(),
    );
  });

  it("exports the filtered logs as RFC 4180 CSV with formulas neutralised, and logs the export", async () => {
    const res = await s.get("/api/logs/export?format=csv&action=login", { token: admin.token });
    expect(res.headers.get("content-disposition")).toMatch(/activity_logs_2026-03-12\.csv/);
    const csv = parseCsv(res.text);
    expect(csv.rows).toHaveLength(10);
    expect(csv.rows.some((r) => r.details === '\'=HYPERLINK("x")')).toBe(true);
    const after = await s.get("/api/logs?action=export_logs", { token: admin.token });
    expect(after.body.total).toBe(1);
  });

  it("recent activity follows the period rules", async () => {
    const all = await s.get("/api/logs/recent-activity?limit=10", { token: admin.token });
    expect(all.body.logs).toHaveLength(10);
    const daily = await s.get("/api/logs/recent-activity?limit=10&period=daily", { token: admin.token });
    // Two seeded today plus the export above.
    expect(daily.body.logs).toHaveLength(3);
    const weekly = await s.get("/api/logs/recent-activity?limit=50&period=weekly", { token: admin.token });
    // Sunday 8 March 00:00 PKT to now: 4 days and 11 hours → entries 0..17 plus the export.
    expect(weekly.body.logs).toHaveLength(19);
    const december = await s.get("/api/logs/recent-activity?limit=50&period=monthly&month=12&year=2025", {
      token: admin.token,
    });
    expect(december.body.logs.map((l: { userName: string }) => l.userName)).toEqual(["Old"]);
    expect((await s.get("/api/logs/recent-activity?limit=500", { token: admin.token })).status).toBe(400);
  });
});
