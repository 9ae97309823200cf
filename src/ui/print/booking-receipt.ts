/**
 * The printed booking receipt, shared by the admin's Customer Bookings and the customer's own
 * bookings screens. Two calls:
 *
 *   receiptHtml(booking, options?)      → the receipt as a complete HTML document (pure: no DOM, no
 *                                         clock; the same booking always gives the same text)
 *   printBookingReceipt(booking, options?) → refuses a booking that is not approved
 *                                         (alert 'Only approved bookings can be printed'), opens a
 *                                         pop-up (blocked: alert 'Please allow popups to print your
 *                                         booking'), writes the receipt into it and prints it.
 *                                         Call it straight from a click handler (pop-up blockers
 *                                         only allow a window opened by a user gesture).
 *
 * The document is a real A4 page, black on white, with no app chrome: the airline's logo (an
 * absolute URL, since the pop-up has no base URL of its own), 'Booking Receipt', the reference and
 * status, the customer, the flight (or package) summary with dates as '12 Mar 2026' and times in
 * 12-hour AM/PM, the passengers, the prices, the receipt terms and the 'NO REFUND NO EXCHANGE'
 * stamp. It contains no script at all (the Content-Security-Policy forbids inline scripts); its
 * styles are inline, which the policy allows.
 *
 * Flight receipts: per passenger = `bookingDetails.pricePerPassenger`, falling back to the flight's
 * price; total = `bookingDetails.totalAmount`. Package receipts: total = package price × passengers.
 * The payment the customer recorded (method and reference) is printed whenever the booking has one.
 * The PNR is printed only on an approved booking. The flight shown is the live flight when it still
 * exists (a rescheduled flight prints its current times), else the snapshot taken at booking.
 */
import { receiptLogo } from "../../domain/airlines.ts";
import { formatDate, formatRupees } from "../../domain/format.ts";
import { escapeHtml as esc } from "../../domain/html.ts";
import { type PaymentFields, paymentOf } from "../booking/payment.ts";
import {
  type Amounts,
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
  passengerName,
  type ReceiptBooking,
  returnFacts,
  routeOf,
} from "./receipt-facts.ts";

export {
  bookingReference,
  type FlightReceiptBooking,
  isPackageBooking,
  type PackageReceiptBooking,
  type ReceiptBooking,
};

export type ReceiptOptions = {
  /** The origin the logo URL is made absolute with (default: the page's own origin). */
  origin?: string;
  /** The customer, when the booking does not carry one (a customer's own bookings). */
  customer?: { name?: string | null; email?: string | null };
};

export const RECEIPT_TITLE = "Booking Receipt";
export const RECEIPT_STAMP = "NO REFUND NO EXCHANGE";
export const PRINT_REFUSED_MESSAGE = "Only approved bookings can be printed";
export const POPUP_BLOCKED_MESSAGE = "Please allow popups to print your booking";
/** The receipt terms. */
export const RECEIPT_TERMS: readonly string[] = [
  "This ticket is non-transferable and non-refundable.",
  "Please arrive at the airport 4 hours before departure.",
  "A valid passport and visa are required for international flights.",
  "Baggage allowance is as per the airline's policy.",
  "Changes and cancellations are subject to the airline's terms and conditions.",
  "No refund will be given for no-shows.",
];

/** The agency's mark on package receipts (they have no airline). */
const AGENCY_LOGO = "/icons/icon-192.png";

function absolute(path: string, origin: string | undefined): string {
  if (/^(https?:|data:)/i.test(path)) return path;
  const base = origin ?? globalThis.location?.origin ?? "";
  return `${base}${path}`;
}

function rows(pairs: Fact[]): string {
  return pairs.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join("");
}

