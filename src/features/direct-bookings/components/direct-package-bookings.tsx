/**
 * Direct package bookings (/admin/direct-bookings/package-bookings): the package bookings made on
 * the agency's website. Status filter, Refresh, 'Showing X of Y bookings', a search indicator; per
 * row view and what the booking lifecycle gives an admin (approve while pending, cancel while pending
 * or approved, delete; cancel and delete after the booking kit's confirmation). Unlike the flight screen, a change is shown
 * only after the server has answered, and the list is then pulled again.
 */
import { Package, SearchX } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { loadFailureText } from "../../../db/sync-failure.ts";
import { useBookingConfirm } from "../../../ui/booking/confirm.tsx";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../ui/booking/confirm-texts.ts";
import { listLoading, NEWEST_FIRST } from "../../../ui/booking/list-parts.tsx";
import { statusFilter } from "../../../ui/booking/status-filter.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import type { DataListFilter } from "../../../ui/data-list.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { SyncFreshness } from "../../../ui/freshness-line.tsx";
import { toastOutcome } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { matchesSearch, useGlobalSearch } from "../../../ui/search.ts";
import { SearchedList } from "../../../ui/searched-list.tsx";
import { useBookingLink } from "../../../ui/use-booking-link.ts";
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
  PACKAGE_EMPTY,
  PACKAGE_STATUS_OPTIONS,
  packageNoMatch,
  packageSearchFields,
} from "../direct-view.ts";
import type { Actions, Busy } from "./direct-package-actions.tsx";
import { PackageCard } from "./direct-package-card.tsx";
import { columns } from "./direct-package-columns.tsx";
import { PackageBookingDetails } from "./package-booking-details.tsx";
import { SearchIndicator } from "./search-indicator.tsx";

export const PACKAGE_DELETE_MESSAGE =
  "Are you sure you want to delete this package booking? This action cannot be undone.";
export const LOAD_FAILURE = "Failed to load package bookings. Please try again.";

const SUCCESS: Record<StatusChange, string> = {
  approved: "Booking approved successfully!",
  cancelled: "Booking cancelled successfully!",
};

export function DirectPackageBookings() {
  const { rows, loading } = useDirectPackageBookings();
  const sync = useSyncStatus("directPackageBookings");
  const searchTerm = useGlobalSearch();
  const [status, setStatus] = useState(ALL);
  const [busy, setBusy] = useState<Busy>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  useBookingLink({ table: "directPackageBookings", rows, loading, openId: detailsId, open: setDetailsId });

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
    toastOutcome(out, SUCCESS[next]);
  }, []);

  async function remove(b: DirectPackageBooking) {
    setBusy({ id: b._id, action: "deleted" });
    const out = await deletePackageBooking(b._id);
    setBusy(null);
    if (out.ok) {
      setGone((g) => new Set([...g, b._id]));
      setDetailsId((d) => (d === b._id ? null : d));
    }
    toastOutcome(out, "Booking deleted successfully!");
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
    () => [statusFilter(PACKAGE_STATUS_OPTIONS, status, setStatus)],
    [status],
  );

  const term = searchTerm.trim();
  const shownCount = useMemo(() => {
    if (!term) return list.length;
    return list.filter(
      (b) => (status === ALL || b.status === status) && matchesSearch(term, ...packageSearchFields(b)),
    ).length;
  }, [list, term, status]);
  const failed = Boolean(sync.lastError);
  const details = detailsId ? (list.find((b) => b._id === detailsId) ?? null) : null;

  return (
    <Page title="Direct Package Bookings" subtitle="Package bookings made on the agency's website">
      <SyncFreshness noun="bookings" sync={sync} />
      {failed && (
        <ErrorBox
          title="Error Loading Bookings"
          message={loadFailureText(sync.errors[0], LOAD_FAILURE) ?? LOAD_FAILURE}
          onRetry={() => void load(true)}
          retryLabel={refreshing ? "Trying…" : "Try Again"}
        />
      )}
      {!(failed && list.length === 0) && (
        <SearchedList
          rows={list}
          columns={cols}
          filters={filters}
          searchFields={packageSearchFields}
          initialSort={NEWEST_FIRST}
          countLabel="bookings"
          caption="Direct package bookings"
          loading={listLoading(loading, sync, rows.length)}
          renderCard={(b) => <PackageCard b={b} actions={actions} />}
          toolbar={
            <>
              {term && <SearchIndicator term={term} shown={shownCount} />}
              <ActionButton variant="refresh" size="sm" busy={refreshing} onClick={() => void load(true)} />
            </>
          }
          empty={{ icon: Package, ...PACKAGE_EMPTY }}
          noMatch={(searching) => ({ icon: SearchX, ...packageNoMatch({ searching, status }) })}
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
