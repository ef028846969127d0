import { endpointLoader } from "~/services/endpoint.server";
import { subscribersCsv } from "~/services/leads.server";
import { listSubscribers } from "~/services/staff-subscribers.server";
import { requireStaff } from "~/services/staff-session.server";

/** GET /staff/subscribers/export: every sign-up as CSV (the same columns as `npm run leads -- --subscribers`). */
export const loader = endpointLoader("staffSubscribersExport", async ({ request, context }) => {
  await requireStaff(request, context);
  return new Response(subscribersCsv(await listSubscribers(context.db)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
});
