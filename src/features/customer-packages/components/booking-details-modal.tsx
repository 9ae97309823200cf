/** A package booking's details: the package, the participants, the booking and its payment; Print when approved. */
import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { PAYMENT_LABELS } from "../../../ui/mark-paid-dialog.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { bookingPackage, type MyPackageBooking } from "../analytics.ts";
import { PACKAGE_TYPE_LABELS } from "../package-list.ts";
import { StatusBadge } from "./package-bits.tsx";

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-base-content/75">{k}</dt>
          <dd className="min-w-0 break-words font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BookingDetailsModal({
  booking: b,
  onClose,
  onPrint,
}: {
  booking: MyPackageBooking | null;
  onClose: () => void;
  onPrint: (b: MyPackageBooking) => void;
}) {
  if (!b) return null;
  const p = bookingPackage(b);
  const approved = b.status === "approved";
  const bookingRows: [string, ReactNode][] = [
    ["Booking ID", <span className="font-mono">{b.bookingId}</span>],
    ["Status", <StatusBadge status={b.status} />],
    ["Booked on", formatDateTime(b.createdAt) || "N/A"],
  ];
  if (b.status === "pending" && b.expiresAt) bookingRows.push(["Expires", formatDateTime(b.expiresAt)]);
  if (b.paymentClaimedAt)
    bookingRows.push([
      "Payment",
      `${b.paymentMethod ? PAYMENT_LABELS[b.paymentMethod] : "Claimed"}${
        b.paymentReference ? ` · ${b.paymentReference}` : ""
      } (${formatDateTime(b.paymentClaimedAt)})`,
    ]);
  if (b.approvedAt) bookingRows.push(["Approved on", formatDateTime(b.approvedAt)]);
  if (b.cancelledAt) bookingRows.push(["Cancelled on", formatDateTime(b.cancelledAt)]);
  if (b.cancelReason) bookingRows.push(["Reason", b.cancelReason]);

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={p.name.toUpperCase()}
      description={`Booking ${b.bookingId}`}
      footer={
        <>
          <button type="button" className="btn btn-ghost border-base-300 max-lg:min-h-11" onClick={onClose}>
            Close
          </button>
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
        </>
      }
    >
      {/* Focusable so the keyboard can scroll the dialog's body, which holds no control (axe scrollable-region-focusable). */}
      <section
        className="flex flex-col gap-5 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        aria-label="Booking details"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        data-testid="booking-details"
      >
        <section aria-labelledby="bd-package" className="flex flex-col gap-2">
          <h3 id="bd-package" className="font-semibold">
            Package
          </h3>
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
        </section>
        <section aria-labelledby="bd-participants" className="flex flex-col gap-2">
          <h3 id="bd-participants" className="font-semibold">
            Participants ({b.participantCount})
          </h3>
          <div className="overflow-x-auto rounded-box border border-base-300">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col">Passport</th>
                </tr>
              </thead>
              <tbody>
                {b.passengers.map((x, i) => (
                  <tr key={i}>
                    <td>{i + 1}</td>
                    <td className="font-medium">{x.name.toUpperCase()}</td>
                    <td className="font-mono">{x.passport.toUpperCase()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="bd-booking" className="flex flex-col gap-2">
          <h3 id="bd-booking" className="font-semibold">
            Booking
          </h3>
          <Facts rows={bookingRows} />
          <p className="mt-1 flex items-baseline justify-between gap-3 border-base-300 border-t pt-3">
            <span className="text-base-content/75">
              Total ({b.participantCount} × {formatRupees(b.pricePerPerson)})
            </span>
            <span className="font-bold text-xl tabular-nums">{formatRupees(b.totalAmount)}</span>
          </p>
        </section>
      </section>
    </Modal>
  );
}
