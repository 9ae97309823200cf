/** The admin dashboard's month selector: the months that have bookings, by their full names. */
import type { BookingFact } from "./analytics-facts.ts";
import { karachiParts } from "./periods.ts";

/** The months (newest first) that have at least one booking, for the month selector. */
export function availableMonths(
  bookings: readonly BookingFact[],
): { year: number; month: number; monthName: string; hasData: boolean }[] {
  const seen = new Set<string>();
  for (const b of bookings) {
    const p = karachiParts(new Date(b.createdAt));
    seen.add(`${p.year}-${String(p.month).padStart(2, "0")}`);
  }
  return [...seen]
    .sort()
    .reverse()
    .map((k) => {
      const [y, m] = k.split("-").map(Number) as [number, number];
      return { year: y, month: m, monthName: FULL_MONTHS[m - 1]!, hasData: true };
    });
}

export const FULL_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
