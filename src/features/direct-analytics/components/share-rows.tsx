/** Share bars of the analytics screen: labelled rows, each with its value and a bar of its share. */
import type { ReactNode } from "react";

export type ShareRow = {
  key: string;
  label: ReactNode;
  /** What is shown on the right ('12', '₨ 1,200 · 40%'). */
  value: string;
  n: number;
  /** daisyUI progress colour, e.g. 'progress-primary'. */
  bar?: string;
};

/** Labelled rows with a bar each: `n` out of `max`. */
export function ShareRows({
  rows,
  max,
  ordered = false,
  testId,
}: {
  rows: readonly ShareRow[];
  max: number;
  ordered?: boolean;
  testId?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className="space-y-3" data-testid={testId}>
      {rows.map((r, i) => (
        <li key={r.key} data-key={r.key}>
          <p className="flex items-start justify-between gap-3 text-sm">
            <span className="flex min-w-0 items-start gap-2">
              {ordered && (
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-base-200 font-semibold text-xs">
                  {i + 1}
                </span>
              )}
              <span className="min-w-0 break-words font-medium" data-testid="share-label">
                {r.label}
              </span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums" data-testid="share-value">
              {r.value}
            </span>
          </p>
          <progress
            className={`progress ${r.bar ?? "progress-primary"} mt-1 h-1.5 w-full`}
            value={r.n}
            max={Math.max(max, 1)}
            aria-hidden="true"
          />
        </li>
      ))}
    </List>
  );
}
