-- Delta sync's cursor is a transaction id, not a time (docs/ARCHITECTURE.md §5.10): every synced
-- table and the tombstones get "sync_txid", the id of the transaction that last wrote the row, set
-- by one trigger on every insert and update whatever the statement says. Rows written before this
-- migration read 0: they were committed before any cursor of the new kind was issued. The column is
-- not in the Drizzle schema on purpose, so a row read never carries it into an answer.
-- "sync_floor" holds the highest sync_txid of the tombstones purged so far and the xmax of the last
-- purge's snapshot: a cursor issued before that purge and reaching down to the floor may miss a
-- deletion and is refused.
CREATE FUNCTION "stamp_sync_txid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."sync_txid" := pg_current_xact_id()::text::bigint;
	RETURN NEW;
END $$;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_bookings" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_bookings" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_package_bookings" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gds_bookings" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tombstones" ADD COLUMN "sync_txid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER "flights_sync_txid" BEFORE INSERT OR UPDATE ON "flights" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "packages_sync_txid" BEFORE INSERT OR UPDATE ON "packages" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "users_sync_txid" BEFORE INSERT OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "flight_bookings_sync_txid" BEFORE INSERT OR UPDATE ON "flight_bookings" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "package_bookings_sync_txid" BEFORE INSERT OR UPDATE ON "package_bookings" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "direct_bookings_sync_txid" BEFORE INSERT OR UPDATE ON "direct_bookings" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "direct_package_bookings_sync_txid" BEFORE INSERT OR UPDATE ON "direct_package_bookings" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "gds_bookings_sync_txid" BEFORE INSERT OR UPDATE ON "gds_bookings" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "notifications_sync_txid" BEFORE INSERT OR UPDATE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "activity_logs_sync_txid" BEFORE INSERT OR UPDATE ON "activity_logs" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE TRIGGER "tombstones_sync_txid" BEFORE INSERT OR UPDATE ON "tombstones" FOR EACH ROW EXECUTE FUNCTION "stamp_sync_txid"();--> statement-breakpoint
CREATE INDEX "flights_sync_txid_idx" ON "flights" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "packages_sync_txid_idx" ON "packages" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "users_sync_txid_idx" ON "users" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "flight_bookings_sync_txid_idx" ON "flight_bookings" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "package_bookings_sync_txid_idx" ON "package_bookings" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "direct_bookings_sync_txid_idx" ON "direct_bookings" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "direct_package_bookings_sync_txid_idx" ON "direct_package_bookings" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "gds_bookings_sync_txid_idx" ON "gds_bookings" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "notifications_user_sync_txid_idx" ON "notifications" USING btree ("user_id","sync_txid");--> statement-breakpoint
CREATE INDEX "activity_logs_sync_txid_idx" ON "activity_logs" USING btree ("sync_txid");--> statement-breakpoint
CREATE INDEX "tombstones_table_sync_txid_idx" ON "tombstones" USING btree ("table_name","sync_txid");--> statement-breakpoint
CREATE TABLE "sync_floor" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("one"),
	"purged_txid" bigint DEFAULT 0 NOT NULL,
	"purge_xmax" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "sync_floor" ("one") VALUES (true);
