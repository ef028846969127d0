import { requireAppContext } from "~/context";
import { manageBookingCopy } from "~/content/manage-booking";
import { manageLinkCalendar } from "~/services/bookings/manage-page.server";
import type { Route } from "./+types/booking.$token.calendar[.]ics";

/**
 * GET /booking/<token>/calendar.ics: the appointment as a calendar file, for the confirmation
 * and manage pages' 'Add to calendar'. The signed link is the key, as for the manage page: a
 * forged or expired one, or a booking with no time chosen yet, is a 404. In the booking's language
 * (bookingCalendarFile).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await manageLinkCalendar(requireAppContext(context), params.token);
  if (!file) {
    return new Response(manageBookingCopy.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(file.content, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
