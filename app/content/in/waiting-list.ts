/**
 * The words of waiting-list.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/waiting-list.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_waiting_list from "../de/waiting-list";
import * as en_waiting_list from "../waiting-list";
import * as fr_waiting_list from "../fr/waiting-list";

export const waitingListFormIn: InLocales<Translated<typeof en_waiting_list.waitingListForm>> = {
  en: en_waiting_list.waitingListForm,
  de: de_waiting_list.waitingListForm,
  fr: fr_waiting_list.waitingListForm,
};
export const waitingListAnswersIn: InLocales<Translated<typeof en_waiting_list.waitingListAnswers>> = {
  en: en_waiting_list.waitingListAnswers,
  de: de_waiting_list.waitingListAnswers,
  fr: fr_waiting_list.waitingListAnswers,
};
export const waitingListPageIn: InLocales<Translated<typeof en_waiting_list.waitingListPage>> = {
  en: en_waiting_list.waitingListPage,
  de: de_waiting_list.waitingListPage,
  fr: fr_waiting_list.waitingListPage,
};
export const waitingListJoinedEmailIn: InLocales<Translated<typeof en_waiting_list.waitingListJoinedEmail>> =
  {
    en: en_waiting_list.waitingListJoinedEmail,
    de: de_waiting_list.waitingListJoinedEmail,
    fr: fr_waiting_list.waitingListJoinedEmail,
  };
export const waitingListOfferEmailIn: InLocales<Translated<typeof en_waiting_list.waitingListOfferEmail>> = {
  en: en_waiting_list.waitingListOfferEmail,
  de: de_waiting_list.waitingListOfferEmail,
  fr: fr_waiting_list.waitingListOfferEmail,
};
export const waitingListClosedEmailIn: InLocales<Translated<typeof en_waiting_list.waitingListClosedEmail>> =
  {
    en: en_waiting_list.waitingListClosedEmail,
    de: de_waiting_list.waitingListClosedEmail,
    fr: fr_waiting_list.waitingListClosedEmail,
  };
export const waitingListPassedEmailIn: InLocales<Translated<typeof en_waiting_list.waitingListPassedEmail>> =
  {
    en: en_waiting_list.waitingListPassedEmail,
    de: de_waiting_list.waitingListPassedEmail,
    fr: fr_waiting_list.waitingListPassedEmail,
  };
