/**
 * The long-lived worker holder (analytics and the mirror's pull worker): one worker for many calls,
 * a stop that ends the calls in flight (the sync engine stops the pull worker before a wipe and must
 * not wait forever on a pull it cancelled), and a fresh worker after one dies. The workers are
 * in-process stand-ins speaking Comlink over a MessageChannel.
 */
import * as Comlink from "comlink";
import { describe, expect, it } from "vitest";
import { liveWorker, WorkerFailed } from "../../src/live-worker.ts";

type Api = { echo(x: number): number; hang(): Promise<never> };

function fakes(create?: () => Worker) {
  const made: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    terminated = false;
    private readonly port: MessagePort;
    constructor() {
      super();
      const { port1, port2 } = new MessageChannel();
      this.port = port1;
      port1.addEventListener("message", (e) =>
        this.dispatchEvent(new MessageEvent("message", { data: e.data })),
      );
      port1.start();
      Comlink.expose({ echo: (x: number) => x * 2, hang: () => new Promise(() => {}) }, port2);
      made.push(this);
    }
    postMessage(data: unknown) {
      this.port.postMessage(data);
    }
    terminate() {
      this.terminated = true;
      this.port.close();
    }
    /** What a worker's uncaught error looks like to its page. */
    crash(message: string) {
      const e = new Event("error", { cancelable: true }) as Event & { message: string };
      e.message = message;
      this.dispatchEvent(e);
    }
  }
  const live = liveWorker<Api>(create ?? (() => new FakeWorker() as unknown as Worker), "test");
  return { made, live };
}

describe("liveWorker", () => {
  it("starts one worker on the first call and keeps it for the next ones", async () => {
    const { made, live } = fakes();
    expect(made).toHaveLength(0);
    expect(await live.call("echo", 2)).toBe(4);
    expect(await live.call("echo", 5)).toBe(10);
    expect(made).toHaveLength(1);
    live.stop();
  });

  it("stop ends the worker and rejects the call in flight as aborted; the next call starts another", async () => {
    const { made, live } = fakes();
    const pending = live.call("hang");
    live.stop();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(made[0]!.terminated).toBe(true);
    expect(await live.call("echo", 1)).toBe(2);
    expect(made).toHaveLength(2);
    live.stop();
  });

  it("a worker that dies rejects its calls with its message, and the next call gets a fresh one", async () => {
    const { made, live } = fakes();
    const pending = live.call("hang");
    await Promise.resolve();
    made[0]!.crash("boom");
    await expect(pending).rejects.toThrow("boom");
    await expect(pending).rejects.toBeInstanceOf(WorkerFailed);
    expect(made[0]!.terminated).toBe(true);
    expect(await live.call("echo", 3)).toBe(6);
    expect(made).toHaveLength(2);
    live.stop();
  });

  it("notify reaches a running worker only: after a stop it starts none", async () => {
    const { made, live } = fakes();
    live.notify("echo", 1);
    expect(made).toHaveLength(0);
    await live.call("echo", 1);
    live.stop();
    live.notify("echo", 2);
    expect(made).toHaveLength(1);
  });

  it("a worker the browser refuses to create rejects the call with a WorkerFailed", async () => {
    const { live } = fakes(() => {
      throw new Error("blocked by policy");
    });
    const call = live.call("echo", 1);
    await expect(call).rejects.toBeInstanceOf(WorkerFailed);
    await expect(call).rejects.toThrow("blocked by policy");
  });
});
