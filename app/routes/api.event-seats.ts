import { endpointLoader } from "~/services/endpoint.server";
import { offeredEventDates, seatsLeft } from "~/services/bookings.server";

/**
 * GET /api/event-seats → {dates, seats}: the consultation days on offer and the places left on
 * each, which the event page asks for again every minute (app/site-script/booking.ts). Never
 * cached: a place taken a moment ago must show.
 */
export const loader = endpointLoader("eventSeats", async ({ context }) => {
  const dates = offeredEventDates();
  const seats = await seatsLeft(context.db, dates);
  return Response.json({ dates, seats }, { headers: { "Cache-Control": "no-store" } });
});
