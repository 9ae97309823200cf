/**
 * A flight's passenger manifest (docs/ARCHITECTURE.md §4.7): exactly the passengers of its approved
 * bookings, the pending ones in a section of their own, cancelled ones absent; an expiring passport,
 * a duplicate passport and a long name flagged; admins only; the CSV formula-safe and logged.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import { createFlight, passenger } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const clock = new Date("2030-01-05T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;
let sadia: TestUser;
let bilal: TestUser;
let flightId: string;
const refs: Record<string, string> = {};

type Entry = { bookingId: string; passport: string; firstName: string; flags: { code: string }[] };

async function book(who: TestUser, flight: string, people: ReturnType<typeof passenger>[]) {
  const res = await s.post("/api/bookings", { ticketId: flight, passengers: people }, { token: who.token });
  expect(res.status).toBe(201);
  return res.body.booking as { _id: string; bookingId: string };
}
const act = (id: string, action: "approve" | "cancel", token = admin.token) =>
  s.put(`/api/bookings/${id}/${action}`, undefined, { token });
const manifest = (query = "", token: string | null = admin.token) =>
  s.get(`/api/flights/${flightId}/manifest${query}`, { token });

beforeAll(async () => {
  s = await startServer({ now: () => clock });
  [admin, sadia, bilal] = await Promise.all([
    s.user({ role: "admin" }),
    s.user({ name: "Sadia" }),
    s.user({ name: "Bilal" }),
  ]);
  const flight = { flightNumber: "PK 740", departure: "ISB", destination: "JED" };
  const dates = { departureDate: "2030-03-12", arrivalDate: "2030-03-12" };
  flightId = await createFlight(s, admin.token, { ...flight, ...dates, seatsAvailable: 20 });
  const elsewhere = await createFlight(s, admin.token, { ...dates, seatsAvailable: 5 });

  // Approved: two bookings, one passport on both, one passport running out in August (departure + 6
  // months is 12 Sep 2030).
  const a = await book(sadia, flightId, [
    passenger("Ali", { passport: "AB1111111" }),
    passenger("Hina", { personType: "Ms", passport: "AB2222222", passportExpiry: "2030-08-01" }),
  ]);
  const b = await book(bilal, flightId, [passenger("Usman", { passport: "ab-111 1111" })]);
  // Pending: a name too long for the airline, and a formula for the CSV to neutralise.
  const c = await book(sadia, flightId, [
    passenger("Muhammad Abdul Rahman Siddiqui", { passport: "CD3333333" }),
    passenger("=HYPERLINK(1)", { passport: "CD4444444" }),
  ]);
  // Cancelled after approval, cancelled while pending, and another flight's: none on the manifest.
  const d = await book(bilal, flightId, [passenger("Omar", { passport: "EF5555555" })]);
  const e = await book(sadia, flightId, [passenger("Zara", { passport: "EF6666666" })]);
  await book(bilal, elsewhere, [passenger("Kamran", { passport: "GH7777777" })]);
  for (const x of [a, b, d]) expect((await act(x._id, "approve")).status).toBe(200);
  expect((await act(d._id, "cancel")).status).toBe(200);
  expect((await act(e._id, "cancel", sadia.token)).status).toBe(200);
  Object.assign(refs, { a: a.bookingId, b: b.bookingId, c: c.bookingId });
});
afterAll(() => s?.close());

describe("GET /flights/{id}/manifest", () => {
  it("lists exactly the approved bookings' passengers, then the pending ones, cancelled ones absent", async () => {
    const res = await manifest();
    expect(res.status).toBe(200);
    // Bookings made at one instant (the test's clock) come in reference order: compared as sets.
    const rows = (list: Entry[]) => list.map((p) => [p.bookingId, p.passport]).sort();
    expect(rows(res.body.approved)).toEqual(
      [
        [refs.a, "AB1111111"],
        [refs.a, "AB2222222"],
        [refs.b, "AB-111 1111"],
      ].sort(),
    );
    expect(rows(res.body.pending)).toEqual([
      [refs.c, "CD3333333"],
      [refs.c, "CD4444444"],
    ]);
    expect(res.body.flight).toMatchObject({ flightNumber: "PK 740", departureDate: "2030-03-12" });
    expect(res.body.approved.find((p: Entry) => p.passport === "AB2222222")).toMatchObject({
      title: "Ms",
      firstName: "HINA",
      lastName: "KHAN",
      nationality: "PAKISTAN",
      dateOfBirth: "1990-04-12",
      passportExpiry: "2030-08-01",
    });
  });

  it("flags the expiring passport, the passport booked twice and the long name", async () => {
    const res = await manifest();
    const flags = (list: Entry[]) =>
      Object.fromEntries(list.map((p) => [p.passport, p.flags.map((f) => f.code)]));
    expect(flags(res.body.approved)).toEqual({
      AB1111111: ["duplicate_passport"],
      AB2222222: ["passport_expiring"],
      "AB-111 1111": ["duplicate_passport"],
    });
    expect(flags(res.body.pending)).toEqual({ CD3333333: ["name_too_long"], CD4444444: [] });
  });

  it("is refused to customers (403) and to the signed-out (401); an unknown flight is 404, a bad format 400", async () => {
    expect((await manifest("", sadia.token)).status).toBe(403);
    expect((await manifest("?format=csv", sadia.token)).status).toBe(403);
    expect((await manifest("", null)).status).toBe(401);
    const unknown = await s.get("/api/flights/00000000-0000-4000-8000-000000000000/manifest", {
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Flight not found");
    expect((await s.get("/api/flights/nope/manifest", { token: admin.token })).status).toBe(404);
    expect((await manifest("?format=xml")).status).toBe(400);
  });

  it("?format=csv: the same rows as a formula-safe file, named for the flight, and logged", async () => {
    const res = await manifest("?format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="manifest_PK740_2030-03-12_2030-01-05.csv"',
    );
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Section,Booking Reference,Title,Surname,Given Names,Passport Number,Nationality,Date of Birth,Passport Expiry,Flags,Names Sent",
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([
      "Approved",
      "Approved",
      "Approved",
      "Pending",
      "Pending",
    ]);
    expect(res.text).toContain(",MUHAMMAD ABDUL RAHMAN SIDDIQUI,");
    expect(res.text).toContain(",'=HYPERLINK(1),");
    expect(lines.some((l) => /(^|,)[=+\-@]/.test(l))).toBe(false);
    const logged = await s.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "export_manifest"), eq(activityLogs.resourceId, flightId)));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toBe(
      "Exported the manifest of PK 740 ISB → JED on 2030-03-12 (5 passengers) to CSV",
    );
  });
});
