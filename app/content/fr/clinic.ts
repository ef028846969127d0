import type * as en from "../clinic";
import type { Translated } from "../locales";

/** The clinic overview page (/clinic/<slug>): docs/product.md, Pages. */
export const clinicPage: Translated<typeof en.clinicPage> = {
  metaTitle: "Notre clinique dentaire privée à Budapest",
  metaDescription:
    "Notre clinique à Budapest, ses huit dentistes\u00a0: implants, couronnes, facettes haut de gamme près de la gare de l'Ouest, laboratoire intégré, garantie de 3 ans.",
  hero: {
    eyebrow: "Notre clinique",
    lead: "Une clinique privée au centre de Budapest, où spécialistes, laboratoire dentaire intégré et responsable du tourisme dentaire dédié travaillent ensemble, pour que vous puissiez bénéficier de soins de grande qualité en quelques jours bien organisés.",
  },
  intro:
    "Depuis plus de 15 ans, nous soignons des patients de tous âges, de Hongrie et de l'étranger. Nos dentistes couvrent à eux tous près de 40 spécialités, nos prothésistes travaillent dans le même bâtiment, et nous utilisons des systèmes d'implants haut de gamme de Neodent, Straumann et Alpha Bio. Chaque traitement commence par une première consultation gratuite, par e-mail ou en visioconférence, et un plan écrit avec le prix complet.",
  highlights: [
    {
      icon: "award",
      title: "Une qualité haut de gamme",
      text: "Des soins certifiés ISO 9001, des matériaux haut de gamme et un laboratoire dentaire intégré, avec notre garantie de 3 ans.",
    },
    {
      icon: "users",
      title: "Une équipe d'experts",
      text: "Chirurgiens oraux, implantologues, dentistes esthétiques et endodontistes qui planifient ensemble les cas complexes.",
    },
    {
      icon: "thumbs-up",
      title: "Un acteur de référence",
      text: "Des milliers de patients soignés, une clinique distinguée comme Superbrand et classée parmi les meilleures de Budapest (Best of Budapest).",
    },
  ],
  procedures: [
    { href: "/treatments/dental-implant", label: "Implants dentaires" },
    { href: "/treatments/all-on-treatments", label: "All-on-4 et All-on-6" },
    { href: "/treatments/dental-crown", label: "Couronnes dentaires" },
    { href: "/treatments/porcelain-veneers", label: "Facettes en céramique" },
    { href: "/prices", label: "Notre liste de prix" },
  ],
  directions: {
    title: "Comment venir",
    items: [
      "Nous sommes à quelques minutes à pied de la gare de l'Ouest (Nyugati pályaudvar), au centre de Budapest.",
      "Les tramways 4 et 6 s'arrêtent à Nyugati pályaudvar, sur le Grand Boulevard.",
      "La ligne de métro M3 s'arrête à Nyugati pályaudvar.",
      "Notre hôtel partenaire est à 100 m de la clinique\u00a0; notre second hôtel partenaire est à 20 minutes de trajet du centre-ville.",
      "Un parking souterrain est disponible sur demande\u00a0: prévenez-nous lors de votre réservation.",
    ],
  },
};

/** The clinic page's headings and buttons around its copy. */
export const clinicLabels: Translated<typeof en.clinicLabels> = {
  highlights: "Pourquoi les patients nous choisissent",
  team: "Découvrez nos dentistes",
  /** 'Voir le profil' with ' de Dr …' for screen readers. */
  viewProfile: "Voir le profil",
  profileOf: (name: string) => `de ${name}`,
  procedures: "Traitements les plus demandés",
  visit: "Contact et horaires d'ouverture",
  follow: "Suivez-nous",
  closing: {
    label: "Contactez-nous",
    text: "Envie d'un devis gratuit et sans engagement\u00a0?",
  },
};
