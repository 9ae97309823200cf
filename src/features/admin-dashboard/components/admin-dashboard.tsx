/**
 * The Admin Dashboard (/admin/dashboard, back-office §2): period buttons, the month selector and
 * refresh; the five stat cards; the Sales Trend and the Seats Overview charts; the flight and
 * package booking status cards; Quick Actions; Recent Activity. Online the figures are the
 * server's; offline they are computed on this device from the saved copy, and say so.
 * `children` (Flights Analytics) comes below the main figures.
 */
import { ClipboardList, CloudOff, Package, PackagePlus, Plane, PlaneTakeoff } from "lucide-react";
import type { ReactNode } from "react";
import type { DashboardPeriod } from "../../../domain/analytics.ts";
import { formatDateTime } from "../../../domain/format.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import { Page } from "../../../ui/page.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { StatusCounts } from "../../../ui/status-counts.tsx";
import { type MonthsState, useAdminDashboard } from "../data.ts";
import {
  ALL_MONTHS,
  dashboardQuery,
  type MonthEntry,
  type MonthOption,
  monthOptions,
  PERIODS,
} from "../model.ts";
import { type DashboardSearch, DEFAULT_PERIOD } from "../route-search.ts";
import { QuickActions } from "./quick-actions.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { SalesTrend } from "./sales-trend.tsx";
import { SeatsOverview } from "./seats-overview.tsx";
import { StatCards } from "./stat-cards.tsx";

/** The selector's options for what is known about the months. */
function selectorOptions(
  months: MonthsState,
  mirrorMonths: MonthEntry[] | null,
  chosen: string,
): MonthOption[] {
  const options =
    months.status === "server"
      ? monthOptions(months.months)
      : months.status === "failed"
        ? monthOptions(null)
        : months.status === "offline"
          ? monthOptions(mirrorMonths?.length ? mirrorMonths : null)
          : [ALL_MONTHS];
  // A month chosen before (in the URL) stays selectable.
  if (chosen && !options.some((o) => o.value === chosen)) {
    const extra = monthOptions([{ year: Number(chosen.slice(0, 4)), month: Number(chosen.slice(5, 7)) }])[1];
    if (extra) options.push(extra);
  }
  return options;
}

function Card({
  title,
  children,
  className = "",
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card min-w-0 border border-base-300 bg-base-100 ${className}`} aria-label={title}>
      <div className="card-body gap-3 p-5">
        <h2 className="font-semibold text-base">{title}</h2>
        {children}
      </div>
    </section>
  );
}

export function AdminDashboard({
  search,
  onSearchChange,
  children,
}: {
  search: DashboardSearch;
  onSearchChange: (next: DashboardSearch) => void;
  children?: ReactNode;
}) {
  const period: DashboardPeriod = search.period ?? DEFAULT_PERIOD;
  const month = search.month ?? "";
  const state = useAdminDashboard(dashboardQuery(period, month));
  const { view } = state;
  const options = selectorOptions(state.months, state.mirrorMonths, month);

  const controls = (
    <div className="flex flex-wrap items-center gap-2" data-testid="dashboard-controls">
      <fieldset className="join" aria-label="Period">
        {PERIODS.map((p) => {
          const pressed = !month && p.value === period;
          return (
            <button
              key={p.value}
              type="button"
              className={`btn join-item btn-sm max-lg:min-h-11 ${pressed ? "btn-primary" : "btn-ghost border-base-300"}`}
              aria-pressed={pressed}
              onClick={() => onSearchChange({ period: p.value })}
            >
              {p.label}
            </button>
          );
        })}
      </fieldset>
      <label className="select select-sm w-auto max-lg:min-h-11">
        <span className="sr-only">Month</span>
        <select
          value={month}
          onChange={(e) => onSearchChange({ period, month: e.target.value || undefined })}
          data-testid="month-select"
        >
          {options.map((o) => (
            <option key={o.value || "all"} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <ActionButton variant="refresh" size="sm" busy={state.refreshing} onClick={state.refresh} />
    </div>
  );

  return (
    <Page title="Admin Dashboard" subtitle="Sales, bookings and seats at a glance" actions={controls}>
      {view === null ? (
        <Spinner label="Loading dashboard…" />
      ) : (
        <div
          className={`space-y-6 transition-opacity ${state.stale ? "opacity-60" : ""}`}
          aria-busy={state.stale || undefined}
          data-testid="admin-dashboard"
          data-source={view.source}
          data-saved-at={state.lastSyncedAt ?? ""}
        >
          <SourceNote source={view.source} lastSyncedAt={state.lastSyncedAt} at={view.at} />
          <StatCards figures={view.figures} />

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Card title="Sales Trend" className="lg:col-span-2">
              <SalesTrend points={view.salesData} />
            </Card>
            <Card title="Seats Overview">
              <SeatsOverview
                available={view.figures.totalAvailableSeats}
                booked={view.figures.totalBookedSeats}
                pending={view.figures.totalPendingSeats}
              />
            </Card>
          </div>

          <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
            <div className="grid content-start gap-4 md:grid-cols-2 xl:order-2 xl:grid-cols-1">
              <StatusCounts
                title="Flight Bookings"
                icon={<Plane className="size-4 text-primary" aria-hidden="true" />}
                approved={view.figures.flightApproved}
                pending={view.figures.flightPending}
                cancelled={view.figures.flightCancelled}
                testId="flight-bookings-card"
              />
              <StatusCounts
                title="Package Bookings"
                icon={<Package className="size-4 text-primary" aria-hidden="true" />}
                approved={view.figures.packageApproved}
                pending={view.figures.packagePending}
                cancelled={view.figures.packageCancelled}
                testId="package-bookings-card"
              />
              <div className="md:col-span-2 xl:col-span-1">
                <QuickActions
                  actions={[
                    { to: "/admin/flights/add", label: "Add New Flight", icon: PlaneTakeoff },
                    { to: "/admin/packages/create", label: "Create Package", icon: PackagePlus },
                    { to: "/admin/flights/bookings", label: "Flight Bookings", icon: ClipboardList },
                    { to: "/admin/packages/bookings", label: "Package Bookings", icon: Package },
                  ]}
                />
              </div>
            </div>
            <div className="min-w-0 xl:order-1 xl:col-span-2">
              <RecentActivity logs={view.recentActivity} live={state.refreshing} />
            </div>
          </div>
        </div>
      )}
      {children}
    </Page>
  );
}

/** Where the figures come from: a warning when they were computed offline, else a quiet time. */
function SourceNote({
  source,
  lastSyncedAt,
  at,
}: {
  source: "server" | "mirror";
  lastSyncedAt: string | null;
  at: number;
}) {
  if (source === "mirror") {
    return (
      <p
        className="flex w-fit max-w-full items-center gap-2 rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-sm"
        role="status"
        data-testid="offline-note"
      >
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        {lastSyncedAt
          ? `Offline — figures as of ${formatDateTime(lastSyncedAt)}`
          : "Offline — no saved figures on this device yet"}
      </p>
    );
  }
  return (
    <p className="text-base-content/70 text-sm" data-testid="updated-note">
      Updated {formatDateTime(at)}
    </p>
  );
}
