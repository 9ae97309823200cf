/** The five stat cards of the Admin Dashboard. */
import { type LucideIcon, Package, Plane, Ticket, Users, Wallet } from "lucide-react";
import type { AdminFigures, AdminTrends, CurrencyAmount } from "../../../domain/analytics.ts";
import { type StatCard, statCards } from "../stat-figures.ts";
import { TrendLine } from "./trend-line.tsx";

const ICONS: Record<StatCard["id"], { icon: LucideIcon; tone: string }> = {
  "total-sales": { icon: Wallet, tone: "bg-primary/10 text-primary" },
  "flight-sales": { icon: Plane, tone: "bg-info/10 text-info" },
  "package-sales": { icon: Package, tone: "bg-secondary/10 text-secondary" },
  "available-tickets": { icon: Ticket, tone: "bg-success/10 text-success" },
  "total-customers": { icon: Users, tone: "bg-warning/15 text-warning" },
};

/** Three cards then two wider ones on desktops; Total Sales across both columns on tablets. */
const SPANS = [
  "sm:col-span-2 lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-3",
  "lg:col-span-3",
];

export function StatCards({
  figures,
  trend,
  others,
}: {
  figures: AdminFigures;
  trend: AdminTrends | null;
  others: readonly CurrencyAmount[];
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="Key figures">
      {statCards(figures, trend, others).map((c, i) => {
        const { icon: Icon, tone } = ICONS[c.id];
        return (
          <li
            key={c.id}
            className={`card border border-base-300 bg-base-100 ${SPANS[i] ?? ""}`}
            data-testid="stat-card"
            data-card={c.id}
          >
            <div className="card-body gap-2 p-5">
              <div className="flex items-start justify-between gap-3">
                <h2 className="font-medium text-base-content/75 text-sm">{c.label}</h2>
                <span className={`grid size-9 shrink-0 place-items-center rounded-field ${tone}`}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
              </div>
              <p className="break-words font-bold text-2xl tabular-nums" data-testid="stat-value">
                {c.value}
              </p>
              <p className="text-base-content/70 text-xs">{c.detail}</p>
              {c.others && c.others.length > 0 && (
                <p className="text-xs" data-testid="other-currencies">
                  <span className="font-semibold tabular-nums">{c.others.join(" · ")}</span>{" "}
                  <span className="text-base-content/70">GDS sales in other currencies, not converted</span>
                </p>
              )}
              {c.trend && <TrendLine chip={c.trend} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
