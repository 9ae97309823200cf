/**
 * The figures of Flights Analytics: Daily Sales, Today Tickets, Total Bookings (with the day, week,
 * month and year), Total Revenue, and the sales of the last 7 days, this month and this year.
 */
import { CalendarDays, ClipboardList, type LucideIcon, Ticket, TrendingUp, Wallet } from "lucide-react";
import { formatCount, formatRupees } from "../../../domain/format.ts";
import type { FlightsPanelData } from "../../../workers/analytics-client.ts";
import { Figure } from "./flights-figure.tsx";

const icon = (Icon: LucideIcon) => <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />;

export function FlightsFigures({ data }: { data: FlightsPanelData }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Flight figures">
      <Figure id="daily-sales" label="Daily Sales" value={formatRupees(data.dailySales)} icon={icon(Wallet)}>
        <p className="text-base-content/70 text-xs">Approved today</p>
      </Figure>
      <Figure
        id="today-tickets"
        label="Today Tickets"
        value={formatCount(data.todayTickets)}
        icon={icon(Ticket)}
      >
        <p className="text-base-content/70 text-xs">Passengers on today's approved bookings</p>
      </Figure>
      <Figure
        id="total-bookings"
        label="Total Bookings"
        value={formatCount(data.totalBookings)}
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
              <dd className="font-semibold tabular-nums">{formatCount(v)}</dd>
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
  );
}
