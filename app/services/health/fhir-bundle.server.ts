/**
 * The dentist's download for the practice system: one FHIR R4 Bundle (type collection) holding
 * the questionnaire, in the language the person answered in, and their latest answers to it, so
 * the file reads on its own. Audited by `fhirQuestionnaireResponse` (one `health.fhir` row, also
 * when there is nothing to read); null when the person has no history.
 */
import { localeInfo, locales } from "~/content/locales";
import type { StaffContext } from "../context.server";
import { fhirQuestionnaire, fhirQuestionnaireResponse } from "./fhir.server";

export async function fhirHistoryBundle(ctx: StaffContext, email: string) {
  const response = await fhirQuestionnaireResponse(ctx, email);
  if (!response) return null;
  const language = locales.find((locale) => localeInfo[locale].tag === response.language);
  return {
    resourceType: "Bundle" as const,
    type: "collection" as const,
    timestamp: ctx.now().toISOString(),
    entry: [{ resource: fhirQuestionnaire(ctx, language ?? "en") }, { resource: response }],
  };
}
