/**
 * Direct package bookings (/admin/direct-bookings/package-bookings): the package bookings made on
 * the agency's website. Status filter, Refresh, 'Showing X of Y bookings', a search indicator; per
 * row view and what the booking lifecycle gives an admin (approve while pending, cancel while pending
 * or approved, delete; cancel and delete after the booking kit's confirmation). Unlike the flight screen, a change is shown
 * only after the server has answered, and the list is then pulled again (back-office §4).
 */
import { Package, Search, SearchX, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { BookingActions, BUTTON_OF_WRITE } from "../../../ui/booking/actions.tsx";
import { useBookingConfirm } from "../../../ui/booking/confirm.tsx";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../ui/booking/confirm-texts.ts";
import { actionsColumn, statusColumn } from "../../../ui/booking/list-parts.tsx";
import { Fact, StatusBadge, withNarrowCells } from "../../../ui/booking-parts.tsx";
import { ActionButton } from "../../../ui/buttons.tsx";
import { DataList, type DataListColumn, type DataListFilter } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { ListCard } from "../../../ui/list-card.tsx";
import { QueuedBadge, toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { matchesSearch, setGlobalSearch, useGlobalSearch } from "../../../ui/search.ts";
import { toast } from "../../../ui/toast.ts";
import {
  deletePackageBooking,
  reload,
  type StatusChange,
  setPackageBookingStatus,
  useDirectPackageBookings,
  useSyncStatus,
} from "../data.ts";
import {
  ALL,
  bookingRef,
  type DirectPackageBooking,
  NEWEST_FIRST,
  PACKAGE_EMPTY,
  PACKAGE_STATUS_OPTIONS,
  packageNoMatch,
  packageSearchFields,
} from "../direct-view.ts";
import { PackageBookingDetails } from "./package-booking-details.tsx";
import { sourceLabel } from "./parts.tsx";

export const PACKAGE_DELETE_MESSAGE =
  "Are you sure you want to delete this package booking? This action cannot be undone.";
export const LOAD_FAILURE = "Failed to load package bookings. Please try again.";

const SUCCESS: Record<StatusChange, string> = {
  approved: "Booking approved successfully!",
  cancelled: "Booking cancelled successfully!",
};
const FAILURE: Record<StatusChange, string> = {
  approved: "Failed to approve booking.",
  cancelled: "Failed to cancel booking.",
};

type Busy = { id: string; action: StatusChange | "deleted" } | null;

type Actions = {
  onView: (b: DirectPackageBooking) => void;
  onApprove: (b: DirectPackageBooking) => void;
  onCancel: (b: DirectPackageBooking) => void;
  onDelete: (b: DirectPackageBooking) => void;
  busy: Busy;
};

/** The row's buttons: what the lifecycle gives an admin (docs/ARCHITECTURE.md §10), and view. */
function RowActions({ b, actions }: { b: DirectPackageBooking; actions: Actions }) {
  const mine = actions.busy?.id === b._id ? actions.busy.action : null;
  return (
    <BookingActions
      kind="direct-package"
      status={b.status}
      reference={bookingRef(b)}
      busy={mine && BUTTON_OF_WRITE[mine]}
      on={{
        view: () => actions.onView(b),
        approve: () => actions.onApprove(b),
        cancel: () => actions.onCancel(b),
        delete: () => actions.onDelete(b),
      }}
    />
  );
}

function passengersText(n: number): string {
  return `${n} passenger${n === 1 ? "" : "s"}`;
}

function PackageCell({ b }: { b: DirectPackageBooking }) {
  const p = b.packageDetails ?? {};
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="truncate font-medium">{p.name?.toUpperCase() || "Unknown Package"}</span>
      <span className="truncate text-base-content/70 text-xs">
        {[p.destination?.toUpperCase() || "Unknown Destination", p.duration].filter(Boolean).join(" · ")}
      </span>
      {p.departureDate && (
        <span className="text-base-content/70 text-xs">
          {formatDate(p.departureDate)}
          {p.returnDate ? ` – ${formatDate(p.returnDate)}` : ""}
        </span>
      )}
    </span>
  );
}

function CustomerCell({ b }: { b: DirectPackageBooking }) {
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="truncate font-medium">{b.customerName || "Unknown User"}</span>
      <span className="truncate text-base-content/70 text-xs">{b.customerEmail || "No email"}</span>
    </span>
  );
}

