CREATE TABLE "plan_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"checkout_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"payer_email" text,
	"payer_name" text,
	"paid_at" timestamp with time zone,
	"refund_reason" text,
	"refunded_at" timestamp with time zone,
	"refund_reference" text,
	"refunded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_deposits_amount_check" CHECK ("plan_deposits"."amount_cents" > 0),
	CONSTRAINT "plan_deposits_status_check" CHECK ("plan_deposits"."status" in ('open', 'paid', 'refunded', 'cancelled', 'expired')),
	CONSTRAINT "plan_deposits_provider_check" CHECK ("plan_deposits"."provider" in ('stripe', 'test')),
	CONSTRAINT "plan_deposits_refund_reason_check" CHECK ("plan_deposits"."refund_reason" is null or "plan_deposits"."refund_reason" in ('staff', 'duplicate'))
);
--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ALTER COLUMN "event_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "purpose" text DEFAULT 'consultation-day' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "plan_deposits" ADD CONSTRAINT "plan_deposits_plan_id_treatment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."treatment_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_deposits" ADD CONSTRAINT "plan_deposits_version_id_treatment_plan_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."treatment_plan_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_deposits" ADD CONSTRAINT "plan_deposits_refunded_by_staff_accounts_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_deposits_session_id_key" ON "plan_deposits" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_deposits_one_paid_key" ON "plan_deposits" USING btree ("version_id") WHERE "plan_deposits"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_deposits_one_open_key" ON "plan_deposits" USING btree ("version_id") WHERE "plan_deposits"."status" = 'open';--> statement-breakpoint
CREATE INDEX "plan_deposits_plan_idx" ON "plan_deposits" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_deposits_unsettled_idx" ON "plan_deposits" USING btree ("created_at") WHERE "plan_deposits"."status" in ('open', 'cancelled', 'expired', 'refunded');