/** Hidden field with one key per filled-in form: a repeat of it is the same lead. */
export const IDEMPOTENCY_FIELD = "_idempotency_key";
/**
 * What the form's hidden field holds until the browser makes the key as the form is sent.
 * Prerendered pages are the same bytes for every visitor (docs/decisions/0005), so the key
 * cannot be in them: a post without JavaScript has no key, and the endpoint's other rule
 * applies (the same words from the same address within ten minutes are one lead).
 */
export const PRERENDER_FORM_KEY = "__PRERENDER_FORM_KEY__";
/** A key the endpoint accepts: random-looking, never the unfilled placeholder. */
export const isFormKey = (value: unknown): value is string =>
  typeof value === "string" && value !== PRERENDER_FORM_KEY && /^[A-Za-z0-9_-]{16,100}$/.test(value);
/**
 * This form's idempotency key: made on the first send and kept in the form's hidden field, so a
 * resend repeats it (the React form and the static pages' site script both send with it).
 */
export function formKey(form: HTMLFormElement): string {
  const input = form.elements.namedItem(IDEMPOTENCY_FIELD) as HTMLInputElement | null;
  if (input && input.value && input.value !== PRERENDER_FORM_KEY) return input.value;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  if (input) input.value = key;
  return key;
}
