import { randomInt } from "node:crypto";

/**
 * A booking reference a patient can read out on the phone: `BDC-7K3M-9Q2X`. Eight characters
 * from an alphabet without the look-alikes 0/O and 1/I/L (31 characters, about 8.5 × 10¹¹
 * codes), drawn with a cryptographic generator so references cannot be guessed from one another.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "BDC";

export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`,
);

export function newBookingReference(): string {
  const draw = () =>
    Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("");
  return `${REFERENCE_PREFIX}-${draw()}-${draw()}`;
}

/**
 * A reference as staff might type it ('bdc 7k3m9q2x', '7K3M-9Q2X') in its stored form, or
 * null when it cannot be one.
 */
export function normaliseReference(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "");
  const code = compact.startsWith(REFERENCE_PREFIX) ? compact.slice(REFERENCE_PREFIX.length) : compact;
  const reference = `${REFERENCE_PREFIX}-${code.slice(0, 4)}-${code.slice(4)}`;
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}
