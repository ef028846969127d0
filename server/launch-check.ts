import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defaultLocale, localeInfo, locales, type Locale } from "../app/content/locales";
import { pathSegmentsIn } from "../app/content/paths";
import type { Env } from "../app/env.server";

/**
 * The launch check: placeholders still in the site's content (app/content), each with its file
 * and line. `npm run check:launch` prints them; a production server refuses to start while any
 * remain, unless ALLOW_PLACEHOLDERS=1 (server/index.ts).
 *
 * It reads the content's source text, so it can say where each one is: the strings (not the
 * comments) are matched against the patterns below, and every `sample(…)` call is one item.
 */

export interface Placeholder {
  /** Relative to the working directory: 'app/content/site.ts'. */
  file: string;
  line: number;
  /** What kind of placeholder: '+36 1 555 phone number'. */
  kind: string;
  /** The text found, shortened. */
  text: string;
}

/** An address on the reserved `.example` domain (RFC 2606): in content and in the mail settings. */
const RESERVED_EXAMPLE = /[a-z0-9-]\.example\b/i;

const patterns: { kind: string; pattern: RegExp }[] = [
  { kind: "fictional +36 1 555 phone number", pattern: /\+?36[\s-]?1[\s-]?555[\s-]?\d{3,4}/ },
  { kind: "reserved .example address", pattern: RESERVED_EXAMPLE },
  { kind: "all-zero bank account", pattern: /\b[A-Z]{2}\d{2}(?:[\s-]?0{4}){3,}|\b0{8}-0{8}\b/ },
  { kind: "bracketed placeholder", pattern: /\[[a-z][a-z ]{2,}\]/i },
  { kind: "unwritten text", pattern: /content to be added|lorem ipsum/i },
];

interface StringLiteral {
  text: string;
  offset: number;
}

/**
 * The string literals of a TypeScript file and the places of its `sample(` calls, skipping
 * comments: a small lexer, enough for content files (objects of strings and templates).
 */
