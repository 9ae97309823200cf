/**
 * The demo's flights: each airline's share, dates over the window, fares, return legs, a couple
 * running late, and the seats left once the bookings hold theirs (`settleInventory`).
 */
import { randomUUID } from "node:crypto";
import type { flights } from "../schema.ts";
import { AIRLINES, AIRPORTS, type Airline, type Airport, legMinutes } from "./airlines.ts";
import type { Ctx } from "./context.ts";
import type { Dice } from "./random.ts";
import {
  addDays,
  atPk,
  DAY,
  formatDuration,
  HOUR,
  latest,
  localParts,
  MINUTE,
  PKT,
  pkDate,
  plus,
  round5,
  roundTo,
} from "./time.ts";

type FlightRow = typeof flights.$inferInsert & { id: string; createdAt: Date };
export type FlightPlan = {
  row: FlightRow;
  airline: Airline;
  from: Airport;
  to: Airport;
  departsAt: Date;
  delayed: boolean;
  held: number;
  touches: Date[];
};

function flightPrice(
  dice: Dice,
  airline: Airline,
  to: Airport,
  stopover: boolean,
  isReturn: boolean,
): number {
  const band: Record<string, [number, number]> = {
    JED: [78_000, 160_000],
    MED: [80_000, 165_000],
    RUH: [72_000, 140_000],
    DMM: [68_000, 130_000],
    IST: [125_000, 210_000],
    TAS: [62_000, 110_000],
  };
  const [lo, hi] = band[to] ?? [45_000, 95_000];
  let price = lo + dice.float() * (hi - lo);
  if (airline.premium) price *= 1.15;
  if (stopover) price *= 0.92 + dice.float() * 0.15;
  if (isReturn) price *= 1.55 + dice.float() * 0.2;
  return Math.min(285_000, Math.max(45_000, roundTo(price, 500)));
}

export function buildFlights(ctx: Ctx): FlightPlan[] {
  const { dice, now, start } = ctx;
  const slots = AIRLINES.flatMap((airline) => {
    const sectors = dice.shuffle(airline.sectors);
    return Array.from({ length: airline.flights }, (_, i) => ({
      airline,
      sector: sectors[i % sectors.length]!,
    }));
  });
  const ordered = dice.shuffle(slots);
  const past = 22;
  const returnIdx = new Set(dice.shuffle(ordered.map((_, i) => i)).slice(0, 15));
  const pkToday = pkDate(now);
  const plans = ordered.map(({ airline, sector }, i): FlightPlan => {
    const [from, to, no, via] = sector;
    const offset = i < past ? -dice.int(12, 410) : dice.int(2, 122);
    const departureDate = addDays(pkToday, offset);
    const departureTime = `${String(dice.int(0, 23)).padStart(2, "0")}:${String(dice.int(0, 11) * 5).padStart(2, "0")}`;
    const departsAt = atPk(departureDate, departureTime);
    const layover = via ? round5(dice.int(80, 270)) : 0;
    const minutes = via ? legMinutes(from, via) + layover + legMinutes(via, to) : legMinutes(from, to);
    const arrival = localParts(plus(departsAt, minutes * MINUTE), AIRPORTS[to].utc);
    const isReturn = returnIdx.has(i);
    const price = flightPrice(dice, airline, to, Boolean(via), isReturn);
    const createdAt = new Date(
      Math.min(
        Math.max(departsAt.getTime() - dice.int(30, 240) * DAY, start.getTime() + dice.int(0, 5) * HOUR),
        now.getTime() - DAY,
      ),
    );
    const row: FlightRow = {
      id: randomUUID(),
      airlineName: airline.name,
      flightNumber: `${airline.code} ${no}`,
      pnr: dice.code(6),
      departure: from,
      destination: to,
      departureDate,
      departureTime,
      arrivalDate: arrival.date,
      arrivalTime: arrival.time,
      duration: formatDuration(minutes),
      price,
      seatsAvailable: 0,
      defaultMeal: airline.meal,
      defaultBaggage: dice.pick(airline.baggage),
      isStopover: Boolean(via),
      stopoverLocation: via ?? null,
      stopoverLayover: via ? formatDuration(layover) : null,
      isReturnFlight: isReturn,
      status: "active",
      createdAt,
      updatedAt: createdAt,
      version: 1,
    };
    if (isReturn) {
      const stay = dice.weighted([
        [7, 1],
        [10, 1],
        [14, 3],
        [15, 3],
        [21, 2],
        [28, 1],
      ] as const);
      const retDate = addDays(departureDate, stay);
      const retTime = `${String(dice.int(0, 23)).padStart(2, "0")}:${String(dice.int(0, 11) * 5).padStart(2, "0")}`;
      const retMinutes = minutes + round5(dice.int(-15, 20));
      const retDeparts = new Date(Date.parse(`${retDate}T${retTime}:00Z`) - AIRPORTS[to].utc * HOUR);
      const retArrival = localParts(plus(retDeparts, retMinutes * MINUTE), PKT);
      Object.assign(row, {
        returnDepartureDate: retDate,
        returnDepartureTime: retTime,
        returnArrivalDate: retArrival.date,
        returnArrivalTime: retArrival.time,
        returnDuration: formatDuration(retMinutes),
      });
    }
    return { row, airline, from, to, departsAt, delayed: false, held: 0, touches: [createdAt] };
  });
  // A couple of upcoming flights are running late.
  const soon = plans.filter(
    (f) =>
      f.departsAt.getTime() > now.getTime() + 2 * DAY && f.departsAt.getTime() < now.getTime() + 25 * DAY,
  );
  for (const f of dice.shuffle(soon).slice(0, 2)) f.delayed = true;
  addDeadlines(plans, now);
  return plans;
}

