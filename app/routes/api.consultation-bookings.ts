import { data } from "react-router";
import { bookingApiWords } from "~/content/booking-api";
import { isSessionId } from "~/lib/schemas/booking";
import { bookingLinkSecret, verifyBookingToken } from "~/services/bookings/links.server";
import { BookingError } from "~/services/bookings/holds.server";
import { findBooking } from "~/services/bookings/records.server";
import { scheduleAppointment } from "~/services/bookings/scheduling.server";
import { endpointAction } from "~/services/platform/endpoint.server";

/**
 * PATCH /api/consultation-bookings/:sessionId {appointment_date, appointment_time, token}: sets
 * the appointment of a paid booking (404 unknown, or a token that is not this booking's; 409
 * taken or unpaid; 400 malformed). The token is the booking's own (its manage link's), which
 * the confirmation page was given by its loader.
 */
export const action = endpointAction("bookingUpdate", async ({ input, params, context }) => {
  const { db, env } = context;
  const notFound = () => data({ error: bookingApiWords.bookingNotFound, code: "NOT_FOUND" }, { status: 404 });
  if (!isSessionId(params.sessionId)) return notFound();
  const tokenFor = verifyBookingToken(await bookingLinkSecret(db), input.token);
  if (!tokenFor) return notFound();
  const owner = await findBooking(db, params.sessionId);
  if (owner?.id !== tokenFor) return notFound();
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
