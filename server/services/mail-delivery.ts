/**
 * E-mail delivery (docs/ARCHITECTURE.md §13.4): claims due rows of the mail outbox and sends each
 * through SMTP (SMTP_URL, from MAIL_FROM) with nodemailer. Sent: the row keeps when. A mail server
 * that is down or answers 4xx: tried again later with back-off, up to MAIL_MAX_ATTEMPTS times (about
 * six hours). A 5xx answer (a refused address) will not change: the row is given up. A row given up
 * stays in the table with its last error, so nothing is lost without a trace.
 */
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Deps } from "../http/env.ts";
import { afterFailure, claimDue, errorText, nextAttempt } from "./outbox-retry.ts";

export const MAIL_MAX_ATTEMPTS = 12;
const BATCH = 10;

export type Mailer = {
  send(m: { to: string; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
};

/** An SMTP sender whose every wait is bounded, all of them well inside the claim's lease. */
export function mailer(config: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(m) {
      await transport.sendMail({ from: config.from, ...m });
    },
    close: () => transport.close(),
  };
}

type Claimed = {
  id: string;
  attempts: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
};

/** Sends every due e-mail of the outbox, a batch at a time, one after another. */
export async function drainMail(deps: Deps, mail: Mailer, retryBaseMs: number): Promise<void> {
  for (;;) {
    const rows = await claim(deps);
    for (const row of rows) await send(deps, mail, row, retryBaseMs);
    if (rows.length < BATCH) return;
  }
}

function claim(deps: Deps): Promise<Claimed[]> {
  return claimDue<Claimed>(deps.db, "mail_outbox", deps.now(), {
    pending: sql`sent_at is null and failed_at is null`,
    batch: BATCH,
    returning: sql`o.id, o.attempts, o.to_address, o.subject, o.text_body, o.html_body`,
  });
}

async function send(deps: Deps, mail: Mailer, row: Claimed, retryBaseMs: number): Promise<void> {
  const { db } = deps;
  try {
    await mail.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
  } catch (err) {
    const now = deps.now();
    // A 5xx answer (a refused address) will not change; anything else is tried again, so often.
    const code = Number((err as { responseCode?: unknown }).responseCode);
    const again = !(code >= 500) && row.attempts < MAIL_MAX_ATTEMPTS;
    const retryAt = again ? nextAttempt(now, row.attempts, retryBaseMs) : null;
    await afterFailure(db, "mail_outbox", row.id, errorText(err), now, retryAt);
    return;
  }
  await db.execute(
    sql`update mail_outbox set sent_at = ${deps.now().toISOString()}::timestamptz, last_error = null where id = ${row.id}::uuid`,
  );
}
