/**
 * A booking transaction's first step as a request takes it: the customer's row locked
 * (`lockHolder`, services/holds.ts), the caller's account checked on that row, and the answer kept
 * for the request's Idempotency-Key replayed at once, before anything is taken.
 */
import type { Context } from "hono";
import type { Tx } from "../db/client.ts";
import type { AppEnv } from "../http/env.ts";
import { settleAccount } from "../http/guards.ts";
import { keptAnswerValues, replayKeptAnswer } from "../http/idempotency.ts";
import { lockHolder } from "../services/holds.ts";

export async function lockCaller(tx: Tx, c: Context<AppEnv>, userId: string): Promise<void> {
  const locked = await lockHolder(tx, userId, keptAnswerValues(c));
  // Deleted, blocked, signed out everywhere or no longer approved while this request ran: a 401.
  settleAccount(c, locked?.account);
  replayKeptAnswer(c, locked!.kept);
}
