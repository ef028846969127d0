import type { Dentist } from "../types";
import clinicalDirector from "./clinical-director";
import oralSurgeon from "./oral-surgeon";
import restorativeDentist from "./restorative-dentist";
import cosmeticDentistVeneers from "./cosmetic-dentist-veneers";
import cosmeticDentist from "./cosmetic-dentist";
import endodontist from "./endodontist";
import generalDentist from "./general-dentist";
import leadImplantSurgeon from "./lead-implant-surgeon";

/** The eight dentists, in the order the clinic page shows them. */
export const dentists: Dentist[] = [
  clinicalDirector,
  oralSurgeon,
  restorativeDentist,
  cosmeticDentistVeneers,
  cosmeticDentist,
  endodontist,
  generalDentist,
  leadImplantSurgeon,
];
