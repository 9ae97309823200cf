CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"user_role" text DEFAULT 'guest' NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'success' NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"booking_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'website' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"special_requests" text,
	"notes" text,
	"passenger_count" integer NOT NULL,
	"price_per_passenger" numeric(12, 2) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"destination" text,
	"flight_details" jsonb,
	"package_details" jsonb,
	"passenger_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_package_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'website' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"package_details" jsonb NOT NULL,
	"passenger_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_requests" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_booking_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"person_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"name" text NOT NULL,
	"passport" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"age_type" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"nationality" text NOT NULL,
	"contact_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"flight_id" uuid,
	"flight_snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"passenger_count" integer NOT NULL,
	"price_per_passenger" numeric(12, 2) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"expires_at" timestamp with time zone,
	"payment_method" text,
	"payment_reference" text,
	"payment_claimed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"airline_name" text NOT NULL,
	"flight_number" text NOT NULL,
	"pnr" text NOT NULL,
	"departure" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date NOT NULL,
	"departure_time" text DEFAULT '00:00' NOT NULL,
	"arrival_date" date NOT NULL,
	"arrival_time" text DEFAULT '00:00' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"seats_available" integer DEFAULT 0 NOT NULL,
	"default_meal" text DEFAULT 'no' NOT NULL,
	"default_baggage" text DEFAULT '' NOT NULL,
	"is_stopover" boolean DEFAULT false NOT NULL,
	"stopover_location" text,
	"stopover_layover" text,
	"is_return_flight" boolean DEFAULT false NOT NULL,
	"return_departure_date" date,
	"return_departure_time" text,
	"return_arrival_date" date,
	"return_arrival_time" text,
	"return_duration" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "flights_seats_nonnegative" CHECK ("flights"."seats_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gds_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'PKR' NOT NULL,
	"is_multi_city" boolean DEFAULT false NOT NULL,
	"flight_details" jsonb,
	"source" text DEFAULT 'gds' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gds_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gds_booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"age_type" text DEFAULT 'adult' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"passport" text DEFAULT '' NOT NULL,
	"passport_expiry" date
);
--> statement-breakpoint
CREATE TABLE "gds_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gds_booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL,
	"airline" text NOT NULL,
	"flight_number" text NOT NULL,
	"aircraft" text DEFAULT '320' NOT NULL,
	"stops" integer DEFAULT 0 NOT NULL,
	"adult_base_fare" text DEFAULT '0' NOT NULL,
	"adult_taxes" text DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "package_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid,
	"package_snapshot" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"participant_count" integer NOT NULL,
	"price_per_person" numeric(12, 2) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"expires_at" timestamp with time zone,
	"payment_method" text,
	"payment_reference" text,
	"payment_claimed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"destination" text NOT NULL,
	"duration" text NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"max_participants" integer NOT NULL,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "packages_participants_range" CHECK ("packages"."current_participants" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tombstones" (
	"table_name" text NOT NULL,
	"row_id" uuid NOT NULL,
	"owner_id" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tombstones_table_name_row_id_pk" PRIMARY KEY("table_name","row_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"mobile_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"profile_image" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_booking_passengers" ADD CONSTRAINT "flight_booking_passengers_booking_id_flight_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."flight_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gds_passengers" ADD CONSTRAINT "gds_passengers_gds_booking_id_gds_bookings_id_fk" FOREIGN KEY ("gds_booking_id") REFERENCES "public"."gds_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gds_segments" ADD CONSTRAINT "gds_segments_gds_booking_id_gds_bookings_id_fk" FOREIGN KEY ("gds_booking_id") REFERENCES "public"."gds_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_bookings" ADD CONSTRAINT "package_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_bookings" ADD CONSTRAINT "package_bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_action_created_idx" ON "activity_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_status_created_idx" ON "activity_logs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_role_created_idx" ON "activity_logs" USING btree ("user_role","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_resource_created_idx" ON "activity_logs" USING btree ("resource","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_email_created_idx" ON "activity_logs" USING btree ("user_email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_bookings_booking_id_key" ON "direct_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "direct_bookings_created_idx" ON "direct_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "direct_bookings_updated_at_idx" ON "direct_bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_package_bookings_booking_id_key" ON "direct_package_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "direct_package_bookings_created_idx" ON "direct_package_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "direct_package_bookings_updated_at_idx" ON "direct_package_bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "flight_booking_passengers_booking_idx" ON "flight_booking_passengers" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_booking_id_key" ON "flight_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "flight_bookings_user_idx" ON "flight_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_flight_idx" ON "flight_bookings" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "flight_bookings_status_created_idx" ON "flight_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_pending_expiry_idx" ON "flight_bookings" USING btree ("expires_at") WHERE "flight_bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "flight_bookings_updated_at_idx" ON "flight_bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "flights_departure_date_idx" ON "flights" USING btree ("departure_date");--> statement-breakpoint
CREATE INDEX "flights_created_at_idx" ON "flights" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "flights_updated_at_idx" ON "flights" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gds_bookings_booking_id_key" ON "gds_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "gds_bookings_created_idx" ON "gds_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gds_bookings_updated_at_idx" ON "gds_bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "gds_passengers_booking_idx" ON "gds_passengers" USING btree ("gds_booking_id","position");--> statement-breakpoint
CREATE INDEX "gds_segments_booking_idx" ON "gds_segments" USING btree ("gds_booking_id","position");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_bookings_booking_id_key" ON "package_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "package_bookings_user_idx" ON "package_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "package_bookings_package_idx" ON "package_bookings" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_bookings_status_created_idx" ON "package_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "package_bookings_pending_expiry_idx" ON "package_bookings" USING btree ("expires_at") WHERE "package_bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "package_bookings_updated_at_idx" ON "package_bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "packages_departure_date_idx" ON "packages" USING btree ("departure_date");--> statement-breakpoint
CREATE INDEX "packages_updated_at_idx" ON "packages" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "tombstones_table_deleted_idx" ON "tombstones" USING btree ("table_name","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");