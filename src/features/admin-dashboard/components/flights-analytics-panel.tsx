/**
 * Flights Analytics (back-office §2, §9), from the mirror's flight bookings and flights through the
 * analytics worker: Daily Sales, Today Tickets, Total Bookings (daily, weekly, monthly, yearly),
 * Total Revenue, Weekly / Monthly / Yearly Sales; the Booking Status panel; the top 5 destinations
 * by number of flights; the 5 newest bookings; 'Manage Flights' and 'Manage Bookings'.
 */
import { CalendarDays, ClipboardList, MapPin, Plane, Ticket, TrendingUp, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { StatusCounts } from "../../../ui/status-counts.tsx";
import { useFlightsPanel } from "../data.ts";
import { activityTone, BADGE_CLASS } from "../model.ts";
import { QuickActions } from "./quick-actions.tsx";

function Figure({
  label,
  value,
  icon,
  children,
  id,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  children?: ReactNode;
  id: string;
}) {
  return (
    <li className="card border border-base-300 bg-base-100" data-testid="flights-figure" data-figure={id}>
      <div className="card-body gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-medium text-base-content/75 text-sm">{label}</h3>
          {icon}
        </div>
        <p className="font-bold text-xl tabular-nums">{value}</p>
        {children}
      </div>
    </li>
  );
}

const STATUS_LABEL = { approved: "Approved", pending: "Pending", cancelled: "Cancelled" } as const;

export function FlightsAnalyticsPanel() {
  const { data, error, lastSyncedAt, retry } = useFlightsPanel();
  const icon = (Icon: typeof Plane) => <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />;
  return (
    <section className="space-y-4" aria-labelledby="flights-analytics-title" data-testid="flights-analytics">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="flights-analytics-title" className="font-bold text-xl tracking-tight">
          Flights Analytics
        </h2>
        {lastSyncedAt && (
          <p className="text-base-content/70 text-sm">
            From this device's saved bookings, as of {formatDateTime(lastSyncedAt)}
          </p>
        )}
      </div>
      {error ? (
        <ErrorBox message={error} onRetry={retry} />
      ) : !data ? (
        <div className="skeleton h-40 w-full" aria-hidden="true" />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Flight figures">
            <Figure
              id="daily-sales"
              label="Daily Sales"
              value={formatRupees(data.dailySales)}
              icon={icon(Wallet)}
            >
              <p className="text-base-content/70 text-xs">Approved today</p>
            </Figure>
            <Figure
              id="today-tickets"
              label="Today Tickets"
              value={data.todayTickets.toLocaleString("en-PK")}
              icon={icon(Ticket)}
            >
              <p className="text-base-content/70 text-xs">Passengers on today's approved bookings</p>
            </Figure>
            <Figure
              id="total-bookings"
              label="Total Bookings"
              value={data.totalBookings.toLocaleString("en-PK")}
              icon={icon(ClipboardList)}
            >
              <dl className="grid grid-cols-4 gap-1 text-center text-xs">
                {(
                  [
                    ["Day", data.bookingsDaily],
                    ["Week", data.bookingsWeekly],
                    ["Month", data.bookingsMonthly],
                    ["Year", data.bookingsYearly],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k} className="rounded-field bg-base-200 px-1 py-1">
                    <dt className="text-base-content/70">{k}</dt>
                    <dd className="font-semibold tabular-nums">{v.toLocaleString("en-PK")}</dd>
                  </div>
                ))}
              </dl>
            </Figure>
            <Figure
              id="total-revenue"
              label="Total Revenue"
              value={formatRupees(data.totalRevenue)}
              icon={icon(TrendingUp)}
            >
              <p className="text-base-content/70 text-xs">All approved flight bookings</p>
            </Figure>
            <Figure
              id="period-sales"
              label="Weekly / Monthly / Yearly Sales"
              value={formatRupees(data.yearlySales)}
              icon={icon(CalendarDays)}
            >
              <dl className="space-y-0.5 text-xs">
                {(
                  [
                    ["Last 7 days", data.weeklySales],
                    ["This month", data.monthlySales],
                    ["This year", data.yearlySales],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k} className="flex justify-between gap-2">
                    <dt className="text-base-content/70">{k}</dt>
                    <dd className="font-semibold tabular-nums">{formatRupees(v)}</dd>
                  </div>
                ))}
              </dl>
            </Figure>
          </ul>

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <StatusCounts
              title="Booking Status"
              icon={<Plane className="size-4 text-primary" aria-hidden="true" />}
              approved={data.approved}
              pending={data.pending}
              cancelled={data.cancelled}
              testId="flights-booking-status"
              level="h3"
            />
            <section
              className="card border border-base-300 bg-base-100"
              aria-labelledby="top-destinations-title"
            >
              <div className="card-body gap-3 p-5">
                <h3 id="top-destinations-title" className="font-semibold text-base">
                  Top Destinations
                </h3>
                {data.topDestinations.length === 0 ? (
                  <EmptyState icon={MapPin} title="No destinations available" />
                ) : (
                  <ol className="space-y-2" data-testid="top-destinations">
                    {data.topDestinations.map((d, i) => (
                      <li key={d.destination} className="flex items-center gap-3">
                        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-base-200 font-semibold text-xs">
                          {i + 1}
                        </span>
                        <span className="min-w-0 flex-1 truncate font-medium">{d.destination}</span>
                        <span className="text-base-content/75 text-sm tabular-nums">
                          {d.flights} {d.flights === 1 ? "flight" : "flights"}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </section>
            <QuickActions
              title="Quick Actions"
              level="h3"
              actions={[
                { to: "/admin/flights", label: "Manage Flights", icon: Plane },
                { to: "/admin/flights/bookings", label: "Manage Bookings", icon: ClipboardList },
              ]}
            />
          </div>

          <section className="card border border-base-300 bg-base-100" aria-labelledby="flights-recent-title">
            <div className="card-body gap-2 p-5">
              <h3 id="flights-recent-title" className="font-semibold text-base">
                Recent Bookings
              </h3>
              {data.recentBookings.length === 0 ? (
                <EmptyState icon={Ticket} title="No bookings yet" />
              ) : (
                <ul className="divide-y divide-base-300" data-testid="flights-recent-bookings">
                  {data.recentBookings.map((b) => (
                    <li
                      key={b.id}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                    >
                      <div className="min-w-0">
                        <p className="font-medium">
                          {b.flightNumber ?? "Unknown Flight"}
                          <span className="font-normal text-base-content/75">
                            {" "}
                            · {b.userName ?? "Unknown User"}
                          </span>
                        </p>
                        <p className="text-base-content/70 text-xs">
                          {b.passengers} {b.passengers === 1 ? "passenger" : "passengers"} ·{" "}
                          <time dateTime={b.createdAt}>{formatDate(b.createdAt)}</time>
                        </p>
                      </div>
                      <div className="flex items-center gap-3">
                        <span className={`badge badge-sm ${BADGE_CLASS[activityTone(b.status)]}`}>
                          {STATUS_LABEL[b.status]}
                        </span>
                        <span className="font-semibold tabular-nums">{formatRupees(b.amount)}</span>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        </>
      )}
    </section>
  );
}
