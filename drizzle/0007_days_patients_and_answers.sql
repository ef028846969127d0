-- The staff search matches parts of names, addresses and phone numbers with trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "consultation_days" (
	"date" date PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"capacity" integer NOT NULL,
	"appointment_times" jsonb NOT NULL,
	"places_per_time" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "consultation_days_capacity_check" CHECK ("consultation_days"."capacity" >= 0 and "consultation_days"."capacity" <= 500),
	CONSTRAINT "consultation_days_places_per_time_check" CHECK ("consultation_days"."places_per_time" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "booked_by" uuid;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_setup_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "consultation_days" ADD CONSTRAINT "consultation_days_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_staff_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_staff_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reply_templates_name_key" ON "reply_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_booked_by_staff_accounts_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_bookings_name_trgm_idx" ON "consultation_bookings" USING gin (lower(coalesce("customer_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_bookings_email_trgm_idx" ON "consultation_bookings" USING gin (lower(coalesce("customer_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_bookings_phone_digits_trgm_idx" ON "consultation_bookings" USING gin (regexp_replace(coalesce("customer_phone", ''), '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_bookings_email_lower_idx" ON "consultation_bookings" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "consultation_bookings_reference_bare_idx" ON "consultation_bookings" USING btree (replace("reference", '-', ''));--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin (regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_unanswered_idx" ON "leads" USING btree ("created_at") WHERE "leads"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_lead_id_idx" ON "outbox" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_provider_check" CHECK ("consultation_bookings"."provider" in ('stripe', 'test', 'desk'));--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_channel_check" CHECK ("consultation_bookings"."channel" in ('online', 'phone-desk', 'phone-link'));--> statement-breakpoint
-- Leads already worked on count as answered; every lead starts its history with its arrival.
UPDATE "leads" SET "answered_at" = "created_at" WHERE "status" <> 'new';--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "at", "kind") SELECT "id", "created_at", 'received' FROM "leads";
