/**
 * The newsletter code field's words that the quote form's browser code needs (kept apart from
 * ./discount.ts, which brings the consultation day's content with it).
 */
export const discountField = {
  label: "Newsletter code (optional)",
  quoteHint:
    "From your newsletter welcome email, like BDC10-7K3M-9Q2X. We take 10% off your first treatment in your written quote.",
  unknown: "We do not recognise this code. Check it against your welcome email, or leave the field empty.",
  used: "This code has already been used. Each code works once; leave the field empty to send without it.",
  tooLong: "This code is too long. Codes look like BDC10-7K3M-9Q2X.",
};
