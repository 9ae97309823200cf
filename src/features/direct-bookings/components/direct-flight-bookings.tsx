/**
 * Direct flight bookings (/admin/direct-bookings/bookings and /public-web-bookings): the bookings
 * made on the agency's website. Status (and type) filter, 'Showing X of Y entries', the global
 * search, sortable columns (a new column ascending, a click toggles), three layouts by width.
 *
 * Each row offers what the booking lifecycle gives an admin (approve while pending, cancel while
 * pending or approved, delete); cancel and delete ask first (the booking kit's confirmation).
 * Approve, cancel and delete are optimistic (back-office §4): the list changes at once with the
 * success toast; on a failure the change is rolled back (a deleted booking comes back in its
 * createdAt place) with the error toast. The optimistic state lives here, never in the mirror.
 * Opening the screen fetches the list; a failed fetch shows 'Failed to fetch bookings' (4 s) and,
 * unlike the spec's screen, keeps the saved rows with a note of their age (offline model).
 */
import { Globe, Package, Plane, SearchX } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSession } from "../../../api/session.ts";
import { formatDate, formatRupees, formatTime12 } from "../../../domain/format.ts";
import { BookingActions } from "../../../ui/booking/actions.tsx";
import { useBookingConfirm } from "../../../ui/booking/confirm.tsx";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../ui/booking/confirm-texts.ts";
import { actionsColumn, statusColumn } from "../../../ui/booking/list-parts.tsx";
import { Fact, StatusBadge, withNarrowCells } from "../../../ui/booking-parts.tsx";
import { ActionButton } from "../../../ui/buttons.tsx";
import { DataList, type DataListColumn, type DataListFilter } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { ListCard } from "../../../ui/list-card.tsx";
import { QueuedBadge, toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { useGlobalSearch } from "../../../ui/search.ts";
import { TOAST_MS, toast } from "../../../ui/toast.ts";
import { isOnline } from "../../../ui/use-online.ts";
import {
  deleteDirectBooking,
  reload,
  type StatusChange,
  setDirectBookingStatus,
  useDirectBookings,
  useSyncStatus,
} from "../data.ts";
import {
  ALL,
  BOOKING_TYPE_OPTIONS,
  bookingRef,
  DIRECT_SORT_VALUES,
  type DirectBooking,
  directSearchFields,
  FLIGHT_EMPTY,
  FLIGHT_STATUS_OPTIONS,
  flightNoMatch,
  flightRoute,
  flightTitle,
  mailtoCustomer,
  NEWEST_FIRST,
  NO_CHANGES,
  type Optimistic,
  packageOf,
  passengerCount,
  withDeleted,
  withOptimistic,
  withoutStatus,
  withStatus,
} from "../direct-view.ts";
import { DirectBookingDetails } from "./direct-booking-details.tsx";
import { IconLink, sourceLabel } from "./parts.tsx";
import { StaffOnly } from "./staff-only.tsx";

const TITLE = "Direct Flight Bookings";
const SUBTITLE = "Bookings made on the agency's website";

export const DELETE_MESSAGE =
  "Are you sure you want to delete this direct booking? This action cannot be undone.";

const SUCCESS: Record<StatusChange, string> = {
  approved: "Direct booking approved successfully!",
  cancelled: "Direct booking cancelled successfully!",
};
const FAILURE: Record<StatusChange, string> = {
  approved: "Failed to approve booking",
  cancelled: "Failed to cancel booking",
};

/** The screen for anyone signed in: admins get the list, customers the staff-only note. */
export function DirectFlightBookings() {
  const { user } = useSession();
  if (user?.role !== "admin")
    return (
      <Page title={TITLE} subtitle={SUBTITLE}>
        <StaffOnly customer />
      </Page>
    );
  return <DirectFlightBookingsList />;
}

type Actions = {
  onApprove: (b: DirectBooking) => void;
  onCancel: (b: DirectBooking) => void;
  onView: (b: DirectBooking) => void;
  onDelete: (b: DirectBooking) => void;
  busy: (b: DirectBooking) => boolean;
};

/** The row's buttons: what the lifecycle gives an admin (docs/ARCHITECTURE.md §10), view and email. */
function RowActions({ b, actions }: { b: DirectBooking; actions: Actions }) {
  return (
    <BookingActions
      kind="direct-flight"
      status={b.status}
      reference={bookingRef(b)}
      locked={actions.busy(b)}
      on={{
        approve: () => actions.onApprove(b),
        cancel: () => actions.onCancel(b),
        view: () => actions.onView(b),
        delete: () => actions.onDelete(b),
      }}
      extra={
        b.customerEmail && (
          <IconLink href={mailtoCustomer(b)} label={`Email ${b.customerName || "the customer"}`} />
        )
      }
    />
  );
}

function Customer({ b }: { b: DirectBooking }) {
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="truncate font-medium">{b.customerName || "Unknown User"}</span>
      <span className="truncate text-base-content/70 text-xs">{b.customerEmail || "No email"}</span>
      <span className="mt-0.5 font-mono text-base-content/70 text-xs">
        {bookingRef(b)} · {sourceLabel(b.source)}
      </span>
    </span>
  );
}

