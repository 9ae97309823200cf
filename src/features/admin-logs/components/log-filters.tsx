/**
 * The filters of Activity Logs: Action, Status, User Role and By time (with From/To dates for a
 * custom range). Every change goes to the server (the screen puts it in the URL).
 */
import { FilterX } from "lucide-react";
import type { ReactNode } from "react";
import {
  actionLabel,
  LOG_ACTIONS,
  LOG_ROLES,
  LOG_STATUSES,
  type LogFilters,
  TIME_LABELS,
  TIME_PRESETS,
  type TimePreset,
} from "../log-query.ts";
import { DateInput, FilterSelect, type Option } from "./filter-inputs.tsx";
import { STATUS_LABELS } from "./log-status-badge.tsx";

/** A choice's options: 'All …' (no filter), then each value with its label. */
const choices = <T extends string>(all: string, values: readonly T[], label: (v: T) => string): Option[] => [
  { value: "", label: all },
  ...values.map((v) => ({ value: v, label: label(v) })),
];

/** The filters that are a plain choice: the filter, its label, its data-filter name, its options. */
const CHOICES = [
  {
    key: "action",
    label: "Action",
    name: "action",
    options: choices("All Actions", LOG_ACTIONS, actionLabel),
  },
  {
    key: "status",
    label: "Status",
    name: "status",
    options: choices("All Statuses", LOG_STATUSES, (s) => STATUS_LABELS[s]),
  },
  {
    key: "userRole",
    label: "User Role",
    name: "role",
    options: choices("All Roles", LOG_ROLES, (r) => r.charAt(0).toUpperCase() + r.slice(1)),
  },
] as const;
const TIME_OPTIONS: Option[] = TIME_PRESETS.map((t) => ({ value: t, label: TIME_LABELS[t] }));

export type FilterChange = Partial<Omit<LogFilters, "search">>;

export function LogFiltersBar({
  filters,
  onChange,
  onClear,
  toolbar,
}: {
  filters: LogFilters;
  onChange: (next: FilterChange) => void;
  onClear: () => void;
  toolbar?: ReactNode;
}) {
  const narrowed = Boolean(filters.action || filters.status || filters.userRole || filters.time !== "all");
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="log-filters">
      {CHOICES.map(({ key, label, name, options }) => (
        <FilterSelect
          key={key}
          label={label}
          name={name}
          value={filters[key]}
          options={options}
          onChange={(v) => onChange({ [key]: v })}
        />
      ))}
      <FilterSelect
        label="By time"
        name="time"
        value={filters.time}
        options={TIME_OPTIONS}
        onChange={(time) => onChange({ time: time as TimePreset, from: "", to: "" })}
      />
      {filters.time === "custom" && (
        <>
          <DateInput
            label="From"
            name="from"
            value={filters.from}
            max={filters.to}
            onChange={(from) => onChange({ from })}
          />
          <DateInput
            label="To"
            name="to"
            value={filters.to}
            min={filters.from}
            onChange={(to) => onChange({ to })}
          />
        </>
      )}
      {narrowed && (
        <button type="button" className="btn btn-ghost btn-sm max-lg:min-h-11" onClick={onClear}>
          <FilterX className="size-4" aria-hidden="true" />
          Clear Filters
        </button>
      )}
      {toolbar && <div className="ml-auto flex flex-wrap items-center gap-2">{toolbar}</div>}
    </div>
  );
}
