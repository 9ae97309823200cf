/**
 * Bookings from the public website: flights and packages (direct); the package-only ones (direct
 * package) are in direct-packages.ts.
 */
import type { DirectFlightDetails, DirectPassenger, directBookings } from "../schema.ts";
import { AIRPORTS } from "./airlines.ts";
import type { Ctx } from "./context.ts";
import { customerContact, directLife, openAt } from "./direct-life.ts";
import { packageDetailsOf } from "./direct-packages.ts";
import type { FlightPlan } from "./flights.ts";
import { statusMix, uniqueRef } from "./lifecycle.ts";
import type { PackagePlan } from "./packages.ts";
import { birthDate, mobile, party, passportNo, personType } from "./people.ts";
import { ADMIN_NOTES, DIRECT_SOURCES, SPECIAL_REQUESTS } from "./reference.ts";
import { addDays, pkDate } from "./time.ts";

type DirectRow = typeof directBookings.$inferInsert;

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
  const packagesOnSale = packagePlans.filter((p) => p.seed.status !== "cancelled");
  kinds.forEach((kind, i) => {
    const status = statuses[i]!;
    let life = directLife(ctx, status);
    let flightsOpen = openAt(flightPlans, life.createdAt);
    let packagesOpen = openAt(packagesOnSale, life.createdAt);
    while ((kind === "flight" ? flightsOpen : packagesOpen).length === 0) {
      life = directLife(ctx, status);
      flightsOpen = openAt(flightPlans, life.createdAt);
      packagesOpen = openAt(packagesOnSale, life.createdAt);
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
        packageDetails: packageDetailsOf(pkg, price),
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
