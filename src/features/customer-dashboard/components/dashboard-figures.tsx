/**
 * My Dashboard's figures (/customer/dashboard): the four stat cards; Sales Analytics
 * (flight and package spending today, over 30 and 365 days, all time; booking stats; sales by month,
 * by status; top destinations); the 5 newest bookings matching the global search with 'View All
 * Bookings'; the quick actions. Everything is computed in the worker from this device's copy of the
 * customer's bookings, so it renders the same offline, with the copy's age; until the first pull has
 * landed a skeleton, and when it failed the server's message with Try Again. Loaded after the page's
 * heading has painted (./my-dashboard.tsx): it brings the offline mirror's code.
 */
import { memo } from "react";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { useOnline } from "../../../ui/use-online.ts";
import { useCustomerDashboard } from "../data.ts";
import { AsOfNote } from "./as-of-note.tsx";
import { AsOfPlaceholder } from "./as-of-placeholder.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";
import { QuickActions as QuickActionsAll } from "./quick-actions.tsx";
import { RecentBookings as RecentBookingsAll } from "./recent-bookings.tsx";
import { SalesAnalytics as SalesAnalyticsAll } from "./sales-analytics.tsx";
import { StatCards as StatCardsAll } from "./stat-cards.tsx";
import { useFramesAfter } from "./use-frames-after.ts";

// This screen renders again whenever the sync status moves (a table's pull starting or ending, a
// live read answering: several times in the first seconds), each time in one task. The sections
// render again only when their own figures changed: each was that whole render (4–12 ms at 6× CPU).
const StatCards = memo(StatCardsAll);
const SalesAnalytics = memo(SalesAnalyticsAll);
const RecentBookings = memo(RecentBookingsAll);
const QuickActions = memo(QuickActionsAll);

export function DashboardFigures() {
  const state = useCustomerDashboard();
  const online = useOnline();
  const f = state.figures;
  // The cards, then Sales Analytics a frame later, then the recent bookings and the quick actions.
  const shown = useFramesAfter(Boolean(f), 2);
  return (
    <>
      {/* The red box says why nothing is shown: no 'Loading…' beside it while Try Again runs. A
          date goes with figures: while saved ones are still being computed, the line keeps its place. */}
      {state.waiting && state.lastSyncedAt ? (
        <AsOfPlaceholder />
      ) : (
        <AsOfNote online={online} lastSyncedAt={state.lastSyncedAt} syncing={state.syncing && !state.error} />
      )}
      {state.error ? (
        <ErrorBox message={state.error} onRetry={state.retry} />
      ) : state.waiting ? (
        <DashboardSkeleton />
      ) : !f ? null : (
        <div className="space-y-6" data-testid="my-dashboard">
          <StatCards f={f} />

          {shown >= 1 && <SalesAnalytics f={f} />}

          {shown >= 2 && (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <RecentBookings items={state.recent} search={state.search} />
              <QuickActions />
            </div>
          )}
        </div>
      )}
    </>
  );
}
