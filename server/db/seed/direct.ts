/** Bookings from the public website: flights and packages (direct) and package-only (direct package). */
import type {
  DirectFlightDetails,
  DirectPackageDetails,
  DirectPackagePassenger,
  DirectPassenger,
  directBookings,
  directPackageBookings,
} from "../schema.ts";
import { AIRPORTS } from "./airlines.ts";
import type { Ctx, Status } from "./context.ts";
import type { FlightPlan } from "./flights.ts";
import { pastInstant, statusMix, uniqueRef } from "./lifecycle.ts";
import type { PackagePlan } from "./packages.ts";
import { birthDate, mobile, party, passportNo, person, personalEmail, personType } from "./people.ts";
import type { Dice } from "./random.ts";
import { ADMIN_NOTES, DIRECT_SOURCES, SPECIAL_REQUESTS } from "./reference.ts";
import { addDays, DAY, MINUTE, pkDate, plus } from "./time.ts";

type DirectRow = typeof directBookings.$inferInsert;
type DirectPackageRow = typeof directPackageBookings.$inferInsert;

/** A website booking's status and times: pending ones are recent (the desk works through them). */
export function directLife(ctx: Ctx, status: Status): { createdAt: Date; updatedAt: Date; version: number } {
  const { dice, now } = ctx;
  const createdAt = status === "pending" ? plus(now, -dice.int(30, 14 * 24 * 60) * MINUTE) : pastInstant(ctx);
  if (status === "pending") return { createdAt, updatedAt: createdAt, version: 1 };
  const updatedAt = new Date(
    Math.min(plus(createdAt, dice.int(20, 36 * 60) * MINUTE).getTime(), now.getTime() - MINUTE),
  );
  return { createdAt, updatedAt, version: 2 };
}

export function customerContact(dice: Dice) {
  const p = person(dice);
  return { p, name: `${p.first} ${p.last}`, email: personalEmail(dice, p), phone: mobile(dice) };
}

export function buildDirectBookings(
  ctx: Ctx,
  flightPlans: FlightPlan[],
  packagePlans: PackagePlan[],
  refs: Set<string>,
): DirectRow[] {
  const { dice } = ctx;
  const rows: DirectRow[] = [];
  const kinds = dice.shuffle([
    ...Array<"flight">(80).fill("flight"),
    ...Array<"package">(20).fill("package"),
  ]);
  const statuses = statusMix(dice, kinds.length, { pending: 0.2, cancelled: 0.25 });
  kinds.forEach((kind, i) => {
    const status = statuses[i]!;
    let life = directLife(ctx, status);
    const within = <T extends { row: { createdAt: Date }; departsAt: Date }>(list: T[]) =>
      list.filter(
        (x) => x.row.createdAt <= life.createdAt && x.departsAt.getTime() - DAY > life.createdAt.getTime(),
      );
    let flightsOpen = within(flightPlans);
    let packagesOpen = within(packagePlans.filter((p) => p.seed.status !== "cancelled"));
    while ((kind === "flight" ? flightsOpen : packagesOpen).length === 0) {
      life = directLife(ctx, status);
      flightsOpen = within(flightPlans);
      packagesOpen = within(packagePlans.filter((p) => p.seed.status !== "cancelled"));
    }
    const contact = customerContact(dice);
    const size = dice.weighted([
      [1, 30],
      [2, 30],
      [3, 15],
      [4, 15],
      [5, 6],
      [6, 4],
    ] as const);
    const travellers = party(dice, size);
    const base = {
      bookingId: uniqueRef(refs, "WB"),
      bookingType: kind,
      status,
      source: dice.weighted(DIRECT_SOURCES),
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      specialRequests: dice.chance(0.25) ? dice.pick(SPECIAL_REQUESTS) : null,
      notes: status !== "pending" && dice.chance(0.35) ? dice.pick(ADMIN_NOTES) : null,
      passengerCount: size,
      ...life,
    };
    if (kind === "flight") {
      const plan = dice.pick(flightsOpen);
      const f = plan.row;
      const price = f.price ?? 0;
      const details: DirectFlightDetails = {
        flightNumber: f.flightNumber,
        airline: f.airlineName,
        departure: { city: AIRPORTS[plan.from].city },
        arrival: { city: AIRPORTS[plan.to].city },
        departureDate: f.departureDate,
        departureTime: f.departureTime,
        arrivalDate: f.arrivalDate,
        arrivalTime: f.arrivalTime,
        pnr: f.pnr,
        meal: f.defaultMeal,
        baggage: f.defaultBaggage,
      };
      const passengerDetails: DirectPassenger[] = travellers.map(({ p, age }, j) => {
        const firstName = p.first.toUpperCase();
        const lastName = p.last.toUpperCase();
        return {
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          personType: personType(age, p, dice),
          passport: passportNo(dice),
          passportExpiry: addDays(pkDate(ctx.now), dice.int(240, 9 * 365)),
          ageType: age,
          dateOfBirth: birthDate(dice, age, f.departureDate),
          nationality: "PAKISTAN",
          contactNumber: j === 0 ? contact.phone : mobile(dice),
        };
      });
      rows.push({
        ...base,
        pricePerPassenger: price,
        totalAmount: price * size,
        destination: AIRPORTS[plan.to].city,
        flightDetails: details,
        packageDetails: null,
        passengerDetails,
      });
    } else {
      const plan = dice.pick(packagesOpen);
      const pkg = plan.row;
      const price = pkg.price ?? 0;
      rows.push({
        ...base,
        pricePerPassenger: price,
        totalAmount: price * size,
        destination: pkg.destination,
        flightDetails: null,
        packageDetails: {
          name: pkg.name,
          destination: pkg.destination,
          duration: pkg.duration,
          departureDate: pkg.departureDate,
          returnDate: pkg.returnDate,
          price,
        },
        passengerDetails: travellers.map(({ p, age }) => {
          const firstName = p.first.toUpperCase();
          const lastName = p.last.toUpperCase();
          return {
            name: `${firstName} ${lastName}`,
            firstName,
            lastName,
            passport: passportNo(dice),
            ageType: age,
            nationality: "PAKISTAN",
          };
        }),
      });
    }
  });
  return rows;
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
    let candidates = open.filter(
      (p) => p.row.createdAt <= life.createdAt && p.departsAt.getTime() - DAY > life.createdAt.getTime(),
    );
    while (candidates.length === 0) {
      life = directLife(ctx, status);
      candidates = open.filter(
        (p) => p.row.createdAt <= life.createdAt && p.departsAt.getTime() - DAY > life.createdAt.getTime(),
      );
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
    const packageDetails: DirectPackageDetails = {
      name: pkg.name,
      destination: pkg.destination,
      duration: pkg.duration,
      departureDate: pkg.departureDate,
      returnDate: pkg.returnDate,
      price,
    };
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
      packageDetails,
      passengerDetails,
      specialRequests: dice.chance(0.25) ? dice.pick(SPECIAL_REQUESTS) : null,
      notes: status !== "pending" && dice.chance(0.35) ? dice.pick(ADMIN_NOTES) : null,
      ...life,
    };
  });
}
