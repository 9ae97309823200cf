/** GDS bookings: single flights and multi-city itineraries, in rupees and foreign currencies. */
import { randomUUID } from "node:crypto";
import type { GdsFlightDetails, gdsBookings, gdsPassengers, gdsSegments } from "../schema.ts";
import { AIRPORTS, type Airport, legMinutes } from "./airlines.ts";
import type { Ctx } from "./context.ts";
import { customerContact, directLife } from "./direct-life.ts";
import { statusMix } from "./lifecycle.ts";
import { birthDate, party, passportNo } from "./people.ts";
import type { Dice } from "./random.ts";
import { addDays, atPk, DAY, HOUR, localIso, MINUTE, pkDate, plus, roundTo } from "./time.ts";

/** [from, to, airline name, flight number, aircraft, stops] and, in a multi-city trip, days after the previous leg. */
type GdsLeg = readonly [Airport, Airport, string, string, string, number, number?];

// biome-ignore format: a data table reads best one row per line
const GDS_SINGLE: readonly GdsLeg[] = [
  ["LHE", "JED", "Saudia", "SV 739", "333", 0],
  ["KHI", "JED", "Pakistan International Airlines", "PK 761", "320", 0],
  ["ISB", "LHR", "Pakistan International Airlines", "PK 785", "77W", 0],
  ["LHE", "DXB", "Emirates", "EK 623", "77W", 0],
  ["ISB", "DOH", "Qatar Airways", "QR 633", "789", 0],
  ["KHI", "IST", "Turkish Airlines", "TK 709", "333", 0],
  ["ISB", "IST", "Turkish Airlines", "TK 711", "77W", 0],
  ["LHE", "AUH", "Etihad Airways", "EY 242", "789", 0],
  ["MUX", "JED", "Flynas", "XY 642", "320", 0],
  ["PEW", "DXB", "Flydubai", "FZ 376", "7M8", 0],
  ["SKT", "JED", "Air Sial", "PF 716", "320", 0],
  ["KHI", "MCT", "Oman Air", "WY 324", "738", 0],
  ["LHE", "TAS", "Uzbekistan Airways", "HY 764", "320", 0],
  ["ISB", "MED", "Serene Air", "ER 807", "332", 0],
  ["KHI", "SHJ", "Air Arabia", "G9 541", "320", 0],
];

// biome-ignore format: a data table reads best one row per line
const GDS_MULTI: readonly (readonly GdsLeg[])[] = [
  [["KHI", "JED", "Saudia", "SV 701", "333", 0], ["MED", "KHI", "Saudia", "SV 706", "333", 0, 14]],
  [["LHE", "DXB", "Emirates", "EK 623", "77W", 0], ["DXB", "IST", "Emirates", "EK 121", "77W", 0, 3], ["IST", "LHE", "Turkish Airlines", "TK 714", "333", 0, 6]],
  [["ISB", "DOH", "Qatar Airways", "QR 633", "789", 0], ["DOH", "LHR", "Qatar Airways", "QR 15", "359", 0, 0], ["LHR", "ISB", "Pakistan International Airlines", "PK 786", "77W", 0, 21]],
  [["LHE", "IST", "Turkish Airlines", "TK 715", "333", 0], ["IST", "GYD", "Turkish Airlines", "TK 334", "321", 0, 4], ["GYD", "IST", "Turkish Airlines", "TK 335", "321", 0, 4], ["IST", "LHE", "Turkish Airlines", "TK 714", "333", 0, 2]],
  [["KHI", "DXB", "Flydubai", "FZ 334", "7M8", 0], ["DXB", "KUL", "Emirates", "EK 346", "77W", 0, 2], ["KUL", "DXB", "Emirates", "EK 347", "77W", 0, 7], ["DXB", "KHI", "Emirates", "EK 602", "77W", 0, 0]],
  [["ISB", "JED", "Pakistan International Airlines", "PK 741", "77W", 0], ["JED", "MED", "Saudia", "SV 1430", "320", 0, 9], ["MED", "ISB", "Pakistan International Airlines", "PK 744", "77W", 0, 6]],
  [["LHE", "AUH", "Etihad Airways", "EY 242", "789", 0], ["AUH", "MAN", "Etihad Airways", "EY 15", "789", 0, 0], ["MAN", "AUH", "Etihad Airways", "EY 16", "789", 0, 18], ["AUH", "LHE", "Etihad Airways", "EY 243", "320", 0, 0]],
  [["ISB", "TAS", "Uzbekistan Airways", "HY 784", "320", 0], ["TAS", "IST", "Uzbekistan Airways", "HY 271", "787", 0, 3], ["IST", "ISB", "Turkish Airlines", "TK 710", "333", 0, 5]],
  [["KHI", "MCT", "Oman Air", "WY 324", "738", 0], ["MCT", "JED", "Oman Air", "WY 681", "789", 0, 0], ["JED", "MCT", "Oman Air", "WY 682", "789", 0, 15], ["MCT", "KHI", "Oman Air", "WY 325", "738", 0, 0]],
  [["LHE", "DOH", "Qatar Airways", "QR 629", "320", 0], ["DOH", "BKK", "Qatar Airways", "QR 830", "359", 0, 0], ["BKK", "DOH", "Qatar Airways", "QR 831", "359", 0, 8], ["DOH", "LHE", "Qatar Airways", "QR 628", "320", 0, 0]],
  [["PEW", "DXB", "Emirates", "EK 637", "77W", 0], ["DXB", "JED", "Emirates", "EK 803", "77W", 1, 0]],
  [["MUX", "SHJ", "Air Arabia", "G9 591", "320", 0], ["SHJ", "RUH", "Air Arabia", "G9 143", "320", 0, 5]],
];

