/**
 * Customer Bookings (/admin/flights/bookings). Approve, cancel and delete are optimistic: the row
 * changes at once; the change lives in React state over the mirror's rows (never written into
 * Dexie) until the server answers — success: the success toast, the server's row is stored and
 * the tables pulled again; failure: the change is dropped (the row is back as it was, a deleted one
 * in its createdAt place) with the server's reason as the one toast, and the tables are pulled
 * again; kept in the outbox: the 'Queued' toast. Cancel and delete
 * ask first, with the booking kit's one confirmation (ui/booking/confirm.tsx).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useBookingConfirm } from "../../../ui/booking/confirm.tsx";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../ui/booking/confirm-texts.ts";
import { SyncFreshness } from "../../../ui/freshness-line.tsx";
import { toastOutcome } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { bookingReference } from "../../../ui/print/booking-receipt.ts";
import { useBookingLink } from "../../../ui/use-booking-link.ts";
import {
  type AdminBooking,
  type BookingStatusFilter,
  bookingFlight,
  type PendingChange,
  passengerCountOf,
  settledChanges,
  withPendingChanges,
} from "../booking-view.ts";
import {
  approveBooking,
  cancelBooking,
  deleteBooking,
  reloadBookings,
  useAdminBookings,
  useAdminFlights,
  useSyncStatus,
} from "../data.ts";
import { BookingDetailsModal } from "./booking-details-modal.tsx";
import { BookingList } from "./booking-list.tsx";
import type { BookingActions } from "./booking-row-actions.tsx";
import { PrintReceiptModal } from "./print-receipt-modal.tsx";

/** The success toasts; a failure's toast is the server's reason (data.ts words it when there is none). */
const MESSAGES = {
  approve: "Booking approved successfully!",
  cancel: "Booking cancelled successfully!",
  delete: "Booking deleted successfully!",
} as const;

export function CustomerBookings({
  status,
  onStatusChange,
}: {
  status: BookingStatusFilter;
  onStatusChange: (status: BookingStatusFilter) => void;
}) {
  const { rows, loading } = useAdminBookings();
  const { rows: flights } = useAdminFlights();
  const sync = useSyncStatus("bookings");

  const [pending, setPending] = useState<ReadonlyMap<string, PendingChange>>(() => new Map());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const seq = useRef(0);
  const bookings = useMemo(() => withPendingChanges(rows, pending, removed), [rows, pending, removed]);
  // A confirmed change goes once the mirror has the server's row (no flash of the old status).
  useEffect(() => {
    const next = settledChanges(rows, pending);
    if (next !== pending) setPending(next);
  }, [rows, pending]);

  const [viewId, setViewId] = useState<string | null>(null);
  const [printId, setPrintId] = useState<string | null>(null);
  useBookingLink({ table: "bookings", rows, loading, openId: viewId, open: setViewId });

  const drop = useCallback((id: string, token: number) => {
    setPending((m) => {
      if (m.get(id)?.token !== token) return m;
      const next = new Map(m);
      next.delete(id);
      return next;
    });
  }, []);

  const run = useCallback(
    async (b: AdminBooking, kind: "approve" | "cancel" | "delete") => {
      const token = ++seq.current;
      const change: PendingChange =
        kind === "delete"
          ? { token, deleted: true }
          : { token, status: kind === "approve" ? "approved" : "cancelled" };
      setPending((m) => new Map(m).set(b._id, change));
      const out =
        kind === "approve"
          ? await approveBooking(b._id)
          : kind === "cancel"
            ? await cancelBooking(b._id)
            : await deleteBooking(b._id);
      // One toast per outcome, once the server has answered (or the outbox kept the write).
      toastOutcome(out, MESSAGES[kind]);
      if (!out.ok && out.queued) {
        // Kept in the outbox: the row shows its real state with a 'Queued' badge until it is sent.
        drop(b._id, token);
      } else if (!out.ok) {
        drop(b._id, token);
        // The booking may have changed on the server (expired, approved elsewhere): show its real state.
        void reloadBookings();
      } else if (kind === "delete") {
        setRemoved((s) => new Set(s).add(b._id));
        drop(b._id, token);
      } else if (out.data) {
        const version = out.data.version;
        setPending((m) => {
          const current = m.get(b._id);
          return current?.token === token
            ? new Map(m).set(b._id, { ...current, confirmedVersion: version })
            : m;
        });
      } else drop(b._id, token);
    },
    [drop],
  );

  // Optimistic: the dialog closes at once and the row changes; the toast follows the answer.
  const confirm = useBookingConfirm<AdminBooking>({
    texts: (action, b) =>
      action === "cancel"
        ? cancelConfirmTexts("flight", bookingReference(b), { count: passengerCountOf(b) })
        : deleteConfirmTexts(
            "Delete Booking",
            `Are you sure you want to delete booking ${bookingReference(b)}? This action cannot be undone.`,
          ),
    run: (action, b) => void run(b, action),
  });
  const ask = confirm.ask;

  const actions: BookingActions = useMemo(
    () => ({
      onApprove: (b) => void run(b, "approve"),
      onCancel: (b) => ask("cancel", b),
      onView: (b) => setViewId(b._id),
      onPrint: (b) => setPrintId(b._id),
      onDelete: (b) => ask("delete", b),
    }),
    [run, ask],
  );

  const viewed = viewId ? (bookings.find((b) => b._id === viewId) ?? null) : null;
  const printed = printId ? (bookings.find((b) => b._id === printId) ?? null) : null;
  const pnrOf = (b: AdminBooking): string | null => {
    if (b.pnr) return b.pnr;
    const id = bookingFlight(b)?._id;
    return (id && flights.find((f) => f._id === id)?.pnr) || null;
  };

  return (
    <Page title="Customer Bookings" subtitle="Manage and review customer bookings">
      <SyncFreshness noun="bookings" sync={sync} showSyncing={false} />
      <BookingList
        rows={bookings}
        loading={loading || sync.syncing}
        error={sync.lastError}
        onRetry={() => void reloadBookings()}
        status={status}
        onStatusChange={onStatusChange}
        actions={actions}
      />
      <BookingDetailsModal
        booking={viewed}
        pnr={viewed ? pnrOf(viewed) : null}
        onClose={() => setViewId(null)}
        onApprove={actions.onApprove}
        onCancel={actions.onCancel}
      />
      <PrintReceiptModal booking={printed} onClose={() => setPrintId(null)} />
      {confirm.dialog}
    </Page>
  );
}
