import type { Translated } from "../locales";
import type * as en from "../quote";

/** The words of /quote around its form (the form's own words are quoteSection in contact.ts). */
export const quotePage: Translated<typeof en.quotePage> = {
  crumb: "Demander un devis",
  title: "Votre devis gratuit",
  description:
    "Demandez un devis gratuit et sans engagement pour vos soins dentaires à Budapest. Décrivez vos besoins, joignez radio ou photos\u00a0: réponse sous 24\u00a0heures.",
  eyebrow: "Devis gratuit",
  lead: "Décrivez-nous le traitement dont vous avez besoin. Si vous disposez d’une radiographie récente ou de photos de vos dents, joignez-les au formulaire\u00a0: elles aident nos dentistes à chiffrer précisément votre plan de traitement. Vous recevez un devis personnalisé sous 24\u00a0heures, sans engagement.",
  request: "Demander mon devis",
  expectHeading: "Comment cela se passe",
  reassurance: [
    {
      title: "Examiné par nos dentistes",
      text: "Un dentiste examine vos informations, votre radiographie ou vos photos avant que nous vous envoyions votre devis personnalisé.",
    },
    {
      title: "Réponse sous 24\u00a0heures",
      text: "Votre responsable du tourisme dentaire répond à chaque demande sous 24\u00a0heures, en français ou en anglais.",
    },
    {
      title: "Sans engagement",
      text: "Le devis est gratuit et vous décidez à votre rythme. Votre prix définitif vous est confirmé par écrit avant le début de tout traitement.",
    },
  ],
};
