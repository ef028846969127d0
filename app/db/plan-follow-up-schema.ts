/**
 * The follow-up reminders of a sent treatment plan (app/services/plans/follow-ups.server.ts):
 * one row for each reminder decided on, at most one of each kind per version (a unique key, so two
 * servers running the job at once queue one), with the outbox row that carries it. One of the
 * owner files app/db/schema.ts gathers.
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { outbox } from "./outbox-schema";
import { treatmentPlanVersions } from "./plan-schema";

/**
 * not-opened: sent 3 days ago and not opened; not-answered: opened 7 days ago and not answered;
 * expiring: its valid-until date is near (7 days, or 3 for a short validity) and not answered.
 */
export const planFollowUpKinds = ["not-opened", "not-answered", "expiring"] as const;
export type PlanFollowUpKind = (typeof planFollowUpKinds)[number];

export const planFollowUps = pgTable(
  "treatment_plan_follow_ups",
  {
    versionId: uuid("version_id")
      .notNull()
      .references(() => treatmentPlanVersions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: planFollowUpKinds }).notNull(),
    /** The email queued; null once the outbox row is gone (withdrawn before it went, or erased). */
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "treatment_plan_follow_ups_pkey", columns: [t.versionId, t.kind] }),
    check(
      "treatment_plan_follow_ups_kind_check",
      sql`${t.kind} in ('not-opened', 'not-answered', 'expiring')`,
    ),
  ],
);
