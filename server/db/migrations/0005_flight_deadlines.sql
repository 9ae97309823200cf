-- A flight's airline deadlines and when its names were last sent (docs/ARCHITECTURE.md §4.8).
ALTER TABLE "flights" ADD COLUMN "names_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "ticketing_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "names_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "names_sent_by_id" uuid;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "names_sent_by_name" text;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_names_sent_by_id_users_id_fk" FOREIGN KEY ("names_sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;