/**
 * A flight's airline deadlines and "Mark names sent" (docs/ARCHITECTURE.md §4.8): deadlines in the
 * form's, the CSV's and an API client's writing, checked against the departure, admins only; the
 * sending recorded with its time and admin, logged, undone; a booking approved after it is an
 * unsent name on the manifest.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs } from "../../server/db/schema.ts";
import { parseCsv } from "../../src/domain/csv.ts";
import { createFlight, flightInput, passenger } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let clock = new Date("2030-01-05T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;
let sadia: TestUser;

const dates = { departureDate: "2030-03-12", departureTime: "09:00", arrivalDate: "2030-03-12" };

beforeAll(async () => {
  s = await startServer({ now: () => clock });
  [admin, sadia] = await Promise.all([
    s.user({ role: "admin", name: "Asma Admin" }),
    s.user({ name: "Sadia" }),
  ]);
});
afterAll(() => s?.close());

const adminFlight = async (id: string) =>
  (await s.get("/api/flights", { token: admin.token })).body.flights.find(
    (f: { _id: string }) => f._id === id,
  );

describe("deadlines on a flight", () => {
  it("takes agency time or an instant, answers instants, and shows them to admins only", async () => {
    const res = await s.post(
      "/api/flights",
      flightInput({ ...dates, namesDueAt: "2030-03-05T23:59", ticketingDueAt: "2030-03-08T10:00:00Z" }),
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.flight).toMatchObject({
      namesDueAt: "2030-03-05T18:59:00.000Z",
      ticketingDueAt: "2030-03-08T10:00:00.000Z",
      namesSentAt: null,
      namesSentBy: null,
    });
    const id = res.body.flight._id as string;
    const seen = (await s.get("/api/flights", { token: sadia.token })).body.flights.find(
      (f: { _id: string }) => f._id === id,
    );
    expect(seen).toBeDefined();
    for (const k of ["namesDueAt", "ticketingDueAt", "namesSentAt", "namesSentBy", "pnr"])
      expect(seen).not.toHaveProperty(k);
  });

  it("refuses a deadline that is not a date and time, or not before the departure, naming the field", async () => {
    const bad = await s.post("/api/flights", flightInput({ ...dates, namesDueAt: "2030-03-05" }), {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ namesDueAt: "Please enter a valid name submission deadline" });
    const late = await s.post(
      "/api/flights",
      flightInput({ ...dates, namesDueAt: "2030-03-12T09:00", ticketingDueAt: "2030-03-13 08:00" }),
      { token: admin.token },
    );
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({
      namesDueAt: "Name submission deadline must be before departure",
      ticketingDueAt: "Ticketing deadline must be before departure",
    });
    const wrong = await s.post("/api/flights", flightInput({ ...dates, ticketingDueAt: 5 }), {
      token: admin.token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty("ticketingDueAt");
  });

  it("patches and clears a deadline; the same deadline written again is no change", async () => {
    const id = await createFlight(s, admin.token, { ...dates, namesDueAt: "2030-03-05T12:00" });
    const before = await adminFlight(id);
    const same = await s.patch(
      `/api/flights/${id}`,
      { namesDueAt: "2030-03-05T07:00:00.000Z" },
      { token: admin.token },
    );
    expect(same.status).toBe(200);
    expect(same.body.flight.version).toBe(before.version);
    const set = await s.patch(
      `/api/flights/${id}`,
      { ticketingDueAt: "2030-03-09 18:00" },
      { token: admin.token },
    );
    expect(set.body.flight).toMatchObject({
      namesDueAt: "2030-03-05T07:00:00.000Z",
      ticketingDueAt: "2030-03-09T13:00:00.000Z",
    });
    const cleared = await s.patch(`/api/flights/${id}`, { namesDueAt: null }, { token: admin.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.flight.namesDueAt).toBeNull();
    const logs = await s.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.resourceId, id), eq(activityLogs.action, "update_flight")));
    expect(logs).toHaveLength(2);
  });

  it("imports the CSV's Names Due and Ticketing Due, and exports them as agency time that re-imports", async () => {
    const row = {
      airlinename: "Saudia",
      flightnumber: "SV 727",
      pnr: "DL7",
      departure: "LHE",
      destination: "MED",
      departuredate: "2030-04-20",
      departuretime: "04:00",
      arrivaldate: "2030-04-20",
      arrivaltime: "08:00",
      duration: "4h",
      price: "90000",
      seatsavailable: "30",
      namesdue: "2030-04-10 17:00",
      ticketingdue: "",
    };
    const res = await s.post("/api/flights/import", { flights: [row] }, { token: admin.token });
    expect(res.body.results).toMatchObject({ success: 1, errors: 0 });
    const refused = await s.post(
      "/api/flights/import",
      { flights: [{ ...row, flightnumber: "SV 728", ticketingdue: "soon" }] },
      { token: admin.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Row 2: Please enter a valid ticketing deadline");
    const out = parseCsv((await s.get("/api/flights/export", { token: admin.token })).text);
    expect(out.headers).toEqual(expect.arrayContaining(["Names Due", "Ticketing Due"]));
    const sv = out.rows.find((r) => r.flightnumber === "SV 727")!;
    expect([sv.namesdue, sv.ticketingdue]).toEqual(["2030-04-10 17:00", ""]);
  });
});

describe("Mark names sent", () => {
  let flightId: string;
  let ali: string;
  let later: string;

  beforeAll(async () => {
    flightId = await createFlight(s, admin.token, {
      ...dates,
      seatsAvailable: 10,
      namesDueAt: "2030-01-07T12:00",
    });
    const book = async (first: string) => {
      const res = await s.post(
        "/api/bookings",
        { ticketId: flightId, passengers: [passenger(first)] },
        { token: sadia.token },
      );
      expect(res.status).toBe(201);
      return res.body.booking as { _id: string; bookingId: string };
    };
    const a = await book("Ali");
    expect((await s.put(`/api/bookings/${a._id}/approve`, undefined, { token: admin.token })).status).toBe(
      200,
    );
    ali = a.bookingId;
    clock = new Date("2030-01-05T06:01:00.000Z");
    const sent = await s.post(`/api/flights/${flightId}/names-sent`, undefined, {
      token: admin.token,
      headers: { "Idempotency-Key": "names-sent-1" },
    });
    expect(sent.status).toBe(200);
    clock = new Date("2030-01-05T06:02:00.000Z");
    const b = await book("Bilal");
    expect((await s.put(`/api/bookings/${b._id}/approve`, undefined, { token: admin.token })).status).toBe(
      200,
    );
    later = b.bookingId;
  });

  it("records the time and the admin; a booking approved since is an unsent name", async () => {
    const res = await s.get(`/api/flights/${flightId}/manifest`, { token: admin.token });
    expect(res.body.flight).toMatchObject({
      namesDueAt: "2030-01-07T07:00:00.000Z",
      namesSentAt: "2030-01-05T06:01:00.000Z",
      namesSentBy: "Asma Admin",
    });
    const sent = Object.fromEntries(
      res.body.approved.map((e: { bookingId: string; namesSent: boolean }) => [e.bookingId, e.namesSent]),
    );
    expect(sent).toEqual({ [ali]: true, [later]: false });
    expect((await adminFlight(flightId)).namesSentAt).toBe("2030-01-05T06:01:00.000Z");
    const csv = parseCsv(
      (await s.get(`/api/flights/${flightId}/manifest?format=csv`, { token: admin.token })).text,
    );
    expect(csv.rows.map((r) => [r.bookingreference, r.namessent]).sort()).toEqual(
      [
        [ali, "Yes"],
        [later, "No"],
      ].sort(),
    );
  });

  it("logs the sending once: a replay of its Idempotency-Key is the first answer", async () => {
    const replay = await s.post(`/api/flights/${flightId}/names-sent`, undefined, {
      token: admin.token,
      headers: { "Idempotency-Key": "names-sent-1" },
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const logs = await s.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.resourceId, flightId), eq(activityLogs.action, "mark_names_sent")));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ userName: "Asma Admin" });
    expect(logs[0]!.details).toBe(
      "Marked the names of PK 741 ISB → MED on 2030-03-12 as sent to the airline (1 approved passengers)",
    );
  });

  it("records the click's time a replayed mark carries, within 2 minutes ahead and 7 days back", async () => {
    const id = await createFlight(s, admin.token, { ...dates, flightNumber: "PK 745" });
    const booked = await s.post(
      "/api/bookings",
      { ticketId: id, passengers: [passenger("Danish")] },
      { token: sadia.token },
    );
    const approve = `/api/bookings/${booked.body.booking._id}/approve`;
    expect((await s.put(approve, undefined, { token: admin.token })).status).toBe(200);
    const mark = (body: unknown) => s.post(`/api/flights/${id}/names-sent`, body, { token: admin.token });
    // Clicked offline 3 hours ago, before this booking was approved: its names did not go.
    const clicked = new Date(clock.getTime() - 3 * 3_600_000).toISOString();
    const res = await mark({ sentAt: clicked });
    expect(res.status).toBe(200);
    expect(res.body.flight.namesSentAt).toBe(clicked);
    expect(res.body.approved.map((e: { namesSent: boolean }) => e.namesSent)).toEqual([false]);
    // A mark replayed late, behind one recorded since, leaves the later sending standing.
    const earlier = new Date(clock.getTime() - 4 * 3_600_000).toISOString();
    expect((await mark({ sentAt: earlier })).body.flight.namesSentAt).toBe(clicked);
    // A device clock a minute ahead is taken as now.
    const ahead = new Date(clock.getTime() + 60_000).toISOString();
    expect((await mark({ sentAt: ahead })).body.flight.namesSentAt).toBe(clock.toISOString());
    const refused = async (sentAt: unknown, message: string) => {
      const bad = await mark({ sentAt });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ sentAt: message });
    };
    await refused(new Date(clock.getTime() + 3 * 60_000).toISOString(), "sentAt must not be in the future");
    await refused(
      new Date(clock.getTime() - 8 * 86_400_000).toISOString(),
      "sentAt must be within the last 7 days",
    );
    for (const malformed of ["2030-01-05", "2030-01-05T06:00", "yesterday", 1_700_000_000_000, null])
      await refused(malformed, "sentAt must be a date and time with its offset, e.g. 2030-01-05T06:01:00Z");
    expect((await mark(["not an object"])).status).toBe(400);
  });

  it("is refused to customers and answers 404 for an unknown flight", async () => {
    expect(
      (await s.post(`/api/flights/${flightId}/names-sent`, undefined, { token: sadia.token })).status,
    ).toBe(403);
    expect((await s.del(`/api/flights/${flightId}/names-sent`, { token: sadia.token })).status).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await s.post(`/api/flights/${unknown}/names-sent`, undefined, { token: admin.token })).status,
    ).toBe(404);
  });

  it("is undone: the record cleared, every name unsent, and logged", async () => {
    const res = await s.del(`/api/flights/${flightId}/names-sent`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.flight).toMatchObject({ namesSentAt: null, namesSentBy: null });
    expect(res.body.approved.every((e: { namesSent: boolean }) => !e.namesSent)).toBe(true);
    const logs = await s.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.resourceId, flightId), eq(activityLogs.action, "unmark_names_sent")));
    expect(logs).toHaveLength(1);
  });
});
