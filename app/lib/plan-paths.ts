/**
 * The addresses of a treatment plan (app/services/plans/links.server.ts makes the token): the
 * patient's private page, and the plan in the back office. Kept apart so that pages which only
 * link to a plan load nothing else.
 */
export const planPath = (token: string) => `/plan/${token}`;
/** The plan as a PDF: the current version, or an earlier one by its number. */
export const planPdfPath = (token: string, version?: number) =>
  `/plan/${token}/plan.pdf${version ? `?version=${version}` : ""}`;
/**
 * What every answer under a plan's private link carries: the link is the key to the plan, so no
 * browser or cache on the way stores it, no search engine indexes it, and no page it leads to
 * learns it as a referrer.
 */
export const planLinkHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;
export const staffPlanPath = (planId: string) => `/staff/plans/${planId}`;
/** The patient's deposit: where its form posts (the checkout starts), and where the provider sends them back. */
export const planDepositPath = (token: string) => `/plan/${token}/deposit`;
export const planDepositReturnPath = (token: string) => `/plan/${token}/deposit/return`;
/** The staff form that refunds a plan's paid deposit. */
export const staffDepositRefundPath = (planId: string) => `/staff/plans/${planId}/deposit/refund`;
