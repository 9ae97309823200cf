/**
 * Bookings that arrive from outside (back-office §3): the public website (flight and package,
 * POST /web/bookings) and the GDS (POST /web/gds-bookings), their status calls, and the GDS price
 * summary of back-office §9.
 */
import { type Type, type } from "arktype";
import { email } from "./auth.ts";
import {
  AGE_TYPES,
  bookingStatusInput,
  bookingTotal,
  FLIGHT_DEPARTED,
  hasDeparted,
  MAX_FLIGHT_PASSENGERS,
  PACKAGE_DEPARTED,
  passengerDateProblems,
} from "./bookings.ts";
import {
  optionalIsoDate as anyOptionalIsoDate,
  optionalIsoDateTime as anyOptionalIsoDateTime,
  clockTime,
  datePart,
  flag,
  isoDateTime,
  list,
  money,
  nested,
  nullable,
  round2,
} from "./rules.ts";
import { EMAIL_RE, type FieldErrors, num, oneOf, text, type Validation, validate } from "./validation.ts";

export const WEB_BOOKING_TYPES = ["flight", "package"] as const;
export type WebBookingType = (typeof WEB_BOOKING_TYPES)[number];
export const MAX_GDS_SEGMENTS = 6;
/** The service charge the GDS adds on top of fare and taxes. */
export const GDS_SERVICE_RATE = 0.04;
/** The share of the fare (without service charge) shown as base fare on a single flight; the rest is taxes. */
export const GDS_BASE_SHARE = 0.8;
export const MAX_GDS_AMOUNT = 9_999_999_999;

const tooLong = (label: string, max: number): [number, string] => [
  max,
  `${label} cannot be more than ${max} characters`,
];
/** Optional text of at most `max` characters (null allowed). */
const opt = (label: string, max: number) =>
  nullable(text({ max: tooLong(label, max), invalid: `${label} must be text` }), `${label} must be text`);

/**
 * An optional date that is absent, null or '' when the sender has none; a value of spaces alone is
 * not a date but a broken one: a 400 naming the field (docs/ARCHITECTURE.md §4.5).
 */
function notBlank(rule: Type<string>, message: string): Type<string> {
  return rule.narrow((v: string, ctx) => (v === "" || v.trim() !== "" ? true : ctx.reject({ message })));
}
const optionalIsoDate = (message: string) =>
  nullable(notBlank(anyOptionalIsoDate(message), message), message);
const optionalIsoDateTime = (message: string) =>
  nullable(notBlank(anyOptionalIsoDateTime(message), message), message);

const customerName = text({ required: "Customer name is required", max: tooLong("Customer name", 100) });
const customerPhone = opt("Phone number", 20);
const PASSENGER_RANGE = "Passengers must be between 1 and 9";

// ---------------------------------------------------------------------------------------------
// Public website

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

/** An end date (arrival, return) before its start date, both given: `field` is refused. */
function orderProblem(
  errors: FieldErrors,
  field: string,
  start: string | null | undefined,
  end: string | null | undefined,
): void {
  const from = datePart(start ?? "");
  const to = datePart(end ?? "");
  if (from && to && to < from) {
    errors[field] = field.endsWith("returnDate")
      ? "Return date cannot be before the departure date"
      : "Arrival must be after departure";
  }
}

/**
 * The passengers' day-dependent dates, as the customer's bookings check them (`passengerDateProblems`):
 * a passport expired before `today`, a birth after it. Only dates that were given are checked.
 */
function passengersDateProblems(
  errors: FieldErrors,
  list: string,
  passengers: readonly { passportExpiry?: string | null; dateOfBirth?: string | null }[],
  today: string,
): void {
  passengers.forEach((p, i) => {
    const dates = {
      passportExpiry: p.passportExpiry?.trim() || today,
      dateOfBirth: p.dateOfBirth?.trim() || today,
    };
    for (const [field, message] of Object.entries(passengerDateProblems(dates, today))) {
      errors[`${list}.${i}.${field}`] = message;
    }
  });
}

/** POST /web/bookings checked whole: the shape, then the departure rule on Karachi's `today`. */
export function validateWebBooking(data: unknown, today: string): Validation<WebBookingInput> {
  return withDateProblems(validate(webBookingInput, data), (v) => webBookingDateProblems(v, today));
}

function withDateProblems<T>(result: Validation<T>, problems: (v: T) => FieldErrors): Validation<T> {
  if (!result.ok) return result;
  const errors = problems(result.value);
  const message = Object.values(errors)[0];
  return message ? { ok: false, message, errors } : result;
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

// ---------------------------------------------------------------------------------------------
// GDS

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

/** Approve or cancel a direct (website) or GDS booking. */
export const directStatusInput = bookingStatusInput;

export type GdsPriceSummary = { baseFare: number; taxes: number; serviceCharge: number; total: number };

function amount(v: unknown): number {
  if (typeof v === "number") return Number.isFinite(v) ? v : 0;
  if (typeof v === "string") {
    const n = Number(v.replace(/,/g, "").trim());
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/**
 * The GDS price summary (back-office §9), rounded to paise. Single flight: total ÷ 1.04 is fare
 * plus taxes, split 80 % base fare and 20 % taxes; the service charge is 4 % of it. Multi-city: the
 * first segment's adult base fare and taxes, and the service charge is what the total leaves.
 */
export function gdsPriceSummary(booking: {
  totalAmount: number | string;
  isMultiCity?: boolean | null;
  multiCityFlights?:
    | readonly { adultBaseFare?: string | number | null; adultTaxes?: string | number | null }[]
    | null;
}): GdsPriceSummary {
  const total = round2(amount(booking.totalAmount));
  const first = booking.isMultiCity ? booking.multiCityFlights?.[0] : undefined;
  if (first) {
    const baseFare = round2(amount(first.adultBaseFare));
    const taxes = round2(amount(first.adultTaxes));
    return { baseFare, taxes, serviceCharge: round2(total - baseFare - taxes), total };
  }
  const fareAndTaxes = total / (1 + GDS_SERVICE_RATE);
  const baseFare = round2(fareAndTaxes * GDS_BASE_SHARE);
  const taxes = round2(fareAndTaxes * (1 - GDS_BASE_SHARE));
  return { baseFare, taxes, serviceCharge: round2(total - baseFare - taxes), total };
}
