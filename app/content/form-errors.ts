/**
 * What a public form says when something needs another look: whole sentences that tell the
 * person what to do. A field's sentence is chosen by its field and its problem in one place
 * (app/lib/field-errors.ts), for the endpoint's answer, the page without JavaScript, the site
 * script and the React form alike.
 */

import { MB, uploadLimits } from "../lib/upload-limits";

/** A count as people read it: 5,000. */
const count = (n: number) => n.toLocaleString("en-GB");

/** How each field is named inside a sentence ('Enter your name.'). */
export const fieldNames: Record<string, string> = {
  name: "your name",
  email: "your email address",
  phone: "your phone number",
  treatment: "the treatment",
  message: "your message",
  discountCode: "your newsletter code",
};
/** Any other field a form sends (Formspree keeps those too). */
const otherField = "this field";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const EXAMPLE_EMAIL = "name@example.com";
const EXAMPLE_PHONE = "+44 7700 900123";

export const fieldErrorWords = {
  /** A required field left empty or not sent. */
  missing: (field: string) => `Enter ${fieldNames[field] ?? otherField}.`,
  email: `Enter an email address like ${EXAMPLE_EMAIL}.`,
  phone: `Enter a phone number with its country code, like ${EXAMPLE_PHONE}.`,
  choice: "Choose a treatment from the list, or leave it blank.",
  tooLong: (field: string, max: number) =>
    `${capitalise(fieldNames[field] ?? otherField)} must be ${count(max)} characters or fewer.`,
  oneLine: (field: string) => `Write ${fieldNames[field] ?? otherField} on one line.`,
  unstorable: (field: string) =>
    `Type ${fieldNames[field] ?? otherField} again: it contains characters we cannot store.`,
  notText: (field: string) => `Enter ${fieldNames[field] ?? otherField} as text.`,
};

const megapixels = (pixels: number) => Math.ceil(pixels / 1_000_000);

/** The quote form's attachments (app/lib/upload-rules.ts has the limits). */
export const uploadMessages = {
  FILES_TOO_BIG: `The attached files are too big: each file may be up to ${uploadLimits.maxFileBytes / MB} MB, and ${uploadLimits.maxTotalBytes / MB} MB in all. Please send fewer or smaller files, or email the rest to us.`,
  TOO_MANY_FILES: `Too many files were attached: please choose up to ${uploadLimits.maxFiles}.`,
  wrongType: (name: string) =>
    `“${name}” is not a JPEG, PNG, HEIC or PDF file. Please attach X-rays and photos in one of those formats.`,
  unreadable: (name: string) => `“${name}” could not be opened as an image. Please try another copy of it.`,
  tooManyPixels: (name: string, pixels: number) =>
    `“${name}” is too large a picture (${megapixels(pixels)} megapixels; we can open up to ${megapixels(uploadLimits.maxPixels)}). Please send a smaller copy of it, such as a screenshot.`,
  tooSlow: (name: string) =>
    `“${name}” took too long to open. Please send a smaller copy of it, such as a screenshot.`,
  FILES_RECENTLY:
    "Your connection has sent us more files in the last hour than we can take. Please try again later, or email the files to us.",
  PIXELS_RECENTLY:
    "Your connection has sent us more pictures in the last hour than we can open. Please try again later, or email the pictures to us.",
  /** The server's picture decoding is full (server/image-decoder.ts): nothing was stored. */
  PICTURES_BUSY:
    "We are opening a lot of pictures just now, so your request has not been sent. Please send it again in a minute, or email the pictures to us.",
} as const;

/** The form-level answers a Formspree-style endpoint may give, said as what to do next. */
export const formErrorWords: Record<string, string> = {
  BLOCKED: "This submission was blocked. Please call or email us instead.",
  EMPTY: "The form was empty. Please fill in your details.",
  FILES_TOO_BIG: uploadMessages.FILES_TOO_BIG,
  FORM_NOT_FOUND: "This form could not be found. Please call or email us instead.",
  INACTIVE: "This form is not accepting messages at the moment. Please call or email us instead.",
  NO_FILE_UPLOADS: "This form does not accept files. Please send it without them.",
  PROJECT_NOT_FOUND: "This form could not be found. Please call or email us instead.",
  TOO_MANY_FILES: uploadMessages.TOO_MANY_FILES,
  TOO_MANY_REQUESTS: "Too many messages were sent from your connection. Please try again in a few minutes.",
};

export const formProblemWords = {
  /** The endpoint answered with something that is not Formspree's protocol. */
  unexpected: "Something went wrong sending the form. Please try again, or call or email us.",
  unreachable: "We could not reach the server. Please check your connection and try again, or call us.",
};

/** The page a browser without JavaScript sees when a form post has a problem. */
export const formErrorPage = {
  title: "Please check the form",
  fieldsIntro: "Some details need another look:",
  back: "Go back to the form",
  or: "or",
  home: "return to the home page",
};

/** The newsletter sign-up's email field (the popup and the pages that sign up again). */
export const newsletterErrorWords = {
  missing: "Enter your email address.",
  email: fieldErrorWords.email,
  tooLong: "Your email address must be 254 characters or fewer.",
  oneLine: "Write your email address on one line.",
  unstorable: "Type your email address again: it contains characters we cannot store.",
  /** Added when the sign-up failed for another reason. */
  tryAgain: "Please try again.",
  failed: "We could not sign you up just now.",
};

/**
 * What a request's body can be refused for while it is read: a form's multipart body
 * (app/services/uploads/incoming.server.ts) or any endpoint's input (app/endpoints/endpoint.server.ts).
 */
export const formBodyWords = {
  fieldTooLong: "A field of the form is too long.",
  fileOutsideAttachments: "Files can only be attached in the attachments field.",
  tooManyParts: "The form has too many parts.",
  tooManyFields: "The form has too many fields.",
  malformed: "The form data could not be read.",
  interrupted: "The upload was interrupted. Please try again.",
  notJson: "The request body is not valid JSON.",
  noFiles: "This form does not accept files.",
  /** An endpoint's input that failed its schema without a message of its own. */
  invalid: "The request is not valid.",
};

/** The one-line summary a Formspree-style answer leads with (its `error`), beside the sentences above. */
export const formErrorSummaries = {
  FORM_NOT_FOUND: "Form not found",
  INACTIVE: "Form not active",
  EMPTY: "Empty form",
  INVALID: "Validation errors",
  FILES: "Please check the attached files",
};
