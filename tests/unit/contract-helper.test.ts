import { describe, expect, it } from "vitest";
import {
  checkResponse,
  checkSchema,
  compileAll,
  findOperation,
  operations,
} from "../api/helpers/contract.ts";

const ID = "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d";
const NOW = "2026-03-12T09:30:00.000Z";

const flight = (extra: Record<string, unknown> = {}) => ({
  _id: ID,
  airlineName: "Saudia",
  flightNumber: "SV727",
  departure: "LHE",
  destination: "JED",
  departureDate: "2026-04-01",
  departureTime: "03:15",
  arrivalDate: "2026-04-01",
  arrivalTime: "06:40",
  duration: "5h 25m",
  price: 145000,
  seatsAvailable: 12,
  defaultMeal: "yes",
  defaultBaggage: "30",
  isStopover: false,
  stopoverLocation: null,
  stopoverLayover: null,
  isReturnFlight: false,
  returnDepartureDate: null,
  returnDepartureTime: null,
  returnArrivalDate: null,
  returnArrivalTime: null,
  returnDuration: null,
  status: "active",
  createdAt: NOW,
  updatedAt: NOW,
  version: 1,
  ...extra,
});

const booking = (extra: Record<string, unknown> = {}) => ({
  _id: ID,
  bookingId: "SF-7K2Q9MXA",
  type: "flight",
  status: "pending",
  createdAt: NOW,
  updatedAt: NOW,
  version: 1,
  expiresAt: "2026-03-12T11:30:00.000Z",
  passengerCount: 1,
  pricePerPassenger: 145000,
  totalAmount: 145000,
  bookingDetails: { pricePerPassenger: 145000, totalAmount: 145000 },
  ticketId: flight(),
  flightDetails: flight(),
  pnr: null,
  passengers: [
    {
      personType: "Mr",
      firstName: "ALI",
      lastName: "KHAN",
      name: "ALI KHAN",
      passport: "AB1234567",
      passportExpiry: "2030-01-01",
      ageType: "adult",
      dateOfBirth: "1990-05-05",
      nationality: "PAKISTAN",
      contactNumber: "+923001234567",
    },
  ],
  paymentMethod: null,
  paymentReference: null,
  paymentClaimedAt: null,
  approvedAt: null,
  cancelledAt: null,
  cancelReason: null,
  ...extra,
});

const health = {
  status: "ok",
  version: "1.1.0",
  uptimeSeconds: 3,
  database: { kind: "pglite", ok: true, latencyMs: 0.4 },
  process: { pid: 4242, worker: null },
};

