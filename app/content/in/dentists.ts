/**
 * Every dentist's page in every language (docs/decisions/0023-languages.md): generated from
 * app/content/dentists/.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import type { Dentist } from "../types";
import de_dentists_clinical_director from "../de/dentists/clinical-director";
import de_dentists_cosmetic_dentist from "../de/dentists/cosmetic-dentist";
import de_dentists_cosmetic_dentist_veneers from "../de/dentists/cosmetic-dentist-veneers";
import de_dentists_endodontist from "../de/dentists/endodontist";
import de_dentists_general_dentist from "../de/dentists/general-dentist";
import de_dentists_lead_implant_surgeon from "../de/dentists/lead-implant-surgeon";
import de_dentists_oral_surgeon from "../de/dentists/oral-surgeon";
import de_dentists_restorative_dentist from "../de/dentists/restorative-dentist";
import en_dentists_clinical_director from "../dentists/clinical-director";
import en_dentists_cosmetic_dentist from "../dentists/cosmetic-dentist";
import en_dentists_cosmetic_dentist_veneers from "../dentists/cosmetic-dentist-veneers";
import en_dentists_endodontist from "../dentists/endodontist";
import en_dentists_general_dentist from "../dentists/general-dentist";
import en_dentists_lead_implant_surgeon from "../dentists/lead-implant-surgeon";
import en_dentists_oral_surgeon from "../dentists/oral-surgeon";
import en_dentists_restorative_dentist from "../dentists/restorative-dentist";
import fr_dentists_clinical_director from "../fr/dentists/clinical-director";
import fr_dentists_cosmetic_dentist from "../fr/dentists/cosmetic-dentist";
import fr_dentists_cosmetic_dentist_veneers from "../fr/dentists/cosmetic-dentist-veneers";
import fr_dentists_endodontist from "../fr/dentists/endodontist";
import fr_dentists_general_dentist from "../fr/dentists/general-dentist";
import fr_dentists_lead_implant_surgeon from "../fr/dentists/lead-implant-surgeon";
import fr_dentists_oral_surgeon from "../fr/dentists/oral-surgeon";
import fr_dentists_restorative_dentist from "../fr/dentists/restorative-dentist";

const enDentists: Record<string, Dentist> = {
  "clinical-director": en_dentists_clinical_director,
  "cosmetic-dentist": en_dentists_cosmetic_dentist,
  "cosmetic-dentist-veneers": en_dentists_cosmetic_dentist_veneers,
  endodontist: en_dentists_endodontist,
  "general-dentist": en_dentists_general_dentist,
  "lead-implant-surgeon": en_dentists_lead_implant_surgeon,
  "oral-surgeon": en_dentists_oral_surgeon,
  "restorative-dentist": en_dentists_restorative_dentist,
};

const deDentists: Record<string, Dentist> = {
  "clinical-director": de_dentists_clinical_director,
  "cosmetic-dentist": de_dentists_cosmetic_dentist,
  "cosmetic-dentist-veneers": de_dentists_cosmetic_dentist_veneers,
  endodontist: de_dentists_endodontist,
  "general-dentist": de_dentists_general_dentist,
  "lead-implant-surgeon": de_dentists_lead_implant_surgeon,
  "oral-surgeon": de_dentists_oral_surgeon,
  "restorative-dentist": de_dentists_restorative_dentist,
};

const frDentists: Record<string, Dentist> = {
  "clinical-director": fr_dentists_clinical_director,
  "cosmetic-dentist": fr_dentists_cosmetic_dentist,
  "cosmetic-dentist-veneers": fr_dentists_cosmetic_dentist_veneers,
  endodontist: fr_dentists_endodontist,
  "general-dentist": fr_dentists_general_dentist,
  "lead-implant-surgeon": fr_dentists_lead_implant_surgeon,
  "oral-surgeon": fr_dentists_oral_surgeon,
  "restorative-dentist": fr_dentists_restorative_dentist,
};

/** Every dentist's page in every language, keyed by the English slug. */
export const dentistsIn: InLocales<Record<string, Dentist>> = {
  en: enDentists,
  de: deDentists,
  fr: frDentists,
};
