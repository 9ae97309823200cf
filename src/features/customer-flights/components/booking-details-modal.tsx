/**
 * The details of one booking: flight information, the passengers and the booking information.
 * The PNR shows only on an approved booking; otherwise it reads 'On Hold'.
 */
import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { Modal } from "../../../ui/modal.tsx";
import { bookingFlight, type MyBooking, PAYMENT_LABELS } from "../booking-list.ts";
import { sectorOf } from "../flight-list.ts";
import { AirlineMark } from "./airline-mark.tsx";
import { cancelText, PRINT_DISABLED_HINT, StatusBadge, usePrintBooking } from "./booking-parts.tsx";

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-base-content/75">{label}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="border-base-300 border-b pb-1 font-semibold text-base-content/80 text-sm uppercase tracking-wide">
        {title}
      </h3>
      {children}
    </section>
  );
}

const AGE = { adult: "Adult", child: "Child", infant: "Infant" } as const;

export function BookingDetailsModal({
  booking,
  onClose,
}: {
  booking: MyBooking | null;
  onClose: () => void;
}) {
  const print = usePrintBooking();
  if (!booking) return null;
  const f = bookingFlight(booking);
  const approved = booking.status === "approved";
  const flightFacts: [string, ReactNode][] = [
    ["Flight", `${f.flightNumber}`],
    ["Route", `${sectorOf(f)}${f.isStopover && f.stopoverLocation ? ` via ${f.stopoverLocation}` : ""}`],
    ["Departure", `${formatDate(f.departureDate)}, ${f.departureTime}`],
    ["Arrival", `${formatDate(f.arrivalDate)}, ${f.arrivalTime}`],
  ];
  if (f.duration) flightFacts.push(["Duration", f.duration]);
  if (f.isStopover && f.stopoverLayover) flightFacts.push(["Layover", f.stopoverLayover]);
  if (f.isReturnFlight && f.returnDepartureDate)
    flightFacts.push([
      "Return",
      `${formatDate(f.returnDepartureDate)}${f.returnDepartureTime ? `, ${f.returnDepartureTime}` : ""}`,
    ]);
  if (f.defaultBaggage) flightFacts.push(["Baggage", f.defaultBaggage]);
  if (f.defaultMeal) flightFacts.push(["Meal", f.defaultMeal === "yes" ? "Included" : "Not included"]);

  const bookingFacts: [string, ReactNode][] = [
    ["Booking ID", <span className="font-mono">{booking.bookingId}</span>],
    ["Status", <StatusBadge status={booking.status} />],
    [
      "PNR",
      approved && booking.pnr ? (
        <span className="font-mono text-base" data-testid="booking-pnr">
          {booking.pnr}
        </span>
      ) : (
        <span data-testid="booking-pnr">On Hold</span>
      ),
    ],
    ["Booked on", formatDateTime(booking.createdAt)],
    ["Passengers", String(booking.passengerCount)],
    ["Price per person", formatRupees(booking.pricePerPassenger)],
    ["Total", <span className="text-base">{formatRupees(booking.totalAmount)}</span>],
  ];
  if (booking.status === "pending" && booking.expiresAt)
    bookingFacts.push(["Pay before", formatDateTime(booking.expiresAt)]);
  if (booking.paymentClaimedAt)
    bookingFacts.push([
      "Payment",
      `${PAYMENT_LABELS[booking.paymentMethod ?? ""] ?? "Paid"} · ${booking.paymentReference ?? ""} (${formatDateTime(booking.paymentClaimedAt)})`,
    ]);
  if (approved && booking.approvedAt) bookingFacts.push(["Approved on", formatDateTime(booking.approvedAt)]);
  if (booking.status === "cancelled")
    bookingFacts.push([
      "Cancelled",
      `${cancelText(booking)}${booking.cancelledAt ? ` (${formatDateTime(booking.cancelledAt)})` : ""}`,
    ]);

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Booking Details"
      description={`${booking.bookingId} · ${sectorOf(f)}`}
      footer={
        <>
          <button type="button" className="btn btn-ghost border-base-300 max-lg:min-h-11" onClick={onClose}>
            Close
          </button>
          <button
            type="button"
            className="btn btn-primary max-lg:min-h-11"
            disabled={!approved}
            title={approved ? undefined : PRINT_DISABLED_HINT}
            onClick={() => print(booking)}
            data-testid="details-print"
          >
            <Printer className="size-4" aria-hidden="true" />
            Print
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-6" data-testid="booking-details">
        <Section title="Flight information">
          <AirlineMark airlineName={f.airlineName} flightNumber={f.flightNumber} />
          <Facts items={flightFacts} />
        </Section>
        <Section title={`Passengers (${booking.passengers.length})`}>
          <ol className="flex flex-col gap-2">
            {booking.passengers.map((p, i) => (
              <li
                key={`${p.passport}-${i}`}
                className="rounded-box border border-base-300 p-3 text-sm"
                data-testid="details-passenger"
              >
                <p className="font-semibold">
                  {i + 1}. {p.personType} {p.name || `${p.firstName} ${p.lastName}`}
                  <span className="ml-2 font-normal text-base-content/75">{AGE[p.ageType]}</span>
                </p>
                <p className="mt-1 grid gap-x-4 gap-y-0.5 text-base-content/80 sm:grid-cols-2">
                  <span>Passport: {p.passport}</span>
                  <span>Expires: {formatDate(p.passportExpiry)}</span>
                  <span>Born: {formatDate(p.dateOfBirth)}</span>
                  <span>Nationality: {p.nationality}</span>
                  <span>Contact: {p.contactNumber}</span>
                </p>
              </li>
            ))}
          </ol>
        </Section>
        <Section title="Booking information">
          <Facts items={bookingFacts} />
        </Section>
      </div>
    </Modal>
  );
}
