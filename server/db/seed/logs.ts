/**
 * The activity log that goes with the demo: sign-ins and sign-outs, failed sign-ins and the alerts
 * they raise, bookings with their approvals and cancellations, and the admin's inventory work.
 */
import { accountLogs } from "./account-logs.ts";
import { bookingLogs } from "./booking-logs.ts";
import type { Ctx } from "./context.ts";
import { failedSignInLogs } from "./failed-sign-in-logs.ts";
import type { FlightPlan } from "./flights.ts";
import { inventoryLogs } from "./inventory-logs.ts";
import type { BookingFact } from "./lifecycle.ts";
import type { Log, LogRow } from "./log-writer.ts";
import type { PackagePlan } from "./packages.ts";
import { signInLogs } from "./sign-in-logs.ts";
import type { Account } from "./users.ts";

/** The whole log, oldest first; the parts draw on the dice in this order, so the demo stays the same. */
export function buildLogs(
  ctx: Ctx,
  who: { admin: Account; customers: Account[]; all: Account[] },
  flightPlans: FlightPlan[],
  packagePlans: PackagePlan[],
  bookings: BookingFact[],
): LogRow[] {
  const logs: LogRow[] = [];
  const log: Log = (entry) => logs.push({ status: "success", ...entry });
  signInLogs(ctx, log, who.admin, who.customers);
  failedSignInLogs(ctx, log, who.all);
  bookingLogs(ctx, log, who.admin, bookings);
  inventoryLogs(ctx, log, who.admin, flightPlans, packagePlans);
  accountLogs(log, who.admin, who.all);
  return logs.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}
