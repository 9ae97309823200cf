// The line above the rows: "Showing X of Y …", the search term and "(filtered)" in force, a
// refreshing indicator and how many rows are selected. Screen readers hear it change.
import { type DataListView, showingLabel } from "../data-list-model.ts";

export function CountLine<T>({
  view,
  countLabel,
  searchTerm,
  loading,
  selected,
}: {
  view: DataListView<T>;
  countLabel: string;
  searchTerm: string | undefined;
  loading: boolean;
  /** How many rows are selected (0, or none: no badge). */
  selected?: number;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-base-content/70 text-sm" aria-live="polite">
      <span data-testid="data-list-count">{showingLabel(view.visible.length, view.total, countLabel)}</span>
      {view.searching && (
        <span>
          matching “<span className="font-medium text-base-content">{searchTerm?.trim()}</span>”
        </span>
      )}
      {view.filtered && <span>(filtered)</span>}
      {loading && (
        <>
          <span className="loading loading-dots loading-xs" aria-hidden="true" />
          <span className="sr-only">Refreshing</span>
        </>
      )}
      {selected !== undefined && selected > 0 && (
        <span className="badge badge-primary badge-soft">{selected} selected</span>
      )}
    </p>
  );
}
