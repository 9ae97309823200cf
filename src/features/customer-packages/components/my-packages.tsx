/**
 * My Packages (/customer/packages/my): Package Analytics above the customer's package bookings
 * (cards, newest first, sortable, filtered by status and type and by the global search). Pending
 * bookings count down and take 'Mark as Paid'; approved ones print. A failed load shows the red
 * box with the server's message, else 'Failed to fetch bookings' / 'Failed to fetch data'.
 */
import { Link } from "@tanstack/react-router";
import { Compass, PackageOpen } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useSession } from "../../../api/session.ts";
import type { PaymentInput } from "../../../domain/bookings.ts";
import { karachiDate } from "../../../domain/format.ts";
import { can } from "../../../domain/lifecycle.ts";
import { NoMatchingBookings } from "../../../ui/booking/list-parts.tsx";
import { DataList, type DataListColumn, type DataListFilter } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { MarkPaidDialog, type PayableBooking, type PaymentOutcome } from "../../../ui/mark-paid-dialog.tsx";
import { EmptyUnlessQueued, QueuedCreates } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { printBookingReceipt } from "../../../ui/print/booking-receipt.ts";
import { setGlobalSearch, useGlobalSearch } from "../../../ui/search.ts";
import { useOnline } from "../../../ui/use-online.ts";
import {
  bookingPackage,
  bookingSearchFields,
  loadFailureText,
  type MyPackageBooking,
  packageAnalytics,
  STATUS_OPTIONS,
} from "../analytics.ts";
import { markPackagePaid, refreshPackageBookings, useMyPackageBookings, useSyncStatus } from "../data.ts";
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

const COLUMNS: DataListColumn<MyPackageBooking>[] = [
  {
    key: "booked",
    header: "Booked on",
    sortValue: (b) => b.createdAt,
    render: (b) => b.createdAt,
  },
  {
    key: "departure",
    header: "Departure",
    sortValue: (b) => bookingPackage(b).departureDate,
    render: (b) => bookingPackage(b).departureDate,
  },
  { key: "total", header: "Total", sortValue: (b) => b.totalAmount, render: (b) => b.totalAmount },
];

export function MyPackages() {
  const { rows, loading } = useMyPackageBookings();
  const sync = useSyncStatus("packageBookings");
  const { user } = useSession();
  const online = useOnline();
  const searchTerm = useGlobalSearch();
  const today = karachiDate();
  const analytics = useMemo(() => packageAnalytics(rows, today), [rows, today]);
  const [status, setStatus] = useState("all");
  const [type, setType] = useState("all");
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [payId, setPayId] = useState<string | null>(null);
  const details = detailsId ? (rows.find((b) => b._id === detailsId) ?? null) : null;
  const paying = payId
    ? (rows.find((b) => b._id === payId && can("owner", "markPaid", "package", b.status)) ?? null)
    : null;

  // Offline is not a failure: the line above says the list is saved data.
  const failure = online ? (sync.errors[0] ?? null) : null;
  const listError = loadFailureText(failure, LIST_FAILED);
  const analyticsError = rows.length === 0 ? loadFailureText(failure, ANALYTICS_FAILED) : null;
  const firstLoad = loading || (sync.syncing && !sync.lastSyncedAt && rows.length === 0);
  const retry = useCallback(() => void refreshPackageBookings(), []);

  const filters = useMemo<DataListFilter<MyPackageBooking>[]>(
    () => [
      {
        id: "status",
        label: "Status",
        options: STATUS_OPTIONS,
        value: status,
        onChange: setStatus,
        predicate: (b, v) => b.status === v,
      },
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

  const print = useCallback(
    (b: MyPackageBooking) => {
      printBookingReceipt(b, { customer: { name: user?.name, email: user?.email } });
    },
    [user?.name, user?.email],
  );

  const send = useCallback(
    async (b: PayableBooking, body: PaymentInput, key: string): Promise<PaymentOutcome> => {
      const out = await markPackagePaid(b._id, body, key);
      return out.ok ? { ok: true } : out;
    },
    [],
  );

  const clearAll = () => {
    setStatus("all");
    setType("all");
    setGlobalSearch("");
  };

  return (
    <Page
      title="My Packages"
      subtitle="Your Umrah and tour package bookings. Pay pending bookings within 2 hours; print approved ones."
      actions={
        <Link
          to="/customer/packages"
          activeOptions={{ exact: true }}
          className="btn btn-outline btn-primary max-lg:min-h-11"
        >
          <Compass className="size-4" aria-hidden="true" />
          Browse Packages
        </Link>
      }
    >
      <FreshnessLine
        noun="bookings"
        lastSyncedAt={sync.lastSyncedAt}
        failed={Boolean(sync.lastError)}
        syncing={sync.syncing}
        loading={sync.loading}
      />
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
        <DataList
          rows={rows}
          columns={COLUMNS}
          getKey={(b) => b._id}
          layout="cards"
          filters={filters}
          searchTerm={searchTerm}
          searchFields={bookingSearchFields}
          initialSort={{ key: "booked", direction: "desc" }}
          newColumnDirection="desc"
          countLabel="bookings"
          caption="My package bookings"
          loading={firstLoad}
          error={listError}
          onRetry={retry}
          renderCard={(b) => (
            <PackageBookingCard
              booking={b}
              onDetails={() => setDetailsId(b._id)}
              onPay={() => setPayId(b._id)}
              onPrint={() => print(b)}
              onExpire={retry}
            />
          )}
          emptyState={
            <EmptyUnlessQueued table="packageBookings">
              <EmptyState
                icon={PackageOpen}
                title="No package bookings yet"
                message="Browse our Umrah and tour packages and book for up to 5 participants."
                action={
                  <Link to="/customer/packages" className="btn btn-sm btn-primary max-lg:min-h-11">
                    Browse Packages
                  </Link>
                }
              />
            </EmptyUnlessQueued>
          }
          noMatchState={
            <NoMatchingBookings
              message="Try another status or type, or clear the search."
              onClear={clearAll}
            />
          }
        />
      </section>
      <BookingDetailsModal booking={details} onClose={() => setDetailsId(null)} onPrint={print} />
      <MarkPaidDialog booking={paying} onClose={() => setPayId(null)} send={send} />
    </Page>
  );
}
