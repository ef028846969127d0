/**
 * The words of team.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/team.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_team from "../de/team";
import * as en_team from "../team";
import * as fr_team from "../fr/team";

export const teamIntroIn: InLocales<typeof en_team.teamIntro> = {
  en: en_team.teamIntro,
  de: de_team.teamIntro,
  fr: fr_team.teamIntro,
};
export const tourismManagersIn: InLocales<typeof en_team.tourismManagers> = {
  en: en_team.tourismManagers,
  de: de_team.tourismManagers,
  fr: fr_team.tourismManagers,
};
export const journeyStepsIn: InLocales<typeof en_team.journeySteps> = {
  en: en_team.journeySteps,
  de: de_team.journeySteps,
  fr: fr_team.journeySteps,
};
export const teamLabelsIn: InLocales<Translated<typeof en_team.teamLabels>> = {
  en: en_team.teamLabels,
  de: de_team.teamLabels,
  fr: fr_team.teamLabels,
};
