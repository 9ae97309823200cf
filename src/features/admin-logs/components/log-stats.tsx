/** The stats cards of Activity Logs: Total Logs, Today, Errors, Active Users (the users with activity today). */
import { Activity, CalendarDays, CircleAlert, type LucideIcon, Users } from "lucide-react";
import { formatCount } from "../../../domain/format.ts";
import type { LogStats } from "../data.ts";

const CARDS: readonly {
  icon: LucideIcon;
  label: string;
  value: (s: LogStats) => number;
  note: string;
  tone: string;
}[] = [
  {
    icon: Activity,
    label: "Total Logs",
    value: (s) => s.totalLogs,
    note: "All time",
    tone: "bg-primary/10 text-primary",
  },
  {
    icon: CalendarDays,
    label: "Today",
    value: (s) => s.todayLogs,
    note: "Since midnight",
    tone: "bg-info/15 text-info",
  },
  {
    icon: CircleAlert,
    label: "Errors",
    value: (s) => s.errorLogs,
    note: "All time",
    tone: "bg-error/10 text-error",
  },
  {
    icon: Users,
    label: "Active Users",
    value: (s) => s.userActivity.length,
    note: "With activity today",
    tone: "bg-success/15 text-success",
  },
];

export function LogStatsCards({ stats }: { stats: LogStats | null }) {
  return (
    <section aria-label="Log statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ icon: Icon, label, value, note, tone }) => (
        <div
          key={label}
          className="flex min-w-0 items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 sm:p-4"
          data-stat={label}
        >
          <span className={`grid size-8 shrink-0 place-items-center rounded-full sm:size-10 ${tone}`}>
            <Icon className="size-4 sm:size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-base-content/70 text-sm">{label}</p>
            <p className="font-semibold text-2xl tabular-nums leading-tight" data-testid={`stat-${label}`}>
              {stats ? formatCount(value(stats)) : "—"}
            </p>
            <p className="text-base-content/75 text-xs leading-snug">{note}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
