/**
 * 'Booking Details' of a package booking: package information, customer information, passenger
 * details and the booking summary; approve and cancel while it is pending. It shows the booking as
 * the mirror holds it now, so a status change appears here as soon as the server has accepted it.
 */
import { Ban, Check, CircleUser, MapPinned, ReceiptText, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { BUSY_LOOK } from "../../../ui/buttons.tsx";
import { Modal } from "../../../ui/modal.tsx";
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
import { type BookingAction, expiryText, PaymentClaimTag, tripDates } from "./booking-card.tsx";

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof Users;
  children: ReactNode;
}) {
  return (
    <section className="rounded-box border border-base-300 p-4">
      <h3 className="mb-3 flex items-center gap-2 font-semibold text-sm">
        <Icon className="size-4 text-base-content/70" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}

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
  const pending = b.status === "pending";
  const expiry = pending ? expiryText(b.expiresAt) : null;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Booking Details"
      description={`${referenceOf(b)} · ${packageNameOf(b)}`}
      footer={
        <>
          <button type="button" className="btn btn-ghost border-base-300 max-lg:min-h-11" onClick={onClose}>
            Close
          </button>
          {pending && (
            <>
              <button
                type="button"
                className={`btn btn-outline btn-error ${BUSY_LOOK.plain} max-lg:min-h-11`}
                onClick={() => onCancel(b)}
                disabled={busy !== null}
                aria-busy={busy === "cancel" || undefined}
              >
                {busy === "cancel" ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                ) : (
                  <Ban className="size-4" aria-hidden="true" />
                )}
                Cancel Booking
              </button>
              <button
                type="button"
                className={`btn btn-success ${BUSY_LOOK.success} max-lg:min-h-11`}
                onClick={() => onApprove(b)}
                disabled={busy !== null}
                aria-busy={busy === "approve" || undefined}
              >
                {busy === "approve" ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                ) : (
                  <Check className="size-4" aria-hidden="true" />
                )}
                Approve
              </button>
            </>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm" data-testid="booking-details">
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
            // Focusable so the keyboard can scroll it (and the dialog's body, which may scroll too).
            <section
              className="overflow-x-auto rounded-box focus-visible:outline-2 focus-visible:outline-primary [&_thead]:text-base-content/80"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              aria-label="Passengers"
            >
              <table className="table-sm table">
                <thead>
                  <tr>
                    <th scope="col" className="w-10">
                      #
                    </th>
                    <th scope="col">Name</th>
                    <th scope="col">Passport</th>
                  </tr>
                </thead>
                <tbody>
                  {b.passengers.map((x, i) => (
                    <tr key={i}>
                      <td className="tabular-nums">{i + 1}</td>
                      <td className="uppercase">{passengerNameOf(x)}</td>
                      <td className="font-mono">{x.passport || FALLBACK.none}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
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
            {(b.paymentClaimedAt || b.paymentReference) && (
              <Row label="Payment">
                <PaymentClaimTag b={b} />
                {b.paymentClaimedAt && (
                  <span className="block text-base-content/70 text-xs">
                    claimed {formatDate(b.paymentClaimedAt)}
                  </span>
                )}
              </Row>
            )}
            <Row label="Passengers">{count}</Row>
            <Row label="Price per person">{formatRupees(unitPriceOf(b))}</Row>
            <div className="mt-2 flex items-baseline justify-between gap-4 border-base-300 border-t pt-2">
              <dt className="font-semibold">Total</dt>
              <dd className="font-bold text-lg tabular-nums">{formatRupees(bookingAmountOf(b))}</dd>
            </div>
          </dl>
        </Section>
      </div>
    </Modal>
  );
}
