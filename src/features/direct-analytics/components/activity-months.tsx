/**
 * The website activity by month: a card per month and the total on phones, a table from 640 px,
 * and what the bookings and revenue count.
 */
import type { WebsiteActivity } from "../../../domain/direct-analytics.ts";
import { dateSpan, plural } from "../model.ts";
import { ActivityTable } from "./activity-table.tsx";
import { MonthFigures } from "./month-figures.tsx";
import { Panel } from "./panel.tsx";

export function ActivityMonths({ activity: a }: { activity: WebsiteActivity }) {
  const span = dateSpan(a.start, a.end);
  return (
    <Panel title="By Month" id="activity-months" className="lg:col-span-2" level="h3">
      <ul className="divide-y divide-base-300 sm:hidden" data-testid="activity-cards">
        {a.months.map((m) => (
          <li key={m.start} className="space-y-2 py-3">
            <MonthFigures
              title={m.label}
              span={dateSpan(m.start, m.end)}
              bookings={m.bookings}
              revenue={m.revenue}
            />
          </li>
        ))}
        <li className="space-y-2 py-3">
          <MonthFigures title="Total" span={span} bookings={a.bookings} revenue={a.revenue} />
        </li>
      </ul>
      <ActivityTable activity={a} />
      <p className="text-base-content/70 text-xs">
        Bookings count every booking made, whatever its status; revenue counts the{" "}
        {plural(a.confirmed, "confirmed one", "confirmed ones")}.
      </p>
    </Panel>
  );
}
