/**
 * What text we accept, for every schema that takes words from a visitor. PostgreSQL cannot
 * store NUL, a lone surrogate is not text at all, line breaks in a name or an email address
 * are header injection waiting to happen, and bidi overrides make an email subject read
 * differently from what it says.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
/** Unicode's Bidi_Control characters: the embeddings, overrides and isolates, and the marks. */
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;

/** True when the text holds a NUL or a lone surrogate. */
export const hasUnstorableText = (text: string): boolean => NUL_OR_LONE_SURROGATE.test(text);
export const hasLineBreak = (text: string): boolean => LINE_BREAK.test(text);
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");

/**
 * The house style is British English with -ise spellings (organise, specialise). These are the
 * American spellings a writer slips into; tests/app content are checked against them
 * (app/lib/text-rules.test.ts). Each is a whole word, any case.
 */
const AMERICAN_SPELLINGS: readonly RegExp[] = [
  /\b\w*(?<!s|pr|se|ba|ma|capsi)iz(?:e|es|ed|ing|ation|ations)\b/i, // organize, specialization (not size, prize, seize)
  /\b(?:analy|paraly|cataly)z(?:e|es|ed|ing)\b/i,
  /\bcolor(?:s|ed|ful|ing)?\b/i,
  /\bcent(?:er|ers|ered)\b/i,
  /\b(?:favor|honor|behavior|neighbor|flavor|humor|labor|harbor|rumor)(?:s|ed|ing|ite|ites|able|hood)?\b/i,
  /\binstallments?\b/i,
  /\benroll(?:s|ment|ments)?\b/i,
  /\bfulfill(?:s|ment)?\b/i,
  /\bprograms?\b/i, // a programme; 'program' only for computer programs, which the site never mentions
  /\b(?:an)?esthe(?:sia|tic|tics|tist)\b/i, // anaesthesia, aesthetic
  /\b(?:pediatric|orthopedic|orthodontia|hemorrhage|edema|fetus)\b/i,
  /\b(?:gray|mold|molds|jewelry|aluminum)\b/i,
  /\b(?:travel|cancel|label|model|fuel|counsel)(?:ed|ing|er|ers)\b/i,
  /\b(?:defense|offense|pretense)\b/i,
  /\bcheck(?:s)? (?:for|of) (?:€|£|\d)/i, // a cheque for €50
];

/** The American spellings in a text, as written. */
export function americanSpellingsIn(text: string): string[] {
  return AMERICAN_SPELLINGS.flatMap((rule) => {
    const global = new RegExp(rule.source, `${rule.flags}g`);
    return [...text.matchAll(global)].map((m) => m[0]);
  });
}

/**
 * Patient counts the spec gives for one year ('1,648 patients in 2019'): said with their year
 * wherever shown, never as if current. (The spec's current figures, such as 1,100+ implants a
 * year and the home page's counters, are not on this list.)
 */
export const DATED_PATIENT_COUNTS = { year: "2019", figures: ["1,648", "1,616", "1,952", "1,300"] } as const;

/** The dated counts in a text said without their year (looked for in the same sentence). */
export function undatedPatientCountsIn(text: string): string[] {
  const { year, figures } = DATED_PATIENT_COUNTS;
  return text
    .split(/(?<=[.!?])\s+/)
    .flatMap((sentence) => figures.filter((figure) => sentence.includes(figure) && !sentence.includes(year)));
}
