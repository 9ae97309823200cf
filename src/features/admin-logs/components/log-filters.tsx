/**
 * The filters of Activity Logs: Action, Status, User Role and By time (with From/To dates for a
 * custom range). Every change goes to the server (the screen puts it in the URL).
 */
import { FilterX } from "lucide-react";
import { type ReactNode, useId } from "react";
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
import { STATUS_LABELS } from "./log-parts.tsx";

type Option = { value: string; label: string };

const ACTION_OPTIONS: Option[] = [
  { value: "", label: "All Actions" },
  ...LOG_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
];
const STATUS_OPTIONS: Option[] = [
  { value: "", label: "All Statuses" },
  ...LOG_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const ROLE_OPTIONS: Option[] = [
  { value: "", label: "All Roles" },
  ...LOG_ROLES.map((r) => ({ value: r, label: r.charAt(0).toUpperCase() + r.slice(1) })),
];
const TIME_OPTIONS: Option[] = TIME_PRESETS.map((t) => ({ value: t, label: TIME_LABELS[t] }));

const FIELD = "flex min-w-0 flex-col gap-1 max-sm:flex-1 max-sm:basis-[calc(50%-0.75rem)]";

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className={FIELD}>
      <label htmlFor={id} className="text-base-content/70 text-xs font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (v: string) => void;
  name: string;
}) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      <select
        id={id}
        className="select select-sm w-full min-w-36 max-lg:h-11 sm:w-auto"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-filter={name}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function DateInput({
  label,
  value,
  onChange,
  min,
  max,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  name: string;
}) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      <input
        id={id}
        type="date"
        className="input input-sm w-full min-w-36 max-lg:h-11 sm:w-auto"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        data-filter={name}
      />
    </Field>
  );
}

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
      <Select
        label="Action"
        name="action"
        value={filters.action}
        options={ACTION_OPTIONS}
        onChange={(action) => onChange({ action })}
      />
      <Select
        label="Status"
        name="status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <Select
        label="User Role"
        name="role"
        value={filters.userRole}
        options={ROLE_OPTIONS}
        onChange={(userRole) => onChange({ userRole })}
      />
      <Select
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
