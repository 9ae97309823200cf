/**
 * Bookings the GDS pushes (POST /web/gds-bookings): the single flight or the multi-city segments,
 * the passengers and fares as the GDS writes them, and their date rules (§4.5 of
 * docs/ARCHITECTURE.md).
 */
import { type } from "arktype";
import { email } from "./auth.ts";
import { AGE_TYPES, FLIGHT_DEPARTED, hasDeparted, MAX_FLIGHT_PASSENGERS } from "./bookings.ts";
import { orderProblem, passengersDateProblems, withDateProblems } from "./direct-dates.ts";
import {
  customerName,
  customerPhone,
  opt,
  optionalIsoDate,
  optionalIsoDateTime,
  tooLong,
} from "./direct-fields.ts";
import { flag, isoDateTime, list, money, nested, nullable } from "./rules.ts";
import { EMAIL_RE, type FieldErrors, num, oneOf, text, type Validation, validate } from "./validation.ts";

export const MAX_GDS_SEGMENTS = 6;
export const MAX_GDS_AMOUNT = 9_999_999_999;

export const GDS_BOOKING_ID_RE = /^[A-Z0-9]{5,12}$/;
export const IATA_AIRPORT_RE = /^[A-Z]{3}$/;
const FARE_RE = /^\d+(?:\.\d{1,2})?$/;

const airport = (label: string) =>
  text({
    required: `${label} is required`,
    max: [3, `${label} must be a 3-letter airport code`],
    pattern: [IATA_AIRPORT_RE, `${label} must be a 3-letter airport code`],
  });

/** A fare as the GDS sends it: a decimal string ('12500.00'); a plain number is accepted too. */
const fare = (label: string, required: string) =>
  text({
    required,
    max: [15, `${label} must be a number`],
    pattern: [FARE_RE, `${label} must be a number`],
    invalid: `${label} must be a number`,
  })
    .or(
      money({
        invalid: `${label} must be a number`,
        min: [0, `${label} must be a number`],
        max: [MAX_GDS_AMOUNT, `${label} must be a number`],
        decimals: `${label} must be a number`,
      }),
    )
    .configure({ message: `${label} must be a number` });

export const gdsSegmentDetails = nested(
  type({
    from: airport("From"),
    to: airport("To"),
    departureTime: isoDateTime("Departure time must be a date and time", "Departure time is required"),
    arrivalTime: isoDateTime("Arrival time must be a date and time", "Arrival time is required"),
    airline: text({ required: "Airline is required", max: tooLong("Airline", 60) }),
    flightNumber: text({ required: "Flight number is required", max: tooLong("Flight number", 10) }),
    "aircraft?": opt("Aircraft", 20),
    "stops?": num({
      invalid: "Stops must be a whole number of at least 0",
      min: [0, "Stops must be a whole number of at least 0"],
      max: [10, "Stops cannot be more than 10"],
      integer: "Stops must be a whole number of at least 0",
    }),
    "+": "delete",
  }).narrow((v, ctx) =>
    Date.parse(v.arrivalTime) < Date.parse(v.departureTime)
      ? ctx.reject({ path: [...ctx.path, "arrivalTime"], message: "Arrival must be after departure" })
      : true,
  ),
);

export const gdsSegment = nested(
  type({
    segmentDetails: gdsSegmentDetails,
    adultBaseFare: fare("Base fare", "Base fare is required"),
    adultTaxes: fare("Taxes", "Taxes are required"),
    "+": "delete",
  }),
  { segmentDetails: "Segment details are required" },
);

export const gdsFlightDetails = type({
  "flightNumber?": opt("Flight number", 10),
  "airline?": opt("Airline", 60),
  "from?": opt("From", 60),
  "to?": opt("To", 60),
  "departureDate?": nullable(
    optionalIsoDateTime("Please enter a valid departure date"),
    "Please enter a valid departure date",
  ),
  "arrivalDate?": nullable(
    optionalIsoDateTime("Please enter a valid arrival date"),
    "Please enter a valid arrival date",
  ),
  "+": "delete",
});

