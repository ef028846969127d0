import { leadFileWords } from "~/content/staff-leads";
import { endpointLoader } from "~/endpoints/endpoint.server";
import { openLeadFile } from "~/services/uploads/lead-files.server";
import { requireStaff } from "~/services/staff/session.server";

/**
 * GET /staff/files/:fileId?expires=…&signature=…: a quote-form attachment, for signed-in staff
 * holding a link the lead's page made in the last ten minutes. Each opening is in the audit log.
 */
export const loader = endpointLoader("staffFile", async ({ input, request, params, context }) => {
  const staff = await requireStaff(request, context);
  const opened = await openLeadFile(staff, String(params.fileId), input);
  if (!opened.opened) return plain(opened.reason === "expired" ? 410 : 404, leadFileWords[opened.reason]);
  const { file, bytes } = opened;
  // Pictures were decoded and encoded again by us: shown in the browser. A PDF is the patient's
  // own bytes, which a PDF viewer runs: saved, never opened in a tab of our origin.
  const disposition = file.contentType.startsWith("image/") ? "inline" : "attachment";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `${disposition}; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      // Opened directly, a file is inert, whatever is inside it.
      "Content-Security-Policy": FILE_POLICY,
      // Never read as anything but their type (nosniff is on every response: server/security.ts)
      // and, as everything under /staff, never stored by a browser or proxy (server/app.ts).
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
});

/**
 * No scripts, no requests, an origin of its own. Inline style only for the page a browser draws
 * around a picture opened in a tab (centred, on a dark ground), which the policy would block.
 */
const FILE_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
