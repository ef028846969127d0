/**
 * The words of reminder-texts.ts in every language (docs/decisions/0023-languages.md): from
 * app/content/reminder-texts.ts and its translations in app/content/<language>/. One file per
 * module, so that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_reminder_texts from "../de/reminder-texts";
import * as en_reminder_texts from "../reminder-texts";
import * as fr_reminder_texts from "../fr/reminder-texts";

export const reminderTextsIn: InLocales<typeof en_reminder_texts.reminderTexts> = {
  en: en_reminder_texts.reminderTexts,
  de: de_reminder_texts.reminderTexts,
  fr: fr_reminder_texts.reminderTexts,
};
export const planTextsIn: InLocales<typeof en_reminder_texts.planTexts> = {
  en: en_reminder_texts.planTexts,
  de: de_reminder_texts.planTexts,
  fr: fr_reminder_texts.planTexts,
};
export const textChoiceIn: InLocales<typeof en_reminder_texts.textChoice> = {
  en: en_reminder_texts.textChoice,
  de: de_reminder_texts.textChoice,
  fr: fr_reminder_texts.textChoice,
};
