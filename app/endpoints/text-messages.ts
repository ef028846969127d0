/**
 * Twilio's callbacks for text messages (app/services/messages/callbacks.server.ts), spread into
 * app/route-list.ts's `endpoints`: a text's delivery status, and a text a patient sent (STOP,
 * START). Posted from Twilio's servers, from no page of ours, so any origin, as Stripe's webhook;
 * the signature over SITE_URL + the path and every parameter, checked by the use case, is the proof.
 */
import { twilioCallbackSchema } from "../lib/schemas/messages";
import { define, type EndpointDefinition } from "./definition";
import { bodyLimits } from "./limits";

/** A small form, on the webhook tier (Twilio posts from many addresses, a few a text). */
const twilioCallback = (pattern: string, file: string) =>
  ({
    pattern,
    file,
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.twilio,
    tier: "webhook",
    errors: "json",
    origin: "any",
    schema: twilioCallbackSchema,
  }) satisfies EndpointDefinition;

export const textMessageEndpoints = define({
  textStatus: twilioCallback("/api/messages/status", "routes/api.messages.status.ts"),
  textIncoming: twilioCallback("/api/messages/incoming", "routes/api.messages.incoming.ts"),
});
