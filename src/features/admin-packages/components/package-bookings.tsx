/**
 * Package Bookings (/admin/packages/bookings): every customer's package bookings as cards, the
 * status and package-name filters and the global search, 'X of Y bookings', the empty states, and
 * per booking: details ('Booking Details') and what the lifecycle gives an admin (approve while
 * pending, cancel while pending or approved, delete), cancel and delete after the booking kit's
 * confirmation. A status change shows once the server has accepted it (no optimistic change), then
 * the list reloads; the catalogue's toasts say how it went.
 */
import { CalendarX2, PackageOpen } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useBookingConfirm } from "../../../ui/booking/confirm.tsx";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../ui/booking/confirm-texts.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import { DataList, type DataListColumn } from "../../../ui/data-list.tsx";
import { applyFilters, type DataListFilter, searchRows } from "../../../ui/data-list-model.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { useGlobalSearch } from "../../../ui/search.ts";
import { toast } from "../../../ui/toast.ts";
import {
  ALL_PACKAGES,
  BOOKING_STATUS_FILTERS,
  BOOKINGS_EMPTY,
  bookingAmountOf,
  bookingCount,
  bookingSearchFields,
  packageNameOf,
  packageNameOptions,
  passengerCountOf,
  referenceOf,
  userNameOf,
} from "../booking-view.ts";
import {
  type AdminPackageBooking,
  deletePackageBooking,
  loadFailureText,
  MESSAGES,
  reloadPackageBookings,
  setPackageBookingStatus,
  usePackageBookings,
  useSyncStatus,
} from "../data.ts";
import type { BookingFilters } from "../route-search.ts";
import { type BookingAction, type BookingActions, BookingCard } from "./booking-card.tsx";
import { BookingDetailsModal } from "./booking-details-modal.tsx";

const INITIAL_SORT = {
  key: "createdAt",
  direction: "desc" as const,
  sortValue: (b: AdminPackageBooking) => b.createdAt,
};

/** The sorts (the cards' Sort by): the cards render the rows, so the columns render nothing. */
const COLUMNS: DataListColumn<AdminPackageBooking>[] = [
  { key: "createdAt", header: "Booking date", sortValue: (b) => b.createdAt, render: () => null },
  { key: "package", header: "Package", sortValue: packageNameOf, render: () => null },
  { key: "customer", header: "Customer", sortValue: userNameOf, render: () => null },
  { key: "passengers", header: "Passengers", sortValue: passengerCountOf, render: () => null },
  { key: "total", header: "Total", sortValue: bookingAmountOf, render: () => null },
  { key: "status", header: "Status", sortValue: (b) => b.status, render: () => null },
];

const bookingKey = (b: AdminPackageBooking) => b._id;
const retry = () => void reloadPackageBookings();

/**
 * The count and the cards. The global search is read here, not by the screen: a keystroke
 * re-renders this section alone.
 */
function BookingsSection({
  bookings,
  listFilters,
  loading,
  error,
  actions,
  busy,
}: {
  bookings: readonly AdminPackageBooking[];
  listFilters: readonly DataListFilter<AdminPackageBooking>[];
  loading: boolean;
  error: string | null;
  actions: BookingActions;
  busy: { id: string; action: BookingAction } | null;
}) {
  const searchTerm = useGlobalSearch();
  const shown = useMemo(
    () => searchRows(applyFilters(bookings, listFilters), searchTerm, bookingSearchFields).length,
    [bookings, listFilters, searchTerm],
  );

  // Stable between keystrokes, so the cards that stay are not rendered again.
  const renderCard = useCallback(
    (b: AdminPackageBooking) => (
      <BookingCard b={b} actions={actions} busy={busy?.id === b._id ? busy.action : null} />
    ),
    [actions, busy],
  );
  return (
    <section aria-labelledby="bookings-title" className="space-y-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="bookings-title" className="font-semibold text-lg">
          Customer Package Bookings
        </h2>
        <p className="text-base-content/75 text-sm" data-testid="booking-count" aria-live="polite">
          {bookingCount(shown, bookings.length)}
        </p>
      </header>
      <DataList
        rows={bookings}
        columns={COLUMNS}
        getKey={bookingKey}
        filters={listFilters}
        searchTerm={searchTerm}
        searchFields={bookingSearchFields}
        initialSort={INITIAL_SORT}
        newColumnDirection="desc"
        countLabel="bookings"
        caption="Package bookings"
        layout="cards"
        loading={loading}
        error={error}
        onRetry={retry}
        renderCard={renderCard}
        emptyState={
          <EmptyState icon={PackageOpen} title={BOOKINGS_EMPTY.title} message={BOOKINGS_EMPTY.none} />
        }
        noMatchState={
          <EmptyState icon={CalendarX2} title={BOOKINGS_EMPTY.title} message={BOOKINGS_EMPTY.noMatch} />
        }
      />
    </section>
  );
}

