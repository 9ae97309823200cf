import { afterEach, describe, expect, it, vi } from "vitest";
import type { components } from "../../../src/api/schema.gen.ts";
import { karachiDate } from "../../../src/domain/format.ts";
import {
  type AdminBooking,
  BOOKING_STATUS_FILTERS,
  BOOKING_STATUS_LABELS,
  bookingFlight,
  bookingSearchFields,
  customerEmailOf,
  customerNameOf,
  detailsPrice,
  detailsTotal,
  type PendingChange,
  passengerCountOf,
  passengerName,
  paymentClaim,
  routeOf,
  settledChanges,
  withPendingChanges,
} from "../../../src/features/admin-flights/booking-view.ts";
import {
  checkFlightForm,
  FLIGHT_FIELD_ORDER,
  type FlightFormValues,
  flightPayload,
  formFromFlight,
  NEW_FLIGHT,
  tidyTime,
} from "../../../src/features/admin-flights/flight-form.ts";
import {
  capitalise,
  dateTime,
  type Flight,
  flightDetailsToast,
  flightSearchFields,
  stopoverLabel,
} from "../../../src/features/admin-flights/flight-view.ts";
import { parseAdminBookingsSearch } from "../../../src/features/admin-flights/route-search.ts";
import { matchesSearch } from "../../../src/ui/search.ts";

type S = components["schemas"];

function flight(over: Partial<Flight> = {}): Flight {
  return {
    _id: "11111111-1111-4111-8111-111111111111",
    airlineName: "Emirates",
    flightNumber: "EK601",
    pnr: "ABC123",
    departure: "KHI",
    destination: "DXB",
    departureDate: "2026-03-20",
    departureTime: "04:30",
    arrivalDate: "2026-03-20",
    arrivalTime: "06:05",
    duration: "2h 35m",
    price: 45000.5,
    seatsAvailable: 20,
    defaultMeal: "yes",
    defaultBaggage: "30",
    isStopover: false,
    stopoverLocation: null,
    stopoverLayover: null,
    isReturnFlight: false,
    returnDepartureDate: null,
    returnDepartureTime: null,
    returnArrivalDate: null,
    returnArrivalTime: null,
    returnDuration: null,
    status: "active",
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-01T09:00:00.000Z",
    version: 1,
    ...over,
  };
}

/** A filled-in, valid create form (as typed: lower case, spaces). */
function form(over: Partial<FlightFormValues> = {}): FlightFormValues {
  return {
    ...NEW_FLIGHT,
    airlineName: " Emirates ",
    flightNumber: " ek601 ",
    pnr: "abc123",
    departure: "khi",
    destination: " dxb",
    departureDate: "2026-03-20",
    departureTime: "04:30",
    arrivalDate: "2026-03-20",
    arrivalTime: "06:05",
    duration: " 2h 35m ",
    price: "45000.50",
    seatsAvailable: "20",
    defaultBaggage: " 30 ",
    ...over,
  };
}

/** The field messages of a failing check (fails the test when the check passes). */
function errorsOf(v: FlightFormValues): Record<string, string> {
  const r = checkFlightForm(v);
  if (r.ok) throw new Error("expected the form to be refused");
  return r.errors;
}

