// The accounts table and their sign-in sessions.
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { USER_ROLES } from "../../../src/domain/constants.ts";
import { createdAt, id, instant, updatedAt, version } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("customer"),
    mobileNumber: text("mobile_number").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    country: text("country").notNull().default(""),
    company: text("company").notNull().default(""),
    profileImage: text("profile_image"),
    isApproved: boolean("is_approved").notNull().default(false),
    isBlocked: boolean("is_blocked").notNull().default(false),
    /** Bumped on block, password change and deletion: every token carrying an older value is dead. */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_created_at_idx").on(t.createdAt),
    index("users_updated_at_idx").on(t.updatedAt),
  ],
);

/**
 * Sign-in sessions (docs/ARCHITECTURE.md §4.1): one row per token issued at sign-in (the token's `sid`
 * claim), read on every authenticated call so a revocation holds on every server process at once.
 * `tokenVersion` is the account's token version when it was issued: a session whose account has
 * moved on (a password change, a block) is dead like its token and is not listed.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenVersion: integer("token_version").notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute per session (server/services/sessions.ts). */
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (cut to 400 characters). */
    userAgent: text("user_agent").notNull().default(""),
    /** The client's address at sign-in. */
    address: text("address").notNull().default(""),
    revokedAt: instant("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_created_at_idx").on(t.createdAt)],
);
