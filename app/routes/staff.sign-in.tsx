import { data, Form, redirect, useNavigation } from "react-router";
import { requireAppContext } from "~/context";
import { site } from "~/content/site";
import { staffSignInCopy as copy } from "~/content/staff-accounts";
import { buttonClass, FormMessage, inputClass, labelClass, staffMeta } from "~/components/staff/staff-ui";
import { setupOf, TwoFactorSetupForm } from "~/components/staff/two-factor-fields";
import { endpointAction } from "~/services/platform/endpoint.server";
import { signIn } from "~/services/staff/accounts.server";
import { setupTicket, twoFactorSetupForm } from "~/services/staff/invitations.server";
import { LOCKOUT } from "~/services/staff/lockout.server";
import { currentStaff, startSession } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.sign-in";

/** /staff/sign-in: email, password and the authenticator app's code, all three every time. */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

/** A locked sign-in's Retry-After reaches the browser: React Router drops an action's headers otherwise. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** Only a back-office path of our own: never an open redirect. */
const safeNext = (next: string | null | undefined) =>
  next && /^\/staff(\/|$|\?)/.test(next) && !next.startsWith("//") ? next : "/staff/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = requireAppContext(context);
  const next = new URL(request.url).searchParams.get("next");
  if (await currentStaff(db, request, env.SITE_URL)) throw redirect(safeNext(next));
  return { next: safeNext(next) };
}

export const action = endpointAction("staffSignIn", async ({ input, request, context }) => {
  const result = await signIn(
    context.db,
    {
      email: input.email,
      password: input.password,
      code: input.code ?? "",
      address: context.clientAddress ?? "unknown",
      siteUrl: context.env.SITE_URL,
    },
    context.signInChecks,
  );
  if (!result.ok && result.reason === "setup") {
    // The password was right; an administrator reset the two-factor: set up the new app first.
    const setup = await twoFactorSetupForm(context.db, await setupTicket(context.db, result.account.id));
    return { setup };
  }
  if (!result.ok) {
    return result.reason === "locked"
      ? data(
          {
            error: copy.locked(LOCKOUT.lockMs / 60_000),
            code: "LOCKED",
          },
          { status: 429, headers: { "Retry-After": String(LOCKOUT.lockMs / 1000) } },
        )
      : data({ error: copy.invalid, code: "INVALID" }, { status: 401 });
  }
  const cookie = await startSession(context.db, request, context.env.SITE_URL, result.account.id);
  return redirect(safeNext(input.next), { headers: { "Set-Cookie": cookie } });
});

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const setup = setupOf(actionData);
  return (
    <main id="main" className="min-h-screen bg-canvas px-4 py-12 text-ink">
      <div className="mx-auto max-w-sm rounded-xl border border-line bg-surface p-6 shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{site.name}</p>
        <h1 className="mb-5 text-2xl font-semibold text-brand-900">{copy.heading}</h1>
        <FormMessage data={actionData} />
        {setup ? (
          <TwoFactorSetupForm setup={setup} />
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="next" value={loaderData.next} />
            <div>
              <label htmlFor="email" className={labelClass}>
                {copy.email}
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                required
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="password" className={labelClass}>
                {copy.password}
              </label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="code" className={labelClass}>
                {copy.code}
              </label>
              <input
                id="code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                aria-describedby="code-hint"
                className={inputClass}
              />
              <p id="code-hint" className="mt-1 text-sm text-muted">
                {copy.codeHint}
              </p>
            </div>
            <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
              {busy ? copy.busy : copy.submit}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}
