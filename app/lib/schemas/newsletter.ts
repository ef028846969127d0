import * as z from "zod/mini";
import { newsletterErrorWords as words } from "../../content/form-errors";
import { defaultLocale, isLocale, type Locale } from "../../content/locales";
import { hasLineBreak, hasUnstorableText, stripBidiControls } from "../text-rules";

/** The newsletter sign-up, checked the same way in the browser and on the server (its words: app/content/form-errors.ts). */
export const newsletterSchema = z.object({
  email: z.pipe(
    z.string(words.missing).check(
      z.trim(),
      z.minLength(1, words.missing),
      z.maxLength(254, words.tooLong),
      z.refine((v: string) => !hasUnstorableText(v), words.unstorable),
      z.refine((v: string) => !hasLineBreak(v), words.oneLine),
    ),
    z.email(words.email),
  ),
  page: z.optional(
    z.string().check(
      z.overwrite(stripBidiControls),
      z.maxLength(200),
      z.refine((v: string) => !hasUnstorableText(v) && !hasLineBreak(v), "should be a page path"),
    ),
  ),
  /** The page's language (a non-English popup sends it): the emails are written in it; anything else is English. */
  language: z.pipe(
    z.optional(z.unknown()),
    z.transform((v): Locale => (isLocale(v) ? v : defaultLocale)),
  ),
});

export type NewsletterSignup = z.output<typeof newsletterSchema>;

/** Version of the consent wording shown in the popup; stored with each sign-up. */
export const NEWSLETTER_CONSENT_VERSION = "newsletter-2026-11";

/**
 * An unsubscribe: RFC 8058's one-click body from a mail client ('List-Unsubscribe=One-Click'),
 * or the button on our own page. Nothing in it is needed: the link's token says who.
 */
export const unsubscribeSchema = z.looseObject({
  "List-Unsubscribe": z.optional(z.literal("One-Click")),
});
