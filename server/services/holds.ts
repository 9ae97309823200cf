/**
 * Seat and place hoarding (OWASP API6, unrestricted access to a sensitive business flow): a booking
 * holds inventory for 2 hours before anyone pays, so one customer could otherwise hold a whole
 * flight. Each customer may hold at most `limits.maxHeldSeatsPerCustomer` seats (all flights
 * together) and `limits.maxHeldPlacesPerCustomer` places (all packages together) in pending
 * bookings at once; past that a new booking is a 409.
 *
 * What counts: pending bookings that have not expired (`expiresAt > now`). Approved bookings are
 * paid for and confirmed by the agency, so they are sales, not hoarding; an expired booking is
 * released by the next sweep whatever happens. A payment claim does not free the count (anyone can
 * type a reference): the booking counts until the agency approves or cancels it or it expires. The
 * demo seed keeps every customer within the default caps (server/db/seed.ts), and a cap lowered
 * later never touches existing bookings: it only refuses new ones.
 *
 * Atomic: the check runs inside the booking's transaction after locking the customer's row, so two
 * bookings of one customer (flights or packages) run one after the other and the second counts
 * what the first committed. No interleaving of concurrent requests lets a customer pass the cap.
 * Only customers book, so admins are never limited by it.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { flightBookings, packageBookings, users } from "../db/schema.ts";
import type { AppConfig } from "../http/env.ts";
import { conflict, unauthorized } from "../http/errors.ts";

type Kind = "seats" | "places";

/** The 409 a customer gets past the cap: how many they hold, the cap, and what frees room. */
export function holdLimitMessage(kind: Kind, held: number, cap: number): string {
  const unit = (n: number) => (kind === "seats" ? "seat" : "place") + (n === 1 ? "" : "s");
  const what = `${held} ${unit(held)} in pending ${kind === "seats" ? "flight" : "package"} bookings`;
  if (held >= cap) {
    return `You already hold ${what}, the most one customer may hold. Pay for one and wait for its approval, or let one expire, before booking more.`;
  }
  const left = cap - held;
  return `You already hold ${what} and may hold at most ${cap}: book ${left} ${unit(left)} or fewer, or wait until one is approved or expires.`;
}

/**
 * Inside the booking transaction, before the inventory is taken: locks the customer's row (which
 * serialises that customer's bookings), sums what they hold and refuses `n` more past the cap.
 */
export async function assertHoldRoom(
  tx: Tx,
  kind: Kind,
  userId: string,
  n: number,
  limits: AppConfig["limits"],
  now: Date,
): Promise<void> {
  // NO KEY UPDATE: conflicts with another booking's lock and with deleting the account, but not with
  // the key-share locks that foreign-key checks on other tables take on the user's row.
  const [me] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  // The account was deleted while this request ran: its token is no longer valid.
  if (!me) throw unauthorized("Your session has expired, please sign in again");
  const cap = kind === "seats" ? limits.maxHeldSeatsPerCustomer : limits.maxHeldPlacesPerCustomer;
  const [row] =
    kind === "seats"
      ? await tx
          .select({ held: sql<number>`coalesce(sum(${flightBookings.passengerCount}), 0)::int` })
          .from(flightBookings)
          .where(
            and(
              eq(flightBookings.userId, userId),
              eq(flightBookings.status, "pending"),
              gt(flightBookings.expiresAt, now),
            ),
          )
      : await tx
          .select({ held: sql<number>`coalesce(sum(${packageBookings.participantCount}), 0)::int` })
          .from(packageBookings)
          .where(
            and(
              eq(packageBookings.userId, userId),
              eq(packageBookings.status, "pending"),
              gt(packageBookings.expiresAt, now),
            ),
          );
  const held = Number(row?.held ?? 0);
  if (held + n > cap) throw conflict(holdLimitMessage(kind, held, cap));
}
