import { site } from "./site";

/**
 * The text messages (SMS or WhatsApp) a patient who chose them gets beside the emails: short,
 * in their language, each with the booking reference and the manage link, and how to stop
 * them. One SMS is 160 characters; these stay within two.
 */

export interface ReminderTextFacts {
  /** 'Monday 1 February 2027' */
  date: string;
  /** '11:00', or null while the patient has not chosen a time. */
  time: string | null;
  reference: string;
  manageUrl: string;
}

export interface MovedTextFacts extends ReminderTextFacts {
  /** The closed day the booking was on. */
  closedDate: string;
}

const stop = "Reply STOP to end texts.";

export const reminderTexts = {
  /** The day before the consultation day. */
  dayBefore: (facts: ReminderTextFacts) =>
    facts.time
      ? `${site.name}: see you tomorrow, ${facts.date}, at ${facts.time} (Budapest time). Ref ${facts.reference}. To change or cancel: ${facts.manageUrl} ${stop}`
      : `${site.name}: your consultation day is tomorrow, ${facts.date}. Please choose your appointment time now: ${facts.manageUrl} Ref ${facts.reference}. ${stop}`,
  /** Two days after paying without choosing a time. */
  chooseTime: (facts: ReminderTextFacts) =>
    `${site.name}: please choose your appointment time for ${facts.date}. It takes a minute: ${facts.manageUrl} Ref ${facts.reference}. ${stop}`,
  /** The clinic closed the day and moved the booking to another. */
  dayMoved: (facts: MovedTextFacts) =>
    facts.time
      ? `${site.name}: we are sorry, the clinic is closed on ${facts.closedDate}, so your booking ${facts.reference} has moved to ${facts.date} at ${facts.time} (Budapest time). To change it: ${facts.manageUrl} ${stop}`
      : `${site.name}: we are sorry, the clinic is closed on ${facts.closedDate}, so your booking ${facts.reference} has moved to ${facts.date}. Please choose a time, or another day: ${facts.manageUrl} ${stop}`,
};

export interface PlanTextFacts {
  /** 'TP-7K3M9Q' */
  reference: string;
  /** 'Tuesday 1 June 2027' */
  validUntil: string;
  /** The patient's private link to the plan. */
  planUrl: string;
}

/**
 * A treatment plan's follow-ups by text, for a patient who chose texts when booking their
 * consultation day (the plan's email goes as well, with the whole plan).
 */
export const planTexts = {
  notOpened: (facts: PlanTextFacts) =>
    `${site.name}: your treatment plan ${facts.reference} is ready for you to read: ${facts.planUrl} ${stop}`,
  notAnswered: (facts: PlanTextFacts) =>
    `${site.name}: have you had time to look at your treatment plan ${facts.reference}? You can accept it or ask us a question here: ${facts.planUrl} ${stop}`,
  expiring: (facts: PlanTextFacts) =>
    `${site.name}: your treatment plan ${facts.reference} is valid until ${facts.validUntil}. To accept it or ask a question: ${facts.planUrl} ${stop}`,
};

/** The choice of reminders by text, at checkout and on the manage page: a label per channel. */
export const textChoice = {
  /** The manage page's section. */
  emailOnly: "Your reminders come by email only.",
  goesTo: (channel: string, number: string) =>
    `Your day-before reminder also comes by ${channel} to ${number}.`,
  channelNames: { sms: "text message (SMS)", whatsapp: "WhatsApp" },
  stopped:
    "Your number replied STOP, so we send it no texts. To have them again, reply START to our last text, then choose here.",
  needsInternational:
    "For texts we need your number with its country code (for example +44 7700 900123). Please call us to change it.",
  zoneLabel: "Send texts on the clock of",
  /** The city of the number's zone: 'Berlin'. */
  zoneFromNumber: (city: string) => `My number's country (${city} time)`,
  save: "Save my choice",
  zoneUnknown: "Please choose a time zone from the list.",
  legend: "Reminders by text",
  hint: "We always email you. We can also send the day-before reminder by text: at most one a day, never between 9 pm and 8 am your time, to the number above. Reply STOP at any time to end them.",
  labels: { none: "Email only", sms: "Text message (SMS) as well", whatsapp: "WhatsApp as well" },
};
