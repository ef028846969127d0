import { passkeysCopy, resetLinkCopy } from "~/content/staff-passkeys";
import { endpointAction, jsonAnswer } from "~/endpoints/endpoint.server";
import { MAX_PASSKEYS } from "~/services/staff/passkeys.server";
import { resetPasskeyOptions } from "~/services/staff/resets.server";
import { finishResetWithPasskeyAndSignIn } from "~/services/staff/sign-in.server";

/**
 * POST /staff/reset/:token/passkey: a passkey instead of an authenticator app, after a reset
 * link's password (its ticket in the form), in JSON for the page's script. `options`, then
 * `register`: the passkey is stored, the link used and its owner signed in, together.
 */
const refusals = {
  used: [resetLinkCopy.used, 410],
  expired: [resetLinkCopy.expired, 410],
  unknown: [resetLinkCopy.unknown, 404],
  ticket: [resetLinkCopy.ticketEnded, 401],
  challenge: [passkeysCopy.errors.expired, 400],
  invalid: [passkeysCopy.errors.invalid, 400],
  exists: [passkeysCopy.errors.exists, 409],
  "too-many": [passkeysCopy.errors.tooMany(MAX_PASSKEYS), 409],
} as const;

const refused = (reason: keyof typeof refusals, cookies: string[] = []) => {
  const [error, status] = refusals[reason];
  return jsonAnswer({ error, code: reason.toUpperCase().replace("-", "_") }, { status, cookies });
};

export const action = endpointAction("staffResetPasskey", async ({ input, request, params, context }) => {
  const token = params.token ?? "";
  if (input.intent === "options") {
    const result = await resetPasskeyOptions(context, request, { token, ticket: input.ticket });
    if (!result.ok) return refused(result.reason);
    return jsonAnswer({ options: result.options }, { cookies: [result.cookie] });
  }
  const result = await finishResetWithPasskeyAndSignIn(context, request, {
    token,
    ticket: input.ticket,
    name: input.name,
    response: input.response,
  });
  if (result.ok) return jsonAnswer({ ok: true }, { cookies: result.cookies });
  return refused(result.reason, result.cookies);
});
