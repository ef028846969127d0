import { isLocale } from "~/content/locales";
import { toCsv } from "~/lib/csv";
import { endpointLoader } from "~/services/platform/endpoint.server";
import { subscriberExportColumns } from "~/services/leads/leads.server";
import { listSubscribers } from "~/services/newsletter/subscribers.server";
import { requireStaff } from "~/services/staff/session.server";

/**
 * GET /staff/subscribers/export: every sign-up as CSV (the columns of `npm run leads -- --subscribers`,
 * and the language each signed up in), or those in one language (?language=de, as the list shows them).
 */
export const loader = endpointLoader("staffSubscribersExport", async ({ request, context }) => {
  await requireStaff(request, context);
  const wanted = new URL(request.url).searchParams.get("language");
  const rows = (await listSubscribers(context.db)).filter(
    (row) => !isLocale(wanted) || row.language === wanted,
  );
  return new Response(toCsv(rows, [...subscriberExportColumns, "language"]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
});
