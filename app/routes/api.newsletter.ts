import { data } from "react-router";
import { logger } from "~/lib/logger.server";
import { endpointAction } from "~/services/endpoint.server";
import { subscribeToNewsletter } from "~/services/newsletter.server";

/**
 * POST /api/newsletter {email, page?} → 202: a confirmation link is on its way (or, for an
 * address already subscribed, a reminder). The same answer whether or not the address is known.
 */
export const action = endpointAction("newsletter", async ({ input, context }) => {
  const { outcome } = await subscribeToNewsletter(context.db, input, { siteUrl: context.env.SITE_URL });
  logger.info({ outcome }, "newsletter sign-up");
  return data({ ok: true }, { status: 202 });
});
