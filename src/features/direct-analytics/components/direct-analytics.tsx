/**
 * The Direct-bookings analytics (/admin/direct-bookings/analytics): the period buttons (Daily,
 * Monthly, Yearly, All Time) and their figures,
 * then 'Website traffic and bookings' with its 7 / 30 / 90-day buttons (the spec's second analytics
 * page; see website-activity.tsx for why it is a section here and shows no invented figures).
 * Everything is computed in the analytics worker from the three direct lists of the local mirror;
 * a list that never loaded and failed shows its error text in a red box with Try Again, and no
 * figures (which list it was is not shown); one that failed after loading keeps its saved rows.
 * The choices live in the URL.
 */
import type { DashboardPeriod } from "../../../domain/constants.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { Page } from "../../../ui/page.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useDirectAnalytics } from "../data.ts";
import { PERIODS, periodNote } from "../model.ts";
import { DEFAULT_DAYS, DEFAULT_PERIOD, type DirectAnalyticsSearch } from "../route-search.ts";
import { ChoiceButtons } from "./choice-buttons.tsx";
import { PeriodFigures } from "./period-figures.tsx";
import { WebsiteActivity } from "./website-activity.tsx";

export function DirectAnalyticsDashboard({
  search,
  onSearchChange,
}: {
  search: DirectAnalyticsSearch;
  onSearchChange: (next: DirectAnalyticsSearch) => void;
}) {
  const period: DashboardPeriod = search.period ?? DEFAULT_PERIOD;
  const days = search.days ?? DEFAULT_DAYS;
  const state = useDirectAnalytics({ period, days });
  const { data, shown } = state;
  // A list that never loaded and failed: its message and Try Again, no figures at ₨ 0 (docs/ARCHITECTURE.md §5.9).
  const neverLoaded = Boolean(state.error) && !state.lastSyncedAt;

  const controls = (
    <div className="flex flex-wrap items-center gap-2">
      <ChoiceButtons
        label="Period"
        options={PERIODS}
        value={period}
        onChange={(p) => onSearchChange({ ...search, period: p })}
        testId="period-buttons"
      />
      <ActionButton variant="refresh" size="sm" busy={state.syncing} onClick={state.refresh} />
    </div>
  );

  return (
    <Page
      title="Direct Bookings Analytics"
      subtitle="Sales and bookings from the agency's website and the GDS"
      actions={controls}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {data && shown && !state.waiting && (
          <p className="text-base-content/70 text-sm" data-testid="period-note">
            {periodNote(shown.period, data.range)}
          </p>
        )}
        <FreshnessLine
          noun="bookings"
          lastSyncedAt={state.lastSyncedAt}
          failed={state.failed}
          syncing={state.syncing}
          loading={state.loading}
        />
      </div>
      {state.error && <ErrorBox message={state.error} onRetry={state.refresh} />}
      {neverLoaded ? null : !data || !shown || state.waiting ? (
        state.error && !state.waiting ? null : (
          <Spinner label="Loading analytics…" />
        )
      ) : (
        <div
          className={`space-y-8 transition-opacity ${state.stale ? "opacity-60" : ""}`}
          aria-busy={state.stale || undefined}
          data-testid="direct-analytics"
          data-period={shown.period}
          data-days={shown.days}
        >
          <PeriodFigures figures={data.figures} />
          <WebsiteActivity
            activity={data.activity}
            days={days}
            onDaysChange={(d) => onSearchChange({ ...search, days: d })}
          />
        </div>
      )}
    </Page>
  );
}
