/**
 * Telling "the database is away" apart from "this request is wrong". Routes and services use
 * `isDatabaseUnavailable` to answer honestly (503, try again shortly) instead of a 500, and the
 * pool uses it to throw away a connection that can no longer be trusted.
 */

/** Seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 30;

/** The database did not answer in time, or could not be reached. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Socket-level failures: the server is not there, or the line to it broke or went quiet. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs that mean "not now" rather than "not this": connection exceptions (class 08),
 * the server shutting down or starting (57P01-57P03), a statement cancelled by its timeout
 * (57014), too few resources (class 53: too many connections, disk or memory full).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|57014|53...)$/;

/** node-postgres and PGlite report these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // waited too long for a free pooled connection
  /^timeout expired$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

/** The error, then its causes (Drizzle wraps the driver's error in `cause`) and aggregated errors. */
function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || error === null || typeof error !== "object") return;
  const record = error as Record<string, unknown>;
  yield record;
  yield* chain(record.cause, depth + 1);
  if (Array.isArray(record.errors)) for (const inner of record.errors) yield* chain(inner, depth + 1);
}

function isUnavailableLink(link: Record<string, unknown>): boolean {
  if (link instanceof DatabaseUnavailableError) return true;
  const code = typeof link.code === "string" ? link.code : undefined;
  if (code && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  // lock_timeout shares 55P03 with NOWAIT; only the timeout means "busy, try again".
  const message = typeof link.message === "string" ? link.message : "";
  if (code === "55P03" && /lock timeout/.test(message)) return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error says the database could not be reached or did not answer in time
 * (refused, reset, terminated, timed out, shutting down), anywhere in its cause chain.
 * False for errors about the request itself (constraint violations, bad input).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) if (isUnavailableLink(link)) return true;
  return false;
}

function reasonFor(code: string | undefined): string {
  if (!code || NETWORK_CODES.has(code)) return "unreachable";
  if (code === "57014") return "statement timeout";
  if (code === "55P03") return "lock timeout";
  if (code.startsWith("57P")) return "shutting down or starting";
  if (code.startsWith("08")) return "connection failure";
  return "out of resources";
}

/**
 * What to log about an unavailable database: the code and which failure it was, never the
 * query or its values (Drizzle's message carries both).
 */
export function describeUnavailable(error: unknown): { code?: string; reason: string } {
  for (const link of chain(error)) {
    if (!isUnavailableLink(link)) continue;
    const code = typeof link.code === "string" ? link.code : undefined;
    const message = typeof link.message === "string" ? link.message : "";
    // Only messages from our own fixed lists (or our own class) are safe to repeat.
    const known =
      link instanceof DatabaseUnavailableError ||
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
    return { ...(code ? { code } : {}), reason: known ? message : reasonFor(code) };
  }
  return { reason: "not a database availability error" };
}

/**
 * Settles like `operation`, or rejects with DatabaseUnavailableError after `ms`: for callers
 * that must answer within a bound whatever the driver does.
 */
export function withDeadline<T>(operation: Promise<T>, ms: number, what = "database operation"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`${what} gave no answer within ${ms} ms`)),
      ms,
    );
  });
  // The loser of the race may still reject later; that must not become an unhandled rejection.
  operation.catch(() => undefined);
  return Promise.race([operation, deadline]).finally(() => clearTimeout(timer));
}
