/**
 * Requests made in one turn of the event loop, run together on the next (setImmediate): each
 * request starts after it was made, and a burst of them costs one statement. On PGlite (one
 * connection, queries run in this process) a burst would otherwise cost a query apiece, one after
 * the other; on PostgreSQL a round trip apiece on the shared pool (docs/ARCHITECTURE.md §6.5).
 */
import { setImmediate as nextTurn } from "node:timers/promises";

/** A request's batch: what `run` gave for all of them, and the request's place among them. */
export type InBatch<Out> = { out: Out; index: number };

/**
 * `run` called once per turn with every request made in that turn, in order. A request made once
 * its batch has started goes in the next one (the batch may miss what it wants).
 */
export function perTurn<Req, Out>(
  run: (requests: readonly Req[]) => Promise<Out>,
): (request: Req) => Promise<InBatch<Out>> {
  let open: { requests: Req[]; out: Promise<Out> } | null = null;
  return async (request) => {
    if (!open) {
      const requests: Req[] = [];
      const out = nextTurn().then(() => {
        open = null;
        return run(requests);
      });
      open = { requests, out };
    }
    const batch = open;
    const index = batch.requests.push(request) - 1;
    return { out: await batch.out, index };
  };
}
