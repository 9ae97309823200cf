/**
 * The travel documents as PDFs, read back with pdf.js (the text a reader or a screen reader gets):
 * what each says of the booking, what it hides, and the pages of a long passenger list. Whether
 * the QR code scans is the end-to-end suite's (it renders the PDF in Chromium).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { components } from "../../../src/api/schema.gen.ts";
import { maskPassport } from "../../../src/domain/documents.ts";
import {
  type DocumentContext,
  type DocumentKind,
  documentsFor,
  paymentStanding,
  travelDocument,
} from "../../../src/ui/documents/model.ts";
import { renderPdf } from "../../../src/ui/documents/pdf.ts";
import type { ReceiptBooking } from "../../../src/ui/print/receipt-facts.ts";
import { flightBooking, passenger } from "./helpers/bookings.ts";

type S = components["schemas"];

const fonts = {
  regular: readFileSync("public/fonts/document-sans.ttf"),
  bold: readFileSync("public/fonts/document-sans-bold.ttf"),
};
const ctx: DocumentContext = {
  agency: {
    name: "Safar",
    phone: "+92 51 1234567",
    email: "info@safar.pk",
    address: "Blue Area, Islamabad",
    website: "https://safar.pk",
    workingHours: "",
  },
  origin: "https://safar.example",
  madeAt: "2026-03-02T10:00:00.000Z",
};

/** Each page's text, in reading order. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .filter(Boolean)
        .join(" | "),
    );
  }
  return pages;
}

async function render(kind: DocumentKind, b: ReceiptBooking & { documentCode?: string | null }) {
  const doc = travelDocument(kind, b, ctx);
  const bytes = await renderPdf(doc, fonts, new Date(ctx.madeAt));
  return { doc, bytes, pages: await pdfText(bytes) };
}

const umrah: S["AdminPackageBooking"] = {
  _id: "p-1",
  bookingId: "PK-ABCDEFGH",
  status: "approved",
  createdAt: "2026-02-01T09:00:00.000Z",
  updatedAt: "2026-02-01T09:00:00.000Z",
  version: 2,
  expiresAt: null,
  participantCount: 2,
  pricePerPerson: 350000,
  totalAmount: 700000,
  packageId: null,
  packageDetails: {
    name: "Umrah Gold",
    type: "umrah",
    destination: "Makkah",
    duration: "14 days 13 nights",
    departureDate: "2026-05-01",
    returnDate: "2026-05-15",
    price: 350000,
    maxParticipants: 40,
    currentParticipants: 12,
    description: "Two weeks in Makkah and Madinah",
    itinerary: [],
    inclusions: ["Hotel Hilton Makkah, 5 nights", "Visa processing", "Ziyarat in Madinah"],
    exclusions: [],
    status: "active",
    createdAt: "2026-01-01T09:00:00.000Z",
    updatedAt: "2026-01-01T09:00:00.000Z",
    version: 1,
  },
  passengers: [
    { name: "ALI KHAN", passport: "AB1234567", firstName: "ALI", lastName: "KHAN" },
    { name: "SARA KHAN", passport: "AB7654321", firstName: "SARA", lastName: "KHAN" },
  ],
  paymentMethod: "bank_transfer",
  paymentReference: "HBL-99812",
  paymentClaimedAt: "2026-02-01T10:00:00.000Z",
  approvedAt: "2026-02-02T09:00:00.000Z",
  cancelledAt: null,
  cancelReason: null,
  userId: { _id: "u1", name: "Ayesha Siddiqui", email: "ayesha@safar.pk", phone: "+923001234567" },
};

describe("the e-ticket", () => {
  it("carries the agency, the reference, the PNR, the flight, the return leg and every passenger", async () => {
    const { pages, doc } = await render("ticket", { ...flightBooking(), documentCode: "SF-7K2Q9MXA.sig" });
    expect(doc.fileName).toBe("e-ticket-SF-7K2Q9MXA.pdf");
    const t = pages.join(" | ");
    for (const fact of [
      "Safar",
      "+92 51 1234567 · info@safar.pk",
      "Blue Area, Islamabad",
      "E-Ticket",
      "SF-7K2Q9MXA",
      "XYZ987",
      "Emirates",
      "EK601",
      "KHI → DXB",
      "12 Mar 2026, 4:30 AM",
      "Return Flight",
      "DXB → KHI",
      "20 Mar 2026, 11:45 PM",
      "Included",
      "30 KG",
      "Passengers (2)",
      "Mr",
      "ALI KHAN",
      "Pakistan time (Asia/Karachi)",
      "https://safar.example/verify/SF-7K2Q9MXA.sig",
      "Page 1 of 1",
    ])
      expect(t).toContain(fact);
  });

  it("prints passport numbers masked but for their last characters, never whole", async () => {
    const { pages } = await render("ticket", flightBooking());
    const t = pages.join(" ");
    expect(t).toContain("••••••567");
    expect(t).toContain("••••••321");
    expect(t).not.toContain("AB1234567");
    expect(t).not.toContain("AB7654321");
  });

  it("has no QR and no verify address when the booking carries no signed code", async () => {
    const { doc, pages } = await render("ticket", flightBooking());
    expect(doc.verifyUrl).toBeNull();
    expect(pages.join(" ")).not.toContain("/verify/");
  });

  it("is refused for a booking that is not approved; an invoice is not", () => {
    const pending = flightBooking({ status: "pending", approvedAt: null, pnr: null });
    expect(documentsFor(pending)).toEqual(["invoice"]);
    expect(() => travelDocument("ticket", pending, ctx)).toThrow(/only made for an approved booking/);
    expect(() => travelDocument("voucher", flightBooking(), ctx)).toThrow();
    expect(documentsFor(flightBooking())).toEqual(["ticket", "invoice"]);
  });

  it("runs to a second page for a long list, with the table's header and the page count on each", async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      passenger(`PASSENGER${i + 1}`, "KHAN", `XY${String(i).padStart(7, "0")}`),
    );
    const { pages } = await render("ticket", flightBooking({ passengers: many, passengerCount: 45 }));
    expect(pages.length).toBe(2);
    expect(pages[0]).toContain("Page 1 of 2");
    expect(pages[1]).toContain("Page 2 of 2");
    expect(pages[1]).toContain("Nationality");
    expect(pages.join(" ")).toContain("PASSENGER45 KHAN");
  });
});

describe("the package voucher", () => {
  it("carries the package, its dates, its inclusions as stored and every participant", async () => {
    const { pages, doc } = await render("voucher", umrah);
    expect(doc.fileName).toBe("voucher-PK-ABCDEFGH.pdf");
    const t = pages.join(" | ");
    for (const fact of [
      "Package Voucher",
      "PK-ABCDEFGH",
      "UMRAH GOLD",
      "MAKKAH",
      "14 days 13 nights",
      "1 May 2026",
      "15 May 2026",
      "Hotel Hilton Makkah, 5 nights",
      "Ziyarat in Madinah",
      "Participants (2)",
      "SARA KHAN",
      "••••••321",
    ])
      expect(t).toContain(fact);
    expect(t).not.toContain("AB7654321");
  });
});

describe("the invoice", () => {
  it("bills the customer in rupees with the payment as recorded", async () => {
    const { pages } = await render("invoice", umrah);
    const t = pages.join(" | ");
    for (const fact of [
      "Invoice",
      "Ayesha Siddiqui",
      "ayesha@safar.pk",
      "Umrah Gold (Umrah), 1 May 2026 – 15 May 2026",
      "₨ 350,000",
      "₨ 700,000",
      "Confirmed by the agency",
      "Bank transfer",
      "HBL-99812",
    ])
      expect(t).toContain(fact);
  });

  it("says where a payment stands before approval and after a cancel", () => {
    const base = flightBooking({ status: "pending", approvedAt: null });
    expect(paymentStanding(base)).toBe("Awaiting payment");
    expect(paymentStanding({ ...base, paymentMethod: "jazzcash", paymentReference: "JC-1" })).toBe(
      "Payment recorded: waiting for the agency's check",
    );
    expect(paymentStanding({ ...base, status: "cancelled", cancelReason: "expired" })).toBe(
      "Cancelled (expired): nothing is due",
    );
  });

  it("is the same file for the same booking and moment", async () => {
    const a = await render("invoice", flightBooking());
    const b = await render("invoice", flightBooking());
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });
});

describe("what a document shows of a person", () => {
  it("masks a passport number but for its last 3 characters", () => {
    expect(maskPassport("AB1234567")).toBe("••••••567");
    expect(maskPassport(" AB12 ")).toBe("•B12");
    expect(maskPassport("AB1")).toBe("•••");
    expect(maskPassport("")).toBe("N/A");
  });
});
