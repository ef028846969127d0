/**
 * The words of plan-deposit-patient.ts in every language (docs/decisions/0023-languages.md): from
 * app/content/plan-deposit-patient.ts and its translations in app/content/<language>/. One file
 * per module, so that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_plan_deposit_patient from "../de/plan-deposit-patient";
import * as en_plan_deposit_patient from "../plan-deposit-patient";
import * as fr_plan_deposit_patient from "../fr/plan-deposit-patient";

export const depositPatientWordsIn: InLocales<typeof en_plan_deposit_patient.depositPatientWords> = {
  en: en_plan_deposit_patient.depositPatientWords,
  de: de_plan_deposit_patient.depositPatientWords,
  fr: fr_plan_deposit_patient.depositPatientWords,
};
