import { consultationEvent } from "./event";
import { site } from "./site";

/**
 * The words of the waiting list for full consultation days (issue 44): the event page's form,
 * the answer to joining, the entry's private page (/waiting-list/<token>), and its emails and
 * text. The services supply the facts (dates and times already formatted in the person's
 * language). Twins: app/content/de/waiting-list.ts, fr/waiting-list.ts.
 */

const hours = consultationEvent.waitingListOfferHours;
const contactLine = `call ${site.phone.display} or email ${site.email}`;

/** The event page's form, shown when a day has no places left. */
export const waitingListForm = {
  heading: "Tell me when a place frees up",
  intro: `When someone cancels, the first person on the list is offered the place and has ${hours} hours to book it. Then it goes to the next.`,
  day: "Day",
  email: "Email",
  name: "Your name",
  phone: "Mobile number (optional, with country code)",
  phoneHint: "For example +44 7700 900123. Only used to tell you about a free place.",
  channelLegend: "Tell me by",
  channels: { none: "Email only", sms: "Email and SMS", whatsapp: "Email and WhatsApp" },
  consent:
    "I agree to get a text about a free place on this day at the number above. Reply STOP at any time.",
  submit: "Put me on the waiting list",
};

/** The answer to joining, and why joining was refused. */
export const waitingListAnswers = {
  joinedHeading: "You're on the waiting list",
  joined: (date: string, position: number) =>
    `We'll let you know if a place frees up on ${date}. You are number ${position} on the list. We've emailed you a link where you can see your place or leave the list.`,
  alreadyHeading: "You're already on the list",
  already: (date: string) =>
    `This email address is already on the waiting list for ${date}. We've emailed you your link again.`,
  refusedHeading: "We couldn't add you to the list",
  placesFree: "There's a free place on this day, so you can book it straight away.",
  dayNotOffered: "This day is no longer offered. Please choose another day.",
  emailInvalid: "Please enter a valid email address.",
  phoneNeeded: "Please enter your mobile number with its country code, or choose email only.",
  consentNeeded: "Please tick the box to agree to texts, or choose email only.",
  back: "Back to the consultation day",
};

/** The entry's private page, opened from its emails. */
export const waitingListPage = {
  metaTitle: "Your place on the waiting list",
  heading: (date: string) => `Waiting list for ${date}`,
  waiting: (position: number) =>
    position === 1
      ? "You are first on the list. If a place frees up, we'll email you at once."
      : `You are number ${position} on the list. If a place frees up and it comes to you, we'll email you at once.`,
  offered: (date: string, until: string) => `A place on ${date} is held for you until ${until}.`,
  offeredNote: `The booking fee is €${consultationEvent.feeEur}, paid online as for any booking.`,
  book: "Book this place",
  booked: "You started booking this place. Your booking confirmation comes by email once it is paid.",
  passed: "The offer ran out before it was taken, so the place went to the next person on the list.",
  left: "You have left the waiting list. We won't contact you about this day.",
  closed: "This day is no longer offered, so the waiting list for it has closed.",
  leave: "Leave the waiting list",
  offerGone: "This offer has run out or has already been used, so nothing was booked.",
  questions: `Questions? Please ${contactLine}.`,
  backToEvent: "See other consultation days",
};

export interface WaitingListEmailFacts {
  date: string;
  name: string;
  link: string;
  siteUrl: string;
}

const greeting = (name: string) => (name ? `Dear ${name},` : "Hello,");
const signature = (siteUrl: string) => ["", `Questions: ${contactLine}.`, "", site.name, siteUrl];

/** Joining: the link to the entry's page. */
export const waitingListJoinedEmail = {
  subject: (facts: WaitingListEmailFacts) => `You're on the waiting list for ${facts.date}`,
  text: (facts: WaitingListEmailFacts & { position: number }) =>
    [
      greeting(facts.name),
      "",
      `You're on the waiting list for the consultation day on ${facts.date} (number ${facts.position}).`,
      `If a place frees up and it comes to you, we'll email you; the place is then held for you for ${hours} hours.`,
      "",
      "See your place on the list, or leave it, here:",
      facts.link,
      "(This link is yours alone: please do not share it.)",
      ...signature(facts.siteUrl),
    ].join("\n"),
};

/** A place held for them. */
export const waitingListOfferEmail = {
  subject: (facts: WaitingListEmailFacts) => `A place on ${facts.date} is free for you`,
  text: (facts: WaitingListEmailFacts & { until: string }) =>
    [
      greeting(facts.name),
      "",
      `Good news: a place on the consultation day on ${facts.date} has freed up, and we're holding it for you until ${facts.until}.`,
      "",
      "Book it here:",
      facts.link,
      "",
      "If you don't book it by then, it goes to the next person on the list.",
      ...signature(facts.siteUrl),
    ].join("\n"),
  /** The text message: short, one segment where the language allows. */
  textMessage: (facts: { date: string; until: string; link: string }) =>
    `${site.name}: a place on ${facts.date} is held for you until ${facts.until}. Book: ${facts.link}`,
};

/** The offer ran out untaken: the place went to the next person. */
export const waitingListPassedEmail = {
  subject: (facts: WaitingListEmailFacts) => `The place on ${facts.date} has gone to the next person`,
  text: (facts: WaitingListEmailFacts) =>
    [
      greeting(facts.name),
      "",
      `The place we held for you on the consultation day on ${facts.date} wasn't booked in time, so it has gone to the next person on the waiting list.`,
      "You're welcome to book another day here:",
      facts.link,
      ...signature(facts.siteUrl),
    ].join("\n"),
};

/** The day closed: the list for it ends. */
export const waitingListClosedEmail = {
  subject: (facts: WaitingListEmailFacts) => `The consultation day on ${facts.date} is no longer offered`,
  text: (facts: WaitingListEmailFacts) =>
    [
      greeting(facts.name),
      "",
      `We're sorry: the consultation day on ${facts.date} is no longer offered, so its waiting list has closed.`,
      "You're welcome to book another day here:",
      facts.link,
      ...signature(facts.siteUrl),
    ].join("\n"),
};
