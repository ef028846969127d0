/**
 * The patient's private link to their medical history: /medical-history/<token>, the token
 * made from the booking or the plan it was sent with, `b.<bookingId>.<mac>` or
 * `p.<planId>.<mac>`, the mac an HMAC-SHA256 of the kind and the id (cut to 128 bits, base64url)
 * under a shared secret only the servers know (`medical-history-link`), compared in constant
 * time. As the manage-booking link (bookings/links.server.ts says why an HMAC), it is written
 * again in every email with nothing stored; deleting the secret's row revokes every one. The
 * link opens the history of the person the booking or plan is for (their email), in its
 * language, and says whether it still takes answers (open-until.server.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { medicalHistoryRefusals } from "~/content/medical-history";
import type { Locale } from "~/content/locales";
import type { Database } from "~/db/client.server";
import { consultationBookings, treatmentPlans } from "~/db/schema";
import { budapestToday } from "~/lib/event-dates";
import { medicalHistoryPath } from "~/lib/medical-history-paths";
import type { ServiceContext } from "../context.server";
import { sharedSecret } from "../platform/secrets.server";
import { HealthError } from "./errors.server";
import { bookingAnswerWindow, planAnswerWindow, type AnswerWindow } from "./open-until.server";
import { personEmail } from "./records.server";

const SECRET_NAME = "medical-history-link";
const MAC_BYTES = 16;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const tokenPattern = new RegExp(`^([bp])\\.(${UUID})\\.([A-Za-z0-9_-]{22})$`);

/** What a link is made from: a booking, or a treatment plan. */
export type HistoryLinkSource = { bookingId: string } | { planId: string };

/** What a link opens: whose history, in which language, and whether it takes answers now. */
/** A link's person and, from its answer window (open-until.server.ts), whether and until when it takes answers. */
export interface HistoryLink extends AnswerWindow {
  via: "booking" | "plan";
  /** The booking's or the plan's id. */
  sourceId: string;
  /** The person's address, lower-cased: whose history it is. */
  email: string;
  /** The name on the booking or plan (null for a booking taken without one). */
  name: string | null;
  language: Locale;
}

const mac = (secret: Buffer, kind: string, id: string) =>
  createHmac("sha256", secret).update(`medical-history:${kind}:${id}`).digest().subarray(0, MAC_BYTES);

async function signedToken(db: Database, source: HistoryLinkSource): Promise<string> {
  const [kind, id] = "bookingId" in source ? ["b", source.bookingId] : ["p", source.planId];
  const canonical = id.toLowerCase();
  return `${kind}.${canonical}.${mac(await sharedSecret(db, SECRET_NAME), kind, canonical).toString("base64url")}`;
}

/** The source a token names, or null when it is malformed or not signed with this secret. */
async function verifiedSource(db: Database, token: unknown) {
  const parts = typeof token === "string" ? tokenPattern.exec(token) : null;
  if (!parts) return null;
  const [, kind, id, given] = parts;
  const bytes = Buffer.from(given, "base64url");
  // Only the one spelling of these bytes: the last character's spare bits must be zero.
  if (bytes.length !== MAC_BYTES || bytes.toString("base64url") !== given) return null;
  const expected = mac(await sharedSecret(db, SECRET_NAME), kind, id);
  return timingSafeEqual(bytes, expected) ? { kind: kind as "b" | "p", id } : null;
}

/** The absolute link for emails and pages, on SITE_URL. */
export async function medicalHistoryUrl(ctx: ServiceContext, source: HistoryLinkSource): Promise<string> {
  return `${ctx.settings.siteUrl}${medicalHistoryPath(await signedToken(ctx.db, source))}`;
}

const notFound = () => new HealthError(404, "not-found", medicalHistoryRefusals.notFound);

/**
 * What a token opens, or a 404 HealthError (in English: the link does not say whose language it
 * is) for a forged or malformed token, or a booking or plan that is gone or erased.
 */
export async function historyByToken(ctx: ServiceContext, token: unknown): Promise<HistoryLink> {
  const source = await verifiedSource(ctx.db, token);
  if (!source) throw notFound();
  const today = budapestToday(ctx.now());
  if (source.kind === "b") {
    const [booking] = await ctx.db
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, source.id));
    if (!booking?.customerEmail) throw notFound();
    return {
      via: "booking",
      sourceId: booking.id,
      email: personEmail(booking.customerEmail),
      name: booking.customerName,
      language: booking.language,
      ...bookingAnswerWindow(booking, today),
    };
  }
  const [plan] = await ctx.db.select().from(treatmentPlans).where(eq(treatmentPlans.id, source.id));
  if (!plan) throw notFound();
  return {
    via: "plan",
    sourceId: plan.id,
    email: personEmail(plan.patientEmail),
    name: plan.patientName,
    language: plan.language,
    ...(await planAnswerWindow(ctx.db, plan.id, today)),
  };
}
