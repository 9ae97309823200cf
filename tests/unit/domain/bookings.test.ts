import { describe, expect, it } from "vitest";
import {
  bookingStatusInput,
  bookingTotal,
  canBookFlight,
  canBookPackage,
  createFlightBookingInput,
  createPackageBookingInput,
  expiryState,
  FLIGHT_DEPARTED,
  flightAvailability,
  flightBookingRefusal,
  hasDeparted,
  MAX_PACKAGE_PARTICIPANTS,
  normalizeParticipant,
  normalizePassenger,
  PACKAGE_DEPARTED,
  PENDING_WINDOW_MS,
  packageAvailability,
  packageBookingRefusal,
  passengerDateProblems,
  passengerInput,
  paymentInput,
  pendingExpiry,
  shownStatus,
  validateFlightBooking,
} from "../../../src/domain/bookings.ts";
import { validate } from "../../../src/domain/validation.ts";

const TICKET = "0b6c3c38-7a64-4f7e-9d0e-2f1b9f1f2a11";
const passenger = {
  personType: "Mr",
  firstName: "Ali",
  lastName: "Khan",
  passport: "ab1234567",
  passportExpiry: "2030-01-01",
  ageType: "adult",
  dateOfBirth: "1990-05-01",
  nationality: "Pakistan",
  contactNumber: "+923001234567",
};

const passengerErrors = (data: unknown) => {
  const r = validate(passengerInput, data);
  return r.ok ? {} : r.errors;
};

