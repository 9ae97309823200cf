// A landed write's answer goes into the mirror at once (a DELETE removes the row; a profile change
// updates the session's user), and the tables it touched are pulled again.
import { getSession, type SessionUser, setUser } from "../api/session.ts";
import type { SendAnswer } from "./outbox-core.ts";
import { db, type MirrorRows, type OutboxEntry } from "./schema.ts";
import { applyServerRows, syncNow } from "./sync.ts";

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The record in a write's answer: the body itself, or its booking / flight / package / … */
function rowIn(body: unknown): { _id: string } | null {
  if (!isObject(body)) return null;
  if (typeof body._id === "string") return body as { _id: string };
  for (const k of ["booking", "flight", "package", "customer", "data"]) {
    const v = body[k];
    if (isObject(v) && typeof v._id === "string") return v as { _id: string };
  }
  return null;
}

/** Stores a landed write's answer in the mirror and pulls the tables it touched. */
export async function applyAnswer(entry: OutboxEntry, answer: SendAnswer): Promise<void> {
  const { table, recordId } = entry;
  if (table) {
    if (entry.method === "DELETE" && recordId) await db.mirror(table).delete(recordId);
    else {
      const row = rowIn(answer.body);
      if (row) await applyServerRows(table, [row as MirrorRows[typeof table]]);
    }
  }
  const user = isObject(answer.body) ? answer.body.user : undefined;
  if (isObject(user) && user._id === getSession().user?._id) setUser(user as SessionUser);
  const tables = entry.sync?.length ? entry.sync : table ? [table] : [];
  if (tables.length) void syncNow(tables);
}
