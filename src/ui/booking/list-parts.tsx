/**
 * Pieces of the booking lists: the order before any header click (newest first), when a synced
 * admin list shows its skeleton, the admin tables' Status and Actions columns, and the customer's
 * lists' 'No bookings match your filters' with Clear Filters.
 */
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import type { SyncStatus } from "../../db/hooks.ts";
import type { MirrorTable } from "../../db/schema.ts";
import { StatusBadge } from "../booking-parts.tsx";
import type { DataListColumn } from "../data-list.tsx";
import { EmptyState } from "../empty-state.tsx";
import { QueuedBadge } from "../outbox/outbox-ui.tsx";

type Row = { _id: string; status: string };

/** A booking list's order before any header click: newest first, by when booked. */
export const NEWEST_FIRST = {
  key: "createdAt",
  direction: "desc" as const,
  sortValue: (b: { createdAt: string }) => b.createdAt,
};

/**
 * Whether a synced admin booking list (GDS, the website's) shows its skeleton: while its rows or
 * its sync status are read, while it syncs, and before its first sync has answered with no rows.
 */
export function listLoading(
  loading: boolean,
  sync: Pick<SyncStatus, "loading" | "syncing" | "lastSyncedAt" | "lastError">,
  rows: number,
): boolean {
  return loading || sync.loading || sync.syncing || (!sync.lastSyncedAt && !sync.lastError && rows === 0);
}

/** The Status column of an admin booking table: the badge, and 'Queued' while a change waits. */
export function statusColumn<B extends Row>(
  table: MirrorTable,
  sortValue?: DataListColumn<B>["sortValue"],
): DataListColumn<B> {
  return {
    key: "status",
    header: "Status",
    render: (b) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <StatusBadge status={b.status} />
        <QueuedBadge table={table} id={b._id} />
      </span>
    ),
    ...(sortValue ? { sortValue } : {}),
    compact: true,
  };
}

/** The Actions column of an admin booking table (the row's BookingActions). */
export function actionsColumn<B>(render: (b: B) => ReactNode): DataListColumn<B> {
  return { key: "actions", header: "Actions", render, className: "text-right", compact: true };
}

/**
 * A customer's booking list with filters that match nothing: what to try (`message`) and Clear
 * Filters (`onClear` resets the filters and the search).
 */
export function NoMatchingBookings({ message, onClear }: { message: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title="No bookings match your filters"
      message={message}
      action={
        <button type="button" className="btn btn-sm btn-primary max-lg:min-h-11" onClick={onClear}>
          Clear Filters
        </button>
      }
    />
  );
}
