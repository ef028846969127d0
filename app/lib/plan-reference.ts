import { randomInt } from "node:crypto";
import { REFERENCE_ALPHABET } from "./booking-reference";

/**
 * A treatment plan's reference, as the patient and staff read it out: `TP-7K3M9Q`. Six
 * characters from the booking references' alphabet (no 0/O, 1/I/L look-alikes; 31⁶, about
 * 8.9 × 10⁸ codes), drawn with a cryptographic generator. The plan's private link, not its
 * reference, is what opens it: a reference is safe to say on the phone or print on a PDF.
 */
const PLAN_REFERENCE_PREFIX = "TP";

export const PLAN_REFERENCE_PATTERN = new RegExp(`^${PLAN_REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{6}$`);

export function newPlanReference(): string {
  const code = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]);
  return `${PLAN_REFERENCE_PREFIX}-${code.join("")}`;
}
