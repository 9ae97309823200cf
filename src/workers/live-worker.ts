/**
 * One long-lived worker behind Comlink, started by the first call and kept until `stop()`. If it
 * dies (a failed load, an uncaught error), the calls in flight reject and the next call starts a
 * fresh one; `stop()` ends it at once. The analytics worker and the mirror's pull worker are both held this way.
 */
import * as Comlink from "comlink";

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
  /** Calls `name` in the worker (starting it if needed); rejects if the worker dies first. */
  call<K extends keyof Api>(name: K, ...args: Args<Api[K]>): Result<Api[K]>;
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
      end(current, new Error(e.message || `The ${what} worker failed`));
    });
    return current;
  };

  return {
    call(name, ...args) {
      live ??= start();
      const { remote, failed } = live;
      const fn = remote[name as keyof Comlink.Remote<Api>] as unknown as (
        ...a: unknown[]
      ) => Promise<unknown>;
      return Promise.race([fn(...args), failed]) as never;
    },
    stop() {
      if (live) end(live, new DOMException(`The ${what} worker was stopped`, "AbortError"));
    },
  };
}
