import { data } from "react-router";
import { endpointAction } from "~/endpoints/endpoint.server";
import { subscribeToNewsletter } from "~/services/newsletter/newsletter.server";

/**
 * POST /api/newsletter {email, page?, language?} → 202: a confirmation link is on its way (or, for
 * an address already subscribed, a reminder). The same answer whether or not the address is known.
 * `language` is the popup's page's ('de', 'fr'; English without it): the emails are written in it.
 */
export const action = endpointAction("newsletter", async ({ input, context }) => {
  await subscribeToNewsletter(context, input);
  return data({ ok: true }, { status: 202 });
});
