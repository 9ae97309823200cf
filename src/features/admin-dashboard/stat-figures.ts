/** The texts of the Admin Dashboard's five stat cards (docs/ARCHITECTURE.md §11). */
import type { AdminFigures, AdminTrends, CurrencyAmount, TrendChange } from "../../domain/analytics.ts";
import { formatCount, formatCurrency, formatDate, formatRupees } from "../../domain/format.ts";

/** A card's trend: the change against the previous period of equal length, computed from the data. */
export type TrendChip = {
  /** '+12.5%', '-3.0%', '0%', or 'New' when the previous period had none. */
  text: string;
  direction: "up" | "down" | "flat" | "new";
  /** What is compared: 'vs previous 30 days', 'none in the previous day'. */
  caption: string;
  /** Both periods with their figures ('1 Nov 2026 – 30 Nov 2026: ₨ 1,200 · …'), for the tooltip. */
  periods: string;
};

export type StatCard = {
  id: "total-sales" | "flight-sales" | "package-sales" | "available-tickets" | "total-customers";
  label: string;
  value: string;
  /** A line under the value. */
  detail: string;
  /** Amounts not included in the value: GDS sales in other currencies ('+ US$ 1,200'). */
  others?: string[];
  trend: TrendChip | null;
};

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

const span = (start: string, end: string) =>
  `${formatDate(start)} – ${formatDate(new Date(new Date(end).getTime() - 1))}`;

/** A chip's texts; `what` names a count ('accounts opened'), empty for money. */
export function trendChip(t: AdminTrends, c: TrendChange, show: (n: number) => string, what = ""): TrendChip {
  const window = t.days === 1 ? "day" : `${t.days} days`;
  const periods = `${span(t.currentStart, t.currentEnd)}: ${show(c.current)} · ${span(t.previousStart, t.previousEnd)}: ${show(c.previous)}`;
  if (c.percent === null)
    return {
      text: "New",
      direction: "new",
      caption: `${what ? `${what}; ` : ""}none in the previous ${window}`,
      periods,
    };
  const p = c.percent;
  return {
    text: p > 0 ? `+${p.toFixed(1)}%` : p < 0 ? `${p.toFixed(1)}%` : "0%",
    direction: p > 0 ? "up" : p < 0 ? "down" : "flat",
    caption: `${what ? `${what} ` : ""}vs previous ${window}`,
    periods,
  };
}

/**
 * The five stat cards. Total Sales is in rupees; GDS sales in other currencies are listed beside
 * it, never converted. Each trend is the change against the previous period of equal length (none
 * for all time).
 */
export function statCards(
  f: AdminFigures,
  t: AdminTrends | null = null,
  others: readonly CurrencyAmount[] = [],
): StatCard[] {
  const count = (n: number) => plural(n, "account");
  return [
    {
      id: "total-sales",
      label: "Total Sales",
      value: formatRupees(f.totalSales),
      detail: "Approved bookings of every kind, in rupees",
      others: others.map((o) => `+ ${formatCurrency(o.amount, o.currency)}`),
      trend: t && trendChip(t, t.totalSales, formatRupees),
    },
    {
      id: "flight-sales",
      label: "Flight Sales",
      value: formatRupees(f.flightSales + f.directFlightSales),
      detail: `Portal ${formatRupees(f.flightSales)} · Website ${formatRupees(f.directFlightSales)}`,
      trend: t && trendChip(t, t.flightSales, formatRupees),
    },
    {
      id: "package-sales",
      label: "Package Sales",
      value: formatRupees(f.packageSales + f.directPackageSales),
      detail: `Portal ${formatRupees(f.packageSales)} · Website ${formatRupees(f.directPackageSales)}`,
      trend: t && trendChip(t, t.packageSales, formatRupees),
    },
    {
      id: "available-tickets",
      label: "Available Tickets",
      value: formatCount(f.totalAvailableSeats),
      // Seats customers can book today (active, not departed, seats left): src/domain/bookable.ts.
      detail: `${plural(f.totalAvailableSeats, "seat")} customers can book on ${plural(f.availableFlightTickets, "flight")}`,
      trend: null,
    },
    {
      id: "total-customers",
      label: "Total Customers",
      value: formatCount(f.totalCustomers),
      detail: "Registered customer accounts",
      trend: t && trendChip(t, t.newCustomers, count, "accounts opened"),
    },
  ];
}
