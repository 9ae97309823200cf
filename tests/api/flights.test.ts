import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flights } from "../../server/db/schema.ts";
import { parseCsv } from "../../src/domain/csv.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;
let customer: TestUser;

export const flightBody = (over: Record<string, unknown> = {}) => ({
  airlineName: "Saudia",
  flightNumber: "sv 739",
  pnr: "ab12cd",
  departure: "lhe",
  destination: "jed",
  departureDate: "2030-03-10",
  departureTime: "03:15",
  arrivalDate: "2030-03-10",
  arrivalTime: "07:05",
  duration: "5h 50m",
  price: 145000.5,
  seatsAvailable: 30,
  defaultMeal: "yes",
  defaultBaggage: "2x23",
  ...over,
});

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
  customer = await s.user();
});
afterAll(() => s?.close());

describe("flights", () => {
  it("admins create flights: upper-cased, defaults, stopover and return rules", async () => {
    const res = await s.post(
      "/api/flights",
      flightBody({
        isStopover: false,
        stopoverLocation: "dxb",
        isReturnFlight: false,
        returnDepartureDate: "2030-03-20",
      }),
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.flight).toMatchObject({
      flightNumber: "SV 739",
      departure: "LHE",
      destination: "JED",
      pnr: "AB12CD",
      status: "active",
      stopoverLocation: null,
      returnDepartureDate: null,
      price: 145000.5,
    });
    const ret = await s.post(
      "/api/flights",
      flightBody({
        isStopover: true,
        stopoverLocation: "dxb",
        stopoverLayover: "2h 10m",
        isReturnFlight: true,
        returnDepartureDate: "2030-03-25",
        returnDepartureTime: "10:00",
        returnArrivalDate: "2030-03-25",
        returnArrivalTime: "16:30",
      }),
      { token: admin.token },
    );
    expect(ret.status).toBe(201);
    expect(ret.body.flight).toMatchObject({
      isStopover: true,
      stopoverLocation: "DXB",
      isReturnFlight: true,
      returnArrivalTime: "16:30",
    });
  });

  it("answers the form's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ airlineName: "" }, "airlineName", "Airline is required"],
      [{ flightNumber: "" }, "flightNumber", "Flight number is required"],
      [{ pnr: "" }, "pnr", "PNR is required"],
      [{ departure: "" }, "departure", "Departure is required"],
      [{ destination: "" }, "destination", "Destination is required"],
      [{ departureDate: "" }, "departureDate", "Departure date is required"],
      [{ departureTime: "25:00" }, "departureTime", "Please enter departure time in HH:MM format"],
      [{ arrivalTime: "7pm" }, "arrivalTime", "Please enter arrival time in HH:MM format"],
      [{ price: -1 }, "price", "Price must be positive"],
      [{ seatsAvailable: -2 }, "seatsAvailable", "Seats must be non-negative"],
    ];
    for (const [patch, field, message] of cases) {
      const res = await s.post("/api/flights", flightBody(patch), { token: admin.token });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(patch)).toBe(message);
    }
  });

  it("customers read flights without any PNR and cannot write", async () => {
    const list = await s.get("/api/flights", { token: customer.token });
    expect(list.status).toBe(200);
    expect(list.body.flights.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body)).not.toMatch(/AB12CD|"pnr"/);
    const adminList = await s.get("/api/flights", { token: admin.token });
    expect(adminList.body.flights[0].pnr).toBe("AB12CD");
    expect((await s.post("/api/flights", flightBody(), { token: customer.token })).status).toBe(403);
  });

  it("updates with If-Match and deletes", async () => {
    const created = (await s.post("/api/flights", flightBody(), { token: admin.token })).body.flight;
    const upd = await s.put(`/api/flights/${created._id}`, flightBody({ price: 99000, status: "delayed" }), {
      token: admin.token,
      headers: { "if-match": String(created.version) },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.flight).toMatchObject({ price: 99000, status: "delayed", version: created.version + 1 });
    const stale = await s.put(`/api/flights/${created._id}`, flightBody(), {
      token: admin.token,
      headers: { "if-match": String(created.version) },
    });
    expect(stale.status).toBe(412);
    expect((await s.del(`/api/flights/${created._id}`, { token: admin.token })).body.message).toBe(
      "Flight deleted successfully!",
    );
    expect((await s.del(`/api/flights/${created._id}`, { token: admin.token })).status).toBe(404);
  });
});

