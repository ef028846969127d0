/**
 * The newsletter code's field, as the forms send it (browser-safe: no Zod, no server code).
 * The quote and contact forms name it in their own style, the checkout in the API's.
 */
export const DISCOUNT_FIELD = "discountCode";
export const CHECKOUT_DISCOUNT_FIELD = "discount_code";
/** Longer than any code typed with spaces ('bdc10 7k3m 9q2x'); anything longer is not one. */
export const DISCOUNT_CODE_MAX = 40;
