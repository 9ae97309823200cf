/**
 * Package Bookings (/admin/packages/bookings): every customer's package bookings as cards, the
 * status and package-name filters and the global search, 'X of Y bookings', the empty states, and
 * per booking: details ('Booking Details') and what the lifecycle gives an admin (approve while
 * pending, cancel while pending or approved, delete), cancel and delete after the booking kit's
 * confirmation. A status change shows once the server has accepted it (no optimistic change), then
 * the list reloads; the catalogue's toasts say how it went.
 */

import { useEffect, useMemo, useState } from "react";
import { useBookingConfirm } from "../../../ui/booking/confirm.tsx";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../ui/booking/confirm-texts.ts";
import { statusFilter } from "../../../ui/booking/status-filter.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import type { DataListFilter } from "../../../ui/data-list-model.ts";
import { SyncFreshness } from "../../../ui/freshness-line.tsx";
import { toastOutcome } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { useBookingLink } from "../../../ui/use-booking-link.ts";
import {
  ALL_PACKAGES,
  BOOKING_STATUS_FILTERS,
  packageNameOf,
  packageNameOptions,
  passengerCountOf,
  referenceOf,
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
import type { BookingAction, BookingActions } from "./booking-card.tsx";
import { BookingDetailsModal } from "./booking-details-modal.tsx";
import { BookingsSection } from "./bookings-section.tsx";

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
  useBookingLink({ table: "packageBookings", rows, loading, openId: viewId, open: setViewId });

  async function changeStatus(b: AdminPackageBooking, status: "approved" | "cancelled") {
    setBusy({ id: b._id, action: status === "approved" ? "approve" : "cancel" });
    const out = await setPackageBookingStatus(b._id, status);
    setBusy(null);
    toastOutcome(out, status === "approved" ? MESSAGES.approved : MESSAGES.cancelled);
    // Refused (e.g. expired meanwhile): show what the server holds now.
    if (!out.ok && !out.queued && out.status >= 400) void reloadPackageBookings();
    return out.ok;
  }

  async function remove(b: AdminPackageBooking) {
    setBusy({ id: b._id, action: "delete" });
    const out = await deletePackageBooking(b._id);
    setBusy(null);
    if (out.ok) {
      setGone((g) => new Set([...g, b._id]));
      if (viewId === b._id) setViewId(null);
    }
    toastOutcome(out, MESSAGES.bookingDeleted);
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
      statusFilter(BOOKING_STATUS_FILTERS, filters.status, (status) => onFiltersChange({ status })),
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
      <SyncFreshness noun="bookings" sync={sync} />
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
