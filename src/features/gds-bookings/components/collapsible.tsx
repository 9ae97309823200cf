/** The GDS booking details' collapsible blocks (the itinerary's segments, the passengers). */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A collapsible block (native details/summary: keyboard and screen readers for free). */
export function Collapsible({
  title,
  icon: Icon,
  children,
  defaultOpen = false,
  testId,
}: {
  title: ReactNode;
  icon?: LucideIcon;
  children: ReactNode;
  defaultOpen?: boolean;
  testId?: string;
}) {
  return (
    <details
      className="collapse-arrow collapse min-w-0 rounded-box border border-base-300 bg-base-100"
      open={defaultOpen}
      data-testid={testId}
    >
      <summary className="collapse-title flex min-h-12 items-center gap-2 font-semibold">
        {Icon && <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />}
        <span className="min-w-0">{title}</span>
      </summary>
      <div className="collapse-content min-w-0">{children}</div>
    </details>
  );
}