const STYLE = `
@page { size: A4; margin: 14mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
body { font: 11pt/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.sheet { width: 100%; max-width: 182mm; margin: 0 auto; padding: 8mm 0; position: relative; }
header { display: flex; align-items: center; gap: 14px; border-bottom: 2px solid #000; padding-bottom: 10px; }
header img { width: 56px; height: 56px; object-fit: contain; }
header .title { flex: 1; }
h1 { font-size: 20pt; margin: 0; letter-spacing: 0.02em; }
.agency { margin: 2px 0 0; font-size: 9.5pt; }
.ref { text-align: right; font-size: 10pt; }
.ref strong { display: block; font-size: 13pt; font-family: ui-monospace, Menlo, Consolas, monospace; }
h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: 0.06em; margin: 16px 0 6px; border-bottom: 1px solid #000; padding-bottom: 2px; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 24px; }
table { width: 100%; border-collapse: collapse; }
.facts th { text-align: left; font-weight: 600; width: 42%; padding: 3px 8px 3px 0; vertical-align: top; }
.facts td { padding: 3px 0; vertical-align: top; }
.list th, .list td { border: 1px solid #000; padding: 4px 6px; text-align: left; font-size: 10pt; }
.list th { background: #f0f0f0; }
.money td, .money th { padding: 4px 0; }
.money th { text-align: left; font-weight: 400; }
.money td { text-align: right; font-variant-numeric: tabular-nums; }
.money tr.total th, .money tr.total td { font-weight: 700; font-size: 12.5pt; border-top: 2px solid #000; padding-top: 6px; }
.payment { margin-top: 8px; }
.terms { margin: 0; padding-left: 18px; font-size: 9.5pt; }
.terms li { margin: 2px 0; }
.stamp { margin: 18px auto 0; width: max-content; border: 3px double #000; padding: 6px 18px; font-weight: 800; font-size: 14pt; letter-spacing: 0.12em; transform: rotate(-4deg); }
footer { margin-top: 18px; border-top: 1px solid #000; padding-top: 6px; font-size: 8.5pt; text-align: center; }
.route { font-weight: 700; font-size: 13pt; letter-spacing: 0.04em; }
@media screen { body { background: #fff; } .sheet { padding: 12mm 8mm; } }
`;

function documentHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="sheet">
${body}
</main>
</body>
</html>`;
}

function headerHtml(
  logo: string,
  logoAlt: string,
  reference: string,
  status: string,
  booked: string,
): string {
  return `<header>
<img src="${esc(logo)}" alt="${esc(logoAlt)}" width="56" height="56">
<div class="title"><h1>${RECEIPT_TITLE}</h1><p class="agency">Safar — Group Tickets &amp; Umrah Packages</p></div>
<div class="ref">Booking Reference<strong>${esc(reference)}</strong>Status: ${esc(status.toUpperCase())}<br>Booked on ${esc(booked)}</div>
</header>`;
}

function customerHtml(b: ReceiptBooking, options: ReceiptOptions): string {
  const c = customerOf(b, options.customer);
  return `<section><h2>Customer</h2><table class="facts">${rows([
    ["Name", c.name],
    ["Email", c.email],
  ])}</table></section>`;
}

function termsHtml(): string {
  return `<section><h2>Terms &amp; Conditions</h2><ol class="terms">${RECEIPT_TERMS.map(
    (t) => `<li>${esc(t)}</li>`,
  ).join("")}</ol></section>
<div class="stamp">${RECEIPT_STAMP}</div>`;
}

function flightReceipt(b: FlightReceiptBooking, options: ReceiptOptions): string {
  const f = flightOf(b);
  const reference = bookingReference(b);
  const passengers = b.passengers ?? [];
  const amounts = amountsOf(b);
  const back = returnFacts(b);
  const returnLeg = back
    ? `<section><h2>Return Flight</h2><table class="facts">${rows(back)}</table></section>`
    : "";

  const passengerRows = passengers
    .map((p, i) => {
      return `<tr><td>${i + 1}</td><td>${esc(passengerName(p))}</td><td>${esc(capitalise(p.ageType))}</td><td>${esc(
        orNA(p.passport),
      )}</td><td>${esc(formatDate(p.passportExpiry) || "N/A")}</td><td>${esc(orNA(p.nationality))}</td></tr>`;
    })
    .join("");

  const body = `${headerHtml(
    absolute(receiptLogo(f?.airlineName), options.origin),
    f?.airlineName ? `${f.airlineName} logo` : "Airline logo",
    reference,
    b.status,
    formatDate(b.createdAt) || "N/A",
  )}
