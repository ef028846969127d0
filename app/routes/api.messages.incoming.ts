import type { CallbackOutcome } from "~/services/messages/callbacks.server";
import { endpointAction } from "~/endpoints/endpoint.server";
import { receiveIncomingText } from "~/services/messages/callbacks.server";

/**
 * POST /api/messages/incoming: a text a patient sent to the clinic's number, as Twilio forwards
 * it, signed: STOP ends texts to that number at once, START lets them go again.
 */
export const action = endpointAction("textIncoming", async ({ input, request, context }) =>
  twilioAnswer(
    await receiveIncomingText(context, new URLSearchParams(input), request.headers.get("x-twilio-signature")),
  ),
);

/** Twilio's empty answer (TwiML: nothing to do), or a refusal it will not retry into a change. */
function twilioAnswer(outcome: CallbackOutcome): Response {
  if (outcome === "not-configured") return new Response(null, { status: 404 });
  if (outcome === "bad-signature") return new Response(null, { status: 403 });
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    headers: { "Content-Type": "text/xml; charset=utf-8" },
  });
}
