/**
 * French words of the patient's details at checkout (twin of app/content/booking-patient.ts).
 */
import type * as en from "../booking-patient";
import type { Translated } from "../locales";

export const patientDetails: Translated<typeof en.patientDetails> = {
  legend: "Vos coordonnées",
  nameLabel: "Nom complet",
  phoneLabel: "Numéro de téléphone, avec l'indicatif du pays",
  phoneHint: "Par exemple +33 6 39 98 12 34. Nous vous appelons uniquement au sujet de votre réservation.",
  nameMissing: "Saisissez votre nom complet.",
  nameTooLong: "Votre nom ne doit pas dépasser 120 caractères.",
  nameUnstorable:
    "Saisissez à nouveau votre nom complet, sur une seule ligne\u00a0: il contient des caractères que nous ne pouvons pas enregistrer.",
  phoneMissing: "Saisissez votre numéro de téléphone avec l'indicatif du pays, par exemple +33 6 39 98 12 34.",
  phoneInvalid:
    "Saisissez un numéro de téléphone avec l'indicatif du pays, commençant par + ou 00, par exemple +33 6 39 98 12 34.",
  testCheckoutName: (name: string) => `Réservation au nom de ${name}`,
  testCheckoutPhone: (phone: string) => `Téléphone\u00a0: ${phone}`,
  stripeNameField: "Nom complet",
};
