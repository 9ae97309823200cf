/**
 * A package booking's details in the booking kit's layout: the package, the participants, the
 * booking and the payment recorded (on any status); Print when approved.
 */
import { MapPinned, Printer, ReceiptText, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { can, expires } from "../../../domain/lifecycle.ts";
import { DetailsFooter } from "../../../ui/booking/actions.tsx";
import {
  BookingDetailsDialog,
  Fact,
  Facts as FactGrid,
  PaymentFacts,
  Section,
  TravellerTable,
} from "../../../ui/booking/details.tsx";
import { CancelOwnButton } from "../../../ui/customer/cancel-own.tsx";
import { DocumentsSection } from "../../../ui/documents/documents-section.tsx";
import { bookingPackage, type MyPackageBooking } from "../analytics.ts";
import { PACKAGE_TYPE_LABELS } from "../package-list.ts";
import { StatusBadge } from "./package-bits.tsx";

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <FactGrid>
      {rows.map(([k, v]) => (
        <Fact key={k} label={k}>
          <span className="font-medium">{v}</span>
        </Fact>
      ))}
    </FactGrid>
  );
}

export function BookingDetailsModal({
  booking: b,
  onClose,
  onPrint,
  onCancel,
}: {
  booking: MyPackageBooking | null;
  onClose: () => void;
  onPrint: (b: MyPackageBooking) => void;
  /** The customer cancels this pending booking (the screen asks first). */
  onCancel?: (b: MyPackageBooking) => void;
}) {
  if (!b) return null;
  const p = bookingPackage(b);
  const approved = b.status === "approved";
  const bookingRows: [string, ReactNode][] = [
    ["Booking ID", <span className="font-mono">{b.bookingId}</span>],
    ["Status", <StatusBadge status={b.status} />],
    ["Booked on", formatDateTime(b.createdAt) || "N/A"],
  ];
  if (expires(b) && b.expiresAt) bookingRows.push(["Expires", formatDateTime(b.expiresAt)]);
  if (b.approvedAt) bookingRows.push(["Approved on", formatDateTime(b.approvedAt)]);
  if (b.cancelledAt) bookingRows.push(["Cancelled on", formatDateTime(b.cancelledAt)]);
  if (b.cancelReason) bookingRows.push(["Reason", b.cancelReason]);

  return (
    <BookingDetailsDialog
      onClose={onClose}
      title={p.name.toUpperCase()}
      description={`Booking ${b.bookingId}`}
      footer={
        <DetailsFooter onClose={onClose}>
          {onCancel && can("owner", "cancel", "package", b.status) && (
            <CancelOwnButton onClick={() => onCancel(b)} reference={b.bookingId} />
          )}
          <button
            type="button"
            className="btn btn-primary max-lg:min-h-11"
            onClick={() => onPrint(b)}
            disabled={!approved}
            title={approved ? undefined : "Only approved bookings can be printed"}
          >
            <Printer className="size-4" aria-hidden="true" />
            Print
          </button>
        </DetailsFooter>
      }
    >
      <Section title="Package" icon={MapPinned}>
        <Facts
          rows={[
            ["Type", PACKAGE_TYPE_LABELS[p.type] ?? p.type],
            ["Destination", p.destination.toUpperCase()],
            ["Departure", formatDate(p.departureDate) || "N/A"],
            ["Return", formatDate(p.returnDate) || "N/A"],
            ["Duration", p.duration || "N/A"],
            ["Price per person", formatRupees(b.pricePerPerson)],
          ]}
        />
      </Section>
      <Section title={`Participants (${b.participantCount})`} icon={Users}>
        <TravellerTable
          label="Participants"
          rows={b.passengers.map((x) => ({ name: x.name.toUpperCase(), passport: x.passport.toUpperCase() }))}
        />
      </Section>
      <Section title="Booking" icon={ReceiptText}>
        <Facts rows={bookingRows} />
        <p className="mt-3 flex items-baseline justify-between gap-3 border-base-300 border-t pt-3">
          <span className="text-base-content/75">
            Total ({b.participantCount} × {formatRupees(b.pricePerPerson)})
          </span>
          <span className="font-bold text-xl tabular-nums">{formatRupees(b.totalAmount)}</span>
        </p>
      </Section>
      <PaymentFacts booking={b} />
      <DocumentsSection booking={b} own />
    </BookingDetailsDialog>
  );
}