describe("the flight form: defaults and re-initialisation", () => {
  it("a new flight starts empty, one way, no stopover, price 0, seats 0, meal no, status active", () => {
    expect(NEW_FLIGHT).toEqual({
      airlineName: "",
      flightNumber: "",
      pnr: "",
      departure: "",
      destination: "",
      departureDate: "",
      departureTime: "",
      arrivalDate: "",
      arrivalTime: "",
      duration: "",
      price: "0",
      seatsAvailable: "0",
      defaultMeal: "no",
      defaultBaggage: "",
      status: "active",
      isStopover: false,
      stopoverLocation: "",
      stopoverLayover: "",
      isReturnFlight: false,
      returnDepartureDate: "",
      returnDepartureTime: "",
      returnArrivalDate: "",
      returnArrivalTime: "",
      returnDuration: "",
      namesDueAt: "",
      ticketingDueAt: "",
    });
    const body = flightPayload(NEW_FLIGHT);
    expect(body).toMatchObject({
      price: 0,
      seatsAvailable: 0,
      defaultMeal: "no",
      status: "active",
      isStopover: false,
      stopoverLocation: null,
      stopoverLayover: null,
      isReturnFlight: false,
    });
    expect(Object.keys(body).filter((k) => k.startsWith("return"))).toEqual([]);
  });

  it("editing fills every field from the flight, dates cut to their date part", () => {
    const f = flight({ departureDate: "2026-03-20T00:00:00.000Z", arrivalDate: "2026-03-21T00:00:00.000Z" });
    expect(formFromFlight(f)).toEqual({
      airlineName: "Emirates",
      flightNumber: "EK601",
      pnr: "ABC123",
      departure: "KHI",
      destination: "DXB",
      departureDate: "2026-03-20",
      departureTime: "04:30",
      arrivalDate: "2026-03-21",
      arrivalTime: "06:05",
      duration: "2h 35m",
      price: "45000.5",
      seatsAvailable: "20",
      defaultMeal: "yes",
      defaultBaggage: "30",
      status: "active",
      isStopover: false,
      stopoverLocation: "",
      stopoverLayover: "",
      isReturnFlight: false,
      returnDepartureDate: "",
      returnDepartureTime: "",
      returnArrivalDate: "",
      returnArrivalTime: "",
      returnDuration: "",
      namesDueAt: "",
      ticketingDueAt: "",
    });
  });

  it("a flight with a return flight opens in return mode, with its return fields", () => {
    const v = formFromFlight(
      flight({
        isReturnFlight: true,
        returnDepartureDate: "2026-03-27",
        returnDepartureTime: "21:10",
        returnArrivalDate: "2026-03-27",
        returnArrivalTime: "23:55",
        returnDuration: "2h 45m",
      }),
    );
    expect(v.isReturnFlight).toBe(true);
    expect([v.returnDepartureDate, v.returnDepartureTime, v.returnArrivalDate, v.returnArrivalTime]).toEqual([
      "2026-03-27",
      "21:10",
      "2026-03-27",
      "23:55",
    ]);
    expect(v.returnDuration).toBe("2h 45m");
    // Return dates without the flag (an older record) still open in return mode.
    expect(formFromFlight(flight({ returnDepartureDate: "2026-03-27" })).isReturnFlight).toBe(true);
    expect(formFromFlight(flight({ returnArrivalTime: "23:55" })).isReturnFlight).toBe(true);
    expect(formFromFlight(flight()).isReturnFlight).toBe(false);
  });

  it("a stopover flight opens with its stopover; an unknown meal reads 'no', no status reads 'active'", () => {
    const v = formFromFlight(
      flight({ isStopover: true, stopoverLocation: "DOH", stopoverLayover: "1h 30m" }),
    );
    expect([v.isStopover, v.stopoverLocation, v.stopoverLayover]).toEqual([true, "DOH", "1h 30m"]);
    const odd = { ...flight(), defaultMeal: "maybe", status: "" } as unknown as Flight;
    expect(formFromFlight(odd).defaultMeal).toBe("no");
    expect(formFromFlight(odd).status).toBe("active");
  });

  it("saving an edited flight unchanged sends the flight back as it was", () => {
    const f = flight({
      isStopover: true,
      stopoverLocation: "DOH",
      stopoverLayover: "1h 30m",
      isReturnFlight: true,
      returnDepartureDate: "2026-03-27",
      returnDepartureTime: "21:10",
      returnArrivalDate: "2026-03-28",
      returnArrivalTime: "01:15",
      returnDuration: "4h 05m",
      namesDueAt: "2026-03-13T18:59:00.000Z",
    });
    expect(flightPayload(formFromFlight(f))).toEqual({
      airlineName: "Emirates",
      flightNumber: "EK601",
      pnr: "ABC123",
      departure: "KHI",
      destination: "DXB",
      departureDate: "2026-03-20",
      departureTime: "04:30",
      arrivalDate: "2026-03-20",
      arrivalTime: "06:05",
      duration: "2h 35m",
      price: 45000.5,
      seatsAvailable: 20,
      defaultMeal: "yes",
      defaultBaggage: "30",
      status: "active",
      isStopover: true,
      stopoverLocation: "DOH",
      stopoverLayover: "1h 30m",
      isReturnFlight: true,
      returnDepartureDate: "2026-03-27",
      returnDepartureTime: "21:10",
      returnArrivalDate: "2026-03-28",
      returnArrivalTime: "01:15",
      returnDuration: "4h 05m",
      // Agency time, as the datetime-local input holds it.
      namesDueAt: "2026-03-13T23:59",
      ticketingDueAt: null,
    });
    expect(checkFlightForm(formFromFlight(f)).ok).toBe(true);
  });
});

describe("the flight form: the payload", () => {
  it("upper-cases flight number, PNR, departure and destination; trims text; leaves the airline's case", () => {
    const body = flightPayload(form());
    expect(body).toMatchObject({
      airlineName: "Emirates",
      flightNumber: "EK601",
      pnr: "ABC123",
      departure: "KHI",
      destination: "DXB",
      duration: "2h 35m",
      defaultBaggage: "30",
      price: 45000.5,
      seatsAvailable: 20,
    });
  });

  it("cuts date-times to their date part", () => {
    const body = flightPayload(
      form({ departureDate: "2026-03-20T10:00", arrivalDate: " 2026-03-21T00:00:00Z" }),
    );
    expect([body.departureDate, body.arrivalDate]).toEqual(["2026-03-20", "2026-03-21"]);
  });

  it("tidies typed times: '1430' → '14:30', '930' → '09:30', '9:05' → '09:05'; other text is kept", () => {
    expect(tidyTime("1430")).toBe("14:30");
    expect(tidyTime("930")).toBe("09:30");
    expect(tidyTime("9:05")).toBe("09:05");
    expect(tidyTime(" 23:59 ")).toBe("23:59");
    expect(tidyTime("12345")).toBe("12345");
    expect(tidyTime("noon")).toBe("noon");
    expect(flightPayload(form({ departureTime: "0430", arrivalTime: "6:05" }))).toMatchObject({
      departureTime: "04:30",
      arrivalTime: "06:05",
    });
  });

  it("without a stopover the stopover fields are cleared (null), whatever was typed", () => {
    const body = flightPayload(form({ isStopover: false, stopoverLocation: "doh", stopoverLayover: "1h" }));
    expect(body.isStopover).toBe(false);
    expect(body.stopoverLocation).toBeNull();
    expect(body.stopoverLayover).toBeNull();
  });

  it("with a stopover its location is upper-cased and its layover trimmed", () => {
    const body = flightPayload(
      form({ isStopover: true, stopoverLocation: " doh ", stopoverLayover: " 1h 30m " }),
    );
    expect([body.isStopover, body.stopoverLocation, body.stopoverLayover]).toEqual([true, "DOH", "1h 30m"]);
  });

  it("one way: no return field is sent, even ones typed before switching back to one way", () => {
    const body = flightPayload(
      form({
        isReturnFlight: false,
        returnDepartureDate: "2026-03-27",
        returnDepartureTime: "21:10",
        returnArrivalDate: "2026-03-27",
        returnArrivalTime: "23:55",
        returnDuration: "2h 45m",
      }),
    );
    expect(body.isReturnFlight).toBe(false);
    for (const k of [
      "returnDepartureDate",
      "returnDepartureTime",
      "returnArrivalDate",
      "returnArrivalTime",
      "returnDuration",
    ])
      expect(body).not.toHaveProperty(k);
  });

  it("return: only the return fields filled in are sent, dates cut and times tidied", () => {
    const body = flightPayload(
      form({
        isReturnFlight: true,
        returnDepartureDate: "2026-03-27T00:00:00Z",
        returnDepartureTime: "2110",
      }),
    );
    expect(body.isReturnFlight).toBe(true);
    expect(body.returnDepartureDate).toBe("2026-03-27");
    expect(body.returnDepartureTime).toBe("21:10");
    expect(body).not.toHaveProperty("returnArrivalDate");
    expect(body).not.toHaveProperty("returnArrivalTime");
    expect(body).not.toHaveProperty("returnDuration");
  });

  it("an empty price or seat count is left out; text that is not a number is sent as is", () => {
    const empty = flightPayload(form({ price: " ", seatsAvailable: "" }));
    expect(empty).not.toHaveProperty("price");
    expect(empty).not.toHaveProperty("seatsAvailable");
    const typed = flightPayload(form({ price: "12.5", seatsAvailable: "abc" }));
    expect(typed.price).toBe(12.5);
    expect(typed.seatsAvailable as unknown).toBe("abc");
  });
});

