// The demo's booking log: every booking made today, and a sample of the rest with their approvals
// and cancellations.
import type { Ctx } from "./context.ts";
import type { BookingFact } from "./lifecycle.ts";
import { actor, type Log } from "./log-writer.ts";
import type { Account } from "./users.ts";

export function bookingLogs(ctx: Ctx, log: Log, admin: Account, bookings: BookingFact[]): void {
  const { dice } = ctx;
  const recent = bookings.filter((b) => b.life.status === "pending");
  const older = dice
    .shuffle(bookings.filter((b) => b.life.status !== "pending"))
    .slice(0, 130 - recent.length);
  for (const b of [...recent, ...older]) {
    const meta = { bookingId: b.ref, kind: b.kind, passengers: b.count, totalAmount: b.amount };
    const noun = b.kind === "flight" ? "passenger" : "participant";
    log({
      ...actor(b.customer),
      action: "create_booking",
      resource: "booking",
      resourceId: b.id,
      details: `Booked ${b.label} for ${b.count} ${noun}${b.count > 1 ? "s" : ""} (${b.ref})`,
      metadata: meta,
      createdAt: b.life.createdAt,
    });
  }
  let approvals = 0;
  let cancels = 0;
  for (const b of dice.shuffle(bookings)) {
    if (b.life.approvedAt && approvals < 80) {
      approvals++;
      log({
        ...actor(admin),
        action: "approve_booking",
        resource: "booking",
        resourceId: b.id,
        details: `Approved booking ${b.ref} (${b.label})`,
        metadata: { bookingId: b.ref, kind: b.kind },
        createdAt: b.life.approvedAt,
      });
    } else if (b.life.cancelledAt && cancels < 45) {
      cancels++;
      const expired = b.life.cancelReason === "expired";
      const byCustomer = !expired && dice.chance(0.4);
      log({
        ...(expired
          ? {
              userId: null,
              userName: "System",
              userEmail: "",
              userRole: "system",
              ipAddress: "",
              userAgent: "",
            }
          : actor(byCustomer ? b.customer : admin)),
        action: "cancel_booking",
        resource: "booking",
        resourceId: b.id,
        details: expired
          ? `Booking ${b.ref} expired unpaid after 2 hours and was cancelled`
          : `Cancelled booking ${b.ref} (${b.label})`,
        metadata: {
          bookingId: b.ref,
          kind: b.kind,
          reason: expired ? "expired" : byCustomer ? "customer" : "admin",
        },
        createdAt: b.life.cancelledAt,
      });
    }
  }
}
