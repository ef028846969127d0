import { data } from "react-router";
import { BookingError } from "~/services/bookings/holds.server";
import { scheduleWithToken } from "~/services/bookings/scheduling.server";
import { endpointAction } from "~/endpoints/endpoint.server";

/**
 * PATCH /api/consultation-bookings/:sessionId {appointment_date, appointment_time, token}: sets
 * the appointment of a paid booking (404 unknown, or a token that is not this booking's; 409
 * taken or unpaid; 400 malformed). The token is the booking's own (its manage link's), which
 * the confirmation page was given by its loader.
 */
export const action = endpointAction("bookingUpdate", async ({ input, params, context }) => {
  try {
    const booking = await scheduleWithToken(context, params.sessionId, input.token, {
      date: input.appointment_date,
      time: input.appointment_time,
    });
    return data({
      session_id: booking.sessionId,
      appointment_date: booking.appointmentDate,
      appointment_time: booking.appointmentTime,
      updated_at: booking.updatedAt.toISOString(),
    });
  } catch (error) {
    if (error instanceof BookingError)
      return data({ error: error.message, code: error.code }, { status: error.status });
    throw error;
  }
});
