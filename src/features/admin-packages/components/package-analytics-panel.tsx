/**
 * Package Analytics, on the Package Management screen above the table: four cards
 * (Total Packages, Total Bookings, Total Revenue, Active Packages), the Booking Status and Package
 * Types counts, the 5 most recent bookings and the Quick Actions. The figures come from
 * `packageAnalytics` over the mirror; a failed refresh shows the server's message or 'Failed to
 * fetch data' in the red box (the figures of the saved data stay under it); when the data never
 * loaded (`loaded` false) the red box alone, never zeros (docs/ARCHITECTURE.md §5.9).
 */
import { Link } from "@tanstack/react-router";
import {
  CalendarCheck2,
  ChartPie,
  type LucideIcon,
  PackageCheck,
  Package as PackageIcon,
  Settings2,
  Ticket,
  Users,
  Wallet,
  Zap,
} from "lucide-react";
import type { ReactNode } from "react";
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";
import type { PackageAnalytics } from "../package-analytics.ts";
import { BookingStatusBadge } from "./badges.tsx";

function Card({
  title,
  icon: Icon,
  children,
  className = "",
  action,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section className={`rounded-box border border-base-300 bg-base-100 p-4 ${className}`}>
      <header className="mb-3 flex items-center gap-2">
        <Icon className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
        <h3 className="font-semibold text-sm">{title}</h3>
        {action && <div className="ml-auto">{action}</div>}
      </header>
      {children}
    </section>
  );
}

function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone: string;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <p className="truncate text-base-content/75 text-sm">{label}</p>
        <span className={`grid size-8 shrink-0 place-items-center rounded-full ${tone}`}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-1 break-words font-bold text-2xl leading-tight tabular-nums" data-value>
        {value}
      </p>
      {hint && <p className="mt-0.5 truncate text-base-content/70 text-xs">{hint}</p>}
    </div>
  );
}

