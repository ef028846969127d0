import type { Treatment, TreatmentSlug } from "../types";
import dentalCrown from "./dental-crown";
import dentalBridges from "./dental-bridges";
import fixedDentures from "./fixed-dentures";
import removableDentures from "./removable-dentures";
import dentalInlays from "./dental-inlays";
import rootCanalTreatment from "./root-canal-treatment";
import laserRootTreatment from "./laser-root-treatment";
import microscopicRootTreatment from "./microscopic-root-treatment";
import rootCanalDetails from "./root-canal-details";
import misconceptions from "./misconceptions";
import dentalImplant from "./dental-implant";
import allOnTreatments from "./all-on-treatments";
import implantationProcess from "./implantation-process";
import healthConditions from "./health-conditions";
import straumannImplant from "./straumann-implant";
import afterImplantation from "./after-implantation";
import toothExtraction from "./tooth-extraction";
import wisdomTooth from "./wisdom-tooth";
import boneGrafting from "./bone-grafting";
import sinusLift from "./sinus-lift";
import tartarRemoval from "./tartar-removal";
import toothWhitening from "./tooth-whitening";
import dentalFilling from "./dental-filling";
import toothDecayPrevention from "./tooth-decay-prevention";
import porcelainVeneers from "./porcelain-veneers";
import invisibleAligner from "./invisible-aligner";
import anestheticDentistry from "./anesthetic-dentistry";

/** Every treatment page, keyed by its URL slug. */
export const treatments: Record<TreatmentSlug, Treatment> = {
  "dental-crown": dentalCrown,
  "dental-bridges": dentalBridges,
  "fixed-dentures": fixedDentures,
  "removable-dentures": removableDentures,
  "dental-inlays": dentalInlays,
  "root-canal-treatment": rootCanalTreatment,
  "laser-root-treatment": laserRootTreatment,
  "microscopic-root-treatment": microscopicRootTreatment,
  "root-canal-details": rootCanalDetails,
  misconceptions: misconceptions,
  "dental-implant": dentalImplant,
  "all-on-treatments": allOnTreatments,
  "implantation-process": implantationProcess,
  "health-conditions": healthConditions,
  "straumann-implant": straumannImplant,
  "after-implantation": afterImplantation,
  "tooth-extraction": toothExtraction,
  "wisdom-tooth": wisdomTooth,
  "bone-grafting": boneGrafting,
  "sinus-lift": sinusLift,
  "tartar-removal": tartarRemoval,
  "tooth-whitening": toothWhitening,
  "dental-filling": dentalFilling,
  "tooth-decay-prevention": toothDecayPrevention,
  "porcelain-veneers": porcelainVeneers,
  "invisible-aligner": invisibleAligner,
  "anesthetic-dentistry": anestheticDentistry,
};

export function findTreatment(slug: string): Treatment | undefined {
  return Object.hasOwn(treatments, slug) ? treatments[slug as TreatmentSlug] : undefined;
}
