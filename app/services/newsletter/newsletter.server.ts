import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { ServiceContext, Settings } from "../context.server";
import { newsletterSubscribers } from "~/db/schema";
import { defaultLocale, type Locale } from "~/content/locales";
import { CONFIRM_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from "~/content/newsletter";
import { newsletterEmailsIn } from "~/content/in/newsletter";
import { localizePath } from "~/lib/locale-path";
import { NEWSLETTER_CONSENT_VERSION, type NewsletterSignup } from "~/lib/schemas/newsletter";
import { newDiscountCode } from "./discount-code.server";
import { queueEmails, type QueuedEmail } from "../mail/outbox.server";

/**
 * The newsletter, double opt-in: a sign-up stores a pending subscriber and emails a link; only
 * the click on that link makes the address a subscriber (and gives it its 10% code). Every
 * newsletter email carries a one-click unsubscribe link and RFC 8058's headers.
 */

type NewsletterSettings = Pick<Settings, "siteUrl">;

type Subscriber = typeof newsletterSubscribers.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;

/** Tokens in links: 32 random bytes, URL-safe. Anything else is refused before a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const isLinkToken = (token: string | undefined): token is string =>
  token !== undefined && TOKEN_PATTERN.test(token);

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const confirmUrl = (siteUrl: string, token: string) => `${siteUrl}/newsletter/confirm/${token}`;
const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/newsletter/unsubscribe/${token}`;

/** A page of the site, by its English path, as a link in the subscriber's language: '/quote' → 'https://…/de/kostenvoranschlag'. */
const pageUrlIn =
  (siteUrl: string, locale: Locale) =>
  (path: string): string => {
    const local = localizePath(path, locale);
    return `${siteUrl}${local === "/" ? "" : local}`;
  };

/** The subscriber's language, as stored (a row from before languages is English). */
const languageOf = (subscriber: Pick<Subscriber, "language">): Locale => subscriber.language ?? defaultLocale;

/**
 * The one way to address a newsletter email to a subscriber: the unsubscribe link is in the text
 * and in the List-Unsubscribe headers, with List-Unsubscribe-Post so that a mail client's
 * 'Unsubscribe' button works with one click (RFC 8058).
 */
function newsletterEmail(
  subscriber: Pick<Subscriber, "email" | "unsubscribeToken">,
  settings: NewsletterSettings,
  message: { kind: string; subject: string; text: (unsubscribeUrl: string) => string },
): QueuedEmail {
  const link = unsubscribeUrl(settings.siteUrl, subscriber.unsubscribeToken);
  return {
    kind: message.kind,
    to: subscriber.email,
    subject: message.subject,
    text: message.text(link),
    headers: {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export type SignupOutcome = "created" | "resent" | "already-subscribed";

/**
 * A sign-up from the popup. A new address, a pending one or an unsubscribed one gets a fresh
 * confirmation link (the previous link stops working); a confirmed one is reminded of its code.
 * The visitor is told the same either way, so the answer never says whether an address is known.
 */
export async function subscribeToNewsletter(
  ctx: ServiceContext,
  signup: Omit<NewsletterSignup, "language"> & { language?: Locale },
): Promise<{ outcome: SignupOutcome }> {
  const outcome = await signUp(ctx, signup);
  ctx.log.info({ outcome, language: signup.language }, "newsletter sign-up");
  return { outcome };
}

async function signUp(
  ctx: ServiceContext,
  signup: Omit<NewsletterSignup, "language"> & { language?: Locale },
): Promise<SignupOutcome> {
  const { db, settings } = ctx;
  const now = ctx.now();
  const email = signup.email.toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const pending = {
    status: "pending" as const,
    consentVersion: NEWSLETTER_CONSENT_VERSION,
    consentedAt: now,
    sourcePage: signup.page ?? null,
    // The sign-up's language: its confirmation, welcome and later emails are written in it.
    language: signup.language ?? defaultLocale,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_MS),
  };
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, ...pending })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    if (created) {
      await queueEmails(tx, [confirmationEmail(created, token, settings)]);
      return "created";
    }
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (existing.status === "confirmed") {
      // A confirmed subscriber is written to in the language stored when they confirmed.
      const locale = languageOf(existing);
      const words = newsletterEmailsIn[locale];
      await queueEmails(tx, [
        newsletterEmail(existing, settings, {
          kind: "newsletter-already",
          subject: words.alreadySubject,
          text: (link) =>
            words.alreadyText({
              code: existing.discountCode,
              pageUrl: pageUrlIn(settings.siteUrl, locale),
              unsubscribeUrl: link,
            }),
        }),
      ]);
      return "already-subscribed";
    }
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({ ...pending, unsubscribedAt: null })
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning();
    await queueEmails(tx, [confirmationEmail(updated, token, settings)]);
    return "resent";
  });
}

function confirmationEmail(subscriber: Subscriber, token: string, settings: NewsletterSettings): QueuedEmail {
  const words = newsletterEmailsIn[languageOf(subscriber)];
  return newsletterEmail(subscriber, settings, {
    kind: "newsletter-confirm",
    subject: words.confirmSubject,
    text: (link) =>
      words.confirmText({ confirmUrl: confirmUrl(settings.siteUrl, token), unsubscribeUrl: link }),
  });
}

