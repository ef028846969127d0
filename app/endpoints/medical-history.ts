/**
 * The patient's medical history form (/medical-history/<token>, app/services/health), spread
 * into app/route-list.ts's `endpoints`: a patient-link form as the plan's page (same-site posts,
 * the booking tier, errors on the page), with a body cap of its own: 32 questions, each with up
 * to 500 characters of the patient's own words, and 20 medicines carry more than other forms.
 */
import { medicalHistoryFormSchema } from "../lib/schemas/medical-history-form";
import { define, patientLinkForm } from "./definition";
import { bodyLimits } from "./limits";

export const medicalHistoryEndpoints = define({
  medicalHistory: {
    ...patientLinkForm(
      "/medical-history/:token",
      "routes/medical-history.$token.tsx",
      medicalHistoryFormSchema,
    ),
    bodyLimit: bodyLimits.medicalHistory,
  },
});
