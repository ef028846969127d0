import { data } from "react-router";
import { requireAppContext } from "~/context";
import { logger } from "~/lib/logger.server";
import { BookingError, scheduleAppointment } from "~/services/bookings.server";
import type { Route } from "./+types/api.consultation-bookings";

/**
 * PATCH /api/consultation-bookings/:sessionId {appointment_date, appointment_time}: sets the
 * appointment of a paid booking (404 unknown, 409 taken or unpaid, 400 malformed).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PATCH")
    return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "PATCH" } });
  const { db, env } = requireAppContext(context);
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body) return data({ error: "Send a JSON body" }, { status: 400 });
  try {
    const booking = await scheduleAppointment(
      db,
      params.sessionId,
      { date: body.appointment_date, time: body.appointment_time },
      { clinicInbox: env.CLINIC_INBOX, siteUrl: env.SITE_URL },
    );
    return data({
      session_id: booking.sessionId,
      appointment_date: booking.appointmentDate,
      appointment_time: booking.appointmentTime,
      updated_at: booking.updatedAt.toISOString(),
    });
  } catch (error) {
    if (error instanceof BookingError) return data({ error: error.message }, { status: error.status });
    logger.error({ err: error }, "appointment could not be stored");
    return data({ error: "We could not save your appointment. Please try again." }, { status: 500 });
  }
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "PATCH" } });
}