function columns(actions: Actions): DataListColumn<DirectPackageBooking>[] {
  return withNarrowCells([
    {
      key: "booking",
      header: "Booking",
      render: (b) => (
        <span className="flex flex-col whitespace-nowrap leading-tight">
          <span className="font-medium font-mono">{bookingRef(b)}</span>
          <span className="text-base-content/70 text-xs">
            {formatDate(b.createdAt)} · {sourceLabel(b.source)}
          </span>
        </span>
      ),
      sortValue: (b) => b.createdAt,
      compact: true,
    },
    {
      key: "customer",
      header: "Customer",
      render: (b) => <CustomerCell b={b} />,
      sortValue: (b) => b.customerName?.toLowerCase(),
      className: "max-w-56",
      compact: true,
    },
    {
      key: "package",
      header: "Package",
      render: (b) => <PackageCell b={b} />,
      sortValue: (b) => b.packageDetails?.name?.toLowerCase(),
      className: "max-w-72",
      compact: true,
    },
    {
      key: "total",
      header: "Total",
      render: (b) => (
        <span className="flex flex-col whitespace-nowrap leading-tight">
          <span className="tabular-nums">{formatRupees(b.totalAmount)}</span>
          <span className="text-base-content/70 text-xs">
            {passengersText(b.passengerDetails?.length ?? 0)}
          </span>
        </span>
      ),
      sortValue: (b) => b.totalAmount,
      className: "text-right",
      compact: true,
    },
    statusColumn("directPackageBookings", (b) => b.status),
    actionsColumn((b) => <RowActions b={b} actions={actions} />),
  ]);
}

function PackageCard({ b, actions }: { b: DirectPackageBooking; actions: Actions }) {
  return (
    <ListCard
      label={`Booking ${bookingRef(b)}`}
      head={<PackageCell b={b} />}
      badges={
        <>
          <StatusBadge status={b.status} />
          <QueuedBadge table="directPackageBookings" id={b._id} />
        </>
      }
      actions={<RowActions b={b} actions={actions} />}
    >
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Customer" wide>
          <CustomerCell b={b} />
        </Fact>
        <Fact label="Booking">
          <span className="font-mono">{bookingRef(b)}</span>
        </Fact>
        <Fact label="Booked">{formatDate(b.createdAt)}</Fact>
        <Fact label="Passengers">{b.passengerDetails?.length ?? 0}</Fact>
        <Fact label="Total">
          <span className="font-semibold tabular-nums">{formatRupees(b.totalAmount)}</span>
        </Fact>
      </dl>
    </ListCard>
  );
}

