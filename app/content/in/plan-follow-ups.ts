/**
 * The words of plan-follow-ups.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/plan-follow-ups.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_plan_follow_ups from "../de/plan-follow-ups";
import * as en_plan_follow_ups from "../plan-follow-ups";
import * as fr_plan_follow_ups from "../fr/plan-follow-ups";

export const planFollowUpEmailIn: InLocales<typeof en_plan_follow_ups.planFollowUpEmail> = {
  en: en_plan_follow_ups.planFollowUpEmail,
  de: de_plan_follow_ups.planFollowUpEmail,
  fr: fr_plan_follow_ups.planFollowUpEmail,
};
