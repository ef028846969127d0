import { randomInt } from "node:crypto";
import { DISCOUNT_CODE_PREFIX } from "~/content/newsletter";

/**
 * Letters and digits that cannot be mistaken for one another when read out or typed from a
 * phone screen: no 0/O, 1/I/L, U/V pairs.
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";

/** 'BDC10-7K3M-9Q2X': eight random characters, about 2^39 codes. */
export function newDiscountCode(): string {
  const pick = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `${DISCOUNT_CODE_PREFIX}-${pick()}-${pick()}`;
}

export const DISCOUNT_CODE_PATTERN = new RegExp(
  `^${DISCOUNT_CODE_PREFIX}-[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`,
);
