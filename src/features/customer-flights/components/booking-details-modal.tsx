/**
 * The details of one booking, in the booking kit's layout: flight information, the passengers, the
 * booking information and the payment recorded (on any status). The PNR shows only on an approved
 * booking; otherwise it reads 'On Hold'.
 */
import { Plane, Printer, ReceiptText, Users } from "lucide-react";
import type { ReactNode } from "react";
import {
  formatBaggage,
  formatDate,
  formatDateTime,
  formatMeal,
  formatRupees,
} from "../../../domain/format.ts";
import { can, expires } from "../../../domain/lifecycle.ts";
import { DetailsFooter } from "../../../ui/booking/actions.tsx";
import { BookingDetailsDialog, Fact, Facts, PaymentFacts, Section } from "../../../ui/booking/details.tsx";
import { usePrintReceipt } from "../../../ui/customer/booking-list-parts.tsx";
import { CancelOwnButton } from "../../../ui/customer/cancel-own.tsx";
import { DocumentsSection } from "../../../ui/documents/documents-section.tsx";
import { bookingFlight, type MyBooking } from "../booking-list.ts";
import { sectorOf } from "../flight-list.ts";
import { AirlineMark } from "./airline-mark.tsx";
import { cancelText, PRINT_DISABLED_HINT, StatusBadge } from "./booking-parts.tsx";

function FactList({ items }: { items: [string, ReactNode][] }) {
  return (
    <Facts>
      {items.map(([label, value]) => (
        <Fact key={label} label={label}>
          <span className="font-medium">{value}</span>
        </Fact>
      ))}
    </Facts>
  );
}

const AGE = { adult: "Adult", child: "Child", infant: "Infant" } as const;

export function BookingDetailsModal({
  booking,
  onClose,
  onCancel,
}: {
  booking: MyBooking | null;
  onClose: () => void;
  /** The customer cancels this pending booking (the screen asks first). */
  onCancel?: (b: MyBooking) => void;
}) {
  const print = usePrintReceipt();
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
  if (f.defaultBaggage) flightFacts.push(["Baggage", formatBaggage(f.defaultBaggage)]);
  if (f.defaultMeal) flightFacts.push(["Meal", formatMeal(f.defaultMeal)]);

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
  if (expires(booking) && booking.expiresAt)
    bookingFacts.push(["Pay before", formatDateTime(booking.expiresAt)]);
  if (approved && booking.approvedAt) bookingFacts.push(["Approved on", formatDateTime(booking.approvedAt)]);
  if (booking.status === "cancelled")
    bookingFacts.push([
      "Cancelled",
      `${cancelText(booking)}${booking.cancelledAt ? ` (${formatDateTime(booking.cancelledAt)})` : ""}`,
    ]);

  return (
    <BookingDetailsDialog
      onClose={onClose}
      description={`${booking.bookingId} · ${sectorOf(f)}`}
      footer={
        <DetailsFooter onClose={onClose}>
          {onCancel && can("owner", "cancel", "flight", booking.status) && (
            <CancelOwnButton onClick={() => onCancel(booking)} reference={booking.bookingId} />
          )}
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
        </DetailsFooter>
      }
    >
      <Section title="Flight information" icon={Plane}>
        <div className="mb-3">
          <AirlineMark airlineName={f.airlineName} flightNumber={f.flightNumber} />
        </div>
        <FactList items={flightFacts} />
      </Section>
      <Section title={`Passengers (${booking.passengers.length})`} icon={Users}>
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
      <Section title="Booking information" icon={ReceiptText}>
        <FactList items={bookingFacts} />
      </Section>
      <PaymentFacts booking={booking} />
      <DocumentsSection booking={booking} own />
    </BookingDetailsDialog>
  );
}