/** A horizontal bar split by share, with a legend of counts under it. */
function Breakdown({
  parts,
  label,
}: {
  parts: { key: string; label: string; count: number; bar: string; node?: ReactNode }[];
  label: string;
}) {
  const total = parts.reduce((n, p) => n + p.count, 0);
  return (
    <div>
      <div
        className="flex h-2 w-full overflow-hidden rounded-full bg-base-200"
        role="img"
        aria-label={`${label}: ${parts.map((p) => `${p.label} ${p.count}`).join(", ")}`}
      >
        {total > 0 &&
          parts.map((p) =>
            p.count > 0 ? (
              <span key={p.key} className={p.bar} style={{ width: `${(p.count / total) * 100}%` }} />
            ) : null,
          )}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        {parts.map((p) => (
          <div key={p.key} className="min-w-0" data-testid={`count-${p.key}`}>
            <dt className="flex items-center gap-1.5 text-base-content/75 text-xs">
              <span className={`size-2 shrink-0 rounded-full ${p.bar}`} aria-hidden="true" />
              {p.label}
            </dt>
            <dd className="font-semibold text-lg tabular-nums">{p.count}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function PackageAnalyticsPanel({
  figures,
  loading,
  loaded,
  error,
  onRetry,
}: {
  figures: PackageAnalytics;
  loading: boolean;
  /** Both lists have been pulled at least once (the figures can be true). */
  loaded: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="package-analytics-title" className="space-y-4" data-testid="package-analytics">
      <h2 id="package-analytics-title" className="font-semibold text-lg">
        Package Analytics
      </h2>
      {error && <ErrorBox message={error} onRetry={onRetry} />}
      {(loaded || !error) && <Figures figures={figures} loading={loading} />}
    </section>
  );
}

function Figures({ figures, loading }: { figures: PackageAnalytics; loading: boolean }) {
  const v = (text: string) => (loading ? "…" : text);
  return (
    <>
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Packages"
          value={v(String(figures.totalPackages))}
          hint={`${figures.umrah} Umrah · ${figures.tour} Tour`}
          icon={PackageIcon}
          tone="bg-primary/10 text-primary"
          testId="stat-total-packages"
        />
        <StatCard
          label="Total Bookings"
          value={v(String(figures.totalBookings))}
          hint={`${figures.pending} awaiting approval`}
          icon={Ticket}
          tone="bg-info/10 text-info"
          testId="stat-total-bookings"
        />
        <StatCard
          label="Total Revenue"
          value={v(formatRupees(figures.totalRevenue))}
          hint="Approved bookings"
          icon={Wallet}
          tone="bg-success/10 text-success"
          testId="stat-total-revenue"
        />
        <StatCard
          label="Active Packages"
          value={v(String(figures.activePackages))}
          hint={`of ${figures.totalPackages} packages`}
          icon={PackageCheck}
          tone="bg-accent/15 text-accent-content [[data-theme=safar-dark]_&]:text-accent"
          testId="stat-active-packages"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <Card title="Booking Status" icon={ChartPie}>
            <Breakdown
              label="Booking status"
              parts={[
                { key: "approved", label: "Approved", count: figures.approved, bar: "bg-success" },
                { key: "pending", label: "Pending", count: figures.pending, bar: "bg-warning" },
                { key: "cancelled", label: "Cancelled", count: figures.cancelled, bar: "bg-error" },
              ]}
            />
          </Card>
          <Card title="Package Types" icon={PackageIcon}>
            <Breakdown
              label="Package types"
              parts={[
                { key: "umrah", label: "Umrah", count: figures.umrah, bar: "bg-primary" },
                { key: "tour", label: "Tour", count: figures.tour, bar: "bg-accent" },
              ]}
            />
          </Card>
          <Card title="Quick Actions" icon={Zap} className="sm:col-span-2 lg:col-span-1">
            <div className="grid gap-2 min-[480px]:grid-cols-2 lg:grid-cols-1">
              <Link
                to="/admin/packages/create"
                className="btn btn-primary btn-sm max-lg:min-h-11"
                data-testid="quick-manage-packages"
              >
                <Settings2 className="size-4" aria-hidden="true" />
                Manage Packages
              </Link>
              <Link
                to="/admin/packages/bookings"
                className="btn btn-outline btn-sm max-lg:min-h-11"
                data-testid="quick-manage-bookings"
              >
                <CalendarCheck2 className="size-4" aria-hidden="true" />
                Manage Bookings
              </Link>
            </div>
          </Card>
        </div>
        <Card title="Recent Bookings" icon={Users} className="lg:col-span-2">
          <RecentBookings figures={figures} loading={loading} />
        </Card>
      </div>
    </>
  );
}

function RecentBookings({ figures, loading }: { figures: PackageAnalytics; loading: boolean }) {
  if (loading)
    return (
      <div className="skeleton-group flex flex-col gap-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton h-10 w-full" />
        ))}
      </div>
    );
  if (figures.recent.length === 0)
    return <p className="py-6 text-center text-base-content/70 text-sm">No package bookings yet.</p>;
  return (
    <ul className="divide-y divide-base-300" data-testid="recent-bookings">
      {figures.recent.map((b) => (
        <li
          key={b.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
        >
          <div className="min-w-0 max-sm:row-span-2">
            <p className="truncate font-medium text-sm" title={b.packageName}>
              {b.packageName}
            </p>
            <p className="text-base-content/75 text-xs sm:truncate">
              {b.userName} · {b.passengers} passenger{b.passengers === 1 ? "" : "s"} ·{" "}
              {formatDate(b.createdAt)}
            </p>
          </div>
          <span className="max-sm:col-start-2 max-sm:row-start-1 max-sm:justify-self-end">
            <BookingStatusBadge status={b.status} />
          </span>
          <span className="text-right font-semibold text-sm tabular-nums max-sm:col-start-2 sm:min-w-28">
            {formatRupees(b.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
