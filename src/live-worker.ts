/**
 * One long-lived worker behind Comlink, started by the first call and kept until `stop()`. If it
 * cannot start or dies (a failed load, an uncaught error), the calls in flight reject with a
 * `WorkerFailed` and the next call starts a fresh one; `stop()` ends it at once. The analytics
 * worker and the mirror's pull worker are both held this way.
 */
import * as Comlink from "comlink";

/** The worker could not run a call: it failed to start or load, or died. */
export class WorkerFailed extends Error {}

type Live<Api> = {
  worker: Worker;
  remote: Comlink.Remote<Api>;
  /** Rejects when the worker dies or is stopped: the calls in flight reject with it. */
  failed: Promise<never>;
  fail: (err: Error) => void;
};

// Comlink's remote turns each function into one returning a promise of its (awaited) result.
type Fn = (...args: never[]) => unknown;
type Result<F> = F extends Fn ? Promise<Awaited<ReturnType<F>>> : never;
type Args<F> = F extends Fn ? Parameters<F> : never;

export type LiveWorker<Api> = {
  /**
   * Calls `name` in the worker (starting it if needed). Rejects with what the function threw, or
   * with a `WorkerFailed` if the worker could not run it.
   */
  call<K extends keyof Api>(name: K, ...args: Args<Api[K]>): Result<Api[K]>;
  /** Calls `name` in the worker if one is running (never starts one), its answer ignored. */
  notify<K extends keyof Api>(name: K, ...args: Args<Api[K]>): void;
  /**
   * Stops the worker at once, whatever it was doing (the calls in flight reject with an
   * AbortError); the next call starts a new one.
   */
  stop(): void;
};

export function liveWorker<Api>(create: () => Worker, what: string): LiveWorker<Api> {
  let live: Live<Api> | null = null;

  const end = (current: Live<Api>, err: Error) => {
    current.fail(err);
    if (live === current) live = null;
    current.remote[Comlink.releaseProxy]();
    current.worker.terminate();
  };

  const start = (): Live<Api> => {
    const worker = create();
    const remote = Comlink.wrap<Api>(worker);
    let fail!: (err: Error) => void;
    const failed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    // Nobody may be waiting when it fails: keep the rejection from being reported as unhandled.
    failed.catch(() => {});
    const current: Live<Api> = { worker, remote, failed, fail };
    worker.addEventListener("error", (e) => {
      e.preventDefault();
      end(current, new WorkerFailed(e.message || `The ${what} worker failed`));
    });
    return current;
  };

  const invoke = ({ remote, failed }: Live<Api>, name: keyof Api, args: unknown[]) => {
    const fn = remote[name as keyof Comlink.Remote<Api>] as unknown as (...a: unknown[]) => Promise<unknown>;
    return Promise.race([fn(...args), failed]);
  };

  return {
    call(name, ...args) {
      try {
        live ??= start();
      } catch (e) {
        // The browser refused to create it (a policy, no worker support).
        const why = e instanceof Error ? e.message : String(e);
        return Promise.reject(new WorkerFailed(`The ${what} worker could not start: ${why}`)) as never;
      }
      return invoke(live, name, args) as never;
    },
    notify(name, ...args) {
      if (live) invoke(live, name, args).catch(() => undefined);
    },
    stop() {
      if (live) end(live, new DOMException(`The ${what} worker was stopped`, "AbortError"));
    },
  };
}
