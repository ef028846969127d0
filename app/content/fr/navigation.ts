/** Les mots du menu des traitements et du cadre des pages (français). Slugs, identifiants et groupes de prix comme en anglais. */
import type * as en from "../navigation";
import type { TreatmentMenuGroup } from "../navigation";
import type { Translated } from "../locales";

export const treatmentMenu: TreatmentMenuGroup[] = [
  {
    id: "restorative-dentistry",
    label: "Dentisterie restauratrice",
    priceGroup: "restorative-dentistry",
    items: [
      { slug: "dental-crown", label: "Couronnes dentaires" },
      { slug: "dental-bridges", label: "Bridges dentaires" },
      { slug: "fixed-dentures", label: "Prothèses fixes" },
      { slug: "removable-dentures", label: "Prothèses amovibles" },
      { slug: "dental-inlays", label: "Inlays dentaires" },
      { slug: "root-canal-treatment", label: "Traitement de canal" },
      { slug: "laser-root-treatment", label: "Traitement de canal au laser" },
      { slug: "microscopic-root-treatment", label: "Traitement de canal au microscope" },
      { slug: "root-canal-details", label: "Traitement de canal\u00a0: suivi et questions fréquentes" },
      { slug: "misconceptions", label: "Idées reçues sur le traitement de canal" },
    ],
  },
  {
    id: "implantology",
    label: "Implantologie",
    priceGroup: "implants",
    items: [
      { slug: "dental-implant", label: "Implants dentaires" },
      { slug: "all-on-treatments", label: "All-on-4 et All-on-6" },
      { slug: "implantation-process", label: "Le déroulement de la pose d'implant" },
      { slug: "health-conditions", label: "Implants et problèmes de santé" },
      { slug: "straumann-implant", label: "Implants Straumann" },
      { slug: "after-implantation", label: "Après la pose d'implant" },
    ],
  },
  {
    id: "oral-surgery",
    label: "Chirurgie orale",
    priceGroup: "implants",
    items: [
      { slug: "tooth-extraction", label: "Extraction dentaire" },
      { slug: "wisdom-tooth", label: "Extraction des dents de sagesse" },
      { slug: "bone-grafting", label: "Greffe osseuse" },
      { slug: "sinus-lift", label: "Sinus lift" },
    ],
  },
  {
    id: "dental-hygiene",
    label: "Hygiène dentaire",
    priceGroup: "dental-hygiene",
    items: [
      { slug: "tartar-removal", label: "Détartrage" },
      { slug: "tooth-whitening", label: "Blanchiment dentaire" },
      { slug: "dental-filling", label: "Obturations dentaires" },
      { slug: "tooth-decay-prevention", label: "Prévention des caries" },
    ],
  },
  {
    id: "cosmetic-dentistry",
    label: "Dentisterie esthétique",
    priceGroup: "restorative-dentistry",
    items: [
      { slug: "porcelain-veneers", label: "Facettes en céramique" },
      { slug: "invisible-aligner", label: "Gouttières invisibles" },
    ],
  },
  {
    id: "special-services",
    label: "Services spécifiques",
    priceGroup: "free-services",
    items: [{ slug: "anesthetic-dentistry", label: "Soins dentaires sous sédation" }],
  },
];

/** Mots de l'en-tête, du menu et du pied de page qui ne sont pas des liens. */
export const layoutLabels: Translated<typeof en.layoutLabels> = {
  footerHeading: (siteName: string) => `${siteName}\u00a0: contact et liens`,
  logoLine: "Clinique privée · Budapest",
  menu: "Menu",
};
