// The list as a table: the full one (every column) or the compact one (the columns marked compact,
// or the page's own compact row); a long list renders the window of rows near the viewport.
import { useMemo, useRef } from "react";
import type { SortState } from "../data-list-model.ts";
import { RowCells } from "./cells.tsx";
import { ESTIMATE, renderWindow, useRowWindow } from "./row-window.ts";
import { RowCheckbox } from "./selection.tsx";
import { TableHead } from "./table-head.tsx";
import type { DataListProps } from "./types.ts";

export function Table<T>({
  rows,
  columns,
  getKey,
  renderCompactRow,
  selection,
  caption,
  compact,
  sort,
  onSort,
}: DataListProps<T> & {
  compact: boolean;
  sort: SortState | null;
  onSort: (key: string) => void;
}) {
  const marked = useMemo(() => columns.filter((c) => c.compact), [columns]);
  const shown = compact && marked.length > 0 ? marked : columns;
  const listRef = useRef<HTMLTableSectionElement>(null);
  const win = useRowWindow(
    listRef,
    rows.length,
    (i) => getKey(rows[i]!),
    compact ? ESTIMATE.compact : ESTIMATE.table,
  );
  const virtual = win.parts !== null;
  const span = shown.length + (selection ? 1 : 0);
  const renderRow = (row: T, index: number) => {
    const id = getKey(row);
    return (
      <tr
        key={id}
        className="hover:bg-base-200/50"
        data-row-key={id}
        data-index={index}
        ref={virtual ? win.measure : undefined}
        aria-rowindex={virtual ? index + 2 : undefined}
      >
        {selection && (
          <td>
            <RowCheckbox row={row} id={id} selection={selection} />
          </td>
        )}
        <RowCells row={row} columns={shown} renderCompactRow={compact ? renderCompactRow : undefined} />
      </tr>
    );
  };
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table
        className={`table ${compact ? "table-sm" : ""}`}
        data-testid="data-list-table"
        data-virtual={virtual || undefined}
        aria-rowcount={virtual ? rows.length + 1 : undefined}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHead {...{ rows, getKey, selection, virtual, sort, onSort }} columns={shown} />
        <tbody ref={listRef} onFocus={win.onFocus} onBlur={win.onBlur}>
          {renderWindow(win, rows, renderRow, (key, size) => (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it to focus
            <tr key={key} aria-hidden="true">
              <td colSpan={span} style={{ height: size, padding: 0, border: 0 }} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
