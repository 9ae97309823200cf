/**
 * Direct flight bookings (/admin/direct-bookings/bookings and /public-web-bookings): the bookings
 * made on the agency's website. Status (and type) filter, 'Showing X of Y entries', the global
 * search, sortable columns (a new column ascending, a click toggles), three layouts by width.
 *
 * Each row offers what the booking lifecycle gives an admin (approve while pending, cancel while
 * pending or approved, delete); cancel and delete ask first (the booking kit's confirmation).
 * Approve, cancel and delete are optimistic: the list changes at once with the
 * success toast; on a failure the change is rolled back (a deleted booking comes back in its
 * createdAt place) with the error toast. The optimistic state lives here, never in the mirror.
 * Opening the screen fetches the list; a failed fetch shows 'Failed to fetch bookings' (4 s) and,
 * unlike the spec's screen, keeps the saved rows with a note of their age (offline model).
 */
import { Globe, SearchX } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSession } from "../../../api/session.ts";
import { neverLoadedText } from "../../../db/sync-failure.ts";
import { useBookingConfirm } from "../../../ui/booking/confirm.tsx";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../ui/booking/confirm-texts.ts";
import { listLoading, NEWEST_FIRST } from "../../../ui/booking/list-parts.tsx";
import { statusFilter } from "../../../ui/booking/status-filter.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import type { DataListFilter } from "../../../ui/data-list.tsx";
import { SyncFreshness } from "../../../ui/freshness-line.tsx";
import { Page } from "../../../ui/page.tsx";
import { SearchedList } from "../../../ui/searched-list.tsx";
import { TOAST_MS, toast } from "../../../ui/toast.ts";
import { useBookingLink } from "../../../ui/use-booking-link.ts";
import { reload, useDirectBookings, useSyncStatus } from "../data.ts";
import {
  ALL,
  BOOKING_TYPE_OPTIONS,
  bookingRef,
  type DirectBooking,
  directSearchFields,
  FLIGHT_EMPTY,
  FLIGHT_STATUS_OPTIONS,
  flightNoMatch,
} from "../direct-view.ts";
import { DirectBookingDetails } from "./direct-booking-details.tsx";
import type { Actions } from "./direct-flight-actions.tsx";
import { BookingCard } from "./direct-flight-card.tsx";
import { columns } from "./direct-flight-columns.tsx";
import { StaffOnly } from "./staff-only.tsx";
import { useDirectChanges } from "./use-direct-changes.ts";

const TITLE = "Direct Flight Bookings";
const SUBTITLE = "Bookings made on the agency's website";

export const DELETE_MESSAGE =
  "Are you sure you want to delete this direct booking? This action cannot be undone.";

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

function DirectFlightBookingsList() {
  const { rows, loading } = useDirectBookings();
  const sync = useSyncStatus("directBookings");
  const [status, setStatus] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  useBookingLink({ table: "directBookings", rows, loading, openId: detailsId, open: setDetailsId });

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

  const { shown, changeStatus, remove: removeBooking, busy } = useDirectChanges(rows);
  const remove = useCallback(
    (b: DirectBooking) => {
      setDetailsId((d) => (d === b._id ? null : d));
      return removeBooking(b);
    },
    [removeBooking],
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
      busy,
    }),
    [changeStatus, busy, ask],
  );
  const cols = useMemo(() => columns(actions), [actions]);

  const filters: DataListFilter<DirectBooking>[] = useMemo(
    () => [
      statusFilter(FLIGHT_STATUS_OPTIONS, status, setStatus),
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

  const details = detailsId ? (shown.find((b) => b._id === detailsId) ?? null) : null;

  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <SyncFreshness noun="bookings" sync={sync} />
      <SearchedList
        rows={shown}
        columns={cols}
        filters={filters}
        searchFields={directSearchFields}
        initialSort={NEWEST_FIRST}
        countLabel="entries"
        caption="Direct flight bookings"
        loading={listLoading(loading, sync, rows.length)}
        // Never loaded: the server's message and Try Again, no count or empty text (docs/ARCHITECTURE.md §5.9).
        error={neverLoadedText(sync, "Failed to fetch bookings")}
        onRetry={() => void fetchBookings(true)}
        renderCard={(b) => <BookingCard b={b} actions={actions} />}
        toolbar={
          <ActionButton
            variant="refresh"
            size="sm"
            busy={refreshing}
            onClick={() => void fetchBookings(true)}
          />
        }
        empty={{ icon: Globe, ...FLIGHT_EMPTY }}
        noMatch={(searching) => ({
          icon: SearchX,
          ...flightNoMatch({
            searching,
            status,
            statusCount: status === ALL ? shown.length : shown.filter((b) => b.status === status).length,
          }),
        })}
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
