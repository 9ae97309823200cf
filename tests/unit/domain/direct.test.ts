import { describe, expect, it } from "vitest";
import {
  directStatusInput,
  gdsBookingInput,
  gdsPriceSummary,
  webBookingAmounts,
  webBookingInput,
  webBookingSource,
  withGdsDefaults,
} from "../../../src/domain/direct.ts";
import { validate } from "../../../src/domain/validation.ts";

/** A copy without the given keys (JSON never carries `undefined`, and arktype treats it as a value). */
function without(o: object, ...keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...o };
  for (const k of keys) delete out[k];
  return out;
}

const errorsOf = (schema: Parameters<typeof validate>[0], data: unknown) => {
  const r = validate(schema, data);
  return r.ok ? {} : r.errors;
};

const webFlight = {
  bookingType: "flight",
  customerName: "Ali Khan",
  customerEmail: "ali@example.com",
  customerPhone: "+923001234567",
  flightDetails: {
    flightNumber: "PK301",
    airline: "Pakistan International Airlines",
    departure: { city: "Karachi" },
    arrival: { city: "Jeddah" },
    departureDate: "2026-03-12",
    departureTime: "04:30",
    arrivalDate: "2026-03-12",
    arrivalTime: "08:00",
  },
  passengers: 2,
  pricePerPassenger: 95000,
  passengerDetails: [{ firstName: "Ali", lastName: "Khan", passport: "AB1" }],
};

const webPackage = {
  bookingType: "package",
  customerName: "Sara Ahmed",
  customerEmail: "sara@example.com",
  packageDetails: { name: "Umrah 15 days", destination: "Makkah", price: 250000.5 },
  passengerDetails: [
    { firstName: "Sara", lastName: "Ahmed", ageType: "adult" },
    { firstName: "Omar", lastName: "Ahmed", ageType: "child" },
  ],
};

describe("webBookingInput", () => {
  it("accepts a flight booking, drops unknown keys and defaults the source to 'website'", () => {
    const r = validate(webBookingInput, { ...webFlight, unknown: 1 });
    if (!r.ok) throw new Error(r.message);
    expect("unknown" in r.value).toBe(false);
    expect(webBookingSource(r.value)).toBe("website");
    expect(webBookingSource({ source: " facebook " })).toBe("facebook");
  });

  it("accepts a package booking", () => {
    expect(validate(webBookingInput, { ...webPackage, source: "facebook" }).ok).toBe(true);
  });

  it("reports the common fields", () => {
    expect(errorsOf(webBookingInput, {})).toEqual({
      bookingType: "Booking type must be flight or package",
      customerName: "Customer name is required",
      customerEmail: "Please enter a valid email",
    });
    expect(
      errorsOf(webBookingInput, {
        ...webFlight,
        customerName: "x".repeat(101),
        customerEmail: "nope",
        customerPhone: "1".repeat(21),
        source: "s".repeat(51),
        specialRequests: "r".repeat(1001),
      }),
    ).toEqual({
      customerName: "Customer name cannot be more than 100 characters",
      customerEmail: "Please enter a valid email",
      customerPhone: "Phone number cannot be more than 20 characters",
      source: "Source cannot be more than 50 characters",
      specialRequests: "Special requests cannot be more than 1000 characters",
    });
  });

  it("needs flight details, a passenger count and a price for a flight", () => {
    expect(
      errorsOf(webBookingInput, {
        ...without(webFlight, "flightDetails", "passengers", "pricePerPassenger"),
        passengerDetails: [],
      }),
    ).toEqual({
      flightDetails: "Flight details are required",
      passengers: "Passengers must be between 1 and 9",
      pricePerPassenger: "Price per passenger is required",
    });
    expect(errorsOf(webBookingInput, { ...webFlight, passengers: 10 })).toEqual({
      passengers: "Passengers must be between 1 and 9",
    });
    expect(errorsOf(webBookingInput, { ...webFlight, passengers: 0 })).toEqual({
      passengers: "Passengers must be between 1 and 9",
    });
    expect(
      errorsOf(webBookingInput, {
        ...webFlight,
        flightDetails: { departureTime: "4pm", pnr: "x".repeat(21) },
      }),
    ).toEqual({
      "flightDetails.departureTime": "Please enter departure time in HH:MM format",
      "flightDetails.pnr": "PNR cannot be more than 20 characters",
    });
  });

  it("needs package details and named passengers for a package", () => {
    expect(
      errorsOf(webBookingInput, { ...without(webPackage, "packageDetails"), passengerDetails: [] }),
    ).toEqual({
      packageDetails: "Package details are required",
      passengerDetails: "At least one passenger is required",
    });
    expect(
      errorsOf(webBookingInput, {
        ...webPackage,
        packageDetails: { destination: "Makkah" },
        passengerDetails: [{ firstName: "Sara" }],
      }),
    ).toEqual({
      "packageDetails.name": "Package name is required",
      "packageDetails.price": "Price must be positive",
      "passengerDetails.0.lastName": "Last name is required",
    });
    expect(
      errorsOf(webBookingInput, {
        ...webPackage,
        passengerDetails: Array(10).fill({ firstName: "A", lastName: "B" }),
      }),
    ).toEqual({
      passengerDetails: "Maximum 9 passengers allowed",
    });
  });

  it("webBookingAmounts computes count, price and total", () => {
    const f = validate(webBookingInput, webFlight);
    const p = validate(webBookingInput, webPackage);
    if (!f.ok || !p.ok) throw new Error("invalid fixture");
    expect(webBookingAmounts(f.value)).toEqual({
      passengerCount: 2,
      pricePerPassenger: 95000,
      totalAmount: 190000,
    });
    expect(webBookingAmounts(p.value)).toEqual({
      passengerCount: 2,
      pricePerPassenger: 250000.5,
      totalAmount: 500001,
    });
  });
});