describe("the form's entry rules on every write", () => {
  /** A flight stored as it was entered days ago: its departure now in the past. */
  async function storedPastFlight(over: Record<string, unknown> = {}) {
    const [row] = await s.deps.db
      .insert(flights)
      .values({
        ...flightBody(),
        flightNumber: "SV 700",
        pnr: "OLD700",
        departureDate: "2020-01-10",
        arrivalDate: "2020-01-10",
        ...over,
      } as typeof flights.$inferInsert)
      .returning();
    return row!;
  }

  it("refuses a new flight dated in the past, with the field's message", async () => {
    const res = await s.post(
      "/api/flights",
      flightBody({ departureDate: "2020-01-10", arrivalDate: "2020-01-10" }),
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      departureDate: "Departure date cannot be in the past",
      arrivalDate: "Arrival date cannot be in the past",
    });
    expect(res.body.message).toBe("Departure date cannot be in the past");
  });

  it("refuses an airline outside the list, on a create and on an edit", async () => {
    const res = await s.post("/api/flights", flightBody({ airlineName: "Air Nowhere" }), {
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.airlineName).toBe("Airline must be one of the airlines in the list");
    const created = (await s.post("/api/flights", flightBody(), { token: admin.token })).body.flight;
    const headers = { "if-match": String(created.version) };
    const put = await s.put(`/api/flights/${created._id}`, flightBody({ airlineName: "Air Nowhere" }), {
      token: admin.token,
      headers,
    });
    expect(put.status).toBe(400);
    expect(put.body.errors.airlineName).toBe("Airline must be one of the airlines in the list");
    const patch = await s.patch(
      `/api/flights/${created._id}`,
      { airlineName: "Air Nowhere" },
      {
        token: admin.token,
        headers,
      },
    );
    expect(patch.status).toBe(400);
    expect(patch.body.errors.airlineName).toBe("Airline must be one of the airlines in the list");
  });

  it("accepts an edit that keeps the stored past date (and an airline no longer listed)", async () => {
    const old = await storedPastFlight({ airlineName: "Old Air" });
    const kept = { departureDate: "2020-01-10", arrivalDate: "2020-01-10", airlineName: "Old Air" };
    const put = await s.put(`/api/flights/${old.id}`, flightBody({ ...kept, price: 1000 }), {
      token: admin.token,
      headers: { "if-match": String(old.version) },
    });
    expect(put.status).toBe(200);
    expect(put.body.flight).toMatchObject({ departureDate: "2020-01-10", price: 1000 });
    const patch = await s.patch(`/api/flights/${old.id}`, { status: "delayed" }, { token: admin.token });
    expect(patch.status).toBe(200);
    expect(patch.body.flight).toMatchObject({ departureDate: "2020-01-10", status: "delayed" });
    // Moving it to another past date is refused.
    const moved = await s.patch(
      `/api/flights/${old.id}`,
      { departureDate: "2020-01-09" },
      { token: admin.token },
    );
    expect(moved.status).toBe(400);
    expect(moved.body.errors.departureDate).toBe("Departure date cannot be in the past");
  });
});

