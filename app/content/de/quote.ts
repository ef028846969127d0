import type * as en from "../quote";
import type { Translated } from "../locales";

/** The words of /quote around its form (the form's own words are quoteSection in contact.ts). */
export const quotePage: Translated<typeof en.quotePage> = {
  crumb: "Kostenvoranschlag anfordern",
  title: "Ihr kostenloser Kostenvoranschlag",
  description:
    "Kostenloser, unverbindlicher Kostenvoranschlag für Ihre Zahnbehandlung in Budapest: Anliegen schildern, Röntgenbild oder Fotos beifügen, Antwort in 24 Stunden.",
  eyebrow: "Kostenloser Kostenvoranschlag",
  lead: "Beschreiben Sie uns die Behandlung, die Sie benötigen. Wenn Sie ein aktuelles Röntgenbild oder Fotos Ihrer Zähne haben, fügen Sie diese dem Formular bei: So können unsere Zahnärzte die Kosten Ihrer Behandlung genau kalkulieren. Sie erhalten innerhalb von 24 Stunden einen persönlichen Kostenvoranschlag, unverbindlich.",
  request: "Jetzt Kostenvoranschlag anfordern",
  expectHeading: "Was Sie erwartet",
  reassurance: [
    {
      title: "Von unseren Zahnärzten geprüft",
      text: "Ein Zahnarzt sieht sich Ihre Angaben, Ihr Röntgenbild oder Ihre Fotos an, bevor wir Ihnen Ihren persönlichen Kostenvoranschlag senden.",
    },
    {
      title: "Antwort innerhalb von 24 Stunden",
      text: "Ihr Patientenbetreuer beantwortet jede Anfrage innerhalb von 24 Stunden, auf Deutsch oder Englisch.",
    },
    {
      title: "Unverbindlich",
      text: "Der Kostenvoranschlag ist kostenlos, und Sie entscheiden in Ruhe. Ihr endgültiger Preis wird Ihnen schriftlich bestätigt, bevor eine Behandlung beginnt.",
    },
  ],
};