const gdsPassenger = {
  title: "MR",
  firstName: "ALI",
  lastName: "KHAN",
  gender: "male",
  ageType: "adult",
  nationality: "PK",
  passport: "AB1234567",
};
const segment = (from: string, to: string, dep: string, arr: string) => ({
  segmentDetails: {
    from,
    to,
    departureTime: dep,
    arrivalTime: arr,
    airline: "Turkish Airlines",
    flightNumber: "TK715",
    stops: 0,
  },
  adultBaseFare: "150000.00",
  adultTaxes: "38000",
});
const gdsSingle = {
  bookingId: "X7K2Q9",
  customerName: "Ali Khan",
  customerEmail: "ali@example.com",
  totalAmount: 10400,
  flightDetails: {
    flightNumber: "TK715",
    airline: "Turkish Airlines",
    from: "KHI",
    to: "IST",
    departureDate: "2026-03-12",
  },
  passengers: [gdsPassenger],
};
const gdsMulti = {
  ...without(gdsSingle, "flightDetails"),
  isMultiCity: true,
  totalAmount: 200000,
  multiCityFlights: [
    segment("KHI", "IST", "2026-03-12T06:00:00+05:00", "2026-03-12T10:30:00+03:00"),
    segment("IST", "LHR", "2026-03-15T09:00:00Z", "2026-03-15T13:00:00Z"),
  ],
};

