import { data } from "react-router";
import { isLocale } from "~/content/locales";
import { bookingApiWordsIn } from "~/content/in/booking-api";
import { discountCopyIn } from "~/content/in/discount";
import { CHECKOUT_DISCOUNT_FIELD } from "~/lib/discount-fields";
import { checkoutOnline, PaymentProviderUnavailable } from "~/services/bookings/checkout.server";
import { BookingError } from "~/services/bookings/holds.server";
import { DiscountCodeRefused } from "~/services/newsletter/discounts.server";
import { endpointAction } from "~/endpoints/endpoint.server";

/**
 * POST /api/create-checkout-session {success_url, cancel_url, event_date, name, phone,
 * discount_code?, language?, reminders?} → {sessionId, url}. `reminders` ('sms', 'whatsapp') is
 * the patient's consent to the day-before reminder by text as well. The language (the event page's) is stored on
 * the booking: its checkout, emails and pages speak it. The name and phone are stored on the booking at once; a
 * newsletter code is checked (unknown or used: 400/409 with the message at its field, nothing
 * stored) and used when the payment arrives.
 * Both URLs must be on SITE_URL's origin, whatever Host the request was sent with: the payer
 * comes back there after paying.
 */
export const action = endpointAction("checkout", async ({ input, request, context }) => {
  const locale = isLocale(input.language) ? input.language : "en";
  try {
    const session = await checkoutOnline(context, request, {
      eventDate: input.event_date,
      successUrl: input.success_url,
      cancelUrl: input.cancel_url,
      name: input.name,
      phone: input.phone,
      discountCode: input.discount_code,
      locale,
      textChannel: input.reminders,
    });
    return data({ sessionId: session.id, url: session.url });
  } catch (error) {
    if (error instanceof DiscountCodeRefused) {
      // Said in the page's language (the service's message is English).
      const message = discountCopyIn[locale][error.reason];
      return data(
        {
          error: message,
          code: `DISCOUNT_CODE_${error.reason.toUpperCase()}`,
          issues: [{ path: CHECKOUT_DISCOUNT_FIELD, message }],
        },
        { status: error.reason === "used" ? 409 : 400 },
      );
    }
    if (error instanceof BookingError)
      return data({ error: error.message, code: error.code }, { status: error.status });
    if (error instanceof PaymentProviderUnavailable)
      return data(
        { error: bookingApiWordsIn[locale].providerUnavailable, code: "PROVIDER_UNAVAILABLE" },
        { status: 502 },
      );
    throw error;
  }
});
