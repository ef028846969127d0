import { data, redirect } from "react-router";
import { site } from "~/content/site";
import { twoFactorSetupCopy as copy } from "~/content/staff-accounts";
import { setupOf, TwoFactorSetupForm } from "~/components/staff/two-factor-fields";
import { FormMessage, staffMeta } from "~/components/staff/staff-ui";
import { endpointAction } from "~/endpoints/endpoint.server";
import { finishTwoFactorSetup, lockedMinutes, lockedRetryAfter } from "~/services/staff/sign-in.server";
import type { Route } from "./+types/staff.two-factor-setup";

/**
 * /staff/two-factor-setup: after an administrator reset an account's two-factor, its password on
 * the sign-in page leads here (with a ticket valid ten minutes, in the form, never in the URL):
 * the new authenticator's first code finishes the setup and signs in. Wrong codes count in the
 * sign-in lockout like any other.
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => staffMeta(copy.heading);

export const action = endpointAction("staffTwoFactorSetup", async ({ input, request, context }) => {
  const answer = await finishTwoFactorSetup(context, request, { ticket: input.ticket, code: input.code });
  if (answer.outcome === "signed-in")
    return redirect("/staff/leads", { headers: { "Set-Cookie": answer.cookie } });
  if (answer.outcome === "ticket")
    return data({ error: copy.ticketEnded, code: "TICKET", setup: null }, { status: 401 });
  const { setup } = answer;
  return answer.outcome === "locked"
    ? data(
        { error: copy.locked(lockedMinutes), code: "LOCKED", setup },
        { status: 429, headers: { "Retry-After": lockedRetryAfter } },
      )
    : data({ error: copy.wrongCode, code: "CODE", setup }, { status: 400 });
});

export default function TwoFactorSetup({ actionData }: Route.ComponentProps) {
  const setup = setupOf(actionData);
  return (
    <main id="main" className="min-h-screen bg-canvas px-4 py-12 text-ink">
      <div className="mx-auto max-w-md rounded-xl border border-line bg-surface p-6 shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{site.name}</p>
        <h1 className="mb-5 text-2xl font-semibold text-brand-900">{copy.heading}</h1>
        <FormMessage data={actionData} />
        {setup ? (
          <TwoFactorSetupForm setup={setup} />
        ) : (
          <>
            {actionData ? null : <p className="mb-4">{copy.ticketEnded}</p>}
            <a className="link" href="/staff/sign-in">
              {copy.signIn}
            </a>
          </>
        )}
      </div>
    </main>
  );
}
