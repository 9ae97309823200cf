/**
 * The page's side of the pull worker (pull.worker.ts): one worker for the session, started by the
 * first pull. `stopPullWorker` terminates it, which aborts whatever transaction it had open: the
 * sync engine calls it when it stops (sign-out, another user), before the mirror is wiped, so no
 * row fetched for the old session can land after the wipe.
 */

import { liveWorker } from "../live-worker.ts";
import type { Pull } from "./pull.ts";
import type { Role } from "./pull-tables.ts";
import type { MirrorTable } from "./schema.ts";

export { WorkerFailed } from "../live-worker.ts";

import type { PullWorkerApi } from "./pull-jobs.ts";

const worker = liveWorker<PullWorkerApi>(
  () => new Worker(new URL("./pull.worker.ts", import.meta.url), { type: "module", name: "pull" }),
  "pull",
);
let jobs = 0;

/** Whether this environment can run the pull worker (browsers can; Node tests pull on the page). */
export const canPullInWorker = (): boolean => typeof Worker !== "undefined";

/**
 * Pulls `table` for `role` in the worker. Aborting `signal` cancels the job (nothing of it lands).
 * Rejects as the pull on the page would (an error of the pull itself), with a `WorkerFailed` when
 * the worker could not run it (it failed to start or load, or died), or with an AbortError when the
 * worker was stopped.
 */
export async function pullInWorker(
  job: { table: MirrorTable; role: Role; token: string },
  signal: AbortSignal,
): Promise<Pull> {
  if (signal.aborted) return "aborted";
  const id = ++jobs;
  // A stopped worker has nothing to cancel: the notice never starts a new one.
  const cancel = () => worker.notify("cancel", id);
  signal.addEventListener("abort", cancel, { once: true });
  try {
    return await worker.call("pull", { ...job, id });
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}

/** Terminates the worker now, its open transaction aborted; the next pull starts a new one. */
export function stopPullWorker(): void {
  worker.stop();
}
