/**
 * Booking Details: flight, passengers, customer and booking information, and the payment the
 * customer recorded (on any status), in the booking kit's layout. The PNR shows only on an
 * approved booking ('On Hold' otherwise); the total is the flight's price × passengers; missing
 * records read 'Unknown Flight', 'Unknown User', 'N/A' or 'No email'. The footer offers what the
 * lifecycle gives an admin on the booking (approve while pending, cancel while pending or approved).
 */
import { ReceiptText, UserRound } from "lucide-react";
import { formatDateTime, formatRupees } from "../../../domain/format.ts";
import { DetailsFooter } from "../../../ui/booking/actions.tsx";
import { BookingDetailsDialog, Fact, Facts, PaymentFacts, Section } from "../../../ui/booking/details.tsx";
import { DocumentsSection } from "../../../ui/documents/documents-section.tsx";
import { bookingReference } from "../../../ui/print/booking-receipt.ts";
import {
  type AdminBooking,
  customerEmailOf,
  customerNameOf,
  detailsPrice,
  detailsTotal,
  passengerCountOf,
} from "../booking-view.ts";
import { StatusBadge } from "./airline-badge.tsx";
import { FlightFacts } from "./booking-flight-facts.tsx";
import { PassengerFacts } from "./booking-passengers.tsx";

export function BookingDetailsModal({
  booking,
  pnr,
  onClose,
  onApprove,
  onCancel,
}: {
  booking: AdminBooking | null;
  /** The PNR to show once approved (the booking's own, else the flight's). */
  pnr: string | null;
  onClose: () => void;
  onApprove: (b: AdminBooking) => void;
  /** Asks first (the booking kit's one confirmation), as in the list. */
  onCancel: (b: AdminBooking) => void;
}) {
  if (!booking) return null;
  const b = booking;
  return (
    <BookingDetailsDialog
      onClose={onClose}
      description={bookingReference(b)}
      footer={
        <DetailsFooter
          onClose={onClose}
          kind="flight"
          status={b.status}
          on={{ approve: () => onApprove(b), cancel: () => onCancel(b) }}
        />
      }
      testId="booking-details-dialog"
    >
      {/* Focusable so keyboard users can scroll the long details with the arrow keys (the modal body
          scrolls and holds no other control). */}
      <section
        className="flex flex-col gap-6 rounded-box outline-none focus-visible:ring-2 focus-visible:ring-primary"
        data-testid="booking-details"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Booking details"
      >
        <FlightFacts b={b} pnr={pnr} />

        <PassengerFacts b={b} />

        <Section icon={UserRound} title="Customer Information">
          <Facts>
            <Fact label="Name">{customerNameOf(b)}</Fact>
            <Fact label="Email">{customerEmailOf(b)}</Fact>
            <Fact label="Company">{b.userId?.company || "N/A"}</Fact>
          </Facts>
        </Section>

        <Section icon={ReceiptText} title="Booking Information">
          <Facts>
            <Fact label="Booking Reference">
              <span className="font-mono">{bookingReference(b)}</span>
            </Fact>
            <Fact label="Status">
              <StatusBadge status={b.status} />
            </Fact>
            <Fact label="Booked On">{formatDateTime(b.createdAt) || "N/A"}</Fact>
            {b.status === "pending" && b.expiresAt && (
              <Fact label="Expires">{formatDateTime(b.expiresAt)}</Fact>
            )}
            {b.status === "approved" && b.approvedAt && (
              <Fact label="Approved">{formatDateTime(b.approvedAt)}</Fact>
            )}
            {b.status === "cancelled" && (
              <Fact label="Cancelled">
                {formatDateTime(b.cancelledAt) || "N/A"}
                {b.cancelReason ? ` (${b.cancelReason})` : ""}
              </Fact>
            )}
            <Fact label="Passengers">{passengerCountOf(b)}</Fact>
            <Fact label="Price per Passenger">{formatRupees(detailsPrice(b))}</Fact>
            <Fact label="Total Amount">
              <span className="font-semibold" data-testid="booking-total">
                {formatRupees(detailsTotal(b))}
              </span>
            </Fact>
          </Facts>
        </Section>
        <PaymentFacts booking={b} />
        <DocumentsSection booking={b} />
      </section>
    </BookingDetailsDialog>
  );
}
