import { staffErrorWords } from "~/content/staff-nav";
import { endpointLoader } from "~/endpoints/endpoint.server";
import { medicalHistoryDownload } from "~/services/patients/medical-history.server";
import { requireStaff } from "~/services/staff/session.server";

/**
 * GET /staff/patients/:kind/:id/medical-history/fhir: the person's latest medical history as a
 * FHIR R4 Bundle (the questionnaire and its response) for the practice system; a 404 when it is
 * not filled in. Never stored on the way (no-store), and written to the audit log by the service.
 */
export const loader = endpointLoader("staffMedicalHistoryFhir", async ({ request, params, context }) => {
  const staff = await requireStaff(request, context);
  const bundle = await medicalHistoryDownload(staff, params.kind, params.id);
  if (!bundle)
    return new Response(staffErrorWords.notFound.text, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(JSON.stringify(bundle, null, 2), {
    headers: {
      "Content-Type": "application/fhir+json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="medical-history.fhir.json"',
      "Cache-Control": "no-store",
    },
  });
});
