/** The analytics screen's figure card: one big figure (or 'Not measured'), its icon, what it counts. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

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