describe("gdsBookingInput", () => {
  it("accepts a single flight and defaults currency and isMultiCity", () => {
    const r = validate(gdsBookingInput, gdsSingle);
    if (!r.ok) throw new Error(r.message);
    const filled = withGdsDefaults(r.value);
    expect([filled.currency, filled.isMultiCity]).toEqual(["PKR", false]);
    expect(withGdsDefaults({ ...r.value, currency: "USD", isMultiCity: true }).currency).toBe("USD");
  });

  it("accepts a multi-city booking", () => {
    expect(validate(gdsBookingInput, { ...gdsMulti, currency: "USD" }).ok).toBe(true);
  });

  it.each([
    ["bookingId", "abc12", "Booking ID must be 5 to 12 upper-case letters or digits"],
    ["bookingId", "AB12", "Booking ID must be 5 to 12 upper-case letters or digits"],
    ["bookingId", "ABCDEFGHIJKLM", "Booking ID must be 5 to 12 upper-case letters or digits"],
    ["bookingId", "", "Booking ID is required"],
    ["currency", "pkr", "Currency must be a 3-letter code"],
    ["currency", "RUPEES", "Currency must be a 3-letter code"],
    ["totalAmount", -1, "Total amount must be positive"],
    ["isMultiCity", "no", "isMultiCity must be true or false"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf(gdsBookingInput, { ...gdsSingle, [field]: value })[field]).toBe(message);
  });

  it("needs flight details for a single flight and segments for multi-city", () => {
    expect(errorsOf(gdsBookingInput, without(gdsSingle, "flightDetails"))).toEqual({
      flightDetails: "Flight details are required",
    });
    expect(errorsOf(gdsBookingInput, without(gdsMulti, "multiCityFlights"))).toEqual({
      multiCityFlights: "At least one flight segment is required",
    });
    expect(errorsOf(gdsBookingInput, { ...gdsMulti, multiCityFlights: [] })).toEqual({
      multiCityFlights: "At least one flight segment is required",
    });
    const seven = Array(7).fill(segment("IST", "LHR", "2026-03-15T09:00:00Z", "2026-03-15T13:00:00Z"));
    expect(errorsOf(gdsBookingInput, { ...gdsMulti, multiCityFlights: seven })).toEqual({
      multiCityFlights: "Maximum 6 flight segments allowed",
    });
  });

  it("checks each segment", () => {
    expect(
      errorsOf(gdsBookingInput, {
        ...gdsMulti,
        multiCityFlights: [
          {
            segmentDetails: {
              from: "Karachi",
              to: "ist",
              departureTime: "tomorrow",
              arrivalTime: "2026-03-12T10:00:00Z",
              stops: -1,
            },
            adultBaseFare: "12,000",
          },
        ],
      }),
    ).toEqual({
      "multiCityFlights.0.adultBaseFare": "Base fare must be a number",
      "multiCityFlights.0.adultTaxes": "Taxes are required",
      "multiCityFlights.0.segmentDetails.airline": "Airline is required",
      "multiCityFlights.0.segmentDetails.departureTime": "Departure time must be a date and time",
      "multiCityFlights.0.segmentDetails.flightNumber": "Flight number is required",
      "multiCityFlights.0.segmentDetails.from": "From must be a 3-letter airport code",
      "multiCityFlights.0.segmentDetails.stops": "Stops must be a whole number of at least 0",
      "multiCityFlights.0.segmentDetails.to": "To must be a 3-letter airport code",
    });
    expect(
      errorsOf(gdsBookingInput, { ...gdsMulti, multiCityFlights: [{ adultBaseFare: 1, adultTaxes: 2 }] }),
    ).toEqual({
      "multiCityFlights.0.segmentDetails": "Segment details are required",
    });
  });

  it("refuses a segment arriving before it departs (comparing instants)", () => {
    const back = segment("IST", "LHR", "2026-03-15T13:00:00Z", "2026-03-15T12:00:00Z");
    expect(errorsOf(gdsBookingInput, { ...gdsMulti, multiCityFlights: [back] })).toEqual({
      "multiCityFlights.0.segmentDetails.arrivalTime": "Arrival must be after departure",
    });
  });

  it("checks passengers", () => {
    expect(errorsOf(gdsBookingInput, { ...gdsSingle, passengers: [] })).toEqual({
      passengers: "At least one passenger is required",
    });
    expect(errorsOf(gdsBookingInput, { ...gdsSingle, passengers: Array(10).fill(gdsPassenger) })).toEqual({
      passengers: "Maximum 9 passengers allowed",
    });
    expect(
      errorsOf(gdsBookingInput, {
        ...gdsSingle,
        passengers: [{ ...gdsPassenger, email: "x", firstName: "", ageType: "old" }],
      }),
    ).toEqual({
      "passengers.0.ageType": "Age type must be adult, child or infant",
      "passengers.0.email": "Please enter a valid email",
      "passengers.0.firstName": "First name is required",
    });
  });
});

describe("directStatusInput", () => {
  it("takes approved or cancelled", () => {
    expect(validate(directStatusInput, { status: "approved" }).ok).toBe(true);
    expect(errorsOf(directStatusInput, { status: "pending" })).toEqual({
      status: "Status must be approved or cancelled",
    });
  });
});

describe("gdsPriceSummary", () => {
  it("single flight: total ÷ 1.04 split 80/20, plus 4 % service", () => {
    expect(gdsPriceSummary({ totalAmount: 10400 })).toEqual({
      baseFare: 8000,
      taxes: 2000,
      serviceCharge: 400,
      total: 10400,
    });
    expect(gdsPriceSummary({ totalAmount: 52000, isMultiCity: false })).toEqual({
      baseFare: 40000,
      taxes: 10000,
      serviceCharge: 2000,
      total: 52000,
    });
  });

  it("single flight: rounds to paise and the parts add up to the total", () => {
    const s = gdsPriceSummary({ totalAmount: 100000 });
    expect(s).toEqual({ baseFare: 76923.08, taxes: 19230.77, serviceCharge: 3846.15, total: 100000 });
    expect(Math.round((s.baseFare + s.taxes + s.serviceCharge) * 100) / 100).toBe(100000);
  });

  it("multi-city: the first segment's fare and taxes, the rest is the service charge", () => {
    expect(
      gdsPriceSummary({
        totalAmount: 200000,
        isMultiCity: true,
        multiCityFlights: [
          { adultBaseFare: "150000.00", adultTaxes: "38000" },
          { adultBaseFare: "1", adultTaxes: "1" },
        ],
      }),
    ).toEqual({ baseFare: 150000, taxes: 38000, serviceCharge: 12000, total: 200000 });
  });

  it("multi-city without segments falls back to the single-flight split; bad amounts count as 0", () => {
    expect(gdsPriceSummary({ totalAmount: "10400", isMultiCity: true, multiCityFlights: [] }).baseFare).toBe(
      8000,
    );
    expect(
      gdsPriceSummary({
        totalAmount: 1000,
        isMultiCity: true,
        multiCityFlights: [{ adultBaseFare: "n/a", adultTaxes: null }],
      }),
    ).toEqual({ baseFare: 0, taxes: 0, serviceCharge: 1000, total: 1000 });
  });
});
