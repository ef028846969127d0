import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "~/lib/booking-reference";
import { migrationsFolder } from "./client.server";

/** Runs one migration file, statement by statement, as drizzle's migrator does. */
async function apply(db: PGlite, file: string) {
  const text = readFileSync(path.join(migrationsFolder, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe("the booking reference migration", () => {
  it("gives every existing booking its own readable reference", async () => {
    const files = readdirSync(migrationsFolder)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    const at = files.findIndex((name) => name.endsWith("_booking_reference.sql"));
    expect(at).toBeGreaterThan(0);
    const db = new PGlite();
    try {
      for (const file of files.slice(0, at)) await apply(db, file);
      for (let i = 0; i < 3; i++) {
        await db.query(
          `insert into consultation_bookings (session_id, provider, status, event_date, amount_cents, currency)
           values ($1, 'test', 'paid', '2027-02-01', 5000, 'eur')`,
          [`cs_test_${i}`],
        );
      }
      await apply(db, files[at]);
      const { rows } = await db.query<{ reference: string }>("select reference from consultation_bookings");
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.reference).toMatch(REFERENCE_PATTERN);
      expect(new Set(rows.map((row) => row.reference)).size).toBe(3);
    } finally {
      await db.close();
    }
    // A fresh embedded cluster and every migration: slow on a busy two-core machine.
  }, 120_000);
});
