import { data, Form, redirect, useNavigation } from "react-router";
import { requireAppContext } from "~/context";
import { site } from "~/content/site";
import { resetLinkCopy as copy } from "~/content/staff-passkeys";
import { twoFactorSetupCopy } from "~/content/staff-accounts";
import { Field } from "~/components/staff/field";
import { AddPasskey } from "~/components/staff/passkey-buttons";
import { buttonClass, FormMessage, staffMeta } from "~/components/staff/staff-ui";
import { setupOf, TwoFactorSetupForm } from "~/components/staff/two-factor-fields";
import { endpointAction } from "~/endpoints/endpoint.server";
import { resetLinkView } from "~/services/staff/pages.server";
import {
  finishResetWithCodeAndSignIn,
  lockedMinutes,
  lockedRetryAfter,
  resetLinkPassword,
} from "~/services/staff/sign-in.server";
import type { Route } from "./+types/staff.reset";

/**
 * /staff/reset/:token: the link an administrator's reset of two-factor and passkeys emails the
 * account's owner. Their password first (counted in the sign-in lockout); then a new
 * authenticator app (its first code), or a passkey (POST /staff/reset/:token/passkey): the link
 * is used and they are signed in. A used, expired or unknown link says so, with 410 or 404.
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await resetLinkView(requireAppContext(context), params.token);
  const status = view.state === "valid" ? 200 : view.state === "unknown" ? 404 : 410;
  return data(view, { status });
}

const refusals = {
  used: [copy.used, 410],
  expired: [copy.expired, 410],
  unknown: [copy.unknown, 404],
  ticket: [copy.ticketEnded, 401],
  password: [copy.wrongPassword, 401],
} as const;

export const action = endpointAction("staffResetLink", async ({ input, request, params, context }) => {
  const token = params.token ?? "";
  if (input.intent === "password") {
    const result = await resetLinkPassword(context, { token, password: input.password });
    if (result.ok) return { setup: result.setup };
    if (result.reason === "locked")
      return data(
        { error: copy.locked(lockedMinutes), code: "LOCKED" },
        { status: 429, headers: { "Retry-After": lockedRetryAfter } },
      );
    const [error, status] = refusals[result.reason];
    return data({ error, code: result.reason.toUpperCase() }, { status });
  }
  const answer = await finishResetWithCodeAndSignIn(context, request, {
    token,
    ticket: input.ticket,
    code: input.code,
  });
  if (answer.outcome === "signed-in")
    return redirect("/staff/leads", { headers: { "Set-Cookie": answer.cookie } });
  if (answer.outcome === "code")
    return data({ error: twoFactorSetupCopy.wrongCode, code: "CODE", setup: answer.setup }, { status: 400 });
  if (answer.outcome === "locked")
    return data(
      { error: copy.locked(lockedMinutes), code: "LOCKED", setup: answer.setup },
      { status: 429, headers: { "Retry-After": lockedRetryAfter } },
    );
  const [error, status] = refusals[answer.outcome];
  return data({ error, code: answer.outcome.toUpperCase() }, { status });
});

/** A locked answer's Retry-After reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export default function ResetLink({ loaderData, actionData, params }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { state, email } = loaderData;
  const setup = setupOf(actionData);
  const code = (actionData as { code?: string } | undefined)?.code;
  // The link turned out used, expired or unknown on posting (or the step timed out): say so alone.
  const ended = code === "USED" || code === "EXPIRED" || code === "UNKNOWN" || code === "TICKET";
  const gone = state !== "valid" ? copy[state] : null;
  return (
    <main id="main" className="min-h-screen bg-canvas px-4 py-12 text-ink">
      <div className="mx-auto max-w-md rounded-xl border border-line bg-surface p-6 shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{site.name}</p>
        <h1 className="mb-5 text-2xl font-semibold text-brand-900">{copy.heading}</h1>
        {gone || ended ? (
          <>
            {gone ? (
              <p role="alert" className="mb-4">
                {gone}
              </p>
            ) : (
              <FormMessage data={actionData} />
            )}
            <a className="link" href="/staff/sign-in">
              {copy.signIn}
            </a>
          </>
        ) : setup ? (
          <>
            <FormMessage data={actionData} />
            <p className="mb-4">{copy.choose}</p>
            <section aria-labelledby="reset-app" className="mb-6">
              <h2 id="reset-app" className="mb-2 text-lg font-semibold text-brand-900">
                {copy.appHeading}
              </h2>
              <TwoFactorSetupForm setup={setup} />
            </section>
            <section aria-labelledby="reset-passkey" className="border-t border-line pt-5">
              <h2 id="reset-passkey" className="mb-2 text-lg font-semibold text-brand-900">
                {copy.passkeyHeading}
              </h2>
              <p className="mb-3 text-sm">{copy.passkeyIntro}</p>
              <AddPasskey
                endpoint={`/staff/reset/${params.token}/passkey`}
                fields={{ ticket: setup.ticket }}
                then="/staff/leads"
              />
            </section>
          </>
        ) : (
          <>
            <p className="mb-4">{copy.intro(email)}</p>
            <FormMessage data={actionData} />
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="password" />
              <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
              <Field
                id="password"
                label={copy.password}
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
              <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
                {copy.passwordSubmit}
              </button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
