/**
 * The packages as a DataList: sortable Name, Type, Destination, Dates (departure), Price,
 * Participants (current) and Status with the direction shown; newest first by default and a newly
 * chosen column sorting descending; the status and type filters; a full table,
 * a compact table and cards by width; the global search over name, destination, type, duration
 * and description.
 */
import { Package as PackageIcon, PackageSearch } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import type { DataListFilter } from "../../../ui/data-list.tsx";
import { SearchedList } from "../../../ui/searched-list.tsx";
import type { Package } from "../data.ts";
import {
  createdAtOf,
  PACKAGE_DEFAULT_SORT,
  PACKAGE_NEW_COLUMN_DIRECTION,
  packageSearchFields,
} from "../package-list.ts";
import { PackageCard } from "./package-card.tsx";
import { columns } from "./package-columns.tsx";
import { CompactRow } from "./package-compact-row.tsx";
import type { PackageActions } from "./package-row-actions.tsx";

const INITIAL_SORT = { ...PACKAGE_DEFAULT_SORT, sortValue: createdAtOf };

export function PackageList({
  rows,
  filters,
  loading,
  error,
  onRetry,
  actions,
  emptyAction,
  onClearAll,
}: {
  rows: readonly Package[];
  filters: readonly DataListFilter<Package>[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  actions: PackageActions;
  emptyAction?: ReactNode;
  onClearAll: () => void;
}) {
  const cols = useMemo(() => columns(actions), [actions]);
  return (
    // Dense cells for the desktop table (docs/ARCHITECTURE.md §7), and header text at 80 % of the base colour:
    // daisyUI's 60 % falls under AA contrast on white.
    <div className="[&_thead]:text-base-content/80 [&_table:not(.table-sm)_:is(th,td)]:px-2.5 [&_table:not(.table-sm)_:is(th,td)]:first:pl-4 [&_table:not(.table-sm)_:is(th,td)]:last:pr-4">
      <SearchedList
        rows={rows}
        columns={cols}
        filters={filters}
        searchFields={packageSearchFields}
        initialSort={INITIAL_SORT}
        newColumnDirection={PACKAGE_NEW_COLUMN_DIRECTION}
        countLabel="packages"
        caption="Packages"
        loading={loading}
        error={error}
        onRetry={onRetry}
        renderCompactRow={(p) => <CompactRow p={p} actions={actions} />}
        renderCard={(p) => <PackageCard p={p} actions={actions} />}
        empty={{
          icon: PackageIcon,
          title: "No packages yet",
          message: "Create an Umrah or tour package, or import a CSV file.",
          action: emptyAction,
        }}
        noMatch={{
          icon: PackageSearch,
          title: "No packages match",
          message: "No package matches your search or filters.",
          action: (
            <button type="button" className="btn btn-sm btn-primary max-lg:min-h-11" onClick={onClearAll}>
              Clear search and filters
            </button>
          ),
        }}
      />
    </div>
  );
}
