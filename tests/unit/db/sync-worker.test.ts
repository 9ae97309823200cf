// @vitest-environment happy-dom
/**
 * The sync engine with the pull worker, as a browser runs it: each pull goes to the worker, a 401
 * there ends the session, a stop during a pull lands nothing and starts no worker, and a worker
 * that fails to load sends the pull to the page. The worker is an in-process stand-in running the
 * real pull functions (pull-jobs.ts) behind Comlink over a MessageChannel; like a real one, when it
 * is terminated its jobs stop (their transactions abort).
 */
import "fake-indexeddb/auto";
import * as Comlink from "comlink";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUnauthorizedHandler } from "../../../src/api/client.ts";
import { getSession, signIn } from "../../../src/api/session.ts";
import { type PullJob, pullJobs } from "../../../src/db/pull-jobs.ts";
import { db } from "../../../src/db/schema.ts";
import { stopSync, syncNow } from "../../../src/db/sync.ts";
import { customer, deferred, freshMirror, json, row, stubApi, waitFor } from "./fake-api.ts";

type Made = { pulls: number; terminated: boolean };
let made: Made[] = [];
let failNextLoad = false;

class StandInWorker extends EventTarget {
  private readonly made: Made = { pulls: 0, terminated: false };
  private readonly port: MessagePort;
  private readonly jobs = new Set<number>();
  constructor() {
    super();
    made.push(this.made);
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    port1.addEventListener("message", (e) =>
      this.dispatchEvent(new MessageEvent("message", { data: e.data })),
    );
    port1.start();
    if (failNextLoad) {
      failNextLoad = false;
      queueMicrotask(() =>
        this.dispatchEvent(
          Object.assign(new Event("error", { cancelable: true }), { message: "could not load" }),
        ),
      );
      return;
    }
    Comlink.expose(
      {
        ...pullJobs,
        pull: (job: PullJob) => {
          this.made.pulls++;
          this.jobs.add(job.id);
          return pullJobs.pull(job);
        },
      },
      port2,
    );
  }
  postMessage(data: unknown) {
    this.port.postMessage(data);
  }
  terminate() {
    this.made.terminated = true;
    for (const id of this.jobs) pullJobs.cancel(id);
    this.port.close();
  }
}

beforeEach(async () => {
  await freshMirror();
  made = [];
  failNextLoad = false;
  vi.stubGlobal("Worker", StandInWorker);
});

afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("pulls in the worker", () => {
  it("fills the mirror through the worker, with the session's token", async () => {
    const api = stubApi({
      "/flights": [row("f1", "2026-01-01T00:00:00Z"), row("f2", "2026-01-02T00:00:00Z")],
    });
    signIn("tok", customer);
    const report = await syncNow(["flights"]);
    expect(report.results).toEqual([{ table: "flights", ok: true, mode: "full", put: 2, deleted: 0 }]);
    expect((await db.flights.toArray()).map((f) => f._id).sort()).toEqual(["f1", "f2"]);
    expect(made).toHaveLength(1);
    expect(made[0]!.pulls).toBe(1);
    expect(api.calls[0]!.auth).toBe("Bearer tok");
  });

  it("a 401 in the worker ends the session and stops the round", async () => {
    const api = stubApi();
    api.on("/flights", () => json(401, { message: "Session expired" }));
    const sentToSignIn = vi.fn();
    setUnauthorizedHandler(sentToSignIn);
    signIn("tok", customer);
    const report = await syncNow(["flights"]);
    expect(report.stopped).toBe("unauthorized");
    expect(getSession().status).toBe("signed-out");
    expect(sentToSignIn).toHaveBeenCalled();
  });

  it("a stop during a pull lands nothing, and starts no new worker", async () => {
    const api = stubApi();
    const answer = deferred<Response>();
    api.on("/flights", () => answer.promise);
    signIn("tok", customer);
    const round = syncNow(["flights"]);
    await waitFor(() => api.calls.length > 0);
    stopSync();
    answer.resolve(json(200, { flights: [row("f1", "2026-01-01T00:00:00Z")] }));
    expect((await round).stopped).toBe("aborted");
    await new Promise((r) => setTimeout(r, 50));
    expect(await db.flights.count()).toBe(0);
    expect(made).toHaveLength(1);
    expect(made[0]!.terminated).toBe(true);
  });

  it("a worker that fails to load sends the pull to the page", async () => {
    stubApi({ "/flights": [row("f1", "2026-01-01T00:00:00Z")] });
    failNextLoad = true;
    signIn("tok", customer);
    const report = await syncNow(["flights"]);
    expect(report.results).toEqual([{ table: "flights", ok: true, mode: "full", put: 1, deleted: 0 }]);
    expect(await db.flights.count()).toBe(1);
    expect(made[0]!.pulls).toBe(0);
  });
});
