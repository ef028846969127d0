-- Written by hand (decision 0028): the raw views of days not yet rolled up when 0013 added
-- page_views.firsts are marked as the recorder marks new ones, so their visitors still count.
-- One bit per dimension, in analyticsDimensions' order (app/db/analytics-schema.ts):
-- total 1, page 2, source 4, medium 8, campaign 16, referrer 32, language 64, device 128.
UPDATE "page_views" p SET "firsts" = f.bits
FROM (
	SELECT id,
		(row_number() OVER (PARTITION BY day, visitor_hash ORDER BY at, id) = 1)::int * 1
		+ (row_number() OVER (PARTITION BY day, visitor_hash, path ORDER BY at, id) = 1)::int * 2
		+ (source IS NOT NULL AND row_number() OVER (PARTITION BY day, visitor_hash, source ORDER BY at, id) = 1)::int * 4
		+ (medium IS NOT NULL AND row_number() OVER (PARTITION BY day, visitor_hash, medium ORDER BY at, id) = 1)::int * 8
		+ (campaign IS NOT NULL AND row_number() OVER (PARTITION BY day, visitor_hash, campaign ORDER BY at, id) = 1)::int * 16
		+ (referrer_host IS NOT NULL AND row_number() OVER (PARTITION BY day, visitor_hash, referrer_host ORDER BY at, id) = 1)::int * 32
		+ (row_number() OVER (PARTITION BY day, visitor_hash, language ORDER BY at, id) = 1)::int * 64
		+ (row_number() OVER (PARTITION BY day, visitor_hash, device ORDER BY at, id) = 1)::int * 128 AS bits
	FROM "page_views"
	WHERE visitor_hash IS NOT NULL AND day NOT IN (SELECT day FROM "analytics_rollups")
) f
WHERE p.id = f.id;
