import { data, Form, redirect, useNavigation } from "react-router";
import { requireAppContext } from "~/context";
import { site } from "~/content/site";
import { staffInvitationCopy as copy, twoFactorSetupCopy } from "~/content/staff-accounts";
import { TwoFactorFields } from "~/components/staff/two-factor-fields";
import { Field } from "~/components/staff/field";
import { buttonClass, FormMessage, staffMeta } from "~/components/staff/staff-ui";
import { endpointAction } from "~/endpoints/endpoint.server";
import { MIN_PASSWORD_LENGTH } from "~/services/staff/accounts.server";
import { invitationKey, invitationView } from "~/services/staff/pages.server";
import { acceptInvitationAndSignIn, lockedMinutes } from "~/services/staff/sign-in.server";
import type { Route } from "./+types/staff.invitation";

/**
 * /staff/invitation/:token: the link in an invitation email. The invitee chooses a password and
 * sets up two-factor (a fresh key, shown as a QR code, confirmed by its first code); the account
 * is made, the link used, and they are signed in. A used or expired link says so; a revoked one,
 * or one whose sender can no longer invite, says only that it is no longer valid.
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

/** The key travels in the form (hidden) until the first code confirms it: nothing is stored before. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return invitationView(requireAppContext(context), params.token);
}

export const action = endpointAction("staffInvitation", async ({ input, request, params, context }) => {
  const token = params.token ?? "";
  // An answer keeps the key the app has already scanned (the page's next load makes a new one).
  const keep = await invitationKey(context, token, input.secret);
  if (input.password !== input.confirm)
    return data({ error: copy.mismatch, code: "MISMATCH", ...keep }, { status: 400 });
  const result = await acceptInvitationAndSignIn(context, request, {
    token,
    password: input.password,
    secret: input.secret,
    code: input.code,
  });
  if (result.ok) return redirect("/staff/leads", { headers: { "Set-Cookie": result.cookie } });
  const answers = {
    used: [copy.used, 410],
    ended: [copy.ended, 410],
    expired: [copy.expired, 410],
    unknown: [copy.unknown, 404],
    exists: [copy.used, 409],
    password: [copy.passwordHint(MIN_PASSWORD_LENGTH), 400],
    code: [twoFactorSetupCopy.wrongCode, 400],
    locked: [twoFactorSetupCopy.locked(lockedMinutes), 429],
  } as const;
  const [error, status] = answers[result.reason];
  return data({ error, code: result.reason.toUpperCase(), ...keep }, { status });
});

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { state, email, role, minPassword } = loaderData;
  // After a wrong code the same key stays: the app has already scanned it.
  const answer = (actionData ?? {}) as { secret?: string; qrSvg?: string };
  const kept = answer.secret && answer.qrSvg ? { secret: answer.secret, qrSvg: answer.qrSvg } : null;
  const secret = kept ? kept.secret : loaderData.secret;
  const qrSvg = kept ? kept.qrSvg : loaderData.qrSvg;
  const gone = state !== "valid" ? copy[state] : null;
  return (
    <main id="main" className="min-h-screen bg-canvas px-4 py-12 text-ink">
      <div className="mx-auto max-w-md rounded-xl border border-line bg-surface p-6 shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{site.name}</p>
        <h1 className="mb-5 text-2xl font-semibold text-brand-900">{copy.heading}</h1>
        {gone ? (
          <>
            <p role="alert" className="mb-4">
              {gone}
            </p>
            <a className="link" href="/staff/sign-in">
              {copy.signIn}
            </a>
          </>
        ) : (
          <>
            <p className="mb-4">{copy.intro(email, role)}</p>
            <FormMessage data={actionData} />
            <Form method="post" className="space-y-4">
              <input type="hidden" name="secret" value={secret} />
              <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
              <Field
                id="password"
                label={copy.password}
                hint={copy.passwordHint(minPassword)}
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={minPassword}
                required
              />
              <Field
                id="confirm"
                label={copy.confirmPassword}
                name="confirm"
                type="password"
                autoComplete="new-password"
                minLength={minPassword}
                required
              />
              <TwoFactorFields qrSvg={qrSvg} secret={secret} />
              <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
                {copy.submit}
              </button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
