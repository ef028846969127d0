/**
 * The dentist's download for the practice system: one FHIR R4 Bundle (type collection) holding
 * the questionnaire (in English, the clinic's language) and the person's latest answers to it
 * (fhir.server.ts), so the file reads on its own; null when they have none. Audited by
 * `fhirQuestionnaireResponse` (one `health.fhir` row a call).
 */
import type { StaffContext } from "../context.server";
import { fhirQuestionnaire, fhirQuestionnaireResponse } from "./fhir.server";

export async function fhirHistoryBundle(ctx: StaffContext, email: string) {
  const response = await fhirQuestionnaireResponse(ctx, email);
  if (!response) return null;
  return {
    resourceType: "Bundle" as const,
    type: "collection" as const,
    timestamp: ctx.now().toISOString(),
    entry: [{ resource: fhirQuestionnaire(ctx) }, { resource: response }],
  };
}
