/** The plans capability's shared types: a plan and a version as stored. */
import type { treatmentPlans, treatmentPlanVersions } from "~/db/schema";

export type Plan = typeof treatmentPlans.$inferSelect;
export type PlanVersion = typeof treatmentPlanVersions.$inferSelect;
