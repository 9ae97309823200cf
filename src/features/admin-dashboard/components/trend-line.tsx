/** A stat card's trend: the change against the previous period of equal length, and what it compares. */
import { type LucideIcon, Minus, Sparkles, TrendingDown, TrendingUp } from "lucide-react";
import type { TrendChip } from "../stat-figures.ts";

const ICON: Record<TrendChip["direction"], { icon: LucideIcon; tone: string }> = {
  up: { icon: TrendingUp, tone: "text-success" },
  down: { icon: TrendingDown, tone: "text-error" },
  flat: { icon: Minus, tone: "text-base-content/60" },
  new: { icon: Sparkles, tone: "text-info" },
};

export function TrendLine({ chip }: { chip: TrendChip }) {
  const { icon: Icon, tone } = ICON[chip.direction];
  return (
    <p
      className="flex flex-wrap items-center gap-x-1 text-xs"
      title={chip.periods}
      data-testid="stat-trend"
      data-direction={chip.direction}
    >
      <Icon className={`size-3.5 shrink-0 ${tone}`} aria-hidden="true" />
      <span className="font-semibold tabular-nums" data-testid="stat-trend-change">
        {chip.text}
      </span>
      <span className="text-base-content/70">{chip.caption}</span>
      <span className="sr-only">({chip.periods})</span>
    </p>
  );
}