function FlightCell({ b }: { b: DirectBooking }) {
  if (b.bookingType === "package") {
    const p = packageOf(b);
    return (
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="flex items-center gap-1.5 font-medium">
          <Package className="size-3.5 shrink-0 text-secondary" aria-hidden="true" />
          <span className="truncate">{flightTitle(b)}</span>
        </span>
        <span className="truncate text-base-content/70 text-xs">
          Package · {p?.destination?.toUpperCase() ?? "Unknown Destination"}
        </span>
      </span>
    );
  }
  const f = b.flightDetails;
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="flex items-center gap-1.5">
        <Plane className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
        <span className="whitespace-nowrap font-medium font-mono">{flightTitle(b)}</span>
        {f?.airline && <span className="truncate text-base-content/70 text-xs">{f.airline}</span>}
      </span>
      <span className="truncate text-sm">{flightRoute(b) || "—"}</span>
      {f?.departureDate && (
        <span className="text-base-content/70 text-xs">
          {formatDate(f.departureDate)}
          {f.departureTime ? ` · ${f.departureTime}` : ""}
        </span>
      )}
    </span>
  );
}

function Booked({ at }: { at: string }) {
  return (
    <span className="flex flex-col whitespace-nowrap leading-tight">
      <span>{formatDate(at)}</span>
      <span className="text-base-content/70 text-xs">{formatTime12(at)}</span>
    </span>
  );
}

function columns(actions: Actions): DataListColumn<DirectBooking>[] {
  return withNarrowCells([
    {
      key: "customer",
      header: "Customer",
      render: (b) => <Customer b={b} />,
      sortValue: DIRECT_SORT_VALUES.customer,
      className: "max-w-56",
      compact: true,
    },
    {
      key: "flight",
      header: "Flight",
      render: (b) => <FlightCell b={b} />,
      sortValue: DIRECT_SORT_VALUES.flight,
      className: "max-w-60",
      compact: true,
    },
    {
      key: "passengers",
      header: "Passengers",
      // The amount rides under the count: seven columns and five row actions fit 1024 px then.
      render: (b) => (
        <span className="flex flex-col whitespace-nowrap leading-tight">
          <span className="font-medium tabular-nums">{passengerCount(b)}</span>
          <span className="text-base-content/70 text-xs tabular-nums">
            {formatRupees(b.bookingDetails?.totalAmount)} total
          </span>
        </span>
      ),
      sortValue: DIRECT_SORT_VALUES.passengers,
      className: "text-right",
      compact: true,
    },
    statusColumn("directBookings", DIRECT_SORT_VALUES.status),
    {
      key: "date",
      header: "Date",
      render: (b) => <Booked at={b.createdAt} />,
      sortValue: DIRECT_SORT_VALUES.date,
      compact: true,
    },
    actionsColumn((b) => <RowActions b={b} actions={actions} />),
  ]);
}

