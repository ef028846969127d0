import { data } from "react-router";
import { isSessionId } from "~/lib/booking-schema";
import { BookingError, scheduleAppointment } from "~/services/bookings.server";
import { endpointAction } from "~/services/endpoint.server";

/**
 * PATCH /api/consultation-bookings/:sessionId {appointment_date, appointment_time}: sets the
 * appointment of a paid booking (404 unknown, 409 taken or unpaid, 400 malformed).
 */
export const action = endpointAction("bookingUpdate", async ({ input, params, context }) => {
  const { db, env } = context;
  if (!isSessionId(params.sessionId))
    return data({ error: "We could not find this booking.", code: "NOT_FOUND" }, { status: 404 });
  try {
    const booking = await scheduleAppointment(
      db,
      params.sessionId,
      { date: input.appointment_date, time: input.appointment_time },
      { clinicInbox: env.CLINIC_INBOX, siteUrl: env.SITE_URL },
    );
    return data({
      session_id: booking.sessionId,
      appointment_date: booking.appointmentDate,
      appointment_time: booking.appointmentTime,
      updated_at: booking.updatedAt.toISOString(),
    });
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: "BOOKING" }, { status: error.status });
    throw error;
  }
});
