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
import { Info, Signpost } from "lucide-react";
import type { WebsiteActivity as Activity } from "../../../domain/direct-analytics.ts";
import { dateSpan, NOT_MEASURED_NOTE, rangeLabel } from "../model.ts";
import { RANGE_DAYS, type RangeDays } from "../route-search.ts";
import { ActivityMonths } from "./activity-months.tsx";
import { ChoiceButtons } from "./choice-buttons.tsx";
import { NotMeasured } from "./not-measured.tsx";
import { Panel } from "./panel.tsx";
import { WebsiteFigures } from "./website-figures.tsx";

const RANGE_OPTIONS = RANGE_DAYS.map((d) => ({ value: d, label: `${d} days` }));

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

      <WebsiteFigures activity={a} />

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

        <ActivityMonths activity={a} />
      </div>
    </section>
  );
}
