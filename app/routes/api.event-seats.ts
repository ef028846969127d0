import { endpointLoader } from "~/services/platform/endpoint.server";
import { seatsLeft } from "~/services/bookings/holds.server";
import { offeredDates } from "~/services/bookings/days.server";

/**
 * GET /api/event-seats → {dates, seats}: the consultation days on offer and the places left on
 * each, which the event page asks for again every minute (app/parts/booking/script.ts). Never
 * cached: a place taken a moment ago must show.
 */
export const loader = endpointLoader("eventSeats", async ({ context }) => {
  // Read per request: a day the clinic closes or adds shows on every app server at once.
  const dates = await offeredDates(context.db);
  const seats = await seatsLeft(context.db, dates);
  return Response.json({ dates, seats }, { headers: { "Cache-Control": "no-store" } });
});
