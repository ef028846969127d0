import { requireAppContext } from "~/context";
import { readinessReport } from "~/services/platform/readiness.server";
import type { Route } from "./+types/readyz";

/**
 * GET /readyz: readiness. 200 while the database answers within its deadline, 503 otherwise,
 * so a load balancer sends visitors to an app server that can take their bookings. `jobs`
 * lists the background jobs with their last runs (app/services/jobs.server.ts); it never
 * changes the status. `pageViews` counts the views this server wrote and dropped since it started
 * (decision 0024): a rising `dropped` says counting has been losing views to the database.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const report = await readinessReport(requireAppContext(context));
  return Response.json(report.body, {
    status: report.ready ? 200 : 503,
    headers: {
      "Cache-Control": "no-store",
      ...(report.ready ? {} : { "Retry-After": String(report.retryAfterSeconds) }),
    },
  });
}
