/**
 * The addresses of a treatment plan (app/services/plans/links.server.ts makes the token): the
 * patient's private page, and the plan in the back office. Kept apart so that pages which only
 * link to a plan load nothing else.
 */
export const planPath = (token: string) => `/plan/${token}`;
export const staffPlanPath = (planId: string) => `/staff/plans/${planId}`;
