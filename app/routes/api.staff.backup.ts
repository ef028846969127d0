import { data } from "react-router";
import { httpErrorWords } from "~/content/http-errors";
import { backupNow } from "~/services/platform/backup.server";
import { holdsStaffToken } from "~/services/platform/staff-token.server";
import { endpointAction } from "~/endpoints/endpoint.server";

/**
 * POST /api/staff/backup with `Authorization: Bearer <token>`: a consistent backup made by the
 * process that owns the embedded database (what `npm run backup` asks while the site runs).
 */
export const action = endpointAction("staffBackup", async ({ request, context }) => {
  if (!holdsStaffToken(context, request))
    return data({ error: httpErrorWords.staffTokenRequired, code: "UNAUTHORIZED" }, { status: 401 });
  return data(await backupNow(context), { status: 201, headers: { "Cache-Control": "no-store" } });
});