describe("checkResponse", () => {
  it("accepts a body that matches the declared response", () => {
    expect(() => checkResponse("GET", "/api/health", 200, health, "application/json")).not.toThrow();
    expect(() => checkResponse("get", "http://127.0.0.1:4321/api/health?x=1", 200, health)).not.toThrow();
    expect(() =>
      checkResponse("POST", "/api/flights", 201, { flight: flight({ pnr: "ABC123" }) }, "application/json"),
    ).not.toThrow();
    expect(() => checkResponse("GET", "/api/flights", 200, { flights: [flight()] })).not.toThrow();
    expect(() => checkResponse("GET", "/api/bookings/me", 200, { bookings: [booking()] })).not.toThrow();
    expect(() =>
      checkResponse("PUT", `/api/flights/${ID}`, 412, {
        message: "This record was changed by someone else.",
      }),
    ).not.toThrow();
    expect(() =>
      checkResponse("POST", "/api/auth/login", 400, {
        message: "Please enter a valid email",
        errors: { email: "x" },
      }),
    ).not.toThrow();
  });

  it("accepts both shapes of a delta-sync list", () => {
    expect(() => checkResponse("GET", "/api/packages", 200, [])).not.toThrow();
    expect(() =>
      checkResponse("GET", "/api/packages?since=abc", 200, { changed: [], deleted: [ID], cursor: "c2" }),
    ).not.toThrow();
    expect(() =>
      checkResponse("GET", "/api/packages?since=abc", 200, {
        changed: [],
        deleted: ["not-a-uuid"],
        cursor: "c2",
      }),
    ).toThrow(/deleted/);
  });

  it("rejects a body that does not match, with a readable message", () => {
    const bad = { ...health, database: { kind: "mysql", ok: "yes" } };
    let message = "";
    try {
      checkResponse("GET", "/api/health", 200, bad, "application/json");
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/Contract violation: GET \/api\/health → 200/);
    expect(message).toMatch(/getHealth/);
    expect(message).toMatch(/\/database\/ok must be boolean/);
    expect(message).toMatch(/mysql/);
    // A closed shape refuses extra keys: a leaked PNR inside a booking's flight is caught.
    expect(() =>
      checkResponse("GET", "/api/bookings/me", 200, {
        bookings: [booking({ ticketId: flight({ pnr: "X" }) })],
      }),
    ).toThrow(/additional properties 'pnr'/);
    expect(() => checkResponse("GET", "/api/flights", 200, { flights: [flight({ price: "12" })] })).toThrow(
      /price/,
    );
    expect(() =>
      checkResponse("GET", "/api/flights", 200, { flights: [flight({ departureDate: "2026-02-30" })] }),
    ).toThrow(/format "date"/);
    expect(() => checkResponse("POST", "/api/auth/login", 401, { error: "nope" })).toThrow(/message/);
  });

  it("rejects a status the operation does not declare", () => {
    expect(() => checkResponse("GET", "/api/health", 418, { message: "teapot" })).toThrow(
      /status 418 is not declared/,
    );
    expect(() => checkResponse("GET", "/api/flights", 500, { message: "boom" })).toThrow(
      /status 500 is not declared/,
    );
    // GET /flights is for both roles: a 403 is not something it may answer.
    expect(() => checkResponse("GET", "/api/flights", 403, { message: "no" })).toThrow(/not declared/);
  });

  it("checks the content type and text bodies", () => {
    expect(() =>
      checkResponse("GET", "/api/flights/export", 200, "a,b\n1,2\n", "text/csv; charset=utf-8"),
    ).not.toThrow();
    expect(() => checkResponse("GET", "/api/flights/export", 200, "a,b", "text/html")).toThrow(
      /content type 'text\/html'/,
    );
    expect(() => checkResponse("GET", "/api/health", 200, "ok", "text/plain")).toThrow(/not declared/);
  });

  it("matches literal segments before parameters, and parameters on any segment", () => {
    expect(findOperation("GET", "/api/flights/export")?.operationId).toBe("exportFlights");
    expect(findOperation("PUT", `/api/flights/${ID}`)?.operationId).toBe("updateFlight");
    expect(findOperation("GET", "/api/package-bookings/me")?.operationId).toBe("listMyPackageBookings");
    expect(findOperation("DELETE", `/api/package-bookings/${ID}`)?.operationId).toBe("deletePackageBooking");
    expect(findOperation("PUT", "/api/customers/1%27%20or%201=1/status")?.operationId).toBe(
      "setCustomerStatus",
    );
    expect(findOperation("POST", "/api/web/gds-bookings")?.operationId).toBe("createGdsBooking");
    expect(findOperation("GET", "/api/web/gds-bookings")?.operationId).toBe("listGdsBookings");
    expect(findOperation("GET", "/api/nope")).toBeUndefined();
  });

  it("lets unknown API calls answer only a JSON 404/405, and ignores paths outside /api", () => {
    expect(() =>
      checkResponse("GET", "/api/nope/nothing", 404, { message: "No such API call: GET /api/nope/nothing" }),
    ).not.toThrow();
    expect(() => checkResponse("GET", "/api/nope/nothing", 200, { ok: true })).toThrow(
      /no operation GET \/nope\/nothing/,
    );
    expect(() => checkResponse("GET", "/api/nope", 404, "Not found", "text/plain")).toThrow(/Error shape/);
    expect(() => checkResponse("PATCH", "/api/health", 200, {})).toThrow(/the path allows GET/);
    expect(() => checkResponse("GET", "/customer/flights", 200, "<html></html>", "text/html")).not.toThrow();
  });
});

describe("operations and schemas", () => {
  it("lists every operation with its roles and tags", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThanOrEqual(56);
    const login = ops.find((o) => o.operationId === "login");
    expect(login).toMatchObject({
      method: "POST",
      path: "/auth/login",
      roles: ["public"],
      tags: ["auth"],
      auth: "none",
    });
    const web = ops.find((o) => o.operationId === "createWebBooking");
    expect(web).toMatchObject({ roles: ["apikey"], auth: "apikey", idempotencyKey: true, hasBody: true });
    const update = ops.find((o) => o.operationId === "updateFlight");
    expect(update).toMatchObject({ roles: ["admin"], auth: "bearer", ifMatch: true, pathParams: ["id"] });
    expect(update?.statuses).toContain("412");
  });

  it("compiles every JSON response schema in strict mode", () => {
    expect(compileAll()).toBeGreaterThan(300);
  });

  it("validates a value against a named schema", () => {
    expect(() =>
      checkSchema("ImportResults", {
        total: 3,
        success: 2,
        errors: 1,
        errorDetails: ["Row 3: Price must be positive"],
      }),
    ).not.toThrow();
    expect(() => checkSchema("ImportResults", { total: 3 })).toThrow(/must have required property 'success'/);
    expect(() => checkSchema("Nope", {})).toThrow(/no schema/);
  });
});
