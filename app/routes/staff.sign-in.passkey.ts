import { passkeySignInCopy as copy } from "~/content/staff-passkeys";
import { endpointAction, jsonAnswer } from "~/endpoints/endpoint.server";
import { passkeySignInOptions, signInWithPasskey } from "~/services/staff/sign-in.server";

/**
 * POST /staff/sign-in/passkey: the two steps of a passkey sign-in, in JSON, for the sign-in
 * page's script. `options`: what the browser asks its passkeys with (the challenge is kept for
 * this browser, named by a short-lived cookie). `verify`: the browser's answer; right, the
 * session's cookie. The challenge is used once, whatever the answer.
 */
export const action = endpointAction("staffPasskeySignIn", async ({ input, request, context }) => {
  if (input.intent === "options") {
    const { options, cookie } = await passkeySignInOptions(context, request);
    return jsonAnswer({ options }, { cookies: [cookie] });
  }
  const answer = await signInWithPasskey(context, request, input.response);
  const { cookies } = answer;
  if (answer.outcome === "signed-in") return jsonAnswer({ ok: true }, { cookies });
  return answer.outcome === "challenge"
    ? jsonAnswer({ error: copy.expired, code: "CHALLENGE" }, { status: 400, cookies })
    : jsonAnswer({ error: copy.refused, code: "REFUSED" }, { status: 401, cookies });
});
