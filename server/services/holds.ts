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
 * Atomic: the booking's transaction first locks the customer's row (`lockHolder`), so two bookings
 * of one customer (flights or packages) run one after the other; the cap is then a condition of the
 * statement that takes the inventory (`holdRoomSql`), which starts after the lock is granted, so it
 * counts what the previous booking committed (in READ COMMITTED a statement sees what committed
 * before it started). No interleaving of concurrent requests lets a customer pass the cap. When that
 * statement takes nothing, `assertHoldRoom` tells whether the cap was why. Only customers book, so
 * admins are never limited by it.
 */
import { and, eq, gt, isNotNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client.ts";
import { PrebuiltByShape } from "../db/prebuilt.ts";
import { flightBookings, packageBookings, users } from "../db/schema.ts";
import type { AppConfig } from "../http/env.ts";
import { conflict } from "../http/errors.ts";
import { keptAnswerSlot } from "../http/idempotency.ts";
import type { AccountState } from "./tokens.ts";

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
 * The booking transaction's first statement: locks the customer's row, which serialises that
 * customer's bookings, and reads what the request's checks need from it: the account as it is now
 * (the sign-in check `requireCustomerAtLock` leaves to this statement) and the answer kept for the
 * request's Idempotency-Key (`kept`: its slot's values, null without a key). Undefined when the
 * account is gone. The route settles both before anything is taken (routes/holder.ts).
 */
export async function lockHolder(
  tx: Tx,
  userId: string,
  kept: Record<string, string> | null,
): Promise<{ account: AccountState; kept: unknown } | undefined> {
  const [me] = await lockStatement.run(tx, kept ? "kept" : "none", lockBuilder(kept !== null), {
    userId,
    ...kept,
  });
  if (!me) return undefined;
  const account = {
    id: me.id,
    name: me.name,
    email: me.email,
    role: me.role,
    tokenVersion: me.token_version,
    isBlocked: me.is_blocked,
    isApproved: me.is_approved,
  };
  return { account, kept: me.kept };
}

/** The lock statement's row, as the driver gives it (server/db/prebuilt.ts). */
type LockedRow = {
  id: string;
  name: string;
  email: string;
  role: AccountState["role"];
  token_version: number;
  is_blocked: boolean;
  is_approved: boolean;
  kept: unknown;
};

/** Built once per shape (with or without an Idempotency-Key to look up), filled in per booking. */
const lockStatement = new PrebuiltByShape<LockedRow>();

const lockBuilder = (withKey: boolean) => (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      isBlocked: users.isBlocked,
      isApproved: users.isApproved,
      kept: (withKey ? keptAnswerSlot : sql`null`).as("kept"),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    // NO KEY UPDATE: conflicts with another booking's lock and with deleting the account, but not
    // with the key-share locks that foreign-key checks on other tables take on the user's row.
    .for("no key update");

/**
 * The seats (or places) the customer holds: pending bookings that have not expired, and pending ones
 * whose payment is recorded (they wait for the agency's check past their 2 hours). Read through
 * the customer's pending-bookings index (`*_user_pending_idx`, migration 0002), whose condition
 * `status = 'pending'` the statement must spell as a constant: a statement built once is planned
 * for any value of its parameters, and with the status as one the planner cannot use a partial
 * index. Measured on PostgreSQL with the status as a parameter: the generic plan read every pending
 * booking of every customer (51,000 index entries, 12-20 ms a booking), or fewer when the table's
 * statistics were older than its rows.
 */
function heldSql(kind: Kind, userId: string | Placeholder, now: Date | Placeholder): SQL<number> {
  const [t, count] =
    kind === "seats"
      ? [flightBookings, flightBookings.passengerCount]
      : [packageBookings, packageBookings.participantCount];
  return sql<number>`(select coalesce(sum(${count}), 0)::int from ${t} where ${and(
    eq(t.userId, userId),
    sql`${t.status} = 'pending'`,
    or(gt(t.expiresAt, now), isNotNull(t.paymentClaimedAt)),
  )})`;
}

const capOf = (kind: Kind, limits: AppConfig["limits"]) =>
  kind === "seats" ? limits.maxHeldSeatsPerCustomer : limits.maxHeldPlacesPerCustomer;

/** The customer holds room for `n` more: what they hold plus `n` is within `cap`. */
function holdRoom(
  kind: Kind,
  userId: string | Placeholder,
  n: number | Placeholder,
  cap: number | Placeholder,
  now: Date | Placeholder,
): SQL {
  return sql`${heldSql(kind, userId, now)} + ${n}::int <= ${cap}::int`;
}

/**
 * The cap as a condition of the statement that takes `n` seats (or places), after `lockHolder`:
 * what the customer holds plus `n` is within it.
 */
export function holdRoomSql(
  kind: Kind,
  userId: string,
  n: number,
  limits: AppConfig["limits"],
  now: Date,
): SQL {
  return holdRoom(kind, userId, n, capOf(kind, limits), now);
}

/**
 * `holdRoomSql` for a statement built once (server/db/prebuilt.ts): the customer, `n`, the cap and
 * `now` are placeholders, filled in per booking from `holdRoomValues`.
 */
export function holdRoomSlots(kind: Kind): SQL {
  const p = sql.placeholder;
  return holdRoom(kind, p("hold_user"), p("hold_n"), p("hold_cap"), p("hold_now"));
}

export function holdRoomValues(
  kind: Kind,
  userId: string,
  n: number,
  limits: AppConfig["limits"],
  now: Date,
): Record<string, unknown> {
  return { hold_user: userId, hold_now: now, hold_n: n, hold_cap: capOf(kind, limits) };
}

/**
 * When the statement with `holdRoomSql` took nothing: refuses `n` more past the cap with the 409 that
 * says so (the customer's row is still locked, so what they hold has not grown since).
 */
export async function assertHoldRoom(
  tx: Tx,
  kind: Kind,
  userId: string,
  n: number,
  limits: AppConfig["limits"],
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({ held: heldSql(kind, userId, now) })
    .from(users)
    .where(eq(users.id, userId));
  const held = Number(row?.held ?? 0);
  const cap = capOf(kind, limits);
  if (held + n > cap) throw conflict(holdLimitMessage(kind, held, cap));
}
