-- The minute's deadline notices (server/services/timed-notices.ts, docs/ARCHITECTURE.md §13.1) look
-- for names due within a day and not yet sent, and ticketing due within a day: each a range on a
-- partial index of its own (only the flights that have such a deadline), read together by a
-- BitmapOr, instead of a scan of every flight each minute.
CREATE INDEX "flights_names_due_unsent_idx" ON "flights" USING btree ("names_due_at") WHERE "flights"."names_due_at" is not null and "flights"."names_sent_at" is null;--> statement-breakpoint
CREATE INDEX "flights_ticketing_due_idx" ON "flights" USING btree ("ticketing_due_at") WHERE "flights"."ticketing_due_at" is not null;