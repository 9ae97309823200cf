/**
 * Bookings that arrive from outside: the public website's (flight and package,
 * POST /web/bookings) here, the GDS's (POST /web/gds-bookings) in direct-gds.ts with its price
 * summary in direct-gds-price.ts, and the status call both share.
 */
import { type } from "arktype";
import { email } from "./auth.ts";
import {
  AGE_TYPES,
  bookingStatusInput,
  bookingTotal,
  FLIGHT_DEPARTED,
  hasDeparted,
  MAX_FLIGHT_PASSENGERS,
  PACKAGE_DEPARTED,
} from "./bookings.ts";
import { orderProblem, passengersDateProblems, withDateProblems } from "./direct-dates.ts";
import {
  customerName,
  customerPhone,
  notBlank,
  opt,
  optionalIsoDate,
  PASSENGER_RANGE,
} from "./direct-fields.ts";
import { clockTime, list, money } from "./rules.ts";
import { type FieldErrors, num, oneOf, text, type Validation, validate } from "./validation.ts";

// The GDS's names the server and the screens read from here.
export { DEFAULT_GDS_CURRENCY, gdsBookingInput, validateGdsBooking, withGdsDefaults } from "./direct-gds.ts";
export { GDS_SERVICE_RATE, type GdsPriceSummary, gdsPriceSummary } from "./direct-gds-price.ts";

export const WEB_BOOKING_TYPES = ["flight", "package"] as const;
export type WebBookingType = (typeof WEB_BOOKING_TYPES)[number];

const city = type({ "city?": opt("City", 60), "+": "delete" });

export const webFlightDetails = type({
  "flightNumber?": opt("Flight number", 10),
  "airline?": opt("Airline", 60),
  "departure?": city,
  "arrival?": city,
  "departureDate?": optionalIsoDate("Please enter a valid departure date"),
  "departureTime?": notBlank(
    clockTime("Please enter departure time in HH:MM format"),
    "Please enter departure time in HH:MM format",
  ),
  "arrivalDate?": optionalIsoDate("Please enter a valid arrival date"),
  "arrivalTime?": notBlank(
    clockTime("Please enter arrival time in HH:MM format"),
    "Please enter arrival time in HH:MM format",
  ),
  "pnr?": opt("PNR", 20),
  "meal?": opt("Meal", 10),
  "baggage?": opt("Baggage", 30),
  "+": "delete",
});

export const webPackageDetails = type({
  "name?": opt("Package name", 100),
  "destination?": opt("Destination", 100),
  "duration?": opt("Duration", 50),
  "departureDate?": optionalIsoDate("Please enter a valid departure date"),
  "returnDate?": optionalIsoDate("Please enter a valid return date"),
  "price?": money({
    invalid: "Price must be positive",
    min: [0, "Price must be positive"],
    max: [99_999_999, "Price cannot be more than 99,999,999"],
    decimals: "Price can have at most 2 decimal places",
  }),
  "+": "delete",
});

/** A passenger of a website booking: flight bookings send the full set, package bookings names. */
export const webPassenger = type({
  "name?": opt("Name", 101),
  "firstName?": text({
    max: [50, "First name must be less than 50 characters"],
    invalid: "First name is required",
  }),
  "lastName?": text({
    max: [50, "Last name must be less than 50 characters"],
    invalid: "Last name is required",
  }),
  "personType?": opt("Title", 10),
  "passport?": opt("Passport number", 20),
  "passportExpiry?": optionalIsoDate("Please enter a valid passport expiry date"),
  "ageType?": oneOf(AGE_TYPES, "Age type must be adult, child or infant"),
  "dateOfBirth?": optionalIsoDate("Please enter a valid date of birth"),
  "nationality?": opt("Nationality", 50),
  "contactNumber?": opt("Contact number", 20),
  "+": "delete",
});

