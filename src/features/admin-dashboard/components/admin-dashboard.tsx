/**
 * The Admin Dashboard (/admin/dashboard): period buttons, the month selector and
 * refresh; the five stat cards; the Sales Trend and the Seats Overview charts; the flight and
 * package booking status cards; Quick Actions; Recent Activity. Online the figures are the
 * server's; offline they are computed on this device from the saved copy, and say so. A part
 * whose call failed shows the server's message and Try Again instead of figures (never zeros).
 * `children` (Flights Analytics) comes below the main figures.
 */
import { ClipboardList, Package, PackagePlus, Plane, PlaneTakeoff } from "lucide-react";
import type { ReactNode } from "react";
import type { DashboardPeriod } from "../../../domain/analytics.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { Page } from "../../../ui/page.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { StatusCounts } from "../../../ui/status-counts.tsx";
import { useAdminDashboard } from "../data.ts";
import { dashboardQuery } from "../model.ts";
import { type DashboardSearch, DEFAULT_PERIOD } from "../route-search.ts";
import { DashboardControls, selectorOptions } from "./dashboard-controls.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { SalesTrend } from "./sales-trend.tsx";
import { SeatsOverview } from "./seats-overview.tsx";
import { SourceNote } from "./source-note.tsx";
import { StatCards } from "./stat-cards.tsx";

const STATUS_CARDS = [
  { title: "Flight Bookings", icon: Plane, kind: "flight", testId: "flight-bookings-card" },
  { title: "Package Bookings", icon: Package, kind: "package", testId: "package-bookings-card" },
] as const;

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
  const figures = view?.figures ?? null;
  const failed = (part: "analytics" | "sales" | "activity") =>
    view?.errors[part] ? <ErrorBox message={view.errors[part]} onRetry={state.refresh} /> : null;

  const controls = (
    <DashboardControls
      period={period}
      month={month}
      options={selectorOptions(state.months, state.mirrorMonths, month)}
      onSearchChange={onSearchChange}
      refreshing={state.refreshing}
      onRefresh={state.refresh}
    />
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
          {(view.source === "mirror" || Object.keys(view.errors).length === 0) && (
            <SourceNote source={view.source} lastSyncedAt={state.lastSyncedAt} at={view.at} />
          )}
          {figures ? (
            <StatCards figures={figures} trend={view.trend} others={view.otherCurrencySales} />
          ) : (
            failed("analytics")
          )}

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Card title="Sales Trend" className={figures ? "lg:col-span-2" : "lg:col-span-3"}>
              {view.salesData ? <SalesTrend points={view.salesData} /> : failed("sales")}
            </Card>
            {figures && (
              <Card title="Seats Overview">
                <SeatsOverview
                  available={figures.totalAvailableSeats}
                  booked={figures.totalBookedSeats}
                  pending={figures.totalPendingSeats}
                />
              </Card>
            )}
          </div>

          <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
            <div className="grid content-start gap-4 md:grid-cols-2 xl:order-2 xl:grid-cols-1">
              {STATUS_CARDS.map(
                ({ title, icon: Icon, kind, testId }) =>
                  figures && (
                    <StatusCounts
                      key={kind}
                      title={title}
                      icon={<Icon className="size-4 text-primary" aria-hidden="true" />}
                      approved={figures[`${kind}Approved`]}
                      pending={figures[`${kind}Pending`]}
                      cancelled={figures[`${kind}Cancelled`]}
                      testId={testId}
                    />
                  ),
              )}
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
              <RecentActivity logs={view.recentActivity} live={state.refreshing}>
                {failed("activity")}
              </RecentActivity>
            </div>
          </div>
        </div>
      )}
      {children}
    </Page>
  );
}
