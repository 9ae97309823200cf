/**
 * Failed password checks in the activity log (docs/ARCHITECTURE.md §4.3): each one's log row, and
 * the one security alert of an account that fails too often within a window.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { activityLogs } from "../db/schema.ts";
import { type LogEntry, logActivityBy, type Who } from "./activity.ts";

export const FAILED_SIGNIN_ALERT_THRESHOLD = 5;
export const FAILED_SIGNIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The password checks that count as failures of an account: a sign-in with a wrong password (or an
 * unknown e-mail), a password change or an e-mail change with a wrong current password. Their log
 * rows carry `metadata.reason`; a refused sign-in of a blocked or pending account is no guess.
 */
const GUESSES = {
  login: "sign-in",
  change_password: "password change",
  update_profile: "email change",
} as const;
export type PasswordCheck = keyof typeof GUESSES;
const GUESS_REASONS = ["wrong_password", "unknown_email"];

/**
 * A failed password check of the account `email` (docs/ARCHITECTURE.md §4.3): writes its log row
 * (`entry`, whose action is one of GUESSES) and, when the account has failed
 * FAILED_SIGNIN_ALERT_THRESHOLD times within the window by any of these ways and no alert was raised
 * for it in that window yet, one `security_alert`. One transaction under a lock on the e-mail, so
 * failures arriving together, on any server process, raise one alert. True when it raised one.
 */
export async function recordPasswordFailure(
  db: Db,
  who: Who,
  entry: LogEntry & { action: PasswordCheck },
  email: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-failures:${email}`}))`);
    await logActivityBy(tx, who, { ...entry, status: "error" }, now);
    return raiseAlertOnRepeatedFailures(tx, who, email, now);
  });
}

async function raiseAlertOnRepeatedFailures(
  db: DbOrTx,
  who: Who,
  email: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - FAILED_SIGNIN_WINDOW_MS);
  const guess = sql`${activityLogs.status} = 'error' and ${activityLogs.metadata}->>'reason' in (${sql.join(
    GUESS_REASONS.map((r) => sql`${r}`),
    sql`, `,
  )})`;
  const rows = await db
    .select({ action: activityLogs.action, n: sql<number>`count(*)`.mapWith(Number) })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.userEmail, email),
        gte(activityLogs.createdAt, since),
        sql`(${activityLogs.action} = 'security_alert' or (${activityLogs.action} in ('login', 'change_password', 'update_profile') and ${guess}))`,
      ),
    )
    .groupBy(activityLogs.action);
  const by = new Map(rows.map((r) => [r.action, r.n]));
  const failures = Object.keys(GUESSES).reduce((sum, a) => sum + (by.get(a) ?? 0), 0);
  if (failures < FAILED_SIGNIN_ALERT_THRESHOLD || (by.get("security_alert") ?? 0) > 0) return false;
  const ways = Object.entries(GUESSES)
    .filter(([a]) => by.has(a))
    .map(([a, label]) => `${label}: ${by.get(a)}`)
    .join(", ");
  const minutes = FAILED_SIGNIN_WINDOW_MS / 60_000;
  await logActivityBy(
    db,
    who,
    {
      action: "security_alert",
      resource: "auth",
      details: `${failures} wrong passwords for ${email} within ${minutes} minutes (${ways})`,
      status: "warning",
      metadata: {
        email,
        failures,
        byWay: Object.fromEntries(Object.keys(GUESSES).map((a) => [a, by.get(a) ?? 0])),
        windowMinutes: minutes,
        ip: who.ip,
      },
      actor: { id: null, name: "", email, role: "guest" },
    },
    now,
  );
  return true;
}
