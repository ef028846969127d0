import type * as en from "../whatsapp";
import type { Translated } from "../locales";

/** Die Nachricht, mit der ein WhatsApp-Chat beginnt; sie nennt die Seite, auf der der Besucher ist. */
export const whatsappWords: Translated<typeof en.whatsappWords> = {
  aboutPage: (siteName: string, page: string, path: string) =>
    `Hallo ${siteName}, ich habe eine Frage zu Ihrer Seite „${page}“ (${path}).`,
  aboutDentist: (siteName: string, path: string) =>
    `Hallo ${siteName}, ich habe eine Frage zu einem Ihrer Zahnärzte (${path}).`,
  general: (siteName: string) => `Hallo ${siteName}, ich habe eine Frage.`,
};
