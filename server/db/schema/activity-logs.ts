// The activity log (every sign-in, failure and mutation) and the counts its triggers keep.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { LOG_STATUSES } from "../../../src/domain/constants.ts";
import { createdAt, id } from "./columns.ts";

/**
 * The text GET /logs searches: the six searched columns in one string, which a trigram index
 * (pg_trgm, GIN) answers `ILIKE '%term%'` from. The search still tests each column, so a term
 * spanning two columns of this string finds nothing. The query must spell the expression as the
 * index does (routes/logs.ts uses this function for both).
 */
export function activityLogSearchText(t: {
  userName: AnyPgColumn;
  userEmail: AnyPgColumn;
  action: AnyPgColumn;
  resource: AnyPgColumn;
  details: AnyPgColumn;
  ipAddress: AnyPgColumn;
}): SQL {
  return sql`(${t.userName} || ' ' || ${t.userEmail} || ' ' || ${t.action} || ' ' || ${t.resource} || ' ' || ${t.details} || ' ' || ${t.ipAddress})`;
}

export const activityLogs = pgTable(
  "activity_logs",
  {
    id: id(),
    userId: uuid("user_id"),
    userName: text("user_name").notNull().default(""),
    userEmail: text("user_email").notNull().default(""),
    userRole: text("user_role").notNull().default("guest"),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    resourceId: text("resource_id"),
    details: text("details").notNull().default(""),
    status: text("status", { enum: LOG_STATUSES }).notNull().default("success"),
    ipAddress: text("ip_address").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order (newest first, the id breaking ties), so a page is read off this index alone.
    index("activity_logs_created_id_idx").on(t.createdAt, t.id),
    index("activity_logs_search_idx").using("gin", sql`${activityLogSearchText(t)} gin_trgm_ops`),
    index("activity_logs_action_created_idx").on(t.action, t.createdAt),
    index("activity_logs_status_created_idx").on(t.status, t.createdAt),
    index("activity_logs_role_created_idx").on(t.userRole, t.createdAt),
    index("activity_logs_resource_created_idx").on(t.resource, t.createdAt),
    index("activity_logs_email_created_idx").on(t.userEmail, t.createdAt),
  ],
);

/**
 * How many activity logs there are, in all (`key` '') and per value of the list's equality filters
 * (`action:login`, `status:error`, `role:admin`, `resource:booking`), kept by triggers on
 * activity_logs (migration 0001) so GET /logs and /logs/stats need not count a million rows. Each
 * transaction adds to one of 16 slots (its transaction id modulo 16), so concurrent writers seldom
 * wait for one another's rows; a count is the sum over the slots.
 */
export const activityLogCounts = pgTable(
  "activity_log_counts",
  {
    slot: smallint("slot").notNull(),
    key: text("key").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.slot] })],
);
