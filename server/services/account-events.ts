/**
 * Account changes across server processes (docs/ARCHITECTURE.md §6.5). On PostgreSQL every change
 * of a `users` row is announced at its commit on the channel `safar_account` (the trigger of
 * migration 0008), and each process listens on its own connection (server/db/pg-session.ts) and
 * drops its cached copy of that account at once, so a block, a deletion, a lost approval or a
 * password change made through any process holds on every one from the next call on. A cache that
 * cannot hear is not trusted: while the connection is down every check reads the account afresh,
 * and once it is back everything cached before is dropped (notices sent meanwhile were missed).
 * On PGlite (one process, §6.2) the changes are forgotten in-process, as they are committed.
 */
import type { Database } from "../db/client.ts";
import { forgetAllUsers, forgetUser, trustUserCacheWhile } from "./users.ts";

export const ACCOUNT_CHANNEL = "safar_account";

const listening = new WeakSet<object>();

export function listenForAccountChanges(database: Database): void {
  const session = database.session;
  if (!session || listening.has(database.db)) return;
  listening.add(database.db);
  const { db } = database;
  trustUserCacheWhile(db, () => session.up);
  session.onState((up) => {
    if (up) forgetAllUsers(db);
  });
  session.listen(ACCOUNT_CHANNEL, (id) => forgetUser(db, id));
}
