/**
 * Sending checked CSV rows to POST /flights/import or /packages/import. The server checks every row
 * again with the same entry check as the worker and refuses the whole call (400) when one fails,
 * naming each refused row's errors as `<list>.<index>.<field>` (server/services/csv-transfer.ts).
 * The worker and the server agree on every rule, so that happens only when they saw a different
 * day (a file checked before midnight, imported after): then the refused rows become 'Row N: a; b'
 * results and the others are sent again, so the results panel still lists every error.
 */
import type { FieldErrors } from "../domain/validation.ts";
import { byRowNumber, fileRowError } from "./csv-results.ts";

export type ImportAnswer = { total: number; success: number; errors: number; errorDetails: string[] };

/** The shape of a data module's answer (src/api/outcome.ts `Outcome`). */
type Sent =
  | { ok: true; data: ImportAnswer }
  | { ok: false; status: number; message: string; errors: FieldErrors; aborted?: boolean };

/** The refused rows a 400's `errors` name, by index in the list sent: 'a; b' for each. */
export function refusedRows(errors: FieldErrors, listKey: string): Map<number, string> {
  const out = new Map<number, string[]>();
  const prefix = `${listKey}.`;
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith(prefix)) continue;
    const index = Number(key.slice(prefix.length).split(".")[0]);
    if (!Number.isInteger(index) || index < 0) continue;
    out.set(index, [...(out.get(index) ?? []), message]);
  }
  return new Map([...out].map(([i, messages]) => [i, messages.join("; ")]));
}

/**
 * Sends `rows` with `send`; rows the server refuses are answered as 'Row N: reason' (N as the server
 * counts: the first row sent is row 2) and the rest are sent again. The answer is as if the server
 * had imported the valid rows and listed the others.
 */
export async function sendImportRows<R>(
  rows: readonly R[],
  listKey: string,
  send: (rows: R[]) => Promise<Sent>,
): Promise<Sent> {
  let left = rows.map((row, i) => ({ row, i }));
  const details: string[] = [];
  for (;;) {
    const out = left.length > 0 ? await send(left.map((l) => l.row)) : null;
    if (out && !out.ok) {
      const refused = out.status === 400 ? refusedRows(out.errors, listKey) : new Map<number, string>();
      const named = [...refused].filter(([k]) => k < left.length);
      if (named.length === 0) return out;
      for (const [k, message] of named) details.push(`Row ${(left[k]?.i ?? k) + 2}: ${message}`);
      left = left.filter((_, k) => !refused.has(k));
      continue;
    }
    const rowNumbers = left.map((l) => l.i + 2);
    const mapped = (out?.data.errorDetails ?? []).map((d) => fileRowError(d, rowNumbers));
    const errorDetails = [...details, ...mapped].sort(byRowNumber);
    return {
      ok: true,
      data: {
        total: rows.length,
        success: out?.data.success ?? 0,
        errors: details.length + (out?.data.errors ?? 0),
        errorDetails,
      },
    };
  }
}
