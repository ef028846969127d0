import type * as en from "../whatsapp";
import type { Translated } from "../locales";

/** Le message par lequel commence une conversation WhatsApp ; il nomme la page où se trouve le visiteur. */
export const whatsappWords: Translated<typeof en.whatsappWords> = {
  aboutPage: (siteName: string, page: string, path: string) =>
    `Bonjour ${siteName}, j'ai une question au sujet de votre page «\u00a0${page}\u00a0» (${path}).`,
  aboutDentist: (siteName: string, path: string) =>
    `Bonjour ${siteName}, j'ai une question au sujet de l'un de vos dentistes (${path}).`,
  general: (siteName: string) => `Bonjour ${siteName}, j'ai une question.`,
};
