/** Column helpers every table file shares: the creation time most rows carry. */
import { text, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * What brought the visitor who made a lead or booking, found on the server from that day's
 * visitor hash (app/services/analytics/attribution.server.ts); all null when nothing is known
 * (a direct visit from another day, Global Privacy Control, a phone booking).
 */
export const visitColumns = () => ({
  visitSource: text("visit_source"),
  visitMedium: text("visit_medium"),
  visitCampaign: text("visit_campaign"),
  visitReferrer: text("visit_referrer"),
  visitLanding: text("visit_landing"),
});
