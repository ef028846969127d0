import * as z from "zod/mini";
import {
  BAD_TEXT_MESSAGE,
  hasLineBreak,
  hasUnstorableText,
  MULTILINE_MESSAGE,
  stripBidiControls,
} from "./text-rules";

/** The newsletter sign-up, checked the same way in the browser and on the server. */
export const newsletterSchema = z.object({
  email: z.pipe(
    z.string("Please enter your email address.").check(
      z.trim(),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(254, "That email address is too long."),
      z.refine((v: string) => !hasUnstorableText(v), `Your email address ${BAD_TEXT_MESSAGE}.`),
      z.refine((v: string) => !hasLineBreak(v), `Your email address ${MULTILINE_MESSAGE}.`),
    ),
    z.email("Please enter a valid email address."),
  ),
  page: z.optional(
    z.string().check(
      z.overwrite(stripBidiControls),
      z.maxLength(200),
      z.refine((v: string) => !hasUnstorableText(v) && !hasLineBreak(v), "should be a page path"),
    ),
  ),
});

export type NewsletterSignup = z.output<typeof newsletterSchema>;

/** Version of the consent wording shown in the popup; stored with each sign-up. */
export const NEWSLETTER_CONSENT_VERSION = "newsletter-2026-11";
