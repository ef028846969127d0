import type { CallbackOutcome } from "~/services/messages/callbacks.server";
import { endpointAction } from "~/endpoints/endpoint.server";
import { receiveTextStatus } from "~/services/messages/callbacks.server";

/**
 * POST /api/messages/status: Twilio's word on a text we sent (queued, sent, delivered, failed…),
 * signed with the account's auth token; a forged or unsigned one changes nothing (403).
 */
export const action = endpointAction("textStatus", async ({ input, request, context }) =>
  twilioAnswer(
    await receiveTextStatus(context, new URLSearchParams(input), request.headers.get("x-twilio-signature")),
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
