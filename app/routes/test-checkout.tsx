import { FlaskConical, Lock } from "lucide-react";
import { labels } from "~/content/labels";
import { data, Form, redirect, useNavigation } from "react-router";
import { requireAppContext } from "~/context";
import { patientDetailsIn } from "~/content/in/booking-patient";
import { consultationDayIn } from "~/content/in/consultation-day";
import { consultationEventIn } from "~/content/in/event";
import { siteIn } from "~/content/in/site";
import { testCheckoutPageIn } from "~/content/in/test-checkout";
import { useLocale, useWords } from "~/lib/locale";
import { formatEurCents, formatEventDate } from "~/lib/format";
import { BookingError } from "~/services/bookings/holds.server";
import {
  cancelTestCheckout,
  payTestCheckout,
  testCheckoutView,
} from "~/services/bookings/test-checkout.server";
import { endpointAction } from "~/endpoints/endpoint.server";
import type { Route } from "./+types/test-checkout";

/** The built-in test-mode checkout: behaves like Stripe Checkout, charges nothing. */
export const handle = { bare: true };

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: testCheckoutPageIn[loaderData?.locale ?? "en"].metaTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await testCheckoutView(requireAppContext(context), params.sessionId);
  if (!view) throw data(labels.notFound, { status: 404 });
  return view;
}

export const action = endpointAction("testCheckout", async ({ input, params, context }) => {
  try {
    if (input.intent === "cancel") return redirect(await cancelTestCheckout(context, params.sessionId));
    const payment = await payTestCheckout(context, params.sessionId, input.email);
    if (!payment.paid) return data({ error: payment.error, code: payment.code }, { status: payment.status });
    return redirect(payment.redirect);
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: error.code }, { status: error.status });
    throw error;
  }
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
          {loaderData.eventDate === null ? (
            // A treatment plan's deposit: what it is for, as the provider's page says it.
            <p className="mt-2 text-muted" data-testid="test-checkout-description">
              {loaderData.description}
            </p>
          ) : (
            <>
              <p className="mt-2 text-muted">{words.day(formatEventDate(loaderData.eventDate, locale))}</p>
              {loaderData.insideWindow ? (
                <p className="mt-1 text-sm font-semibold text-brand-900" data-testid="test-checkout-window">
                  {consultationDay.windowLabel}
                </p>
              ) : null}
              <p className="mt-1 text-sm text-muted">{consultationDay.rescheduleRule}</p>
              <p className="text-sm text-muted">{words.credited}</p>
            </>
          )}
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
