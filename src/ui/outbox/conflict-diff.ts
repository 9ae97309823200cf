// A 412's two sides as text: what the admin changed and what the server changed since the edit's
// base, field by field, with the fields' labels and values worded for the comparison table.
import { serverChanges } from "../../domain/merge-patch.ts";

/** 'seatsAvailable' → 'Seats available'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a short text: lists joined, yes/no, '—' for nothing. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (Array.isArray(v)) return v.length ? v.map(valueText).join(", ") : "—";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** Whether two values read the same in the comparison. */
export const same = (a: unknown, b: unknown) => valueText(a) === valueText(b);

export type FieldDiff = { key: string; label: string; mine: string; server: string };

/** The fields of `mine` whose value differs from the server's copy (an edit without a base). */
export function diffFields(mine: Record<string, unknown>, server: Record<string, unknown>): FieldDiff[] {
  return Object.keys(mine)
    .filter((k) => !same(mine[k], server[k]))
    .map((k) => ({ key: k, label: fieldLabel(k), mine: valueText(mine[k]), server: valueText(server[k]) }));
}

/** Who changed a field since the edit started: the admin, the server (someone else), or both. */
export type ChangedBy = "mine" | "server" | "both";
export type ChangeRow = {
  key: string;
  label: string;
  changedBy: ChangedBy;
  /** The value when the edit started. */
  base: string;
  /** The admin's value (null: they did not change this field). */
  mine: string | null;
  /** The value on the server now. */
  server: string;
};

/**
 * What each side changed since `base` (where the edit started): the admin's own fields (`mine`, their
 * patch) first, then the fields the server changed that the admin did not touch.
 */
export function changeRows(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  server: Record<string, unknown>,
): ChangeRow[] {
  const theirs = new Set(serverChanges(base, server));
  const row = (k: string, changedBy: ChangedBy): ChangeRow => ({
    key: k,
    label: fieldLabel(k),
    changedBy,
    base: valueText(base[k]),
    mine: k in mine ? valueText(mine[k]) : null,
    server: valueText(server[k]),
  });
  return [
    ...Object.keys(mine).map((k) => row(k, theirs.has(k) ? "both" : "mine")),
    ...[...theirs].filter((k) => !(k in mine)).map((k) => row(k, "server")),
  ];
}
