/**
 * My Dashboard's figures (/customer/dashboard, customer §2): the four stat cards; Sales Analytics
 * (flight and package spending today, over 30 and 365 days, all time; booking stats; sales by month,
 * by status; top destinations); the 5 newest bookings matching the global search with 'View All
 * Bookings'; the quick actions. Everything is computed in the worker from this device's copy of the
 * customer's bookings, so it renders the same offline, with the copy's age. Loaded after the page's
 * heading has painted (./my-dashboard.tsx): it brings the offline mirror's code.
 */
import { Link } from "@tanstack/react-router";
import {
  CircleCheck,
  CircleX,
  ClipboardList,
  CloudOff,
  Hourglass,
  type LucideIcon,
  MapPin,
  Package,
  Plane,
  Printer,
  SearchX,
  Ticket,
} from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast.ts";
import { useOnline } from "../../../ui/use-online.ts";
import type { CustomerDashboardData, RecentCustomerBooking } from "../../../workers/analytics-client.ts";
import { useCustomerDashboard } from "../data.ts";
import {
  type CustomerStatCard,
  customerStatCards,
  PRINT_SLIP_MESSAGE,
  PRINT_SLIP_TOAST_MS,
  SALES_WINDOWS,
  STATUS_BADGES,
  STATUS_LABELS,
} from "../model.ts";
import { AsOfPlaceholder } from "./as-of-placeholder.tsx";
import { SalesByMonth } from "./sales-by-month.tsx";

const STAT_LOOK: Record<CustomerStatCard["id"], { icon: LucideIcon; tone: string }> = {
  total: { icon: Ticket, tone: "bg-primary/10 text-primary" },
  confirmed: { icon: CircleCheck, tone: "bg-success/10 text-success" },
  pending: { icon: Hourglass, tone: "bg-warning/15 text-warning" },
  cancelled: { icon: CircleX, tone: "bg-error/10 text-error" },
};

