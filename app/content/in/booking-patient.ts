/**
 * The words of booking-patient.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/booking-patient.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_booking_patient from "../de/booking-patient";
import * as en_booking_patient from "../booking-patient";
import * as fr_booking_patient from "../fr/booking-patient";

export const patientDetailsIn: InLocales<typeof en_booking_patient.patientDetails> = {
  en: en_booking_patient.patientDetails,
  de: de_booking_patient.patientDetails,
  fr: fr_booking_patient.patientDetails,
};
