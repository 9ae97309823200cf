/**
 * The booking lifecycle, one table for every kind of booking (docs/ARCHITECTURE.md §10): its
 * statuses, the actions on it, who takes each and from which status, what each gives back, and the
 * activity-log action it writes. The server enforces it (every transition goes through
 * `lifecycleRefusal`); the screens read it (`actionsFor`) to decide which buttons a booking shows.
 *
 * One cancel rule for every kind: the agency cancels a pending or an approved booking (a customer
 * who withdraws after approval, a group the airline dropped), and a cancel of a booking that holds
 * seats or places gives them back. A cancelled booking stays cancelled: it is never approved again
 * (a new booking is made instead, so the seat count and the log tell one story). The customer
 * cancels their own booking too, while it is still pending (the cancel row's `owner` rule).
 */
import type { LogAction } from "./activity.ts";
import { BOOKING_STATUSES, type BookingStatus } from "./constants.ts";

export { BOOKING_STATUSES, type BookingStatus };

/** Every kind of booking the agency keeps. */
export const BOOKING_KINDS = ["flight", "package", "direct-flight", "direct-package", "gds"] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * What a booking of each kind holds while it is pending or approved: a customer's flight booking
 * holds seats of the flight, a package booking places of the package. Bookings that come from the
 * website or the GDS are records of sales made elsewhere and hold nothing here.
 */
export const HOLDS: Readonly<Record<BookingKind, "seats" | "places" | null>> = {
  flight: "seats",
  package: "places",
  "direct-flight": null,
  "direct-package": null,
  gds: null,
};

