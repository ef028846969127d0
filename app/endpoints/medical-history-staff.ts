/**
 * The medical history's back-office endpoints, spread into app/route-list.ts's `endpoints` (kept
 * here so that list stays readable): the dentist's download of a person's history for the
 * practice system (FHIR R4), a link on the dentist's page. Its page is a staff page of the list.
 */
import { emptyQuerySchema } from "../lib/schemas/staff";
import { define, staffDownload } from "./definition";

export const staffHistoryEndpoints = define({
  staffMedicalHistoryFhir: staffDownload(
    "/staff/patients/:kind/:id/medical-history/fhir",
    "routes/staff.patient-medical-history.fhir.ts",
    emptyQuerySchema,
  ),
});
