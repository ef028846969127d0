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

export const BAD_TEXT_MESSAGE = "contains characters that cannot be stored";
export const MULTILINE_MESSAGE = "should be on one line";

/** True when the text holds a NUL or a lone surrogate. */
export const hasUnstorableText = (text: string): boolean => NUL_OR_LONE_SURROGATE.test(text);
export const hasLineBreak = (text: string): boolean => LINE_BREAK.test(text);
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");
