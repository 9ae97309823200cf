/**
 * The mirror's pull worker (Comlink): the sync engine (src/db/sync.ts) hands it one table's pull at
 * a time and it runs the same `pullTable` as the page would (src/db/pull.ts), on its own Dexie
 * connection to the mirror: the GET, reading and parsing the body, and the rows' structured clone
 * into IndexedDB all happen on this thread, so a first mirror of 10k flights costs the screens
 * nothing but the query that shows the new rows (Dexie tells the page's live queries about the
 * commit across threads). The page reaches it through pull-client.ts.
 *
 * It never sees the session: each job carries the bearer token, and a 401 comes back as
 * "unauthorized" for the page to end the session.
 */
import * as Comlink from "comlink";
import { bareClient } from "../api/fetch.ts";
import { type Pull, pullTable, type Role, sourceOf } from "../db/pull.ts";
import type { MirrorTable } from "../db/schema.ts";

export type PullJob = { id: number; table: MirrorTable; role: Role; token: string };

const running = new Map<number, AbortController>();

const api = {
  /** Pulls one table into the mirror; resolves with what the page's own pull would. */
  async pull({ id, table, role, token }: PullJob): Promise<Pull> {
    const source = sourceOf(table, role);
    if (!source) throw new Error(`The ${role} role does not mirror ${table}`);
    const stop = new AbortController();
    running.set(id, stop);
    try {
      return await pullTable(table, source, {
        client: bareClient(undefined, { Authorization: `Bearer ${token}` }),
        signal: stop.signal,
        isCurrent: () => !stop.signal.aborted,
        where: "worker",
      });
    } finally {
      running.delete(id);
    }
  },
  /** Stops job `id` (its round was cancelled): its transaction aborts and nothing of it lands. */
  cancel(id: number): void {
    running.get(id)?.abort(new DOMException("Sync stopped", "AbortError"));
  },
};

export type PullWorkerApi = typeof api;

Comlink.expose(api);
