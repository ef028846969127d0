import { Form, useNavigation } from "react-router";
import { twoFactorSetupCopy as copy } from "~/content/staff-accounts";
import { Field } from "./field";
import { buttonClass } from "./staff-ui";

/** The authenticator's six-digit code: the sign-in form's and the setup's code field. */
export const oneTimeCode = {
  name: "code",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: "[0-9]{6}",
  maxLength: 6,
} as const;

/**
 * Setting up an authenticator app: the QR code (an SVG drawn on the server from the otpauth URI),
 * the key to type by hand, and the field for the first code. Used by the invitation page and by
 * a reset link's page.
 */
export function TwoFactorFields({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-lg font-semibold text-brand-900">{copy.heading}</legend>
      <p className="text-sm">{copy.intro}</p>
      <div
        role="img"
        aria-label={copy.qrLabel}
        className="mx-auto w-48 bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
        // The SVG is made on the server by uqr from our own otpauth URI: no outside markup.
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="text-sm">
        {copy.manual} <code className="break-all select-all">{secret.replace(/(.{4})/g, "$1 ").trim()}</code>
      </p>
      <Field id="code" label={copy.code} hint={copy.codeHint} {...oneTimeCode} required />
    </fieldset>
  );
}

/** What the setup form shows and posts (app/services/staff/invitations.server.ts makes it). */
export interface TwoFactorSetupData {
  ticket: string;
  secret: string;
  qrSvg: string;
}

/** An action's answer, if it carries the setup form (actions' answers are loosely typed). */
export const setupOf = (actionData: unknown): TwoFactorSetupData | null =>
  actionData && typeof actionData === "object" && "setup" in actionData
    ? ((actionData as { setup: TwoFactorSetupData | null }).setup ?? null)
    : null;

/**
 * Setting up an authenticator app again after a reset: shown by a reset link's page once the
 * password was right (and after a wrong code); it posts to that page.
 */
export function TwoFactorSetupForm({ setup }: { setup: TwoFactorSetupData }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="ticket" value={setup.ticket} />
      <TwoFactorFields qrSvg={setup.qrSvg} secret={setup.secret} />
      <button type="submit" className={`${buttonClass} w-full`} disabled={busy}>
        {copy.submit}
      </button>
    </Form>
  );
}
