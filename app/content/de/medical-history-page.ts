/** Die Worte rund um den Anamnesebogen: Zwilling von app/content/medical-history-page.ts (dort steht, was sie regeln). */
import type { Translated } from "../locales";
import type * as en from "../medical-history-page";
import { site } from "../site";

export const medicalHistoryPage: Translated<typeof en.medicalHistoryPage> = {
  why: "Manche Erkrankungen und Medikamente verändern, wie eine Zahnbehandlung sicher durchgeführt wird: welches Betäubungsmittel zu Ihnen passt, ob Sie vorher ein Antibiotikum brauchen, wie eine Wunde oder ein Implantat einheilt. Ihre Zahnärztin bzw. Ihr Zahnarzt liest Ihre Angaben vor Ihrem Besuch.",
  time: "Das Ausfüllen dauert etwa 10 Minuten.",
  privacy:
    "Ihre Angaben werden verschlüsselt gespeichert, und nur die Zahnärztinnen, Zahnärzte und Mitarbeitenden der Klinik können sie lesen. Sie werden nie per E-Mail verschickt.",
  privacyLink: "Wie wir Ihre Gesundheitsangaben schützen",
  ifYes: "Falls ja:",
  ifYesOrUnsure: "Falls ja oder falls Sie unsicher sind:",
  ownWords: "(in Ihren eigenen Worten)",
  medicineRow: (row: number) => `Zeile ${row}`,
  moreRows: "Weitere Zeilen",
  errorHeading: "Bitte prüfen Sie Ihre Angaben",
  sent: (version: number, sentAt: string) =>
    `Vielen Dank: Ihre Zahnärztin bzw. Ihr Zahnarzt hat Ihre Angaben erhalten (Fassung ${version}, gesendet am ${sentAt}).`,
  changeUntil: (day: string) => `Sie können sie bis ${day} ändern.`,
  changeLater: "Sie können sie über diesen Link ändern.",
  closedHeading: "Dieser Bogen ist geschlossen",
  reach: "So erreichen Sie die Klinik: telefonisch unter",
  orEmail: "oder per E-Mail an",
  unavailable: `Ihr Anamnesebogen kann gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal, oder rufen Sie uns unter ${site.phone.display} an.`,
};

export const medicalHistoryBox: Translated<typeof en.medicalHistoryBox> = {
  heading: "Anamnesebogen",
  text: "Vor Ihrem Besuch muss Ihre Zahnärztin bzw. Ihr Zahnarzt wissen, wie es um Ihre Gesundheit steht und welche Medikamente Sie nehmen. Das Ausfüllen dauert etwa 10 Minuten.",
  notFilled: "Noch nicht ausgefüllt",
  received: (date: string, version: number) => `Erhalten am ${date} (Fassung ${version})`,
  fill: "Anamnesebogen ausfüllen",
  update: "Angaben prüfen oder ändern",
};
