/**
 * Print Booking Receipt: the booking's summary (with the payment recorded, if any) and passengers, a print notice, Cancel and Print
 * Receipt — enabled only for an approved booking. Printing opens the shared receipt
 * (ui/print/booking-receipt.ts) in a pop-up window straight from the click.
 */
import { Info, Printer, TriangleAlert } from "lucide-react";
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { paymentOf, paymentText } from "../../../ui/booking/payment.ts";
import { DismissButton, Modal } from "../../../ui/modal.tsx";
import {
  bookingReference,
  PRINT_REFUSED_MESSAGE,
  printBookingReceipt,
} from "../../../ui/print/booking-receipt.ts";
import {
  type AdminBooking,
  bookingFlight,
  customerEmailOf,
  customerNameOf,
  passengerCountOf,
  passengerName,
  routeOf,
} from "../booking-view.ts";
import { StatusBadge } from "./airline-badge.tsx";

export function PrintReceiptModal({
  booking,
  onClose,
}: {
  booking: AdminBooking | null;
  onClose: () => void;
}) {
  if (!booking) return null;
  const b = booking;
  const f = bookingFlight(b);
  const approved = b.status === "approved";
  const payment = paymentOf(b);
  return (
    <Modal
      open
      onClose={onClose}
      title="Print Booking Receipt"
      description={bookingReference(b)}
      size="md"
      footer={
        <>
          <DismissButton onClick={onClose} />
          <button
            type="button"
            className="btn btn-primary max-lg:min-h-11"
            disabled={!approved}
            onClick={() => {
              if (printBookingReceipt(b)) onClose();
            }}
            data-testid="print-receipt"
          >
            <Printer className="size-4" aria-hidden="true" />
            Print Receipt
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm" data-testid="print-summary">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          <div className="col-span-2 flex items-center justify-between gap-2">
            <dt className="sr-only">Status</dt>
            <dd className="font-semibold text-base">
              {f ? `${f.flightNumber} · ${routeOf(f)}` : "Unknown Flight"}
            </dd>
            <dd>
              <StatusBadge status={b.status} />
            </dd>
          </div>
          <div>
            <dt className="text-base-content/70 text-xs">Airline</dt>
            <dd>{f?.airlineName || "N/A"}</dd>
          </div>
          <div>
            <dt className="text-base-content/70 text-xs">Departure</dt>
            <dd>{f ? `${formatDate(f.departureDate)} ${f.departureTime}` : "N/A"}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-base-content/70 text-xs">Customer</dt>
            <dd className="break-words">{customerNameOf(b)}</dd>
            <dd className="break-words text-base-content/70 text-xs">{customerEmailOf(b)}</dd>
          </div>
          <div>
            <dt className="text-base-content/70 text-xs">Total</dt>
            <dd className="font-semibold">{formatRupees(b.bookingDetails?.totalAmount ?? b.totalAmount)}</dd>
          </div>
          {payment && (
            <div className="col-span-2 min-w-0">
              <dt className="text-base-content/70 text-xs">Payment</dt>
              <dd className="break-words" data-testid="print-payment">
                {paymentText(payment)}
              </dd>
            </div>
          )}
        </dl>
        <div>
          <h3 className="mb-1 font-medium">Passengers ({passengerCountOf(b)})</h3>
          <ol className="list-inside list-decimal">
            {(b.passengers ?? []).map((p, i) => (
              <li key={`${p.passport}-${i}`}>
                {[p.personType, passengerName(p)].filter(Boolean).join(" ")}{" "}
                <span className="font-mono text-base-content/70 text-xs">{p.passport}</span>
              </li>
            ))}
          </ol>
        </div>
        {approved ? (
          <p className="alert alert-info alert-soft items-start text-base-content" data-testid="print-notice">
            <Info className="size-5 shrink-0 text-info" aria-hidden="true" />
            <span>
              The receipt opens in a new window, ready for an A4 printer or “Save as PDF”. If nothing opens,
              allow pop-ups for this site.
            </span>
          </p>
        ) : (
          <p
            className="alert alert-warning alert-soft items-start text-base-content"
            role="alert"
            data-testid="print-notice"
          >
            <TriangleAlert className="size-5 shrink-0 text-warning" aria-hidden="true" />
            <span>
              {PRINT_REFUSED_MESSAGE}. This booking is {b.status}.
            </span>
          </p>
        )}
      </div>
    </Modal>
  );
}
