// The column builders every table of the schema shares: the conventions of server/db/schema.ts
// (UUID keys, timestamps, versions, money, calendar days) written once.
import { date, integer, numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const version = () => integer("version").notNull().default(1);
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
export const day = (name: string) => date(name, { mode: "string" });
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A customer's booking's steps from pending to paid, approved or cancelled (docs/ARCHITECTURE.md §10). */
export const lifecycle = () => ({
  expiresAt: instant("expires_at"),
  paymentMethod: text("payment_method"),
  paymentReference: text("payment_reference"),
  paymentClaimedAt: instant("payment_claimed_at"),
  approvedAt: instant("approved_at"),
  cancelledAt: instant("cancelled_at"),
  cancelReason: text("cancel_reason"),
});
