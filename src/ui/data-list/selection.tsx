// The list's checkboxes: the select-all of the rows shown (indeterminate when some are chosen),
// with its label in the cards' bar, and one row's box.
import { useId } from "react";
import type { DataListSelection } from "./types.ts";

type SelectAllProps<T> = { rows: readonly T[]; getKey: (row: T) => string; selection: DataListSelection<T> };

export function SelectAll<T>({ id, rows, getKey, selection }: SelectAllProps<T> & { id?: string }) {
  const keys = rows.map(getKey);
  const chosen = keys.filter((k) => selection.selected.has(k)).length;
  const all = keys.length > 0 && chosen === keys.length;
  return (
    <input
      id={id}
      type="checkbox"
      className="checkbox checkbox-sm"
      aria-label="Select all"
      checked={all}
      ref={(el) => {
        if (el) el.indeterminate = chosen > 0 && !all;
      }}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const k of keys) {
          if (all) next.delete(k);
          else next.add(k);
        }
        selection.onChange(next);
      }}
    />
  );
}

/** The select-all with its visible label (the cards have no header row to hold it). */
export function LabelledSelectAll<T>(props: SelectAllProps<T>) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2 text-sm">
      <SelectAll id={id} {...props} />
      <label htmlFor={id}>Select all</label>
    </div>
  );
}

export function RowCheckbox<T>({
  row,
  id,
  selection,
}: {
  row: T;
  id: string;
  selection: DataListSelection<T>;
}) {
  return (
    <input
      type="checkbox"
      className="checkbox checkbox-sm max-lg:checkbox-md"
      aria-label={selection.rowLabel?.(row) ?? `Select ${id}`}
      checked={selection.selected.has(id)}
      onChange={(e) => {
        const next = new Set(selection.selected);
        if (e.target.checked) next.add(id);
        else next.delete(id);
        selection.onChange(next);
      }}
    />
  );
}
