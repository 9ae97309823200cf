/**
 * One package booking on the Package Bookings screen: status icon, package name and destination,
 * the customer (name and email), the trip dates, passengers, total, booking date, 'Expires' while
 * pending, a 'Payment claimed' badge (method and reference) when the customer marked it paid, and
 * the actions: view details, approve and cancel (pending only), delete.
 */
import { BadgeCheck, Ban, Check, Eye, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { BUSY_LOOK } from "../../../ui/buttons.tsx";
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

function Fact({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-base-content/70 text-xs">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

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
    <Tag tone="info" icon={BadgeCheck} className="h-auto min-h-6 whitespace-normal py-0.5">
      <span>
        Payment claimed · {claim.method} · <span className="font-mono">{claim.reference}</span>
      </span>
    </Tag>
  );
}

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
  const pending = b.status === "pending";
  return (
    <div className={className}>
      <button
        type="button"
        className="btn btn-ghost btn-sm border-base-300 max-lg:min-h-11"
        onClick={() => actions.onView(b)}
        aria-label={`View details of booking ${label}`}
      >
        <Eye className="size-4" aria-hidden="true" />
        Details
      </button>
      {pending && (
        <>
          <button
            type="button"
            className={`btn btn-success btn-sm ${BUSY_LOOK.success} max-lg:min-h-11`}
            onClick={() => actions.onApprove(b)}
            disabled={busy !== null}
            aria-busy={busy === "approve" || undefined}
            aria-label={`Approve booking ${label}`}
            data-action="approve"
          >
            {busy === "approve" ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Check className="size-4" aria-hidden="true" />
            )}
            Approve
          </button>
          <button
            type="button"
            className={`btn btn-outline btn-error btn-sm ${BUSY_LOOK.plain} max-lg:min-h-11`}
            onClick={() => actions.onCancel(b)}
            disabled={busy !== null}
            aria-busy={busy === "cancel" || undefined}
            aria-label={`Cancel booking ${label}`}
            data-action="cancel"
          >
            {busy === "cancel" ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Ban className="size-4" aria-hidden="true" />
            )}
            Cancel
          </button>
        </>
      )}
      <button
        type="button"
        className="btn btn-ghost btn-sm text-error max-lg:min-h-11"
        onClick={() => actions.onDelete(b)}
        disabled={busy !== null}
        aria-label={`Delete booking ${label}`}
        data-action="delete"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </button>
    </div>
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
  const expiry = b.status === "pending" ? expiryText(b.expiresAt) : null;
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
