// A row's content, memoised: its table cells, or its card (by default the columns as label/value
// pairs).
import { memo, type ReactNode } from "react";
import type { DataListColumn } from "./types.ts";

/**
 * A row's cells, rendered again only when the row, the columns or the compact renderer change: a
 * keystroke in the search re-renders the list, and the rows still shown keep their cells (even at
 * another position).
 */
export const RowCells = memo(function RowCells<T>({
  row,
  columns,
  renderCompactRow,
}: {
  row: T;
  columns: readonly DataListColumn<T>[];
  renderCompactRow?: (row: T) => ReactNode;
}) {
  if (renderCompactRow) return renderCompactRow(row);
  return columns.map((c) => (
    <td key={c.key} className={c.className}>
      {c.render(row)}
    </td>
  ));
}) as <T>(props: {
  row: T;
  columns: readonly DataListColumn<T>[];
  renderCompactRow?: (row: T) => ReactNode;
}) => ReactNode;

/** A card's content, rendered again only when the row or the renderer change (see RowCells). */
export const CardBody = memo(function CardBody<T>({
  row,
  columns,
  renderCard,
}: {
  row: T;
  columns: readonly DataListColumn<T>[];
  renderCard?: (row: T) => ReactNode;
}) {
  return renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />;
}) as <T>(props: {
  row: T;
  columns: readonly DataListColumn<T>[];
  renderCard?: (row: T) => ReactNode;
}) => ReactNode;

function DefaultCard<T>({ row, columns }: { row: T; columns: readonly DataListColumn<T>[] }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {columns.map((c) => (
          <div key={c.key} className="contents">
            <dt className="text-base-content/75">{c.header}</dt>
            <dd className="min-w-0 break-words">{c.render(row)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
