import { data, Form, redirect, useNavigation } from "react-router";
import { requireAppContext } from "~/context";
import { site } from "~/content/site";
import { staffSignInCopy as copy } from "~/content/staff-accounts";
import { Field } from "~/components/staff/field";
import { buttonClass, FormMessage, staffMeta } from "~/components/staff/staff-ui";
import { PasskeySignIn } from "~/components/staff/passkey-buttons";
import { oneTimeCode } from "~/components/staff/two-factor-fields";
import { endpointAction } from "~/endpoints/endpoint.server";
import { lockedMinutes, lockedRetryAfter, signedIn, signInWithCode } from "~/services/staff/sign-in.server";
import type { Route } from "./+types/staff.sign-in";

/**
 * /staff/sign-in: email, password and the authenticator app's code, all three every time; or a
 * passkey (its button's script, POST /staff/sign-in/passkey), which is both factors at once.
 */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

/** A locked sign-in's Retry-After reaches the browser: React Router drops an action's headers otherwise. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** Only a back-office path of our own: never an open redirect. */
const safeNext = (next: string | null | undefined) =>
  next && /^\/staff(\/|$|\?)/.test(next) && !next.startsWith("//") ? next : "/staff/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get("next");
  if (await signedIn(requireAppContext(context), request)) throw redirect(safeNext(next));
  return { next: safeNext(next) };
}

export const action = endpointAction("staffSignIn", async ({ input, request, context }) => {
  const answer = await signInWithCode(context, request, input);
  switch (answer.outcome) {
    case "reset":
      // The password was right, but the two-factor was reset: only the emailed link helps.
      return data({ error: copy.resetPending, code: "RESET" }, { status: 401 });
    case "passkey":
      return data({ error: copy.usePasskey, code: "PASSKEY_REQUIRED" }, { status: 403 });
    case "locked":
      return data(
        { error: copy.locked(lockedMinutes), code: "LOCKED" },
        { status: 429, headers: { "Retry-After": lockedRetryAfter } },
      );
    case "invalid":
      return data({ error: copy.invalid, code: "INVALID" }, { status: 401 });
    case "signed-in":
      return redirect(safeNext(input.next), { headers: { "Set-Cookie": answer.cookie } });
  }
});

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main" className="min-h-screen bg-canvas px-4 py-12 text-ink">
      <div className="mx-auto max-w-sm rounded-xl border border-line bg-surface p-6 shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{site.name}</p>
        <h1 className="mb-5 text-2xl font-semibold text-brand-900">{copy.heading}</h1>
        <FormMessage data={actionData} />
        <Form method="post" className="space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <Field id="email" label={copy.email} name="email" type="email" autoComplete="username" required />
          <Field
            id="password"
            label={copy.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Field id="code" label={copy.code} hint={copy.codeHint} {...oneTimeCode} />
          <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
            {busy ? copy.busy : copy.submit}
          </button>
        </Form>
        <PasskeySignIn next={loaderData.next} />
      </div>
    </main>
  );
}
