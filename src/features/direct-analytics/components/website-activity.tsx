/**
 * 'Website traffic and bookings': the spec's second analytics page, as a section of this one.
 *
 * Decision: that page showed fixed sample figures after a simulated 1000 ms delay and fetched
 * nothing. Safar never shows invented numbers, so it lives here with its 7 / 30 / 90-day buttons
 * and shows only what is measured: the website's bookings (flight and package) and their confirmed
 * revenue, in total and by month over the range, from the same direct lists and the same worker as
 * the rest of the page — at once, with no simulated delay. What Safar does not measure (visits,
 * unique visitors, conversion rate, top pages, traffic sources, visits per month) says 'Not
 * measured' instead of a number.
 */
import { CalendarRange, Eye, Info, Percent, Signpost, Ticket, Users } from "lucide-react";
import type { WebsiteActivity as Activity } from "../../../domain/direct-analytics.ts";
import { formatRupees } from "../../../domain/format.ts";
import { count, dateSpan, NOT_MEASURED, NOT_MEASURED_NOTE, plural, rangeLabel } from "../model.ts";
import { RANGE_DAYS, type RangeDays } from "../route-search.ts";
import { ChoiceButtons, FigureCard, Panel } from "./parts.tsx";

const RANGE_OPTIONS = RANGE_DAYS.map((d) => ({ value: d, label: `${d} days` }));

function NotMeasured({ children }: { children?: string }) {
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="not-measured">
      <Info className="mt-0.5 size-4 shrink-0 text-base-content/60" aria-hidden="true" />
      <p>
        <span className="font-semibold">{NOT_MEASURED}</span>
        <span className="text-base-content/70"> — {children ?? "Safar does not track site visits"}</span>
      </p>
    </div>
  );
}

/** A month (or the total) as a small card, for phones. */
function MonthFigures({
  title,
  span,
  bookings,
  revenue,
}: {
  title: string;
  span: string;
  bookings: number;
  revenue: number;
}) {
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{title}</span>
        <span className="text-base-content/70 text-xs">{span}</span>
      </p>
      <dl className="grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="text-base-content/70 text-xs">Visits</dt>
          <dd className="text-base-content/70">{NOT_MEASURED}</dd>
        </div>
        <div>
          <dt className="text-base-content/70 text-xs">Bookings</dt>
          <dd className="font-semibold tabular-nums">{count(bookings)}</dd>
        </div>
        <div>
          <dt className="text-base-content/70 text-xs">Revenue</dt>
          <dd className="whitespace-nowrap font-semibold tabular-nums">{formatRupees(revenue)}</dd>
        </div>
      </dl>
    </>
  );
}

export function WebsiteActivity({
  activity: a,
  days,
  onDaysChange,
}: {
  activity: Activity;
  days: RangeDays;
  onDaysChange: (days: RangeDays) => void;
}) {
  const span = dateSpan(a.start, a.end);
  return (
    <section className="space-y-4" aria-labelledby="website-activity-title" data-testid="website-activity">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="website-activity-title" className="font-bold text-xl tracking-tight">
            Website traffic and bookings
          </h2>
          <p className="text-base-content/70 text-sm" data-testid="activity-span">
            {rangeLabel(a.days)}: {span}
          </p>
        </div>
        <ChoiceButtons
          label="Range"
          options={RANGE_OPTIONS}
          value={days}
          onChange={onDaysChange}
          testId="range-buttons"
        />
      </div>

      <p
        className="flex items-start gap-2 rounded-box border border-info/40 bg-info/10 px-4 py-3 text-sm"
        data-testid="not-measured-note"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
        <span>
          <span className="font-semibold">{NOT_MEASURED_NOTE}.</span> Bookings and revenue are real: the
          website's flight and package bookings made in the range.
        </span>
      </p>

      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Website figures">
        <FigureCard
          id="total-visits"
          label="Total Visits"
          value={NOT_MEASURED}
          muted
          icon={Eye}
          tone="bg-base-200 text-base-content/70"
        >
          <p className="text-base-content/70 text-xs">Safar does not track site visits</p>
        </FigureCard>
        <FigureCard
          id="unique-visitors"
          label="Unique Visitors"
          value={NOT_MEASURED}
          muted
          icon={Users}
          tone="bg-base-200 text-base-content/70"
        >
          <p className="text-base-content/70 text-xs">Safar does not track site visits</p>
        </FigureCard>
        <FigureCard
          id="bookings"
          label="Bookings"
          value={count(a.bookings)}
          icon={Ticket}
          tone="bg-primary/10 text-primary"
        >
          <p className="text-base-content/70 text-xs">
            {count(a.confirmed)} confirmed · {formatRupees(a.revenue)} revenue
          </p>
        </FigureCard>
        <FigureCard
          id="conversion-rate"
          label="Conversion Rate"
          value={NOT_MEASURED}
          muted
          icon={Percent}
          tone="bg-base-200 text-base-content/70"
        >
          <p className="text-base-content/70 text-xs">It needs site visits, which Safar does not track</p>
        </FigureCard>
      </ul>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4 md:grid-cols-2 lg:grid-cols-1">
          <Panel title="Top Pages" id="top-pages" level="h3">
            <NotMeasured />
          </Panel>
          <Panel title="Traffic Sources" id="traffic-sources" level="h3">
            <NotMeasured />
            <p className="flex items-start gap-2 text-base-content/70 text-sm">
              <Signpost className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Where bookings came from is under Booking Sources above.
            </p>
          </Panel>
        </div>

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
          <p className="text-base-content/70 text-xs">
            Bookings count every booking made, whatever its status; revenue counts the{" "}
            {plural(a.confirmed, "confirmed one", "confirmed ones")}.
          </p>
        </Panel>
      </div>
    </section>
  );
}
