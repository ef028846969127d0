import { data } from "react-router";
import { requireAppContext } from "~/context";
import { offeredEventDates, seatsLeft } from "~/services/bookings.server";
import type { Route } from "./+types/api.event-seats";

/** GET /api/event-seats → places left on each offered consultation day (refreshed every 60 s). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireAppContext(context);
  const dates = offeredEventDates();
  return data({ seats: await seatsLeft(db, dates) }, { headers: { "Cache-Control": "no-store" } });
}
