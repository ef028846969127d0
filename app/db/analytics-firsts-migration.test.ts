import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { migrationsFolder, pgliteExtensions } from "./client.server";
import { analyticsDimensions, firstViewBit } from "./analytics-schema";

/** Runs one migration file, statement by statement, as drizzle's migrator does. */
async function apply(db: PGlite, file: string) {
  const text = readFileSync(path.join(migrationsFolder, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

const columnOf: Record<(typeof analyticsDimensions)[number], string> = {
  total: "''",
  page: "path",
  source: "source",
  medium: "medium",
  campaign: "campaign",
  referrer: "referrer_host",
  language: "language",
  device: "device",
};

describe("the migration that marks earlier views' firsts (decision 0028)", () => {
  it("gives the views of days not rolled up yet the visitors their hashes say, and leaves rolled-up days alone", async () => {
    const files = readdirSync(migrationsFolder)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    const at = files.findIndex((name) => name.endsWith("_analytics_firsts_backfill.sql"));
    expect(at).toBeGreaterThan(0);
    const db = new PGlite({ extensions: pgliteExtensions });
    try {
      for (const file of files.slice(0, at)) await apply(db, file);
      // Views written before the column existed: three visitors over two days, one rolled up.
      await db.exec(`
        insert into analytics_rollups (day) values ('2029-06-13');
        insert into page_views (at, day, path, language, device, source, medium, campaign, referrer_host, visitor_hash)
        select '2029-06-14T08:00:00Z'::timestamptz + i * interval '1 minute', d::date,
          (array['/', '/prices', '/de/preise'])[1 + i % 3], (array['en', 'en', 'de'])[1 + i % 3],
          (array['phone', 'desktop'])[1 + i % 2],
          case when i % 4 = 0 then 'google' end, case when i % 4 = 0 then 'organic' end,
          case when i % 8 = 0 then 'spring' end, case when i % 4 = 0 then 'www.google.com' end,
          case when i % 10 = 9 then null else 'visitor-' || (i % 3) end
        from generate_series(0, 39) i, (values ('2029-06-13'), ('2029-06-14')) days(d);`);
      await apply(db, files[at]!);

      for (const dimension of analyticsDimensions) {
        const column = columnOf[dimension];
        const { rows } = await db.query<{ value: string; by_hash: number; by_bit: number }>(
          `select ${column} as value, count(distinct visitor_hash)::int as by_hash,
             count(*) filter (where firsts & ${firstViewBit(dimension)} <> 0)::int as by_bit
           from page_views where day = '2029-06-14' and ${column} is not null group by 1`,
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows)
          expect([dimension, row.value, row.by_bit]).toEqual([dimension, row.value, row.by_hash]);
      }
      // A rolled-up day's visitors are already counted: its views are not touched.
      const rolled = await db.query<{ n: number }>(
        "select count(*)::int as n from page_views where day = '2029-06-13' and firsts <> 0",
      );
      expect(rolled.rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
    // A fresh embedded cluster and every migration: slow on a busy two-core machine.
  }, 120_000);
});
