/** Valid request bodies and small database readers shared by the newer API test files. */
import { eq, sql } from "drizzle-orm";
import { flightBookings, flights, packageBookings, packages } from "../../../server/db/schema.ts";
import { TEST_WEB_API_KEY, type TestServer } from "./server.ts";

export const flightInput = (over: Record<string, unknown> = {}) => ({
  airlineName: "Pakistan International Airlines",
  flightNumber: "PK 741",
  pnr: "PKX9QZ",
  departure: "ISB",
  destination: "MED",
  departureDate: "2030-02-01",
  departureTime: "09:00",
  arrivalDate: "2030-02-01",
  arrivalTime: "13:00",
  price: 120000,
  seatsAvailable: 10,
  ...over,
});

export const packageInput = (over: Record<string, unknown> = {}) => ({
  name: "Economy Umrah 15 Days",
  type: "umrah",
  destination: "Makkah & Madinah",
  duration: "15 days 14 nights",
  departureDate: "2030-03-01",
  returnDate: "2030-03-15",
  price: 285000,
  maxParticipants: 10,
  description: "Hotels within 500 m of the Haram, visa and transport included.",
  itinerary: ["Arrive Jeddah", "Makkah 8 nights", "Madinah 6 nights"],
  inclusions: ["Visa", "Hotels"],
  exclusions: ["Qurbani"],
  ...over,
});

export const passenger = (first = "Ali", over: Record<string, unknown> = {}) => ({
  personType: "Mr",
  firstName: first,
  lastName: "Khan",
  passport: "ab1234567",
  passportExpiry: "2032-01-01",
  ageType: "adult",
  dateOfBirth: "1990-04-12",
  nationality: "Pakistan",
  contactNumber: "+923001234567",
  ...over,
});

export const passengers = (n: number) => Array.from({ length: n }, (_, i) => passenger(`P${i}`));
export const participants = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Pilgrim ${i}`, passport: `ab12345${i}` }));

/** Creates a flight as the admin and returns its id. */
export async function createFlight(s: TestServer, adminToken: string, over: Record<string, unknown> = {}) {
  const res = await s.post("/api/flights", flightInput(over), { token: adminToken });
  if (res.status !== 201) throw new Error(`flight not created: ${res.status} ${res.text}`);
  return res.body.flight._id as string;
}

/** Creates a package as the admin and returns its id. */
export async function createPackage(s: TestServer, adminToken: string, over: Record<string, unknown> = {}) {
  const res = await s.post("/api/packages", packageInput(over), { token: adminToken });
  if (res.status !== 201) throw new Error(`package not created: ${res.status} ${res.text}`);
  return res.body.package._id as string;
}

/** A booking made on the public website, as the website posts it (POST /web/bookings). */
export const webBookingInput = (kind: "flight" | "package") =>
  kind === "flight"
    ? {
        bookingType: "flight",
        customerName: "Hamza Yousaf",
        customerEmail: "hamza@example.pk",
        flightDetails: {
          flightNumber: "EK 625",
          airline: "Emirates",
          departure: { city: "Lahore" },
          arrival: { city: "Dubai" },
          departureDate: "2030-04-01",
        },
        passengers: 1,
        pricePerPassenger: 95000,
      }
    : {
        bookingType: "package",
        customerName: "Nida Khan",
        customerEmail: "nida@example.pk",
        packageDetails: {
          name: "Premium Umrah 21 Days",
          destination: "Makkah",
          duration: "21 days",
          price: 450000,
        },
        passengerDetails: [{ firstName: "Nida", lastName: "Khan" }],
      };

/** Posts a website booking (a direct flight or direct package booking) and returns its id. */
export async function createWebBooking(s: TestServer, kind: "flight" | "package"): Promise<string> {
  const res = await s.post("/api/web/bookings", webBookingInput(kind), {
    headers: { "x-api-key": TEST_WEB_API_KEY },
  });
  if (res.status !== 201) throw new Error(`website booking not created: ${res.status} ${res.text}`);
  return res.body.data._id as string;
}

let gdsN = 0;

/** Posts a single-flight GDS booking, each with a new reference, and returns its id. */
export async function createGdsBooking(s: TestServer): Promise<string> {
  gdsN++;
  const res = await s.post(
    "/api/web/gds-bookings",
    {
      bookingId: `FXTR${String(gdsN).padStart(4, "0")}`,
      customerName: "Sana Mir",
      customerEmail: "sana@example.pk",
      totalAmount: 200000,
      flightDetails: {
        from: "KHI",
        to: "IST",
        departureTime: "2030-05-01T03:00:00",
        arrivalTime: "2030-05-01T08:30:00",
        airline: "Turkish Airlines",
        flightNumber: "TK 709",
        stops: 0,
      },
      passengers: [
        {
          title: "Ms",
          firstName: "Sana",
          lastName: "Mir",
          gender: "female",
          ageType: "adult",
          nationality: "Pakistan",
          passport: "cd7654321",
        },
      ],
    },
    { headers: { "x-api-key": TEST_WEB_API_KEY } },
  );
  if (res.status !== 201) throw new Error(`GDS booking not created: ${res.status} ${res.text}`);
  return res.body.data._id as string;
}

export async function seatsOf(s: TestServer, flightId: string): Promise<number> {
  const [f] = await s.deps.db.select().from(flights).where(eq(flights.id, flightId));
  return f!.seatsAvailable;
}

export async function placesOf(s: TestServer, packageId: string): Promise<number> {
  const [p] = await s.deps.db.select().from(packages).where(eq(packages.id, packageId));
  return p!.currentParticipants;
}

/** Seats the live (pending or approved) bookings of a flight hold. */
export async function heldSeats(s: TestServer, flightId: string): Promise<number> {
  const [row] = await s.deps.db
    .select({ n: sql<number>`coalesce(sum(${flightBookings.passengerCount}), 0)::int` })
    .from(flightBookings)
    .where(
      sql`${flightBookings.flightId} = ${flightId} and ${flightBookings.status} in ('pending', 'approved')`,
    );
  return Number(row!.n);
}

/** Places the live (pending or approved) bookings of a package hold. */
export async function heldPlaces(s: TestServer, packageId: string): Promise<number> {
  const [row] = await s.deps.db
    .select({ n: sql<number>`coalesce(sum(${packageBookings.participantCount}), 0)::int` })
    .from(packageBookings)
    .where(
      sql`${packageBookings.packageId} = ${packageId} and ${packageBookings.status} in ('pending', 'approved')`,
    );
  return Number(row!.n);
}

/** A small seeded PRNG (mulberry32), so a concurrency run can be replayed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Holds the next transaction `s` opens (a booking's, a new account's) until `release()`: the request
 * is then past its Idempotency-Key check and still running, on PGlite as on PostgreSQL (a lock held
 * from the test would stop the duplicate's token check too on PGlite, whose one connection runs one
 * transaction at a time). `entered` resolves once it waits.
 */
export function holdNextTransaction(s: TestServer) {
  const db = s.deps.db;
  const original = db.transaction;
  let release!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const waiting = new Promise<void>((r) => {
    entered = r;
  });
  db.transaction = (async (...args: Parameters<typeof original>) => {
    db.transaction = original;
    entered();
    await gate;
    return original.apply(db, args);
  }) as typeof original;
  return { entered: waiting, release };
}
