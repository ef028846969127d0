CREATE TABLE "analytics_address_days" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_address_days_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "firsts" smallint DEFAULT 0 NOT NULL;