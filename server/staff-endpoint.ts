import { timingSafeEqual } from "node:crypto";
import { Router } from "express";
import type { Database } from "../app/db/client.server";
import { toCsv } from "../app/lib/csv";
import { leadExportColumns, listLeads, subscriberExportColumns } from "../app/services/leads.server";

/**
 * GET /api/staff/leads?since=YYYY-MM-DD[&until=…][&format=csv|json], with
 * `Authorization: Bearer <token>`: how `npm run leads` reads leads while the server owns
 * the embedded database.
 */
export function staffEndpoint({ db, token }: { db: Database; token: string }): Router {
  const router = Router();
  const expected = Buffer.from(`Bearer ${token}`);

  router.get("/api/staff/leads", async (req, res, next) => {
    const given = Buffer.from(req.get("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return res.status(401).json({ error: "A valid staff token is required" });
    }
    const since = parseDate(req.query.since);
    const until = parseDate(req.query.until);
    if (since === null || until === null)
      return res.status(400).json({ error: "Dates must look like 2026-01-31" });
    try {
      const { leads, subscribers } = await listLeads(db, { since, until });
      if (req.query.format === "csv") {
        const kind = req.query.kind === "subscribers" ? "subscribers" : "leads";
        res.type("text/csv").setHeader("Cache-Control", "no-store");
        return res.send(
          kind === "subscribers"
            ? toCsv(subscribers, [...subscriberExportColumns])
            : toCsv(leads, [...leadExportColumns]),
        );
      }
      res.setHeader("Cache-Control", "no-store");
      res.json({ leads, subscribers });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/** undefined when absent, null when malformed. */
function parseDate(value: unknown): Date | undefined | null {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
