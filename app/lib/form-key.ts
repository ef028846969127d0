/** Hidden field with one key per filled-in form: a repeat of it is the same lead. */
export const IDEMPOTENCY_FIELD = "_idempotency_key";
/**
 * Prerendered HTML carries this in place of the key; the server swaps in a fresh one per
 * response (server/prerendered.ts), so a visitor without JavaScript has a key of their own.
 */
export const PRERENDER_FORM_KEY = "__PRERENDER_FORM_KEY__";
/** A key the endpoint accepts: random-looking, never the unfilled placeholder. */
export const isFormKey = (value: unknown): value is string =>
  typeof value === "string" && value !== PRERENDER_FORM_KEY && /^[A-Za-z0-9_-]{16,100}$/.test(value);
