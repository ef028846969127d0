import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useEffect, useState, type FormEvent } from "react";
import { passkeySignInCopy, passkeysCopy } from "~/content/staff-passkeys";
import { Field } from "./field";
import { step } from "./passkey-send";
import { buttonClass, secondaryButtonClass } from "./staff-ui";

/**
 * The browser's half of passkeys: signing in with one, and adding one (on the passkeys page, or
 * through a reset link). The WebAuthn calls are @simplewebauthn/browser's, bundled with the back
 * office's own script (nothing is loaded from elsewhere); each ceremony is two form posts to
 * its JSON step (the options, then the browser's answer), from our own origin.
 */

/** True once the page's script runs: until then, no button can work. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Problem({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="mt-3 rounded-lg border border-danger-700 bg-danger-50 p-3 text-danger-700">
      {text}
    </p>
  ) : null;
}

/**
 * "Sign in with a passkey": the browser offers the site's passkeys it holds (no email typed);
 * signed in, the page goes on to `next`.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const copy = passkeySignInCopy;
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn() {
    setProblem(null);
    if (!browserSupportsWebAuthn()) return setProblem(copy.unsupported);
    setBusy(true);
    try {
      const options = await step("/staff/sign-in/passkey", { intent: "options" });
      if (options.status !== 200 || !options.body.options)
        return setProblem(options.body.error ?? copy.failed);
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON: options.body.options as never });
      } catch {
        return setProblem(copy.cancelled);
      }
      const verified = await step("/staff/sign-in/passkey", {
        intent: "verify",
        response: JSON.stringify(answer),
      });
      if (verified.status === 200) return window.location.assign(next);
      setProblem(verified.body.error ?? copy.failed);
    } catch {
      setProblem(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-5 border-t border-line pt-5">
      <p className="mb-3 text-center text-sm text-muted">{copy.or}</p>
      <button
        type="button"
        className={`${secondaryButtonClass} w-full`}
        disabled={!hydrated || busy}
        aria-describedby="passkey-hint"
        onClick={() => void signIn()}
      >
        {busy ? copy.busy : copy.button}
      </button>
      <p id="passkey-hint" className="mt-2 text-sm text-muted">
        {copy.hint}
      </p>
      <Problem text={problem} />
    </div>
  );
}

/**
 * "Add a passkey": a name, then the browser makes the passkey. `endpoint` is the ceremony's JSON
 * step (with `fields`, such as a reset link's ticket); done, the page goes to `then`.
 */
export function AddPasskey({
  endpoint,
  fields = {},
  then,
  submit = passkeysCopy.add.submit,
}: {
  endpoint: string;
  fields?: Record<string, string>;
  then: string;
  submit?: string;
}) {
  const copy = passkeysCopy;
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    if (!browserSupportsWebAuthn()) return setProblem(copy.errors.unsupported);
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim() || copy.add.defaultName;
    setBusy(true);
    try {
      const options = await step(endpoint, { ...fields, intent: "options" });
      if (options.status !== 200 || !options.body.options)
        return setProblem(options.body.error ?? copy.errors.failed);
      let answer;
      try {
        answer = await startRegistration({ optionsJSON: options.body.options as never });
      } catch {
        return setProblem(copy.errors.cancelled);
      }
      const added = await step(endpoint, {
        ...fields,
        intent: "register",
        name,
        response: JSON.stringify(answer),
      });
      if (added.status === 200) return window.location.assign(then);
      setProblem(added.body.error ?? copy.errors.failed);
    } catch {
      setProblem(copy.errors.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-3" onSubmit={(event) => void add(event)}>
      <Field
        id="passkey-name"
        label={copy.add.name}
        hint={copy.add.nameHint}
        name="name"
        maxLength={60}
        autoComplete="off"
        defaultValue={copy.add.defaultName}
        required
      />
      <button type="submit" className={buttonClass} disabled={!hydrated || busy}>
        {busy ? copy.add.busy : submit}
      </button>
      <Problem text={problem} />
    </form>
  );
}
