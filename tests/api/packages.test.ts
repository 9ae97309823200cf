import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../server/db/schema.ts";
import { parseCsv } from "../../src/domain/csv.ts";
import { packageInput, participants } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let clock = new Date("2030-01-05T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;
let ayesha: TestUser;
let bilal: TestUser;

const pkgBody = packageInput;
const people = participants;

async function newPackage(over: Record<string, unknown> = {}) {
  const res = await s.post("/api/packages", pkgBody(over), { token: admin.token });
  expect(res.status).toBe(201);
  return res.body.package as { _id: string };
}
async function placesOf(id: string) {
  const [p] = await s.deps.db.select().from(packages).where(eq(packages.id, id));
  return p!.currentParticipants;
}

beforeAll(async () => {
  s = await startServer({ now: () => clock, config: { tokenTtlSeconds: 24 * 3600 } });
  admin = await s.user({ role: "admin" });
  ayesha = await s.user({ name: "Ayesha" });
  bilal = await s.user({ name: "Bilal" });
});
afterAll(() => s?.close());

describe("packages", () => {
  it("lists the bare array, creates, validates, updates and deletes", async () => {
    const p = await newPackage();
    const list = await s.get("/api/packages", { token: ayesha.token });
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body[0]).toMatchObject({
      _id: p._id,
      currentParticipants: 0,
      itinerary: ["Arrive Jeddah", "Makkah 8 nights", "Madinah 6 nights"],
    });
    const bad = await s.post(
      "/api/packages",
      pkgBody({ name: "", type: "cruise", price: -5, maxParticipants: 0 }),
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: "Package name is required",
      type: "Type must be either umrah or tour",
      price: "Price must be positive",
      maxParticipants: "Maximum participants must be at least 1",
    });
    const upd = await s.put(`/api/packages/${p._id}`, pkgBody({ price: 300000, status: "sold" }), {
      token: admin.token,
      headers: { "if-match": "1" },
    });
    expect(upd.body.package).toMatchObject({ price: 300000, status: "sold" });
    expect((await s.post("/api/packages", pkgBody(), { token: ayesha.token })).status).toBe(403);
    expect((await s.del(`/api/packages/${p._id}`, { token: admin.token })).body.message).toBe(
      "Package deleted successfully!",
    );
  });

  it("imports rows the form would take, refuses the others by row, exports neutralised CSV", async () => {
    const row = (over: Record<string, string> = {}) => ({
      name: "Baku Tour",
      type: "tour",
      destination: "Baku, Azerbaijan",
      duration: "6 days",
      departuredate: "2030-06-01",
      returndate: "2030-06-06",
      price: "189000",
      maxparticipants: "25",
      description: "City tour, Gabala, Shahdag",
      ...over,
    });
    // One row the form would refuse refuses the call, naming each such row with all its errors.
    const refused = await s.post(
      "/api/packages/import",
      {
        packages: [
          row(),
          row({ type: "cruise", departuredate: "2020-06-01" }),
          row({ name: "=cmd|' /C calc'!A0" }),
        ],
      },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "Row 3: Type must be either umrah or tour; Departure date cannot be in the past · Row 4: Package name cannot start with =, +, - or @",
    );
    expect(refused.body.errors).toEqual({
      "packages.1.type": "Type must be either umrah or tour",
      "packages.1.departureDate": "Departure date cannot be in the past",
      "packages.2.name": "Package name cannot start with =, +, - or @",
    });
    const res = await s.post("/api/packages/import", { packages: [row(), row()] }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({ total: 2, success: 2, errors: 0, errorDetails: [] });
    // A formula-looking name stored before the rule is neutralised on export.
    await s.deps.db.insert(packages).values({
      name: "=cmd|' /C calc'!A0",
      type: "tour",
      destination: "Baku",
      duration: "6 days",
      departureDate: "2030-06-01",
      returnDate: "2030-06-06",
      description: "Old row",
      price: 1000,
      maxParticipants: 5,
    });
    const csv = await s.get("/api/packages/export", { token: admin.token });
    expect(csv.headers.get("content-disposition")).toMatch(/packages_export_\d{4}-\d{2}-\d{2}\.csv/);
    const names = parseCsv(csv.text).rows.map((r) => r.name);
    expect(names).toContain("'=cmd|' /C calc'!A0");
    expect(names).toContain("Baku Tour");
  });
});

describe("the form's date rules on every write", () => {
  it("refuses a new package dated before today, with the field's message", async () => {
    const res = await s.post(
      "/api/packages",
      pkgBody({ departureDate: "2030-01-01", returnDate: "2030-01-04" }),
      {
        token: admin.token,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      departureDate: "Departure date cannot be in the past",
      returnDate: "Return date cannot be in the past",
    });
  });

  it("accepts an edit that keeps the stored past dates, refuses one that moves them into the past", async () => {
    const [old] = await s.deps.db
      .insert(packages)
      .values({
        ...pkgBody({ name: "Last winter's Umrah", departureDate: "2029-12-01", returnDate: "2029-12-15" }),
        createdAt: clock,
        updatedAt: clock,
      } as typeof packages.$inferInsert)
      .returning();
    const put = await s.put(
      `/api/packages/${old!.id}`,
      pkgBody({
        name: "Last winter's Umrah",
        departureDate: "2029-12-01",
        returnDate: "2029-12-15",
        price: 1000,
      }),
      { token: admin.token, headers: { "if-match": String(old!.version) } },
    );
    expect(put.status).toBe(200);
    expect(put.body.package).toMatchObject({ departureDate: "2029-12-01", price: 1000 });
    const patch = await s.patch(`/api/packages/${old!.id}`, { status: "sold" }, { token: admin.token });
    expect(patch.status).toBe(200);
    const moved = await s.patch(
      `/api/packages/${old!.id}`,
      { returnDate: "2029-12-20" },
      { token: admin.token },
    );
    expect(moved.status).toBe(400);
    expect(moved.body.errors.returnDate).toBe("Return date cannot be in the past");
  });
});