<p class="route">${esc(f ? routeOf(b) : "Unknown Flight")}${f?.isReturnFlight ? " (return)" : ""}</p>
${customerHtml(b, options)}
<section><h2>Flight</h2><table class="facts">${rows(flightFacts(b))}</table></section>
${returnLeg}
<section><h2>Passengers (${amounts.count})</h2><table class="list"><thead><tr><th>#</th><th>Name</th><th>Type</th><th>Passport</th><th>Passport Expiry</th><th>Nationality</th></tr></thead><tbody>${passengerRows}</tbody></table></section>
<section><h2>Payment</h2><table class="money">${moneyRows(amounts)}</table>${paymentHtml(b)}</section>
${termsHtml()}
<footer>Safar travel agency · This receipt was issued for booking ${esc(reference)} · Times are local to each airport.</footer>`;
  return documentHtml(`${RECEIPT_TITLE} ${reference}`, body);
}

function packageReceipt(b: PackageReceiptBooking, options: ReceiptOptions): string {
  const p = packageOf(b);
  const reference = bookingReference(b);
  const passengers = b.passengers ?? [];
  const amounts = amountsOf(b);
  const passengerRows = passengers
    .map(
      (x, i) =>
        `<tr><td>${i + 1}</td><td>${esc(participantName(x))}</td><td>${esc(orNA(x.passport))}</td></tr>`,
    )
    .join("");
  const body = `${headerHtml(
    absolute(AGENCY_LOGO, options.origin),
    "Safar logo",
    reference,
    b.status,
    formatDate(b.createdAt) || "N/A",
  )}
<p class="route">${esc(p?.name?.toUpperCase() ?? "Unknown Package")}</p>
${customerHtml(b, options)}
<section><h2>Package</h2><table class="facts">${rows(packageFacts(b))}</table></section>
<section><h2>Passengers (${amounts.count})</h2><table class="list"><thead><tr><th>#</th><th>Name</th><th>Passport</th></tr></thead><tbody>${passengerRows}</tbody></table></section>
<section><h2>Payment</h2><table class="money">${moneyRows(amounts)}</table>${paymentHtml(b)}</section>
${termsHtml()}
<footer>Safar travel agency · This receipt was issued for booking ${esc(reference)}.</footer>`;
  return documentHtml(`${RECEIPT_TITLE} ${reference}`, body);
}

function moneyRows({ each, count, total, unit }: Amounts): string {
  return `<tr><th>Price per ${unit}</th><td>${esc(formatRupees(each))}</td></tr>
<tr><th>${unit === "passenger" ? "Passengers" : "Persons"}</th><td>× ${count}</td></tr>
<tr class="total"><th>Total Amount</th><td>${esc(formatRupees(total))}</td></tr>`;
}

/** The payment the customer recorded, as facts under the amounts ('' when there is none). */
function paymentHtml(b: PaymentFields): string {
  const p = paymentOf(b);
  if (!p) return "";
  return `<table class="facts payment">${rows([
    ["Payment method", p.method],
    ["Payment reference", p.reference || "N/A"],
  ])}</table>`;
}

/** The receipt of a flight or package booking as a complete A4 HTML document. */
export function receiptHtml(booking: ReceiptBooking, options: ReceiptOptions = {}): string {
  return isPackageBooking(booking) ? packageReceipt(booking, options) : flightReceipt(booking, options);
}

const PRINT_FALLBACK_MS = 2000;

/**
 * Prints an approved booking's receipt from a pop-up window. Returns whether the print window
 * opened (false: refused or blocked, after the alert).
 */
export function printBookingReceipt(booking: ReceiptBooking, options: ReceiptOptions = {}): boolean {
  if (booking.status !== "approved") {
    window.alert(PRINT_REFUSED_MESSAGE);
    return false;
  }
  const popup = window.open("", "_blank", "width=900,height=1100");
  if (!popup) {
    window.alert(POPUP_BLOCKED_MESSAGE);
    return false;
  }
  const doc = popup.document;
  doc.open();
  doc.write(receiptHtml(booking, { origin: window.location.origin, ...options }));
  doc.close();

  // Print once the logo has loaded (or failed, or after a short wait): a receipt without its logo
  // would otherwise go to the printer.
  let printed = false;
  const print = () => {
    if (printed || popup.closed) return;
    printed = true;
    popup.addEventListener("afterprint", () => popup.close(), { once: true });
    popup.focus();
    popup.print();
  };
  const pending = [...doc.images].filter((img) => !img.complete);
  if (pending.length === 0) setTimeout(print, 0);
  else {
    let left = pending.length;
    const one = () => {
      left--;
      if (left === 0) print();
    };
    for (const img of pending) {
      img.addEventListener("load", one, { once: true });
      img.addEventListener("error", one, { once: true });
    }
    setTimeout(print, PRINT_FALLBACK_MS);
  }
  return true;
}
