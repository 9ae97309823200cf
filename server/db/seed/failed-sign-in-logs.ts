// The demo's failed sign-ins (wrong password or unknown e-mail), and the alerts repeated failures
// raise.
import type { Ctx } from "./context.ts";
import { actor, type Log } from "./log-writer.ts";
import { randomIp } from "./people.ts";
import { USER_AGENTS } from "./reference.ts";
import { HOUR, MINUTE, plus } from "./time.ts";
import type { Account } from "./users.ts";

export function failedSignInLogs(ctx: Ctx, log: Log, all: Account[]): void {
  const { dice, now, start } = ctx;
  const guests = [
    "ali.raza77@gmail.com",
    "info@hajjumrahpk.com",
    "test@test.com",
    "admin@safar.com",
    "sales@travelhub.pk",
  ];
  for (let i = 0; i < 40; i++) {
    const known = dice.chance(0.6) ? dice.pick(all) : undefined;
    const email = known ? known.row.email : dice.pick(guests);
    const at = dice.between(start, plus(now, -MINUTE));
    const by = known
      ? actor(known)
      : {
          userId: null,
          userName: "",
          userEmail: email,
          userRole: "guest",
          ipAddress: randomIp(dice),
          userAgent: dice.pick(USER_AGENTS),
        };
    log({
      ...by,
      action: "login",
      resource: "auth",
      resourceId: known ? known.row.id : null,
      details: "Invalid email or password",
      status: "error",
      metadata: { email, reason: known ? "wrong_password" : "unknown_email" },
      createdAt: at,
    });
  }
  for (let i = 0; i < 6; i++) {
    const email = dice.pick([...guests, "admin@safar.pk"]);
    const ip = randomIp(dice);
    const failures = dice.int(5, 12);
    log({
      userId: null,
      userName: "",
      userEmail: email,
      userRole: "guest",
      ipAddress: ip,
      userAgent: dice.pick(USER_AGENTS),
      action: "security_alert",
      resource: "auth",
      resourceId: null,
      details: `${failures} failed sign-in attempts for ${email} within 15 minutes`,
      status: "warning",
      metadata: { email, failures, windowMinutes: 15, ip },
      createdAt: dice.between(start, plus(now, -HOUR)),
    });
  }
}