/**
 * The airline's deadlines on the flights leaving in the next 6 weeks (docs/ARCHITECTURE.md §4.8):
 * names a week before the departure at 23:59, ticketing 3 days before at 17:00, Karachi time; a
 * names deadline already passed had its names sent 6 hours before it.
 */
function addDeadlines(plans: FlightPlan[], now: Date): void {
  for (const { row, departsAt } of plans) {
    const ahead = (departsAt.getTime() - now.getTime()) / DAY;
    if (ahead < 2 || ahead > 42) continue;
    row.namesDueAt = atPk(addDays(row.departureDate, -7), "23:59");
    row.ticketingDueAt = atPk(addDays(row.departureDate, -3), "17:00");
    if (row.namesDueAt < now) {
      row.namesSentAt = new Date(row.namesDueAt.getTime() - 6 * HOUR);
      row.namesSentByName = "Safar Admin";
    }
  }
}

/** What a booking keeps of the flight (the API's field names, no PNR). */
export function flightSnapshot(f: FlightRow): Record<string, unknown> {
  return {
    airlineName: f.airlineName,
    flightNumber: f.flightNumber,
    departure: f.departure,
    destination: f.destination,
    departureDate: f.departureDate,
    departureTime: f.departureTime,
    arrivalDate: f.arrivalDate,
    arrivalTime: f.arrivalTime,
    duration: f.duration,
    price: f.price,
    defaultMeal: f.defaultMeal,
    defaultBaggage: f.defaultBaggage,
    isStopover: f.isStopover,
    stopoverLocation: f.stopoverLocation ?? null,
    stopoverLayover: f.stopoverLayover ?? null,
    isReturnFlight: f.isReturnFlight,
    returnDepartureDate: f.returnDepartureDate ?? null,
    returnDepartureTime: f.returnDepartureTime ?? null,
    returnArrivalDate: f.returnArrivalDate ?? null,
    returnArrivalTime: f.returnArrivalTime ?? null,
    returnDuration: f.returnDuration ?? null,
    // Bookable flights are active; that is what the customer booked.
    status: "active",
  };
}

/** Seats left after the holds; sold-out flights are 'sold', a couple of upcoming ones 'delayed'. */
export function settleInventory(ctx: Ctx, plans: FlightPlan[]): void {
  const { dice, now } = ctx;
  const busy = plans.filter((f) => !f.delayed && f.held >= 6).sort((a, b) => b.held - a.held);
  const pastBusy = busy.filter((f) => f.departsAt < now);
  const futureBusy = busy.filter((f) => f.departsAt >= now);
  const soldOut = new Set([
    ...dice.shuffle(pastBusy.slice(0, 8)).slice(0, 3),
    ...dice.shuffle(futureBusy.slice(0, 10)).slice(0, 4),
  ]);
  for (const f of plans) {
    const left = soldOut.has(f)
      ? 0
      : f.delayed
        ? dice.int(4, 30)
        : f.departsAt < now
          ? dice.int(1, 20)
          : dice.int(1, 45);
    f.row.seatsAvailable = left;
    f.row.status = left === 0 ? "sold" : f.delayed ? "delayed" : "active";
    if (f.delayed) f.touches.push(plus(now, -dice.int(1, 10) * HOUR));
    f.row.updatedAt = latest(...f.touches);
    f.row.version = f.touches.length;
  }
}
