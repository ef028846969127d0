import { recordAudit } from "~/services/audit.server";
import { endpointLoader } from "~/services/endpoint.server";
import { fileStoreFor } from "~/services/file-store.server";
import { checkFileLink, fileLinkSecret, findLeadFile } from "~/services/lead-files.server";
import { requireStaff } from "~/services/staff-session.server";

/**
 * GET /staff/files/:fileId?expires=…&signature=…: a quote-form attachment, for signed-in staff
 * holding a link the lead's page made in the last ten minutes. Each opening is in the audit log.
 */
export const loader = endpointLoader("staffFile", async ({ input, request, params, context }) => {
  const user = await requireStaff(request, context);
  const id = String(params.fileId);
  const verdict = checkFileLink(await fileLinkSecret(context.db), id, input.expires, input.signature);
  if (verdict === "forged") return plain(404, "This link is not valid.");
  if (verdict === "expired")
    return plain(410, "This link has expired. Open the lead's page again for a fresh one.");
  const file = await findLeadFile(context.db, id);
  const bytes = file ? await (context.files ?? fileStoreFor(context.env)).get(file.id) : null;
  if (!file || !bytes)
    return plain(404, "This file has been deleted, with its lead or after its retention period.");
  await recordAudit(context.db, user, "lead.file.open", `lead:${file.leadId}`, { file: file.id });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      // Never read as anything but their type (nosniff is on every response: server/security.ts)
      // and, as everything under /staff, never stored by a browser or proxy (server/app.ts).
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
});

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
