/**
 * My Dashboard's Sales Analytics: spending by period (flight and package), the booking stats, sales
 * by month and by status, and the top destinations.
 */
import { MapPin, Package, Plane } from "lucide-react";
import { formatCount, formatRupees } from "../../../domain/format.ts";
import type { CustomerDashboardData } from "../../../workers/analytics-client.ts";
import { SALES_WINDOWS, STATUS_BADGES, STATUS_LABELS } from "../model.ts";
import { Card } from "./dashboard-card.tsx";
import { SalesByMonth } from "./sales-by-month.tsx";

export function SalesAnalytics({ f }: { f: CustomerDashboardData }) {
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
                  ["Flights", formatCount(f.flightBookings)],
                  ["Packages", formatCount(f.packageBookings)],
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
