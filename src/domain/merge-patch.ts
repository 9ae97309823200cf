/**
 * Edits as JSON merge patches (RFC 7396), for the admin's flight and package edits.
 *
 * An edit carries only the fields the admin changed against the version the form started from
 * (`diffPatch`), with that version as If-Match. The server applies it to the record as it is and
 * checks the merged record with the full rules; a field the admin never touched is never sent, so it
 * can never put back a value someone else (or a booking) changed meanwhile.
 *
 * Inventory: the fields a booking reads or writes — a flight's price and seats, a package's price and
 * maximum participants. An edit that changes one of them must name its version (If-Match, else 428);
 * every booking bumps the record's version, so a seat count is only ever applied to the very count
 * the admin was looking at (a stale one is a 412).
 *
 * Counters: a value the server itself moves (a flight's seats, taken and given back by bookings).
 * When an admin keeps their edit after a 412, a counter is re-applied as the difference the admin
 * made (`rebasePatch`: server's count + (mine − base)), never as the absolute number they typed, so
 * seats sold since the form opened stay sold.
 */

type Row = Readonly<Record<string, unknown>>;

/** The fields of a flight / package that only a version-checked edit may change. */
export const INVENTORY_FIELDS = {
  flights: ["price", "seatsAvailable"],
  packages: ["price", "maxParticipants"],
} as const satisfies Record<string, readonly string[]>;

/** Fields the server moves on its own (bookings), re-applied as a difference on 'Keep mine'. */
export const COUNTER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  flights: ["seatsAvailable"],
};

/** Fields of a record that are bookkeeping, never a field anyone edits. */
const META_FIELDS = new Set(["_id", "version", "createdAt", "updatedAt"]);

/** Two values the same for an edit: lists by their items, `null`, `undefined` and '' alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): unknown => (v === undefined || v === "" ? null : v);
  const x = norm(a);
  const y = norm(b);
  if (x === y) return true;
  if (typeof x === "object" || typeof y === "object") return JSON.stringify(x) === JSON.stringify(y);
  return false;
}

/**
 * The merge patch that turns `base` into `mine`: every key of `mine` whose value differs, and `null`
 * for a key `base` has a value for and `mine` leaves out (the field was cleared).
 */
export function diffPatch(base: Row, mine: Row): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(mine)) if (!sameValue(base[k], v)) patch[k] = v;
  for (const k of Object.keys(base))
    if (!(k in mine) && !sameValue(base[k], null) && !META_FIELDS.has(k)) patch[k] = null;
  return patch;
}

/** The fields the server changed between `base` (where the edit started) and `server` (now). */
export function serverChanges(base: Row, server: Row): string[] {
  const keys = new Set([...Object.keys(base), ...Object.keys(server)]);
  return [...keys].filter((k) => !META_FIELDS.has(k) && !sameValue(base[k], server[k]));
}

/**
 * The admin's patch re-applied on the server's current copy ('Keep mine' after a 412): every field
 * as the admin set it, except a counter, which moves by the admin's own difference from `base`
 * (never below 0).
 */
export function rebasePatch(
  patch: Row,
  base: Row,
  server: Row,
  counters: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...patch };
  for (const k of counters) {
    const mine = patch[k];
    const was = base[k];
    const now = server[k];
    if (typeof mine === "number" && typeof was === "number" && typeof now === "number")
      out[k] = Math.max(0, now + (mine - was));
  }
  return out;
}

/**
 * The names of `fields` whose value `after` changes from `before` (the server's 428 check: an edit
 * without If-Match may not change an inventory field).
 */
export function changedOf(before: Row, after: Row, fields: readonly string[]): string[] {
  return fields.filter((k) => k in after && !sameValue(before[k], after[k]));
}