function SearchIndicator({ term, shown }: { term: string; shown: number }) {
  return (
    <span
      className="badge h-auto min-h-8 gap-1.5 border-info/50 bg-info/10 py-1 pr-0.5 text-base-content max-lg:min-h-11"
      data-testid="search-indicator"
    >
      <Search className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="max-w-48 truncate">
        “{term}” · {shown} found
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle max-lg:size-9"
        aria-label="Clear the search"
        onClick={() => setGlobalSearch("")}
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}

export function DirectPackageBookings() {
  const { rows, loading } = useDirectPackageBookings();
  const sync = useSyncStatus("directPackageBookings");
  const searchTerm = useGlobalSearch();
  const [status, setStatus] = useState(ALL);
  const [busy, setBusy] = useState<Busy>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const load = useCallback(async (fromButton: boolean) => {
    if (fromButton) setRefreshing(true);
    await reload("directPackageBookings");
    if (fromButton) setRefreshing(false);
  }, []);
  useEffect(() => {
    void load(false);
  }, [load]);

  const list = useMemo(() => (gone.size ? rows.filter((b) => !gone.has(b._id)) : rows), [rows, gone]);

  const change = useCallback(async (b: DirectPackageBooking, next: StatusChange) => {
    setBusy({ id: b._id, action: next });
    const out = await setPackageBookingStatus(b._id, next);
    setBusy(null);
    if (out.ok) toast.success(SUCCESS[next]);
    else if (out.queued) toastQueued(out.message);
    else toast.error(FAILURE[next]);
  }, []);

  async function remove(b: DirectPackageBooking) {
    setBusy({ id: b._id, action: "deleted" });
    const out = await deletePackageBooking(b._id);
    setBusy(null);
    if (out.ok) {
      setGone((g) => new Set([...g, b._id]));
      setDetailsId((d) => (d === b._id ? null : d));
      toast.success("Booking deleted successfully!");
    } else if (out.queued) toastQueued(out.message);
    else toast.error("Failed to delete booking.");
  }

  // Not optimistic: the dialog waits (Confirm spinning) for the server's answer.
  const confirm = useBookingConfirm<DirectPackageBooking>({
    texts: (action, b) =>
      action === "cancel"
        ? cancelConfirmTexts("direct-package", bookingRef(b))
        : deleteConfirmTexts("Delete Package Booking", PACKAGE_DELETE_MESSAGE),
    run: (action, b) => (action === "cancel" ? change(b, "cancelled") : remove(b)),
    busy: busy !== null,
  });
  const ask = confirm.ask;

  const actions: Actions = useMemo(
    () => ({
      onView: (b) => setDetailsId(b._id),
      onApprove: (b) => void change(b, "approved"),
      onCancel: (b) => ask("cancel", b),
      onDelete: (b) => ask("delete", b),
      busy,
    }),
    [change, busy, ask],
  );
  const cols = useMemo(() => columns(actions), [actions]);
  const filters: DataListFilter<DirectPackageBooking>[] = useMemo(
    () => [
      {
        id: "status",
        label: "Status",
        options: PACKAGE_STATUS_OPTIONS,
        value: status,
        onChange: setStatus,
        predicate: (b, v) => b.status === v,
      },
    ],
    [status],
  );

  const term = searchTerm.trim();
  const shownCount = useMemo(() => {
    if (!term) return list.length;
    return list.filter(
      (b) => (status === ALL || b.status === status) && matchesSearch(term, ...packageSearchFields(b)),
    ).length;
  }, [list, term, status]);
  const noMatch = packageNoMatch({ searching: Boolean(term), status });
  const failed = Boolean(sync.lastError);
  const details = detailsId ? (list.find((b) => b._id === detailsId) ?? null) : null;
  const neverSynced = !sync.lastSyncedAt && !sync.lastError;

  return (
    <Page title="Direct Package Bookings" subtitle="Package bookings made on the agency's website">
      <FreshnessLine
        noun="bookings"
        lastSyncedAt={sync.lastSyncedAt}
        failed={failed}
        syncing={sync.syncing}
        loading={sync.loading}
      />
      {failed && (
        <ErrorBox
          title="Error Loading Bookings"
          message={LOAD_FAILURE}
          onRetry={() => void load(true)}
          retryLabel={refreshing ? "Trying…" : "Try Again"}
        />
      )}
      {!(failed && list.length === 0) && (
        <DataList
          rows={list}
          columns={cols}
          getKey={(b) => b._id}
          filters={filters}
          searchTerm={searchTerm}
          searchFields={packageSearchFields}
          initialSort={NEWEST_FIRST}
          newColumnDirection="asc"
          countLabel="bookings"
          caption="Direct package bookings"
          loading={loading || sync.loading || sync.syncing || (neverSynced && rows.length === 0)}
          renderCard={(b) => <PackageCard b={b} actions={actions} />}
          toolbar={
            <>
              {term && <SearchIndicator term={term} shown={shownCount} />}
              <ActionButton variant="refresh" size="sm" busy={refreshing} onClick={() => void load(true)} />
            </>
          }
          emptyState={
            <EmptyState icon={Package} title={PACKAGE_EMPTY.title} message={PACKAGE_EMPTY.message} />
          }
          noMatchState={<EmptyState icon={SearchX} title={noMatch.title} message={noMatch.message} />}
        />
      )}
      <PackageBookingDetails
        booking={details}
        open={details !== null}
        onClose={() => setDetailsId(null)}
        onApprove={actions.onApprove}
        onCancel={actions.onCancel}
        busy={details && busy?.id === details._id ? busy.action : null}
      />
      {confirm.dialog}
    </Page>
  );
}
