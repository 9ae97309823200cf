-- Activity logs at scale: a trigram index for the search, the list's order in one index, and the
-- counts kept by triggers (server/db/schema.ts, activityLogCounts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "activity_log_counts" (
	"slot" smallint NOT NULL,
	"key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_log_counts_key_slot_pk" PRIMARY KEY("key","slot")
);
--> statement-breakpoint
DROP INDEX "activity_logs_created_idx";--> statement-breakpoint
CREATE INDEX "activity_logs_created_id_idx" ON "activity_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_logs_search_idx" ON "activity_logs" USING gin (("user_name" || ' ' || "user_email" || ' ' || "action" || ' ' || "resource" || ' ' || "details" || ' ' || "ip_address") gin_trgm_ops);--> statement-breakpoint
-- No log is written between the count below and the triggers (CREATE INDEX holds this lock too).
LOCK TABLE "activity_logs" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "activity_log_counts" ("slot", "key", "n")
SELECT 0, v.k, count(*)
FROM "activity_logs" AS r,
	LATERAL (VALUES (''), ('action:' || r."action"), ('resource:' || r."resource"), ('role:' || r."user_role"), ('status:' || r."status")) AS v(k)
GROUP BY v.k;--> statement-breakpoint
INSERT INTO "activity_log_counts" ("slot", "key", "n") VALUES (0, '', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Per statement: +1 per new row and -1 per old row under each of its keys. A transaction adds to one
-- slot (its id modulo 16) and takes its rows in key order, '' first: two transactions on one slot
-- queue on the '' row and never deadlock.
CREATE FUNCTION "activity_logs_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	slot_no smallint := (txid_current() % 16)::smallint;
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "activity_log_counts" ("slot", "key", "n")
		SELECT slot_no, v.k, count(*)
		FROM new_rows AS r,
			LATERAL (VALUES (''), ('action:' || r."action"), ('resource:' || r."resource"), ('role:' || r."user_role"), ('status:' || r."status")) AS v(k)
		GROUP BY v.k ORDER BY v.k
		ON CONFLICT ("key", "slot") DO UPDATE SET "n" = "activity_log_counts"."n" + excluded."n";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "activity_log_counts" ("slot", "key", "n")
		SELECT slot_no, v.k, -count(*)
		FROM old_rows AS r,
			LATERAL (VALUES (''), ('action:' || r."action"), ('resource:' || r."resource"), ('role:' || r."user_role"), ('status:' || r."status")) AS v(k)
		GROUP BY v.k ORDER BY v.k
		ON CONFLICT ("key", "slot") DO UPDATE SET "n" = "activity_log_counts"."n" + excluded."n";
	ELSE
		INSERT INTO "activity_log_counts" ("slot", "key", "n")
		SELECT slot_no, c.k, sum(c.d)
		FROM (
			SELECT v.k, 1 AS d FROM new_rows AS r,
				LATERAL (VALUES (''), ('action:' || r."action"), ('resource:' || r."resource"), ('role:' || r."user_role"), ('status:' || r."status")) AS v(k)
			UNION ALL
			SELECT v.k, -1 AS d FROM old_rows AS r,
				LATERAL (VALUES (''), ('action:' || r."action"), ('resource:' || r."resource"), ('role:' || r."user_role"), ('status:' || r."status")) AS v(k)
		) AS c
		GROUP BY c.k HAVING sum(c.d) <> 0 ORDER BY c.k
		ON CONFLICT ("key", "slot") DO UPDATE SET "n" = "activity_log_counts"."n" + excluded."n";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_logs_count_insert" AFTER INSERT ON "activity_logs"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_logs_count"();--> statement-breakpoint
CREATE TRIGGER "activity_logs_count_update" AFTER UPDATE ON "activity_logs"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_logs_count"();--> statement-breakpoint
CREATE TRIGGER "activity_logs_count_delete" AFTER DELETE ON "activity_logs"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_logs_count"();--> statement-breakpoint
CREATE FUNCTION "activity_logs_count_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "activity_log_counts";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_logs_count_truncate" AFTER TRUNCATE ON "activity_logs"
	FOR EACH STATEMENT EXECUTE FUNCTION "activity_logs_count_truncate"();
