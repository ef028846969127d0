import { endpointAction } from "~/endpoints/endpoint.server";
import { exportPerson } from "~/services/patients/gdpr.server";
import { requireStaff } from "~/services/staff/session.server";

/** POST /staff/gdpr/export: everything stored about one address, as JSON (right of access). */
export const action = endpointAction("staffGdprExport", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  return new Response(await exportPerson(staff, input.email), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="personal-data.json"',
    },
  });
});
