/**
 * The built-in test-mode checkout's page (/test-checkout/:sessionId): it behaves like Stripe
 * Checkout and charges nothing. Paying fulfils at once, as Stripe's webhook would; cancelling
 * frees the held place. It exists only while test-mode payments are on (404 otherwise). A
 * treatment plan's deposit is paid on the same page: it says what is paid for, and paying or
 * cancelling goes to the plans' own fulfilment (plans/deposit-fulfilment.server.ts).
 */
import type { Locale } from "~/content/locales";
import { consultationEventIn } from "~/content/in/event";
import { testCheckoutPageIn } from "~/content/in/test-checkout";
import { budapestToday } from "~/lib/event-dates";
import { insideNoticeWindow } from "~/lib/notice-window";
import { isSessionId } from "~/lib/schemas/booking";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { newsletterErrorWordsIn } from "~/content/in/form-errors";
import type { ServiceContext } from "../context.server";
import {
  cancelTestSession,
  findTestSession,
  isTestSessionExpired,
  payTestSession,
  SESSION_ID_PLACEHOLDER,
} from "../payments/providers.server";
import { fulfilDeposit } from "../plans/deposit-fulfilment.server";
import { depositLanguage, endDepositCheckout } from "../plans/deposit-records.server";
import { fulfilCheckout } from "./fulfilment.server";
import { BookingError } from "./holds.server";
import { releaseHold } from "./reconcile.server";
import { findBooking } from "./records.server";

/** The test session, only while test-mode payments are on. */
async function openSession(ctx: ServiceContext, sessionId: string | undefined) {
  // Something that cannot be a session id is a 404 before any query.
  if (ctx.settings.payments !== "test" || !isSessionId(sessionId)) return undefined;
  return findTestSession(ctx.db, sessionId);
}

/** The page speaks the language of the booking it pays for (the event page's), or of the plan. */
async function bookingLanguage(ctx: ServiceContext, sessionId: string): Promise<Locale> {
  return (
    (await findBooking(ctx.db, sessionId))?.language ?? (await depositLanguage(ctx.db, sessionId)) ?? "en"
  );
}

/** The checkout page's rows, or null: no such open session, or no test mode. */
export async function testCheckoutView(ctx: ServiceContext, sessionId: string | undefined) {
  const session = await openSession(ctx, sessionId);
  if (!session) return null;
  const now = ctx.now();
  return {
    locale: await bookingLanguage(ctx, session.id),
    id: session.id,
    // Past its expiry it reads as expired at once, before the sweep marks it.
    status: isTestSessionExpired(session, now) ? "expired" : session.status,
    purpose: session.purpose,
    /** What is paid for, when it is not a consultation day: "Treatment plan TP-… deposit". */
    description: session.description,
    eventDate: session.eventDate,
    // Said before paying: a date inside the notice window cannot be moved once booked.
    insideWindow: session.eventDate !== null && insideNoticeWindow(session.eventDate, budapestToday(now)),
    amountCents: session.amountCents,
    cancelUrl: session.cancelUrl,
    customerName: session.customerName,
    customerPhone: session.customerPhone,
  };
}

/** Cancels the test checkout (its place is free at once) and names the page to go back to. */
export async function cancelTestCheckout(
  ctx: ServiceContext,
  sessionId: string | undefined,
): Promise<string> {
  const session = await openSession(ctx, sessionId);
  if (!session) throw new BookingError(404, testCheckoutPageIn.en.notFound, "NOT_FOUND");
  // Unlike Stripe's cancel_url, this proves it: the held place is free at once.
  if (await cancelTestSession(ctx.db, session.id)) {
    if (session.purpose === "plan-deposit")
      await endDepositCheckout(ctx.db, { sessionId: session.id }, "cancelled", ctx.now());
    else await releaseHold(ctx.db, session.id, "cancelled", ctx.now());
  }
  return session.cancelUrl;
}

export type TestPayment =
  | { paid: true; redirect: string }
  | { paid: false; status: 400 | 410; code: "INVALID" | "EXPIRED"; error: string };

/**
 * Pays the test checkout with the email the payer typed, and fulfils it as Stripe's webhook
 * does: the booking is paid and its receipt queued before the payer is sent anywhere, so closing
 * the tab then loses nothing (should fulfilment fail, the success page, the hold sweep and the
 * reconciliation each try again). Refused in the booking's language: an email that is not one
 * (400), a checkout that has expired (410).
 */
export async function payTestCheckout(
  ctx: ServiceContext,
  sessionId: string | undefined,
  typedEmail: string | undefined,
): Promise<TestPayment> {
  const session = await openSession(ctx, sessionId);
  if (!session) throw new BookingError(404, testCheckoutPageIn.en.notFound, "NOT_FOUND");
  const locale = await bookingLanguage(ctx, session.id);
  const email = newsletterSchema.safeParse({ email: typedEmail });
  if (!email.success)
    return {
      paid: false,
      status: 400,
      code: "INVALID",
      // The schema speaks English; another language says its own words.
      error:
        (locale === "en" ? email.error.issues[0]?.message : undefined) ??
        newsletterErrorWordsIn[locale].email,
    };
  const after = await payTestSession(ctx.db, session.id, email.data.email);
  if (after && isTestSessionExpired(after, ctx.now()))
    return { paid: false, status: 410, code: "EXPIRED", error: consultationEventIn[locale].checkoutExpired };
  const fulfil = session.purpose === "plan-deposit" ? fulfilDeposit : fulfilCheckout;
  await fulfil(ctx, session.id).catch((error: unknown) =>
    ctx.log.error({ err: error }, "test payment not fulfilled at once; retried later"),
  );
  return { paid: true, redirect: session.successUrl.replace(SESSION_ID_PLACEHOLDER, session.id) };
}
