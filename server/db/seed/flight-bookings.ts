/** The customers' flight bookings with their passengers; the flights' seats settle afterwards. */
import { randomUUID } from "node:crypto";
import { DEFAULT_LIMITS } from "../../config.ts";
import type { flightBookingPassengers, flightBookings } from "../schema.ts";
import type { Ctx } from "./context.ts";
import { type FlightPlan, flightSnapshot, settleInventory } from "./flights.ts";
import {
  type BookingFact,
  lifecycle,
  pastInstant,
  recentInstant,
  statusMix,
  uniqueRef,
} from "./lifecycle.ts";
import { birthDate, mobile, party, passportNo, personType } from "./people.ts";
import { addDays, DAY, HOUR, pkDate } from "./time.ts";
import { type Account, PendingHolds, pickCustomer } from "./users.ts";

type FlightBookingRow = typeof flightBookings.$inferInsert & {
  id: string;
  bookingId: string;
  createdAt: Date;
};
type PassengerRow = typeof flightBookingPassengers.$inferInsert;

export function buildFlightBookings(ctx: Ctx, plans: FlightPlan[], customers: Account[], refs: Set<string>) {
  const { dice, now } = ctx;
  const rows: FlightBookingRow[] = [];
  const passengers: PassengerRow[] = [];
  const facts: BookingFact[] = [];
  const statuses = statusMix(dice, 400, { pending: 0.15, cancelled: 0.25 });
  const holds = new PendingHolds(DEFAULT_LIMITS.maxHeldSeatsPerCustomer);
  // The three demo customers each have a booking waiting for approval.
  const demo = customers.filter((c) => c.weight > 1);
  let pendingSeen = 0;
  for (const status of statuses) {
    let createdAt: Date;
    let candidates: FlightPlan[];
    let customer: Account | undefined;
    for (;;) {
      createdAt = status === "pending" ? recentInstant(ctx) : pastInstant(ctx);
      const t = createdAt.getTime();
      candidates = plans.filter(
        (f) =>
          f.row.createdAt.getTime() <= t &&
          f.departsAt.getTime() - 12 * HOUR > t &&
          (status !== "pending" || (!f.delayed && f.departsAt.getTime() > now.getTime() + DAY)),
      );
      customer =
        status === "pending" && pendingSeen < demo.length
          ? demo[pendingSeen]
          : pickCustomer(dice, customers, createdAt);
      if (candidates.length > 0 && customer) break;
    }
    if (status === "pending") pendingSeen++;
    const plan = dice.pick(candidates);
    const f = plan.row;
    const size = dice.weighted([
      [1, 20],
      [2, 30],
      [3, 18],
      [4, 16],
      [5, 9],
      [6, 7],
    ] as const);
    if (status === "pending") customer = holds.assign(customer, size, customers, createdAt);
    const life = lifecycle(ctx, status, createdAt);
    const id = randomUUID();
    const ref = uniqueRef(refs, "SF");
    const price = f.price ?? 0;
    if (status !== "cancelled") plan.held += size;
    plan.touches.push(createdAt);
    if (life.cancelledAt) plan.touches.push(life.cancelledAt);
    rows.push({
      id,
      bookingId: ref,
      userId: customer.row.id,
      flightId: f.id,
      flightSnapshot: flightSnapshot(f),
      status,
      passengerCount: size,
      pricePerPassenger: price,
      totalAmount: price * size,
      expiresAt: life.expiresAt,
      paymentMethod: life.paymentMethod,
      paymentReference: life.paymentReference,
      paymentClaimedAt: life.paymentClaimedAt,
      approvedAt: life.approvedAt,
      cancelledAt: life.cancelledAt,
      cancelReason: life.cancelReason,
      createdAt,
      updatedAt: life.updatedAt,
      version: life.version,
    });
    party(dice, size).forEach(({ p, age }, position) => {
      const first = p.first.toUpperCase();
      const last = p.last.toUpperCase();
      passengers.push({
        bookingId: id,
        position,
        personType: personType(age, p, dice),
        firstName: first,
        lastName: last,
        name: `${first} ${last}`,
        passport: passportNo(dice),
        passportExpiry: addDays(pkDate(now), dice.int(240, 9 * 365)),
        ageType: age,
        dateOfBirth: birthDate(dice, age, f.departureDate),
        nationality: "PAKISTAN",
        contactNumber: position === 0 ? mobile(dice) : customer.row.mobileNumber!,
      });
    });
    facts.push({
      id,
      ref,
      customer,
      life,
      count: size,
      amount: price * size,
      label: `${f.flightNumber} ${f.departure} → ${f.destination}`,
      kind: "flight",
    });
  }
  settleInventory(ctx, plans);
  return { rows, passengers, facts };
}
