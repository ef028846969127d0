import { patientDetails } from "../content/booking-patient";
import { hasLineBreak, hasUnstorableText } from "./text-rules";

/**
 * The checks on a patient's name and phone as typed, without zod: the checkout endpoint's schema
 * (app/lib/schemas/booking.ts) and the event page's site script both use them, so the page says
 * before sending what the server would, and the site script stays small.
 */
export const NAME_MAX = 120;

/** The problems' words in one language (English unless given: the script carries English only). */
export type PatientProblemWords = Pick<
  typeof patientDetails,
  "nameMissing" | "nameTooLong" | "nameUnstorable" | "phoneMissing" | "phoneInvalid"
>;

/**
 * What is wrong with a patient's name or phone as typed, or null. A phone number starts with + or 00 (its country code) and has 8-15 digits after that
 * (E.164's longest is 15); spaces, dashes, dots and brackets are kept as typed.
 */
export function patientNameProblem(
  value: string,
  words: PatientProblemWords = patientDetails,
): string | null {
  const name = value.trim();
  if (!name) return words.nameMissing;
  if (name.length > NAME_MAX) return words.nameTooLong;
  if (hasUnstorableText(name) || hasLineBreak(name)) return words.nameUnstorable;
  return null;
}

export function patientPhoneProblem(
  value: string,
  words: PatientProblemWords = patientDetails,
): string | null {
  const phone = value.trim();
  if (!phone) return words.phoneMissing;
  const match = /^(\+|00)([0-9 ().-]+)$/.exec(phone);
  const digits = match ? match[2].replace(/\D/g, "").length : 0;
  return match && digits >= 8 && digits <= 15 ? null : words.phoneInvalid;
}