describe("package bookings", () => {
  it("takes places atomically, 1 to 5 participants, never past the maximum", async () => {
    const p = await newPackage({ maxParticipants: 8 });
    const none = await s.post(
      "/api/package-bookings",
      { packageId: p._id, passengers: [] },
      { token: ayesha.token },
    );
    expect(none.body.message).toBe("At least one participant is required");
    const six = await s.post(
      "/api/package-bookings",
      { packageId: p._id, passengers: people(6) },
      { token: ayesha.token },
    );
    expect(six.body.message).toBe("Maximum 5 participants allowed");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        s.post(
          "/api/package-bookings",
          { packageId: p._id, passengers: people(1) },
          { token: i % 2 ? ayesha.token : bilal.token },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(8);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await placesOf(p._id)).toBe(8);
    const full = results.find((r) => r.status === 409)!;
    expect(full.body.message).toBe("This package is fully booked");
  });

  it("prices, lists own bookings, approves/cancels only from pending, releases on cancel and delete", async () => {
    const p = await newPackage();
    const res = await s.post(
      "/api/package-bookings",
      { packageId: p._id, passengers: people(3) },
      { token: ayesha.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.bookingId).toMatch(/^PK-/);
    expect(res.body.booking).toMatchObject({ status: "pending", participantCount: 3, totalAmount: 855000 });
    expect(res.body.booking.passengers[0]).toMatchObject({ name: "PILGRIM 0", passport: "AB123450" });
    const b = res.body.booking;
    const mine = await s.get("/api/package-bookings/me", { token: ayesha.token });
    expect(Array.isArray(mine.body)).toBe(true);
    expect(mine.body.map((x: { _id: string }) => x._id)).toContain(b._id);
    const theirs = await s.get("/api/package-bookings/me", { token: bilal.token });
    expect(theirs.body.map((x: { _id: string }) => x._id)).not.toContain(b._id);
    expect((await s.get("/api/package-bookings/all", { token: ayesha.token })).status).toBe(403);
    const all = await s.get("/api/package-bookings/all", { token: admin.token });
    expect(all.body.find((x: { _id: string }) => x._id === b._id).userId).toMatchObject({
      _id: ayesha.id,
      name: "Ayesha",
    });

    const approve = await s.put(
      `/api/package-bookings/${b._id}/status`,
      { status: "approved" },
      { token: admin.token },
    );
    expect(approve.body.booking.status).toBe("approved");
    // Approving it again is refused; cancelling an approved one is tests/api/lifecycle.test.ts's.
    const again = await s.put(
      `/api/package-bookings/${b._id}/status`,
      { status: "approved" },
      { token: admin.token },
    );
    expect([again.status, again.body.message]).toEqual([
      409,
      "Only pending bookings can be approved: this one is approved",
    ]);
    expect(
      (await s.put(`/api/package-bookings/${b._id}/status`, { status: "maybe" }, { token: admin.token }))
        .status,
    ).toBe(400);
    expect(await placesOf(p._id)).toBe(3);
    const second = (
      await s.post(
        "/api/package-bookings",
        { packageId: p._id, passengers: people(2) },
        { token: bilal.token },
      )
    ).body.booking;
    expect(await placesOf(p._id)).toBe(5);
    await s.put(
      `/api/package-bookings/${second._id}/status`,
      { status: "cancelled" },
      { token: admin.token },
    );
    expect(await placesOf(p._id)).toBe(3);
    await s.del(`/api/package-bookings/${b._id}`, { token: admin.token });
    expect(await placesOf(p._id)).toBe(0);
  });

  it("refuses inactive packages and expires unapproved bookings after 2 hours", async () => {
    const sold = await newPackage({ status: "sold" });
    expect(
      (
        await s.post(
          "/api/package-bookings",
          { packageId: sold._id, passengers: people(1) },
          { token: ayesha.token },
        )
      ).status,
    ).toBe(409);
    const p = await newPackage();
    const b = (
      await s.post(
        "/api/package-bookings",
        { packageId: p._id, passengers: people(2) },
        { token: ayesha.token },
      )
    ).body.booking;
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000 + 1000);
    const mine = await s.get("/api/package-bookings/me", { token: ayesha.token });
    expect(mine.body.find((x: { _id: string }) => x._id === b._id)).toMatchObject({
      status: "cancelled",
      cancelReason: "expired",
    });
    expect(await placesOf(p._id)).toBe(0);
  });
});