describe("the flight form: today is the earliest date", () => {
  // form() departs 2026-03-20 and arrives the same day.
  it("refuses a typed date before today, with the field's own message", () => {
    expect(checkFlightForm(form(), "2026-03-20").ok).toBe(true);
    const r = checkFlightForm(form(), "2026-03-21");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      departureDate: "Departure date cannot be in the past",
      arrivalDate: "Arrival date cannot be in the past",
    });
    expect(r.message).toBe("Departure date cannot be in the past");
    const ret = form({
      isReturnFlight: true,
      departureDate: "2026-03-22",
      arrivalDate: "2026-03-22",
      returnDepartureDate: "2026-03-21",
      returnArrivalDate: "2026-03-21",
    });
    const back = checkFlightForm(ret, "2026-03-21");
    expect(back.ok).toBe(false);
    // The return dates are before the outbound arrival, not in the past: only the order message.
    if (!back.ok)
      expect(back.errors.returnDepartureDate).not.toBe("Return departure date cannot be in the past");
    const late = checkFlightForm(ret, "2026-03-23");
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.errors.returnArrivalDate).toBe("Return arrival date cannot be in the past");
  });

  it("an edited flight keeps the past dates it already had; a changed one must be today or later", () => {
    const old = form();
    expect(checkFlightForm(old, "2026-04-01", old).ok).toBe(true);
    const moved = checkFlightForm(
      { ...old, departureDate: "2026-03-19", arrivalDate: "2026-03-20" },
      "2026-04-01",
      old,
    );
    expect(moved.ok).toBe(false);
    if (!moved.ok) expect(moved.errors).toEqual({ departureDate: "Departure date cannot be in the past" });
  });
});

