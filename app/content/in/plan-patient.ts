/**
 * The words of plan-patient.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/plan-patient.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_plan_patient from "../de/plan-patient";
import * as en_plan_patient from "../plan-patient";
import * as fr_plan_patient from "../fr/plan-patient";

export const planSentEmailIn: InLocales<typeof en_plan_patient.planSentEmail> = {
  en: en_plan_patient.planSentEmail,
  de: de_plan_patient.planSentEmail,
  fr: fr_plan_patient.planSentEmail,
};
export const planAcceptedEmailIn: InLocales<typeof en_plan_patient.planAcceptedEmail> = {
  en: en_plan_patient.planAcceptedEmail,
  de: de_plan_patient.planAcceptedEmail,
  fr: fr_plan_patient.planAcceptedEmail,
};
export const planRefusalsIn: InLocales<typeof en_plan_patient.planRefusals> = {
  en: en_plan_patient.planRefusals,
  de: de_plan_patient.planRefusals,
  fr: fr_plan_patient.planRefusals,
};
export const planDeclineReasonWordsIn: InLocales<typeof en_plan_patient.planDeclineReasonWords> = {
  en: en_plan_patient.planDeclineReasonWords,
  de: de_plan_patient.planDeclineReasonWords,
  fr: fr_plan_patient.planDeclineReasonWords,
};
