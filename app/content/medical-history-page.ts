import { site } from "./site";

/**
 * The words around the questionnaire (medical-history.ts) on the patient's page
 * (/medical-history/<token>): why the dentist asks, how long it takes, how the answers are kept,
 * what the page says once they are sent or the link no longer takes them; and the box the
 * manage-booking and plan pages show with the link. German and French in de/ and fr/.
 */
export const medicalHistoryPage = {
  why: "Some illnesses and medicines change how dental treatment is done safely: which anaesthetic suits you, whether you need an antibiotic first, how a tooth socket or an implant heals. Your dentist reads your answers before your visit.",
  time: "It takes about 10 minutes.",
  privacy:
    "Your answers are encrypted, and only the clinic's dentists and staff can read them. They are never sent by email.",
  privacyLink: "How we look after your medical history",
  /** Before a question's detail, or a follow-up question, asked with a yes. */
  ifYes: "If yes:",
  /** Before a detail, which is asked with a yes or a not sure. */
  ifYesOrUnsure: "If yes, or if you are not sure:",
  /** After a detail's prompt: the patient writes it as they like. */
  ownWords: "(in your own words)",
  /** A row's number after "Medicine" and "Dose and how often", for screen readers. */
  medicineRow: (row: number) => `row ${row}`,
  /** Without JavaScript: the page comes back with more empty rows, keeping what was typed. */
  moreRows: "More rows",
  errorHeading: "There is a problem",
  sent: (version: number, sentAt: string) =>
    `Thank you: your dentist has your answers (version ${version}, sent ${sentAt}).`,
  changeUntil: (day: string) => `You can change them until ${day}.`,
  changeLater: "You can change them through this link.",
  closedHeading: "This form is closed",
  /** The clinic's phone and email follow. */
  reach: "To reach the clinic, call",
  orEmail: "or email",
  /** A version that cannot be decrypted: the server's fault, never an empty form. */
  unavailable: `Your medical history cannot be shown just now. Please try again later, or call us on ${site.phone.display}.`,
};

/** The box on the manage-booking page and the plan page, while the link takes answers. */
export const medicalHistoryBox = {
  heading: "Medical history",
  text: "Before your visit, your dentist needs to know about your health and the medicines you take. It takes about 10 minutes.",
  notFilled: "Not filled in yet",
  received: (date: string, version: number) => `Received on ${date} (version ${version})`,
  fill: "Fill in your medical history",
  update: "Check or update your answers",
};
