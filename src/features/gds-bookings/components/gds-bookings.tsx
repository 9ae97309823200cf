/**
 * GDS bookings (/admin/direct-bookings/gds-bookings): the bookings the GDS pushed, headed
 * 'Bookings (N)' with an Export button that downloads the listed bookings as CSV (the spec's does
 * nothing; this one works). Each row: reference / PNR, booked time, flight number, airline, route,
 * passenger, amount in the booking's currency (en-PK, 0 decimals), departure, status; view, and
 * what the booking lifecycle gives an admin (docs/ARCHITECTURE.md §10): approve while pending,
 * cancel while pending or approved (that row disabled and loading until the answer; it changes only
 * on `success: true`, with one toast for the outcome: the server's reason on a refusal), and delete
 * (an admin deletes any booking). Cancel and delete ask first (the booking kit's confirmation).
 * Delete is optimistic like the other deletes: the row goes at once, and comes back in its place
 * when the server refuses; the one toast follows the answer.
 */
import { Network, SearchX } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { neverLoadedText } from "../../../db/sync-failure.ts";
import { karachiDate } from "../../../domain/format.ts";
import { useBookingConfirm } from "../../../ui/booking/confirm.tsx";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../ui/booking/confirm-texts.ts";
import { listLoading, NEWEST_FIRST } from "../../../ui/booking/list-parts.tsx";
import { statusFilter } from "../../../ui/booking/status-filter.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import type { DataListFilter } from "../../../ui/data-list.tsx";
import { computeView } from "../../../ui/data-list-model.ts";
import { SyncFreshness } from "../../../ui/freshness-line.tsx";
import { toastOutcome } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { useGlobalSearch } from "../../../ui/search.ts";
import { SearchedList } from "../../../ui/searched-list.tsx";
import { useBookingLink } from "../../../ui/use-booking-link.ts";
import {
  deleteGdsBooking,
  downloadFile,
  GDS_DELETED,
  GDS_STATUS_CHANGED,
  reloadGds,
  setGdsBookingStatus,
  useGdsBookings,
  useSyncStatus,
} from "../data.ts";
import {
  ALL,
  GDS_STATUS_OPTIONS,
  type GdsBooking,
  gdsCsv,
  gdsCsvFileName,
  gdsSearchFields,
} from "../gds-view.ts";
import { GdsCard } from "./gds-card.tsx";
import { columns } from "./gds-columns.tsx";
import { GdsDetails } from "./gds-details.tsx";
import type { Actions, Change } from "./gds-row-actions.tsx";

const SORTERS = [{ key: NEWEST_FIRST.key, sortValue: NEWEST_FIRST.sortValue }];

const NOTHING_FOUND = { title: "No bookings found", message: "Try adjusting your search criteria" };

