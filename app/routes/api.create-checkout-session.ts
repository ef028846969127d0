import { data } from "react-router";
import { requireAppContext } from "~/context";
import { logger } from "~/lib/logger.server";
import { isOnOrigins } from "~/lib/same-origin";
import { BookingError, startCheckout } from "~/services/bookings.server";
import type { Route } from "./+types/api.create-checkout-session";

/**
 * POST /api/create-checkout-session {success_url, cancel_url, event_date} → {sessionId, url}.
 * Both URLs must be on our own origin; a pending booking is stored with the session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });
  const { db, env, payments } = requireAppContext(context);
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object") return data({ error: "Send a JSON body" }, { status: 400 });

  const origins = [new URL(env.SITE_URL).origin, new URL(request.url).origin];
  if (!isOnOrigins(body.success_url, origins) || !isOnOrigins(body.cancel_url, origins)) {
    return data({ error: "success_url and cancel_url must be on this site" }, { status: 400 });
  }
  if (typeof body.event_date !== "string") return data({ error: "event_date is required" }, { status: 400 });

  try {
    const session = await startCheckout(db, payments, {
      eventDate: body.event_date,
      successUrl: body.success_url as string,
      cancelUrl: body.cancel_url as string,
    });
    logger.info({ provider: payments.kind, eventDate: body.event_date }, "checkout session created");
    return data({ sessionId: session.id, url: session.url });
  } catch (error) {
    if (error instanceof BookingError) return data({ error: error.message }, { status: error.status });
    logger.error({ err: error }, "checkout session could not be created");
    return data(
      { error: "The payment provider is not available at the moment. Please try again shortly." },
      { status: 502 },
    );
  }
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
