import { endpointLoader } from "~/endpoints/endpoint.server";
import { subscriberListCsv } from "~/services/newsletter/subscribers.server";
import { requireStaff } from "~/services/staff/session.server";

/**
 * GET /staff/subscribers/export: every sign-up as CSV (the columns of `npm run leads -- --subscribers`,
 * and the language each signed up in), or those in one language (?language=de, as the list shows them).
 */
export const loader = endpointLoader("staffSubscribersExport", async ({ request, context }) => {
  const staff = await requireStaff(request, context);
  const { csv, filename } = await subscriberListCsv(staff, new URL(request.url).searchParams.get("language"));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
});
