/**
 * 'Booking Details' of a package booking: package information, customer information, passenger
 * details, the booking summary and the payment recorded (on any status), in the booking kit's
 * layout; the lifecycle's actions in the footer (approve while pending, cancel while pending or
 * approved). It shows the booking as the mirror holds it now, so a status change appears here as
 * soon as the server has accepted it.
 */
import { CircleUser, MapPinned, ReceiptText, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime, formatRupees } from "../../../domain/format.ts";
import { expires } from "../../../domain/lifecycle.ts";
import { DetailsFooter } from "../../../ui/booking/actions.tsx";
import { BookingDetailsDialog, PaymentFacts, Section, TravellerTable } from "../../../ui/booking/details.tsx";
import { DocumentsSection } from "../../../ui/documents/documents-section.tsx";
import {
  bookingAmountOf,
  destinationOf,
  FALLBACK,
  packageNameOf,
  packageOf,
  passengerCountOf,
  passengerNameOf,
  referenceOf,
  unitPriceOf,
  userEmailOf,
  userNameOf,
  userPhoneOf,
} from "../booking-view.ts";
import type { AdminPackageBooking } from "../data.ts";
import { BookingStatusBadge, PackageTypeBadge } from "./badges.tsx";
import { type BookingAction, expiryText, tripDates } from "./booking-card.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="shrink-0 text-base-content/75">{label}</dt>
      <dd className="min-w-0 break-words text-right">{children}</dd>
    </div>
  );
}

export function BookingDetailsModal({
  booking,
  onClose,
  onApprove,
  onCancel,
  busy,
}: {
  booking: AdminPackageBooking | null;
  onClose: () => void;
  onApprove: (b: AdminPackageBooking) => void;
  onCancel: (b: AdminPackageBooking) => void;
  busy: BookingAction | null;
}) {
  if (!booking) return null;
  const b = booking;
  const p = packageOf(b);
  const count = passengerCountOf(b);
  const expiry = expires(b) ? expiryText(b.expiresAt) : null;
  return (
    <BookingDetailsDialog
      onClose={onClose}
      description={`${referenceOf(b)} · ${packageNameOf(b)}`}
      footer={
        <DetailsFooter
          onClose={onClose}
          kind="package"
          status={b.status}
          on={{ approve: () => onApprove(b), cancel: () => onCancel(b) }}
          busy={busy}
        />
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Package Information" icon={MapPinned}>
          <dl>
            <Row label="Package">
              <span className="font-medium uppercase">{packageNameOf(b)}</span>
            </Row>
            <Row label="Type">{p.type ? <PackageTypeBadge type={p.type} /> : FALLBACK.none}</Row>
            <Row label="Destination">
              <span className="uppercase">{destinationOf(b)}</span>
            </Row>
            <Row label="Duration">{p.duration || FALLBACK.none}</Row>
            <Row label="Dates">{tripDates(b)}</Row>
            <Row label="Price per person">{formatRupees(unitPriceOf(b))}</Row>
          </dl>
        </Section>
        <Section title="Customer Information" icon={CircleUser}>
          <dl>
            <Row label="Name">{userNameOf(b)}</Row>
            <Row label="Email">{userEmailOf(b)}</Row>
            <Row label="Phone">{userPhoneOf(b)}</Row>
          </dl>
        </Section>
      </div>
      <Section title={`Passenger Details (${count})`} icon={Users}>
        {b.passengers.length === 0 ? (
          <p className="text-base-content/70">No passenger details.</p>
        ) : (
          <TravellerTable
            label="Passengers"
            rows={b.passengers.map((x) => ({
              name: passengerNameOf(x).toUpperCase(),
              passport: x.passport || FALLBACK.none,
            }))}
          />
        )}
      </Section>
      <Section title="Booking Summary" icon={ReceiptText}>
        <dl>
          <Row label="Reference">
            <span className="font-mono">{referenceOf(b)}</span>
          </Row>
          <Row label="Status">
            <BookingStatusBadge status={b.status} />
          </Row>
          <Row label="Booked on">{formatDateTime(b.createdAt)}</Row>
          {expiry && (
            <Row label="Expires">
              <span className={expiry.past ? "font-medium text-error" : ""}>{expiry.text}</span>
            </Row>
          )}
          {b.approvedAt && <Row label="Approved on">{formatDateTime(b.approvedAt)}</Row>}
          {b.cancelledAt && <Row label="Cancelled on">{formatDateTime(b.cancelledAt)}</Row>}
          {b.cancelReason && <Row label="Reason">{b.cancelReason}</Row>}
          <Row label="Passengers">{count}</Row>
          <Row label="Price per person">{formatRupees(unitPriceOf(b))}</Row>
          <div className="mt-2 flex items-baseline justify-between gap-4 border-base-300 border-t pt-2">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold text-lg tabular-nums">{formatRupees(bookingAmountOf(b))}</dd>
          </div>
        </dl>
      </Section>
      <PaymentFacts booking={b} />
      <DocumentsSection booking={b} />
    </BookingDetailsDialog>
  );
}