function BookingCard({ b, actions }: { b: DirectBooking; actions: Actions }) {
  return (
    <ListCard
      label={`Booking ${bookingRef(b)}`}
      head={
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate font-semibold">{b.customerName || "Unknown User"}</span>
          <span className="truncate text-base-content/70 text-sm">{b.customerEmail || "No email"}</span>
        </span>
      }
      badges={
        <>
          <StatusBadge status={b.status} />
          <QueuedBadge table="directBookings" id={b._id} />
        </>
      }
      actions={<RowActions b={b} actions={actions} />}
    >
      <div className="mt-3">
        <FlightCell b={b} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Booking">
          <span className="font-mono">{bookingRef(b)}</span>
        </Fact>
        <Fact label="Source">{sourceLabel(b.source)}</Fact>
        <Fact label="Passengers">{passengerCount(b)}</Fact>
        <Fact label="Amount">
          <span className="font-semibold tabular-nums">{formatRupees(b.bookingDetails?.totalAmount)}</span>
        </Fact>
        <Fact label="Booked" wide>
          {formatDate(b.createdAt)} · {formatTime12(b.createdAt)}
        </Fact>
      </dl>
    </ListCard>
  );
}

function DirectFlightBookingsList() {
  const { rows, loading } = useDirectBookings();
  const sync = useSyncStatus("directBookings");
  const searchTerm = useGlobalSearch();
  const [status, setStatus] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [changes, setChanges] = useState<Optimistic>(NO_CHANGES);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [forbidden, setForbidden] = useState(false);

  // Writes still waiting for the server: their optimistic change must stay whatever the mirror says.
  const inFlight = useRef(new Set<string>());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  /** Drops the optimistic changes the mirror now shows (or whose row is gone). */
  const settle = useCallback((c: Optimistic): Optimistic => {
    let next = c;
    for (const [id, s] of c.status) {
      if (inFlight.current.has(id)) continue;
      const row = rowsRef.current.find((r) => r._id === id);
      if (!row || row.status === s) next = withoutStatus(next, id);
    }
    for (const id of c.deleted) {
      if (inFlight.current.has(id)) continue;
      if (!rowsRef.current.some((r) => r._id === id)) next = withDeleted(next, id, false);
    }
    return next;
  }, []);

  useEffect(() => setChanges(settle), [rows, settle]);

  const fetchBookings = useCallback(async (fromButton: boolean) => {
    if (fromButton) setRefreshing(true);
    const failure = await reload("directBookings");
    if (fromButton) setRefreshing(false);
    if (failure?.status === 403) setForbidden(true);
    else if (failure) toast.error("Failed to fetch bookings", { title: "Error!", duration: TOAST_MS.error });
  }, []);

  useEffect(() => {
    void fetchBookings(false);
  }, [fetchBookings]);

  const shown = useMemo(() => withOptimistic(rows, changes), [rows, changes]);

  const changeStatus = useCallback(
    async (b: DirectBooking, next: StatusChange) => {
      const id = b._id;
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      setChanges((c) => withStatus(c, id, next));
      if (isOnline()) toast.success(SUCCESS[next]);
      const out = await setDirectBookingStatus(id, next);
      inFlight.current.delete(id);
      if (out.ok) setChanges(settle);
      else if (out.queued) {
        // Kept in the outbox: the row shows its real state with a 'Queued' badge until it is sent.
        setChanges((c) => withoutStatus(c, id));
        toastQueued(out.message);
      } else {
        setChanges((c) => withoutStatus(c, id));
        toast.error(FAILURE[next]);
      }
    },
    [settle],
  );

  const remove = useCallback(
    async (b: DirectBooking) => {
      const id = b._id;
      setDetailsId((d) => (d === id ? null : d));
      inFlight.current.add(id);
      setChanges((c) => withDeleted(c, id, true));
      if (isOnline()) toast.success("Direct booking deleted successfully!");
      const out = await deleteDirectBooking(id);
      inFlight.current.delete(id);
      if (out.ok) setChanges(settle);
      else if (out.queued) {
        setChanges((c) => withDeleted(c, id, false));
        toastQueued(out.message);
      } else {
        // Back in the list, in its createdAt place (the mirror's order).
        setChanges((c) => withDeleted(c, id, false));
        toast.error("Failed to delete booking");
      }
    },
    [settle],
  );

  // Optimistic: the dialog closes at once and the row changes with the toast.
  const confirm = useBookingConfirm<DirectBooking>({
    texts: (action, b) =>
      action === "cancel"
        ? cancelConfirmTexts("direct-flight", bookingRef(b))
        : deleteConfirmTexts("Delete Booking", DELETE_MESSAGE),
    run: (action, b) => void (action === "cancel" ? changeStatus(b, "cancelled") : remove(b)),
  });
  const ask = confirm.ask;

  const actions: Actions = useMemo(
    () => ({
      onApprove: (b) => void changeStatus(b, "approved"),
      onCancel: (b) => ask("cancel", b),
      onView: (b) => setDetailsId(b._id),
      onDelete: (b) => ask("delete", b),
      busy: (b) => changes.status.has(b._id) && inFlight.current.has(b._id),
    }),
    [changeStatus, changes, ask],
  );
  const cols = useMemo(() => columns(actions), [actions]);

  const filters: DataListFilter<DirectBooking>[] = useMemo(
    () => [
      {
        id: "status",
        label: "Status",
        options: FLIGHT_STATUS_OPTIONS,
        value: status,
        onChange: setStatus,
        predicate: (b, v) => b.status === v,
      },
      {
        id: "type",
        label: "Type",
        options: BOOKING_TYPE_OPTIONS,
        value: type,
        onChange: setType,
        predicate: (b, v) => b.bookingType === v,
      },
    ],
    [status, type],
  );

  if (forbidden || sync.errors[0]?.status === 403)
    return (
      <Page title={TITLE} subtitle={SUBTITLE}>
        <StaffOnly customer={false} />
      </Page>
    );

  const searching = Boolean(searchTerm.trim());
  const noMatch = flightNoMatch({
    searching,
    status,
    statusCount: status === ALL ? shown.length : shown.filter((b) => b.status === status).length,
  });
  const details = detailsId ? (shown.find((b) => b._id === detailsId) ?? null) : null;
  const neverSynced = !sync.lastSyncedAt && !sync.lastError;

  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <FreshnessLine
        noun="bookings"
        lastSyncedAt={sync.lastSyncedAt}
        failed={Boolean(sync.lastError)}
        syncing={sync.syncing}
        loading={sync.loading}
      />
      <DataList
        rows={shown}
        columns={cols}
        getKey={(b) => b._id}
        filters={filters}
        searchTerm={searchTerm}
        searchFields={directSearchFields}
        initialSort={NEWEST_FIRST}
        newColumnDirection="asc"
        countLabel="entries"
        caption="Direct flight bookings"
        loading={loading || sync.loading || sync.syncing || (neverSynced && rows.length === 0)}
        renderCard={(b) => <BookingCard b={b} actions={actions} />}
        toolbar={
          <ActionButton
            variant="refresh"
            size="sm"
            busy={refreshing}
            onClick={() => void fetchBookings(true)}
          />
        }
        emptyState={<EmptyState icon={Globe} title={FLIGHT_EMPTY.title} message={FLIGHT_EMPTY.message} />}
        noMatchState={<EmptyState icon={SearchX} title={noMatch.title} message={noMatch.message} />}
      />
      <DirectBookingDetails
        booking={details}
        open={details !== null}
        onClose={() => setDetailsId(null)}
        onApprove={actions.onApprove}
        onCancel={actions.onCancel}
        busy={details ? actions.busy(details) : false}
      />
      {confirm.dialog}
    </Page>
  );
}
