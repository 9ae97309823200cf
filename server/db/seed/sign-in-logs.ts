// The demo's sign-ins and sign-outs: a steady trickle over the window, and today's desk (the admin
// and the demo customers).
import type { Ctx } from "./context.ts";
import { actor, type Log } from "./log-writer.ts";
import { latest, MINUTE, plus } from "./time.ts";
import type { Account } from "./users.ts";

export function signInLogs(ctx: Ctx, log: Log, admin: Account, customers: Account[]): void {
  const { dice, now, start } = ctx;
  const active = [admin, ...customers];
  const when = (c: Account) => dice.between(latest(c.approvedAt, start), plus(now, -MINUTE));
  for (let i = 0; i < 140; i++) {
    const c =
      i < 20
        ? dice.pick([admin, admin, ...customers.filter((x) => x.weight > 1)])
        : dice.weighted(active.map((x) => [x, x === admin ? 4 : x.weight] as const));
    const at = i < 20 ? plus(now, -dice.int(3, 20 * 60) * MINUTE) : when(c);
    log({
      ...actor(c),
      action: "login",
      resource: "auth",
      resourceId: c.row.id,
      details: `${c.row.name} signed in`,
      metadata: {},
      createdAt: at,
    });
    const out = plus(at, dice.int(5, 240) * MINUTE);
    // Half the sessions end with an explicit sign-out (the rest time out or are still open).
    if (i % 2 === 0 && out < now) {
      log({
        ...actor(c),
        action: "logout",
        resource: "auth",
        resourceId: c.row.id,
        details: `${c.row.name} signed out`,
        metadata: {},
        createdAt: out,
      });
    }
  }
}
