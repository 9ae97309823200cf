/**
 * Available Packages (/customer/packages and /customer/packages/new): the packages on offer from
 * the mirror as cards, with the type chips (All / Umrah / Tours), the sort (departure date, price,
 * name) and its direction, the global search (name and destination), and the note when the list
 * is saved data; until the list has loaded once, a failed load shows the server's message (else
 * 'Failed to fetch packages') and Try Again instead of counts and an empty list. Details opens the package's description, itinerary, inclusions and exclusions;
 * Book Now opens the participant modal, and a booking ends in the 'Booking Confirmed!' dialog.
 */
import { ClipboardCheck, Compass, SearchX } from "lucide-react";
import { useMemo, useState } from "react";
import type { PackageRow } from "../../../db/schema.ts";
import { loadFailureText } from "../../../db/sync-failure.ts";
import { BookingConfirmed } from "../../../ui/booking/booking-form-confirmed.tsx";
import { lazyDialog } from "../../../ui/booking/lazy-dialog.tsx";
import { BookIntent } from "../../../ui/buttons.tsx";
import { useBookingFlow } from "../../../ui/customer/booking-flow.ts";
import { ListPage, useListScreen } from "../../../ui/customer/list-screen.tsx";
import { showingLabel } from "../../../ui/data-list-model.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { refreshPackages, usePackages } from "../data.ts";
import { type PackagesView, typeCounts, visiblePackages } from "../package-list.ts";
import { PackageCard } from "./package-card.tsx";
import { PackageDetailsModal } from "./package-details-modal.tsx";
import { PackageToolbar } from "./package-toolbar.tsx";
import { CardsSkeleton } from "./packages-skeleton.tsx";

/** The booking dialog, loaded when it is first asked for (ui/booking/lazy-dialog.tsx). */
const booking = lazyDialog(
  () => import("./participant-modal.tsx").then((m) => m.ParticipantModal),
  "Book Package",
);

export function AvailablePackages({
  view,
  onViewChange,
}: {
  view: PackagesView;
  onViewChange: (next: Partial<PackagesView>) => void;
}) {
  const { rows, loading } = usePackages();
  const { sync, searchTerm, today, clearAll } = useListScreen("packages", () =>
    onViewChange({ type: "all" }),
  );
  const { shown, offered } = useMemo(
    () => visiblePackages(rows, view, searchTerm, today),
    [rows, view, searchTerm, today],
  );
  const counts = useMemo(() => typeCounts(offered), [offered]);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const flow = useBookingFlow();
  // The live rows: places left move while a modal is open.
  const details = detailsId ? (rows.find((p) => p._id === detailsId) ?? null) : null;
  const booked = flow.bookingId ? (rows.find((p) => p._id === flow.bookingId) ?? null) : null;

  const firstLoad = (loading || (sync.syncing && !sync.lastSyncedAt)) && rows.length === 0;
  // Never zeros or an empty list for a load that failed (docs/ARCHITECTURE.md §5.9).
  const failure =
    !sync.lastSyncedAt && sync.lastError && rows.length === 0
      ? loadFailureText(sync.errors[0], "Failed to fetch packages")
      : null;

  return (
    <BookIntent.Provider value={booking.prepare}>
      <ListPage
        title="Available Packages"
        subtitle="Umrah and tour packages from Pakistan. Book for up to 5 participants; your places are held for 2 hours."
        link={{ to: "/customer/packages/my", icon: ClipboardCheck, label: "My Packages" }}
        noun="packages"
        sync={sync}
      >
        <PackageToolbar
          view={view}
          onViewChange={onViewChange}
          counts={failure ? null : counts}
          syncing={sync.syncing}
          onRefresh={() => void refreshPackages()}
        />

        {failure ? (
          <ErrorBox message={failure} onRetry={() => void refreshPackages()} />
        ) : firstLoad ? (
          <CardsSkeleton />
        ) : (
          <>
            <p className="text-base-content/70 text-sm" aria-live="polite" data-testid="package-count">
              {showingLabel(shown.length, offered.length, "packages")}
              {searchTerm.trim() && (
                <>
                  {" "}
                  matching “<span className="font-medium text-base-content">{searchTerm.trim()}</span>”
                </>
              )}
            </p>
            {offered.length === 0 ? (
              <div className="rounded-box border border-base-300 border-dashed bg-base-100">
                <EmptyState
                  icon={Compass}
                  title="No packages available"
                  message="New Umrah and tour packages are added regularly. Refresh to check for the latest."
                />
              </div>
            ) : shown.length === 0 ? (
              <div className="rounded-box border border-base-300 border-dashed bg-base-100">
                <EmptyState
                  icon={SearchX}
                  title="No packages match your filters"
                  message="Try another package type, or clear the search."
                  action={
                    <button
                      type="button"
                      className="btn btn-sm btn-primary max-lg:min-h-11"
                      onClick={clearAll}
                    >
                      Clear Filters
                    </button>
                  }
                />
              </div>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="package-list">
                {shown.map((p: PackageRow) => (
                  <li key={p._id} className="min-w-0">
                    <PackageCard
                      pkg={p}
                      today={today}
                      onDetails={() => setDetailsId(p._id)}
                      onBook={() => flow.book(p._id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}

        <PackageDetailsModal
          pkg={details}
          today={today}
          onClose={() => setDetailsId(null)}
          onBook={(p) => {
            setDetailsId(null);
            flow.book(p._id);
          }}
        />
        {booked && <booking.Dialog pkg={booked} onClose={flow.close} onBooked={flow.booked} />}
        <BookingConfirmed bookingId={flow.confirmed} onClose={flow.closeConfirmed} />
      </ListPage>
    </BookIntent.Provider>
  );
}
