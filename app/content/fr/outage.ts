import type * as en from "../outage";
import type { Translated } from "../locales";
import { site } from "../site";

/** Ce que lit un visiteur pendant que le système de réservation (la base de données) est brièvement indisponible. */
export const outage: Translated<typeof en.outage> = {
  eyebrow: "De retour dans un instant",
  title: "Notre système de réservation est momentanément indisponible",
  lead: `Veuillez réessayer dans une minute, ou appelez-nous au ${site.phone.display}\u00a0: nous vous aiderons volontiers par téléphone.`,
  call: `Appeler le ${site.phone.display}`,
  tryAgain: "Réessayer",
  sentence: `Notre système de réservation est momentanément indisponible. Veuillez réessayer dans une minute, ou appelez-nous au ${site.phone.display}.`,
};
