// The arrow that says a sort's direction (both arrows, faint, on a column not sorted), and the focus
// ring of the list's own buttons; the table's headers and the cards' sort control share them.
import { ArrowDown, ArrowDownUp, ArrowUp } from "lucide-react";
import type { SortDirection } from "../data-list-model.ts";

/** The focus ring of the list's own buttons. */
export const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export function SortIndicator({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowDownUp;
  return (
    <Icon className={`size-3.5 shrink-0 ${direction ? "text-primary" : "opacity-40"}`} aria-hidden="true" />
  );
}
