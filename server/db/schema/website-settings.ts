// The agency's website settings: one row (id 1) for every admin to read and save
// (docs/ARCHITECTURE.md §5.8). No row yet reads as the spec's defaults at version 1.
import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import type { WebsiteSettings } from "../../../src/domain/website-settings.ts";
import { createdAt, updatedAt, version } from "./columns.ts";
import { users } from "./users.ts";

export const websiteSettings = pgTable(
  "website_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** Checked by the domain's websiteSettingsInput before it is stored. */
    settings: jsonb("settings").$type<WebsiteSettings>().notNull(),
    /** Who saved last (the name stays when the account is deleted). */
    updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedByName: text("updated_by_name").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [check("website_settings_one_row", sql`${t.id} = 1`)],
);
