CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"entrances" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"device" text NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"term" text,
	"content" text,
	"referrer_host" text,
	"visitor_hash" text
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_referrer" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_landing" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "visit_source" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "visit_medium" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "visit_campaign" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "visit_referrer" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "visit_landing" text;--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_idx" ON "analytics_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "page_views_visitor_idx" ON "page_views" USING btree ("day","visitor_hash","at");