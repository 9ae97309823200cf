/**
 * One booking of My Bookings: the route, airline, dates, passengers, status and total; details
 * and print (approved only); a pending booking's countdown with 'Mark as Paid', or the payment
 * already submitted.
 */
import { ArrowRight, BadgeCheck, CalendarDays, CircleSlash, Printer, Users, WalletCards } from "lucide-react";
import { formatDate, formatDateTime } from "../../../domain/format.ts";
import { awaitsPaymentCheck, can } from "../../../domain/lifecycle.ts";
import { paymentOf, paymentText } from "../../../ui/booking/payment.ts";
import {
  type BookingCardProps,
  BookingTotal,
  TravellerNames,
} from "../../../ui/customer/booking-card-parts.tsx";
import { CancelOwnButton } from "../../../ui/customer/cancel-own.tsx";
import { DetailsButton, MarkPaidButton } from "../../../ui/customer/card-buttons.tsx";
import { ExpiryCountdown } from "../../../ui/expiry-countdown.tsx";
import { PAYMENT_SUBMITTED } from "../../../ui/mark-paid-dialog.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { bookingFlight, type MyBooking } from "../booking-list.ts";
import { AirlineMark } from "./airline-mark.tsx";
import { cancelText, PRINT_DISABLED_HINT, StatusBadge } from "./booking-parts.tsx";

export function BookingCard({
  booking,
  onDetails,
  onPrint,
  onPay,
  onExpire,
  onCancel,
}: BookingCardProps<MyBooking>) {
  const f = bookingFlight(booking);
  const approved = booking.status === "approved";
  const names = booking.passengers.map((p) => p.name || `${p.firstName} ${p.lastName}`);
  return (
    <article
      className="card @container border border-base-300 bg-base-100"
      aria-labelledby={`booking-${booking._id}-title`}
      data-testid="booking-card"
      data-booking-id={booking.bookingId}
      data-status={booking.status}
    >
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <AirlineMark airlineName={f.airlineName} flightNumber={f.flightNumber} />
          <div className="flex items-center gap-2">
            <span className="font-mono text-base-content/75 text-xs">{booking.bookingId}</span>
            <StatusBadge status={booking.status} />
            <QueuedBadge table="bookings" id={booking._id} />
          </div>
        </div>

        <div className="grid @2xl:grid-cols-[minmax(0,1fr)_auto] @2xl:items-end gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <h2 id={`booking-${booking._id}-title`} className="flex items-center gap-2 font-bold text-xl">
              {f.departure}
              <ArrowRight className="size-4 shrink-0 text-base-content/60" aria-label="to" />
              {f.destination}
              {f.isStopover && f.stopoverLocation && (
                <span className="font-normal text-base-content/75 text-sm">via {f.stopoverLocation}</span>
              )}
            </h2>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
                {formatDate(f.departureDate)}, {f.departureTime} → {f.arrivalTime}
                {f.arrivalDate !== f.departureDate ? ` (${formatDate(f.arrivalDate)})` : ""}
              </span>
              {f.isReturnFlight && f.returnDepartureDate && (
                <span className="text-base-content/75">Return {formatDate(f.returnDepartureDate)}</span>
              )}
            </p>
            <p className="flex min-w-0 items-start gap-1.5 text-sm">
              <Users className="mt-0.5 size-4 shrink-0 text-base-content/70" aria-hidden="true" />
              <TravellerNames count={booking.passengerCount} noun="passenger" names={names.join(", ")} />
            </p>
            <p className="text-base-content/75 text-xs">Booked {formatDateTime(booking.createdAt)}</p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 @2xl:flex-col @2xl:items-end">
            <BookingTotal amount={booking.totalAmount} className="@2xl:text-right" size="text-lg" />
            <div className="flex gap-2">
              <DetailsButton onClick={onDetails} testId="view-booking" />
              <span
                className={approved ? "" : "tooltip tooltip-left"}
                data-tip={approved ? undefined : PRINT_DISABLED_HINT}
              >
                <button
                  type="button"
                  className="btn btn-sm btn-primary max-lg:min-h-11"
                  onClick={onPrint}
                  disabled={!approved}
                  aria-label={
                    approved
                      ? `Print booking ${booking.bookingId}`
                      : `Print booking ${booking.bookingId} (${PRINT_DISABLED_HINT.toLowerCase()})`
                  }
                  data-testid="print-booking"
                >
                  <Printer className="size-4" aria-hidden="true" />
                  Print
                </button>
              </span>
            </div>
          </div>
        </div>

        {approved && (
          <p className="flex flex-wrap items-center gap-2 rounded-box bg-success/10 px-3 py-2 text-sm">
            <BadgeCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            Confirmed{booking.pnr ? " · PNR " : ""}
            {booking.pnr && <span className="font-mono font-semibold">{booking.pnr}</span>}
          </p>
        )}
        {booking.status === "cancelled" && (
          <p className="flex items-center gap-2 rounded-box bg-base-200 px-3 py-2 text-sm">
            <CircleSlash className="size-4 shrink-0" aria-hidden="true" />
            {cancelText(booking)}
          </p>
        )}
        {booking.status === "pending" && (
          <ExpiryCountdown
            expiresAt={booking.expiresAt}
            onExpire={onExpire}
            claimed={awaitsPaymentCheck(booking)}
          >
            {booking.paymentClaimedAt ? (
              <p
                className="flex flex-wrap items-center gap-2 rounded-box bg-base-100 px-3 py-2 font-medium text-sm"
                data-testid="payment-claimed"
              >
                <WalletCards className="size-4 shrink-0" aria-hidden="true" />
                {PAYMENT_SUBMITTED}
                <span className="font-normal text-base-content/75">
                  ({paymentText(paymentOf(booking) ?? { method: "Payment", reference: "", at: null })})
                </span>
              </p>
            ) : can("owner", "markPaid", "flight", booking.status) ? (
              <MarkPaidButton onClick={onPay} icon={WalletCards} className="self-start max-sm:w-full" />
            ) : null}
            {onCancel && can("owner", "cancel", "flight", booking.status) && (
              <CancelOwnButton onClick={onCancel} reference={booking.bookingId} />
            )}
          </ExpiryCountdown>
        )}
      </div>
    </article>
  );
}
