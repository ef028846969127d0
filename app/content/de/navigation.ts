/** Die Wörter des Behandlungsmenüs und des Seitenrahmens (Deutsch). Slugs, IDs und Preisgruppen wie im Englischen. */
import type * as en from "../navigation";
import type { TreatmentMenuGroup } from "../navigation";
import type { Translated } from "../locales";

export const treatmentMenu: TreatmentMenuGroup[] = [
  {
    id: "restorative-dentistry",
    label: "Restaurative Zahnheilkunde",
    priceGroup: "restorative-dentistry",
    items: [
      { slug: "dental-crown", label: "Zahnkronen" },
      { slug: "dental-bridges", label: "Zahnbrücken" },
      { slug: "fixed-dentures", label: "Festsitzender Zahnersatz" },
      { slug: "removable-dentures", label: "Herausnehmbarer Zahnersatz" },
      { slug: "dental-inlays", label: "Inlays" },
      { slug: "root-canal-treatment", label: "Wurzelkanalbehandlung" },
      { slug: "laser-root-treatment", label: "Laserunterstützte Wurzelkanalbehandlung" },
      { slug: "microscopic-root-treatment", label: "Mikroskopische Wurzelkanalbehandlung" },
      { slug: "root-canal-details", label: "Wurzelkanalbehandlung: Nachsorge & häufige Fragen" },
      { slug: "misconceptions", label: "Irrtümer über die Wurzelkanalbehandlung" },
    ],
  },
  {
    id: "implantology",
    label: "Implantologie",
    priceGroup: "implants",
    items: [
      { slug: "dental-implant", label: "Zahnimplantate" },
      { slug: "all-on-treatments", label: "All-on-4 & All-on-6" },
      { slug: "implantation-process", label: "Der Ablauf der Implantation" },
      { slug: "health-conditions", label: "Implantate & Vorerkrankungen" },
      { slug: "straumann-implant", label: "Straumann-Implantate" },
      { slug: "after-implantation", label: "Nach der Implantation" },
    ],
  },
  {
    id: "oral-surgery",
    label: "Oralchirurgie",
    priceGroup: "implants",
    items: [
      { slug: "tooth-extraction", label: "Zahnextraktion" },
      { slug: "wisdom-tooth", label: "Weisheitszahnentfernung" },
      { slug: "bone-grafting", label: "Knochenaufbau" },
      { slug: "sinus-lift", label: "Sinuslift" },
    ],
  },
  {
    id: "dental-hygiene",
    label: "Dentalhygiene",
    priceGroup: "dental-hygiene",
    items: [
      { slug: "tartar-removal", label: "Zahnsteinentfernung" },
      { slug: "tooth-whitening", label: "Zahnaufhellung (Bleaching)" },
      { slug: "dental-filling", label: "Füllungen" },
      { slug: "tooth-decay-prevention", label: "Kariesvorbeugung" },
    ],
  },
  {
    id: "cosmetic-dentistry",
    label: "Ästhetische Zahnmedizin",
    priceGroup: "restorative-dentistry",
    items: [
      { slug: "porcelain-veneers", label: "Keramik-Veneers" },
      { slug: "invisible-aligner", label: "Unsichtbare Zahnschienen (Aligner)" },
    ],
  },
  {
    id: "special-services",
    label: "Besondere Leistungen",
    priceGroup: "free-services",
    items: [{ slug: "anesthetic-dentistry", label: "Zahnbehandlung unter Sedierung" }],
  },
];

/** Wörter von Kopfzeile, Menü und Fußzeile, die keine Links sind. */
export const layoutLabels: Translated<typeof en.layoutLabels> = {
  footerHeading: (siteName: string) => `${siteName}: Kontakt und Links`,
  logoLine: "Privatklinik · Budapest",
  menu: "Menü",
};
