/**
 * The requests of the passkey buttons (passkey-buttons.tsx), apart from what they draw, as the
 * parts keep theirs in send.ts: each step of a WebAuthn ceremony is a form post to our own origin
 * with a JSON answer.
 */

interface StepAnswer {
  status: number;
  body: { options?: unknown; error?: string; code?: string };
}

/** One step of a ceremony: a form post, its JSON answer. */
export async function step(url: string, fields: Record<string, string>): Promise<StepAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams(fields),
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => ({}))) as StepAnswer["body"];
  return { status: response.status, body };
}
