CREATE TABLE "treatment_plan_follow_ups" (
	"version_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_plan_follow_ups_pkey" PRIMARY KEY("version_id","kind"),
	CONSTRAINT "treatment_plan_follow_ups_kind_check" CHECK ("treatment_plan_follow_ups"."kind" in ('not-opened', 'not-answered', 'expiring'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "treatment_plan_follow_ups" ADD CONSTRAINT "treatment_plan_follow_ups_version_id_treatment_plan_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."treatment_plan_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_follow_ups" ADD CONSTRAINT "treatment_plan_follow_ups_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_plan_id_treatment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."treatment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_plan_id_idx" ON "outbox" USING btree ("plan_id");