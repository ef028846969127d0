import type * as en from "../language-words";
import type { Translated } from "../locales";

export const languageWords: Translated<typeof en.languageWords> = {
  switcher: "Langue",
  current: "langue actuelle",
  suggestion: "Cette page existe aussi en français.",
  suggestionLink: "Lire en français",
  dismiss: "Non merci",
};
