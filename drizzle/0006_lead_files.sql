CREATE TABLE "lead_files" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_files_lead_idx" ON "lead_files" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_files_created_at_idx" ON "lead_files" USING btree ("created_at");