export function PackageBookings({
  filters,
  onFiltersChange,
}: {
  filters: BookingFilters;
  onFiltersChange: (next: Partial<BookingFilters>) => void;
}) {
  const { rows, loading } = usePackageBookings();
  const sync = useSyncStatus("packageBookings");

  useEffect(() => {
    void reloadPackageBookings();
  }, []);

  // Bookings the server has confirmed deleted, hidden until the next pull drops them.
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const bookings = useMemo(() => (gone.size ? rows.filter((b) => !gone.has(b._id)) : rows), [rows, gone]);

  const [busy, setBusy] = useState<{ id: string; action: BookingAction } | null>(null);
  const [viewId, setViewId] = useState<string | null>(null);
  const viewing = viewId ? (bookings.find((b) => b._id === viewId) ?? null) : null;

  async function changeStatus(b: AdminPackageBooking, status: "approved" | "cancelled") {
    setBusy({ id: b._id, action: status === "approved" ? "approve" : "cancel" });
    const out = await setPackageBookingStatus(b._id, status);
    setBusy(null);
    if (out.ok) toast.success(status === "approved" ? MESSAGES.approved : MESSAGES.cancelled);
    else if (out.queued) toastQueued(out.message);
    else {
      toast.error(MESSAGES.statusFailed);
      // Refused (e.g. expired meanwhile): show what the server holds now.
      if (out.status >= 400) void reloadPackageBookings();
    }
    return out.ok;
  }

  async function remove(b: AdminPackageBooking) {
    setBusy({ id: b._id, action: "delete" });
    const out = await deletePackageBooking(b._id);
    setBusy(null);
    if (out.ok) {
      setGone((g) => new Set([...g, b._id]));
      if (viewId === b._id) setViewId(null);
      toast.success(MESSAGES.bookingDeleted);
    } else if (out.queued) toastQueued(out.message);
    else toast.error(MESSAGES.bookingDeleteFailed);
  }

  // Not optimistic: the dialog stays (Confirm spinning) until the server has answered.
  const confirm = useBookingConfirm<AdminPackageBooking>({
    texts: (action, b) =>
      action === "cancel"
        ? cancelConfirmTexts("package", referenceOf(b), {
            subject: packageNameOf(b),
            count: passengerCountOf(b),
          })
        : deleteConfirmTexts(
            "Delete Package Booking",
            "Are you sure you want to delete this package booking? This action cannot be undone.",
          ),
    run: (action, b) => (action === "cancel" ? changeStatus(b, "cancelled") : remove(b)),
    busy: busy !== null,
  });

  const actions: BookingActions = {
    onView: (b) => setViewId(b._id),
    onApprove: (b) => void changeStatus(b, "approved"),
    onCancel: (b) => confirm.ask("cancel", b),
    onDelete: (b) => confirm.ask("delete", b),
  };

  const packageOptions = useMemo(() => {
    const options = packageNameOptions(bookings);
    if (filters.package !== ALL_PACKAGES && !options.some((o) => o.value === filters.package))
      options.push({ value: filters.package, label: filters.package });
    return options;
  }, [bookings, filters.package]);

  const listFilters = useMemo<DataListFilter<AdminPackageBooking>[]>(
    () => [
      {
        id: "status",
        label: "Status",
        options: BOOKING_STATUS_FILTERS,
        value: filters.status,
        onChange: (status) => onFiltersChange({ status }),
        predicate: (b, v) => b.status === v,
      },
      {
        id: "package",
        label: "Package",
        options: packageOptions,
        value: filters.package,
        onChange: (pkg) => onFiltersChange({ package: pkg }),
        predicate: (b, v) => packageNameOf(b) === v,
      },
    ],
    [filters.status, filters.package, packageOptions, onFiltersChange],
  );

  const error = loadFailureText(sync.errors[0], MESSAGES.bookingsFailed);

  return (
    <Page
      title="Package Bookings"
      subtitle="Review, approve and manage customer package bookings"
      actions={
        <ActionButton
          variant="refresh"
          busy={sync.syncing}
          onClick={() => void reloadPackageBookings()}
          data-testid="refresh-bookings"
        />
      }
    >
      <FreshnessLine
        noun="bookings"
        lastSyncedAt={sync.lastSyncedAt}
        failed={Boolean(sync.lastError)}
        syncing={sync.syncing}
        loading={sync.loading}
      />
      <BookingsSection
        bookings={bookings}
        listFilters={listFilters}
        loading={loading || sync.syncing}
        error={error}
        actions={actions}
        busy={busy}
      />

      <BookingDetailsModal
        booking={viewing}
        onClose={() => setViewId(null)}
        onApprove={(b) => void changeStatus(b, "approved")}
        onCancel={(b) => confirm.ask("cancel", b)}
        busy={viewing && busy?.id === viewing._id ? busy.action : null}
      />
      {confirm.dialog}
    </Page>
  );
}
