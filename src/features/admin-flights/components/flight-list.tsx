/**
 * The flights as a DataList: every sortable column of the spec (the stopover column is not
 * sortable), default order newest first, a newly clicked column ascending; a full table, a compact
 * table and cards by width; the global search over airline, flight number, route, PNR, meal,
 * baggage and status.
 */
import { Plane, SearchX } from "lucide-react";
import { type ReactNode, useCallback, useMemo } from "react";
import type { DataListSelection } from "../../../ui/data-list.tsx";
import { SearchedList } from "../../../ui/searched-list.tsx";
import type { Flight } from "../data.ts";
import { flightSearchFields } from "../flight-view.ts";
import { FlightCard } from "./flight-card.tsx";
import { columns } from "./flight-columns.tsx";
import { CompactRow } from "./flight-compact-row.tsx";
import type { FlightActions } from "./flight-row-actions.tsx";

const INITIAL_SORT = {
  key: "createdAt",
  direction: "desc" as const,
  sortValue: (f: Flight) => f.createdAt,
};

export function FlightList({
  rows,
  loading,
  error,
  onRetry,
  actions,
  selection,
  emptyAction,
}: {
  rows: readonly Flight[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  actions: FlightActions;
  selection?: DataListSelection<Flight>;
  emptyAction?: ReactNode;
}) {
  // While selecting for bulk delete, the tables give the row actions' room to the checkboxes.
  const selecting = Boolean(selection);
  const cols = useMemo(
    () => (selecting ? columns(actions).filter((c) => c.key !== "actions") : columns(actions)),
    [actions, selecting],
  );
  // Stable between keystrokes, so the rows that stay are not rendered again.
  const renderCompactRow = useCallback(
    (f: Flight) => <CompactRow f={f} actions={selecting ? null : actions} />,
    [actions, selecting],
  );
  const renderCard = useCallback((f: Flight) => <FlightCard f={f} actions={actions} />, [actions]);
  return (
    <SearchedList
      rows={rows}
      columns={cols}
      searchFields={flightSearchFields}
      initialSort={INITIAL_SORT}
      countLabel="flights"
      caption="Flights"
      loading={loading}
      error={error}
      onRetry={onRetry}
      selection={selection}
      renderCompactRow={renderCompactRow}
      renderCard={renderCard}
      empty={{
        icon: Plane,
        title: "No flights yet",
        message: "Create a flight or import a CSV file.",
        action: emptyAction,
      }}
      noMatch={{
        icon: SearchX,
        title: "No flights match your search",
        message: "Try a different search term.",
      }}
    />
  );
}
