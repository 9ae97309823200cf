/** Small pieces of the analytics screen: a figure card, a card frame, share bars, a status badge. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Status } from "../../../domain/analytics.ts";
import { STATUS_WORDS } from "../model.ts";

/** A card with one big figure (or 'Not measured'), its icon, and what it counts. */
export function FigureCard({
  id,
  label,
  value,
  icon: Icon,
  tone,
  muted = false,
  children,
  className = "",
  level = "h3",
}: {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  /** The icon's tint, e.g. 'bg-primary/10 text-primary'. */
  tone: string;
  /** The value is a word, not a figure ('Not measured'). */
  muted?: boolean;
  children?: ReactNode;
  className?: string;
  level?: "h2" | "h3";
}) {
  const Heading = level;
  return (
    <li className={`card min-w-0 border border-base-300 bg-base-100 ${className}`} data-card={id}>
      <div className="card-body gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading className="font-medium text-base-content/75 text-sm">{label}</Heading>
          <span className={`grid size-9 shrink-0 place-items-center rounded-field ${tone}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </div>
        <p
          className={`break-words tabular-nums ${muted ? "font-semibold text-base-content/70 text-lg" : "font-bold text-2xl"}`}
          data-testid="figure-value"
        >
          {value}
        </p>
        {children}
      </div>
    </li>
  );
}

/** A titled card. */
export function Panel({
  title,
  id,
  children,
  className = "",
  level = "h2",
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
  level?: "h2" | "h3";
}) {
  const Heading = level;
  return (
    <section
      className={`card min-w-0 border border-base-300 bg-base-100 ${className}`}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <div className="card-body gap-3 p-5">
        <Heading id={`${id}-title`} className="font-semibold text-base">
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}

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

/**
 * Tinted, not coloured, text (as the direct-booking lists do): the tone is the ground and a dot,
 * the word is in the base text colour, which keeps its contrast in both themes.
 */
const TONE: Record<Status, { box: string; dot: string }> = {
  pending: { box: "border-warning/60 bg-warning/20", dot: "bg-warning" },
  approved: { box: "border-success/50 bg-success/15", dot: "bg-success" },
  cancelled: { box: "border-error/50 bg-error/10", dot: "bg-error" },
};

export function StatusWord({ status }: { status: Status }) {
  const tone = TONE[status];
  return (
    <span
      className={`badge badge-sm gap-1.5 whitespace-nowrap text-base-content ${tone.box}`}
      data-status={status}
    >
      <span className={`size-1.5 shrink-0 rounded-full ${tone.dot}`} aria-hidden="true" />
      {STATUS_WORDS[status]}
    </span>
  );
}

/** Buttons of which one is chosen (aria-pressed), joined. */
export function ChoiceButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <fieldset className="join" aria-label={label} data-testid={testId}>
      {options.map((o) => {
        const pressed = o.value === value;
        return (
          <button
            key={String(o.value)}
            type="button"
            className={`btn join-item btn-sm max-lg:min-h-11 ${pressed ? "btn-primary" : "btn-ghost border-base-300"}`}
            aria-pressed={pressed}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </fieldset>
  );
}