describe("the flight form: its check and messages", () => {
  it("accepts a complete flight and returns the shared rule's value", () => {
    const r = checkFlightForm(form());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toMatchObject({ flightNumber: "EK601", destination: "DXB", price: 45000.5 });
  });

  it("an empty form reports every required field with the spec's messages, the first one on top", () => {
    const r = checkFlightForm(NEW_FLIGHT);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe("Airline is required");
    expect(r.errors).toEqual({
      airlineName: "Airline is required",
      flightNumber: "Flight number is required",
      pnr: "PNR is required",
      departure: "Departure is required",
      destination: "Destination is required",
      departureDate: "Departure date is required",
      departureTime: "Please enter departure time in HH:MM format",
      arrivalDate: "Arrival date is required",
      arrivalTime: "Please enter arrival time in HH:MM format",
    });
  });

  it("blank-only text counts as missing", () => {
    expect(errorsOf(form({ airlineName: "   ", pnr: " " }))).toEqual({
      airlineName: "Airline is required",
      pnr: "PNR is required",
    });
  });

  it("the summary message is the first failing field in screen order", () => {
    const r = checkFlightForm(form({ price: "-1", pnr: "", arrivalTime: "" }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe("PNR is required");
    expect(FLIGHT_FIELD_ORDER.indexOf("pnr")).toBeLessThan(FLIGHT_FIELD_ORDER.indexOf("arrivalTime"));
    expect(r.errors).toEqual({
      pnr: "PNR is required",
      arrivalTime: "Please enter arrival time in HH:MM format",
      price: "Price must be positive",
    });
  });

  it("times must be 24-hour HH:MM", () => {
    expect(errorsOf(form({ departureTime: "25:00" }))).toEqual({
      departureTime: "Please enter departure time in HH:MM format",
    });
    expect(errorsOf(form({ arrivalTime: "6pm" }))).toEqual({
      arrivalTime: "Please enter arrival time in HH:MM format",
    });
    expect(errorsOf(form({ departureTime: "12:60" })).departureTime).toBe(
      "Please enter departure time in HH:MM format",
    );
    expect(checkFlightForm(form({ departureTime: "0000", arrivalTime: "2359" })).ok).toBe(true);
  });

  it("price: at least 0, at most 2 decimals, at most 99,999,999", () => {
    expect(errorsOf(form({ price: "-1" }))).toEqual({ price: "Price must be positive" });
    expect(errorsOf(form({ price: "-0.01" }))).toEqual({ price: "Price must be positive" });
    expect(errorsOf(form({ price: "abc" }))).toEqual({ price: "Price must be positive" });
    expect(errorsOf(form({ price: "12.345" }))).toEqual({ price: "Price can have at most 2 decimal places" });
    expect(errorsOf(form({ price: "100000000" }))).toEqual({ price: "Price cannot be more than 99,999,999" });
    for (const ok of ["0", "0.01", "12.34", "19.99", "99999999", "99999998.99"])
      expect(checkFlightForm(form({ price: ok })).ok, ok).toBe(true);
  });

  it("seats: a whole number from 0 to 10000", () => {
    expect(errorsOf(form({ seatsAvailable: "-1" }))).toEqual({
      seatsAvailable: "Seats must be non-negative",
    });
    expect(errorsOf(form({ seatsAvailable: "2.5" }))).toEqual({
      seatsAvailable: "Seats must be a whole number",
    });
    expect(errorsOf(form({ seatsAvailable: "10001" }))).toEqual({
      seatsAvailable: "Seats cannot be more than 10000",
    });
    expect(errorsOf(form({ seatsAvailable: "many" }))).toEqual({
      seatsAvailable: "Seats must be non-negative",
    });
    expect(checkFlightForm(form({ seatsAvailable: "0" })).ok).toBe(true);
    expect(checkFlightForm(form({ seatsAvailable: "10000" })).ok).toBe(true);
  });

  it("meal yes or no; status active, sold or delayed", () => {
    expect(errorsOf(form({ defaultMeal: "maybe" }))).toEqual({ defaultMeal: "Meal must be yes or no" });
    expect(errorsOf(form({ status: "cancelled" }))).toEqual({
      status: "Status must be active, sold or delayed",
    });
    for (const status of ["active", "sold", "delayed"])
      expect(checkFlightForm(form({ status })).ok, status).toBe(true);
  });

  it("text lengths: flight number at most 10 characters, PNR at most 20", () => {
    expect(errorsOf(form({ flightNumber: "EK60123456X" }))).toEqual({
      flightNumber: "Flight number cannot be more than 10 characters",
    });
    expect(checkFlightForm(form({ flightNumber: "EK60123456" })).ok).toBe(true);
    expect(errorsOf(form({ pnr: "A".repeat(21) }))).toEqual({ pnr: "PNR cannot be more than 20 characters" });
  });

  it("dates must exist", () => {
    expect(errorsOf(form({ departureDate: "2026-02-30", arrivalDate: "2026-03-01" }))).toEqual({
      departureDate: "Please enter a valid departure date",
    });
    expect(errorsOf(form({ arrivalDate: "20/03/2026" }))).toEqual({
      arrivalDate: "Please enter a valid arrival date",
    });
  });

  it("arrival must be after departure (date and time): not before, nor at the same moment", () => {
    expect(errorsOf(form({ arrivalTime: "04:29" }))).toEqual({
      arrivalDate: "Arrival must be after departure",
    });
    expect(errorsOf(form({ arrivalDate: "2026-03-19", arrivalTime: "23:00" }))).toEqual({
      arrivalDate: "Arrival must be after departure",
    });
    // 'After': a flight does not land the minute it takes off (a CSV row is refused so too).
    expect(errorsOf(form({ arrivalTime: "04:30" }))).toEqual({
      arrivalDate: "Arrival must be after departure",
    });
    expect(checkFlightForm(form({ arrivalTime: "04:31" })).ok).toBe(true);
    // Overnight: an earlier clock time on the next day is fine.
    expect(
      checkFlightForm(form({ departureTime: "23:30", arrivalDate: "2026-03-21", arrivalTime: "01:10" })).ok,
    ).toBe(true);
  });

  it("shows the arrival-order message together with other field messages", () => {
    expect(errorsOf(form({ arrivalTime: "03:00", price: "-5" }))).toEqual({
      arrivalDate: "Arrival must be after departure",
      price: "Price must be positive",
    });
    // …but not while a date is not a real date yet.
    expect(errorsOf(form({ arrivalDate: "2026-3-1", price: "-5" }))).toEqual({
      arrivalDate: "Please enter a valid arrival date",
      price: "Price must be positive",
    });
  });

  it("no order message while a time is missing or not a time (it would compare against 00:00 or '25:00')", () => {
    // Departs 04:30; the arrival time is not typed yet: only the missing time is reported.
    const r = checkFlightForm(form({ arrivalTime: "" }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe("Please enter arrival time in HH:MM format");
    expect(r.errors).toEqual({ arrivalTime: "Please enter arrival time in HH:MM format" });
    expect(errorsOf(form({ departureTime: "2500" }))).toEqual({
      departureTime: "Please enter departure time in HH:MM format",
    });
    expect(
      errorsOf(
        form({
          isReturnFlight: true,
          returnDepartureDate: "2026-03-27",
          returnDepartureTime: "2460",
          returnArrivalDate: "2026-03-27",
          returnArrivalTime: "23:55",
        }),
      ),
    ).toEqual({ returnDepartureTime: "Please enter return departure time in HH:MM format" });
    // Once the times are real, the order is checked again.
    expect(errorsOf(form({ arrivalTime: "04:00", price: "-1" }))).toEqual({
      arrivalDate: "Arrival must be after departure",
      price: "Price must be positive",
    });
  });

  it("a stopover needs its location, alone or among other messages; none is needed without a stopover", () => {
    expect(errorsOf(form({ isStopover: true, stopoverLocation: " ", stopoverLayover: "1h" }))).toEqual({
      stopoverLocation: "Stopover location is required",
    });
    expect(errorsOf(form({ isStopover: true, airlineName: "" }))).toEqual({
      airlineName: "Airline is required",
      stopoverLocation: "Stopover location is required",
    });
    expect(checkFlightForm(form({ isStopover: true, stopoverLocation: "doh" })).ok).toBe(true);
    expect(checkFlightForm(form({ isStopover: false, stopoverLocation: "" })).ok).toBe(true);
  });

  it("return: departs after the outbound arrival, arrives after it departs", () => {
    const ret = (over: Partial<FlightFormValues>) =>
      form({
        isReturnFlight: true,
        returnDepartureDate: "2026-03-27",
        returnDepartureTime: "21:10",
        returnArrivalDate: "2026-03-27",
        returnArrivalTime: "23:55",
        ...over,
      });
    expect(checkFlightForm(ret({})).ok).toBe(true);
    expect(errorsOf(ret({ returnDepartureDate: "2026-03-20", returnDepartureTime: "06:00" }))).toEqual({
      returnDepartureDate: "Return departure must be after the outbound arrival",
    });
    // Leaving exactly when the outbound flight lands is allowed.
    expect(
      checkFlightForm(
        ret({ returnDepartureDate: "2026-03-20", returnDepartureTime: "06:05", returnArrivalDate: "" }),
      ).ok,
    ).toBe(true);
    expect(errorsOf(ret({ returnArrivalTime: "21:00" }))).toEqual({
      returnArrivalDate: "Return arrival must be after return departure",
    });
    // Return fields are optional, and all of them are ignored on a one-way flight.
    expect(checkFlightForm(ret({ returnDepartureDate: "", returnArrivalDate: "" })).ok).toBe(true);
    expect(checkFlightForm(ret({ isReturnFlight: false, returnDepartureDate: "2026-01-01" })).ok).toBe(true);
  });

  it("return dates and times must be valid when filled in", () => {
    expect(errorsOf(form({ isReturnFlight: true, returnDepartureDate: "2026-13-01" }))).toEqual({
      returnDepartureDate: "Please enter a valid return departure date",
    });
    expect(
      errorsOf(
        form({ isReturnFlight: true, returnDepartureDate: "2026-03-27", returnDepartureTime: "2460" }),
      ),
    ).toEqual({ returnDepartureTime: "Please enter return departure time in HH:MM format" });
    expect(
      errorsOf(form({ isReturnFlight: true, returnArrivalDate: "2026-03-28", returnArrivalTime: "9pm" })),
    ).toEqual({ returnArrivalTime: "Please enter return arrival time in HH:MM format" });
  });
});

describe("the flight form: today's date (the pickers' minimum) is Karachi's", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("late evening UTC is already tomorrow in Karachi (UTC+5); just before Karachi midnight it is not", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-12T18:59:59Z"));
    expect(karachiDate()).toBe("2026-03-12");
    vi.setSystemTime(new Date("2026-03-12T19:00:00Z"));
    expect(karachiDate()).toBe("2026-03-13");
  });

  it("a flight departing and arriving today (Karachi) is accepted; arriving the day before is not", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-12T19:30:00Z"));
    const today = karachiDate();
    expect(today).toBe("2026-03-13");
    expect(checkFlightForm(form({ departureDate: today, arrivalDate: today })).ok).toBe(true);
    expect(errorsOf(form({ departureDate: today, arrivalDate: "2026-03-12" }))).toEqual({
      arrivalDate: "Arrival must be after departure",
    });
  });
});

describe("Flight Management: how a flight reads", () => {
  const TODAY = "2026-03-12";
  const search = (term: string, f: Flight = flight(), today = TODAY) =>
    matchesSearch(term, ...flightSearchFields(f, today));

  it("the search matches airline (name or code), flight number, route, PNR, meal, baggage and status", () => {
    for (const term of [
      "emirates",
      "EK",
      "ek601",
      "khi",
      "DXB",
      "khi dxb",
      "abc123",
      "yes",
      "30 kg",
      "active",
    ])
      expect(search(term), term).toBe(true);
    expect(search("LHE")).toBe(false);
    expect(search("qatar")).toBe(false);
    expect(search("delayed")).toBe(false);
    expect(search("delayed", flight({ status: "delayed" }))).toBe(true);
    expect(search("PK", flight({ airlineName: "Pakistan International Airlines" }))).toBe(true);
    // After its date the flight reads 'Departed', whatever its stored status.
    expect(search("departed", flight(), "2026-03-21")).toBe(true);
    expect(search("active", flight(), "2026-03-21")).toBe(false);
  });

  it("capitalises a status for display", () => {
    expect(capitalise("active")).toBe("Active");
    expect(capitalise("delayed")).toBe("Delayed");
    expect(capitalise("")).toBe("");
    expect(capitalise(null)).toBe("");
  });

  it("the stopover column: 'Direct', else location · layover", () => {
    expect(stopoverLabel({ isStopover: false, stopoverLocation: "DOH" })).toBe("Direct");
    expect(stopoverLabel({ isStopover: true, stopoverLocation: "DOH", stopoverLayover: "1h 30m" })).toBe(
      "DOH · 1h 30m",
    );
    expect(stopoverLabel({ isStopover: true, stopoverLocation: "DOH", stopoverLayover: null })).toBe("DOH");
    expect(stopoverLabel({ isStopover: true, stopoverLocation: "", stopoverLayover: "" })).toBe("Stopover");
  });

  it("schedule: '20 Mar 2026 04:30', either part alone when the other is missing", () => {
    expect(dateTime("2026-03-20", "04:30")).toBe("20 Mar 2026 04:30");
    expect(dateTime("2026-03-20", null)).toBe("20 Mar 2026");
    expect(dateTime(null, "04:30")).toBe("04:30");
    expect(dateTime("", "")).toBe("");
  });

  it("the view toast of a one-way direct flight", () => {
    expect(flightDetailsToast(flight(), TODAY)).toEqual({
      title: "EK601 · Emirates",
      message:
        "KHI → DXB · Departs 20 Mar 2026 04:30 · Arrives 20 Mar 2026 06:05 · Direct · ₨ 45,000.50 · 20 seats · " +
        "PNR ABC123 · Meal: Yes · Baggage: 30 KG · Status: Active",
    });
  });

  it("the view toast names the airline's deadlines and the sending, in Pakistan time", () => {
    const t = flightDetailsToast(
      flight({
        namesDueAt: "2026-03-13T18:59:00.000Z",
        ticketingDueAt: "2026-03-16T12:00:00.000Z",
        namesSentAt: "2026-03-12T09:30:00.000Z",
        namesSentBy: "Asma",
      }),
      TODAY,
    );
    expect(t.message).toMatch(
      / · Names due 13 Mar 2026, 11:59 PM · Ticketing due 16 Mar 2026, 5:00 PM · Names sent 12 Mar 2026, 2:30 PM$/,
    );
  });

  it("the view toast of a return flight with a stopover, and its placeholders", () => {
    const t = flightDetailsToast(
      flight({
        price: 120000,
        pnr: "",
        defaultMeal: "no",
        defaultBaggage: "",
        status: "sold",
        isStopover: true,
        stopoverLocation: "DOH",
        stopoverLayover: "1h 30m",
        isReturnFlight: true,
        returnDepartureDate: "2026-03-27",
        returnDepartureTime: "21:10",
      }),
      TODAY,
    );
    expect(t.message).toBe(
      "KHI → DXB · Departs 20 Mar 2026 04:30 · Arrives 20 Mar 2026 06:05 · Returns 27 Mar 2026 21:10 · " +
        "Stopover DOH · 1h 30m · ₨ 120,000 · 20 seats · PNR N/A · Meal: No · Baggage: N/A · Status: Sold",
    );
    // A return flag without a return date adds no 'Returns' part.
    expect(flightDetailsToast(flight({ isReturnFlight: true }), TODAY).message).not.toContain("Returns");
    expect(flightDetailsToast(flight(), "2026-03-21").message).toMatch(/Status: Departed$/);
  });
});

// ─────────────────────────────── Customer Bookings ───────────────────────────────

const snapshot: S["FlightSnapshot"] = {
  _id: "11111111-1111-4111-8111-111111111111",
  airlineName: "Emirates",
  flightNumber: "EK601",
  departure: "KHI",
  destination: "DXB",
  departureDate: "2026-03-20",
  departureTime: "04:30",
  arrivalDate: "2026-03-20",
  arrivalTime: "06:05",
  price: 45000,
};

const { pnr: _pnr, ...liveFlight } = flight({ price: 47000 });
const live: S["CustomerFlight"] = liveFlight;

const passenger = (first: string, last: string, passport: string): S["Passenger"] => ({
  personType: "Mr",
  firstName: first,
  lastName: last,
  name: `${first} ${last}`,
  passport,
  passportExpiry: "2030-01-01",
  ageType: "adult",
  dateOfBirth: "1990-05-05",
  nationality: "PAKISTANI",
  contactNumber: "+923001234567",
});

let seq = 0;
function booking(over: Partial<AdminBooking> = {}): AdminBooking {
  seq++;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    bookingId: `SF-BOOK${seq}`,
    type: "flight",
    status: "pending",
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-01T09:00:00.000Z",
    version: 1,
    expiresAt: "2026-03-01T11:00:00.000Z",
    passengerCount: 2,
    pricePerPassenger: 45000,
    totalAmount: 90000,
    bookingDetails: { pricePerPassenger: 45000, totalAmount: 90000 },
    ticketId: live,
    flightDetails: snapshot,
    pnr: null,
    passengers: [passenger("ALI", "KHAN", "AB1234567"), passenger("SARA", "AHMED", "CD7654321")],
    paymentMethod: null,
    paymentReference: null,
    paymentClaimedAt: null,
    approvedAt: null,
    cancelledAt: null,
    cancelReason: null,
    userId: { _id: "u1", name: "Ayesha Siddiqui", email: "ayesha@safar.pk", company: "Safar" },
    customerName: "Ayesha Siddiqui",
    customerEmail: "ayesha@safar.pk",
    ...over,
  };
}

