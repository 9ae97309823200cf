/**
 * The agency's website settings on the server (docs/ARCHITECTURE.md §5.8): an admin reads the
 * spec's defaults, saves, and another admin reads the same copy; a customer is refused; a save over
 * a replaced version is 412; a bad field is a 400 naming it; every save writes its log row.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import { DEFAULT_WEBSITE_SETTINGS } from "../../src/domain/website-settings.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin", name: "First Admin" });
  otherAdmin = await s.user({ role: "admin", name: "Second Admin" });
  customer = await s.user();
});
afterAll(() => s?.close());

const PATH = "/api/website-settings";
const as = (u: TestUser, version?: number | string) => ({
  token: u.token,
  headers: {
    "idempotency-key": crypto.randomUUID(),
    ...(version !== undefined ? { "if-match": String(version) } : {}),
  },
});
const edited = {
  ...DEFAULT_WEBSITE_SETTINGS,
  websiteUrl: "https://www.safar.example",
  maintenanceMode: true,
  maxPassengers: 12,
  currency: "USD",
  contactInfo: { ...DEFAULT_WEBSITE_SETTINGS.contactInfo, email: "desk@safar.example" },
  features: { ...DEFAULT_WEBSITE_SETTINGS.features, smsNotifications: true },
};

describe("website settings", () => {
  it("a customer may neither read nor save them (403)", async () => {
    expect((await s.get(PATH, { token: customer.token })).status).toBe(403);
    const put = await s.put(PATH, DEFAULT_WEBSITE_SETTINGS, as(customer));
    expect(put.status).toBe(403);
  });

  it("an admin reads the spec's defaults before anyone saved", async () => {
    const res = await s.get(PATH, { token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      settings: DEFAULT_WEBSITE_SETTINGS,
      version: 1,
      updatedAt: null,
      updatedBy: null,
    });
    expect(res.body.settings).toMatchObject({
      bookingDeadline: 24,
      maxPassengers: 9,
      currency: "PKR",
      timezone: "Asia/Karachi",
      design: { primaryColor: "#3B82F6", secondaryColor: "#1E40AF" },
    });
    expect(res.body.settings.features.smsNotifications).toBe(false);
    expect(res.headers.get("etag")).toBeTruthy();
  });

  it("one admin saves; another reads the same copy, who saved it and its new version", async () => {
    const saved = await s.put(PATH, edited, as(admin, 1));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ settings: edited, version: 2, updatedBy: "First Admin" });
    const read = await s.get(PATH, { token: otherAdmin.token });
    expect(read.body).toEqual(saved.body);
  });

  it("anyone, signed in or not, reads the agency's name and contact as last saved, nothing more", async () => {
    const res = await s.get(`${PATH}/agency`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      name: "Safar",
      phone: "",
      email: "desk@safar.example",
      address: "",
      website: "https://www.safar.example",
      workingHours: "",
    });
    expect((await s.get(`${PATH}/agency`, { token: customer.token })).body).toEqual(res.body);
  });

  it("a save over a version someone else replaced is 412 and changes nothing", async () => {
    const before = (await s.get(PATH, { token: admin.token })).body;
    const next = await s.put(
      PATH,
      { ...before.settings, timezone: "Asia/Dubai" },
      as(otherAdmin, before.version),
    );
    expect(next.status, next.text).toBe(200);
    const stale = await s.put(PATH, { ...before.settings, currency: "EUR" }, as(admin, before.version));
    expect(stale.status).toBe(412);
    const now = (await s.get(PATH, { token: admin.token })).body;
    expect(now.settings).toMatchObject({ timezone: "Asia/Dubai", currency: before.settings.currency });
    expect(now.version).toBe(before.version + 1);
  });

  it("bad input is a 400 naming each field, and nothing is saved", async () => {
    const before = (await s.get(PATH, { token: admin.token })).body;
    const bad = {
      ...before.settings,
      websiteUrl: "not a web address",
      bookingDeadline: 2.5,
      currency: "JPY",
      contactInfo: { ...before.settings.contactInfo, email: "desk-at-safar" },
      design: { ...before.settings.design, primaryColor: "blue" },
    };
    const res = await s.put(PATH, bad, as(admin, before.version));
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      "bookingDeadline",
      "contactInfo.email",
      "currency",
      "design.primaryColor",
      "websiteUrl",
    ]);
    expect(res.body.errors.bookingDeadline).toBe("Booking deadline must be a whole number");
    expect((await s.put(PATH, { ...before.settings, features: "all" }, as(admin))).body.errors).toEqual({
      features: "Features must be an object of on/off switches",
    });
    expect((await s.get(PATH, { token: admin.token })).body).toEqual(before);
  });

  it("every save writes a log row naming who and what changed", async () => {
    const before = (await s.get(PATH, { token: admin.token })).body;
    const res = await s.put(PATH, { ...before.settings, maxPassengers: 20 }, as(otherAdmin, before.version));
    expect(res.status, res.text).toBe(200);
    const rows = await s.deps.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "update_website_settings"));
    const last = rows.find((r) => r.userId === otherAdmin.id && r.details.includes("maxPassengers"));
    expect(last).toMatchObject({
      resource: "website_settings",
      userName: "Second Admin",
      details: "Updated website settings: maxPassengers",
      metadata: { before: { maxPassengers: 12 }, after: { maxPassengers: 20 } },
    });
    expect(rows.length).toBe(3);
  });
});
