/**
 * A customer's payment claim ('Mark as Paid') on a pending flight or package booking: the method and
 * reference recorded, never an approval (the agency approves once it has verified the payment).
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { PaymentMethod } from "../../src/domain/bookings.ts";
import type { DbOrTx } from "../db/client.ts";
import { bump } from "../db/helpers.ts";
import { flightBookings, packageBookings } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { conflict, notFound } from "../http/errors.ts";
import { logActivity } from "./activity.ts";

type Claim = { id: string; method: PaymentMethod; reference: string; now: Date };

/**
 * Records the claim only while the booking is still the caller's and pending: one conditional
 * UPDATE, so an approve, cancel or expiry committing meanwhile makes it a 409 rather than a claim
 * written onto a settled booking. The claim and its log row commit together. 404 for a booking that
 * is missing or someone else's.
 */
export async function claimPayment(
  db: DbOrTx,
  c: Context<AppEnv>,
  kind: "booking" | "package_booking",
  claim: Claim,
  notFoundMessage: string,
): Promise<void> {
  const table = kind === "booking" ? flightBookings : packageBookings;
  const callerId = c.get("caller")!.id;
  const { id, method, reference, now } = claim;
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(table)
      .set({ paymentMethod: method, paymentReference: reference, paymentClaimedAt: now, ...bump(now) })
      .where(and(eq(table.id, id), eq(table.userId, callerId), eq(table.status, "pending")))
      .returning({ bookingId: table.bookingId });
    if (!paid) {
      const [b] = await tx.select({ userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
      if (!b || b.userId !== callerId) throw notFound(notFoundMessage);
      throw conflict("Only pending bookings can be marked as paid");
    }
    await logActivity(
      tx,
      c,
      {
        action: "mark_paid",
        resource: kind,
        resourceId: id,
        details: `Payment claimed for ${paid.bookingId} by ${method.replace("_", " ")} (${reference})`,
        metadata: { method, reference },
      },
      now,
    );
  });
}
