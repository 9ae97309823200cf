/**
 * One package booking on My Packages: the package (name, destination, dates), the participants,
 * the total and the status; a pending one shows its countdown with 'Mark as Paid' (or the claim
 * already made); Details and Print (approved only).
 */
import { CalendarDays, CircleCheck, CreditCard, type LucideIcon, MapPin, Printer, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../domain/format.ts";
import { awaitsPaymentCheck, can } from "../../../domain/lifecycle.ts";
import { PAYMENT_METHOD_LABELS as PAYMENT_LABELS } from "../../../ui/booking/payment.ts";
import {
  type BookingCardProps,
  BookingTotal,
  TravellerNames,
} from "../../../ui/customer/booking-card-parts.tsx";
import { CancelOwnButton } from "../../../ui/customer/cancel-own.tsx";
import { DetailsButton, MarkPaidButton } from "../../../ui/customer/card-buttons.tsx";
import { ExpiryCountdown } from "../../../ui/expiry-countdown.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { bookingPackage, type MyPackageBooking } from "../analytics.ts";
import { dateRange, StatusBadge, TypeBadge } from "./package-bits.tsx";

/** One fact of the booking: its label for screen readers, its icon and the value. */
function Fact({
  label,
  icon: Icon,
  className = "",
  wide = false,
  children,
}: {
  label: string;
  icon: LucideIcon;
  className?: string;
  /** Takes both columns. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="sr-only">{label}</dt>
      <dd className={`flex min-w-0 items-start gap-2 ${className}`.trim()}>
        <Icon className="mt-0.5 size-4 shrink-0 text-base-content/70" aria-hidden="true" />
        {children}
      </dd>
    </div>
  );
}

export function PackageBookingCard({
  booking: b,
  onDetails,
  onPay,
  onPrint,
  onExpire,
  onCancel,
}: BookingCardProps<MyPackageBooking>) {
  const p = bookingPackage(b);
  const name = p.name.toUpperCase();
  const approved = b.status === "approved";
  const pending = b.status === "pending";
  // Mark as Paid is the owner's action of the lifecycle table (docs/ARCHITECTURE.md §10).
  const payable = can("owner", "markPaid", "package", b.status);
  const names = b.passengers.map((x) => x.name.toUpperCase()).join(", ");
  return (
    <article
      className="card border border-base-300 bg-base-100"
      aria-labelledby={`pb-${b._id}`}
      data-testid="package-booking-card"
      data-booking-id={b.bookingId}
      data-status={b.status}
    >
      <div
        className={`card-body grid gap-4 p-4 sm:p-5 ${pending ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]" : ""}`}
      >
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={b.status} />
            <TypeBadge type={p.type} />
            <QueuedBadge table="packageBookings" id={b._id} />
            <span className="ml-auto font-mono text-base-content/75 text-sm" data-testid="booking-ref">
              {b.bookingId}
            </span>
          </div>
          <h3 id={`pb-${b._id}`} className="font-bold text-lg leading-snug break-words">
            {name}
          </h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Fact label="Destination" icon={MapPin} className="font-medium">
              <span className="min-w-0 break-words">{p.destination.toUpperCase()}</span>
            </Fact>
            <Fact label="Dates" icon={CalendarDays}>
              <span className="min-w-0">
                {dateRange(p.departureDate, p.returnDate)}
                {p.duration && <span className="text-base-content/75"> · {p.duration}</span>}
              </span>
            </Fact>
            <Fact label="Participants" icon={Users} wide>
              <TravellerNames count={b.participantCount} noun="participant" names={names} />
            </Fact>
          </dl>
        </div>
        {pending && (
          // Phones: between the booking and its buttons; desktops: a column of its own.
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ExpiryCountdown
              expiresAt={b.expiresAt}
              onExpire={onExpire}
              held="places"
              claimed={awaitsPaymentCheck(b)}
            >
              {b.paymentClaimedAt ? (
                <div
                  className="flex flex-wrap items-center justify-between gap-2 border-base-content/10 border-t pt-2 text-sm"
                  data-testid="payment-claimed"
                >
                  <p className="flex min-w-0 items-start gap-2">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    <span className="min-w-0 break-words">
                      Payment submitted
                      {b.paymentMethod ? ` by ${PAYMENT_LABELS[b.paymentMethod]}` : ""}
                      {b.paymentReference ? ` (${b.paymentReference})` : ""} on{" "}
                      {formatDateTime(b.paymentClaimedAt)} — awaiting verification.
                    </span>
                  </p>
                  <button type="button" className="btn btn-ghost btn-sm max-lg:min-h-11" onClick={onPay}>
                    Change
                  </button>
                </div>
              ) : payable ? (
                <MarkPaidButton onClick={onPay} icon={CreditCard} className="w-full" />
              ) : null}
              {onCancel && can("owner", "cancel", "package", b.status) && (
                <CancelOwnButton onClick={onCancel} reference={b.bookingId} />
              )}
            </ExpiryCountdown>
          </div>
        )}
        <div className="flex flex-wrap items-end justify-between gap-3 self-end border-base-300 border-t pt-3 lg:col-start-1">
          <BookingTotal amount={b.totalAmount} size="text-xl tabular-nums" />
          <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:[&>*]:flex-1">
            <DetailsButton onClick={onDetails} srLabel={`of booking ${b.bookingId}`} />
            <button
              type="button"
              className="btn btn-outline btn-sm max-lg:min-h-11"
              onClick={onPrint}
              disabled={!approved}
              title={approved ? undefined : "Only approved bookings can be printed"}
              data-testid="print-booking"
            >
              <Printer className="size-4" aria-hidden="true" />
              Print<span className="sr-only"> booking {b.bookingId}</span>
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
