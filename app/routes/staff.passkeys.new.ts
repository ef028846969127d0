import { passkeysCopy as copy } from "~/content/staff-passkeys";
import { endpointAction, jsonAnswer } from "~/endpoints/endpoint.server";
import {
  endedCeremony,
  MAX_PASSKEYS,
  registerPasskey,
  registrationOptions,
  type RegistrationRefusal,
} from "~/services/staff/passkeys.server";
import { requireStaff } from "~/services/staff/session.server";

/**
 * POST /staff/passkeys/new: adding a passkey to one's own account, in JSON, for the passkeys
 * page's script. `options`: what the browser makes the passkey with (the challenge kept for this
 * browser and account); `register`: the new passkey and its name. The challenge is used once.
 */
const refusals: Record<RegistrationRefusal, [string, number]> = {
  challenge: [copy.errors.expired, 400],
  invalid: [copy.errors.invalid, 400],
  exists: [copy.errors.exists, 409],
  "too-many": [copy.errors.tooMany(MAX_PASSKEYS), 409],
};

export const action = endpointAction("staffPasskeyRegister", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  if (input.intent === "options") {
    const { options, cookie } = await registrationOptions(staff, request, staff.staff);
    return jsonAnswer({ options }, { cookies: [cookie] });
  }
  const result = await registerPasskey(staff, request, { name: input.name, response: input.response });
  const cookies = [endedCeremony(staff)];
  if (result.ok) return jsonAnswer({ ok: true }, { cookies });
  const [error, status] = refusals[result.reason];
  return jsonAnswer({ error, code: result.reason.toUpperCase().replace("-", "_") }, { status, cookies });
});
