/**
 * The flight CSV import and export: the import's headers, a row mapped to the
 * form's payload and checked by the form's own entry check (`checkFlightEntry`), and the export's
 * columns, whose headers are the import's so that an export re-imports.
 */
import { type CsvColumn, csvKey, csvKeyed, readCell } from "./csv.ts";
import { checkFlightEntry, type FlightInput, listedAirline } from "./flights.ts";
import { datePart, flagOrText, numberOrText } from "./rules.ts";
import { everyMessage, type Validation } from "./validation.ts";

export { csvKey };

export const FLIGHT_CSV_HEADERS = {
  required: [
    "Airline Name",
    "Flight Number",
    "Departure",
    "Destination",
    "Departure Date",
    "Arrival Date",
    "Duration",
    "Price",
    "Seats Available",
  ],
  optional: [
    "PNR",
    "Default Meal",
    "Default Baggage",
    "Departure Time",
    "Arrival Time",
    "Is Return Flight",
    "Return Departure Date",
    "Return Arrival Date",
    "Return Departure Time",
    "Return Arrival Time",
    "Return Duration",
    "Status",
  ],
  /** Not in the specification's import format, but written by the export so a file round-trips. */
  extra: ["Is Stopover", "Stopover Location", "Stopover Layover", "Names Due", "Ticketing Due"],
} as const;

const csvDate = (s: string): string => (s ? datePart(s) : "");
/** Spreadsheets write '4:30' or '04:30:00' for 04:30: accept both in a file. */
const csvTime = (s: string): string => {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(s);
  return m ? `${(m[1] as string).padStart(2, "0")}:${m[2]}` : s;
};

/**
 * A CSV row (keys as `csvKey` gives them) → the payload shape `checkFlightEntry` checks (the form's):
 * numbers converted in plain code (text that is not a number stays text and fails its rule),
 * 'true'/'false' flags, times as spreadsheets write them ('4:30', '04:30:00') made 'HH:MM',
 * date-times cut to their date, defaults: times 00:00, meal no, one way, no stopover, status active;
 * the airline's deadlines as written ('2027-03-10 23:59' is agency time, an offset may be given).
 */
export function flightFromCsvRow(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const row = csvKeyed(input);
  const get = (key: string) => readCell(row, key);
  const isReturnFlight = flagOrText(get("isreturnflight"));
  const isStopover = flagOrText(get("isstopover"));
  return {
    airlineName: listedAirline(get("airlinename")),
    flightNumber: get("flightnumber"),
    pnr: get("pnr"),
    departure: get("departure"),
    destination: get("destination"),
    departureDate: csvDate(get("departuredate")),
    departureTime: csvTime(get("departuretime")) || "00:00",
    arrivalDate: csvDate(get("arrivaldate")),
    arrivalTime: csvTime(get("arrivaltime")) || "00:00",
    duration: get("duration"),
    price: numberOrText(get("price")),
    seatsAvailable: numberOrText(get("seatsavailable")),
    defaultMeal: get("defaultmeal").toLowerCase() || "no",
    defaultBaggage: get("defaultbaggage"),
    status: get("status").toLowerCase() || "active",
    isStopover,
    stopoverLocation: get("stopoverlocation"),
    stopoverLayover: get("stopoverlayover"),
    isReturnFlight,
    returnDepartureDate: csvDate(get("returndeparturedate")),
    returnDepartureTime: csvTime(get("returndeparturetime")),
    returnArrivalDate: csvDate(get("returnarrivaldate")),
    returnArrivalTime: csvTime(get("returnarrivaltime")),
    returnDuration: get("returnduration"),
    namesDueAt: get("namesdue"),
    ticketingDueAt: get("ticketingdue"),
  };
}

/**
 * Converts and checks one CSV row as the form checks a new flight (`checkFlightEntry`); `today` is
 * the agency's date. A refused row's `message` lists every error, in the form's order ('a; b').
 */
export function validateFlightCsvRow(
  row: Readonly<Record<string, unknown>>,
  today: string,
): Validation<FlightInput> {
  return everyMessage(checkFlightEntry(flightFromCsvRow(row), { today }));
}

/** Every flight field, in export order; the headers are the import headers, so an export re-imports. */
export const FLIGHT_EXPORT_COLUMNS: readonly CsvColumn[] = [
  { header: "ID", key: "_id" },
  { header: "Airline Name", key: "airlineName" },
  { header: "Flight Number", key: "flightNumber" },
  { header: "PNR", key: "pnr" },
  { header: "Departure", key: "departure" },
  { header: "Destination", key: "destination" },
  { header: "Departure Date", key: "departureDate" },
  { header: "Departure Time", key: "departureTime" },
  { header: "Arrival Date", key: "arrivalDate" },
  { header: "Arrival Time", key: "arrivalTime" },
  { header: "Duration", key: "duration" },
  { header: "Price", key: "price" },
  { header: "Seats Available", key: "seatsAvailable" },
  { header: "Default Meal", key: "defaultMeal" },
  { header: "Default Baggage", key: "defaultBaggage" },
  { header: "Status", key: "status" },
  { header: "Is Stopover", key: "isStopover" },
  { header: "Stopover Location", key: "stopoverLocation" },
  { header: "Stopover Layover", key: "stopoverLayover" },
  { header: "Is Return Flight", key: "isReturnFlight" },
  { header: "Return Departure Date", key: "returnDepartureDate" },
  { header: "Return Departure Time", key: "returnDepartureTime" },
  { header: "Return Arrival Date", key: "returnArrivalDate" },
  { header: "Return Arrival Time", key: "returnArrivalTime" },
  { header: "Return Duration", key: "returnDuration" },
  { header: "Names Due", key: "namesDueAt" },
  { header: "Ticketing Due", key: "ticketingDueAt" },
  { header: "Created At", key: "createdAt" },
];
