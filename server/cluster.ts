/**
 * Several server processes on one PostgreSQL with Node's cluster module (docs/ARCHITECTURE.md §6.5,
 * docs/DEPLOYING.md): `WORKERS=N npm run serve`, or `npm run start:cluster` (N defaults to the
 * machine's available parallelism). The primary migrates and seeds once, then forks the workers,
 * which share the port; a worker that dies is forked again after a back-off that grows while its
 * slot keeps dying soon after starting; SIGTERM (or SIGINT) is passed to every worker, and the
 * primary exits once all have drained and exited.
 */
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { StartRefused } from "./config.ts";

/** Environment variable naming a worker's slot (1…N), set by the primary for each fork. */
export const WORKER_SLOT = "SAFAR_WORKER";

export const NEEDS_POSTGRES =
  "WORKERS (several server processes) needs PostgreSQL: set DATABASE_URL, or unset WORKERS to run one process on the embedded database (PGlite serves one process only)";

/**
 * How many workers were asked for: WORKERS, or with `--cluster` (npm run start:cluster) WORKERS or
 * the available parallelism; undefined for one plain process. A worker itself answers undefined.
 */
export function workersWanted(env: NodeJS.ProcessEnv, argv: string[]): number | undefined {
  if (!cluster.isPrimary) return undefined;
  const raw = env.WORKERS;
  if (raw !== undefined && raw !== "") {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 256) {
      throw new StartRefused([`WORKERS must be a whole number from 1 to 256 (got '${raw}')`]);
    }
    return n;
  }
  return argv.includes("--cluster") ? availableParallelism() : undefined;
}

/** This process's slot when it is a worker of the cluster, else undefined. */
export function workerSlot(env: NodeJS.ProcessEnv): number | undefined {
  if (!cluster.isWorker) return undefined;
  const n = Number(env[WORKER_SLOT]);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

type Log = (level: "info" | "warn" | "error", msg: string, extra?: Record<string, unknown>) => void;

const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 15_000;
/** A worker that lived this long before dying starts its slot's back-off afresh. */
const STABLE_MS = 30_000;

/** Forks `n` workers and keeps them running until SIGTERM/SIGINT. */
export function runPrimary(n: number, log: Log): void {
  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  const backoff = new Map<number, number>();
  let stopping = false;

  const fork = (slot: number) => {
    const worker = cluster.fork({ [WORKER_SLOT]: String(slot) });
    slots.set(worker, { slot, startedAt: Date.now() });
  };

  cluster.on("exit", (worker, code, signal) => {
    const info = slots.get(worker);
    slots.delete(worker);
    if (!info) return;
    if (stopping) {
      if (slots.size === 0) {
        log("info", "all workers stopped");
        process.exit(0);
      }
      return;
    }
    const lived = Date.now() - info.startedAt;
    const delay =
      lived >= STABLE_MS
        ? BACKOFF_MIN_MS
        : Math.min(BACKOFF_MAX_MS, (backoff.get(info.slot) ?? BACKOFF_MIN_MS / 2) * 2);
    backoff.set(info.slot, delay);
    log("warn", "worker died; starting it again", {
      worker: info.slot,
      pid: worker.process.pid,
      code,
      signal,
      inMs: delay,
    });
    setTimeout(() => {
      if (!stopping) fork(info.slot);
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down workers", { signal, workers: slots.size });
    if (slots.size === 0) process.exit(0);
    for (const worker of slots.keys()) worker.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  log("info", "starting workers", { workers: n });
  for (let slot = 1; slot <= n; slot++) fork(slot);
}