export function GdsBookings() {
  const { rows, loading } = useGdsBookings();
  const sync = useSyncStatus("gdsBookings");
  const searchTerm = useGlobalSearch();
  const [status, setStatus] = useState(ALL);
  const [updating, setUpdating] = useState<ReadonlyMap<string, Change>>(() => new Map());
  // Deleted at once (optimistic); a refused delete takes its id out again and the row is back.
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(
    () => (deleted.size ? rows.filter((b) => !deleted.has(b._id)) : rows),
    [rows, deleted],
  );
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  useBookingLink({ table: "gdsBookings", rows, loading, openId: detailsId, open: setDetailsId });

  useEffect(() => {
    void reloadGds();
  }, []);

  const onStatus = useCallback(async (b: GdsBooking, next: Change) => {
    setUpdating((m) => new Map(m).set(b._id, next));
    // The row (and the open details) change only when the answer has success: true.
    toastOutcome(await setGdsBookingStatus(b._id, next), GDS_STATUS_CHANGED[next]);
    setUpdating((m) => {
      const copy = new Map(m);
      copy.delete(b._id);
      return copy;
    });
  }, []);

  const remove = useCallback(async (b: GdsBooking) => {
    const id = b._id;
    setDeleted((d) => new Set(d).add(id));
    setDetailsId((d) => (d === id ? null : d));
    const out = await deleteGdsBooking(id);
    toastOutcome(out, GDS_DELETED);
    if (out.ok) return; // the pull that followed removed the row from the mirror
    setDeleted((d) => {
      const next = new Set(d);
      next.delete(id);
      return next;
    });
  }, []);

  // Cancel waits for the answer (the row spins); delete is optimistic: the dialog closes at once.
  const confirm = useBookingConfirm<GdsBooking>({
    texts: (action, b) =>
      action === "cancel"
        ? cancelConfirmTexts("gds", b.bookingId)
        : deleteConfirmTexts(
            "Delete Booking",
            "Are you sure you want to delete this GDS booking? This action cannot be undone.",
          ),
    run: (action, b) => void (action === "cancel" ? onStatus(b, "cancelled") : remove(b)),
  });
  const ask = confirm.ask;

  const actions: Actions = useMemo(
    () => ({
      onView: (b) => setDetailsId(b._id),
      onStatus: (b, s) => void onStatus(b, s),
      onCancel: (b) => ask("cancel", b),
      onDelete: (b) => ask("delete", b),
      updating,
    }),
    [onStatus, updating, ask],
  );
  const cols = useMemo(() => columns(actions), [actions]);
  const filters: DataListFilter<GdsBooking>[] = useMemo(
    () => [statusFilter(GDS_STATUS_OPTIONS, status, setStatus)],
    [status],
  );

  // What the list shows (its columns are not sortable, so newest first): the heading's N and the export.
  const listed = useMemo(
    () =>
      computeView({
        rows: shown,
        sorters: SORTERS,
        sort: NEWEST_FIRST,
        filters,
        searchTerm,
        searchFields: gdsSearchFields,
      }).visible,
    [shown, filters, searchTerm],
  );

  function onExport() {
    downloadFile(gdsCsv(listed), gdsCsvFileName(karachiDate()));
  }

  const details = detailsId ? (shown.find((b) => b._id === detailsId) ?? null) : null;
  // No count until the list has loaded once: a failed or pending first load is not 'Bookings (0)'.
  const counted = Boolean(sync.lastSyncedAt) || rows.length > 0;
  const refresh = () => {
    setRefreshing(true);
    void reloadGds().finally(() => setRefreshing(false));
  };

  return (
    <Page title="GDS Bookings" subtitle="Bookings received from the GDS">
      <SyncFreshness noun="GDS bookings" sync={sync} />
      <section className="flex flex-col gap-4" aria-labelledby="gds-list-heading">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="gds-list-heading" className="font-semibold text-lg" data-testid="gds-heading">
            {counted ? `Bookings (${listed.length})` : "Bookings"}
          </h2>
          <div className="flex flex-wrap gap-2">
            <ActionButton variant="refresh" size="sm" busy={refreshing} onClick={refresh} />
            <ActionButton
              variant="export"
              size="sm"
              label="Export"
              onClick={onExport}
              disabled={listed.length === 0}
              title={`Download the ${listed.length} listed bookings as CSV`}
            />
          </div>
        </header>
        <SearchedList
          rows={shown}
          columns={cols}
          filters={filters}
          searchFields={gdsSearchFields}
          initialSort={NEWEST_FIRST}
          caption="GDS bookings"
          loading={listLoading(loading, sync, rows.length)}
          // Never loaded: the server's message and Try Again, no empty text (docs/ARCHITECTURE.md §5.9).
          error={neverLoadedText(sync, "Failed to fetch bookings")}
          onRetry={refresh}
          renderCard={(b) => <GdsCard b={b} actions={actions} />}
          empty={{ icon: Network, ...NOTHING_FOUND }}
          noMatch={{ icon: SearchX, ...NOTHING_FOUND }}
        />
      </section>
      <GdsDetails
        booking={details}
        open={details !== null}
        onClose={() => setDetailsId(null)}
        onStatus={actions.onStatus}
        onCancel={actions.onCancel}
        updating={details ? (updating.get(details._id) ?? null) : null}
      />
      {confirm.dialog}
    </Page>
  );
}