describe("Customer Bookings: how a booking reads", () => {
  it("its flight is the live flight while it exists, else the snapshot taken at booking", () => {
    expect(bookingFlight(booking())).toBe(live);
    expect(bookingFlight(booking({ ticketId: null }))).toBe(snapshot);
    const neither = { ...booking({ ticketId: null }), flightDetails: null } as unknown as AdminBooking;
    expect(bookingFlight(neither)).toBeNull();
  });

  it("route 'KHI → DXB', '?' for a missing end, empty without a flight", () => {
    expect(routeOf(snapshot)).toBe("KHI → DXB");
    expect(routeOf({ departure: "KHI" })).toBe("KHI → ?");
    expect(routeOf({ destination: "DXB" })).toBe("? → DXB");
    expect(routeOf({})).toBe("");
    expect(routeOf(null)).toBe("");
  });

  it("the customer: the booking's name and email, else the account's, else 'Unknown User' / 'No email'", () => {
    expect(customerNameOf(booking())).toBe("Ayesha Siddiqui");
    expect(customerEmailOf(booking())).toBe("ayesha@safar.pk");
    const fromAccount = booking({ customerName: " ", customerEmail: "" });
    expect(customerNameOf(fromAccount)).toBe("Ayesha Siddiqui");
    expect(customerEmailOf(fromAccount)).toBe("ayesha@safar.pk");
    const nobody = booking({ customerName: "", customerEmail: "", userId: null });
    expect(customerNameOf(nobody)).toBe("Unknown User");
    expect(customerEmailOf(nobody)).toBe("No email");
    const blankAccount = booking({
      customerName: "",
      customerEmail: "",
      userId: { _id: "u2", name: " ", email: "", company: "" },
    });
    expect(customerNameOf(blankAccount)).toBe("Unknown User");
    expect(customerEmailOf(blankAccount)).toBe("No email");
  });

  it("passengers: counted from the list, else the booking's count; named 'First Last', else name, else 'N/A'", () => {
    expect(passengerCountOf(booking())).toBe(2);
    expect(passengerCountOf(booking({ passengers: [], passengerCount: 3 }))).toBe(3);
    expect(passengerCountOf(booking({ passengers: [], passengerCount: 0 }))).toBe(0);
    expect(passengerName(passenger("ALI", "KHAN", "X"))).toBe("ALI KHAN");
    expect(passengerName({ ...passenger("", "", "X"), name: "Bilal" })).toBe("Bilal");
    expect(passengerName({ ...passenger("ALI", "", "X"), name: "" })).toBe("ALI");
    expect(passengerName({ ...passenger("", "", "X"), name: "" })).toBe("N/A");
  });

  it("the details total is the flight's price as booked × passengers, to the paisa", () => {
    // The snapshot's price (as booked) wins over the live flight's later price.
    expect(detailsPrice(booking())).toBe(45000);
    expect(detailsTotal(booking())).toBe(90000);
    const three = [passenger("A", "B", "1"), passenger("C", "D", "2"), passenger("E", "F", "3")];
    expect(
      detailsTotal(booking({ flightDetails: { ...snapshot, price: 33333.33 }, passengers: three })),
    ).toBe(99999.99);
    expect(detailsTotal(booking({ flightDetails: { ...snapshot, price: 0.1 }, passengers: three }))).toBe(
      0.3,
    );
    const noSnapshot = { ...booking(), flightDetails: undefined } as unknown as AdminBooking;
    expect(detailsPrice(noSnapshot)).toBe(47000);
    const noFlight = { ...booking({ ticketId: null }), flightDetails: undefined } as unknown as AdminBooking;
    expect(detailsPrice(noFlight)).toBe(45000);
  });

  it("the customer's payment claim shows only on a pending booking that has one", () => {
    const claimed = {
      paymentMethod: "jazzcash" as const,
      paymentReference: "TX-991",
      paymentClaimedAt: "2026-03-01T09:30:00.000Z",
    };
    expect(paymentClaim(booking(claimed))).toEqual({
      method: "JazzCash",
      reference: "TX-991",
      at: "2026-03-01T09:30:00.000Z",
    });
    expect(paymentClaim(booking({ ...claimed, paymentMethod: "bank_transfer" }))?.method).toBe(
      "Bank transfer",
    );
    expect(paymentClaim(booking({ ...claimed, paymentMethod: null, paymentReference: null }))).toEqual({
      method: "Payment",
      reference: "",
      at: "2026-03-01T09:30:00.000Z",
    });
    expect(paymentClaim(booking({ ...claimed, status: "approved" }))).toBeNull();
    expect(paymentClaim(booking({ ...claimed, status: "cancelled" }))).toBeNull();
    expect(paymentClaim(booking())).toBeNull();
  });

  it("the search matches id, status, flight, route, airline, PNR, customer and passengers", () => {
    const b = booking({
      _id: "9f0c2b7a-0000-4000-8000-000000000abc",
      bookingId: "SF-7K2Q9MXA",
      pnr: "XYZ987",
    });
    const search = (term: string, x: AdminBooking = b) => matchesSearch(term, ...bookingSearchFields(x));
    for (const term of [
      "0abc",
      "sf-7k2q",
      "pending",
      "ek601",
      "khi → dxb",
      "khi dxb",
      "emirates",
      "xyz987",
      "ayesha",
      "safar.pk",
      "sara ahmed",
      "cd7654321",
    ])
      expect(search(term), term).toBe(true);
    expect(search("approved")).toBe(false);
    expect(search("LHE")).toBe(false);
    expect(search("bilal")).toBe(false);
    // A deleted flight is still found through the booking's snapshot; the account's name too.
    const orphan = booking({
      ticketId: null,
      flightDetails: { ...snapshot, flightNumber: "QR611", airlineName: "Qatar Airways" },
      customerName: "",
      userId: { _id: "u9", name: "Bilal Raza", email: "bilal@example.com", company: "" },
    });
    expect(search("qr611", orphan)).toBe(true);
    expect(search("qatar", orphan)).toBe(true);
    expect(search("bilal", orphan)).toBe(true);
  });

  it("the status filter: All Bookings, Pending, Approved, Cancelled", () => {
    expect(BOOKING_STATUS_FILTERS).toEqual(["all", "pending", "approved", "cancelled"]);
    expect(BOOKING_STATUS_FILTERS.map((s) => BOOKING_STATUS_LABELS[s])).toEqual([
      "All Bookings",
      "Pending",
      "Approved",
      "Cancelled",
    ]);
  });
});

