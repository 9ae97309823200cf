/**
 * The Admin Dashboard's controls: the period buttons, the month selector (the months the server, or
 * offline the saved copy, knows; a month from the URL stays selectable) and Refresh.
 */
import type { DashboardPeriod } from "../../../domain/analytics.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import type { MonthsState } from "../available-months.ts";
import { ALL_MONTHS, type MonthEntry, type MonthOption, monthOptions, PERIODS } from "../model.ts";
import type { DashboardSearch } from "../route-search.ts";

/** The selector's options for what is known about the months. */
export function selectorOptions(
  months: MonthsState,
  mirrorMonths: MonthEntry[] | null,
  chosen: string,
): MonthOption[] {
  const options =
    months.status === "server"
      ? monthOptions(months.months)
      : months.status === "failed"
        ? monthOptions(null)
        : months.status === "offline"
          ? monthOptions(mirrorMonths?.length ? mirrorMonths : null)
          : [ALL_MONTHS];
  // A month chosen before (in the URL) stays selectable.
  if (chosen && !options.some((o) => o.value === chosen)) {
    const extra = monthOptions([{ year: Number(chosen.slice(0, 4)), month: Number(chosen.slice(5, 7)) }])[1];
    if (extra) options.push(extra);
  }
  return options;
}

export function DashboardControls({
  period,
  month,
  options,
  onSearchChange,
  refreshing,
  onRefresh,
}: {
  period: DashboardPeriod;
  /** The chosen month ('YYYY-MM'), or '' for the period. */
  month: string;
  options: readonly MonthOption[];
  onSearchChange: (next: DashboardSearch) => void;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="dashboard-controls">
      <fieldset className="join" aria-label="Period">
        {PERIODS.map((p) => {
          const pressed = !month && p.value === period;
          return (
            <button
              key={p.value}
              type="button"
              className={`btn join-item btn-sm max-lg:min-h-11 ${pressed ? "btn-primary" : "btn-ghost border-base-300"}`}
              aria-pressed={pressed}
              onClick={() => onSearchChange({ period: p.value })}
            >
              {p.label}
            </button>
          );
        })}
      </fieldset>
      <label className="select select-sm w-auto max-lg:min-h-11">
        <span className="sr-only">Month</span>
        <select
          value={month}
          onChange={(e) => onSearchChange({ period, month: e.target.value || undefined })}
          data-testid="month-select"
        >
          {options.map((o) => (
            <option key={o.value || "all"} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <ActionButton variant="refresh" size="sm" busy={refreshing} onClick={onRefresh} />
    </div>
  );
}