describe("CSV", () => {
  const row = (over: Record<string, string> = {}) => ({
    airlinename: "Emirates",
    flightnumber: "EK 623",
    pnr: "EK623A",
    departure: "LHE",
    destination: "DXB",
    departuredate: "2030-05-01",
    departuretime: "09:00",
    arrivaldate: "2030-05-01",
    arrivaltime: "12:30",
    duration: "3h 30m",
    price: "88000",
    seatsavailable: "20",
    defaultbaggage: "30, two pieces",
    ...over,
  });

  it("imports rows the form would take", async () => {
    const rows = [row(), row({ flightnumber: "EK 625", airlinename: "emirates" })];
    const res = await s.post("/api/flights/import", { flights: rows }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({ total: 2, success: 2, errors: 0, errorDetails: [] });
    const list = await s.get("/api/flights", { token: admin.token });
    const imported = list.body.flights.filter((f: { flightNumber: string }) =>
      f.flightNumber.startsWith("EK 62"),
    );
    expect(imported).toHaveLength(2);
    expect(imported[0].defaultBaggage).toBe("30, two pieces");
    expect(imported.map((f: { airlineName: string }) => f.airlineName)).toEqual(["Emirates", "Emirates"]);
  });

  it("refuses a call with rows the form would refuse: a 400 naming each row and every error", async () => {
    const before = (await s.get("/api/flights", { token: admin.token })).body.flights.length;
    const rows = [
      row({ flightnumber: "OK 1" }),
      row({ airlinename: "Fly By Night" }),
      row({ pnr: "" }),
      row({ departuredate: "2020-05-01", arrivaldate: "2020-05-01" }),
      row({ arrivaltime: "09:00" }),
      row({ airlinename: '=HYPERLINK("http://evil.example","x")' }),
      row({ airlinename: "Nowhere Air", pnr: "", departuredate: "2020-05-01", flightnumber: "=1+1" }),
      row({ price: "abc" }),
    ];
    const res = await s.post("/api/flights/import", { flights: rows }, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      [
        "Row 3: Airline must be one of the airlines in the list",
        "Row 4: PNR is required",
        "Row 5: Departure date cannot be in the past; Arrival date cannot be in the past",
        "Row 6: Arrival must be after departure",
        "Row 7: Airline cannot start with =, +, - or @",
        "Row 8: Airline must be one of the airlines in the list; Flight number cannot start with =, +, - or @; PNR is required; Departure date cannot be in the past",
        "Row 9: Price must be positive",
      ].join(" · "),
    );
    expect(res.body.errors).toEqual({
      "flights.1.airlineName": "Airline must be one of the airlines in the list",
      "flights.2.pnr": "PNR is required",
      "flights.3.departureDate": "Departure date cannot be in the past",
      "flights.3.arrivalDate": "Arrival date cannot be in the past",
      "flights.4.arrivalDate": "Arrival must be after departure",
      "flights.5.airlineName": "Airline cannot start with =, +, - or @",
      "flights.6.airlineName": "Airline must be one of the airlines in the list",
      "flights.6.flightNumber": "Flight number cannot start with =, +, - or @",
      "flights.6.pnr": "PNR is required",
      "flights.6.departureDate": "Departure date cannot be in the past",
      "flights.7.price": "Price must be positive",
    });
    // Nothing of the call was imported, not even its valid row.
    expect((await s.get("/api/flights", { token: admin.token })).body.flights.length).toBe(before);
    // A row that is not an object is named too; a crafted body never makes a 5xx.
    const odd = await s.post(
      "/api/flights/import",
      { flights: [row(), 7, null, ["x"]] },
      { token: admin.token },
    );
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe(
      "Row 3: not a row of values · Row 4: not a row of values · Row 5: not a row of values",
    );
    const typed = await s.post(
      "/api/flights/import",
      { flights: [{ ...row(), price: { $gt: 1 }, departuredate: 20300501, isreturnflight: true }] },
      { token: admin.token },
    );
    expect(typed.status).toBe(400);
    expect(typed.body.message).toMatch(/^Row 2: /);
  });

  it("refuses more rows than the cap with a 413", async () => {
    const res = await s.post(
      "/api/flights/import",
      { flights: Array.from({ length: 5001 }, () => row()) },
      { token: admin.token },
    );
    expect(res.status).toBe(413);
  });

  it("exports RFC 4180 CSV with formula cells neutralised", async () => {
    // The API refuses formula-looking text now; a row stored before the rule still exports safely.
    const refused = await s.post(
      "/api/flights",
      flightBody({ airlineName: '=HYPERLINK("http://evil.example","x")' }),
      {
        token: admin.token,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ airlineName: "Airline cannot start with =, +, - or @" });
    await s.deps.db.insert(flights).values({
      airlineName: '=HYPERLINK("http://evil.example","x")',
      flightNumber: "SV 739",
      pnr: "AB12CD",
      departure: "LHE",
      destination: "JED",
      departureDate: "2030-03-10",
      arrivalDate: "2030-03-10",
      defaultBaggage: 'say "hi", ok',
    });
    const res = await s.get("/api/flights/export", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="flights_export_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.text).toContain("\r\n");
    const parsed = parseCsv(res.text);
    const evil = parsed.rows.find((r) => (r.airlinename ?? "").includes("HYPERLINK"))!;
    expect(evil.airlinename!.startsWith("'=")).toBe(true);
    expect(evil.defaultbaggage).toBe('say "hi", ok');
    expect((await s.get("/api/flights/export", { token: customer.token })).status).toBe(403);
  });
});
