import { FlaskConical, Lock } from "lucide-react";
import { labels } from "~/content/labels";
import { data, Form, redirect, useNavigation } from "react-router";
import { requireAppContext, type AppContext } from "~/context";
import type { Locale } from "~/content/locales";
import { patientDetailsIn } from "~/content/in/booking-patient";
import { consultationDayIn } from "~/content/in/consultation-day";
import { consultationEventIn } from "~/content/in/event";
import { newsletterErrorWordsIn } from "~/content/in/form-errors";
import { siteIn } from "~/content/in/site";
import { testCheckoutPageIn } from "~/content/in/test-checkout";
import { useLocale, useWords } from "~/lib/locale";
import { isSessionId } from "~/lib/schemas/booking";
import { budapestToday } from "~/lib/event-dates";
import { formatEurCents, formatEventDate } from "~/lib/format";
import { insideNoticeWindow } from "~/lib/notice-window";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { fulfilCheckout } from "~/services/bookings/fulfilment.server";
import { findBooking } from "~/services/bookings/records.server";
import { releaseHold } from "~/services/bookings/reconcile.server";
import { logger } from "~/lib/logger.server";
import {
  cancelTestSession,
  findTestSession,
  isTestSessionExpired,
  payTestSession,
  SESSION_ID_PLACEHOLDER,
} from "~/services/payments/providers.server";
import { endpointAction } from "~/services/platform/endpoint.server";
import type { Route } from "./+types/test-checkout";

/** The built-in test-mode checkout: behaves like Stripe Checkout, charges nothing. */
export const handle = { bare: true };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: testCheckoutPageIn[loaderData?.locale ?? "en"].metaTitle },
  { name: "robots", content: "noindex" },
];

/** The test session, only while test-mode payments are on. */
async function openSession(context: Partial<AppContext> | undefined, sessionId: string | undefined) {
  const { db, env } = requireAppContext(context);
  // Something that cannot be a session id is a 404 before any query.
  if (env.paymentsProvider !== "test" || !isSessionId(sessionId)) return undefined;
  return findTestSession(db, sessionId);
}

/** The page speaks the language of the booking it pays for (the event page's). */
async function bookingLanguage(context: Partial<AppContext> | undefined, sessionId: string): Promise<Locale> {
  const { db } = requireAppContext(context);
  return (await findBooking(db, sessionId))?.language ?? "en";
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = await openSession(context, params.sessionId);
  if (!session) throw data(labels.notFound, { status: 404 });
  return {
    locale: await bookingLanguage(context, session.id),
    id: session.id,
    // Past its expiry it reads as expired at once, before the sweep marks it.
    status: isTestSessionExpired(session, new Date()) ? "expired" : session.status,
    eventDate: session.eventDate,
    // Said before paying: a date inside the notice window cannot be moved once booked.
    insideWindow: insideNoticeWindow(session.eventDate, budapestToday(new Date())),
    amountCents: session.amountCents,
    cancelUrl: session.cancelUrl,
    customerName: session.customerName,
    customerPhone: session.customerPhone,
  };
}

