/**
 * Text messages (SMS, WhatsApp; app/services/messages): the clinic's monthly limit, and the words
 * staff read about texts (the back office's warning as the limit nears, the patient page's list).
 * Staff words are English only.
 */
import { monthNames } from "./dates";

/**
 * How many texts may go in a calendar month (Budapest time), every channel together: the provider
 * charges per text, and past the cap no text goes until the next month (emails still do). The
 * back office warns from `warnAtShare` of it.
 */
export const textMessageLimits = { monthlyCap: 500, warnAtShare: 0.8 } as const;

/** The back office's banner while this month's texts near or reach the cap. */
export const textLimitWords = {
  nearing: (sent: number, cap: number) =>
    `Text messages this month: ${sent} of ${cap}. Texts stop at the limit; emails still go.`,
  /** `resumes`: the ISO date of the next month's first day ('2026-12-01'). */
  reached: (cap: number, resumes: string) => {
    const [, month, day] = resumes.split("-").map(Number);
    return `The monthly limit of ${cap} text messages is reached: no texts go until ${day} ${monthNames[month - 1]}; emails still go.`;
  },
};

/** The patient page's list of messages: a text's channel and what became of it. */
export const textStatusWords = {
  channel: { email: "Email", sms: "SMS", whatsapp: "WhatsApp" },
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  /** Why a text will never go. */
  gaveUp: {
    stop: "Given up: the number replied STOP",
    late: "Given up: it could no longer go in time",
    cap: "Given up: the monthly text limit was reached",
    refused: "Given up: the provider refused the number",
  },
  /** A text not sent yet, with the failed attempts so far. */
  waiting: (attempts: number) =>
    attempts === 0
      ? "Waiting to be sent"
      : `Not sent yet (${attempts} ${attempts === 1 ? "attempt" : "attempts"})`,
};
