import { data } from "react-router";
import { logger } from "~/lib/logger.server";
import { endpointAction } from "~/services/endpoint.server";
import { subscribeToNewsletter } from "~/services/newsletter.server";

/** POST /api/newsletter {email, page?} → 201 new, 200 already subscribed, 400 bad address. */
export const action = endpointAction("newsletter", async ({ input, context }) => {
  const { created } = await subscribeToNewsletter(context.db, input);
  logger.info({ created }, "newsletter sign-up");
  return data({ ok: true }, { status: created ? 201 : 200 });
});
