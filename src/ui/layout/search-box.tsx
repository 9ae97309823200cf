/** The top bar's search box: it writes the global search term that the current screen's list reads. */
import { Search, X } from "lucide-react";
import { useRef } from "react";
import { setGlobalSearch, useGlobalSearch } from "../search.ts";

export const DEFAULT_SEARCH_PLACEHOLDER = "Search...";

export function SearchBox({
  placeholder = DEFAULT_SEARCH_PLACEHOLDER,
  className = "",
}: {
  placeholder?: string;
  className?: string;
}) {
  const term = useGlobalSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    setGlobalSearch("");
    inputRef.current?.focus();
  };
  return (
    <search className={className}>
      <label className="input input-sm h-11 w-full gap-2 bg-base-200/60 focus-within:bg-base-100 lg:h-10">
        <Search className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        <input
          ref={inputRef}
          type="search"
          className="min-w-0 grow text-base sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
          placeholder={placeholder}
          aria-label="Search"
          autoComplete="off"
          enterKeyHint="search"
          value={term}
          onChange={(e) => setGlobalSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape" && term) {
              e.preventDefault();
              e.stopPropagation();
              setGlobalSearch("");
            }
          }}
          data-testid="global-search"
        />
        {term && (
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-circle -mr-1 max-lg:size-8"
            onClick={clear}
            // Not 'Clear search': getByLabel("Search") must find the box alone.
            aria-label="Clear"
            title="Clear the search"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </label>
    </search>
  );
}