function Card({
  title,
  children,
  className = "",
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section className={`card min-w-0 border border-base-300 bg-base-100 ${className}`} aria-label={title}>
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-base">{title}</h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Hidden tabs run no animation frames: the rest of the figures render after this long anyway. */
const HIDDEN_TAB_FALLBACK_MS = 250;

/**
 * True from the frame after `ready` turned true: the cards render (and paint) in one task, the
 * sections below them in the next, so neither is a long task.
 */
function useFrameAfter(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer = 0;
    const done = () => setAfter(true);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = window.setTimeout(done, 0);
    });
    timer = window.setTimeout(done, HIDDEN_TAB_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}

export function DashboardFigures() {
  const state = useCustomerDashboard();
  const online = useOnline();
  const f = state.figures;
  const rest = useFrameAfter(Boolean(f));
  return (
    <>
      <AsOfNote online={online} lastSyncedAt={state.lastSyncedAt} syncing={state.syncing} />
      {state.error ? (
        <ErrorBox message={state.error} onRetry={state.retry} />
      ) : !f ? (
        <Spinner label="Loading your dashboard…" />
      ) : (
        <div className="space-y-6" data-testid="my-dashboard">
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Your bookings">
            {customerStatCards(f).map((c) => {
              const { icon: Icon, tone } = STAT_LOOK[c.id];
              return (
                <li
                  key={c.id}
                  className="card border border-base-300 bg-base-100"
                  data-testid="stat-card"
                  data-card={c.id}
                >
                  <div className="card-body gap-1 p-4 sm:p-5">
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="font-medium text-base-content/75 text-sm">{c.label}</h2>
                      <span className={`grid size-8 shrink-0 place-items-center rounded-field ${tone}`}>
                        <Icon className="size-4" aria-hidden="true" />
                      </span>
                    </div>
                    <p className="font-bold text-2xl tabular-nums sm:text-3xl" data-testid="stat-value">
                      {c.value.toLocaleString("en-PK")}
                    </p>
                    <p className="text-base-content/70 text-xs">{c.hint}</p>
                  </div>
                </li>
              );
            })}
          </ul>

          {rest && (
            <>
              <SalesAnalytics f={f} />

              <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
                <RecentBookings items={state.recent} search={state.search} />
                <QuickActions />
              </div>
            </>
          )}
        </div>
      )}
    </>
  );
}

/** 'Offline — figures as of …' while offline; otherwise a quiet 'Figures as of …'. */
function AsOfNote({
  online,
  lastSyncedAt,
  syncing,
}: {
  online: boolean;
  lastSyncedAt: string | null;
  syncing: boolean;
}) {
  if (!online)
    return (
      <p
        className="flex w-fit max-w-full items-center gap-2 rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-sm"
        role="status"
        data-testid="offline-note"
      >
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        {lastSyncedAt
          ? `Offline — figures as of ${formatDateTime(lastSyncedAt)}`
          : "Offline — no saved bookings on this device yet"}
      </p>
    );
  // The line keeps its place while it has nothing to say, so the figures below never move.
  if (!lastSyncedAt && !syncing) return <AsOfPlaceholder />;
  return (
    <p className="min-h-5 text-base-content/70 text-sm" data-testid="as-of-note" role="status">
      {lastSyncedAt ? `Figures as of ${formatDateTime(lastSyncedAt)}` : "Loading your latest bookings…"}
      {syncing && lastSyncedAt ? " · refreshing…" : ""}
    </p>
  );
}

function SalesAnalytics({ f }: { f: CustomerDashboardData }) {
  const rate = f.totalBookings ? Math.round((f.confirmedBookings / f.totalBookings) * 100) : 0;
  return (
    <section className="space-y-4" aria-labelledby="sales-analytics-title" data-testid="sales-analytics">
      <h2 id="sales-analytics-title" className="font-bold text-xl tracking-tight">
        Sales Analytics
      </h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card title="Spending by period" className="lg:col-span-2">
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {SALES_WINDOWS.map((w) => (
              <li key={w.key} className="rounded-box bg-base-200 p-3" data-window={w.key}>
                <p className="font-medium text-base-content/75 text-xs uppercase tracking-wide">{w.label}</p>
                <dl className="mt-1 space-y-1 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <dt className="flex items-center gap-1.5">
                      <Plane className="size-3.5 text-primary" aria-hidden="true" />
                      Flights
                    </dt>
                    <dd className="font-semibold tabular-nums">{formatRupees(f.flightSales[w.key])}</dd>
                  </div>
                  <div className="flex items-center justify-between gap-2">
                    <dt className="flex items-center gap-1.5">
                      <Package className="size-3.5 text-secondary" aria-hidden="true" />
                      Packages
                    </dt>
                    <dd className="font-semibold tabular-nums">{formatRupees(f.packageSales[w.key])}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-base-300 border-t pt-3">
            <span className="text-base-content/75 text-sm">All-time total (confirmed bookings)</span>
            <span className="font-bold text-xl tabular-nums" data-testid="all-time-total">
              {formatRupees(f.totalSales)}
            </span>
          </div>
          <h3 className="font-medium text-sm">Sales by month</h3>
          <SalesByMonth points={f.salesByMonth} />
        </Card>

        <div className="flex min-w-0 flex-col gap-4">
          <Card title="Booking stats">
            <dl className="grid grid-cols-3 gap-2 text-center">
              {(
                [
                  ["Flights", f.flightBookings.toLocaleString("en-PK")],
                  ["Packages", f.packageBookings.toLocaleString("en-PK")],
                  ["Confirmed", `${rate}%`],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="rounded-box bg-base-200 px-2 py-2">
                  <dt className="text-base-content/70 text-xs">{k}</dt>
                  <dd className="font-bold text-lg tabular-nums">{v}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title="Sales by status">
            <ul className="space-y-2" data-testid="sales-by-status">
              {f.salesByStatus.map((s) => (
                <li key={s.status} className="flex items-center justify-between gap-2 text-sm">
                  <span className="flex items-center gap-2">
                    <span className={`badge badge-sm ${STATUS_BADGES[s.status]}`}>
                      {STATUS_LABELS[s.status]}
                    </span>
                    <span className="text-base-content/70">
                      {s.count} {s.count === 1 ? "booking" : "bookings"}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatRupees(s.amount)}</span>
                </li>
              ))}
            </ul>
          </Card>
          {f.topDestinations.length > 0 && (
            <Card title="Top destinations">
              <ol className="space-y-2" data-testid="customer-top-destinations">
                {f.topDestinations.map((d) => (
                  <li key={d.destination} className="flex items-center justify-between gap-2 text-sm">
                    <span className="flex min-w-0 items-center gap-2">
                      <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span className="truncate font-medium">{d.destination}</span>
                      <span className="shrink-0 text-base-content/70">×{d.count}</span>
                    </span>
                    <span className="font-semibold tabular-nums">{formatRupees(d.amount)}</span>
                  </li>
                ))}
              </ol>
            </Card>
          )}
        </div>
      </div>
    </section>
  );
}

function RecentBookings({ items, search }: { items: RecentCustomerBooking[] | null; search: string }) {
  return (
    <Card
      title="Recent Bookings"
      className="lg:col-span-2"
      action={
        <Link to="/customer/bookings" className="link link-primary font-medium text-sm max-lg:py-3">
          View All Bookings
        </Link>
      }
    >
      {items === null ? (
        <div className="skeleton h-24 w-full" aria-hidden="true" />
      ) : items.length === 0 ? (
        search.trim() ? (
          <EmptyState
            icon={SearchX}
            title="No bookings match your search"
            message="Try a different search term."
          />
        ) : (
          <EmptyState
            icon={Ticket}
            title="No bookings yet"
            message="Your flight and package bookings will show here."
            action={
              <Link to="/customer/flights" className="btn btn-primary max-lg:min-h-11">
                Browse Available Flights
              </Link>
            }
          />
        )
      ) : (
        <ul className="divide-y divide-base-300" data-testid="recent-bookings">
          {items.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="flex min-w-0 items-start gap-3">
                <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-field bg-base-200">
                  {b.kind === "flight" ? (
                    <Plane className="size-4 text-primary" aria-label="Flight" />
                  ) : (
                    <Package className="size-4 text-secondary" aria-label="Package" />
                  )}
                </span>
                <div className="min-w-0">
                  <p className="break-words font-medium">
                    {b.title}
                    {b.subtitle && <span className="font-normal text-base-content/75"> · {b.subtitle}</span>}
                  </p>
                  <p className="text-base-content/70 text-xs">
                    <span className="font-mono">{b.bookingId}</span> · {b.people}{" "}
                    {b.kind === "flight"
                      ? b.people === 1
                        ? "passenger"
                        : "passengers"
                      : b.people === 1
                        ? "participant"
                        : "participants"}{" "}
                    · <time dateTime={b.createdAt}>{formatDate(b.createdAt)}</time>
                  </p>
                </div>
              </div>
              <div className="ml-11 flex items-center gap-3 sm:ml-0">
                <span className={`badge badge-sm ${STATUS_BADGES[b.status]}`}>{STATUS_LABELS[b.status]}</span>
                <span className="font-semibold tabular-nums">{formatRupees(b.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function QuickActions() {
  const cls = "btn btn-outline justify-start border-base-300 font-medium max-lg:min-h-11";
  return (
    <Card title="Quick Actions">
      <div className="grid grid-cols-1 gap-2">
        <Link to="/customer/bookings" className={cls}>
          <ClipboardList className="size-4 shrink-0 text-primary" aria-hidden="true" />
          View My Bookings
        </Link>
        <Link to="/customer/flights" className={cls}>
          <Plane className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Browse Available Flights
        </Link>
        <button
          type="button"
          className={cls}
          onClick={() => toast.info(PRINT_SLIP_MESSAGE, { duration: PRINT_SLIP_TOAST_MS })}
        >
          <Printer className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Print Booking Slip
        </button>
      </div>
    </Card>
  );
}
