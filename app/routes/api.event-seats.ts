import { endpointLoader } from "~/endpoints/endpoint.server";
import { eventSeats } from "~/services/bookings/event-page.server";

/**
 * GET /api/event-seats → {dates, seats}: the consultation days on offer and the places left on
 * each, which the event page asks for again every minute (app/parts/booking/script.ts). Never
 * cached: a place taken a moment ago must show.
 */
export const loader = endpointLoader("eventSeats", async ({ context }) => {
  // Read per request: a day the clinic closes or adds shows on every app server at once.
  return Response.json(await eventSeats(context), { headers: { "Cache-Control": "no-store" } });
});
