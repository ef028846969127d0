import { site } from "./site";

/** What a visitor reads while the booking system (the database) is briefly unavailable. */
export const outage = {
  eyebrow: "Back in a minute",
  title: "Our booking system is briefly unavailable",
  lead: `Please try again in a minute, or call us on ${site.phone.display}: we are happy to help by phone.`,
  call: `Call ${site.phone.display}`,
  tryAgain: "Try again",
  /** The same words as one sentence, for plain-text and JSON answers. */
  sentence: `Our booking system is briefly unavailable. Please try again in a minute, or call us on ${site.phone.display}.`,
} as const;
