/**
 * What the bookings of every kind share: the mix of statuses, when a booking was made, what happened
 * to it afterwards (payment claim, approval, cancellation, expiry) and its unique reference.
 */
import { bookingReference } from "../../services/references.ts";
import type { Ctx, Status } from "./context.ts";
import type { Dice } from "./random.ts";
import { PAYMENT_METHODS } from "./reference.ts";
import { DAY, HOUR, MINUTE, plus } from "./time.ts";
import type { Account } from "./users.ts";

/** Statuses in the demo's proportions, shuffled. */
export function statusMix(
  dice: Dice,
  total: number,
  shares: { pending: number; cancelled: number },
): Status[] {
  const pending = Math.round(total * shares.pending);
  const cancelled = Math.round(total * shares.cancelled);
  const list: Status[] = [
    ...Array<Status>(pending).fill("pending"),
    ...Array<Status>(cancelled).fill("cancelled"),
    ...Array<Status>(total - pending - cancelled).fill("approved"),
  ];
  return dice.shuffle(list);
}

/** When a non-pending booking was made: over the window, a little denser in recent months (growth). */
export function pastInstant(ctx: Ctx): Date {
  const from = ctx.start.getTime() + DAY;
  const to = ctx.now.getTime() - 2 * HOUR - 5 * MINUTE;
  return new Date(from + (to - from) * ctx.dice.float() ** 0.85);
}

/** When a pending booking was made: within the last 2 hours, so it has not expired yet. */
export function recentInstant(ctx: Ctx): Date {
  return plus(ctx.now, -ctx.dice.int(2 * 60, 110 * 60) * 1000);
}

type Lifecycle = {
  status: Status;
  createdAt: Date;
  expiresAt: Date;
  approvedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  paymentMethod: string | null;
  paymentReference: string | null;
  paymentClaimedAt: Date | null;
  updatedAt: Date;
  version: number;
};

function paymentReference(dice: Dice, method: string): string {
  if (method === "bank_transfer") return `FT${dice.digits(10)}`;
  if (method === "jazzcash") return `JC${dice.digits(10)}`;
  return `EP${dice.digits(10)}`;
}

/** What happened to a booking after it was made: payment claim, approval, cancellation or expiry. */
export function lifecycle(ctx: Ctx, status: Status, createdAt: Date): Lifecycle {
  const { dice, now } = ctx;
  const expiresAt = plus(createdAt, 2 * HOUR);
  const out: Lifecycle = {
    status,
    createdAt,
    expiresAt,
    approvedAt: null,
    cancelledAt: null,
    cancelReason: null,
    paymentMethod: null,
    paymentReference: null,
    paymentClaimedAt: null,
    updatedAt: createdAt,
    version: 1,
  };
  const claim = (before: Date) => {
    const at = dice.between(plus(createdAt, 2 * MINUTE), before);
    out.paymentMethod = dice.weighted(PAYMENT_METHODS);
    out.paymentReference = paymentReference(dice, out.paymentMethod);
    out.paymentClaimedAt = at;
    out.updatedAt = at;
    out.version++;
  };
  if (status === "pending") {
    if (now.getTime() - createdAt.getTime() > 10 * MINUTE && dice.chance(0.4)) claim(plus(now, -MINUTE));
  } else if (status === "approved") {
    const approvedAt = plus(createdAt, dice.int(6, 115) * MINUTE);
    if (dice.chance(0.55)) claim(plus(approvedAt, -MINUTE));
    out.approvedAt = approvedAt;
    out.updatedAt = approvedAt;
    out.version++;
  } else if (dice.chance(0.35)) {
    out.cancelledAt = expiresAt;
    out.cancelReason = "expired";
    out.updatedAt = expiresAt;
    out.version++;
  } else {
    out.cancelledAt = plus(createdAt, dice.int(4, 115) * MINUTE);
    out.updatedAt = out.cancelledAt;
    out.version++;
  }
  return out;
}

export type BookingFact = {
  id: string;
  ref: string;
  customer: Account;
  life: Lifecycle;
  count: number;
  amount: number;
  label: string;
  kind: "flight" | "package";
};

export function uniqueRef(taken: Set<string>, prefix: "SF" | "PK" | "WB" | "WP"): string {
  for (;;) {
    const ref = bookingReference(prefix);
    if (!taken.has(ref)) {
      taken.add(ref);
      return ref;
    }
  }
}
