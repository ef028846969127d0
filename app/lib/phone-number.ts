import { BUDAPEST_TIME_ZONE } from "./format";

/**
 * Phone numbers as a text message needs them: in international form (E.164, '+447700900123'),
 * and the time zone their country code implies, so that a reminder never wakes anyone.
 */

/**
 * The number in E.164 form, or null when it cannot be one: typed with its country code ('+44 7700
 * 900123', '0044 7700 900123'), spaces, dots, dashes and brackets allowed, 8-15 digits in all.
 * A national number ('07700 900123') is null: its country is a guess, and a text to a wrong
 * guess goes to a stranger.
 */
export function toE164(typed: string): string | null {
  // '+44 (0)7700 900123': the bracketed 0 is dialled only at home, never after the country code.
  const compact = typed
    .trim()
    .replace(/\(0\)/g, "")
    .replace(/[\s().\-/]/g, "");
  const digits = compact.startsWith("+")
    ? compact.slice(1)
    : compact.startsWith("00")
      ? compact.slice(2)
      : null;
  if (digits === null || !/^[1-9]\d{7,14}$/.test(digits)) return null;
  return `+${digits}`;
}

/**
 * Calling codes of countries with one time zone, for the patients the clinic serves (the UK and
 * Ireland, Western and Central Europe, Scandinavia) and its neighbours. A code with several zones
 * (+1, +7, +61, …) is absent: the patient chooses their zone, else the clinic's is used.
 */
const zoneByCallingCode: Record<string, string> = {
  "30": "Europe/Athens",
  "31": "Europe/Amsterdam",
  "32": "Europe/Brussels",
  "33": "Europe/Paris",
  "34": "Europe/Madrid",
  "36": BUDAPEST_TIME_ZONE,
  "39": "Europe/Rome",
  "40": "Europe/Bucharest",
  "41": "Europe/Zurich",
  "43": "Europe/Vienna",
  "44": "Europe/London",
  "45": "Europe/Copenhagen",
  "46": "Europe/Stockholm",
  "47": "Europe/Oslo",
  "48": "Europe/Warsaw",
  "49": "Europe/Berlin",
  "351": "Europe/Lisbon",
  "352": "Europe/Luxembourg",
  "353": "Europe/Dublin",
  "354": "Atlantic/Reykjavik",
  "356": "Europe/Malta",
  "357": "Asia/Nicosia",
  "358": "Europe/Helsinki",
  "359": "Europe/Sofia",
  "370": "Europe/Vilnius",
  "371": "Europe/Riga",
  "372": "Europe/Tallinn",
  "381": "Europe/Belgrade",
  "385": "Europe/Zagreb",
  "386": "Europe/Ljubljana",
  "420": "Europe/Prague",
  "421": "Europe/Bratislava",
};

/** The time zone of an E.164 number's country, or null when its code has several or is unknown. */
export function timeZoneOfNumber(e164: string): string | null {
  const digits = e164.replace(/^\+/, "");
  for (const length of [3, 2]) {
    const zone = zoneByCallingCode[digits.slice(0, length)];
    if (zone) return zone;
  }
  return null;
}

/**
 * The zones a patient may choose for their texts (a number from one country, a patient in
 * another): every zone above, and those of the clinic's farther markets whose codes have several.
 */
export const textTimeZones: readonly string[] = [
  ...new Set([
    ...Object.values(zoneByCallingCode),
    "America/New_York",
    "America/Chicago",
    "America/Los_Angeles",
    "America/Toronto",
    "Asia/Dubai",
    "Australia/Sydney",
  ]),
].sort();
