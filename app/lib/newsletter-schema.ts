import { z } from "zod";

/** The newsletter sign-up, checked the same way in the browser and on the server. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
  page: z.string().max(200).optional(),
});

export type NewsletterSignup = z.infer<typeof newsletterSchema>;

/** Version of the consent wording shown in the popup; stored with each sign-up. */
export const NEWSLETTER_CONSENT_VERSION = "newsletter-2026-11";
