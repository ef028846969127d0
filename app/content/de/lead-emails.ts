import { treatmentOptions as englishTreatmentOptions } from "../contact";
import type * as en from "../lead-emails";
import type { LeadAckFacts } from "../lead-emails";
import type { Translated } from "../locales";
import { site } from "../site";
import { treatmentOptions } from "./contact";
import { greeting, signOff } from "./email-courtesy";

/** The form sends one of the English treatment options: the email names it in German. */
const treatmentName = (treatment: string) => {
  const index = (englishTreatmentOptions as readonly string[]).indexOf(treatment);
  return index === -1 ? treatment : treatmentOptions[index];
};

/**
 * The acknowledgement a visitor receives after a contact or quote form (what it may and may not
 * carry: the English module). The clinic's notice of a new enquiry (leadStaffEmail) stays English.
 */
export const leadAckEmail: Translated<typeof en.leadAckEmail> = {
  subject: `Wir haben Ihre Nachricht erhalten – ${site.name}`,
  text: (facts: LeadAckFacts) =>
    [
      greeting(facts.firstName),
      "",
      `vielen Dank, dass Sie sich an ${site.name} gewandt haben. Wir haben Ihre ${facts.treatment ? `Anfrage zum Thema „${treatmentName(facts.treatment)}“` : "Nachricht"} erhalten und melden uns innerhalb von 24 Stunden bei Ihnen.`,
      ...(facts.files > 0
        ? [
            "",
            facts.files === 1
              ? "Ihre Datei ist sicher bei uns angekommen; nur unser Behandlungsteam kann sie öffnen."
              : `Ihre ${facts.files} Dateien sind sicher bei uns angekommen; nur unser Behandlungsteam kann sie öffnen.`,
          ]
        : []),
      "",
      `Wenn Ihr Anliegen dringend ist, rufen Sie Ihren Patientenbetreuer an: ${site.phone.display}.`,
      "",
      "Falls Sie uns nicht kontaktiert haben, können Sie diese E-Mail ignorieren: Sie erhalten keine weiteren Nachrichten.",
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};
