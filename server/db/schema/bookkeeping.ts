// The server's own records beside the resources: Idempotency-Key replies and the tombstones of
// deleted rows that delta sync reads.
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns.ts";

/**
 * Idempotency-Key records (IETF httpapi draft, Stripe semantics): scoped to the caller, kept 7 days.
 * `responseStatus` is null while the first request is still being processed.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);

/**
 * Ids deleted from a synced table, so a delta sync can tell clients what to drop. Like every synced
 * table it also has `sync_txid`, and the purge keeps the one-row `sync_floor`: both live in SQL only
 * (migration 0009, docs/ARCHITECTURE.md §5.10), read through server/http/delta.ts, so no row read
 * here carries them into an answer.
 */
export const tombstones = pgTable(
  "tombstones",
  {
    tableName: text("table_name").notNull(),
    rowId: uuid("row_id").notNull(),
    /** The user whose mirror held the row (bookings), or null for shared tables. */
    ownerId: uuid("owner_id"),
    deletedAt: instant("deleted_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tableName, t.rowId] }),
    index("tombstones_table_deleted_idx").on(t.tableName, t.deletedAt),
  ],
);

/**
 * The rate limits' fixed windows when the server runs on PostgreSQL (server/http/rate-limit.ts,
 * docs/ARCHITECTURE.md §6.5): `key` is the limiter's name and its key. UNLOGGED (migration 0008): a
 * counter lost in a database crash only gives a guesser a fresh window, and no write of it waits
 * for the WAL.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: instant("reset_at").notNull(),
});
