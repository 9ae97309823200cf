/**
 * The search typed, with the number of bookings found and a button that clears it.
 */
import { Search, X } from "lucide-react";
import { setGlobalSearch } from "../../../ui/search.ts";

export function SearchIndicator({ term, shown }: { term: string; shown: number }) {
  return (
    <span
      className="badge h-auto min-h-8 gap-1.5 border-info/50 bg-info/10 py-1 pr-0.5 text-base-content max-lg:min-h-11"
      data-testid="search-indicator"
    >
      <Search className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="max-w-48 truncate">
        “{term}” · {shown} found
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle max-lg:size-9"
        aria-label="Clear the search"
        onClick={() => setGlobalSearch("")}
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}