export const BOOKING_ACTIONS = ["approve", "cancel", "expire", "markPaid", "delete"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** Who takes an action: an admin, the customer who owns the booking, or the server on its own. */
export type Actor = "admin" | "owner" | "system";

export type LifecycleRule = {
  /** The statuses the action is taken from. */
  readonly from: readonly BookingStatus[];
  /** The status after it: the same status (`null`) for a payment claim, none for a delete. */
  readonly to: BookingStatus | null | "deleted";
  readonly by: Actor;
  readonly kinds: readonly BookingKind[];
  /** The activity-log action written with it (src/domain/activity.ts). */
  readonly log: Extract<LogAction, "approve_booking" | "cancel_booking" | "mark_paid" | "delete_booking">;
  /** The answer to an action from any other status (a 409). */
  readonly refusal: string;
  /** The narrower rule under which the customer who owns a booking takes an admin's action too. */
  readonly owner?: OwnerRule;
};

/** Where the owner of a booking may take an action `by` an admin: their own kinds, fewer statuses. */
export type OwnerRule = Pick<LifecycleRule, "from" | "kinds" | "refusal">;

const ALL_KINDS = BOOKING_KINDS;
const OWN_KINDS = ["flight", "package"] as const satisfies readonly BookingKind[];

export const LIFECYCLE: Readonly<Record<BookingAction, LifecycleRule>> = {
  approve: {
    from: ["pending"],
    to: "approved",
    by: "admin",
    kinds: ALL_KINDS,
    log: "approve_booking",
    refusal: "Only pending bookings can be approved",
  },
  cancel: {
    from: ["pending", "approved"],
    to: "cancelled",
    by: "admin",
    kinds: ALL_KINDS,
    log: "cancel_booking",
    refusal: "Only pending or approved bookings can be cancelled",
    // The customer withdraws their own booking while it waits; once approved it is the agency's.
    owner: {
      from: ["pending"],
      kinds: OWN_KINDS,
      refusal: "Only a pending booking can be cancelled here; ask the agency to cancel an approved one",
    },
  },
  // A pending booking not approved within its 2-hour window (bookings.ts, PENDING_WINDOW_MS) and
  // with no payment recorded: a claimed payment waits for the agency's check (`expires`).
  expire: {
    from: ["pending"],
    to: "cancelled",
    by: "system",
    kinds: OWN_KINDS,
    log: "cancel_booking",
    refusal: "Only pending bookings expire",
  },
  // 'Mark as Paid': the customer's payment claim, recorded for the agency to verify; the status stays.
  markPaid: {
    from: ["pending"],
    to: null,
    by: "owner",
    kinds: OWN_KINDS,
    log: "mark_paid",
    refusal: "Only pending bookings can be marked as paid",
  },
  delete: {
    from: BOOKING_STATUSES,
    to: "deleted",
    by: "admin",
    kinds: ALL_KINDS,
    log: "delete_booking",
    refusal: "This booking cannot be deleted",
  },
};

/**
 * Why `action` cannot be taken on a `kind` booking that is `from` now, or null when it can. The
 * message names the status found, so two admins acting at once each learn what the other did.
 */
export function lifecycleRefusal(
  kind: BookingKind,
  action: BookingAction,
  from: BookingStatus,
  actor?: Actor,
): string | null {
  const rule = (actor && ruleFor(action, actor)) || LIFECYCLE[action];
  if (!rule.kinds.includes(kind)) return `A ${kindLabel(kind)} cannot be ${pastTense(action)}`;
  if (rule.from.includes(from)) return null;
  return `${rule.refusal}: this one is ${from}`;
}

/** The status a booking has after `action` (its own status for a payment claim; null once deleted). */
export function statusAfter(action: BookingAction, from: BookingStatus): BookingStatus | null {
  const to = LIFECYCLE[action].to;
  if (to === "deleted") return null;
  return to ?? from;
}

/**
 * Whether `action` on a `kind` booking that was `from` gives its seats or places back: the booking
 * stops counting once it is cancelled, expired or deleted, and only pending and approved ones count.
 */
export function releases(kind: BookingKind, action: BookingAction, from: BookingStatus): boolean {
  if (HOLDS[kind] === null) return false;
  if (from !== "pending" && from !== "approved") return false;
  const to = LIFECYCLE[action].to;
  return to === "cancelled" || to === "deleted";
}

/** What the expiry reads of a booking: its status and when its payment was claimed (if it was). */
export type ExpiryFacts = { status: BookingStatus; paymentClaimedAt?: unknown };

/**
 * Whether the expiry may end this booking once its 2 hours are up: a pending booking with no
 * payment recorded. Once the customer pressed Mark as Paid it stays pending until the agency
 * approves or cancels it. The server's sweep and the countdown on the screens both ask this.
 */
export function expires(b: ExpiryFacts): boolean {
  return LIFECYCLE.expire.from.includes(b.status) && !b.paymentClaimedAt;
}

/** A pending booking whose payment the customer recorded: it waits for the agency's check. */
export function awaitsPaymentCheck(b: ExpiryFacts): boolean {
  return b.status === "pending" && Boolean(b.paymentClaimedAt);
}

/** The rule under which `actor` takes `action` (the row, or its owner rule), or null: not theirs. */
export function ruleFor(action: BookingAction, actor: Actor): OwnerRule | null {
  const rule = LIFECYCLE[action];
  if (rule.by === actor) return rule;
  return actor === "owner" ? (rule.owner ?? null) : null;
}

/** The actions `actor` may take on a `kind` booking that is `status` now, in the table's order. */
export function actionsFor(kind: BookingKind, status: BookingStatus, actor: Actor): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => {
    const rule = ruleFor(a, actor);
    return rule?.kinds.includes(kind) === true && rule.from.includes(status);
  });
}

/** Whether `actor` may take `action` on a `kind` booking that is `status` now. */
export function can(actor: Actor, action: BookingAction, kind: BookingKind, status: BookingStatus): boolean {
  return actionsFor(kind, status, actor).includes(action);
}

function kindLabel(kind: BookingKind): string {
  switch (kind) {
    case "flight":
      return "flight booking";
    case "package":
      return "package booking";
    case "direct-flight":
      return "direct flight booking";
    case "direct-package":
      return "direct package booking";
    case "gds":
      return "GDS booking";
  }
}

function pastTense(action: BookingAction): string {
  switch (action) {
    case "approve":
      return "approved";
    case "cancel":
      return "cancelled";
    case "expire":
      return "expired";
    case "markPaid":
      return "marked as paid";
    case "delete":
      return "deleted";
  }
}