/** Approximate rupee fare of one leg, for one adult. */
function legFare(dice: Dice, from: Airport, to: Airport): number {
  return roundTo(12_000 + legMinutes(from, to) * (150 + dice.float() * 80), 100);
}

const CURRENCY_RATES = { PKR: 1, USD: 280, SAR: 75, AED: 76 } as const;

type GdsRow = typeof gdsBookings.$inferInsert & { id: string };
type GdsSegmentRow = typeof gdsSegments.$inferInsert;
type GdsPassengerRow = typeof gdsPassengers.$inferInsert;

export function buildGds(ctx: Ctx, takenLocators: Set<string>) {
  const { dice, now } = ctx;
  const bookings: GdsRow[] = [];
  const segments: GdsSegmentRow[] = [];
  const passengers: GdsPassengerRow[] = [];
  const statuses = statusMix(dice, 40, { pending: 0.2, cancelled: 0.25 });
  const multi = new Set(dice.shuffle(statuses.map((_, i) => i)).slice(0, GDS_MULTI.length));
  const multiTrips = dice.shuffle(GDS_MULTI);
  statuses.forEach((status, i) => {
    const life = directLife(ctx, status);
    const legs = multi.has(i) ? multiTrips.pop()! : [dice.pick(GDS_SINGLE)];
    const id = randomUUID();
    let locator = dice.code(6, "ABCDEFGHJKLMNPQRSTUVWXYZ");
    while (takenLocators.has(locator)) locator = dice.code(6, "ABCDEFGHJKLMNPQRSTUVWXYZ");
    takenLocators.add(locator);
    const currency = dice.weighted([
      ["PKR", 30],
      ["USD", 4],
      ["SAR", 3],
      ["AED", 3],
    ] as const);
    const rate = CURRENCY_RATES[currency];
    // One adult's fare for the whole itinerary, in the booking's currency.
    const adultFare = legs.reduce((s, [from, to]) => s + legFare(dice, from, to), 0) / rate;
    const contact = customerContact(dice);
    const size = dice.weighted([
      [1, 35],
      [2, 30],
      [3, 20],
      [4, 15],
    ] as const);
    const travellers = party(dice, size);
    const shares = travellers.reduce(
      (s, t) => s + (t.age === "adult" ? 1 : t.age === "child" ? 0.75 : 0.1),
      0,
    );
    const totalAmount =
      currency === "PKR" ? roundTo(adultFare * shares * 1.04, 10) : Math.round(adultFare * shares * 1.04);
    const base = currency === "PKR" ? roundTo(adultFare * 0.8, 10) : Math.round(adultFare * 0.8);
    const taxes = currency === "PKR" ? roundTo(adultFare * 0.2, 10) : Math.round(adultFare * 0.2);
    // The itinerary departs 5-90 days after it was booked, PKT morning or night.
    let departs = atPk(
      addDays(pkDate(life.createdAt), dice.int(5, 90)),
      `${String(dice.int(0, 23)).padStart(2, "0")}:${String(dice.int(0, 11) * 5).padStart(2, "0")}`,
    );
    const timeline = legs.map(([from, to, airline, flightNumber, aircraft, stops, gapDays], position) => {
      if (position > 0)
        departs = plus(
          departs,
          (gapDays ?? 0) > 0 ? (gapDays ?? 0) * DAY + dice.int(-6, 6) * HOUR : dice.int(90, 300) * MINUTE,
        );
      const arrives = plus(departs, (legMinutes(from, to) + (stops ? 75 : 0)) * MINUTE);
      const leg = {
        from,
        to,
        airline,
        flightNumber,
        aircraft,
        stops,
        position,
        departureTime: localIso(departs, AIRPORTS[from].utc),
        arrivalTime: localIso(arrives, AIRPORTS[to].utc),
      };
      departs = arrives;
      return leg;
    });
    const first = timeline[0]!;
    // The first flight of the itinerary (the whole trip for a single flight).
    const flightDetails: GdsFlightDetails = {
      flightNumber: first.flightNumber,
      airline: first.airline,
      from: first.from,
      to: first.to,
      departureDate: first.departureTime,
      arrivalDate: first.arrivalTime,
    };
    bookings.push({
      id,
      bookingId: locator,
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      status,
      totalAmount,
      currency,
      isMultiCity: legs.length > 1,
      flightDetails,
      source: "gds",
      ...life,
    });
    if (legs.length > 1) {
      for (const leg of timeline) {
        segments.push({
          gdsBookingId: id,
          position: leg.position,
          from: leg.from,
          to: leg.to,
          departureTime: leg.departureTime,
          arrivalTime: leg.arrivalTime,
          airline: leg.airline,
          flightNumber: leg.flightNumber,
          aircraft: leg.aircraft,
          stops: leg.stops,
          adultBaseFare: String(base),
          adultTaxes: String(taxes),
        });
      }
    }
    const travelDate = first.departureTime.slice(0, 10);
    travellers.forEach(({ p, age }, position) => {
      const title =
        age === "adult" ? (p.female ? dice.pick(["MRS", "MS"]) : "MR") : p.female ? "MISS" : "MSTR";
      passengers.push({
        gdsBookingId: id,
        position,
        title,
        firstName: p.first.toUpperCase(),
        lastName: p.last.toUpperCase(),
        gender: p.female ? "Female" : "Male",
        dateOfBirth: birthDate(dice, age, travelDate),
        ageType: age,
        nationality: "PAKISTAN",
        email: position === 0 ? contact.email : "",
        phone: position === 0 ? contact.phone : "",
        passport: passportNo(dice),
        passportExpiry: addDays(pkDate(now), dice.int(240, 9 * 365)),
      });
    });
  });
  return { bookings, segments, passengers };
}
