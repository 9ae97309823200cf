// The customer's newest bookings as My Dashboard lists them, and the global search over them. The
// worker words every booking once per change of the mirror (customer-recent.ts); the search runs on
// the page, over those few small items, so a keystroke sends nothing to the worker. No imports:
// the page's chunk carries only this.
import type { Status } from "../../domain/analytics.ts";

/** How many newest bookings a dashboard lists. */
export const RECENT_BOOKINGS_LIMIT = 5;

export type RecentCustomerBooking = {
  id: string;
  kind: "flight" | "package";
  bookingId: string;
  /** 'PK 741' or the package's name. */
  title: string;
  /** 'LHE → JED' or the package's destination. */
  subtitle: string;
  people: number;
  createdAt: string;
  status: Status;
  amount: number;
};

/** Lower-case words of a search term. */
function words(term: string): string[] {
  return term.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Every word must occur in some field (the global search's rule, ui/search.ts). */
function matches(ws: readonly string[], item: RecentCustomerBooking): boolean {
  if (ws.length === 0) return true;
  const hay = [item.bookingId, item.title, item.subtitle, item.status, item.kind].map((s) => s.toLowerCase());
  return ws.every((w) => hay.some((h) => h.includes(w)));
}

/** The first `n` of `items` (newest first) that match the global search. */
export function matchingRecent(
  items: readonly RecentCustomerBooking[],
  search = "",
  n: number = RECENT_BOOKINGS_LIMIT,
): RecentCustomerBooking[] {
  const ws = words(search);
  const out: RecentCustomerBooking[] = [];
  for (const item of items) {
    if (out.length === n) break;
    if (matches(ws, item)) out.push(item);
  }
  return out;
}
