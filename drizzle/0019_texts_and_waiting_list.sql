CREATE TABLE "text_month_counts" (
	"month" text PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "text_month_counts_sent_check" CHECK ("text_month_counts"."sent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_opt_outs_source_check" CHECK ("text_opt_outs"."source" in ('stop-reply', 'provider', 'patient', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_date" date NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"text_channel" text DEFAULT 'none' NOT NULL,
	"text_consent_at" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entries_email_check" CHECK ("waiting_list_entries"."email" = lower(btrim("waiting_list_entries"."email"))),
	CONSTRAINT "waiting_list_entries_status_check" CHECK ("waiting_list_entries"."status" in ('waiting', 'offered', 'booked', 'passed', 'left', 'closed')),
	CONSTRAINT "waiting_list_entries_text_channel_check" CHECK ("waiting_list_entries"."text_channel" in ('none', 'sms', 'whatsapp')),
	CONSTRAINT "waiting_list_entries_offer_check" CHECK ("waiting_list_entries"."status" <> 'offered' or "waiting_list_entries"."offer_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "text_channel" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "text_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "text_time_zone" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "send_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "gave_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "uncertain_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_token_hash_key" ON "waiting_list_entries" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_active_email_key" ON "waiting_list_entries" USING btree ("event_date","email") WHERE "waiting_list_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_entries_queue_idx" ON "waiting_list_entries" USING btree ("event_date","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_id_key" ON "outbox" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "outbox_texts_sent_idx" ON "outbox" USING btree ("recipient","sent_at") WHERE "outbox"."channel" <> 'email';--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_text_channel_check" CHECK ("consultation_bookings"."text_channel" in ('none', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms', 'whatsapp'));