/**
 * A card of booking counts by status (Approved, Pending, Cancelled), each with its share. `labels`
 * renames them (the direct-bookings analytics says Confirmed). Shared from the Admin Dashboard.
 */
import type { ReactNode } from "react";
import { formatCount } from "../domain/format.ts";

const ROWS = [
  { key: "approved", bar: "progress-success", dot: "bg-success" },
  { key: "pending", bar: "progress-warning", dot: "bg-warning" },
  { key: "cancelled", bar: "progress-error", dot: "bg-error" },
] as const;

export type StatusLabels = Record<(typeof ROWS)[number]["key"], string>;

export const STATUS_LABELS: StatusLabels = {
  approved: "Approved",
  pending: "Pending",
  cancelled: "Cancelled",
};

export function StatusCounts({
  title,
  icon,
  approved,
  pending,
  cancelled,
  testId,
  level = "h2",
  labels = STATUS_LABELS,
}: {
  level?: "h2" | "h3";
  title: string;
  icon?: ReactNode;
  approved: number;
  pending: number;
  cancelled: number;
  testId?: string;
  labels?: StatusLabels;
}) {
  const counts = { approved, pending, cancelled };
  const Heading = level;
  const total = approved + pending + cancelled;
  return (
    <section className="card border border-base-300 bg-base-100" data-testid={testId} aria-label={title}>
      <div className="card-body gap-4 p-5">
        <div className="flex items-center justify-between gap-2">
          <Heading className="flex items-center gap-2 font-semibold text-base">
            {icon}
            {title}
          </Heading>
          <span className="text-base-content/70 text-sm">{formatCount(total)} total</span>
        </div>
        <ul className="space-y-3">
          {ROWS.map((r) => (
            <li key={r.key} data-status={r.key}>
              <p className="flex items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-2">
                  <span className={`size-2.5 rounded-full ${r.dot}`} aria-hidden="true" />
                  {labels[r.key]}
                </span>
                <span className="font-semibold tabular-nums" data-testid="status-count">
                  {formatCount(counts[r.key])}
                </span>
              </p>
              <progress
                className={`progress ${r.bar} mt-1 h-1.5 w-full`}
                value={counts[r.key]}
                max={Math.max(total, 1)}
                aria-hidden="true"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
