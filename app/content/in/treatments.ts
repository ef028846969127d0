/**
 * Every treatment page in every language (docs/decisions/0023-languages.md): generated from
 * app/content/treatments/.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import type { Treatment, TreatmentSlug } from "../types";
import de_treatments_after_implantation from "../de/treatments/after-implantation";
import de_treatments_all_on_treatments from "../de/treatments/all-on-treatments";
import de_treatments_anesthetic_dentistry from "../de/treatments/anesthetic-dentistry";
import de_treatments_bone_grafting from "../de/treatments/bone-grafting";
import de_treatments_dental_bridges from "../de/treatments/dental-bridges";
import de_treatments_dental_crown from "../de/treatments/dental-crown";
import de_treatments_dental_filling from "../de/treatments/dental-filling";
import de_treatments_dental_implant from "../de/treatments/dental-implant";
import de_treatments_dental_inlays from "../de/treatments/dental-inlays";
import de_treatments_fixed_dentures from "../de/treatments/fixed-dentures";
import de_treatments_health_conditions from "../de/treatments/health-conditions";
import de_treatments_implantation_process from "../de/treatments/implantation-process";
import de_treatments_invisible_aligner from "../de/treatments/invisible-aligner";
import de_treatments_laser_root_treatment from "../de/treatments/laser-root-treatment";
import de_treatments_microscopic_root_treatment from "../de/treatments/microscopic-root-treatment";
import de_treatments_misconceptions from "../de/treatments/misconceptions";
import de_treatments_porcelain_veneers from "../de/treatments/porcelain-veneers";
import de_treatments_removable_dentures from "../de/treatments/removable-dentures";
import de_treatments_root_canal_details from "../de/treatments/root-canal-details";
import de_treatments_root_canal_treatment from "../de/treatments/root-canal-treatment";
import de_treatments_sinus_lift from "../de/treatments/sinus-lift";
import de_treatments_straumann_implant from "../de/treatments/straumann-implant";
import de_treatments_tartar_removal from "../de/treatments/tartar-removal";
import de_treatments_tooth_decay_prevention from "../de/treatments/tooth-decay-prevention";
import de_treatments_tooth_extraction from "../de/treatments/tooth-extraction";
import de_treatments_tooth_whitening from "../de/treatments/tooth-whitening";
import de_treatments_wisdom_tooth from "../de/treatments/wisdom-tooth";
import en_treatments_after_implantation from "../treatments/after-implantation";
import en_treatments_all_on_treatments from "../treatments/all-on-treatments";
import en_treatments_anesthetic_dentistry from "../treatments/anesthetic-dentistry";
import en_treatments_bone_grafting from "../treatments/bone-grafting";
import en_treatments_dental_bridges from "../treatments/dental-bridges";
import en_treatments_dental_crown from "../treatments/dental-crown";
import en_treatments_dental_filling from "../treatments/dental-filling";
import en_treatments_dental_implant from "../treatments/dental-implant";
import en_treatments_dental_inlays from "../treatments/dental-inlays";
import en_treatments_fixed_dentures from "../treatments/fixed-dentures";
import en_treatments_health_conditions from "../treatments/health-conditions";
import en_treatments_implantation_process from "../treatments/implantation-process";
import en_treatments_invisible_aligner from "../treatments/invisible-aligner";
import en_treatments_laser_root_treatment from "../treatments/laser-root-treatment";
import en_treatments_microscopic_root_treatment from "../treatments/microscopic-root-treatment";
import en_treatments_misconceptions from "../treatments/misconceptions";
import en_treatments_porcelain_veneers from "../treatments/porcelain-veneers";
import en_treatments_removable_dentures from "../treatments/removable-dentures";
import en_treatments_root_canal_details from "../treatments/root-canal-details";
import en_treatments_root_canal_treatment from "../treatments/root-canal-treatment";
import en_treatments_sinus_lift from "../treatments/sinus-lift";
import en_treatments_straumann_implant from "../treatments/straumann-implant";
import en_treatments_tartar_removal from "../treatments/tartar-removal";
import en_treatments_tooth_decay_prevention from "../treatments/tooth-decay-prevention";
import en_treatments_tooth_extraction from "../treatments/tooth-extraction";
import en_treatments_tooth_whitening from "../treatments/tooth-whitening";
import en_treatments_wisdom_tooth from "../treatments/wisdom-tooth";
import fr_treatments_after_implantation from "../fr/treatments/after-implantation";
import fr_treatments_all_on_treatments from "../fr/treatments/all-on-treatments";
import fr_treatments_anesthetic_dentistry from "../fr/treatments/anesthetic-dentistry";
import fr_treatments_bone_grafting from "../fr/treatments/bone-grafting";
import fr_treatments_dental_bridges from "../fr/treatments/dental-bridges";
import fr_treatments_dental_crown from "../fr/treatments/dental-crown";
import fr_treatments_dental_filling from "../fr/treatments/dental-filling";
import fr_treatments_dental_implant from "../fr/treatments/dental-implant";
import fr_treatments_dental_inlays from "../fr/treatments/dental-inlays";
import fr_treatments_fixed_dentures from "../fr/treatments/fixed-dentures";
import fr_treatments_health_conditions from "../fr/treatments/health-conditions";
import fr_treatments_implantation_process from "../fr/treatments/implantation-process";
import fr_treatments_invisible_aligner from "../fr/treatments/invisible-aligner";
import fr_treatments_laser_root_treatment from "../fr/treatments/laser-root-treatment";
import fr_treatments_microscopic_root_treatment from "../fr/treatments/microscopic-root-treatment";
import fr_treatments_misconceptions from "../fr/treatments/misconceptions";
import fr_treatments_porcelain_veneers from "../fr/treatments/porcelain-veneers";
import fr_treatments_removable_dentures from "../fr/treatments/removable-dentures";
import fr_treatments_root_canal_details from "../fr/treatments/root-canal-details";
import fr_treatments_root_canal_treatment from "../fr/treatments/root-canal-treatment";
import fr_treatments_sinus_lift from "../fr/treatments/sinus-lift";
import fr_treatments_straumann_implant from "../fr/treatments/straumann-implant";
import fr_treatments_tartar_removal from "../fr/treatments/tartar-removal";
import fr_treatments_tooth_decay_prevention from "../fr/treatments/tooth-decay-prevention";
import fr_treatments_tooth_extraction from "../fr/treatments/tooth-extraction";
import fr_treatments_tooth_whitening from "../fr/treatments/tooth-whitening";
import fr_treatments_wisdom_tooth from "../fr/treatments/wisdom-tooth";

const enTreatments: Record<TreatmentSlug, Treatment> = {
  "after-implantation": en_treatments_after_implantation,
  "all-on-treatments": en_treatments_all_on_treatments,
  "anesthetic-dentistry": en_treatments_anesthetic_dentistry,
  "bone-grafting": en_treatments_bone_grafting,
  "dental-bridges": en_treatments_dental_bridges,
  "dental-crown": en_treatments_dental_crown,
  "dental-filling": en_treatments_dental_filling,
  "dental-implant": en_treatments_dental_implant,
  "dental-inlays": en_treatments_dental_inlays,
  "fixed-dentures": en_treatments_fixed_dentures,
  "health-conditions": en_treatments_health_conditions,
  "implantation-process": en_treatments_implantation_process,
  "invisible-aligner": en_treatments_invisible_aligner,
  "laser-root-treatment": en_treatments_laser_root_treatment,
  "microscopic-root-treatment": en_treatments_microscopic_root_treatment,
  misconceptions: en_treatments_misconceptions,
  "porcelain-veneers": en_treatments_porcelain_veneers,
  "removable-dentures": en_treatments_removable_dentures,
  "root-canal-details": en_treatments_root_canal_details,
  "root-canal-treatment": en_treatments_root_canal_treatment,
  "sinus-lift": en_treatments_sinus_lift,
  "straumann-implant": en_treatments_straumann_implant,
  "tartar-removal": en_treatments_tartar_removal,
  "tooth-decay-prevention": en_treatments_tooth_decay_prevention,
  "tooth-extraction": en_treatments_tooth_extraction,
  "tooth-whitening": en_treatments_tooth_whitening,
  "wisdom-tooth": en_treatments_wisdom_tooth,
};

const deTreatments: Record<TreatmentSlug, Treatment> = {
  "after-implantation": de_treatments_after_implantation,
  "all-on-treatments": de_treatments_all_on_treatments,
  "anesthetic-dentistry": de_treatments_anesthetic_dentistry,
  "bone-grafting": de_treatments_bone_grafting,
  "dental-bridges": de_treatments_dental_bridges,
  "dental-crown": de_treatments_dental_crown,
  "dental-filling": de_treatments_dental_filling,
  "dental-implant": de_treatments_dental_implant,
  "dental-inlays": de_treatments_dental_inlays,
  "fixed-dentures": de_treatments_fixed_dentures,
  "health-conditions": de_treatments_health_conditions,
  "implantation-process": de_treatments_implantation_process,
  "invisible-aligner": de_treatments_invisible_aligner,
  "laser-root-treatment": de_treatments_laser_root_treatment,
  "microscopic-root-treatment": de_treatments_microscopic_root_treatment,
  misconceptions: de_treatments_misconceptions,
  "porcelain-veneers": de_treatments_porcelain_veneers,
  "removable-dentures": de_treatments_removable_dentures,
  "root-canal-details": de_treatments_root_canal_details,
  "root-canal-treatment": de_treatments_root_canal_treatment,
  "sinus-lift": de_treatments_sinus_lift,
  "straumann-implant": de_treatments_straumann_implant,
  "tartar-removal": de_treatments_tartar_removal,
  "tooth-decay-prevention": de_treatments_tooth_decay_prevention,
  "tooth-extraction": de_treatments_tooth_extraction,
  "tooth-whitening": de_treatments_tooth_whitening,
  "wisdom-tooth": de_treatments_wisdom_tooth,
};

const frTreatments: Record<TreatmentSlug, Treatment> = {
  "after-implantation": fr_treatments_after_implantation,
  "all-on-treatments": fr_treatments_all_on_treatments,
  "anesthetic-dentistry": fr_treatments_anesthetic_dentistry,
  "bone-grafting": fr_treatments_bone_grafting,
  "dental-bridges": fr_treatments_dental_bridges,
  "dental-crown": fr_treatments_dental_crown,
  "dental-filling": fr_treatments_dental_filling,
  "dental-implant": fr_treatments_dental_implant,
  "dental-inlays": fr_treatments_dental_inlays,
  "fixed-dentures": fr_treatments_fixed_dentures,
  "health-conditions": fr_treatments_health_conditions,
  "implantation-process": fr_treatments_implantation_process,
  "invisible-aligner": fr_treatments_invisible_aligner,
  "laser-root-treatment": fr_treatments_laser_root_treatment,
  "microscopic-root-treatment": fr_treatments_microscopic_root_treatment,
  misconceptions: fr_treatments_misconceptions,
  "porcelain-veneers": fr_treatments_porcelain_veneers,
  "removable-dentures": fr_treatments_removable_dentures,
  "root-canal-details": fr_treatments_root_canal_details,
  "root-canal-treatment": fr_treatments_root_canal_treatment,
  "sinus-lift": fr_treatments_sinus_lift,
  "straumann-implant": fr_treatments_straumann_implant,
  "tartar-removal": fr_treatments_tartar_removal,
  "tooth-decay-prevention": fr_treatments_tooth_decay_prevention,
  "tooth-extraction": fr_treatments_tooth_extraction,
  "tooth-whitening": fr_treatments_tooth_whitening,
  "wisdom-tooth": fr_treatments_wisdom_tooth,
};

/** Every treatment page in every language, keyed by its (English) slug. */
export const treatmentsIn: InLocales<Record<TreatmentSlug, Treatment>> = {
  en: enTreatments,
  de: deTreatments,
  fr: frTreatments,
};
