/** The five stat cards of the Admin Dashboard. */
import { type LucideIcon, Package, Plane, Ticket, TrendingUp, Users, Wallet } from "lucide-react";
import type { AdminFigures } from "../../../domain/analytics.ts";
import { type StatCard, statCards } from "../stat-figures.ts";

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

export function StatCards({ figures }: { figures: AdminFigures }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="Key figures">
      {statCards(figures).map((c, i) => {
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
              {c.fixedTrend && (
                <p
                  className="flex items-center gap-1 text-xs"
                  title="A fixed figure, not computed from the data"
                >
                  <TrendingUp className="size-3.5 shrink-0 text-success" aria-hidden="true" />
                  <span className="font-semibold">{c.fixedTrend}</span>
                  <span className="text-base-content/70">fixed figure, not computed</span>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
