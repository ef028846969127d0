CREATE TABLE "treatment_plan_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"dentist" text,
	"valid_until" date NOT NULL,
	"visits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"consultation_credit_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"content_hash" text,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_plan_versions_version_check" CHECK ("treatment_plan_versions"."version" >= 1),
	CONSTRAINT "treatment_plan_versions_status_check" CHECK ("treatment_plan_versions"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded')),
	CONSTRAINT "treatment_plan_versions_decline_reason_check" CHECK ("treatment_plan_versions"."decline_reason" is null or "treatment_plan_versions"."decline_reason" in ('price', 'timing', 'another-clinic', 'other')),
	CONSTRAINT "treatment_plan_versions_amounts_check" CHECK ("treatment_plan_versions"."subtotal_cents" >= 0 and "treatment_plan_versions"."consultation_credit_cents" >= 0 and "treatment_plan_versions"."discount_cents" >= 0 and "treatment_plan_versions"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treatment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"market" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"lead_id" uuid,
	"consultation_booking_id" uuid,
	"discount_code" text,
	"visit_source" text,
	"visit_medium" text,
	"visit_campaign" text,
	"visit_referrer" text,
	"visit_landing" text,
	"link_token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_plans_market_check" CHECK ("treatment_plans"."market" is null or "treatment_plans"."market" in ('uk', 'germany', 'usa')),
	CONSTRAINT "treatment_plans_currency_check" CHECK ("treatment_plans"."currency" in ('EUR', 'GBP'))
);
--> statement-breakpoint
ALTER TABLE "treatment_plan_versions" ADD CONSTRAINT "treatment_plan_versions_plan_id_treatment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."treatment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_versions" ADD CONSTRAINT "treatment_plan_versions_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_consultation_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("consultation_booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plan_versions_plan_version_key" ON "treatment_plan_versions" USING btree ("plan_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plan_versions_one_accepted_key" ON "treatment_plan_versions" USING btree ("plan_id") WHERE "treatment_plan_versions"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plan_versions_one_draft_key" ON "treatment_plan_versions" USING btree ("plan_id") WHERE "treatment_plan_versions"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "treatment_plan_versions_open_idx" ON "treatment_plan_versions" USING btree ("valid_until") WHERE "treatment_plan_versions"."status" in ('sent', 'viewed');--> statement-breakpoint
CREATE INDEX "treatment_plan_versions_status_idx" ON "treatment_plan_versions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plans_reference_key" ON "treatment_plans" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plans_link_token_hash_key" ON "treatment_plans" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plans_consultation_booking_key" ON "treatment_plans" USING btree ("consultation_booking_id") WHERE "treatment_plans"."consultation_booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_plans_discount_code_key" ON "treatment_plans" USING btree ("discount_code") WHERE "treatment_plans"."discount_code" is not null;--> statement-breakpoint
CREATE INDEX "treatment_plans_lead_idx" ON "treatment_plans" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "treatment_plans_email_lower_idx" ON "treatment_plans" USING btree (lower("patient_email"));