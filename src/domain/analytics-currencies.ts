/**
 * GDS sales in currencies other than rupees (docs/ARCHITECTURE.md §11). The product has no exchange
 * rate, so they are never converted nor added to a rupee total: the dashboard shows them per
 * currency beside it.
 */
import { type CurrencyAmount, HOME_CURRENCY, iso, money, type Status } from "./analytics-facts.ts";
import type { Range } from "./periods.ts";

/** A GDS booking, reduced to what the per-currency sums need. */
export type CurrencyFact = { status: Status; createdAt: string; currency: string; amount: number };

/** Approved sales in each currency but rupees within the window (all time for null), by code. */
export function otherCurrencySales(facts: readonly CurrencyFact[], range: Range | null): CurrencyAmount[] {
  const start = range ? iso(range.start) : "";
  const end = range ? iso(range.end) : "\uffff";
  const sums = new Map<string, number>();
  for (const f of facts) {
    if (f.status !== "approved" || f.currency === HOME_CURRENCY) continue;
    if (f.createdAt < start || f.createdAt >= end) continue;
    sums.set(f.currency, (sums.get(f.currency) ?? 0) + f.amount);
  }
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, amount]) => ({ currency, amount: money(amount) }));
}
