/**
 * Bookings that arrive from outside: the public website (direct flight and package bookings) and
 * the GDS. Admins list, approve, cancel and delete them (tags: direct-bookings,
 * direct-package-bookings, gds); the website and the GDS post them with `X-Api-Key` (tag: web).
 */
import { desc, eq, gt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  directStatusInput,
  validateGdsBooking,
  validateWebBooking,
  webBookingAmounts,
  webBookingSource,
  withGdsDefaults,
} from "../../src/domain/direct.ts";
import { karachiDate } from "../../src/domain/format.ts";
import type { BookingKind } from "../../src/domain/lifecycle.ts";
import type { DbOrTx } from "../db/client.ts";
import { isUniqueViolation, pgErrorCode } from "../db/helpers.ts";
import {
  type DirectFlightDetails,
  type DirectPackageDetails,
  type DirectPassenger,
  directBookings,
  directPackageBookings,
  type GdsFlightDetails,
  gdsBookings,
  gdsPassengers,
  gdsSegments,
} from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { conflict, HttpError } from "../http/errors.ts";
import { requireAdmin, requireApiKey } from "../http/guards.ts";
import { idempotent } from "../http/idempotency.ts";
import { body, jsonBody, orThrow, uuidParam } from "../http/input.ts";
import { logActivityBy } from "../services/activity.ts";
import { ACTION_TO, takeAction } from "../services/booking-lifecycle.ts";
import { loadGdsBookings, toDirectBooking, toDirectPackageBooking } from "../services/direct.ts";
import { bookingReference } from "../services/references.ts";
import { whoOf } from "./who.ts";

/**
 * Approve or cancel (`{ status }`) a booking of `kind`, by the lifecycle's rules
 * (docs/ARCHITECTURE.md §10). Returns the booking's id, for the route to answer with the booking.
 */
async function changeStatus(deps: Deps, c: Context<AppEnv>, kind: BookingKind): Promise<string> {
  const id = uuidParam(c, "id", "Booking");
  const { status } = await body(c, directStatusInput);
  await takeAction(deps.db, { kind, action: ACTION_TO[status], id, by: whoOf(c), now: deps.now() });
  return id;
}

/** Deletes a booking of `kind` (its tombstone and its log row with it). */
async function deleteBooking(deps: Deps, c: Context<AppEnv>, kind: BookingKind): Promise<void> {
  const id = uuidParam(c, "id", "Booking");
  await takeAction(deps.db, { kind, action: "delete", id, by: whoOf(c), now: deps.now() });
}

export function directBookingRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireAdmin(deps));
  const once = idempotent(deps);

  r.get("/", async (c) => {
    const delta = deltaRequest(c, deps.now());
    const rows = await db
      .select()
      .from(directBookings)
      .where(delta.since ? gt(directBookings.updatedAt, delta.since) : undefined)
      .orderBy(desc(directBookings.createdAt));
    return listAnswer(c, db, delta, "directBookings", rows.map(toDirectBooking), (data) => ({
      success: true,
      data,
    }));
  });
  r.patch("/:id/status", once, async (c) => {
    const id = await changeStatus(deps, c, "direct-flight");
    const [row] = await db.select().from(directBookings).where(eq(directBookings.id, id));
    return c.json({ success: true, data: toDirectBooking(row!) });
  });
  r.delete("/:id", once, async (c) => {
    await deleteBooking(deps, c, "direct-flight");
    return c.json({ success: true, message: "Direct booking deleted successfully!" });
  });
  return r;
}

export function directPackageBookingRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireAdmin(deps));
  const once = idempotent(deps);

  r.get("/", async (c) => {
    const delta = deltaRequest(c, deps.now());
    const rows = await db
      .select()
      .from(directPackageBookings)
      .where(delta.since ? gt(directPackageBookings.updatedAt, delta.since) : undefined)
      .orderBy(desc(directPackageBookings.createdAt));
    return listAnswer(
      c,
      db,
      delta,
      "directPackageBookings",
      rows.map(toDirectPackageBooking),
      (bookings) => ({
        success: true,
        data: { bookings },
      }),
    );
  });
  r.patch("/:id/status", once, async (c) => {
    const id = await changeStatus(deps, c, "direct-package");
    const [row] = await db.select().from(directPackageBookings).where(eq(directPackageBookings.id, id));
    return c.json({ success: true, data: toDirectPackageBooking(row!) });
  });
  r.delete("/:id", once, async (c) => {
    await deleteBooking(deps, c, "direct-package");
    return c.json({ success: true, message: "Booking deleted successfully!" });
  });
  return r;
}

