import { afterEach, describe, expect, it, vi } from "vitest";
import type { components } from "../../../src/api/schema.gen.ts";
import { formatBaggage } from "../../../src/domain/format.ts";
import {
  bookingReference,
  POPUP_BLOCKED_MESSAGE,
  PRINT_REFUSED_MESSAGE,
  printBookingReceipt,
  RECEIPT_STAMP,
  RECEIPT_TERMS,
  receiptHtml,
} from "../../../src/ui/print/booking-receipt.ts";
import { flightBooking, snapshot } from "./helpers/bookings.ts";

type S = components["schemas"];

/** The visible text: no style block, no tags, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("receiptHtml (flight)", () => {
  const html = receiptHtml(flightBooking(), { origin: "https://safar.example" });

  it("is a complete A4 document without any script", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("size: A4");
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it("has the airline logo as an absolute URL, the title, the reference and the status", () => {
    expect(html).toContain('src="https://safar.example/airlines/ek.svg"');
    const t = text(html);
    expect(t).toContain("Booking Receipt");
    expect(t).toContain("SF-7K2Q9MXA");
    expect(t).toContain("Status: APPROVED");
    expect(t).toContain("Ayesha Siddiqui");
    expect(t).toContain("ayesha@safar.pk");
  });

  it("shows the flight with dates as '12 Mar 2026' and 12-hour times, meal, baggage in KG and the return leg", () => {
    const t = text(html);
    expect(t).toContain("Emirates");
    expect(t).toContain("EK601");
    expect(t).toContain("KHI → DXB");
    expect(t).toContain("12 Mar 2026, 4:30 AM");
    expect(t).toContain("12 Mar 2026, 3:05 PM");
    expect(t).toContain("Included");
    expect(t).toContain("30 KG");
    expect(t).toContain("Direct (no stopover)");
    expect(t).toContain("Return Flight");
    expect(t).toContain("20 Mar 2026, 11:45 PM");
    expect(t).toContain("21 Mar 2026, 12:10 AM");
    expect(t).not.toMatch(/\b(04:30|15:05|23:45)\b/);
  });

  it("lists the passengers (escaped) and the prices: per passenger and the booking's total", () => {
    const t = text(html);
    expect(t).toContain("Passengers (2)");
    expect(t).toContain("Mr ALI KHAN");
    expect(t).toContain("AB7654321");
    expect(html).toContain("&lt;b&gt;KHAN&lt;/b&gt;");
    expect(html).not.toContain("<b>KHAN");
    expect(t).toContain("Price per passenger ₨ 80,000");
    expect(t).toContain("Total Amount ₨ 160,000");
    expect(t).not.toContain("$");
  });

  it("falls back to the flight's price per passenger", () => {
    const b = flightBooking({ bookingDetails: undefined as never, pricePerPassenger: undefined as never });
    expect(text(receiptHtml(b))).toContain("Price per passenger ₨ 85,000");
  });

  it("prints the terms and the stamp", () => {
    const t = text(html);
    for (const term of RECEIPT_TERMS) expect(t).toContain(term);
    expect(html).toContain("This ticket is non-transferable and non-refundable.");
    expect(html).toContain("arrive at the airport 4 hours before departure");
    expect(html).toContain("No refund will be given for no-shows.");
    expect(t).toContain(RECEIPT_STAMP);
    expect(RECEIPT_STAMP).toBe("NO REFUND NO EXCHANGE");
  });

  it("prints the PNR only on an approved booking", () => {
    expect(text(html)).toContain("PNR XYZ987");
    const pending = receiptHtml(flightBooking({ status: "pending", pnr: "XYZ987" }));
    expect(pending).not.toContain("XYZ987");
    expect(text(pending)).not.toContain("PNR");
  });

  it("prefers the live flight and shows a stopover; falls back to the national carrier's logo", () => {
    const live = {
      ...snapshot,
      _id: "f1",
      airlineName: "Some Charter",
      departureTime: "13:00",
      isStopover: true,
      stopoverLocation: "MCT",
      stopoverLayover: "1h 30m",
      isReturnFlight: false,
    } as S["CustomerFlight"];
    const h = receiptHtml(flightBooking({ ticketId: live }), { origin: "" });
    expect(h).toContain('src="/airlines/pk.svg"');
    const t = text(h);
    expect(t).toContain("1:00 PM");
    expect(t).toContain("MCT (1h 30m layover)");
    expect(t).not.toContain("Return Flight");
  });

  it("uses the customer passed in when the booking has none (a customer's own booking)", () => {
    const { customerName: _n, customerEmail: _e, userId: _u, ...own } = flightBooking();
    const t = text(receiptHtml(own as S["FlightBooking"], { customer: { name: "Bilal", email: "b@x.pk" } }));
    expect(t).toContain("Bilal");
    expect(t).toContain("b@x.pk");
  });

  it("prints the payment the customer recorded (method and reference) on an approved booking", () => {
    const paid = text(
      receiptHtml(
        flightBooking({
          paymentMethod: "jazzcash",
          paymentReference: "JC-778899",
          paymentClaimedAt: "2026-03-01T09:30:00.000Z",
        }),
      ),
    );
    expect(paid).toContain("Payment method JazzCash");
    expect(paid).toContain("Payment reference JC-778899");
    // None recorded: no payment rows.
    expect(text(html)).not.toContain("Payment reference");
  });

  it("bookingReference falls back to the last 8 characters of the id", () => {
    expect(bookingReference({ bookingId: "", _id: "0b7e8c1e-8f0a-4d7e-9d55-12ab34cd56ef" })).toBe("34CD56EF");
  });
});

describe("receiptHtml (package)", () => {
  const booking: S["AdminPackageBooking"] = {
    _id: "p-1",
    bookingId: "PK-ABCDEFGH",
    status: "approved",
    createdAt: "2026-02-01T09:00:00.000Z",
    updatedAt: "2026-02-01T09:00:00.000Z",
    version: 1,
    expiresAt: null,
    participantCount: 3,
    pricePerPerson: 1,
    totalAmount: 1,
    packageId: null,
    packageDetails: {
      name: "Umrah Gold",
      type: "umrah",
      destination: "Makkah",
      duration: "14 days 13 nights",
      departureDate: "2026-05-01",
      returnDate: "2026-05-15",
      price: 350000.5,
    },
    passengers: [
      { name: "ALI KHAN", passport: "AB1" },
      { name: "SARA KHAN", passport: "AB2" },
      { name: "", firstName: "OMAR", lastName: "KHAN", passport: "AB3" },
    ],
    paymentMethod: null,
    paymentReference: null,
    paymentClaimedAt: null,
    approvedAt: null,
    cancelledAt: null,
    cancelReason: null,
    userId: { _id: "u", name: "Ayesha", email: "a@x.pk", phone: "+92300" },
  };

  it("shows the package summary, the passengers and total = price × passengers", () => {
    const t = text(receiptHtml(booking, { origin: "https://s.pk" }));
    expect(t).toContain("Booking Receipt");
    expect(t).toContain("UMRAH GOLD");
    expect(t).toContain("MAKKAH");
    expect(t).toContain("1 May 2026");
    expect(t).toContain("15 May 2026");
    expect(t).toContain("OMAR KHAN");
    expect(t).toContain("Price per person ₨ 350,000.50");
    expect(t).toContain("Total Amount ₨ 1,050,001.50");
    expect(t).toContain(RECEIPT_STAMP);
    expect(t).not.toContain("Payment reference");
  });

  it("prints the payment reference of a paid package booking", () => {
    const t = text(
      receiptHtml({ ...booking, paymentMethod: "bank_transfer", paymentReference: "TRX-42" }, { origin: "" }),
    );
    expect(t).toContain("Payment method Bank transfer");
    expect(t).toContain("Payment reference TRX-42");
  });
});

describe("printBookingReceipt", () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeWindow(popup: unknown) {
    const alert = vi.fn();
    const open = vi.fn(() => popup);
    vi.stubGlobal("window", { alert, open, location: { origin: "https://safar.example" } });
    return { alert, open };
  }

  it("refuses a booking that is not approved, without opening a window", () => {
    const { alert, open } = fakeWindow(null);
    expect(printBookingReceipt(flightBooking({ status: "pending" }))).toBe(false);
    expect(alert).toHaveBeenCalledWith(PRINT_REFUSED_MESSAGE);
    expect(PRINT_REFUSED_MESSAGE).toBe("Only approved bookings can be printed");
    expect(open).not.toHaveBeenCalled();
  });

  it("tells the user to allow pop-ups when the window is blocked", () => {
    const { alert } = fakeWindow(null);
    expect(printBookingReceipt(flightBooking())).toBe(false);
    expect(alert).toHaveBeenCalledWith(POPUP_BLOCKED_MESSAGE);
    expect(POPUP_BLOCKED_MESSAGE).toBe("Please allow popups to print your booking");
  });

  it("writes the receipt into the pop-up and prints it", async () => {
    let written = "";
    const popup = {
      closed: false,
      document: {
        open: vi.fn(),
        write: (h: string) => {
          written += h;
        },
        close: vi.fn(),
        images: [],
      },
      addEventListener: vi.fn(),
      focus: vi.fn(),
      print: vi.fn(),
    };
    fakeWindow(popup);
    expect(printBookingReceipt(flightBooking())).toBe(true);
    expect(written).toContain('src="https://safar.example/airlines/ek.svg"');
    await new Promise((r) => setTimeout(r, 5));
    expect(popup.print).toHaveBeenCalledTimes(1);
  });
});

describe("formatBaggage", () => {
  it.each([
    ["30", "30 KG"],
    ["2x23", "2x23 KG"],
    ["30kg", "30 KG"],
    ["20 KGS", "20 KG"],
    ["2 x 23", "2x23 KG"],
    ["2 pieces", "2 pieces"],
    ["", ""],
    [null, ""],
  ])("%j → %j", (input, out) => {
    expect(formatBaggage(input)).toBe(out);
  });
});
