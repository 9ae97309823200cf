/**
 * The signed-in user's own sessions (tag: auth; docs/ARCHITECTURE.md §4.1): the devices signed in
 * with this account, signing one of them out, and signing out everywhere. A session of another
 * account is never seen or touched here (404, as for one that does not exist).
 */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/env.ts";
import { notFound } from "../http/errors.ts";
import { requireSignedIn } from "../http/guards.ts";
import { logActivityBy } from "../services/activity.ts";
import { liveSessions, revokeSessions, toSession } from "../services/sessions.ts";
import { clearSiteData, whoOf } from "./who.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SESSION_NOT_FOUND = "This session was not found. It may have ended already.";

export function sessionRoutes(deps: Deps) {
  const { db, config } = deps;
  const r = new Hono<AppEnv>();
  r.use("*", requireSignedIn(deps));

  r.get("/", async (c) => {
    const caller = c.get("caller")!;
    const current = c.get("sessionId");
    const rows = await liveSessions(db, config, caller, deps.now());
    return c.json({ sessions: rows.map((s) => toSession(s, s.id === current)) });
  });

  r.delete("/:id", async (c) => {
    const caller = c.get("caller")!;
    const id = c.req.param("id");
    if (!UUID.test(id)) throw notFound(SESSION_NOT_FOUND);
    const now = deps.now();
    const [revoked] = await revokeSessions(db, caller.id, id.toLowerCase(), now);
    if (!revoked) throw notFound(SESSION_NOT_FOUND);
    const current = revoked === c.get("sessionId");
    await logActivityBy(
      db,
      whoOf(c),
      {
        action: "logout",
        resource: "auth",
        resourceId: caller.id,
        details: current ? `${caller.name} signed out` : `${caller.name} signed out another device`,
        metadata: { session: revoked },
      },
      now,
    );
    return c.json({ message: "Signed out", current }, 200, current ? clearSiteData(c) : undefined);
  });

  r.delete("/", async (c) => {
    const caller = c.get("caller")!;
    const now = deps.now();
    const revoked = await revokeSessions(db, caller.id, null, now);
    await logActivityBy(
      db,
      whoOf(c),
      {
        action: "logout",
        resource: "auth",
        resourceId: caller.id,
        details: `${caller.name} signed out everywhere`,
        metadata: { sessions: revoked.length },
      },
      now,
    );
    return c.json({ message: "Signed out everywhere", count: revoked.length }, 200, clearSiteData(c));
  });

  return r;
}
