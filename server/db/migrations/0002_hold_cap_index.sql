-- What one customer holds in pending bookings (the hold cap, server/services/holds.ts), read on every
-- booking: an index per booking table on the customer's pending bookings alone, so the read stays a
-- few rows however many pending bookings the agency has.
CREATE INDEX "flight_bookings_user_pending_idx" ON "flight_bookings" USING btree ("user_id","expires_at") WHERE "flight_bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "package_bookings_user_pending_idx" ON "package_bookings" USING btree ("user_id","expires_at") WHERE "package_bookings"."status" = 'pending';