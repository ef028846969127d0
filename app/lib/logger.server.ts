import pino, { type DestinationStream, type Level } from "pino";
import { getEnv } from "../env.server";

/**
 * The one logger. Personal data (names, emails, phones, messages) is never logged:
 * log ids and counts instead. Errors pass through `scrubError`, because a failed query
 * carries the row it tried to write; the redact list is a second line of defence.
 */

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** Removes values a person could be recognised by from an error's text. */
export function scrubText(text: string): string {
  return (
    text
      // PostgreSQL quotes the offending values in these phrases.
      .replace(/(Key \([^)]*\))=\(.*$/gm, "$1=([redacted])")
      .replace(/Failing row contains \(.*$/gm, "Failing row contains ([redacted])")
      .replace(/(invalid input (?:syntax|value) for [^:\n]*): ".*?"(?=$|\n)/gm, '$1: "[redacted]"')
      .replace(/(value too long for type [^\n:]*): ".*?"/g, '$1: "[redacted]"')
      .replace(EMAIL, "[email]")
  );
}

/** Drizzle writes the values after the SQL ("Failed query: …\nparams: a,b,c"), even across lines. */
function scrubMessage(message: string): string {
  let text = message;
  const params = text.indexOf("\nparams: ");
  if (params !== -1) text = text.slice(0, params);
  // Inlined string literals in the SQL (sql.raw) are values too.
  if (text.startsWith("Failed query: ")) text = text.replace(/'(?:[^']|'')*'/g, "'[redacted]'");
  return scrubText(text);
}

/** The stack's frames under a scrubbed first line: the original first line repeats the message. */
function scrubStack(stack: string, header: string, message: string): string {
  const original = `${header}: ${message}`;
  const frames = stack.startsWith(original)
    ? stack.slice(original.length)
    : `\n${stack
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .join("\n")}`;
  return scrubText(`${header}: ${scrubMessage(message)}${frames}`);
}

/** Fields that name what failed, never the data it failed on (table, constraint, SQLSTATE…). */
const keptFields = [
  "code",
  "errno",
  "syscall",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
  "status",
  "statusCode",
  "responseCode",
  "requestId",
] as const;
/** Kept, but their text scrubbed: SMTP answers and commands can quote an address. */
const scrubbedFields = ["command", "response", "hint"] as const;

/**
 * pino serializer for `err` and `error`: keeps type, name, code and where it failed; drops
 * query parameters (`params`, `parameters`), the query text, PostgreSQL's `detail` and
 * `where` (they quote values), and scrubs addresses and quoted values from message and stack.
 */
export function scrubError(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  const error = value as Record<string, unknown>;
  const name = typeof error.name === "string" ? error.name : undefined;
  const type =
    value instanceof Error ? value.constructor.name : typeof error.type === "string" ? error.type : undefined;
  const message = typeof error.message === "string" ? error.message : undefined;
  const out: Record<string, unknown> = {};
  if (type) out.type = type;
  if (name) out.name = name;
  if (message !== undefined) out.message = scrubMessage(message);
  if (typeof error.stack === "string")
    out.stack = scrubStack(error.stack, name ?? type ?? "Error", message ?? "");
  for (const key of keptFields) {
    const field = error[key];
    if (typeof field === "string" || typeof field === "number") out[key] = field;
  }
  for (const key of scrubbedFields) {
    if (typeof error[key] === "string") out[key] = scrubText(error[key]);
  }
  if (depth < 3 && error.cause !== undefined) out.cause = scrubError(error.cause, depth + 1);
  if (depth < 3 && Array.isArray(error.errors))
    out.errors = error.errors.map((e) => scrubError(e, depth + 1));
  return out;
}

const personalFields = new Set(["email", "name", "phone", "message"]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === "object" &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/**
 * The second line of defence, for what is logged beside an error: personal fields at the top
 * level or one object down become "[redacted]", and an error under any other key is scrubbed
 * as `err` is. (pino's redact paths cannot spare `err.message` and `err.name` from a `*.message`
 * wildcard, and those two say what went wrong.)
 */
function redactPersonalFields(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (personalFields.has(key)) out[key] = "[redacted]";
    else if (key === "err" || key === "error") out[key] = value;
    else if (value instanceof Error) out[key] = scrubError(value);
    else if (isPlainObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, personalFields.has(k) ? "[redacted]" : v]),
      );
    else out[key] = value;
  }
  return out;
}

export interface LoggerOptions {
  /** Where lines go; stdout by default. Tests pass a stream to read what was logged. */
  destination?: DestinationStream;
  level?: Level | "silent";
}

export function createLogger(options: LoggerOptions = {}) {
  const level = options.level ?? getEnv().LOG_LEVEL ?? (getEnv().NODE_ENV === "test" ? "silent" : "info");
  return pino(
    {
      level,
      serializers: { err: scrubError, error: scrubError },
      formatters: { log: redactPersonalFields },
      redact: { paths: ["req.headers.authorization"], censor: "[redacted]" },
    },
    options.destination,
  );
}

export const logger = createLogger();