/** POST /web/bookings: a booking made on the agency's public website. */
export const webBookingInput = type({
  bookingType: oneOf(WEB_BOOKING_TYPES, "Booking type must be flight or package"),
  customerName,
  customerEmail: email,
  "customerPhone?": customerPhone,
  "source?": opt("Source", 50),
  "specialRequests?": opt("Special requests", 1000),
  "flightDetails?": webFlightDetails,
  "passengers?": num({
    invalid: PASSENGER_RANGE,
    min: [1, PASSENGER_RANGE],
    max: [MAX_FLIGHT_PASSENGERS, PASSENGER_RANGE],
    integer: PASSENGER_RANGE,
  }),
  "pricePerPassenger?": money({
    invalid: "Price must be positive",
    min: [0, "Price must be positive"],
    max: [99_999_999, "Price cannot be more than 99,999,999"],
    decimals: "Price can have at most 2 decimal places",
  }),
  "packageDetails?": webPackageDetails,
  "passengerDetails?": list(webPassenger, {
    invalid: "Passenger details must be a list",
    max: [MAX_FLIGHT_PASSENGERS, "Maximum 9 passengers allowed"],
  }),
  "+": "delete",
}).narrow((v, ctx) => {
  const at = (field: string | number, ...rest: (string | number)[]) => [...ctx.path, field, ...rest];
  let ok = true;
  const details = v.passengerDetails ?? [];
  if (v.bookingType === "flight") {
    if (!v.flightDetails)
      ok = ctx.reject({ path: at("flightDetails"), message: "Flight details are required" });
    if (v.passengers === undefined && details.length === 0) {
      ok = ctx.reject({ path: at("passengers"), message: PASSENGER_RANGE });
    } else if (v.passengers !== undefined && details.length > v.passengers) {
      ok = ctx.reject({
        path: at("passengerDetails"),
        message: "Passenger details cannot be more than the number of passengers",
      });
    }
    if (v.pricePerPassenger === undefined) {
      ok = ctx.reject({ path: at("pricePerPassenger"), message: "Price per passenger is required" });
    }
  } else {
    const pkg = v.packageDetails;
    if (!pkg) ok = ctx.reject({ path: at("packageDetails"), message: "Package details are required" });
    else {
      if (!(pkg.name ?? "").trim()) {
        ok = ctx.reject({ path: at("packageDetails", "name"), message: "Package name is required" });
      }
      if (pkg.price === undefined) {
        ok = ctx.reject({ path: at("packageDetails", "price"), message: "Price must be positive" });
      }
    }
    if (details.length === 0) {
      ok = ctx.reject({ path: at("passengerDetails"), message: "At least one passenger is required" });
    }
    details.forEach((p, i) => {
      if (!(p.firstName ?? "").trim()) {
        ok = ctx.reject({ path: at("passengerDetails", i, "firstName"), message: "First name is required" });
      }
      if (!(p.lastName ?? "").trim()) {
        ok = ctx.reject({ path: at("passengerDetails", i, "lastName"), message: "Last name is required" });
      }
    });
  }
  return ok;
});
export type WebBookingInput = typeof webBookingInput.infer;

/**
 * The date rules of the customer's bookings on what the website sends (Karachi's `today`): a flight
 * or package that departed before today cannot be booked (`hasDeparted`; a booking without a
 * departure date has nothing to check), an arrival or return is not before the departure, and no
 * passenger's passport has expired or birth is in the future.
 */
export function webBookingDateProblems(v: WebBookingInput, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (v.bookingType === "flight") {
    const f = v.flightDetails;
    if (f?.departureDate?.trim() && hasDeparted(f.departureDate, today)) {
      errors["flightDetails.departureDate"] = FLIGHT_DEPARTED;
    }
    orderProblem(errors, "flightDetails.arrivalDate", f?.departureDate, f?.arrivalDate);
  } else {
    const p = v.packageDetails;
    if (p?.departureDate?.trim() && hasDeparted(p.departureDate, today)) {
      errors["packageDetails.departureDate"] = PACKAGE_DEPARTED;
    }
    orderProblem(errors, "packageDetails.returnDate", p?.departureDate, p?.returnDate);
  }
  passengersDateProblems(errors, "passengerDetails", v.passengerDetails ?? [], today);
  return errors;
}

/** POST /web/bookings checked whole: the shape, then the departure rule on Karachi's `today`. */
export function validateWebBooking(data: unknown, today: string): Validation<WebBookingInput> {
  return withDateProblems(validate(webBookingInput, data), (v) => webBookingDateProblems(v, today));
}

export const DEFAULT_WEB_SOURCE = "website";

/** The source of a website booking: as sent (trimmed), else 'website'. */
export function webBookingSource(v: { source?: string | null }): string {
  return (v.source ?? "").trim() || DEFAULT_WEB_SOURCE;
}

/** Passenger count, price per passenger and total of a website booking. */
export function webBookingAmounts(v: WebBookingInput): {
  passengerCount: number;
  pricePerPassenger: number;
  totalAmount: number;
} {
  const details = v.passengerDetails?.length ?? 0;
  const passengerCount = v.bookingType === "flight" ? (v.passengers ?? details) : details;
  const pricePerPassenger =
    v.bookingType === "flight" ? (v.pricePerPassenger ?? 0) : (v.packageDetails?.price ?? 0);
  return { passengerCount, pricePerPassenger, totalAmount: bookingTotal(pricePerPassenger, passengerCount) };
}

/** Approve or cancel a direct (website) or GDS booking. */
export const directStatusInput = bookingStatusInput;
