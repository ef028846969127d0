import path from "node:path";
import { data } from "react-router";
import { httpErrorWords } from "~/content/http-errors";
import { hasStaffToken } from "~/lib/staff-auth.server";
import { createBackup } from "~/services/platform/backup.server";
import { endpointAction } from "~/services/platform/endpoint.server";

/**
 * POST /api/staff/backup with `Authorization: Bearer <token>`: a consistent backup made by the
 * process that owns the embedded database (what `npm run backup` asks while the site runs).
 */
export const action = endpointAction("staffBackup", async ({ request, context }) => {
  if (!hasStaffToken(request, context.staffToken) || !context.database) {
    return data({ error: httpErrorWords.staffTokenRequired, code: "UNAUTHORIZED" }, { status: 401 });
  }
  const result = await createBackup(context.database, {
    backupsDir: path.join(context.env.dataDir, "backups"),
    databaseUrl: context.env.DATABASE_URL,
  });
  return data(result, { status: 201, headers: { "Cache-Control": "no-store" } });
});