export const gdsPassenger = nested(
  type({
    title: text({ required: "Title is required", max: tooLong("Title", 10) }),
    firstName: text({
      required: "First name is required",
      max: [50, "First name must be less than 50 characters"],
    }),
    lastName: text({
      required: "Last name is required",
      max: [50, "Last name must be less than 50 characters"],
    }),
    gender: text({ required: "Gender is required", max: tooLong("Gender", 10) }),
    "dateOfBirth?": optionalIsoDate("Please enter a valid date of birth"),
    ageType: oneOf(AGE_TYPES, "Age type must be adult, child or infant"),
    nationality: text({
      required: "Nationality is required",
      max: [50, "Nationality must be less than 50 characters"],
    }),
    "email?": nullable(
      text({ max: [254, "Please enter a valid email"], pattern: [EMAIL_RE, "Please enter a valid email"] }),
      "Please enter a valid email",
    ),
    "phone?": opt("Phone number", 20),
    passport: text({
      required: "Passport number is required",
      max: [20, "Passport number must be less than 20 characters"],
    }),
    "passportExpiry?": optionalIsoDate("Please enter a valid passport expiry date"),
    "+": "delete",
  }),
);

/** POST /web/gds-bookings: a booking pushed by the GDS. */
export const gdsBookingInput = type({
  bookingId: text({
    required: "Booking ID is required",
    max: [12, "Booking ID must be 5 to 12 upper-case letters or digits"],
    pattern: [GDS_BOOKING_ID_RE, "Booking ID must be 5 to 12 upper-case letters or digits"],
  }),
  customerName,
  customerEmail: email,
  "customerPhone?": customerPhone,
  totalAmount: money({
    invalid: "Total amount must be positive",
    min: [0, "Total amount must be positive"],
    max: [MAX_GDS_AMOUNT, "Total amount is too large"],
    decimals: "Total amount can have at most 2 decimal places",
  }),
  "currency?": text({
    max: [3, "Currency must be a 3-letter code"],
    pattern: [/^[A-Z]{3}$/, "Currency must be a 3-letter code"],
    invalid: "Currency must be a 3-letter code",
  }),
  "isMultiCity?": flag("isMultiCity must be true or false"),
  "flightDetails?": gdsFlightDetails,
  "multiCityFlights?": list(gdsSegment, {
    invalid: "At least one flight segment is required",
    min: [1, "At least one flight segment is required"],
    max: [MAX_GDS_SEGMENTS, "Maximum 6 flight segments allowed"],
  }),
  passengers: list(gdsPassenger, {
    invalid: "At least one passenger is required",
    min: [1, "At least one passenger is required"],
    max: [MAX_FLIGHT_PASSENGERS, "Maximum 9 passengers allowed"],
  }),
  "+": "delete",
}).narrow((v, ctx) => {
  if (v.isMultiCity === true && !v.multiCityFlights) {
    return ctx.reject({
      path: [...ctx.path, "multiCityFlights"],
      message: "At least one flight segment is required",
    });
  }
  if (v.isMultiCity !== true && !v.flightDetails) {
    return ctx.reject({ path: [...ctx.path, "flightDetails"], message: "Flight details are required" });
  }
  return true;
});
export type GdsBookingInput = typeof gdsBookingInput.infer;

/**
 * The date rules on a GDS booking (Karachi's `today`): no departed flight (`hasDeparted`: the
 * single flight's departure date, or any segment's departure, as the GDS wrote it, its local date,
 * before today), no arrival before the departure, and the passengers' dates as on the website.
 */
export function gdsBookingDateProblems(v: GdsBookingInput, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (v.isMultiCity === true) {
    (v.multiCityFlights ?? []).forEach((s, i) => {
      if (hasDeparted(s.segmentDetails.departureTime, today)) {
        errors[`multiCityFlights.${i}.segmentDetails.departureTime`] = FLIGHT_DEPARTED;
      }
    });
  } else {
    const f = v.flightDetails;
    if (f?.departureDate?.trim() && hasDeparted(f.departureDate, today)) {
      errors["flightDetails.departureDate"] = FLIGHT_DEPARTED;
    }
    orderProblem(errors, "flightDetails.arrivalDate", f?.departureDate, f?.arrivalDate);
  }
  passengersDateProblems(errors, "passengers", v.passengers, today);
  return errors;
}

/** POST /web/gds-bookings checked whole: the shape, then the departure rule on Karachi's `today`. */
export function validateGdsBooking(data: unknown, today: string): Validation<GdsBookingInput> {
  return withDateProblems(validate(gdsBookingInput, data), (v) => gdsBookingDateProblems(v, today));
}

export const DEFAULT_GDS_CURRENCY = "PKR";

/** A GDS booking with its defaults filled: currency PKR, single flight. */
export function withGdsDefaults(
  v: GdsBookingInput,
): GdsBookingInput & { currency: string; isMultiCity: boolean } {
  return { ...v, currency: v.currency?.trim() || DEFAULT_GDS_CURRENCY, isMultiCity: v.isMultiCity === true };
}
