// The list as cards (narrow containers): a bar with the count (without checkboxes), the select-all
// and the sort control above the cards; a long list renders the window of cards near the viewport.
import { type ReactNode, useRef } from "react";
import type { Sorter, SortState } from "../data-list-model.ts";
import { CardSort } from "./card-sort.tsx";
import { CardBody } from "./cells.tsx";
import { ESTIMATE, renderWindow, useRowWindow } from "./row-window.ts";
import { LabelledSelectAll, RowCheckbox } from "./selection.tsx";
import type { DataListProps } from "./types.ts";

export function Cards<T>({
  rows,
  columns,
  getKey,
  renderCard,
  selection,
  sort,
  onSortChange,
  sorters,
  virtualizeAbove,
  countLine,
}: DataListProps<T> & {
  /** 'Showing X of Y', put at the start of the sort line (by DataList, for cards without checkboxes). */
  countLine?: ReactNode;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  sorters: readonly Sorter<T>[];
}) {
  const sortable = columns.filter((c) => c.sortValue && c.sortable !== false);
  const listRef = useRef<HTMLUListElement>(null);
  const win = useRowWindow(listRef, rows.length, (i) => getKey(rows[i]!), ESTIMATE.cards, virtualizeAbove);
  const virtual = win.parts !== null;
  // Virtualised, each card carries its own gap (pb-3) so that its measured height includes it.
  const renderCardItem = (row: T, index: number) => {
    const id = getKey(row);
    return (
      <li
        key={id}
        className={`flex min-w-0 items-start gap-2 ${virtual ? "pb-3" : "list-card-item"}`}
        data-row-key={id}
        data-index={index}
        ref={virtual ? win.measure : undefined}
        aria-posinset={virtual ? index + 1 : undefined}
        aria-setsize={virtual ? rows.length : undefined}
      >
        {selection && (
          <span className="grid min-h-11 min-w-8 place-items-center">
            <RowCheckbox row={row} id={id} selection={selection} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <CardBody row={row} columns={columns} renderCard={renderCard} />
        </div>
      </li>
    );
  };
  return (
    <div className="flex flex-col gap-3">
      {countLine && sortable.length === 0 && countLine}
      {(sortable.length > 0 || selection) && (
        <div className="flex items-end gap-2">
          {countLine && sortable.length > 0 && <div className="min-w-0 flex-1 self-center">{countLine}</div>}
          {selection && <LabelledSelectAll rows={rows} getKey={getKey} selection={selection} />}
          {sortable.length > 0 && (
            <CardSort sortable={sortable} sort={sort} onSortChange={onSortChange} sorters={sorters} />
          )}
        </div>
      )}
      <ul
        ref={listRef}
        className={virtual ? "flex flex-col" : "grid gap-3"}
        data-testid="data-list-cards"
        data-virtual={virtual || undefined}
        onFocus={win.onFocus}
        onBlur={win.onBlur}
      >
        {renderWindow(win, rows, renderCardItem, (key, size) => (
          <li key={key} aria-hidden="true" style={{ height: size }} />
        ))}
      </ul>
    </div>
  );
}
