/** My Dashboard's stat cards: how many bookings, and how many confirmed, pending and cancelled. */
import { CircleCheck, CircleX, Hourglass, type LucideIcon, Ticket } from "lucide-react";
import { formatCount } from "../../../domain/format.ts";
import type { CustomerDashboardData } from "../../../workers/analytics-client.ts";
import { type CustomerStatCard, customerStatCards } from "../model.ts";

const STAT_LOOK: Record<CustomerStatCard["id"], { icon: LucideIcon; tone: string }> = {
  total: { icon: Ticket, tone: "bg-primary/10 text-primary" },
  confirmed: { icon: CircleCheck, tone: "bg-success/10 text-success" },
  pending: { icon: Hourglass, tone: "bg-warning/15 text-warning" },
  cancelled: { icon: CircleX, tone: "bg-error/10 text-error" },
};

/** The four counts at the top: all, confirmed, pending and cancelled bookings. */
export function StatCards({ f }: { f: CustomerDashboardData }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Your bookings">
      {customerStatCards(f).map((c) => {
        const { icon: Icon, tone } = STAT_LOOK[c.id];
        return (
          <li
            key={c.id}
            className="card border border-base-300 bg-base-100"
            data-testid="stat-card"
            data-card={c.id}
          >
            <div className="card-body gap-1 p-4 sm:p-5">
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-medium text-base-content/75 text-sm">{c.label}</h2>
                <span className={`grid size-8 shrink-0 place-items-center rounded-field ${tone}`}>
                  <Icon className="size-4" aria-hidden="true" />
                </span>
              </div>
              <p className="font-bold text-2xl tabular-nums sm:text-3xl" data-testid="stat-value">
                {formatCount(c.value)}
              </p>
              <p className="text-base-content/70 text-xs">{c.hint}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
