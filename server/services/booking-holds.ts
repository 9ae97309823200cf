/**
 * What a customer's booking holds while it is pending or approved (docs/ARCHITECTURE.md §10): seats
 * of a flight or places of a package, how the lifecycle reads them and how it gives them back.
 */
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type BookingAction,
  type BookingKind,
  type BookingStatus,
  HOLDS,
  releases,
} from "../../src/domain/lifecycle.ts";
import type { DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { flightBookings, flights, packageBookings, packages } from "../db/schema.ts";

/** What a booking holds while it is pending or approved, and how it is given back. */
export type Hold = {
  /** How many it holds, and of what (the flight, the package; null once that was deleted). */
  count: AnyPgColumn;
  target: AnyPgColumn;
  /** The names the log rows give them. */
  countKey: "passengers" | "participants";
  releasedKey: "seatsReleased" | "placesReleased";
  targetKey: "flightId" | "packageId";
  giveBack: (tx: DbOrTx, target: string, n: number, now: Date) => Promise<void>;
};

const SEATS: Hold = {
  count: flightBookings.passengerCount,
  target: flightBookings.flightId,
  countKey: "passengers",
  releasedKey: "seatsReleased",
  targetKey: "flightId",
  giveBack: async (tx, flightId, n, now) => {
    await tx
      .update(flights)
      .set({ seatsAvailable: sql`${flights.seatsAvailable} + ${n}`, ...bump(now) })
      .where(eq(flights.id, flightId));
  },
};

const PLACES: Hold = {
  count: packageBookings.participantCount,
  target: packageBookings.packageId,
  countKey: "participants",
  releasedKey: "placesReleased",
  targetKey: "packageId",
  giveBack: async (tx, packageId, n, now) => {
    await tx
      .update(packages)
      .set({
        currentParticipants: sql`greatest(${packages.currentParticipants} - ${n}, 0)`,
        ...bump(now),
      })
      .where(eq(packages.id, packageId));
  },
};

const HELD = { seats: SEATS, places: PLACES } as const;

/** What a booking of `kind` holds (null: nothing). */
export const holdOf = (kind: BookingKind): Hold | null => {
  const what = HOLDS[kind];
  return what ? HELD[what] : null;
};

/** What a booking holds, as columns to read: how many, and of what (0 and null: nothing). */
export function heldColumns(hold: Hold | null) {
  return {
    count: (hold ? sql<number>`${hold.count}` : sql<number>`0`).mapWith(Number),
    target: hold ? sql<string | null>`${hold.target}` : sql<string | null>`null`,
  };
}

/** Gives back what `rows` held: one UPDATE per flight or package, however many of its bookings. */
export async function giveBackAll(
  tx: DbOrTx,
  hold: Hold,
  rows: readonly { count: number; target: string | null }[],
  now: Date,
): Promise<void> {
  const perTarget = new Map<string, number>();
  for (const b of rows) {
    if (b.target) perTarget.set(b.target, (perTarget.get(b.target) ?? 0) + b.count);
  }
  for (const [target, n] of perTarget) await hold.giveBack(tx, target, n, now);
}

/**
 * Gives back what booking `b` held when `action` from its status releases it (`releases`); returns
 * how many seats or places that was (0 when none).
 */
export async function giveBack(
  tx: DbOrTx,
  kind: BookingKind,
  action: BookingAction,
  b: { status: BookingStatus; count: number; target: string | null },
  now: Date,
): Promise<number> {
  const hold = holdOf(kind);
  if (!hold || !releases(kind, action, b.status)) return 0;
  if (b.target) await hold.giveBack(tx, b.target, b.count, now);
  return b.count;
}
