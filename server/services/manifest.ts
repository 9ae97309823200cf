/**
 * A flight's passenger manifest (docs/ARCHITECTURE.md §4.7): every passenger of its approved
 * bookings, and of its pending ones in a section of their own, with what airlines reject flagged
 * by the domain's rules. Cancelled bookings are not on it. It also says when the names were last
 * sent to the airline and which approved passengers came after that (§4.8).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CsvColumn } from "../../src/domain/csv.ts";
import { namesWentWith } from "../../src/domain/deadlines.ts";
import { type ManifestEntry, manifestFlags } from "../../src/domain/manifest.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { flightBookingPassengers, flightBookings, flights } from "../db/schema.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { logActivityBy, type Who } from "./activity.ts";
import { describeFlight } from "./flights.ts";

/** The manifest of flight `flightId`, or null when there is no such flight. */
export async function flightManifest(db: DbOrTx, flightId: string) {
  const [f] = await db.select().from(flights).where(eq(flights.id, flightId)).limit(1);
  if (!f) return null;
  const rows = await db
    .select({
      reference: flightBookings.bookingId,
      status: flightBookings.status,
      approvedAt: flightBookings.approvedAt,
      p: flightBookingPassengers,
    })
    .from(flightBookingPassengers)
    .innerJoin(flightBookings, eq(flightBookings.id, flightBookingPassengers.bookingId))
    .where(
      and(eq(flightBookings.flightId, flightId), inArray(flightBookings.status, ["approved", "pending"])),
    )
    .orderBy(
      asc(flightBookings.createdAt),
      asc(flightBookings.bookingId),
      asc(flightBookingPassengers.position),
    );
  const flags = manifestFlags(
    f,
    rows.map((r) => r.p),
  );
  const sentAt = f.namesSentAt?.toISOString() ?? null;
  const sent = (approvedAt: Date | null) => namesWentWith(approvedAt?.toISOString() ?? null, sentAt);
  const section = (status: "approved" | "pending") =>
    rows.flatMap((r, i): ManifestEntry[] =>
      r.status === status
        ? [
            {
              bookingId: r.reference,
              title: r.p.personType,
              firstName: r.p.firstName,
              lastName: r.p.lastName,
              passport: r.p.passport,
              nationality: r.p.nationality,
              dateOfBirth: r.p.dateOfBirth,
              passportExpiry: r.p.passportExpiry,
              flags: flags[i]!,
              namesSent: status === "approved" && sent(r.approvedAt),
            },
          ]
        : [],
    );
  const flight = {
    _id: f.id,
    airlineName: f.airlineName,
    flightNumber: f.flightNumber,
    departure: f.departure,
    destination: f.destination,
    departureDate: f.departureDate,
    isReturnFlight: f.isReturnFlight,
    returnDepartureDate: f.returnDepartureDate,
    namesDueAt: f.namesDueAt?.toISOString() ?? null,
    ticketingDueAt: f.ticketingDueAt?.toISOString() ?? null,
    namesSentAt: sentAt,
    namesSentBy: f.namesSentAt ? (f.namesSentByName ?? "") : null,
  };
  return { flight, approved: section("approved"), pending: section("pending") };
}

export type FlightManifest = NonNullable<Awaited<ReturnType<typeof flightManifest>>>;

export const MANIFEST_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: "Section", key: "section" },
  { header: "Booking Reference", key: "bookingId" },
  { header: "Title", key: "title" },
  { header: "Surname", key: "lastName" },
  { header: "Given Names", key: "firstName" },
  { header: "Passport Number", key: "passport" },
  { header: "Nationality", key: "nationality" },
  { header: "Date of Birth", key: "dateOfBirth" },
  { header: "Passport Expiry", key: "passportExpiry" },
  { header: "Flags", key: "flags" },
  { header: "Names Sent", key: "namesSent" },
];

/** The manifest's rows for its CSV: the approved section, then the pending one. */
export function manifestCsvRows(m: FlightManifest): Record<string, unknown>[] {
  const rows = (section: string, entries: ManifestEntry[]) =>
    entries.map((e) => ({
      ...e,
      section,
      flags: e.flags.map((f) => f.message).join("; "),
      namesSent: e.namesSent ? "Yes" : "No",
    }));
  return [...rows("Approved", m.approved), ...rows("Pending", m.pending)];
}

/** The CSV's name: `manifest_<flight number>_<departure date>` (then the export's date). */
export function manifestFileName(f: FlightManifest["flight"]): string {
  return `manifest_${f.flightNumber.replace(/[^A-Za-z0-9]/g, "")}_${f.departureDate}`;
}

/** How far ahead of the server's clock a sending's time may be (a device's clock skew), taken as now. */
export const SENT_AT_SKEW_MS = 2 * 60_000;
/** How old a sending's time may be: a write queued offline longer than this is refused. */
export const SENT_AT_MAX_AGE_DAYS = 7;
/**
 * When the names were sent (§4.8): `sentAt` of the body (checked by `namesSentInput`), the moment
 * the admin marked it on the device, so a write replayed from the outbox keeps it; absent, now. At
 * most SENT_AT_SKEW_MS ahead (clamped to now) and at most SENT_AT_MAX_AGE_DAYS old; else a 400.
 */
export function namesSentTime(sentAt: string | undefined, now: Date): Date {
  if (sentAt === undefined) return now;
  const at = Date.parse(sentAt);
  const fail = (message: string) => badRequest(message, { sentAt: message });
  if (at > now.getTime() + SENT_AT_SKEW_MS) throw fail("sentAt must not be in the future");
  if (at < now.getTime() - SENT_AT_MAX_AGE_DAYS * 86_400_000)
    throw fail(`sentAt must be within the last ${SENT_AT_MAX_AGE_DAYS} days`);
  return new Date(Math.min(at, now.getTime()));
}

/**
 * "Mark names sent" (`sent`, at `at`) or its undo: the flight records when and by whom, in one
 * transaction with its log row; the flight's version moves so every admin's mirror hears of it
 * (§4.8). A sending already recorded at a later time stands (a mark replayed late never moves the
 * record back).
 */
export async function markNamesSent(
  db: Db,
  who: Who,
  flightId: string,
  sent: boolean,
  now: Date,
  at: Date = now,
) {
  await db.transaction(async (tx) => {
    const [f] = await tx.select().from(flights).where(eq(flights.id, flightId)).limit(1).for("update");
    if (!f) throw notFound("Flight not found");
    const [{ passengers } = { passengers: 0 }] = await tx
      .select({ passengers: sql<number>`coalesce(sum(${flightBookings.passengerCount}), 0)::int` })
      .from(flightBookings)
      .where(and(eq(flightBookings.flightId, flightId), eq(flightBookings.status, "approved")));
    const later = sent && f.namesSentAt !== null && f.namesSentAt > at;
    await tx
      .update(flights)
      .set({
        ...(later
          ? {}
          : {
              namesSentAt: sent ? at : null,
              namesSentById: sent ? who.id : null,
              namesSentByName: sent ? who.name : null,
            }),
        ...bump(now),
      })
      .where(eq(flights.id, flightId));
    await logActivityBy(
      tx,
      who,
      sent
        ? {
            action: "mark_names_sent",
            resource: "flight",
            resourceId: flightId,
            details: `Marked the names of ${describeFlight(f)} as sent to the airline (${passengers} approved passengers)`,
          }
        : {
            action: "unmark_names_sent",
            resource: "flight",
            resourceId: flightId,
            details: `Marked the names of ${describeFlight(f)} as not sent to the airline`,
          },
      now,
    );
  });
}
