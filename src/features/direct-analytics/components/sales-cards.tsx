/**
 * The period's sales: website flight and package sales in rupees, and GDS sales in the agency's
 * currency with every other currency listed on its own (never converted).
 */
import { Network, Package, Plane } from "lucide-react";
import type { DirectAnalytics } from "../../../domain/direct-analytics.ts";
import { formatCurrency, formatRupees } from "../../../domain/format.ts";
import { FigureCard } from "./figure-card.tsx";

export function SalesCards({ figures: f }: { figures: DirectAnalytics }) {
  const [home, ...others] = f.gdsSales;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Sales">
      <FigureCard
        id="flight-sales"
        level="h2"
        label="Flight Sales"
        value={formatRupees(f.flightSales)}
        icon={Plane}
        tone="bg-info/10 text-info"
      >
        <p className="text-base-content/70 text-xs">Confirmed website flight bookings</p>
      </FigureCard>
      <FigureCard
        id="package-sales"
        level="h2"
        label="Package Sales"
        value={formatRupees(f.packageSales)}
        icon={Package}
        tone="bg-secondary/10 text-secondary"
      >
        <p className="text-base-content/70 text-xs">Confirmed website package bookings</p>
      </FigureCard>
      <FigureCard
        id="gds-sales"
        level="h2"
        label="GDS Sales"
        value={formatCurrency(home?.amount ?? 0, home?.currency ?? "PKR")}
        icon={Network}
        tone="bg-primary/10 text-primary"
        className="sm:col-span-2 lg:col-span-1"
      >
        {others.length > 0 && (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label="GDS sales in other currencies">
            {others.map((c) => (
              <li key={c.currency} className="font-semibold tabular-nums" data-currency={c.currency}>
                {formatCurrency(c.amount, c.currency)}
              </li>
            ))}
          </ul>
        )}
        <p className="text-base-content/70 text-xs">
          Confirmed GDS bookings, each currency on its own (not converted)
        </p>
      </FigureCard>
    </ul>
  );
}
