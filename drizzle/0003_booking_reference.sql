ALTER TABLE "consultation_bookings" ADD COLUMN "reference" text;--> statement-breakpoint
-- Existing bookings get a reference of the same form, derived from their id (8 bytes of its
-- md5, each picking one of the 31 characters of app/lib/booking-reference.ts).
UPDATE "consultation_bookings" SET "reference" = 'BDC-' || (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', get_byte(decode(md5("id"::text), 'hex'), n) % 31 + 1, 1), '' ORDER BY n)
  FROM generate_series(0, 3) AS n
) || '-' || (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', get_byte(decode(md5("id"::text), 'hex'), n) % 31 + 1, 1), '' ORDER BY n)
  FROM generate_series(4, 7) AS n
);--> statement-breakpoint
ALTER TABLE "consultation_bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_reference_key" ON "consultation_bookings" USING btree ("reference");