function lex(source: string): { strings: StringLiteral[]; samples: number[] } {
  const strings: StringLiteral[] = [];
  const samples: number[] = [];
  let i = 0;
  const readQuoted = (quote: string) => {
    const start = i;
    i += 1;
    let text = "";
    while (i < source.length && source[i] !== quote) {
      if (quote === "`" && source.startsWith("${", i)) {
        // A template's expression: skip it (its own strings are rare in content), count braces.
        let depth = 0;
        do {
          if (source[i] === "{") depth += 1;
          else if (source[i] === "}") depth -= 1;
          i += 1;
        } while (i < source.length && depth > 0);
        text += "…";
        continue;
      }
      if (source[i] === "\\") {
        text += source[i + 1] ?? "";
        i += 2;
        continue;
      }
      text += source[i];
      i += 1;
    }
    i += 1;
    strings.push({ text, offset: start });
  };
  while (i < source.length) {
    const c = source[i];
    if (source.startsWith("//", i)) {
      const end = source.indexOf("\n", i);
      i = end === -1 ? source.length : end;
    } else if (source.startsWith("/*", i)) {
      const end = source.indexOf("*/", i + 2);
      i = end === -1 ? source.length : end + 2;
    } else if (c === '"' || c === "'" || c === "`") {
      readQuoted(c);
    } else if (/[A-Za-z_$]/.test(c)) {
      const word = /^[A-Za-z0-9_$]+/.exec(source.slice(i, i + 64))![0];
      if (word === "sample" && /^\s*\(/.test(source.slice(i + word.length, i + word.length + 8)))
        samples.push(i);
      i += word.length;
    } else {
      i += 1;
    }
  }
  return { strings, samples };
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split("\n").length;
const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** The placeholders in one file's source text. */
export function findPlaceholders(file: string, source: string): Placeholder[] {
  const found: Placeholder[] = [];
  const { strings, samples } = lex(source);
  for (const offset of samples) {
    // Named by its first string: the name of the invented person or hotel, the value itself.
    const first = strings.find((s) => s.offset > offset);
    found.push({
      file,
      line: lineAt(source, offset),
      kind: "sample content",
      text: shorten(first?.text ?? ""),
    });
  }
  for (const { text, offset } of strings) {
    for (const { kind, pattern } of patterns) {
      if (pattern.test(text)) found.push({ file, line: lineAt(source, offset), kind, text: shorten(text) });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Every placeholder under `dir` (.ts and .tsx files, tests excluded), by file then line. */
export function scanContent(dir: string, relativeTo = process.cwd()): Placeholder[] {
  const files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return files.flatMap((full) =>
    findPlaceholders(path.relative(relativeTo, full).split(path.sep).join("/"), readFileSync(full, "utf8")),
  );
}

/** The list as printed by the check and by a server that refuses to start. */
export function formatPlaceholders(placeholders: Placeholder[]): string {
  return [
    `${placeholders.length} placeholder${placeholders.length === 1 ? "" : "s"} still in the content:`,
    ...placeholders.map((p) => `  ${p.file}:${p.line}  ${p.kind}: ${p.text}`),
  ].join("\n");
}

/** Where the site's content lives, from the project's root. */
export const CONTENT_DIR = "app/content";

/**
 * The mail settings still on a reserved `.example` address (their defaults): with them every
 * lead and booking notice would go to an inbox nobody reads, or be sent from an address mail
 * providers refuse. One line each, naming the setting.
 */
export function mailSettingPlaceholders(settings: Pick<Env, "CLINIC_INBOX" | "MAIL_FROM">): string[] {
  const found: string[] = [];
  if (RESERVED_EXAMPLE.test(settings.CLINIC_INBOX))
    found.push(
      `CLINIC_INBOX=${settings.CLINIC_INBOX}: a reserved .example address; every lead and booking notice would go to an inbox nobody reads`,
    );
  if (RESERVED_EXAMPLE.test(settings.MAIL_FROM))
    found.push(
      `MAIL_FROM=${settings.MAIL_FROM}: a reserved .example address; mail providers refuse or bin mail sent from it`,
    );
  return found;
}

/** The mail settings' lines as printed by the check and by a server that refuses to start. */
export function formatMailSettings(lines: string[]): string {
  return [
    `${lines.length} mail setting${lines.length === 1 ? "" : "s"} still a placeholder:`,
    ...lines.map((line) => `  ${line}`),
  ].join("\n");
}

/**
 * Why a server must not start with this content and these settings: a production server
 * refuses while any placeholder remains in the content or in the mail settings, unless
 * ALLOW_PLACEHOLDERS=1 says it is a test or demo on purpose.
 */
export function placeholderRefusal(
  env: Pick<Env, "NODE_ENV" | "ALLOW_PLACEHOLDERS"> & Partial<Pick<Env, "CLINIC_INBOX" | "MAIL_FROM">>,
  placeholders: Placeholder[],
): string | undefined {
  if (env.NODE_ENV !== "production" || env.ALLOW_PLACEHOLDERS === "1") return undefined;
  const settings = mailSettingPlaceholders({
    CLINIC_INBOX: env.CLINIC_INBOX ?? "",
    MAIL_FROM: env.MAIL_FROM ?? "",
  });
  if (placeholders.length === 0 && settings.length === 0) return undefined;
  return [
    ...(placeholders.length > 0
      ? [
          "The content still has placeholders; a production server will not show them to patients.",
          formatPlaceholders(placeholders),
        ]
      : []),
    ...(settings.length > 0
      ? [
          "The mail settings are placeholders; a production server would lose every lead.",
          formatMailSettings(settings),
        ]
      : []),
    "Replace them (npm run check:launch lists them), or set ALLOW_PLACEHOLDERS=1 for a test or demo server.",
  ].join("\n");
}

/**
 * The languages whose privacy policy and terms (app/content/<code>/legal.ts) the clinic's legal
 * adviser has approved. A translation of a legal text is not one until someone qualified has
 * read it: add a language here once they have, and the check stops naming it.
 */
const reviewedLegalTranslations: readonly Locale[] = [];

/**
 * The translated legal pages still waiting for the clinic's legal review, one line a language
 * (only those whose legal.ts is in `dir`). A warning: the check names them but does not fail.
 */
export function legalReviewWarnings(
  dir: string,
  reviewed: readonly Locale[] = reviewedLegalTranslations,
): string[] {
  const english = new Intl.DisplayNames(["en"], { type: "language" });
  return locales
    .filter((locale) => locale !== defaultLocale && !reviewed.includes(locale))
    .map((locale) => ({ locale, file: path.join(dir, locale, "legal.ts") }))
    .filter(({ file }) => existsSync(file))
    .map(({ locale, file }) => {
      const page = (segment: string) =>
        `${localeInfo[locale].prefix}/${pathSegmentsIn[locale][segment] ?? segment}`;
      return `${file.split(path.sep).join("/")}: the ${english.of(locale)} privacy policy (${page("privacy")}) and terms (${page("terms")}) are a translation the clinic's legal adviser has not yet reviewed`;
    });
}

/** The legal review's lines as printed by the check. */
export function formatLegalReview(lines: string[]): string {
  return [
    `${lines.length} legal translation${lines.length === 1 ? "" : "s"} still need${lines.length === 1 ? "s" : ""} the clinic's legal review (a warning; it does not fail the check):`,
    ...lines.map((line) => `  ${line}`),
  ].join("\n");
}

/**
 * Parts of the privacy policy that describe how the site itself handles data, written from the
 * code rather than by a lawyer: each is named by the check, by the ids of its sections in
 * app/content/legal.ts (English; its translations follow it), until the clinic has reviewed it.
 */
const privacyPolicyReviewItems = [
  {
    item: "measurement",
    sections: ["measurement", "visit-attribution"],
    what: "the site's own measurement of visits and what brought a visitor to an enquiry or booking",
  },
  {
    item: "medical-history",
    sections: ["medical-history"],
    what: "the medical history questionnaire, above all its legal basis, its 30 years and the limits on erasing it",
  },
] as const;
export type PrivacyPolicyReviewItem = (typeof privacyPolicyReviewItems)[number]["item"];

/**
 * The items of `privacyPolicyReviewItems` the clinic has reviewed (with its legal adviser, in
 * every language): add one here once they have, and the check stops naming it.
 */
const reviewedPrivacyPolicyItems: readonly PrivacyPolicyReviewItem[] = [];

/**
 * The privacy policy's parts still waiting for the clinic's review before launch, one line an
 * item (only those whose sections are in `dir`/legal.ts). A warning, like the translations'.
 */
export function privacyReviewWarnings(
  dir: string,
  reviewed: readonly PrivacyPolicyReviewItem[] = reviewedPrivacyPolicyItems,
): string[] {
  const file = path.join(dir, "legal.ts");
  if (!existsSync(file)) return [];
  const source = readFileSync(file, "utf8");
  return privacyPolicyReviewItems
    .filter(({ item }) => !reviewed.includes(item))
    .map(({ item, sections, what }) => ({
      item,
      what,
      present: sections.filter((id) => source.includes(`id: "${id}"`)),
    }))
    .filter(({ present }) => present.length > 0)
    .map(
      ({ item, what, present }) =>
        `${file.split(path.sep).join("/")}: the privacy policy's sections on ${what} (${present.map((id) => `/privacy#${id}`).join(", ")}, in every language) must be reviewed by the clinic before launch; then add "${item}" to reviewedPrivacyPolicyItems in server/launch-check.ts`,
    );
}

/** The privacy review's lines as printed by the check. */
export function formatPrivacyReview(lines: string[]): string {
  return [
    `${lines.length} part${lines.length === 1 ? "" : "s"} of the privacy policy still need${lines.length === 1 ? "s" : ""} the clinic's review before launch (a warning; it does not fail the check):`,
    ...lines.map((line) => `  ${line}`),
  ].join("\n");
}
