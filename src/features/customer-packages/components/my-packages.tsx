/**
 * My Packages (/customer/packages/my): Package Analytics above the customer's package bookings
 * (cards, newest first, sortable, filtered by status and type and by the global search). Pending
 * bookings count down and take 'Mark as Paid'; approved ones print. A failed load shows the red
 * box with the server's message, else 'Failed to fetch bookings' / 'Failed to fetch data'.
 */
import { Link } from "@tanstack/react-router";
import { Compass, PackageOpen } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { can } from "../../../domain/lifecycle.ts";
import { statusFilter } from "../../../ui/booking/status-filter.ts";
import { bookingListSetup, paymentSender } from "../../../ui/customer/booking-list.ts";
import {
  type OwnBookingActions,
  OwnBookingList,
  useBookingDetails,
  useOpenBooking,
  usePrintReceipt,
} from "../../../ui/customer/booking-list-parts.tsx";
import { useCancelOwn } from "../../../ui/customer/cancel-own.tsx";
import { ListPage, useListScreen } from "../../../ui/customer/list-screen.tsx";
import type { DataListFilter } from "../../../ui/data-list.tsx";
import { MarkPaidDialog } from "../../../ui/mark-paid-dialog.tsx";
import { QueuedCreates } from "../../../ui/outbox/outbox-ui.tsx";
import { useOnline } from "../../../ui/use-online.ts";
import {
  bookingPackage,
  bookingSearchFields,
  loadFailureText,
  type MyPackageBooking,
  packageAnalytics,
  STATUS_OPTIONS,
} from "../analytics.ts";
import {
  cancelMyPackageBooking,
  markPackagePaid,
  refreshPackageBookings,
  useMyPackageBookings,
} from "../data.ts";
import { BookingDetailsModal } from "./booking-details-modal.tsx";
import { PackageAnalyticsPanel } from "./package-analytics.tsx";
import { PackageBookingCard } from "./package-booking-card.tsx";

export const LIST_FAILED = "Failed to fetch bookings";
export const ANALYTICS_FAILED = "Failed to fetch data";

const TYPE_OPTIONS = [
  { value: "all", label: "All types" },
  { value: "umrah", label: "Umrah" },
  { value: "tour", label: "Tour" },
];

const departure = (b: MyPackageBooking) => bookingPackage(b).departureDate;
const LIST = bookingListSetup({ key: "booked", header: "Booked on" }, departure, departure);

/** Mark as Paid for a package booking: POST /package-bookings/{id}/payment. */
const send = paymentSender(markPackagePaid);

export function MyPackages() {
  const { rows, loading } = useMyPackageBookings();
  const [status, setStatus] = useState("all");
  const [type, setType] = useState("all");
  const { sync, searchTerm, today, clearAll } = useListScreen("packageBookings", () => {
    setStatus("all");
    setType("all");
  });
  const online = useOnline();
  const print = usePrintReceipt();
  const cancel = useCancelOwn<MyPackageBooking>("package", cancelMyPackageBooking, (b) => b.participantCount);
  const analytics = useMemo(() => packageAnalytics(rows, today), [rows, today]);
  const details = useBookingDetails("packageBookings", rows, loading);
  const paying = useOpenBooking(rows);

  // Offline is not a failure: the line above says the list is saved data.
  const failure = online ? (sync.errors[0] ?? null) : null;
  const listError = loadFailureText(failure, LIST_FAILED);
  const analyticsError = rows.length === 0 ? loadFailureText(failure, ANALYTICS_FAILED) : null;
  const firstLoad = loading || (sync.syncing && !sync.lastSyncedAt && rows.length === 0);
  const retry = useCallback(() => void refreshPackageBookings(), []);
  const on: OwnBookingActions<MyPackageBooking> = {
    details: details.open,
    print,
    pay: paying.open,
    expire: retry,
    cancel: cancel.ask,
  };

  const filters = useMemo<DataListFilter<MyPackageBooking>[]>(
    () => [
      statusFilter(STATUS_OPTIONS, status, setStatus),
      {
        id: "type",
        label: "Package type",
        options: TYPE_OPTIONS,
        value: type,
        onChange: setType,
        predicate: (b, v) => bookingPackage(b).type === v,
      },
    ],
    [status, type],
  );

  return (
    <ListPage
      title="My Packages"
      subtitle="Your Umrah and tour package bookings. Pay pending bookings within 2 hours; print approved ones."
      link={{ to: "/customer/packages", icon: Compass, label: "Browse Packages" }}
      noun="bookings"
      sync={sync}
    >
      <QueuedCreates table="packageBookings" title="Bookings waiting to be sent" />
      <PackageAnalyticsPanel
        analytics={analytics}
        today={today}
        loading={firstLoad}
        error={analyticsError}
        onRetry={retry}
      />
      <section aria-labelledby="package-bookings" className="flex flex-col gap-3">
        <h2 id="package-bookings" className="font-semibold text-lg">
          Package Bookings
        </h2>
        <OwnBookingList
          {...LIST}
          rows={rows}
          filters={filters}
          searchTerm={searchTerm}
          searchFields={bookingSearchFields}
          caption="My package bookings"
          loading={firstLoad}
          error={listError}
          onRetry={retry}
          Card={PackageBookingCard}
          on={on}
          empty={{
            table: "packageBookings",
            icon: PackageOpen,
            title: "No package bookings yet",
            message: "Browse our Umrah and tour packages and book for up to 5 participants.",
            action: (
              <Link to="/customer/packages" className="btn btn-sm btn-primary max-lg:min-h-11">
                Browse Packages
              </Link>
            ),
          }}
          tryInstead="Try another status or type, or clear the search."
          onClear={clearAll}
        />
      </section>
      <BookingDetailsModal
        booking={details.booking}
        onClose={details.close}
        onPrint={print}
        onCancel={details.closeThen(cancel.ask)}
      />
      <MarkPaidDialog
        booking={
          paying.booking && can("owner", "markPaid", "package", paying.booking.status) ? paying.booking : null
        }
        onClose={paying.close}
        send={send}
      />
      {cancel.dialog}
    </ListPage>
  );
}
