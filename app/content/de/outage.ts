import type * as en from "../outage";
import type { Translated } from "../locales";
import { site } from "../site";

/** Was Besucher lesen, während das Buchungssystem (die Datenbank) kurz nicht erreichbar ist. */
export const outage: Translated<typeof en.outage> = {
  eyebrow: "Gleich wieder da",
  title: "Unser Buchungssystem ist kurzzeitig nicht erreichbar",
  lead: `Bitte versuchen Sie es in einer Minute erneut oder rufen Sie uns unter ${site.phone.display} an: Wir helfen Ihnen gerne telefonisch weiter.`,
  call: `${site.phone.display} anrufen`,
  tryAgain: "Erneut versuchen",
  sentence: `Unser Buchungssystem ist kurzzeitig nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut oder rufen Sie uns unter ${site.phone.display} an.`,
};
