/**
 * The CSV worker client's prepared worker: while an import dialog holds one, a check takes the
 * worker already started (and a fresh one is readied after it), and once nothing holds one, no idle
 * worker is left running. The workers here are in-process stand-ins speaking Comlink over a
 * MessageChannel, counting how many were started and stopped.
 */
import * as Comlink from "comlink";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkCsvFile, prepareCsvWorker } from "../../../src/workers/csv-client.ts";
import type { CsvWireBatch } from "../../../src/workers/csv-results.ts";

type Fake = { id: number; terminated: boolean; checks: number };
let started: Fake[] = [];
let failNextLoad = false;

class FakeWorker extends EventTarget {
  readonly fake: Fake;
  private readonly port: MessagePort;
  constructor() {
    super();
    this.fake = { id: started.length + 1, terminated: false, checks: 0 };
    started.push(this.fake);
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    port1.addEventListener("message", (e) =>
      this.dispatchEvent(new MessageEvent("message", { data: e.data })),
    );
    port1.start();
    const fake = this.fake;
    const failing = failNextLoad;
    failNextLoad = false;
    Comlink.expose(
      {
        ready() {
          if (failing) throw new Error("could not load");
        },
        async stream(_file: string, kind: string, onBatch: (b: CsvWireBatch) => unknown) {
          fake.checks++;
          await onBatch({ keys: ["a"], cells: ["1"], rowLines: [2], errors: [] } as unknown as CsvWireBatch);
          return { kind, headers: ["A"], missingHeaders: [], total: 1, validCount: 1, errorCount: 0 };
        },
      },
      port2,
    );
  }
  postMessage(data: unknown, transfer?: Transferable[]) {
    this.port.postMessage(data, (transfer ?? []) as never);
  }
  terminate() {
    this.fake.terminated = true;
    this.port.close();
  }
}

const realWorker = globalThis.Worker;
beforeEach(() => {
  started = [];
  failNextLoad = false;
  (globalThis as { Worker: unknown }).Worker = FakeWorker;
});
afterEach(() => {
  (globalThis as { Worker: unknown }).Worker = realWorker;
});

const running = () => started.filter((w) => !w.terminated).length;

describe("prepareCsvWorker", () => {
  it("a check takes the prepared worker, another is readied after it, and release stops it", async () => {
    const hold = prepareCsvWorker();
    await hold.ready;
    expect(started).toHaveLength(1);
    const check = await checkCsvFile("A\n1\n", "flights");
    expect(check.validCount).toBe(1);
    // The prepared worker ran the check and was stopped with it; the next file has one ready.
    expect(started[0]).toMatchObject({ checks: 1, terminated: true });
    expect(started).toHaveLength(2);
    expect(running()).toBe(1);
    await checkCsvFile("A\n1\n", "flights");
    expect(started[1]).toMatchObject({ checks: 1, terminated: true });
    hold.release();
    expect(running()).toBe(0);
    hold.release();
    expect(running()).toBe(0);
  });

  it("without a hold, a check starts its own worker and leaves none running", async () => {
    await checkCsvFile("A\n1\n", "flights");
    expect(started).toHaveLength(1);
    expect(running()).toBe(0);
  });

  it("the idle worker stays while any holder remains", async () => {
    const a = prepareCsvWorker();
    const b = prepareCsvWorker();
    expect(started).toHaveLength(1);
    a.release();
    expect(running()).toBe(1);
    b.release();
    expect(running()).toBe(0);
  });

  it("a prepared worker that failed to load is replaced by a fresh one for the check", async () => {
    failNextLoad = true;
    const hold = prepareCsvWorker();
    await hold.ready;
    const check = await checkCsvFile("A\n1\n", "flights");
    expect(check.validCount).toBe(1);
    expect(started[0]).toMatchObject({ checks: 0, terminated: true });
    expect(started[1]).toMatchObject({ checks: 1, terminated: true });
    hold.release();
    expect(running()).toBe(0);
  });
});
