/** Small pieces of Activity Logs: the status badge, the stats cards and the pagination. */
import {
  Activity,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  type LucideIcon,
  Users,
} from "lucide-react";
import type { LogStats } from "../data.ts";
import type { LogStatus } from "../log-query.ts";

const STATUS_BADGES: Record<LogStatus, string> = {
  success: "badge-success",
  error: "badge-error",
  warning: "badge-warning",
};
export const STATUS_LABELS: Record<LogStatus, string> = {
  success: "Success",
  error: "Error",
  warning: "Warning",
};

export function LogStatusBadge({ status }: { status: string }) {
  const known = status in STATUS_BADGES ? (status as LogStatus) : null;
  return (
    <span
      className={`badge badge-sm whitespace-nowrap font-medium ${known ? STATUS_BADGES[known] : "badge-ghost"}`}
      data-status={status}
    >
      {known ? STATUS_LABELS[known] : status}
    </span>
  );
}

const count = new Intl.NumberFormat("en-PK");

function StatCard({
  icon: Icon,
  label,
  value,
  note,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number | null;
  note: string;
  tone: string;
}) {
  return (
    <div
      className="flex min-w-0 items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 sm:p-4"
      data-stat={label}
    >
      <span className={`grid size-8 shrink-0 place-items-center rounded-full sm:size-10 ${tone}`}>
        <Icon className="size-4 sm:size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-base-content/70 text-sm">{label}</p>
        <p className="font-semibold text-2xl tabular-nums leading-tight" data-testid={`stat-${label}`}>
          {value === null ? "—" : count.format(value)}
        </p>
        <p className="text-base-content/75 text-xs leading-snug">{note}</p>
      </div>
    </div>
  );
}

/** Total Logs, Today, Errors, Active Users (the users with activity today). */
export function LogStatsCards({ stats }: { stats: LogStats | null }) {
  return (
    <section aria-label="Log statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Activity}
        label="Total Logs"
        value={stats?.totalLogs ?? null}
        note="All time"
        tone="bg-primary/10 text-primary"
      />
      <StatCard
        icon={CalendarDays}
        label="Today"
        value={stats?.todayLogs ?? null}
        note="Since midnight"
        tone="bg-info/15 text-info"
      />
      <StatCard
        icon={CircleAlert}
        label="Errors"
        value={stats?.errorLogs ?? null}
        note="All time"
        tone="bg-error/10 text-error"
      />
      <StatCard
        icon={Users}
        label="Active Users"
        value={stats ? stats.userActivity.length : null}
        note="With activity today"
        tone="bg-success/15 text-success"
      />
    </section>
  );
}

/** Previous / 'Page X of Y' / Next, shown only when there is more than one page. */
export function Pagination({
  page,
  totalPages,
  onPage,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3" data-testid="pagination">
      <button
        type="button"
        className="btn btn-sm btn-ghost border-base-300 max-lg:min-h-11"
        onClick={() => onPage(page - 1)}
        disabled={disabled || page <= 1}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      <p className="text-sm tabular-nums" aria-live="polite" data-testid="page-label">
        Page {page} of {totalPages}
      </p>
      <button
        type="button"
        className="btn btn-sm btn-ghost border-base-300 max-lg:min-h-11"
        onClick={() => onPage(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
