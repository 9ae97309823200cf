/**
 * A flight's passenger manifest as a document (pure), for the PDF an agency sends the airline
 * beside the CSV: approved passengers, then pending ones, each with the problems an airline rejects
 * (docs/ARCHITECTURE.md §4.7). Passport numbers are printed whole here: the manifest is what the
 * airline needs them for, and only admins reach it.
 */
import type { components } from "../../api/schema.gen.ts";
import type { Agency } from "../../domain/agency.ts";
import { formatDate, formatDateTime } from "../../domain/format.ts";
import type { DocumentSection, TravelDocument } from "./model.ts";

type Manifest = components["schemas"]["FlightManifest"];
type Entry = components["schemas"]["ManifestEntry"];

const COLUMNS = [
  { label: "Booking", width: 13 },
  { label: "Title", width: 6 },
  { label: "Surname", width: 14 },
  { label: "Given names", width: 16 },
  { label: "Passport", width: 12 },
  { label: "Nationality", width: 11 },
  { label: "Born", width: 10 },
  { label: "Expires", width: 10 },
  { label: "Check", width: 8 },
];

function rows(entries: Entry[]): string[][] {
  return entries.map((e) => [
    e.bookingId,
    e.title,
    e.lastName,
    e.firstName,
    e.passport,
    e.nationality,
    formatDate(e.dateOfBirth) || e.dateOfBirth,
    formatDate(e.passportExpiry) || e.passportExpiry,
    e.flags.length ? `${e.flags.length} to fix` : "OK",
  ]);
}

function problems(entries: Entry[]): string[] {
  return entries.flatMap((e) =>
    e.flags.map((f) => `${e.bookingId} ${e.lastName} ${e.firstName}: ${f.message}`),
  );
}

/** The manifest of a flight as a document, made at `madeAt` (ISO). */
export function manifestDocument(m: Manifest, agency: Agency, madeAt: string): TravelDocument {
  const f = m.flight;
  const sections: DocumentSection[] = [
    { heading: `Approved (${m.approved.length})`, table: { columns: COLUMNS, rows: rows(m.approved) } },
  ];
  const issues = problems([...m.approved, ...m.pending]);
  if (issues.length) sections.push({ heading: "To fix before sending", list: issues });
  if (m.pending.length)
    sections.push({
      heading: `Pending, not for the airline yet (${m.pending.length})`,
      table: { columns: COLUMNS, rows: rows(m.pending) },
    });
  const reference = `${f.flightNumber} ${formatDate(f.departureDate)}`;
  return {
    kind: "manifest",
    title: "Passenger Manifest",
    fileName: `manifest_${f.flightNumber.replace(/\s+/g, "")}_${f.departure}_${f.departureDate}.pdf`,
    reference,
    agency: [agency.name, [agency.phone, agency.email].filter(Boolean).join(" · ")].filter(Boolean),
    summary: [
      ["Flight", `${f.airlineName} ${f.flightNumber}`],
      ["Route", `${f.departure} → ${f.destination}${f.isReturnFlight ? " and return" : ""}`],
      ["Departure", formatDate(f.departureDate)],
      ...(f.returnDepartureDate
        ? ([["Return", formatDate(f.returnDepartureDate)]] as [string, string][])
        : []),
      ["Passengers", `${m.approved.length} approved, ${m.pending.length} pending`],
    ],
    sections,
    verifyUrl: null,
    footer: [`Made ${formatDateTime(madeAt)} by ${agency.name}. Names as in the passports.`],
  };
}
