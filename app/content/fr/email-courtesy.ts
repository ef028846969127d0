/** La formule d'appel et la formule de politesse de chaque e-mail adressé à un patient (français). */
import type * as en from "../email-courtesy";
import type { Translated } from "../locales";
import { site } from "./site";

/** 'Bonjour Anne,' ou, sans prénom, 'Bonjour,'. */
export const greeting: Translated<typeof en.greeting> = (name: string | null | undefined) =>
  name ? `Bonjour ${name},` : "Bonjour,";

/** La formule de politesse, le nom de la clinique, son adresse et le site. */
export const signOff: Translated<typeof en.signOff> = (siteUrl: string) => [
  "Bien cordialement,",
  site.name,
  `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`,
  siteUrl,
];
