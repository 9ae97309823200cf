/** Liveness and database state (tag: health). */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/env.ts";

export function healthRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.get("/", async (c) => {
    const t0 = performance.now();
    let ok = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), 2000);
        }),
      ]);
    } catch {
      ok = false;
    } finally {
      clearTimeout(timer);
    }
    // A reading of now: never stored, never revalidated.
    c.header("Cache-Control", "no-store");
    const latencyMs = Math.round((performance.now() - t0) * 10) / 10;
    return c.json(
      {
        status: ok ? "ok" : "degraded",
        version: deps.config.version,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
        database: { kind: deps.database.kind, ok, latencyMs },
      },
      ok ? 200 : 503,
    );
  });
  return r;
}
