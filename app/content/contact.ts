/** The contact form's words (docs/product.md, Leads: contact and quote requests). */
export const treatmentOptions = [
  "Dental Implants",
  "Crowns & Bridges",
  "All-on-4",
  "All-on-6",
  "Cosmetic Dentistry",
  "Other",
] as const;

/**
 * The contact section's heading: the home page's, and every page's that has no words of its own
 * for it. Here rather than in home.ts, so a page with a contact form does not load the home
 * page's copy with it.
 */
export const contactSection = {
  eyebrow: "Contact Us",
  title: "Book Your Free Consultation",
  intro:
    "Tell us what you need, or ask for a phone or video consultation with your Dental Tourism Manager. This first consultation is free: we reply within 24 hours and, once our dentists have seen your X-rays or photos, email you a written treatment plan with the full price.",
};

/**
 * The quote page's form heading: a request for a written quote, which is free (the consultation
 * day is not: it costs €50, so the quote form is never headed as a consultation).
 */
export const quoteSection = {
  eyebrow: "Free quote",
  title: "Request Your Free Quote",
  intro:
    "Tell us what you would like done and, if you have them, add a recent X-ray or photos of your teeth. Our dentists review everything and reply within 24 hours with a written quote.",
};

export const contactCopy = {
  labels: { name: "Name *", email: "Email *", phone: "Phone", treatment: "Treatment", message: "Message" },
  selectPlaceholder: "Select Treatment",
  messageHint:
    "Tell us what you would like to improve. Please do not include more health detail than we need for a first quote.",
  /** The quote form's file field (app/lib/upload-rules.ts has the limits). */
  attachments: {
    label: "X-rays or photos (optional)",
    hint: "A panoramic X-ray or clear photos of your teeth help our dentists price your plan. Up to 5 files, JPEG, PNG, HEIC or PDF, 10 MB each and 25 MB in all. We remove the location and phone details photos carry before we store them.",
    sendingWithFiles: "Sending your files...",
  },
  submit: "Send Message",
  sending: "Sending...",
  thanksTitle: "Thank You for Reaching Out!",
  thanksText: "We've received your message and will get back to you within 24 hours.",
  shortThanks: "Your message has been sent successfully. We'll get back to you soon.",
  consent:
    "By sending this form you agree that we use your details to answer your enquiry, as described in our",
  consentLink: "Privacy Policy",
  /** The label of the hidden field only bots fill in. */
  gotcha: "Leave this field empty",
} as const;

/** Version of the consent notice under the form; stored with every lead. */
export const CONTACT_CONSENT_VERSION = "contact-2026-11";

/** The words of /thank-you, where a contact form sent without JavaScript lands. */
export const thankYouPage = {
  metaTitle: "Thank you for your message",
  metaDescription: "We have received your message and will reply within 24 hours.",
  eyebrow: "Message received",
  sooner: "Need an answer sooner? Call us on",
} as const;
