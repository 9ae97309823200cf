/**
 * Admin edits as JSON merge patches (PATCH /flights/{id}, PATCH /packages/{id}): only the named
 * fields change, a stale If-Match is 412, an inventory change (price, seats, maximum participants)
 * without If-Match is 428 (PUT too), a booking made while the form was open keeps its seats, and a
 * bad patch is a 400 with the field messages.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flights, packages } from "../../server/db/schema.ts";
import {
  createFlight,
  createPackage,
  flightInput,
  packageInput,
  participants,
  passengers,
  seatsOf,
} from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const VERSION_REQUIRED = "This edit must name the version it started from (If-Match).";

let s: TestServer;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
  customer = await s.user({ name: "Booking Customer" });
});
afterAll(() => s?.close());

const flightRow = async (id: string) =>
  (await s.deps.db.select().from(flights).where(eq(flights.id, id)))[0]!;
const packageRow = async (id: string) =>
  (await s.deps.db.select().from(packages).where(eq(packages.id, id)))[0]!;
const asAdmin = (version?: number | string) => ({
  token: admin.token,
  ...(version !== undefined ? { headers: { "if-match": String(version) } } : {}),
});
/** A row without the fields every edit moves. */
const fixed = ({ version: _v, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

describe("PATCH with If-Match", () => {
  it("changes only the fields it names; the others stay as they are", async () => {
    const id = await createFlight(s, admin.token, { defaultBaggage: "20", seatsAvailable: 9 });
    const before = await flightRow(id);
    const res = await s.patch(`/api/flights/${id}`, { price: 125000 }, asAdmin(before.version));
    expect(res.status, res.text).toBe(200);
    expect(res.body.flight).toMatchObject({ price: 125000, seatsAvailable: 9, defaultBaggage: "20" });
    const after = await flightRow(id);
    expect(after.version).toBe(before.version + 1);
    expect(fixed(after)).toEqual({ ...fixed(before), price: 125000 });
  });

  it("takes application/merge-patch+json, and null clears an optional field", async () => {
    const id = await createFlight(s, admin.token, { defaultBaggage: "20", duration: "4h" });
    const before = await flightRow(id);
    const res = await s.request("PATCH", `/api/flights/${id}`, {
      ...asAdmin(before.version),
      rawBody: JSON.stringify({ duration: null, flightNumber: "pk 742" }),
      headers: { "if-match": String(before.version), "content-type": "application/merge-patch+json" },
    });
    expect(res.status, res.text).toBe(200);
    expect(fixed(await flightRow(id))).toEqual({ ...fixed(before), duration: "", flightNumber: "PK 742" });
  });

  it("a package: only the named fields change", async () => {
    const id = await createPackage(s, admin.token);
    const before = await packageRow(id);
    const res = await s.patch(
      `/api/packages/${id}`,
      { price: 290000, inclusions: ["Visa", "Hotels", "Ziyarat"] },
      asAdmin(before.version),
    );
    expect(res.status, res.text).toBe(200);
    expect(fixed(await packageRow(id))).toEqual({
      ...fixed(before),
      price: 290000,
      inclusions: ["Visa", "Hotels", "Ziyarat"],
    });
  });

  it("a patch that changes nothing answers the record as it is, with no new version", async () => {
    const id = await createFlight(s, admin.token);
    const before = await flightRow(id);
    const res = await s.patch(`/api/flights/${id}`, { price: before.price }, asAdmin(before.version));
    expect(res.status).toBe(200);
    expect(res.body.flight.version).toBe(before.version);
    expect((await flightRow(id)).version).toBe(before.version);
  });
});

describe("a stale If-Match", () => {
  it("is 412 and changes nothing (flight and package)", async () => {
    const f = await createFlight(s, admin.token);
    const v = (await flightRow(f)).version;
    expect((await s.patch(`/api/flights/${f}`, { pnr: "PKX9QB" }, asAdmin(v))).status).toBe(200);
    const stale = await s.patch(`/api/flights/${f}`, { price: 1 }, asAdmin(v));
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(
      "This record was changed by someone else. Review the latest version and try again.",
    );
    expect((await flightRow(f)).price).toBe(120000);

    const p = await createPackage(s, admin.token);
    const pv = (await packageRow(p)).version;
    expect((await s.patch(`/api/packages/${p}`, { name: "Premium Umrah" }, asAdmin(pv))).status).toBe(200);
    expect((await s.patch(`/api/packages/${p}`, { maxParticipants: 30 }, asAdmin(pv))).status).toBe(412);
    expect((await packageRow(p)).maxParticipants).toBe(10);
  });
});

describe("an inventory edit without If-Match", () => {
  it("is 428 for a flight's price or seats, by PATCH or PUT, also with If-Match: *", async () => {
    const id = await createFlight(s, admin.token);
    for (const [method, body] of [
      ["PATCH", { price: 99000 }],
      ["PATCH", { seatsAvailable: 40 }],
      ["PUT", flightInput({ seatsAvailable: 40 })],
      ["PUT", flightInput({ price: 99000 })],
    ] as const) {
      for (const ifMatch of [undefined, "*"]) {
        const res = await s.request(method, `/api/flights/${id}`, {
          token: admin.token,
          body,
          ...(ifMatch ? { headers: { "if-match": ifMatch } } : {}),
        });
        expect(res.status, `${method} ${JSON.stringify(body)} ${ifMatch}`).toBe(428);
        expect(res.body.message).toBe(VERSION_REQUIRED);
      }
    }
    const row = await flightRow(id);
    expect([row.price, row.seatsAvailable, row.version]).toEqual([120000, 10, 1]);
  });

  it("is 428 for a package's price or maximum participants", async () => {
    const id = await createPackage(s, admin.token);
    const price = await s.patch(`/api/packages/${id}`, { price: 1 }, asAdmin());
    expect(price.status).toBe(428);
    expect(price.body).toEqual({ message: VERSION_REQUIRED, errors: { price: VERSION_REQUIRED } });
    const max = await s.put(`/api/packages/${id}`, packageInput({ maxParticipants: 40 }), asAdmin());
    expect(max.status).toBe(428);
    expect(max.body.errors).toEqual({ maxParticipants: VERSION_REQUIRED });
    expect((await packageRow(id)).maxParticipants).toBe(10);
  });

  it("other fields may still change without If-Match (the inventory stays as it is)", async () => {
    const id = await createFlight(s, admin.token);
    const patched = await s.patch(`/api/flights/${id}`, { defaultBaggage: "35" }, asAdmin());
    expect(patched.status, patched.text).toBe(200);
    const put = await s.put(`/api/flights/${id}`, flightInput({ defaultBaggage: "40" }), asAdmin());
    expect(put.status, put.text).toBe(200);
    expect(await flightRow(id)).toMatchObject({ defaultBaggage: "40", price: 120000, seatsAvailable: 10 });
  });
});

describe("a booking made between form open and save", () => {
  it("keeps its seats: the admin's patch of other fields leaves seatsAvailable as the booking left it", async () => {
    const id = await createFlight(s, admin.token, { seatsAvailable: 7, defaultBaggage: "20" });
    const opened = await flightRow(id);
    const booked = await s.post(
      "/api/bookings",
      { ticketId: id, passengers: passengers(2) },
      { token: customer.token },
    );
    expect(booked.status, booked.text).toBe(201);
    expect(await seatsOf(s, id)).toBe(5);

    // The form was filled from the version before the booking: a price edit on it is 412…
    const stale = await s.patch(`/api/flights/${id}`, { price: 125000 }, asAdmin(opened.version));
    expect(stale.status).toBe(412);
    // …and so is a seat count typed on it: the 2 seats sold cannot come back.
    const seats = await s.patch(`/api/flights/${id}`, { seatsAvailable: 7 }, asAdmin(opened.version));
    expect(seats.status).toBe(412);
    expect(await seatsOf(s, id)).toBe(5);

    // Re-applied on the current version, the price lands and the seats stay as the booking left them.
    const now = await flightRow(id);
    const kept = await s.patch(`/api/flights/${id}`, { price: 125000 }, asAdmin(now.version));
    expect(kept.status, kept.text).toBe(200);
    expect(await flightRow(id)).toMatchObject({ price: 125000, seatsAvailable: 5, defaultBaggage: "20" });
    // A non-inventory patch without If-Match cannot touch them either.
    expect((await s.patch(`/api/flights/${id}`, { defaultBaggage: "30" }, asAdmin())).status).toBe(200);
    expect(await flightRow(id)).toMatchObject({ price: 125000, seatsAvailable: 5, defaultBaggage: "30" });
  });

  it("a package booking keeps its places: a patch of other fields leaves currentParticipants alone", async () => {
    const id = await createPackage(s, admin.token, { maxParticipants: 10 });
    const opened = await packageRow(id);
    const booked = await s.post(
      "/api/package-bookings",
      { packageId: id, passengers: participants(2) },
      { token: customer.token },
    );
    expect(booked.status, booked.text).toBe(201);
    expect((await s.patch(`/api/packages/${id}`, { price: 1 }, asAdmin(opened.version))).status).toBe(412);
    const now = await packageRow(id);
    expect(
      (await s.patch(`/api/packages/${id}`, { destination: "Makkah" }, asAdmin(now.version))).status,
    ).toBe(200);
    expect(await packageRow(id)).toMatchObject({
      destination: "Makkah",
      currentParticipants: 2,
      maxParticipants: 10,
    });
  });
});

describe("a bad patch", () => {
  it("is a 400 with one message per field, and changes nothing", async () => {
    const id = await createFlight(s, admin.token);
    const v = (await flightRow(id)).version;
    const res = await s.patch(
      `/api/flights/${id}`,
      { price: -1, arrivalTime: "25:00", airlineName: null, seatsAvailable: 1.5, defaultMeal: "maybe" },
      asAdmin(v),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      price: "Price must be positive",
      arrivalTime: "Please enter arrival time in HH:MM format",
      airlineName: "Airline is required",
      seatsAvailable: "Seats must be a whole number",
      defaultMeal: "Meal must be yes or no",
    });
    expect((await flightRow(id)).version).toBe(v);
  });

  it("is checked whole once merged: an arrival before the stored departure is a 400", async () => {
    const id = await createFlight(s, admin.token);
    const v = (await flightRow(id)).version;
    const res = await s.patch(`/api/flights/${id}`, { arrivalDate: "2030-01-31" }, asAdmin(v));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Arrival must be after departure",
      errors: { arrivalDate: "Arrival must be after departure" },
    });
    const stop = await s.patch(`/api/flights/${id}`, { isStopover: true }, asAdmin(v));
    expect(stop.status).toBe(400);
    expect(stop.body.errors).toEqual({ stopoverLocation: "Stopover location is required" });
    const p = await createPackage(s, admin.token);
    const pv = (await packageRow(p)).version;
    const ret = await s.patch(`/api/packages/${p}`, { returnDate: "2030-02-01" }, asAdmin(pv));
    expect(ret.status).toBe(400);
    expect(ret.body.errors).toEqual({ returnDate: "Return date must be after departure date" });
    const bad = await s.patch(`/api/packages/${p}`, { maxParticipants: 0, type: "cruise" }, asAdmin(pv));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      maxParticipants: "Maximum participants must be at least 1",
      type: "Type must be either umrah or tour",
    });
  });

  it("a body that is not an object, or not JSON, is a 400; a wrong id a 404", async () => {
    const id = await createFlight(s, admin.token);
    const list = await s.patch(`/api/flights/${id}`, [{ price: 1 }], asAdmin(1));
    expect(list.status).toBe(400);
    expect(list.body.message).toBe("Request body must be a JSON object");
    const broken = await s.request("PATCH", `/api/flights/${id}`, { ...asAdmin(1), rawBody: "{price:" });
    expect(broken.status).toBe(400);
    const gone = await s.patch("/api/flights/00000000-0000-4000-8000-000000000000", { pnr: "X" }, asAdmin(1));
    expect(gone.status).toBe(404);
    expect((await s.patch(`/api/flights/${id}`, { pnr: "X" }, { token: customer.token })).status).toBe(403);
  });
});
