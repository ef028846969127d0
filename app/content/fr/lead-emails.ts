import { treatmentOptions as englishTreatmentOptions } from "../contact";
import type * as en from "../lead-emails";
import type { LeadAckFacts } from "../lead-emails";
import type { Translated } from "../locales";
import { site } from "../site";
import { treatmentOptions } from "./contact";
import { greeting, signOff } from "./email-courtesy";

/** The form sends one of the English treatment options: the email names it in French. */
const treatmentName = (treatment: string) => {
  const index = (englishTreatmentOptions as readonly string[]).indexOf(treatment);
  return index === -1 ? treatment : treatmentOptions[index];
};

/**
 * The acknowledgement a visitor receives after a contact or quote form (what it may and may not
 * carry: the English module). The clinic's notice of a new enquiry (leadStaffEmail) stays English.
 */
export const leadAckEmail: Translated<typeof en.leadAckEmail> = {
  subject: `Nous avons bien reçu votre message – ${site.name}`,
  text: (facts: LeadAckFacts) =>
    [
      greeting(facts.firstName),
      "",
      `Merci d’avoir contacté ${site.name}. Nous avons bien reçu votre ${facts.treatment ? `demande concernant «\u00a0${treatmentName(facts.treatment)}\u00a0»` : "message"} et vous répondrons sous 24\u00a0heures.`,
      ...(facts.files > 0
        ? [
            "",
            facts.files === 1
              ? "Votre fichier nous est bien parvenu\u00a0; seule notre équipe soignante peut l’ouvrir."
              : `Vos ${facts.files} fichiers nous sont bien parvenus\u00a0; seule notre équipe soignante peut les ouvrir.`,
          ]
        : []),
      "",
      `Si votre question est urgente, appelez votre responsable du tourisme dentaire au ${site.phone.display}.`,
      "",
      "Si vous ne nous avez pas contactés, vous pouvez ignorer cet e-mail\u00a0: vous ne recevrez rien d’autre.",
      "",
      ...signOff(facts.siteUrl),
    ].join("\n"),
};
