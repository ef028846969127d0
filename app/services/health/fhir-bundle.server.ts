/**
 * The dentist's download for the practice system: one FHIR R4 Bundle (type collection) holding
 * the questionnaire and the person's latest answers to it, so the file reads on its own. Audited
 * by `fhirQuestionnaireResponse` (one `health.export` row); a 404 HealthError when the person has
 * no history.
 */
import type { StaffContext } from "../context.server";
import { fhirQuestionnaire, fhirQuestionnaireResponse } from "./fhir.server";

export async function fhirHistoryBundle(ctx: StaffContext, email: string): Promise<object> {
  const response = await fhirQuestionnaireResponse(ctx, email);
  return {
    resourceType: "Bundle",
    type: "collection",
    timestamp: ctx.now().toISOString(),
    entry: [{ resource: fhirQuestionnaire(ctx.settings.siteUrl) }, { resource: response }],
  };
}
