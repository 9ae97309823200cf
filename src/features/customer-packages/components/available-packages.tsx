/**
 * Available Packages (/customer/packages and /customer/packages/new): the packages on offer from
 * the mirror as cards, with the type chips (All / Umrah / Tours), the sort (departure date, price,
 * name) and its direction, the global search (name and destination), and the note when the list
 * is saved data. Details opens the package's description, itinerary, inclusions and exclusions;
 * Book Now opens the participant modal, and a booking ends in the 'Booking Confirmed!' dialog.
 */
import { Link } from "@tanstack/react-router";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ClipboardCheck, Compass, SearchX } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { PackageRow } from "../../../db/schema.ts";
import { karachiDate } from "../../../domain/format.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import { showingLabel } from "../../../ui/data-list-model.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { Page } from "../../../ui/page.tsx";
import { PaymentSuccessDialog } from "../../../ui/payment-success-dialog.tsx";
import { setGlobalSearch, useGlobalSearch } from "../../../ui/search.ts";
import { refreshPackages, usePackages, useSyncStatus } from "../data.ts";
import {
  type PackageSort,
  type PackagesView,
  SORT_OPTIONS,
  TYPE_CHIPS,
  typeCounts,
  visiblePackages,
} from "../package-list.ts";
import { PackageCard } from "./package-card.tsx";
import { PackageDetailsModal } from "./package-details-modal.tsx";
import { ParticipantModal } from "./participant-modal.tsx";

export const BOOKING_CONFIRMED = {
  title: "Booking Confirmed!",
  message: "Your booking has been submitted successfully. You will receive a confirmation email shortly.",
};

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export function AvailablePackages({
  view,
  onViewChange,
}: {
  view: PackagesView;
  onViewChange: (next: Partial<PackagesView>) => void;
}) {
  const { rows, loading } = usePackages();
  const sync = useSyncStatus("packages");
  const searchTerm = useGlobalSearch();
  const today = karachiDate();
  const { shown, offered } = useMemo(
    () => visiblePackages(rows, view, searchTerm, today),
    [rows, view, searchTerm, today],
  );
  const counts = useMemo(() => typeCounts(offered), [offered]);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [bookingId, setBookingId] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  // The live rows: places left move while a modal is open.
  const details = detailsId ? (rows.find((p) => p._id === detailsId) ?? null) : null;
  const booking = bookingId ? (rows.find((p) => p._id === bookingId) ?? null) : null;
  const sortId = useId();

  const firstLoad = (loading || (sync.syncing && !sync.lastSyncedAt)) && rows.length === 0;
  const clearAll = () => {
    onViewChange({ type: "all" });
    setGlobalSearch("");
  };

  return (
    <Page
      title="Available Packages"
      subtitle="Umrah and tour packages from Pakistan. Book for up to 5 participants; your places are held for 2 hours."
      actions={
        <Link
          to="/customer/packages/my"
          activeOptions={{ exact: true }}
          className="btn btn-outline btn-primary max-lg:min-h-11"
        >
          <ClipboardCheck className="size-4" aria-hidden="true" />
          My Packages
        </Link>
      }
    >
      <FreshnessLine
        noun="packages"
        lastSyncedAt={sync.lastSyncedAt}
        failed={Boolean(sync.lastError)}
        syncing={sync.syncing}
        loading={sync.loading}
      />
      <div className="flex flex-wrap items-end gap-3" data-testid="package-toolbar">
        <fieldset className="min-w-0 max-sm:w-full">
          <legend className="mb-1 font-medium text-base-content/70 text-xs">Package type</legend>
          <div className="flex flex-wrap gap-2">
            {TYPE_CHIPS.map((chip) => {
              const active = view.type === chip.value;
              return (
                <button
                  key={chip.value}
                  type="button"
                  className={`btn btn-sm rounded-full max-lg:min-h-11 max-sm:flex-1 ${FOCUS} ${
                    active ? "btn-primary" : "btn-ghost border-base-300"
                  }`}
                  aria-pressed={active}
                  onClick={() => onViewChange({ type: chip.value })}
                  data-chip={chip.value}
                >
                  {chip.label}
                  <span
                    className={`badge badge-sm ${active ? "bg-primary-content/20 text-primary-content border-0" : "badge-ghost"}`}
                  >
                    {counts[chip.value]}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="flex items-end gap-2 max-sm:w-full">
          <div className="flex min-w-0 flex-col gap-1 max-sm:flex-1">
            <label htmlFor={sortId} className="font-medium text-base-content/70 text-xs">
              Sort by
            </label>
            <select
              id={sortId}
              className="select select-sm w-full min-w-40 max-lg:h-11"
              value={view.sort}
              onChange={(e) => onViewChange({ sort: e.target.value as PackageSort })}
              data-testid="package-sort"
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={`btn btn-sm btn-ghost gap-1.5 border-base-300 max-lg:min-h-11 ${FOCUS}`}
            onClick={() => onViewChange({ dir: view.dir === "asc" ? "desc" : "asc" })}
            aria-label={
              view.dir === "asc"
                ? "Ascending order; switch to descending"
                : "Descending order; switch to ascending"
            }
            data-testid="sort-direction"
            data-dir={view.dir}
          >
            {view.dir === "asc" ? (
              <ArrowUpNarrowWide className="size-4" aria-hidden="true" />
            ) : (
              <ArrowDownWideNarrow className="size-4" aria-hidden="true" />
            )}
            <span aria-hidden="true">{view.dir === "asc" ? "Asc" : "Desc"}</span>
          </button>
          <ActionButton
            variant="refresh"
            size="sm"
            busy={sync.syncing}
            onClick={() => void refreshPackages()}
            aria-label="Refresh packages"
            className="max-sm:btn-square"
            data-testid="refresh-packages"
          >
            <span className="max-sm:sr-only">Refresh</span>
          </ActionButton>
        </div>
      </div>

      {firstLoad ? (
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
                  <button type="button" className="btn btn-sm btn-primary max-lg:min-h-11" onClick={clearAll}>
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
                    onDetails={() => setDetailsId(p._id)}
                    onBook={() => setBookingId(p._id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <PackageDetailsModal
        pkg={details}
        onClose={() => setDetailsId(null)}
        onBook={(p) => {
          setDetailsId(null);
          setBookingId(p._id);
        }}
      />
      <ParticipantModal
        pkg={booking}
        onClose={() => setBookingId(null)}
        onBooked={(id) => {
          setBookingId(null);
          setConfirmed(id);
        }}
      />
      <PaymentSuccessDialog
        open={confirmed !== null}
        onClose={() => setConfirmed(null)}
        title={BOOKING_CONFIRMED.title}
        message={BOOKING_CONFIRMED.message}
        bookingId={confirmed}
      />
    </Page>
  );
}

function CardsSkeleton() {
  return (
    <div data-testid="package-loading">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5">
            <div className="skeleton h-5 w-20" />
            <div className="skeleton h-5 w-3/4" />
            <div className="skeleton h-4 w-1/2" />
            <div className="skeleton h-4 w-2/3" />
            <div className="skeleton mt-4 h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
