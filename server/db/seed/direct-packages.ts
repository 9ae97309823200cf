// The demo's package-only bookings from the public website (direct package bookings).
import type {
  DirectPackageDetails,
  DirectPackagePassenger,
  directPackageBookings,
  packages,
} from "../schema.ts";
import type { Ctx } from "./context.ts";
import { customerContact, directLife, openAt } from "./direct-life.ts";
import { statusMix, uniqueRef } from "./lifecycle.ts";
import type { PackagePlan } from "./packages.ts";
import { party, passportNo } from "./people.ts";
import { ADMIN_NOTES, DIRECT_SOURCES, SPECIAL_REQUESTS } from "./reference.ts";

type DirectPackageRow = typeof directPackageBookings.$inferInsert;

/** What a website booking keeps of the package it booked. */
export function packageDetailsOf(pkg: typeof packages.$inferInsert, price: number): DirectPackageDetails {
  return {
    name: pkg.name,
    destination: pkg.destination,
    duration: pkg.duration,
    departureDate: pkg.departureDate,
    returnDate: pkg.returnDate,
    price,
  };
}

export function buildDirectPackageBookings(
  ctx: Ctx,
  packagePlans: PackagePlan[],
  refs: Set<string>,
): DirectPackageRow[] {
  const { dice } = ctx;
  const open = packagePlans.filter((p) => p.seed.status !== "cancelled");
  return statusMix(dice, 40, { pending: 0.2, cancelled: 0.25 }).map((status): DirectPackageRow => {
    let life = directLife(ctx, status);
    let candidates = openAt(open, life.createdAt);
    while (candidates.length === 0) {
      life = directLife(ctx, status);
      candidates = openAt(open, life.createdAt);
    }
    const pkg = dice.pick(candidates).row;
    const contact = customerContact(dice);
    const size = dice.weighted([
      [1, 20],
      [2, 35],
      [3, 15],
      [4, 20],
      [5, 10],
    ] as const);
    const price = pkg.price ?? 0;
    const passengerDetails: DirectPackagePassenger[] = party(dice, size).map(({ p, age }) => ({
      firstName: p.first.toUpperCase(),
      lastName: p.last.toUpperCase(),
      passport: passportNo(dice),
      ageType: age,
    }));
    return {
      bookingId: uniqueRef(refs, "WP"),
      status,
      source: dice.weighted(DIRECT_SOURCES),
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      totalAmount: price * size,
      packageDetails: packageDetailsOf(pkg, price),
      passengerDetails,
      specialRequests: dice.chance(0.25) ? dice.pick(SPECIAL_REQUESTS) : null,
      notes: status !== "pending" && dice.chance(0.35) ? dice.pick(ADMIN_NOTES) : null,
      ...life,
    };
  });
}
