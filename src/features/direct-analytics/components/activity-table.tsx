/** The website activity by month as a table (from 640 px): visits (not measured), bookings, revenue, and the total. */
import { CalendarRange } from "lucide-react";
import type { WebsiteActivity } from "../../../domain/direct-analytics.ts";
import { formatRupees } from "../../../domain/format.ts";
import { count, dateSpan, NOT_MEASURED, rangeLabel } from "../model.ts";

export function ActivityTable({ activity: a }: { activity: WebsiteActivity }) {
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="table table-sm" data-testid="activity-table">
        <caption className="sr-only">
          Website visits, bookings and revenue by month, {rangeLabel(a.days).toLowerCase()}
        </caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Visits</th>
            <th scope="col" className="text-right">
              Bookings
            </th>
            <th scope="col" className="text-right">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {a.months.map((m) => (
            <tr key={m.start} data-testid="activity-month">
              <th scope="row" className="font-normal">
                <span className="block font-medium">{m.label}</span>
                <span className="flex items-center gap-1 text-base-content/70 text-xs">
                  <CalendarRange className="size-3 shrink-0" aria-hidden="true" />
                  {dateSpan(m.start, m.end)}
                </span>
              </th>
              <td className="text-base-content/70">{NOT_MEASURED}</td>
              <td className="text-right tabular-nums" data-testid="month-bookings">
                {count(m.bookings)}
              </td>
              <td className="whitespace-nowrap text-right tabular-nums" data-testid="month-revenue">
                {formatRupees(m.revenue)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-base-content">
          <tr>
            <th scope="row">Total</th>
            <td className="font-normal text-base-content/70">{NOT_MEASURED}</td>
            <td className="text-right tabular-nums" data-testid="total-bookings">
              {count(a.bookings)}
            </td>
            <td className="whitespace-nowrap text-right tabular-nums" data-testid="total-revenue">
              {formatRupees(a.revenue)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
