import type { MenuGroupId, PriceGroupId, TreatmentSlug } from "./types";

export interface TreatmentMenuGroup {
  id: MenuGroupId;
  label: string;
  /** The matching group on /prices. */
  priceGroup: PriceGroupId;
  items: { slug: TreatmentSlug; label: string }[];
}

/** The Treatments menu, in the order of docs/product.md (Pages, Treatments). */
export const treatmentMenu: TreatmentMenuGroup[] = [
  {
    id: "restorative-dentistry",
    label: "Restorative Dentistry",
    priceGroup: "restorative-dentistry",
    items: [
      { slug: "dental-crown", label: "Dental Crowns" },
      { slug: "dental-bridges", label: "Dental Bridges" },
      { slug: "fixed-dentures", label: "Fixed Dentures" },
      { slug: "removable-dentures", label: "Removable Dentures" },
      { slug: "dental-inlays", label: "Dental Inlays" },
      { slug: "root-canal-treatment", label: "Root Canal Treatment" },
      { slug: "laser-root-treatment", label: "Laser Root Canal Treatment" },
      { slug: "microscopic-root-treatment", label: "Microscopic Root Canal Treatment" },
      { slug: "root-canal-details", label: "Root Canal: Aftercare & FAQs" },
      { slug: "misconceptions", label: "Root Canal Myths" },
    ],
  },
  {
    id: "implantology",
    label: "Implantology",
    priceGroup: "implants",
    items: [
      { slug: "dental-implant", label: "Dental Implants" },
      { slug: "all-on-treatments", label: "All-on-4 & All-on-6" },
      { slug: "implantation-process", label: "The Implantation Process" },
      { slug: "health-conditions", label: "Implants & Health Conditions" },
      { slug: "straumann-implant", label: "Straumann Implants" },
      { slug: "after-implantation", label: "After Implantation" },
    ],
  },
  {
    id: "oral-surgery",
    label: "Oral Surgery",
    priceGroup: "implants",
    items: [
      { slug: "tooth-extraction", label: "Tooth Extraction" },
      { slug: "wisdom-tooth", label: "Wisdom Tooth Removal" },
      { slug: "bone-grafting", label: "Bone Grafting" },
      { slug: "sinus-lift", label: "Sinus Lift" },
    ],
  },
  {
    id: "dental-hygiene",
    label: "Dental Hygiene",
    priceGroup: "dental-hygiene",
    items: [
      { slug: "tartar-removal", label: "Tartar Removal" },
      { slug: "tooth-whitening", label: "Teeth Whitening" },
      { slug: "dental-filling", label: "Dental Fillings" },
      { slug: "tooth-decay-prevention", label: "Tooth Decay Prevention" },
    ],
  },
  {
    id: "cosmetic-dentistry",
    label: "Cosmetic Dentistry",
    priceGroup: "restorative-dentistry",
    items: [
      { slug: "porcelain-veneers", label: "Porcelain Veneers" },
      { slug: "invisible-aligner", label: "Invisible Aligners" },
    ],
  },
  {
    id: "special-services",
    label: "Special Services",
    priceGroup: "free-services",
    items: [{ slug: "anesthetic-dentistry", label: "Dentistry Under Sedation" }],
  },
];

export const treatmentPath = (slug: TreatmentSlug) => `/treatments/${slug}`;

/** The menu group a treatment is in; `menu` is the menu in a language (`treatmentMenuIn[locale]`). */
function menuGroupOf(slug: TreatmentSlug, menu: TreatmentMenuGroup[] = treatmentMenu): TreatmentMenuGroup {
  const group = menu.find((g) => g.items.some((i) => i.slug === slug));
  if (!group) throw new Error(`Treatment ${slug} is in no menu group`);
  return group;
}

/** A treatment's menu label: English, or in a language with `treatmentLabel(slug, treatmentMenuIn.de)`. */
export function treatmentLabel(slug: TreatmentSlug, menu: TreatmentMenuGroup[] = treatmentMenu): string {
  return menuGroupOf(slug, menu).items.find((i) => i.slug === slug)!.label;
}

/** Words of the header, menu and footer that are not links. */
export const layoutLabels = {
  /** The footer's heading for screen readers: 'Budapest Dental Clinic: contact and links'. */
  footerHeading: (siteName: string) => `${siteName}: contact and links`,
  logoLine: "Private clinic · Budapest",
  menu: "Menu",
} as const;