describe("passengerInput", () => {
  it("accepts a complete passenger", () => {
    expect(validate(passengerInput, passenger).ok).toBe(true);
  });

  it("reports each missing field with the spec's message", () => {
    expect(passengerErrors({})).toEqual({
      personType: "Title must be Mr, Mrs, Ms, Chd or Inf",
      firstName: "First name is required",
      lastName: "Last name is required",
      passport: "Passport number is required",
      passportExpiry: "Passport expiry date is required",
      ageType: "Age type must be adult, child or infant",
      dateOfBirth: "Date of birth is required",
      nationality: "Nationality is required",
      contactNumber: "Contact number is required",
    });
  });

  it.each([
    ["firstName", "x".repeat(51), "First name must be less than 50 characters"],
    ["lastName", "x".repeat(51), "Last name must be less than 50 characters"],
    ["passport", "x".repeat(21), "Passport number must be less than 20 characters"],
    ["nationality", "x".repeat(51), "Nationality must be less than 50 characters"],
    ["contactNumber", "1".repeat(21), "Contact number must be less than 20 characters"],
    ["firstName", " ", "First name is required"],
    ["passportExpiry", "2030-02-30", "Please enter a valid passport expiry date"],
    ["dateOfBirth", "01-05-1990", "Please enter a valid date of birth"],
    ["ageType", "senior", "Age type must be adult, child or infant"],
    ["personType", "Dr", "Title must be Mr, Mrs, Ms, Chd or Inf"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(passengerErrors({ ...passenger, [field]: value })[field]).toBe(message);
  });

  it("accepts the maxima exactly", () => {
    expect(
      validate(passengerInput, {
        ...passenger,
        firstName: "x".repeat(50),
        lastName: "y".repeat(50),
        passport: "P".repeat(20),
        contactNumber: "1".repeat(20),
      }).ok,
    ).toBe(true);
  });
});

describe("passengerDateProblems", () => {
  it("refuses an expired passport and a birth date in the future", () => {
    expect(
      passengerDateProblems({ passportExpiry: "2026-03-11", dateOfBirth: "2026-03-13" }, "2026-03-12"),
    ).toEqual({
      passportExpiry: "Passport expiry date cannot be in the past",
      dateOfBirth: "Date of birth cannot be in the future",
    });
  });

  it("accepts today for both", () => {
    expect(
      passengerDateProblems({ passportExpiry: "2026-03-12", dateOfBirth: "2026-03-12" }, "2026-03-12"),
    ).toEqual({});
  });
});

describe("createFlightBookingInput", () => {
  it("needs a flight and at least one passenger", () => {
    const r = validate(createFlightBookingInput, {});
    expect(r.ok ? {} : r.errors).toEqual({
      ticketId: "Flight is required",
      passengers: "At least one passenger is required",
    });
    const empty = validate(createFlightBookingInput, { ticketId: TICKET, passengers: [] });
    expect(empty.ok ? "" : empty.message).toBe("At least one passenger is required");
  });

  it("refuses a ticket id that is not a UUID", () => {
    const r = validate(createFlightBookingInput, { ticketId: "123", passengers: [passenger] });
    expect(r.ok ? {} : r.errors).toEqual({ ticketId: "Flight is required" });
  });

  it("allows at most 9 passengers", () => {
    expect(
      validate(createFlightBookingInput, { ticketId: TICKET, passengers: Array(9).fill(passenger) }).ok,
    ).toBe(true);
    const r = validate(createFlightBookingInput, { ticketId: TICKET, passengers: Array(10).fill(passenger) });
    expect(r.ok ? "" : r.message).toBe("Maximum 9 passengers allowed");
  });

  it("reports a passenger's field by its path", () => {
    const r = validate(createFlightBookingInput, {
      ticketId: TICKET,
      passengers: [passenger, { ...passenger, passport: "" }],
    });
    expect(r.ok ? {} : r.errors).toEqual({ "passengers.1.passport": "Passport number is required" });
  });

  it("validateFlightBooking adds the day-dependent date rules", () => {
    const r = validateFlightBooking(
      { ticketId: TICKET, passengers: [passenger, { ...passenger, passportExpiry: "2026-03-11" }] },
      "2026-03-12",
    );
    expect(r).toEqual({
      ok: false,
      message: "Passport expiry date cannot be in the past",
      errors: { "passengers.1.passportExpiry": "Passport expiry date cannot be in the past" },
    });
    expect(validateFlightBooking({ ticketId: TICKET, passengers: [passenger] }, "2026-03-12").ok).toBe(true);
  });
});

describe("normalizePassenger", () => {
  it("upper-cases names, passport and nationality and builds the name", () => {
    const r = validate(passengerInput, { ...passenger, firstName: " ali ", lastName: "khan " });
    if (!r.ok) throw new Error(r.message);
    expect(normalizePassenger(r.value)).toEqual({
      ...passenger,
      firstName: "ALI",
      lastName: "KHAN",
      name: "ALI KHAN",
      passport: "AB1234567",
      nationality: "PAKISTAN",
    });
  });

  it("keeps a given name, upper-cased", () => {
    expect(
      normalizePassenger({ ...passenger, personType: "Mr", ageType: "adult", name: "Ali R. Khan" }).name,
    ).toBe("ALI R. KHAN");
  });
});

describe("package participants", () => {
  const PKG = TICKET;

  it("accepts a wire participant { name, passport } or first and last names", () => {
    expect(
      validate(createPackageBookingInput, {
        packageId: PKG,
        passengers: [{ name: "Ali Khan", passport: "X1" }],
      }).ok,
    ).toBe(true);
    expect(
      validate(createPackageBookingInput, {
        packageId: PKG,
        passengers: [{ firstName: "Ali", lastName: "Khan", passport: "X1" }],
      }).ok,
    ).toBe(true);
  });

  it("needs a name or both names, and a passport", () => {
    const r = validate(createPackageBookingInput, {
      packageId: PKG,
      passengers: [{ firstName: "Ali", passport: "" }],
    });
    expect(r.ok ? {} : r.errors).toEqual({ "passengers.0.passport": "Passport number is required" });
    const names = validate(createPackageBookingInput, {
      packageId: PKG,
      passengers: [{ firstName: "Ali", passport: "X" }],
    });
    expect(names.ok ? {} : names.errors).toEqual({ "passengers.0.lastName": "Last name is required" });
    const none = validate(createPackageBookingInput, { packageId: PKG, passengers: [{ passport: "X" }] });
    expect(none.ok ? {} : none.errors).toEqual({
      "passengers.0.firstName": "First name is required",
      "passengers.0.lastName": "Last name is required",
    });
  });

  it("limits names to 50 and the passport to 20", () => {
    const r = validate(createPackageBookingInput, {
      packageId: PKG,
      passengers: [{ firstName: "x".repeat(51), lastName: "Khan", passport: "p".repeat(21) }],
    });
    expect(r.ok ? {} : r.errors).toEqual({
      "passengers.0.firstName": "First name must be less than 50 characters",
      "passengers.0.passport": "Passport number must be less than 20 characters",
    });
  });

  it("takes 1 to 5 participants", () => {
    const one = { name: "A B", passport: "X" };
    expect(MAX_PACKAGE_PARTICIPANTS).toBe(5);
    const none = validate(createPackageBookingInput, { packageId: PKG, passengers: [] });
    expect(none.ok ? "" : none.message).toBe("At least one participant is required");
    const missing = validate(createPackageBookingInput, { packageId: PKG });
    expect(missing.ok ? "" : missing.message).toBe("At least one participant is required");
    expect(validate(createPackageBookingInput, { packageId: PKG, passengers: Array(5).fill(one) }).ok).toBe(
      true,
    );
    const six = validate(createPackageBookingInput, { packageId: PKG, passengers: Array(6).fill(one) });
    expect(six.ok ? "" : six.message).toBe("Maximum 5 participants allowed");
  });

  it("needs a package", () => {
    const r = validate(createPackageBookingInput, { passengers: [{ name: "A", passport: "X" }] });
    expect(r.ok ? "" : r.message).toBe("Package is required");
  });

  it("normalizeParticipant builds the name from first and last and upper-cases", () => {
    expect(normalizeParticipant({ firstName: " ali", lastName: "khan ", passport: " x1 " })).toEqual({
      name: "ALI KHAN",
      firstName: "ALI",
      lastName: "KHAN",
      passport: "X1",
    });
    expect(normalizeParticipant({ name: "Sara Ahmed", passport: "y2" })).toEqual({
      name: "SARA AHMED",
      passport: "Y2",
    });
  });
});

describe("status and payment", () => {
  it("bookingStatusInput takes approved or cancelled only", () => {
    expect(validate(bookingStatusInput, { status: "approved" }).ok).toBe(true);
    expect(validate(bookingStatusInput, { status: "cancelled" }).ok).toBe(true);
    for (const status of ["pending", "", undefined]) {
      const r = validate(bookingStatusInput, status === undefined ? {} : { status });
      expect(r.ok ? "" : r.message).toBe("Status must be approved or cancelled");
    }
  });

  it("paymentInput needs a method and a reference of at most 64 characters", () => {
    expect(validate(paymentInput, { method: "jazzcash", reference: "TXN-123" }).ok).toBe(true);
    const r = validate(paymentInput, {});
    expect(r.ok ? {} : r.errors).toEqual({
      method: "Choose a payment method",
      reference: "Payment reference is required",
    });
    const card = validate(paymentInput, { method: "card", reference: "x".repeat(65) });
    expect(card.ok ? {} : card.errors).toEqual({
      method: "Choose a payment method",
      reference: "Payment reference cannot be more than 64 characters",
    });
  });
});

const TODAY = "2026-11-29";

describe("booking rules", () => {
  it("bookingTotal multiplies and rounds to paise", () => {
    expect(bookingTotal(125000, 3)).toBe(375000);
    expect(bookingTotal(0.1, 3)).toBe(0.3);
    expect(bookingTotal(1999.99, 9)).toBe(17999.91);
    expect(bookingTotal(Number.NaN, 2)).toBe(0);
  });

  it("canBookFlight: active, not departed, with seats", () => {
    const f = { status: "active", seatsAvailable: 1, departureDate: TODAY };
    expect(canBookFlight(f, 1, TODAY)).toBe(true);
    expect(canBookFlight({ ...f, seatsAvailable: 0 }, 1, TODAY)).toBe(false);
    expect(canBookFlight({ ...f, status: "sold", seatsAvailable: 10 }, 1, TODAY)).toBe(false);
    expect(canBookFlight({ ...f, status: "delayed", seatsAvailable: 10 }, 1, TODAY)).toBe(false);
    expect(canBookFlight({ ...f, seatsAvailable: 2 }, 3, TODAY)).toBe(false);
  });

  it("canBookPackage: active, not departed, with room", () => {
    const p = { status: "active", currentParticipants: 9, maxParticipants: 10, departureDate: TODAY };
    expect(canBookPackage(p, 1, TODAY)).toBe(true);
    expect(canBookPackage({ ...p, currentParticipants: 10 }, 1, TODAY)).toBe(false);
    expect(canBookPackage({ ...p, status: "cancelled", currentParticipants: 0 }, 1, TODAY)).toBe(false);
    expect(canBookPackage({ ...p, currentParticipants: 8 }, 3, TODAY)).toBe(false);
  });

  it("a departure before Karachi's today has departed; one today has not", () => {
    expect(hasDeparted("2026-11-28", "2026-11-29")).toBe(true);
    expect(hasDeparted("2026-11-29", "2026-11-29")).toBe(false);
    expect(hasDeparted("2026-11-30T01:00:00", "2026-11-29")).toBe(false);
    expect(hasDeparted("", "2026-11-29")).toBe(true);
    const flight = { status: "active", seatsAvailable: 5, departureDate: "2026-11-28" };
    expect(canBookFlight(flight, 1, "2026-11-29")).toBe(false);
    expect(canBookFlight(flight, 1, "2026-11-28")).toBe(true);
  });

  it("availability: departed before any stored status, delayed is not sold out", () => {
    const f = { status: "active", seatsAvailable: 5, departureDate: TODAY };
    expect(flightAvailability(f, TODAY)).toBe("bookable");
    expect(flightAvailability({ ...f, departureDate: "2026-11-28" }, TODAY)).toBe("departed");
    expect(flightAvailability({ ...f, status: "sold", departureDate: "2026-11-28" }, TODAY)).toBe("departed");
    expect(flightAvailability({ ...f, status: "delayed" }, TODAY)).toBe("delayed");
    expect(flightAvailability({ ...f, status: "sold" }, TODAY)).toBe("sold-out");
    expect(flightAvailability({ ...f, seatsAvailable: 0 }, TODAY)).toBe("sold-out");
    const p = { status: "active", currentParticipants: 1, maxParticipants: 2, departureDate: TODAY };
    expect(packageAvailability(p, TODAY)).toBe("bookable");
    expect(packageAvailability({ ...p, departureDate: "2026-11-01" }, TODAY)).toBe("departed");
    expect(packageAvailability({ ...p, status: "cancelled" }, TODAY)).toBe("cancelled");
    expect(packageAvailability({ ...p, currentParticipants: 2 }, TODAY)).toBe("sold-out");
    expect(shownStatus({ status: "active", departureDate: "2026-11-28" }, TODAY)).toBe("departed");
    expect(shownStatus({ status: "delayed", departureDate: TODAY }, TODAY)).toBe("delayed");
  });

  it("the refusal names the first rule that fails: departed, not active, full, short", () => {
    const today = "2026-11-29";
    const f = { status: "active", seatsAvailable: 2, departureDate: today };
    expect(flightBookingRefusal({ ...f, status: "sold", departureDate: "2026-11-01" }, 1, today)).toBe(
      FLIGHT_DEPARTED,
    );
    expect(flightBookingRefusal({ ...f, status: "delayed" }, 1, today)).toBe(
      "This flight is not available for booking",
    );
    expect(flightBookingRefusal({ ...f, seatsAvailable: 0 }, 1, today)).toBe("This flight is sold out");
    expect(flightBookingRefusal(f, 3, today)).toBe("Only 2 seats left on this flight: you asked for 3");
    expect(flightBookingRefusal(f, 2, today)).toBeNull();
    const p = { status: "active", currentParticipants: 9, maxParticipants: 10, departureDate: today };
    expect(packageBookingRefusal({ ...p, departureDate: "2026-11-28" }, 1, today)).toBe(PACKAGE_DEPARTED);
    expect(packageBookingRefusal({ ...p, status: "cancelled" }, 1, today)).toBe(
      "This package is not available for booking",
    );
    expect(packageBookingRefusal({ ...p, currentParticipants: 10 }, 1, today)).toBe(
      "This package is fully booked",
    );
    expect(packageBookingRefusal(p, 2, today)).toBe("Only 1 place left on this package: you asked for 2");
    expect(packageBookingRefusal(p, 1, today)).toBeNull();
  });
});

describe("expiryState", () => {
  const now = Date.parse("2026-03-12T10:00:00Z");
  const at = (msLeft: number) => expiryState(new Date(now + msLeft).toISOString(), now);
  const MIN = 60_000;

  it("the window is 2 hours", () => {
    expect(PENDING_WINDOW_MS).toBe(7_200_000);
    expect(pendingExpiry(now).toISOString()).toBe("2026-03-12T12:00:00.000Z");
  });

  it("is green with more than an hour left", () => {
    expect(at(120 * MIN)).toEqual({
      remainingMs: 120 * MIN,
      elapsedShare: 0,
      colour: "green",
      urgent: false,
      expired: false,
    });
    expect(at(60 * MIN + 1000).colour).toBe("green");
  });

  it("is yellow from one hour down to just above 30 minutes", () => {
    expect(at(60 * MIN)).toMatchObject({ colour: "yellow", elapsedShare: 0.5, urgent: false });
    expect(at(30 * MIN + 1000)).toMatchObject({ colour: "yellow", urgent: false });
  });

  it("is red and urgent at 30 minutes or less", () => {
    expect(at(30 * MIN)).toMatchObject({ colour: "red", urgent: true, expired: false, elapsedShare: 0.75 });
    expect(at(1000)).toMatchObject({ colour: "red", urgent: true, expired: false });
  });

  it("is expired at and after the expiry, with a full bar", () => {
    expect(at(0)).toEqual({ remainingMs: 0, elapsedShare: 1, colour: "red", urgent: false, expired: true });
    expect(at(-5 * MIN)).toMatchObject({ remainingMs: 0, expired: true, elapsedShare: 1 });
  });

  it("accepts Date and epoch values, and treats a missing expiry as expired", () => {
    expect(expiryState(now + 45 * MIN, new Date(now)).colour).toBe("yellow");
    expect(expiryState(new Date(now + 90 * MIN), now).colour).toBe("green");
    expect(expiryState(null, now).expired).toBe(true);
    expect(expiryState("not a date", now).expired).toBe(true);
  });
});
