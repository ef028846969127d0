import { discountHowTo } from "./discount";
import { site } from "./site";

/**
 * The newsletter's words: the double opt-in emails, the confirmation and unsubscribe pages.
 * The newsletter service supplies the facts (links, the subscriber's code); the sentences live here.
 */

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/**
 * A sign-up never confirmed is deleted this many days after its link stopped working (the
 * privacy policy says so): long enough for a late click to be told the link has expired.
 */
export const UNCONFIRMED_KEPT_DAYS = 30;

/** Starts every subscriber's discount code: 'BDC10-7K3M-9Q2X'. */
export const DISCOUNT_CODE_PREFIX = `${site.shortName}10`;

/** The footer of every newsletter email: the one-click unsubscribe link is always there. */
const footer = (unsubscribeUrl: string) => [
  "",
  "--",
  `${site.name}, ${site.address.city}`,
  `You are receiving this because this address was entered in the newsletter sign-up on our website. Unsubscribe with one click: ${unsubscribeUrl}`,
];

export const newsletterEmails = {
  confirmSubject: "Please confirm your subscription",
  confirmText: (facts: { confirmUrl: string; unsubscribeUrl: string }) =>
    [
      `Thank you for signing up to the ${site.name} newsletter.`,
      "",
      "Please confirm that this is your email address by opening this link:",
      facts.confirmUrl,
      "",
      `Once you confirm, you will receive your personal code for 10% off your first treatment. The link works for ${CONFIRM_LINK_DAYS} days.`,
      "",
      "If you did not sign up, ignore this email: we will not write to you again unless the address is confirmed.",
      ...footer(facts.unsubscribeUrl),
    ].join("\n"),
  welcomeSubject: "Your 10% discount code",
  welcomeText: (facts: { code: string; pageUrl: (path: string) => string; unsubscribeUrl: string }) =>
    [
      `Welcome to the ${site.name} newsletter. Your subscription is confirmed.`,
      "",
      `Your code for 10% off your first treatment: ${facts.code}`,
      "",
      ...discountHowTo.lines(facts.pageUrl),
      "",
      "We will write now and then with travel tips and treatment guides.",
      facts.pageUrl("/"),
      ...footer(facts.unsubscribeUrl),
    ].join("\n"),
  alreadySubject: "You are already subscribed",
  alreadyText: (facts: { code: string | null; pageUrl: (path: string) => string; unsubscribeUrl: string }) =>
    [
      `Someone (probably you) asked to subscribe this address to the ${site.name} newsletter. It is already subscribed, so there is nothing more to do.`,
      ...(facts.code
        ? [
            "",
            `Your code for 10% off your first treatment: ${facts.code}`,
            "",
            ...discountHowTo.lines(facts.pageUrl),
          ]
        : []),
      "",
      facts.pageUrl("/"),
      ...footer(facts.unsubscribeUrl),
    ].join("\n"),
};

export const newsletterPages = {
  /** The browser tab's title of the confirmation page and of the unsubscribe page (before " | " and the clinic's name). */
  confirmTabTitle: "Newsletter",
  unsubscribeTabTitle: "Unsubscribe",
  confirmedTitle: "Your subscription is confirmed",
  confirmedText: "Thank you. Here is your personal code for 10% off your first treatment:",
  confirmedNote: `We have also emailed it to you. ${discountHowTo.page}`,
  expiredTitle: "This confirmation link has expired",
  expiredText: `Confirmation links work for ${CONFIRM_LINK_DAYS} days. Enter your address below and we will send you a new one.`,
  unknownTitle: "This confirmation link does not work",
  unknownText:
    "It may be incomplete, or a newer link has replaced it. Enter your address below and we will send you a new one.",
  unsubscribedTitle: "This address has been unsubscribed",
  unsubscribedText: "If you would like to hear from us again, enter your address below to sign up once more.",
  signupAgainLabel: "Email address",
  signupAgainSubmit: "Send me a new link",
  signupAgainSent: "Check your inbox: we have sent you a link to confirm your subscription.",
  unsubscribeTitle: "Unsubscribe from our newsletter",
  unsubscribeText: (maskedEmail: string) =>
    `Press the button to stop all newsletter emails to ${maskedEmail}.`,
  unsubscribeButton: "Unsubscribe",
  unsubscribeDoneTitle: "You have been unsubscribed",
  unsubscribeDoneText:
    "We will not send you any more newsletter emails. Your discount code, if you have one, still works.",
  unsubscribeUnknownTitle: "This unsubscribe link does not work",
  unsubscribeUnknownText: `It may be incomplete. To stop our emails, email ${site.email} and we will remove your address.`,
  home: "Go to the home page",
};
