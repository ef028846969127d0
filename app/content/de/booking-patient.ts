/**
 * German words of the patient's details at checkout (twin of app/content/booking-patient.ts).
 */
import type * as en from "../booking-patient";
import type { Translated } from "../locales";

export const patientDetails: Translated<typeof en.patientDetails> = {
  legend: "Ihre Angaben",
  nameLabel: "Vollständiger Name",
  phoneLabel: "Telefonnummer mit Ländervorwahl",
  phoneHint: "Zum Beispiel +49 30 23125 123. Wir rufen nur wegen Ihrer Buchung an.",
  nameMissing: "Geben Sie Ihren vollständigen Namen ein.",
  nameTooLong: "Ihr Name darf höchstens 120 Zeichen lang sein.",
  nameUnstorable:
    "Geben Sie Ihren vollständigen Namen bitte erneut in einer Zeile ein: Er enthält Zeichen, die wir nicht speichern können.",
  phoneMissing: "Geben Sie Ihre Telefonnummer mit Ländervorwahl ein, z. B. +49 30 23125 123.",
  phoneInvalid:
    "Geben Sie eine Telefonnummer mit Ländervorwahl ein, beginnend mit + oder 00, z. B. +49 30 23125 123.",
  testCheckoutName: (name: string) => `Buchung für ${name}`,
  testCheckoutPhone: (phone: string) => `Telefon: ${phone}`,
  stripeNameField: "Vollständiger Name",
};