/** /web: the GDS list for admins, and the ingestion calls for the website and the GDS. */
export function webRoutes(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);
  const admin = requireAdmin(deps);
  const apiKey = requireApiKey(deps);

  r.get("/gds-bookings", admin, async (c) => {
    const delta = deltaRequest(c, deps.now());
    const rows = await loadGdsBookings(db, undefined, delta.since);
    return listAnswer(c, db, delta, "gdsBookings", rows, (data) => ({ success: true, data, error: null }));
  });

  r.put("/gds-bookings/:id/status", admin, once, async (c) => {
    const id = await changeStatus(deps, c, "gds");
    const [data] = await loadGdsBookings(db, [id]);
    return c.json({ success: true, data });
  });

  // The back office's permissions list deleting GDS bookings (docs/ARCHITECTURE.md §10).
  r.delete("/gds-bookings/:id", admin, once, async (c) => {
    await deleteBooking(deps, c, "gds");
    return c.json({ success: true, message: "Booking deleted successfully!" });
  });

  r.post("/bookings", apiKey, once, async (c) => {
    const now = deps.now();
    // A departed flight or package is refused as the customer's bookings are (docs/ARCHITECTURE.md §4.5).
    const input = orThrow(validateWebBooking(await jsonBody(c), karachiDate(now)));
    const source = webBookingSource(input);
    const common = {
      status: "pending" as const,
      source,
      customerName: input.customerName.trim(),
      customerEmail: input.customerEmail.trim().toLowerCase(),
      customerPhone: input.customerPhone?.trim() ?? "",
      specialRequests: input.specialRequests?.trim() || null,
      createdAt: now,
      updatedAt: now,
    };
    const amounts = webBookingAmounts(input);
    // Each booking commits with its log row or not at all.
    if (input.bookingType === "flight") {
      const row = await storing("Website flight booking", db, async (tx: DbOrTx) => {
        const [row] = await tx
          .insert(directBookings)
          .values({
            ...common,
            bookingId: bookingReference("WB"),
            bookingType: "flight",
            passengerCount: amounts.passengerCount,
            pricePerPassenger: amounts.pricePerPassenger,
            totalAmount: amounts.totalAmount,
            destination: input.flightDetails?.arrival?.city ?? null,
            flightDetails: input.flightDetails ? (compact(input.flightDetails) as DirectFlightDetails) : null,
            passengerDetails: (input.passengerDetails ?? []).map((p) => compact(p) as DirectPassenger),
          })
          .returning();
        await logActivityBy(
          tx,
          whoOf(c),
          {
            action: "create_booking",
            resource: "direct_booking",
            resourceId: row!.id,
            details: `Website flight booking ${row!.bookingId} from ${row!.customerName} (${source})`,
            actor: { id: null, name: "Website", email: "", role: "system" },
          },
          now,
        );
        return row!;
      });
      return c.json({ success: true, data: toDirectBooking(row) }, 201);
    }
    const pkg = input.packageDetails ?? {};
    const row = await storing("Website package booking", db, async (tx: DbOrTx) => {
      const [row] = await tx
        .insert(directPackageBookings)
        .values({
          ...common,
          bookingId: bookingReference("WP"),
          totalAmount: amounts.totalAmount,
          packageDetails: compact(pkg) as DirectPackageDetails,
          passengerDetails: (input.passengerDetails ?? []).map((p) => ({
            firstName: p.firstName?.trim() ?? p.name?.trim() ?? "",
            lastName: p.lastName?.trim() ?? "",
            ...(p.passport ? { passport: p.passport.trim().toUpperCase() } : {}),
            ...(p.ageType ? { ageType: p.ageType } : {}),
          })),
        })
        .returning();
      await logActivityBy(
        tx,
        whoOf(c),
        {
          action: "create_booking",
          resource: "direct_package_booking",
          resourceId: row!.id,
          details: `Website package booking ${row!.bookingId} from ${row!.customerName} (${source})`,
          actor: { id: null, name: "Website", email: "", role: "system" },
        },
        now,
      );
      return row!;
    });
    return c.json({ success: true, data: toDirectPackageBooking(row) }, 201);
  });

  r.post("/gds-bookings", apiKey, once, async (c) => {
    const now = deps.now();
    // A departed flight is refused as the customer's bookings are (docs/ARCHITECTURE.md §4.5).
    const input = withGdsDefaults(orThrow(validateGdsBooking(await jsonBody(c), karachiDate(now))));
    let id: string;
    try {
      id = await db.transaction(async (tx: DbOrTx) => {
        const [b] = await tx
          .insert(gdsBookings)
          .values({
            bookingId: input.bookingId.trim(),
            customerName: input.customerName.trim(),
            customerEmail: input.customerEmail.trim().toLowerCase(),
            customerPhone: input.customerPhone?.trim() ?? "",
            status: "pending",
            totalAmount: input.totalAmount,
            currency: input.currency,
            isMultiCity: input.isMultiCity,
            flightDetails: input.flightDetails
              ? (compact(input.flightDetails) as GdsFlightDetails)
              : input.multiCityFlights?.[0]
                ? firstSegmentDetails(input.multiCityFlights[0])
                : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: gdsBookings.id });
        const segments = input.isMultiCity ? (input.multiCityFlights ?? []) : [];
        if (segments.length) {
          await tx.insert(gdsSegments).values(
            segments.map((s, position) => ({
              gdsBookingId: b!.id,
              position,
              from: s.segmentDetails.from,
              to: s.segmentDetails.to,
              departureTime: s.segmentDetails.departureTime,
              arrivalTime: s.segmentDetails.arrivalTime,
              airline: s.segmentDetails.airline,
              flightNumber: s.segmentDetails.flightNumber,
              aircraft: s.segmentDetails.aircraft || "320",
              stops: s.segmentDetails.stops ?? 0,
              adultBaseFare: String(s.adultBaseFare ?? "0"),
              adultTaxes: String(s.adultTaxes ?? "0"),
            })),
          );
        }
        await tx.insert(gdsPassengers).values(
          input.passengers.map((p, position) => ({
            gdsBookingId: b!.id,
            position,
            title: p.title ?? "",
            firstName: p.firstName,
            lastName: p.lastName,
            gender: p.gender ?? "",
            dateOfBirth: p.dateOfBirth?.trim() || null,
            ageType: p.ageType ?? "adult",
            nationality: p.nationality ?? "",
            email: p.email ?? "",
            phone: p.phone ?? "",
            passport: (p.passport ?? "").toUpperCase(),
            passportExpiry: p.passportExpiry?.trim() || null,
          })),
        );
        await logActivityBy(
          tx,
          whoOf(c),
          {
            action: "create_booking",
            resource: "gds_booking",
            resourceId: b!.id,
            details: `GDS booking ${input.bookingId} for ${input.customerName.trim()}${input.isMultiCity ? " (multi-city)" : ""}`,
            actor: { id: null, name: "GDS", email: "", role: "system" },
          },
          now,
        );
        return b!.id;
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict(`A GDS booking with reference ${input.bookingId} already exists`);
      throw withoutPassengers(`GDS booking ${input.bookingId}`, err);
    }
    const [data] = await loadGdsBookings(db, [id]);
    return c.json({ success: true, data }, 201);
  });

  return r;
}

/**
 * A failed write of an incoming booking as the error log may show it: what was being stored and the
 * database's error code, never the statement's parameters (the passengers' names and passport
 * numbers) that the driver's error carries (docs/ARCHITECTURE.md §4.5). An HTTP answer stays as is.
 */
function withoutPassengers(what: string, err: unknown): unknown {
  if (err instanceof HttpError) return err;
  return new Error(`${what} could not be stored (database error ${pgErrorCode(err) ?? "unknown"})`);
}

/** `db.transaction(work)`, failing with `withoutPassengers`. */
async function storing<T>(what: string, db: Deps["db"], work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    throw withoutPassengers(what, err);
  }
}

function firstSegmentDetails(s: {
  segmentDetails: {
    from: string;
    to: string;
    departureTime: string;
    arrivalTime: string;
    airline: string;
    flightNumber: string;
  };
}) {
  return {
    flightNumber: s.segmentDetails.flightNumber,
    airline: s.segmentDetails.airline,
    from: s.segmentDetails.from,
    to: s.segmentDetails.to,
    departureDate: s.segmentDetails.departureTime.slice(0, 10),
    arrivalDate: s.segmentDetails.arrivalTime.slice(0, 10),
  };
}

/** A copy without null or undefined values (nested objects too): what the website left out stays out. */
function compact(v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (x === null || x === undefined) continue;
    out[k] = x && typeof x === "object" && !Array.isArray(x) ? compact(x as Record<string, unknown>) : x;
  }
  return out;
}
