/**
 * The endpoints visitors' forms post to: contact and quote requests (Formspree's protocol), the
 * newsletter signup, and the newsletter's one-click unsubscribe. Part of app/endpoints.ts.
 */
import { unsubscribeSchema } from "../lib/schemas/newsletter";
import { contactSchema } from "../lib/schemas/contact";
import { newsletterSchema } from "../lib/schemas/newsletter";
import { define } from "./definition";
import { bodyLimits } from "./limits";

export const formEndpoints = define({
  // Before `forms`: /f/quote is matched here first, not as /f/:formId.
  quoteForm: {
    pattern: "/f/quote",
    file: "routes/f.quote.ts",
    methods: ["POST"],
    body: "files",
    bodyLimit: bodyLimits.files,
    tier: "forms",
    errors: "formspree",
    origin: "formspree",
    schema: contactSchema,
  },
  forms: {
    pattern: "/f/:formId",
    file: "routes/f.$formId.ts",
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    tier: "forms",
    errors: "formspree",
    origin: "formspree",
    schema: contactSchema,
  },
  newsletter: {
    pattern: "/api/newsletter",
    file: "routes/api.newsletter.ts",
    methods: ["POST"],
    body: "json",
    bodyLimit: bodyLimits.json,
    tier: "newsletter",
    errors: "json",
    origin: "same-site",
    schema: newsletterSchema,
  },
  newsletterUnsubscribe: {
    pattern: "/newsletter/unsubscribe/:token",
    file: "routes/newsletter.unsubscribe.tsx",
    // Its GET is a page asking 'Unsubscribe?': link scanners fetch GETs, so only a POST acts.
    page: true,
    methods: ["POST"],
    body: "form",
    bodyLimit: bodyLimits.form,
    tier: "unsubscribe",
    errors: "page",
    // RFC 8058: the mail client (Gmail's, Apple Mail's servers…) posts it, from no page of ours,
    // so no Origin can be required; the unguessable token in the path is the proof.
    origin: "any",
    schema: unsubscribeSchema,
  },
});
