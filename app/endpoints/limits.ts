/**
 * What the edge allows every endpoint (app/endpoints.ts): the rate-limit tiers, the body caps
 * and how long a body may take to arrive.
 */
import { uploadLimits } from "../lib/upload-rules";

/**
 * Rate-limit tiers: requests per client address per window, counted in the database; `files`
 * and `pixels` count what the quote form's requests carry rather than the requests.
 */
export const rateTiers = {
  forms: { limit: 10, windowMs: 15 * 60_000 },
  newsletter: { limit: 5, windowMs: 15 * 60_000 },
  /**
   * One-click unsubscribes come from mail providers' servers, many subscribers' at a time from
   * one address: generous, so an unsubscribe is never refused after a newsletter goes out.
   */
  unsubscribe: { limit: 300, windowMs: 15 * 60_000 },
  checkout: { limit: 10, windowMs: 15 * 60_000 },
  booking: { limit: 20, windowMs: 15 * 60_000 },
  /**
   * The event page asks for the places left once a minute while it is open: room for four open
   * tabs from one address, and a refusal only leaves the numbers shown as they were.
   */
  seats: { limit: 60, windowMs: 15 * 60_000 },
  staff: { limit: 60, windowMs: 60_000 },
  /**
   * The currency links (GET /currency/GBP?back=…): a tap sets a cookie and comes back. Far more
   * than anyone switches currency; a refusal only leaves the choice as it was.
   */
  currency: { limit: 60, windowMs: 15 * 60_000 },
  /**
   * Stripe's webhook, per sending address: Stripe delivers from a dozen addresses, one event per
   * payment or expiry; far above a clinic's day, and a refusal is retried by Stripe for three
   * days (and the reconciliation would find the payment anyway).
   */
  webhook: { limit: 600, windowMs: 15 * 60_000 },
  /**
   * The quote form's files, counted one by one as each arrives, accepted or refused, and never
   * given back (services/uploads/allowance.server.ts): eight full sends of five an hour, so a
   * patient who tries again, or sends more later, is never refused.
   */
  files: { limit: 8 * uploadLimits.maxFiles, windowMs: 60 * 60_000 },
  /**
   * Megapixels decoded for a client, counted from the headers before anything is decoded: two
   * full sends of five pictures at the largest size allowed (600), or ten of five 12 MP photos.
   */
  pixels: { limit: (2 * uploadLimits.maxFiles * uploadLimits.maxPixels) / 1_000_000, windowMs: 60 * 60_000 },
} as const satisfies Record<string, { limit: number; windowMs: number }>;
export type RateTier = keyof typeof rateTiers;

/** Every tier's allowance times `multiplier` (RATE_LIMIT_MULTIPLIER; test servers only). */
export function scaledRateTiers(multiplier: number): Record<RateTier, { limit: number; windowMs: number }> {
  return Object.fromEntries(
    Object.entries(rateTiers).map(([tier, { limit, windowMs }]) => [
      tier,
      { limit: limit * multiplier, windowMs },
    ]),
  ) as Record<RateTier, { limit: number; windowMs: number }>;
}

const KB = 1024;
export const bodyLimits = {
  form: 32 * KB,
  /**
   * The medical history form: 32 questions' details of up to 500 characters and 20 medicines
   * of 2 × 200, written in German or French (two bytes a letter, encoded three times over).
   */
  medicalHistory: 96 * KB,
  json: 16 * KB,
  /** A Checkout Session event is a few kB; Stripe's largest events stay far below this. */
  webhook: 64 * KB,
  /** Twilio's callbacks: a status, or an incoming text of up to 1,600 characters with its parameters. */
  twilio: 16 * KB,
  /** The quote form: its attachments (app/lib/upload-rules.ts) plus room for the fields. */
  files: uploadLimits.maxTotalBytes + 256 * KB,
} as const;

/**
 * How long a body read into memory may take to arrive once its headers have (408 after): a form
 * or JSON body is a few kB, sent at once; a trickle is a held connection. Stripe sends its
 * webhook whole, so its deadline is short. The quote form's files are streamed and bounded by
 * the server's request timeout instead (server/connection-limits.ts).
 */
export const bodyDeadlines = { webhook: 10_000, other: 30_000 };
export type BodyDeadlines = typeof bodyDeadlines;
