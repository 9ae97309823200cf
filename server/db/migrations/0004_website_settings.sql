-- The agency's website settings (server/services/website-settings.ts): one row, id 1, shared by every
-- admin; no row yet reads as the defaults at version 1 (docs/ARCHITECTURE.md §5.8).
CREATE TABLE "website_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "website_settings_one_row" CHECK ("website_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;