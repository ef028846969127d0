import { recordAudit, subjectHash } from "~/services/staff/audit.server";
import { endpointAction } from "~/services/platform/endpoint.server";
import { findPerson, personCounts } from "~/services/patients/gdpr.server";
import { requireStaff } from "~/services/staff/session.server";

/** POST /staff/gdpr/export: everything stored about one address, as JSON (right of access). */
export const action = endpointAction("staffGdprExport", async ({ input, request, context }) => {
  const user = await requireStaff(request, context);
  const record = await findPerson(context.db, input.email);
  await recordAudit(context.db, user, "gdpr.export", subjectHash(input.email), personCounts(record));
  return new Response(JSON.stringify({ exportedAt: new Date().toISOString(), ...record }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="personal-data.json"',
    },
  });
});
