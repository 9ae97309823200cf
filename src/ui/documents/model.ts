/**
 * A booking's travel documents as content (pure: no PDF, no DOM, no clock): what each one says,
 * in sections of facts, tables and lists, which ./pdf.ts lays out on A4 pages.
 *
 * - **E-ticket** (an approved flight booking): the booking reference, the PNR, the flight and its
 *   return leg with dates and times as the flight gives them (Asia/Karachi), meal, baggage, and
 *   every passenger with title, name and passport number partly masked.
 * - **Voucher** (an approved package booking): the package, its dates, its inclusions as stored, and
 *   every participant.
 * - **Invoice** (any booking): the customer, what was bought, the amounts in rupees, and the payment
 *   as recorded: method, reference and where it stands.
 *
 * Every document carries the agency's name and contact (Website Settings) and, when the server has
 * signed the booking, a QR code of its `/verify/…` address (docs/ARCHITECTURE.md §12).
 */

import type { Agency } from "../../domain/agency.ts";
import { maskPassport } from "../../domain/documents.ts";
import { formatDate, formatDateTime, formatRupees } from "../../domain/format.ts";
import { paymentOf } from "../booking/payment.ts";
import { BOOKING_STATUS_LABELS } from "../booking/status-filter.ts";
import {
  amountsOf,
  bookingReference,
  capitalise,
  customerOf,
  type Fact,
  type FlightReceiptBooking,
  flightFacts,
  flightOf,
  isPackageBooking,
  orNA,
  type PackageReceiptBooking,
  packageFacts,
  packageOf,
  participantName,
  type ReceiptBooking,
  returnFacts,
  routeOf,
} from "../print/receipt-facts.ts";

export type DocumentKind = "ticket" | "voucher" | "invoice";

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  ticket: "E-Ticket",
  voucher: "Package Voucher",
  invoice: "Invoice",
};

export type DocumentTable = { columns: { label: string; width: number }[]; rows: string[][] };

export type DocumentSection = {
  heading: string;
  facts?: Fact[];
  table?: DocumentTable;
  list?: string[];
};

export type TravelDocument = {
  kind: DocumentKind | "manifest";
  title: string;
  /** 'e-ticket-SF-7K2Q9MXA.pdf' */
  fileName: string;
  reference: string;
  /** The agency's name, then its contact lines. */
  agency: string[];
  /** Reference, status and dates beside the title. */
  summary: Fact[];
  sections: DocumentSection[];
  /** The address the QR code holds, or null when the booking carries no signed code. */
  verifyUrl: string | null;
  footer: string[];
};

export type DocumentContext = {
  agency: Agency;
  /** The origin the verify address is made with ('https://safar.example'). */
  origin: string;
  /** The customer, when the booking does not carry one (a customer's own bookings). */
  customer?: { name?: string | null; email?: string | null };
  /** When the document is made (ISO), printed in its footer. */
  madeAt: string;
};

/** Which documents a booking has: an e-ticket or voucher once approved, an invoice always. */
export function documentsFor(b: ReceiptBooking): DocumentKind[] {
  const travel: DocumentKind = isPackageBooking(b) ? "voucher" : "ticket";
  return b.status === "approved" ? [travel, "invoice"] : ["invoice"];
}

/** The verify address of a booking's signed code, or null. */
export function verifyUrlOf(b: { documentCode?: string | null }, origin: string): string | null {
  return b.documentCode ? `${origin.replace(/\/$/, "")}/verify/${encodeURIComponent(b.documentCode)}` : null;
}

function agencyLines(a: Agency): string[] {
  const contact = [a.phone, a.email].filter(Boolean).join(" · ");
  return [a.name, contact, a.address, a.website].filter(Boolean);
}

function passengerTable(b: FlightReceiptBooking): DocumentTable {
  return {
    columns: [
      { label: "#", width: 4 },
      { label: "Title", width: 8 },
      { label: "Name", width: 38 },
      { label: "Type", width: 12 },
      { label: "Passport", width: 20 },
      { label: "Nationality", width: 18 },
    ],
    rows: (b.passengers ?? []).map((p, i) => [
      String(i + 1),
      orNA(p.personType),
      [p.firstName, p.lastName].filter(Boolean).join(" ") || orNA(p.name),
      capitalise(p.ageType) || "N/A",
      maskPassport(p.passport),
      orNA(p.nationality),
    ]),
  };
}

function participantTable(b: PackageReceiptBooking): DocumentTable {
  return {
    columns: [
      { label: "#", width: 6 },
      { label: "Name", width: 64 },
      { label: "Passport", width: 30 },
    ],
    rows: (b.passengers ?? []).map((p, i) => [String(i + 1), participantName(p), maskPassport(p.passport)]),
  };
}

