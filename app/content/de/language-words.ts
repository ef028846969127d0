import type * as en from "../language-words";
import type { Translated } from "../locales";

export const languageWords: Translated<typeof en.languageWords> = {
  switcher: "Sprache",
  current: "aktuelle Sprache",
  suggestion: "Diese Seite gibt es auch auf Deutsch.",
  suggestionLink: "Auf Deutsch lesen",
  dismiss: "Nein, danke",
};
