/**
 * One package booking on the Package Bookings screen: status icon, package name and destination,
 * the customer (name and email), the trip dates, passengers, total, booking date, 'Expires' while
 * pending, a 'Payment claimed' badge (method and reference) when the customer marked it paid, and
 * the actions: view details, approve (pending), cancel (pending or approved), delete.
 */
import { BadgeCheck } from "lucide-react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { expires } from "../../../domain/lifecycle.ts";
import { handlersFor, BookingActions as KitActions } from "../../../ui/booking/actions.tsx";
import { Fact } from "../../../ui/booking/details.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import {
  bookingAmountOf,
  destinationOf,
  packageNameOf,
  packageOf,
  passengerCountOf,
  paymentClaimOf,
  referenceOf,
  unitPriceOf,
  userEmailOf,
  userNameOf,
} from "../booking-view.ts";
import type { AdminPackageBooking } from "../data.ts";
import { dateRange } from "../package-list.ts";
import { BookingStatusBadge, BookingStatusIcon, Tag } from "./badges.tsx";

export type BookingAction = "approve" | "cancel" | "delete";

export type BookingActions = {
  onView: (b: AdminPackageBooking) => void;
  onApprove: (b: AdminPackageBooking) => void;
  onCancel: (b: AdminPackageBooking) => void;
  onDelete: (b: AdminPackageBooking) => void;
};

export function tripDates(b: AdminPackageBooking): string {
  const p = packageOf(b);
  return dateRange(p.departureDate, p.returnDate);
}

export function expiryText(
  expiresAt: string | null | undefined,
  now = Date.now(),
): { text: string; past: boolean } {
  if (!expiresAt) return { text: "N/A", past: false };
  const past = Date.parse(expiresAt) <= now;
  return { text: formatDateTime(expiresAt), past };
}

export function PaymentClaimTag({ b }: { b: AdminPackageBooking }) {
  const claim = paymentClaimOf(b);
  if (!claim) return null;
  return (
    // A long reference breaks anywhere: the badge never runs out of a 390 px card.
    <Tag tone="info" icon={BadgeCheck} className="h-auto min-h-6 max-w-full whitespace-normal py-0.5">
      <span className="min-w-0 [overflow-wrap:anywhere]">
        Payment claimed · {claim.method} · <span className="font-mono">{claim.reference}</span>
      </span>
    </Tag>
  );
}

/** The card's buttons: details, then what the lifecycle gives an admin (docs/ARCHITECTURE.md §10). */
function Actions({
  b,
  actions,
  busy,
  className,
}: {
  b: AdminPackageBooking;
  actions: BookingActions;
  busy: BookingAction | null;
  className: string;
}) {
  const label = `${packageNameOf(b)}, ${referenceOf(b)}`;
  return (
    <KitActions
      look="button"
      kind="package"
      status={b.status}
      reference={label}
      labels={{ view: `View details of booking ${label}` }}
      busy={busy}
      className={className}
      on={handlersFor(actions, b)}
    />
  );
}

export function BookingCard({
  b,
  actions,
  busy,
}: {
  b: AdminPackageBooking;
  actions: BookingActions;
  /** The action running on this booking, if any (its button spins, the others wait). */
  busy: BookingAction | null;
}) {
  const name = packageNameOf(b);
  const count = passengerCountOf(b);
  const expiry = expires(b) ? expiryText(b.expiresAt) : null;
  const p = packageOf(b);
  return (
    <article
      className="rounded-box border border-base-300 bg-base-100 p-4"
      aria-label={`Booking ${referenceOf(b)} for ${name}`}
      data-testid="package-booking-card"
      data-status={b.status}
      data-booking-id={b._id}
    >
      <header className="flex items-start gap-3">
        <BookingStatusIcon status={b.status} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="min-w-0 font-semibold uppercase leading-snug tracking-wide">{name}</h3>
            <BookingStatusBadge status={b.status} />
            <QueuedBadge table="packageBookings" id={b._id} />
            <PaymentClaimTag b={b} />
          </div>
          <p className="text-base-content/75 text-sm">
            <span className="font-mono">{referenceOf(b)}</span> ·{" "}
            <span className="uppercase">{destinationOf(b)}</span>
          </p>
        </div>
        <Actions b={b} actions={actions} busy={busy} className="flex shrink-0 gap-2 max-lg:hidden" />
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,1.3fr)] lg:pl-13">
        <Fact label="Customer">
          <span className="font-medium">{userNameOf(b)}</span>
          <span className="block text-base-content/75 text-xs [overflow-wrap:anywhere]">
            {userEmailOf(b)}
          </span>
        </Fact>
        <Fact label="Dates">
          <span>{tripDates(b)}</span>
          {p.duration && <span className="block text-base-content/70 text-xs">{p.duration}</span>}
        </Fact>
        <Fact label="Passengers">
          <span className="tabular-nums">{count}</span>
        </Fact>
        <Fact label="Total">
          <span className="font-semibold tabular-nums">{formatRupees(bookingAmountOf(b))}</span>
          <span className="block text-base-content/70 text-xs tabular-nums">
            {formatRupees(unitPriceOf(b))} × {count}
          </span>
        </Fact>
        <Fact label="Booked on">{formatDate(b.createdAt)}</Fact>
        {expiry && (
          <Fact label="Expires">
            <span className={expiry.past ? "font-medium text-error" : ""}>{expiry.text}</span>
            {expiry.past && (
              <span className="block text-error text-xs">Expired: cancelled on the next refresh</span>
            )}
          </Fact>
        )}
      </dl>
      <Actions
        b={b}
        actions={actions}
        busy={busy}
        className="mt-3 flex flex-wrap justify-end gap-2 border-base-300 border-t pt-3 lg:hidden max-sm:[&>*]:flex-1"
      />
    </article>
  );
}
