CREATE TABLE "medical_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_histories_email_check" CHECK ("medical_histories"."email" = lower(btrim("medical_histories"."email")))
);
--> statement-breakpoint
CREATE TABLE "medical_history_reminders" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_history_versions" (
	"history_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"key_id" text NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" text NOT NULL,
	"auth_tag" text NOT NULL,
	CONSTRAINT "medical_history_versions_pkey" PRIMARY KEY("history_id","version"),
	CONSTRAINT "medical_history_versions_version_check" CHECK ("medical_history_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "medical_history_reminders" ADD CONSTRAINT "medical_history_reminders_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_history_reminders" ADD CONSTRAINT "medical_history_reminders_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_history_versions" ADD CONSTRAINT "medical_history_versions_history_id_medical_histories_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."medical_histories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_histories_email_key" ON "medical_histories" USING btree ("email");--> statement-breakpoint
CREATE INDEX "medical_history_versions_key_id_idx" ON "medical_history_versions" USING btree ("key_id");