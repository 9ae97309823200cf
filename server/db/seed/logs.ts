/**
 * The activity log that goes with the demo: sign-ins and sign-outs, failed sign-ins and the alerts
 * they raise, bookings with their approvals and cancellations, and the admin's inventory work.
 */
import { randomUUID } from "node:crypto";
import type { activityLogs } from "../schema.ts";
import { AIRLINES } from "./airlines.ts";
import type { Ctx } from "./context.ts";
import type { FlightPlan } from "./flights.ts";
import type { BookingFact } from "./lifecycle.ts";
import type { PackagePlan } from "./packages.ts";
import { randomIp } from "./people.ts";
import { USER_AGENTS } from "./reference.ts";
import { DAY, HOUR, latest, MINUTE, plus } from "./time.ts";
import type { Account } from "./users.ts";

type LogRow = typeof activityLogs.$inferInsert;

export function buildLogs(
  ctx: Ctx,
  who: { admin: Account; customers: Account[]; all: Account[] },
  flightPlans: FlightPlan[],
  packagePlans: PackagePlan[],
  bookings: BookingFact[],
): LogRow[] {
  const { dice, now, start } = ctx;
  const logs: LogRow[] = [];
  const as = (c: Account) => ({
    userId: c.row.id,
    userName: c.row.name,
    userEmail: c.row.email,
    userRole: c.row.role ?? "customer",
    ipAddress: c.ip,
    userAgent: c.agent,
  });
  const log = (entry: Omit<LogRow, "status"> & { status?: LogRow["status"] }) =>
    logs.push({ status: "success", ...entry });
  const admin = who.admin;
  const active = [admin, ...who.customers];
  const when = (c: Account) => dice.between(latest(c.approvedAt, start), plus(now, -MINUTE));

  // Sign-ins and sign-outs: a steady trickle, and today's desk (the admin and the demo customers).
  for (let i = 0; i < 140; i++) {
    const c =
      i < 20
        ? dice.pick([admin, admin, ...who.customers.filter((x) => x.weight > 1)])
        : dice.weighted(active.map((x) => [x, x === admin ? 4 : x.weight] as const));
    const at = i < 20 ? plus(now, -dice.int(3, 20 * 60) * MINUTE) : when(c);
    log({
      ...as(c),
      action: "login",
      resource: "auth",
      resourceId: c.row.id,
      details: `${c.row.name} signed in`,
      metadata: {},
      createdAt: at,
    });
    const out = plus(at, dice.int(5, 240) * MINUTE);
    // Half the sessions end with an explicit sign-out (the rest time out or are still open).
    if (i % 2 === 0 && out < now) {
      log({
        ...as(c),
        action: "logout",
        resource: "auth",
        resourceId: c.row.id,
        details: `${c.row.name} signed out`,
        metadata: {},
        createdAt: out,
      });
    }
  }
  // Failed sign-ins (wrong password or unknown e-mail), and the alerts repeated failures raise.
  const guests = [
    "ali.raza77@gmail.com",
    "info@hajjumrahpk.com",
    "test@test.com",
    "admin@safar.com",
    "sales@travelhub.pk",
  ];
  for (let i = 0; i < 40; i++) {
    const known = dice.chance(0.6) ? dice.pick(who.all) : undefined;
    const email = known ? known.row.email : dice.pick(guests);
    const at = dice.between(start, plus(now, -MINUTE));
    const actor = known
      ? as(known)
      : {
          userId: null,
          userName: "",
          userEmail: email,
          userRole: "guest",
          ipAddress: randomIp(dice),
          userAgent: dice.pick(USER_AGENTS),
        };
    log({
      ...actor,
      action: "login",
      resource: "auth",
      resourceId: known ? known.row.id : null,
      details: "Invalid email or password",
      status: "error",
      metadata: { email, reason: known ? "wrong_password" : "unknown_email" },
      createdAt: at,
    });
  }
  for (let i = 0; i < 6; i++) {
    const email = dice.pick([...guests, "admin@safar.pk"]);
    const ip = randomIp(dice);
    const failures = dice.int(5, 12);
    log({
      userId: null,
      userName: "",
      userEmail: email,
      userRole: "guest",
      ipAddress: ip,
      userAgent: dice.pick(USER_AGENTS),
      action: "security_alert",
      resource: "auth",
      resourceId: null,
      details: `${failures} failed sign-in attempts for ${email} within 15 minutes`,
      status: "warning",
      metadata: { email, failures, windowMinutes: 15, ip },
      createdAt: dice.between(start, plus(now, -HOUR)),
    });
  }

  // Bookings: every one made today, and a sample of the rest with their approvals and cancellations.
  const recent = bookings.filter((b) => b.life.status === "pending");
  const older = dice
    .shuffle(bookings.filter((b) => b.life.status !== "pending"))
    .slice(0, 130 - recent.length);
  for (const b of [...recent, ...older]) {
    const meta = { bookingId: b.ref, kind: b.kind, passengers: b.count, totalAmount: b.amount };
    const noun = b.kind === "flight" ? "passenger" : "participant";
    log({
      ...as(b.customer),
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
        ...as(admin),
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
          : as(byCustomer ? b.customer : admin)),
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

  // Inventory work by the admin.
  for (const f of flightPlans) {
    const r = f.row;
    log({
      ...as(admin),
      action: "create_flight",
      resource: "flight",
      resourceId: r.id,
      details: `Created flight ${r.flightNumber} ${r.departure} → ${r.destination} on ${r.departureDate}`,
      metadata: { flightNumber: r.flightNumber, price: r.price },
      createdAt: r.createdAt,
    });
  }
  for (const f of dice.shuffle(flightPlans).slice(0, 15)) {
    const r = f.row;
    const change = f.delayed
      ? "status delayed"
      : dice.pick(["price", "departure time", "baggage allowance", "seats"]);
    const at = f.delayed
      ? r.updatedAt!
      : dice.between(
          r.createdAt,
          latest(r.createdAt, new Date(Math.min(f.departsAt.getTime(), now.getTime() - HOUR))),
        );
    log({
      ...as(admin),
      action: "update_flight",
      resource: "flight",
      resourceId: r.id,
      details: `Updated flight ${r.flightNumber}: ${change}`,
      metadata: { flightNumber: r.flightNumber, changed: change },
      createdAt: at,
    });
  }
  for (let i = 0; i < 4; i++) {
    const airline = dice.pick(AIRLINES);
    const [from, to, no] = dice.pick(airline.sectors);
    log({
      ...as(admin),
      action: "delete_flight",
      resource: "flight",
      resourceId: randomUUID(),
      details: `Deleted flight ${airline.code} ${no} ${from} → ${to}`,
      metadata: { flightNumber: `${airline.code} ${no}` },
      createdAt: dice.between(start, plus(now, -DAY)),
    });
  }
  for (const p of packagePlans) {
    log({
      ...as(admin),
      action: "create_package",
      resource: "package",
      resourceId: p.row.id,
      details: `Created package ${p.row.name}`,
      metadata: { type: p.row.type, price: p.row.price },
      createdAt: p.row.createdAt,
    });
  }
  for (const c of who.all) {
    if (c.seed.role !== "customer" || c.seed.status === "pending") continue;
    log({
      ...as(admin),
      action: "approve_user",
      resource: "user",
      resourceId: c.row.id,
      details: `Approved ${c.row.name} (${c.row.email})`,
      metadata: { before: { isApproved: false }, after: { isApproved: true } },
      createdAt: c.approvedAt,
    });
    if (c.seed.status === "blocked") {
      log({
        ...as(admin),
        action: "block_user",
        resource: "user",
        resourceId: c.row.id,
        details: `Blocked ${c.row.name} (${c.row.email})`,
        metadata: { before: { isBlocked: false }, after: { isBlocked: true } },
        createdAt: c.row.updatedAt!,
      });
    }
  }
  return logs.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}