/** Where the booking's payment stands, as the invoice says it. */
export function paymentStanding(b: ReceiptBooking): string {
  if (b.status === "approved") return "Confirmed by the agency";
  if (b.status === "cancelled")
    return b.cancelReason ? `Cancelled (${b.cancelReason}): nothing is due` : "Cancelled: nothing is due";
  return paymentOf(b) ? "Payment recorded: waiting for the agency's check" : "Awaiting payment";
}

function what(b: ReceiptBooking): string {
  if (isPackageBooking(b)) {
    const p = packageOf(b);
    return p
      ? `${p.name} (${capitalise(p.type)}), ${formatDate(p.departureDate)} – ${formatDate(p.returnDate)}`
      : "Package";
  }
  const f = flightOf(b);
  return f
    ? `${f.airlineName} ${f.flightNumber}, ${routeOf(b)}${f.isReturnFlight ? " and return" : ""}, ${formatDate(f.departureDate)}`
    : "Flight";
}

function invoiceSections(b: ReceiptBooking, ctx: DocumentContext): DocumentSection[] {
  const c = customerOf(b, ctx.customer);
  const a = amountsOf(b);
  const payment = paymentOf(b);
  const paymentFacts: Fact[] = [["Status", paymentStanding(b)]];
  if (payment) {
    paymentFacts.push(["Method", payment.method], ["Reference", payment.reference || "N/A"]);
    if (payment.at) paymentFacts.push(["Recorded", formatDateTime(payment.at)]);
  }
  return [
    {
      heading: "Billed to",
      facts: [
        ["Name", c.name],
        ["Email", c.email],
      ],
    },
    {
      heading: "Items",
      table: {
        columns: [
          { label: "Description", width: 52 },
          { label: a.unit === "passenger" ? "Passengers" : "Persons", width: 14 },
          { label: "Each", width: 17 },
          { label: "Amount", width: 17 },
        ],
        rows: [[what(b), String(a.count), formatRupees(a.each), formatRupees(a.total)]],
      },
    },
    { heading: "Total", facts: [["Total Amount", formatRupees(a.total)]] },
    { heading: "Payment", facts: paymentFacts },
  ];
}

function travelSections(b: ReceiptBooking): DocumentSection[] {
  if (isPackageBooking(b)) {
    const p = packageOf(b);
    const sections: DocumentSection[] = [{ heading: "Package", facts: packageFacts(b) }];
    if (p?.inclusions?.length) sections.push({ heading: "Inclusions", list: p.inclusions });
    sections.push({ heading: `Participants (${amountsOf(b).count})`, table: participantTable(b) });
    return sections;
  }
  // The PNR stands at the top of the e-ticket, beside the reference.
  const sections: DocumentSection[] = [
    { heading: "Flight", facts: flightFacts(b).filter(([k]) => k !== "PNR") },
  ];
  const back = returnFacts(b);
  if (back) sections.push({ heading: "Return Flight", facts: back });
  sections.push({ heading: `Passengers (${amountsOf(b).count})`, table: passengerTable(b) });
  return sections;
}

const FILE_PREFIX: Record<DocumentKind, string> = {
  ticket: "e-ticket",
  voucher: "voucher",
  invoice: "invoice",
};

/** The document of `kind` for booking `b`. An e-ticket or voucher of a booking not approved is refused. */
export function travelDocument(
  kind: DocumentKind,
  b: ReceiptBooking & { documentCode?: string | null },
  ctx: DocumentContext,
): TravelDocument {
  if (!documentsFor(b).includes(kind))
    throw new Error(`A ${DOCUMENT_TITLES[kind]} is only made for an approved booking`);
  const reference = bookingReference(b);
  const summary: Fact[] = [
    [kind === "invoice" ? "Invoice for" : "Booking", reference],
    ["Status", BOOKING_STATUS_LABELS[b.status]],
    ["Booked", formatDate(b.createdAt) || "N/A"],
  ];
  if (b.approvedAt) summary.push(["Approved", formatDate(b.approvedAt)]);
  if (kind === "ticket" && !isPackageBooking(b) && b.pnr) summary.splice(1, 0, ["PNR", b.pnr]);
  const verifyUrl = verifyUrlOf(b, ctx.origin);
  return {
    kind,
    title: DOCUMENT_TITLES[kind],
    fileName: `${FILE_PREFIX[kind]}-${reference}.pdf`,
    reference,
    agency: agencyLines(ctx.agency),
    summary,
    sections: kind === "invoice" ? invoiceSections(b, ctx) : travelSections(b),
    verifyUrl,
    footer: [
      kind === "ticket"
        ? "Departure and arrival times are local to each airport; the other times are Pakistan time (Asia/Karachi). Please arrive at the airport 4 hours before departure."
        : "",
      verifyUrl ? `Check this document: ${verifyUrl}` : "",
      `Made ${formatDateTime(ctx.madeAt)} by ${ctx.agency.name}.`,
    ].filter(Boolean),
  };
}
