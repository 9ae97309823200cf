/** The demo's packages and the customers' package bookings, a sold-out and a cancelled package among them. */
import { randomUUID } from "node:crypto";
import { DEFAULT_LIMITS } from "../../config.ts";
import type { PackagePassenger, packageBookings, packages } from "../schema.ts";
import type { Ctx, PackageSeed, Status } from "./context.ts";
import {
  type BookingFact,
  lifecycle,
  pastInstant,
  recentInstant,
  statusMix,
  uniqueRef,
} from "./lifecycle.ts";
import { party, passportNo } from "./people.ts";
import { addDays, atPk, DAY, HOUR, latest, pkDate, plus } from "./time.ts";
import { TOUR_PACKAGES } from "./tour-packages.ts";
import { UMRAH_PACKAGES } from "./umrah-packages.ts";
import { type Account, PendingHolds, pickCustomer } from "./users.ts";

const PACKAGES: readonly PackageSeed[] = [...UMRAH_PACKAGES, ...TOUR_PACKAGES];

type PackageRow = typeof packages.$inferInsert & { id: string; createdAt: Date };
export type PackagePlan = {
  row: PackageRow;
  seed: PackageSeed;
  departsAt: Date;
  held: number;
  touches: Date[];
};

export function buildPackages(ctx: Ctx): PackagePlan[] {
  const { dice, now, start } = ctx;
  const today = pkDate(now);
  return PACKAGES.map((seed): PackagePlan => {
    const departureDate = addDays(today, seed.departsIn);
    const departsAt = atPk(departureDate, "06:00");
    const createdAt = new Date(
      Math.min(
        Math.max(departsAt.getTime() - dice.int(150, 300) * DAY, start.getTime() + dice.int(1, 12) * HOUR),
        now.getTime() - 20 * DAY,
      ),
    );
    const row: PackageRow = {
      id: randomUUID(),
      name: seed.name,
      type: seed.type,
      destination: seed.destination,
      duration: `${seed.days} days ${seed.days - 1} nights`,
      departureDate,
      returnDate: addDays(departureDate, seed.days - 1),
      price: seed.price,
      maxParticipants: seed.maxParticipants,
      currentParticipants: 0,
      description: seed.description,
      itinerary: seed.itinerary,
      inclusions: seed.inclusions,
      exclusions: seed.exclusions,
      status: seed.status,
      createdAt,
      updatedAt: createdAt,
      version: 1,
    };
    return { row, seed, departsAt, held: 0, touches: [createdAt] };
  });
}

function packageSnapshot(p: PackageRow): Record<string, unknown> {
  return {
    name: p.name,
    type: p.type,
    destination: p.destination,
    duration: p.duration,
    departureDate: p.departureDate,
    returnDate: p.returnDate,
    price: p.price,
    description: p.description,
    itinerary: p.itinerary,
    inclusions: p.inclusions,
    exclusions: p.exclusions,
    status: "active",
  };
}

type PackageBookingRow = typeof packageBookings.$inferInsert & {
  id: string;
  bookingId: string;
  createdAt: Date;
};

export function buildPackageBookings(
  ctx: Ctx,
  plans: PackagePlan[],
  customers: Account[],
  refs: Set<string>,
) {
  const { dice, now } = ctx;
  const rows: PackageBookingRow[] = [];
  const facts: BookingFact[] = [];
  const add = (plan: PackagePlan, status: Status, createdAt: Date, customer: Account, size: number) => {
    const life = lifecycle(ctx, status, createdAt);
    const id = randomUUID();
    const ref = uniqueRef(refs, "PK");
    const price = plan.row.price ?? 0;
    if (status !== "cancelled") plan.held += size;
    plan.touches.push(createdAt);
    if (life.cancelledAt) plan.touches.push(life.cancelledAt);
    const participants: PackagePassenger[] = party(dice, size).map(({ p }) => {
      const firstName = p.first.toUpperCase();
      const lastName = p.last.toUpperCase();
      return { name: `${firstName} ${lastName}`, passport: passportNo(dice), firstName, lastName };
    });
    rows.push({
      id,
      bookingId: ref,
      userId: customer.row.id,
      packageId: plan.row.id,
      packageSnapshot: packageSnapshot(plan.row),
      passengers: participants,
      status,
      participantCount: size,
      pricePerPerson: price,
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
    facts.push({
      id,
      ref,
      customer,
      life,
      count: size,
      amount: price * size,
      label: plan.row.name,
      kind: "package",
    });
  };

  const room = (p: PackagePlan) => (p.row.maxParticipants ?? 0) - p.held;
  const sold = plans.filter((p) => p.seed.status === "sold");
  // Pending bookings first: they need room on an upcoming package, the others may find it full.
  const statuses = statusMix(dice, 140, { pending: 0.15, cancelled: 0.25 }).sort(
    (a, b) => Number(b === "pending") - Number(a === "pending"),
  );
  // The cancelled package's bookings were all cancelled with it; a few are generated for it first.
  const cancelledPkg = plans.find((p) => p.seed.status === "cancelled");
  let demoPending = 0;
  const demo = customers.filter((c) => c.weight > 1);
  const holds = new PendingHolds(DEFAULT_LIMITS.maxHeldPlacesPerCustomer);
  for (let status of statuses) {
    for (let attempt = 0; ; attempt++) {
      const createdAt = status === "pending" ? recentInstant(ctx) : pastInstant(ctx);
      const t = createdAt.getTime();
      const size = dice.weighted([
        [1, 15],
        [2, 35],
        [3, 20],
        [4, 20],
        [5, 10],
      ] as const);
      const candidates = plans.filter(
        (p) =>
          p.row.createdAt.getTime() <= t &&
          p.departsAt.getTime() - 3 * DAY > t &&
          !sold.includes(p) &&
          // Only the sold-out package is full: the others keep at least one place.
          (status === "cancelled" || (p.seed.status === "active" && room(p) > size)),
      );
      const customer =
        status === "pending" && demoPending < demo.length
          ? demo[demoPending]
          : pickCustomer(dice, customers, createdAt);
      if (candidates.length === 0 || !customer) {
        // Nothing has room at this moment: the attempt becomes a cancelled booking after a while.
        if (attempt > 40) status = "cancelled";
        continue;
      }
      if (status === "pending") demoPending++;
      const holder = status === "pending" ? holds.assign(customer, size, customers, createdAt) : customer;
      add(dice.pick(candidates), status, createdAt, holder, size);
      break;
    }
  }
  if (cancelledPkg) {
    for (let i = 0; i < 4; i++) {
      const at = dice.between(cancelledPkg.row.createdAt, plus(now, -3 * DAY));
      const customer = pickCustomer(dice, customers, at);
      if (customer) add(cancelledPkg, "cancelled", at, customer, dice.int(1, 4));
    }
    cancelledPkg.touches.push(plus(now, -2 * DAY));
  }
  // The sold-out package: approved bookings up to the last place.
  for (const plan of sold) {
    while (room(plan) > 0) {
      const at = dice.between(plan.row.createdAt, plus(now, -3 * HOUR));
      const customer = pickCustomer(dice, customers, at);
      if (!customer) continue;
      add(plan, "approved", at, customer, Math.min(room(plan), dice.int(2, 5)));
    }
  }
  for (const p of plans) {
    p.row.currentParticipants = p.held;
    p.row.updatedAt = latest(...p.touches);
    p.row.version = p.touches.length;
  }
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { rows, facts };
}
