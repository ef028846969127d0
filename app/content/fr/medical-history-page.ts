/** Les mots autour du questionnaire médical : jumeau de app/content/medical-history-page.ts (qui dit ce qu’ils règlent). */
import type { Translated } from "../locales";
import type * as en from "../medical-history-page";
import { site } from "../site";

export const medicalHistoryPage: Translated<typeof en.medicalHistoryPage> = {
  why: "Certaines maladies et certains médicaments changent la façon de soigner les dents en toute sécurité : l’anesthésie qui vous convient, la nécessité d’un antibiotique avant les soins, la cicatrisation après une extraction ou la pose d’un implant. Votre dentiste lit vos réponses avant votre visite.",
  time: "Comptez environ 10 minutes.",
  privacy:
    "Vos réponses sont chiffrées, et seuls les dentistes et le personnel de la clinique peuvent les lire. Elles ne sont jamais envoyées par e-mail.",
  privacyLink: "Comment nous protégeons vos informations médicales",
  ifYes: "Si oui :",
  ifYesOrUnsure: "Si oui, ou en cas de doute :",
  ownWords: "(avec vos propres mots)",
  medicineRow: (row: number) => `ligne ${row}`,
  moreRows: "Plus de lignes",
  errorHeading: "Merci de vérifier vos réponses",
  sent: (version: number, sentAt: string) =>
    `Merci : votre dentiste a bien reçu vos réponses (version ${version}, envoyée le ${sentAt}).`,
  changeUntil: (day: string) => `Vous pouvez les modifier jusqu’au ${day}.`,
  changeLater: "Vous pouvez les modifier grâce à ce lien.",
  closedHeading: "Ce questionnaire est fermé",
  reach: "Pour joindre la clinique, appelez le",
  orEmail: "ou écrivez à",
  unavailable: `Votre questionnaire médical ne peut pas être affiché pour le moment. Merci de réessayer plus tard, ou de nous appeler au ${site.phone.display}.`,
};

export const medicalHistoryBox: Translated<typeof en.medicalHistoryBox> = {
  heading: "Questionnaire médical",
  text: "Avant votre visite, votre dentiste doit connaître votre état de santé et les médicaments que vous prenez. Comptez environ 10 minutes.",
  notFilled: "Pas encore rempli",
  received: (date: string, version: number) => `Reçu le ${date} (version ${version})`,
  fill: "Remplir mon questionnaire médical",
  update: "Vérifier ou modifier mes réponses",
};
