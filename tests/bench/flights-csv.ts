/**
 * A flights CSV of any size for the import benchmark, the same in Node and in the browser: the
 * documented import headers, realistic cells (a few quoted, with commas and doubled quotes), and
 * about 1 row in 100 invalid so the error path is part of the measurement. Deterministic (seeded).
 */
export const FLIGHT_BENCH_HEADER =
  "Airline Name,Flight Number,PNR,Departure,Destination,Departure Date,Departure Time,Arrival Date,Arrival Time,Duration,Price,Seats Available,Default Meal,Default Baggage,Status,Is Return Flight,Return Departure Date,Return Arrival Date,Return Departure Time,Return Arrival Time,Return Duration";

// Airlines of the list (an import takes only those, as the form does), in the spellings a file may
// have: the list's, another case, quoted.
const AIRLINES = [
  "Emirates",
  "Qatar Airways",
  "Pakistan International Airlines",
  "Saudia",
  "Air Blue",
  "flydubai",
  '"Air Arabia"',
];
const FROM = ["KHI", "LHE", "ISB", "PEW", "MUX"];
const TO = ["JED", "MED", "DXB", "SHJ", "RUH", "DOH", "IST", "MCT"];

/** Rows `from`..`to`-1 (row i is the same whatever the chunking), each line ending with CRLF. */
export function flightCsvRows(from: number, to: number): string {
  const parts: string[] = [];
  for (let i = from; i < to; i++) {
    const h = Math.imul(i + 1, 2654435761) >>> 0;
    const day = 1 + (h % 27);
    const month = 1 + ((h >>> 5) % 12);
    // Dates to come (an import refuses a past date, as the form does).
    const d = `2030-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
    const hour = h % 20;
    const dep = `${hour < 10 ? "0" : ""}${hour}:${(h >>> 3) % 2 ? "30" : "05"}`;
    const arrHour = hour + 3;
    const arr = `${arrHour < 10 ? "0" : ""}${arrHour}:45`;
    const ret = (h >>> 7) % 3 === 0;
    const rd = `2030-${month < 10 ? "0" : ""}${month}-${day + 1 < 10 ? "0" : ""}${day + 1}`;
    // About 1 row in 100 breaks a rule (a negative price or a bad time).
    const bad = h % 100 === 7;
    const price = bad ? "-5" : String(40_000 + (h % 160_000));
    parts.push(
      [
        AIRLINES[h % AIRLINES.length],
        `EK${100 + (i % 9000)}`,
        `P${(h % 1_000_000).toString(36).toUpperCase()}`,
        FROM[(h >>> 3) % FROM.length],
        TO[(h >>> 9) % TO.length],
        d,
        dep,
        d,
        arr,
        (h >>> 11) % 5 === 0 ? '"3h ""approx"""' : "3h 15m",
        price,
        String((h >>> 4) % 300),
        (h >>> 2) % 2 ? "yes" : "no",
        "30kg",
        "active",
        ret ? "true" : "false",
        ret ? rd : "",
        ret ? rd : "",
        ret ? "10:00" : "",
        ret ? "13:00" : "",
        ret ? "3h" : "",
      ].join(","),
    );
  }
  return `${parts.join("\r\n")}\r\n`;
}

/** The whole file as one string. */
export function flightCsvText(rows: number): string {
  const chunks = [`${FLIGHT_BENCH_HEADER}\r\n`];
  for (let i = 0; i < rows; i += 10_000) chunks.push(flightCsvRows(i, Math.min(rows, i + 10_000)));
  return chunks.join("");
}
