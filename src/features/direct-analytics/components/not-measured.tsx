/** What Safar does not measure (site visits and what needs them), saying so instead of a number. */
import { Info, type LucideIcon } from "lucide-react";
import { NOT_MEASURED } from "../model.ts";
import { FigureCard } from "./figure-card.tsx";

export function NotMeasured({ children }: { children?: string }) {
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="not-measured">
      <Info className="mt-0.5 size-4 shrink-0 text-base-content/60" aria-hidden="true" />
      <p>
        <span className="font-semibold">{NOT_MEASURED}</span>
        <span className="text-base-content/70"> — {children ?? "Safar does not track site visits"}</span>
      </p>
    </div>
  );
}

/** A figure card whose figure is not measured, with why. */
export function NotMeasuredCard({
  id,
  label,
  icon,
  note,
}: {
  id: string;
  label: string;
  icon: LucideIcon;
  note: string;
}) {
  return (
    <FigureCard
      id={id}
      label={label}
      value={NOT_MEASURED}
      muted
      icon={icon}
      tone="bg-base-200 text-base-content/70"
    >
      <p className="text-base-content/70 text-xs">{note}</p>
    </FigureCard>
  );
}