export const action = endpointAction("testCheckout", async ({ input, params, context }) => {
  const { db } = context;
  const session = await openSession(context, params.sessionId);
  if (!session) return data({ error: testCheckoutPageIn.en.notFound, code: "NOT_FOUND" }, { status: 404 });
  const locale = await bookingLanguage(context, session.id);
  if (input.intent === "cancel") {
    // Cancelling frees the held place at once (unlike Stripe's cancel_url, this proves it).
    if (await cancelTestSession(db, session.id)) await releaseHold(db, session.id, "cancelled");
    return redirect(session.cancelUrl);
  }
  const email = newsletterSchema.safeParse({ email: input.email });
  if (!email.success)
    return data(
      {
        // The schema speaks English; another language says its own words.
        error:
          (locale === "en" ? email.error.issues[0]?.message : undefined) ??
          newsletterErrorWordsIn[locale].email,
        code: "INVALID",
      },
      { status: 400 },
    );
  const after = await payTestSession(db, session.id, email.data.email);
  if (after && isTestSessionExpired(after, new Date()))
    return data({ error: consultationEventIn[locale].checkoutExpired, code: "EXPIRED" }, { status: 410 });
  // Paying fulfils, as Stripe's webhook does: the booking is paid and its receipt queued before
  // the payer is sent anywhere, so closing the tab now loses nothing. Should this fail, the
  // success page, the hold sweep and the reconciliation each try again.
  await fulfilCheckout(db, context.payments, session.id, {
    clinicInbox: context.env.CLINIC_INBOX,
    siteUrl: context.env.SITE_URL,
  }).catch((error: unknown) =>
    logger.error({ err: error }, "test payment not fulfilled at once; retried later"),
  );
  return redirect(session.successUrl.replace(SESSION_ID_PLACEHOLDER, session.id));
});

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const locale = useLocale();
  const words = useWords(testCheckoutPageIn);
  const site = useWords(siteIn);
  const consultationDay = useWords(consultationDayIn);
  const consultationEvent = useWords(consultationEventIn);
  const patientDetails = useWords(patientDetailsIn);
  return (
    <main id="main" className="min-h-screen bg-[#f3f4f6] px-4 py-10">
      <div className="mx-auto max-w-md">
        <p
          role="note"
          className="mb-4 flex items-center gap-2 rounded-xl border-2 border-dashed border-accent-600 bg-accent-100 p-4 text-sm font-semibold text-brand-900"
        >
          <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
          {words.banner}
        </p>
        <div className="rounded-2xl bg-white p-7 shadow-lg">
          <p className="text-sm text-muted">{site.name}</p>
          <h1 className="mt-1 font-sans text-2xl font-semibold text-ink">
            {words.pay(formatEurCents(loaderData.amountCents, locale))}
          </h1>
          <p className="mt-2 text-muted">{words.day(formatEventDate(loaderData.eventDate, locale))}</p>
          {loaderData.insideWindow ? (
            <p className="mt-1 text-sm font-semibold text-brand-900" data-testid="test-checkout-window">
              {consultationDay.windowLabel}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-muted">{consultationDay.rescheduleRule}</p>
          <p className="text-sm text-muted">
            {consultationEvent.feeInWords}
            {words.credited}
          </p>
          {loaderData.customerName ? (
            <p className="mt-3" data-testid="test-checkout-name">
              {patientDetails.testCheckoutName(loaderData.customerName)}
            </p>
          ) : null}
          {loaderData.customerPhone ? (
            <p className="text-sm text-muted" data-testid="test-checkout-phone">
              {patientDetails.testCheckoutPhone(loaderData.customerPhone)}
            </p>
          ) : null}
          {loaderData.status === "expired" ? (
            <div role="alert" className="mt-6 rounded-lg bg-danger-50 p-4 text-danger-700">
              <p>{consultationEvent.checkoutExpired}</p>
              <a href={loaderData.cancelUrl} className="link mt-2 inline-block font-semibold">
                {words.back}
              </a>
            </div>
          ) : loaderData.status !== "open" ? (
            <p className="mt-6 rounded-lg bg-brand-50 p-4">{words.already(loaderData.status)}</p>
          ) : (
            <Form method="post" className="mt-6 space-y-4">
              <div>
                <label htmlFor="email" className="block text-sm font-semibold">
                  {words.emailLabel}
                </label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  className="mt-1 block w-full rounded-lg border border-line px-3 py-2.5"
                />
              </div>
              <div>
                <p className="block text-sm font-semibold">{words.card}</p>
                <p className="mt-1 rounded-lg border border-dashed border-line px-3 py-2.5 text-muted">
                  {words.testCard}
                </p>
              </div>
              {actionData?.error ? (
                <p role="alert" className="text-sm text-danger-700">
                  {actionData.error}
                </p>
              ) : null}
              <button type="submit" name="intent" value="pay" disabled={busy} className="btn-brand w-full">
                <Lock aria-hidden="true" className="size-4" />
                {words.payTest(formatEurCents(loaderData.amountCents, locale))}
              </button>
              <button
                type="submit"
                name="intent"
                value="cancel"
                formNoValidate
                disabled={busy}
                className="btn-outline w-full"
              >
                {words.cancel}
              </button>
            </Form>
          )}
        </div>
      </div>
    </main>
  );
}