describe("Customer Bookings: approve / cancel / delete show at once, and roll back", () => {
  const a = booking({ createdAt: "2026-03-03T00:00:00.000Z" });
  const b = booking({ createdAt: "2026-03-02T00:00:00.000Z" });
  const c = booking({ createdAt: "2026-03-01T00:00:00.000Z", status: "approved" });
  const rows = [a, b, c];
  const none = new Set<string>();
  const changes = (...entries: [string, PendingChange][]) => new Map(entries);

  it("with nothing pending the mirror's rows are shown as they are", () => {
    expect(withPendingChanges(rows, new Map(), none)).toBe(rows);
  });

  it("approve and cancel show the new status at once; other rows and the order are untouched", () => {
    const shown = withPendingChanges(
      rows,
      changes([b._id, { token: 1, status: "approved" }], [c._id, { token: 2, status: "cancelled" }]),
      none,
    );
    expect(shown.map((r) => [r._id, r.status])).toEqual([
      [a._id, "pending"],
      [b._id, "approved"],
      [c._id, "cancelled"],
    ]);
    expect(shown[0]).toBe(a);
    // The mirror's rows are not changed in place.
    expect(b.status).toBe("pending");
    expect(c.status).toBe("approved");
  });

  it("delete hides the row at once; a confirmed delete stays hidden", () => {
    expect(withPendingChanges(rows, changes([a._id, { token: 1, deleted: true }]), none)).toEqual([b, c]);
    expect(withPendingChanges(rows, new Map(), new Set([b._id]))).toEqual([a, c]);
  });

  it("on failure the change is dropped: the booking is back as it was, a deleted one in its place", () => {
    const approving = changes([b._id, { token: 1, status: "approved" }]);
    expect(withPendingChanges(rows, approving, none)[1]?.status).toBe("approved");
    approving.delete(b._id);
    expect(withPendingChanges(rows, approving, none)).toEqual([a, b, c]);
    expect(withPendingChanges(rows, approving, none)[1]?.status).toBe("pending");

    const deleting = changes([b._id, { token: 2, deleted: true }]);
    expect(withPendingChanges(rows, deleting, none).map((r) => r._id)).toEqual([a._id, c._id]);
    deleting.delete(b._id);
    expect(withPendingChanges(rows, deleting, none).map((r) => r._id)).toEqual([a._id, b._id, c._id]);
  });

  it("a change is kept while the server has not answered, and until the mirror has the server's row", () => {
    const unconfirmed = changes([b._id, { token: 1, status: "approved" }]);
    expect(settledChanges(rows, unconfirmed)).toBe(unconfirmed);

    // The server accepted it as version 2; the mirror still has version 1: keep showing 'approved'.
    const confirmed = changes([b._id, { token: 1, status: "approved", confirmedVersion: 2 }]);
    expect(settledChanges(rows, confirmed)).toBe(confirmed);
    expect(withPendingChanges(rows, confirmed, none)[1]?.status).toBe("approved");

    // The mirror has caught up: the change is dropped and the mirror's row is shown.
    const caughtUp = [a, { ...b, status: "approved" as const, version: 2 }, c];
    const settled = settledChanges(caughtUp, confirmed);
    expect(settled.size).toBe(0);
    expect(confirmed.size).toBe(1);
    expect(withPendingChanges(caughtUp, settled, none)).toBe(caughtUp);

    // A later version also settles it, and so does the row being gone.
    expect(settledChanges([a, { ...b, version: 5 }, c], confirmed).size).toBe(0);
    expect(settledChanges([a, c], confirmed).size).toBe(0);
  });

  it("settles only the changes the mirror has reached", () => {
    const pending = changes(
      [a._id, { token: 1, status: "cancelled", confirmedVersion: 2 }],
      [b._id, { token: 2, status: "approved", confirmedVersion: 3 }],
      [c._id, { token: 3, status: "cancelled" }],
    );
    const next = settledChanges(
      [{ ...a, status: "cancelled", version: 2 }, { ...b, version: 2 }, c],
      pending,
    );
    expect([...next.keys()]).toEqual([b._id, c._id]);
  });
});

describe("Customer Bookings: the status in the URL", () => {
  it("keeps a known status and drops anything else ('all' included), never an error", () => {
    expect(parseAdminBookingsSearch({ status: "pending" })).toEqual({ status: "pending" });
    expect(parseAdminBookingsSearch({ status: "approved" })).toEqual({ status: "approved" });
    expect(parseAdminBookingsSearch({ status: "cancelled" })).toEqual({ status: "cancelled" });
    expect(parseAdminBookingsSearch({ status: "all" })).toEqual({});
    expect(parseAdminBookingsSearch({ status: "Pending" })).toEqual({});
    expect(parseAdminBookingsSearch({ status: "expired" })).toEqual({});
    expect(parseAdminBookingsSearch({ status: 1 })).toEqual({});
    expect(parseAdminBookingsSearch({ status: ["pending"] })).toEqual({});
    expect(parseAdminBookingsSearch({})).toEqual({});
    expect(parseAdminBookingsSearch({ status: "pending", page: "2" })).toEqual({ status: "pending" });
  });
});
