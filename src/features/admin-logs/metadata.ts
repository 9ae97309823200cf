/**
 * A log's metadata made readable: `before`/`after` objects (what an update changed, what a create
 * made, what a delete removed) become one table of fields, everything else a list of labelled
 * values. Pure, so it is unit tested on its own.
 */
import { formatDateTime } from "../../domain/format.ts";

export type Json = Record<string, unknown>;

export const isPlainObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** 'deletedFlightBookings' / 'user_agent' → 'Deleted flight bookings' / 'User agent'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return key;
  return words
    .map((w, i) => {
      // Acronyms stay as written (PNR, ID, IP); 'id' alone reads 'ID'.
      if (/^[A-Z0-9]{2,}$/.test(w)) return w;
      if (w.toLowerCase() === "id") return "ID";
      const lower = w.toLowerCase();
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(" ");
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One value as text: '—' for nothing, Yes/No, instants in Karachi time, lists joined. */
export function formatMetaValue(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "—";
  if (typeof v === "string") return ISO_INSTANT.test(v) ? formatDateTime(v) || v : v;
  if (Array.isArray(v)) {
    if (v.length === 0) return "—";
    if (v.every((x) => !isPlainObject(x) && !Array.isArray(x))) return v.map(formatMetaValue).join(", ");
  }
  return JSON.stringify(v);
}

export type ChangeRow = { field: string; label: string; before: unknown; after: unknown; changed: boolean };
export type Changes = { hasBefore: boolean; hasAfter: boolean; rows: ChangeRow[] };

export type ReadableMetadata = {
  /** The before/after table, or null when the metadata has neither object. */
  changes: Changes | null;
  /** Every other key, in order. */
  entries: { key: string; label: string; value: unknown }[];
};

export function readableMetadata(metadata: unknown): ReadableMetadata {
  const meta = isPlainObject(metadata) ? metadata : {};
  const before = isPlainObject(meta.before) ? meta.before : null;
  const after = isPlainObject(meta.after) ? meta.after : null;
  let changes: Changes | null = null;
  if (before || after) {
    const keys = [...Object.keys(before ?? {})];
    for (const k of Object.keys(after ?? {})) if (!keys.includes(k)) keys.push(k);
    changes = {
      hasBefore: Boolean(before),
      hasAfter: Boolean(after),
      rows: keys.map((field) => {
        const b = before?.[field];
        const a = after?.[field];
        return {
          field,
          label: humanizeKey(field),
          before: b,
          after: a,
          changed: Boolean(before && after) && JSON.stringify(b) !== JSON.stringify(a),
        };
      }),
    };
  }
  const entries = Object.entries(meta)
    .filter(([k]) => !(changes && ((k === "before" && before) || (k === "after" && after))))
    .map(([key, value]) => ({ key, label: humanizeKey(key), value }));
  return { changes, entries };
}
