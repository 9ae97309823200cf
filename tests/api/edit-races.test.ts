/**
 * Admin edits racing other writes: an edit reads the record, checks it (its If-Match version, a
 * package's places already booked) and writes it in one transaction holding the record's lock, so
 * nothing slips in between the check and the write. On PostgreSQL (SAFAR_TEST_PG_URL) the
 * calls run in parallel transactions; on PGlite they interleave on one connection.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs, flights, packages, users } from "../../server/db/schema.ts";
import { createFlight, createPackage, flightInput, participants } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;
let customers: TestUser[];

beforeAll(async () => {
  s = await startServer({
    limits: {
      apiPerCaller: { limit: 100_000, windowMs: 60_000 },
      maxHeldPlacesPerCustomer: 100_000,
    },
  });
  admin = await s.user({ role: "admin" });
  customers = [];
  for (let i = 0; i < 8; i++) customers.push(await s.user({ name: `Racing ${i}` }));
});
afterAll(() => s?.close());

const packageRow = async (id: string) =>
  (await s.deps.db.select().from(packages).where(eq(packages.id, id)))[0]!;

describe("edits racing other writes", () => {
  it("lowering a package's maximum while bookings take places never leaves more booked than the maximum", async () => {
    for (let round = 0; round < 6; round++) {
      const id = await createPackage(s, admin.token, { maxParticipants: 24 });
      const bookings = customers.map((who) =>
        s.post("/api/package-bookings", { packageId: id, passengers: participants(2) }, { token: who.token }),
      );
      // The edit lands somewhere among the bookings: before, between or after them. A change of the
      // maximum names the version it was made on (428 without); each booking makes a new version, so
      // the admin's screen reads the package again after a 412 and sends the edit again.
      const lower = async () => {
        for (;;) {
          const { version } = await packageRow(id);
          const res = await s.patch(
            `/api/packages/${id}`,
            { maxParticipants: 8 },
            { token: admin.token, headers: { "if-match": String(version) } },
          );
          if (res.status !== 412) return res;
        }
      };
      const edit = new Promise((r) => setTimeout(r, round * 3)).then(lower);
      const [edited, ...booked] = await Promise.all([edit, ...bookings]);
      for (const b of booked) expect([201, 409]).toContain(b.status);
      expect([200, 400]).toContain(edited.status);
      const row = await packageRow(id);
      const placesBooked = booked.filter((b) => b.status === 201).length * 2;
      expect(row.currentParticipants).toBe(placesBooked);
      expect(row.currentParticipants, `round ${round}`).toBeLessThanOrEqual(row.maxParticipants);
      if (edited.status === 200) expect(row.maxParticipants).toBe(8);
      else {
        expect(edited.body.message).toMatch(
          /^Maximum participants cannot be below the \d+ places already booked$/,
        );
        expect(row.maxParticipants).toBe(24);
      }
    }
  }, 120_000);

  it("two edits from the same version: exactly one lands, the other is a 412", async () => {
    const id = await createFlight(s, admin.token);
    const [flight] = await s.deps.db.select().from(flights).where(eq(flights.id, id));
    const edits = await Promise.all(
      ["PK 901", "PK 902", "PK 903"].map((flightNumber) =>
        s.put(`/api/flights/${id}`, flightInput({ flightNumber }), {
          token: admin.token,
          headers: { "if-match": String(flight!.version) },
        }),
      ),
    );
    expect(edits.map((e) => e.status).sort()).toEqual([200, 412, 412]);
    const winner = edits.find((e) => e.status === 200)!;
    const [row] = await s.deps.db.select().from(flights).where(eq(flights.id, id));
    expect(row!.flightNumber).toBe(winner.body.flight.flightNumber);
    expect(row!.version).toBe(flight!.version + 1);
  });

  it("two edits of a customer from the same version: exactly one lands, each with its log row", async () => {
    const u = await s.user({ name: "Edited Twice" });
    const edits = await Promise.all(
      ["Ayesha Malik", "Ayesha Khan", "Ayesha Siddiqui"].map((name) =>
        s.put(
          `/api/customers/${u.id}`,
          { name, email: u.email },
          { token: admin.token, headers: { "if-match": String(u.version) } },
        ),
      ),
    );
    expect(edits.map((e) => e.status).sort()).toEqual([200, 412, 412]);
    const winner = edits.find((e) => e.status === 200)!;
    const [row] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.name).toBe(winner.body.customer.name);
    const logged = await s.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.resourceId, u.id), eq(activityLogs.action, "update_user")));
    expect(logged).toHaveLength(1);
  });

  it("two saves of one's own profile from the same version: exactly one lands, the other is a 412", async () => {
    const u = await s.user({ name: "Saved Twice" });
    const profile = (city: string) => ({
      name: u.name,
      email: u.email,
      mobileNumber: "+923001234567",
      address: "12 Mall Road",
      city,
      country: "Pakistan",
      company: "Test Travels",
    });
    const saves = await Promise.all(
      ["Multan", "Quetta", "Sialkot"].map((city) =>
        s.put("/api/profile", profile(city), { token: u.token, headers: { "if-match": String(u.version) } }),
      ),
    );
    expect(saves.map((e) => e.status).sort()).toEqual([200, 412, 412]);
    const winner = saves.find((e) => e.status === 200)!;
    const [row] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.city).toBe(winner.body.user.city);
    expect(row!.version).toBe(u.version + 1);
    const logged = await s.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.resourceId, u.id), eq(activityLogs.action, "update_profile")));
    expect(logged).toHaveLength(1);
  });
});
