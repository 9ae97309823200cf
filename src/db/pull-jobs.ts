/**
 * The pull worker's functions (pull.worker.ts exposes them with Comlink): one table's pull, run
 * with `pullTable` (src/db/pull.ts) on this thread's own Dexie connection to the mirror, and its
 * cancel. Each job carries the bearer token; a 401 comes back as "unauthorized".
 */
import { bareClient } from "../api/fetch.ts";
import { type Pull, pullTable } from "./pull.ts";
import { type Role, sourceOf } from "./pull-tables.ts";
import type { MirrorTable } from "./schema.ts";

export type PullJob = { id: number; table: MirrorTable; role: Role; token: string };

const running = new Map<number, AbortController>();

export const pullJobs = {
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

export type PullWorkerApi = typeof pullJobs;
