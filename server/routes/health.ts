/** Liveness and database state (tag: health). */
import { setImmediate as nextTurn } from "node:timers/promises";
import { Hono } from "hono";
import { answerHeaders } from "../http/answer-headers.ts";
import type { AppEnv, Deps } from "../http/env.ts";

export function healthRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  // Calls that arrive while a probe of the database is pending share it (a monitor polling hard,
  // or many of them, costs the database one probe at a time), and each answer still reports a
  // probe that started after the call arrived. The probe starts on the next turn of the event loop
  // (setImmediate), not at once: on PGlite a query runs synchronously in this process, so a probe
  // started at once would finish before the server even read the other requests that arrived with
  // this one, and every call would pay for a probe of its own (`select 1` costs several times a
  // small GET's whole route there). Deferred, every call read in the same turn joins it.
  let probe: Promise<boolean> | null = null;
  const probeDatabase = (): Promise<boolean> => {
    probe ??= nextTurn().then(async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          deps.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("timeout")), 2000);
          }),
        ]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
        probe = null;
      }
    });
    return probe;
  };
  r.get("/", async (c) => {
    const t0 = performance.now();
    const ok = await probeDatabase();
    const latencyMs = Math.round((performance.now() - t0) * 10) / 10;
    const answer = c.json(
      {
        status: ok ? "ok" : "degraded",
        version: deps.config.version,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
        database: { kind: deps.database.kind, ok, latencyMs },
        // Which process answered: behind a cluster or a proxy, several do (docs/ARCHITECTURE.md §6.5).
        process: { pid: process.pid, worker: deps.config.worker ?? null },
      },
      ok ? 200 : 503,
    );
    // A reading of now: never stored, never revalidated. Set on the answer, not with `c.header`
    // before it, which would give it a web Headers (server/http/answer-headers.ts).
    answerHeaders(answer).set("Cache-Control", "no-store");
    return answer;
  });
  return r;
}