export type ConfirmResult =
  | { status: "confirmed" | "already-confirmed"; discountCode: string }
  /** The link is past its time, or the address unsubscribed since: 410. */
  | { status: "expired" | "unsubscribed" }
  /** Never issued, mistyped or replaced by a newer link: 404. */
  | { status: "unknown" };

/**
 * The click on a confirmation link. The first click confirms, gives the address its own code
 * and queues the welcome email; another click on the same link shows the same code and sends
 * nothing more.
 */
export async function confirmSubscription(ctx: ServiceContext, token: string): Promise<ConfirmResult> {
  const { db, settings } = ctx;
  const now = ctx.now();
  if (!isLinkToken(token)) return { status: "unknown" };
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
      .for("update");
    if (!subscriber) return { status: "unknown" as const };
    if (subscriber.status === "confirmed" && subscriber.discountCode)
      return { status: "already-confirmed" as const, discountCode: subscriber.discountCode };
    if (subscriber.status === "unsubscribed") return { status: "unsubscribed" as const };
    if (!subscriber.confirmExpiresAt || subscriber.confirmExpiresAt <= now)
      return { status: "expired" as const };

    // A code is the subscriber's for good: one who unsubscribed and came back keeps it.
    const discountCode = subscriber.discountCode ?? (await unusedDiscountCode(tx));
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: now, discountCode })
      .where(eq(newsletterSubscribers.id, subscriber.id))
      .returning();
    const locale = languageOf(confirmed);
    const words = newsletterEmailsIn[locale];
    await queueEmails(tx, [
      newsletterEmail(confirmed, settings, {
        kind: "newsletter-welcome",
        subject: words.welcomeSubject,
        text: (link) =>
          words.welcomeText({
            code: discountCode,
            pageUrl: pageUrlIn(settings.siteUrl, locale),
            unsubscribeUrl: link,
          }),
      }),
    ]);
    return { status: "confirmed" as const, discountCode };
  });
}

/**
 * The language of the subscriber a confirmation link belongs to, for the page the link opens
 * (English when the link is no one's).
 */
export async function confirmLinkLanguage(db: Database, token: string): Promise<Locale> {
  if (!isLinkToken(token)) return defaultLocale;
  const [subscriber] = await db
    .select({ language: newsletterSubscribers.language })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)));
  return subscriber ? languageOf(subscriber) : defaultLocale;
}

/**
 * A code no subscriber has. A clash is rare (about 2^39 codes) but checked; the unique index
 * is the final word should two confirmations draw the same code at the same moment.
 */
async function unusedDiscountCode(tx: Transaction): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = newDiscountCode();
    const [taken] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.discountCode, code));
    if (!taken) return code;
  }
  throw new Error("no unused discount code after 10 draws");
}

/** Whose unsubscribe link this is (for the page that asks 'Unsubscribe?'). */
export async function findByUnsubscribeToken(
  db: Database,
  token: string,
): Promise<Pick<Subscriber, "email" | "status" | "language"> | undefined> {
  if (!isLinkToken(token)) return undefined;
  const [subscriber] = await db
    .select({
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      language: newsletterSubscribers.language,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return subscriber;
}

/**
 * Unsubscribes the address the link belongs to, pending or confirmed; doing it again changes
 * nothing. The row stays, marked, so that the address is never written to again and its code
 * can still be honoured.
 */
export async function unsubscribe(
  ctx: ServiceContext,
  token: string,
): Promise<"unsubscribed" | "already-unsubscribed" | "unknown"> {
  const { db } = ctx;
  const now = ctx.now();
  if (!isLinkToken(token)) return "unknown";
  const [changed] = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.unsubscribeToken, token),
        sql`${newsletterSubscribers.status} <> 'unsubscribed'`,
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (changed) return "unsubscribed";
  return (await findByUnsubscribeToken(db, token)) ? "already-unsubscribed" : "unknown";
}

/**
 * The only list a newsletter may be sent to: confirmed addresses that have not unsubscribed.
 * Address each email with `newsletterEmail`, which adds the unsubscribe link and headers.
 */
export async function newsletterRecipients(
  db: Database,
): Promise<Pick<Subscriber, "id" | "email" | "unsubscribeToken" | "discountCode">[]> {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      discountCode: newsletterSubscribers.discountCode,
    })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, "confirmed"), isNull(newsletterSubscribers.unsubscribedAt)))
    .orderBy(newsletterSubscribers.id);
}

/**
 * Deletes the sign-ups nobody confirmed, `UNCONFIRMED_KEPT_DAYS` after their link stopped
 * working (the privacy policy's retention). An address that confirmed once keeps its row (its
 * unsubscribe record and its discount code) even while a newer link is pending. One
 * conditional delete: several servers may run it at once.
 */
export async function purgeUnconfirmedSignups(ctx: ServiceContext): Promise<{ signups: number }> {
  const { db } = ctx;
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "pending"),
        isNull(newsletterSubscribers.confirmedAt),
        lt(newsletterSubscribers.confirmExpiresAt, cutoff),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return { signups: deleted.length };
}
