import type { Treatment } from "../../types";

export default {
  slug: "straumann-implant",
  group: "implantology",
  title: "Implants Straumann à Budapest",
  metaTitle: "Implants dentaires Straumann à Budapest",
  metaDescription:
    "Implants dentaires suisses Straumann à Budapest, fruits de plus de 35 ans de recherche. Découvrez leurs surfaces, leurs matériaux, leurs atouts et les études.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Straumann est un système d'implants suisse, fort de plus de 35 ans de recherche. C'est l'un des systèmes haut de gamme que nous proposons, aux côtés de Neodent et d'Alpha Bio.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "microscope",
          title: "Plus de 35 ans de recherche",
          text: "Les implants Straumann s'appuient sur une longue tradition d'études scientifiques.",
        },
        {
          icon: "sparkles",
          title: "Des surfaces étudiées",
          text: "Des surfaces d'implant conçues pour favoriser la cicatrisation osseuse.",
        },
        {
          icon: "layers",
          title: "Des matériaux de pointe",
          text: "Alliage de titane haute résistance et options en céramique.",
        },
        {
          icon: "shield",
          title: "Garantie de 3 ans",
          text: "Votre traitement implantaire est couvert par notre garantie de 3 ans.",
        },
      ],
    },
    {
      type: "text",
      id: "about-straumann",
      heading: "À propos des implants Straumann",
      paragraphs: [
        "Straumann est une entreprise suisse qui développe des implants dentaires depuis des décennies. Ses systèmes d'implants sont utilisés par des dentistes du monde entier et s'appuient sur plus de 35 ans de recherche.",
        "Un implant Straumann se pose exactement comme les autres implants\u00a0: sous anesthésie locale, en général en 30 à 60 minutes par implant. Ce qui change, c'est la conception, la surface et le matériau de l'implant lui-même, que nous vous présentons ci-dessous.",
      ],
    },
    {
      type: "cards",
      id: "advantages",
      heading: "Les atouts des implants Straumann",
      items: [
        {
          title: "Une cicatrisation prévisible",
          text: "Les surfaces des implants sont conçues pour favoriser une fixation solide de l'os, ce qui contribue à une ostéo-intégration fiable chez la plupart des patients.",
        },
        {
          title: "Des solutions quand l'os est limité",
          text: "Des implants plus étroits et plus courts, dans des matériaux résistants, peuvent parfois être utilisés lorsque l'os est limité, ce qui peut réduire le recours à une greffe osseuse. Votre dentiste vous conseillera.",
        },
        {
          title: "Un système complet",
          text: "Implants, piliers et composants sont conçus pour fonctionner ensemble et assurent un ajustement précis entre l'implant et votre couronne.",
        },
        {
          title: "Une disponibilité à long terme",
          text: "Straumann est un système très répandu\u00a0: il est facile de trouver des pièces compatibles et des dentistes expérimentés si vous avez besoin de soins dans votre pays à l'avenir.",
        },
      ],
    },
    {
      type: "text",
      id: "surface-and-material",
      heading: "Surface et matériaux",
      paragraphs: [
        "La surface de l'implant est la zone de contact avec l'os\u00a0: sa texture et sa composition chimique comptent donc. La surface SLActive de Straumann est conçue pour être hydrophile, c'est-à-dire qu'elle attire l'humidité et le sang, ce qui vise à favoriser les premières étapes de la cicatrisation osseuse.",
        "Le Roxolid est l'alliage titane-zirconium de Straumann. Plus résistant que le titane pur, il permet dans certaines situations d'utiliser des implants de plus petit diamètre. Pour les patients qui préfèrent une solution sans métal, Straumann propose aussi des implants en céramique, en zircone.",
      ],
      bullets: [
        "SLActive\u00a0: une surface hydrophile conçue pour favoriser la cicatrisation osseuse",
        "Roxolid\u00a0: un alliage titane-zirconium haute résistance",
        "Implants en céramique (zircone)\u00a0: une option couleur dent, sans métal",
        "Des connexions précises entre l'implant et le pilier pour une tenue stable",
      ],
    },
    {
      type: "text",
      id: "clinical-evidence",
      heading: "Les preuves cliniques",
      paragraphs: [
        "Les implants Straumann s'appuient sur plus de 35 ans de recherche, dont des études cliniques à long terme publiées dans des revues scientifiques. Ce corpus de données est l'une des principales raisons pour lesquelles les dentistes choisissent ce système.",
        "La recherche montre comment les implants se comportent chez un grand nombre de patients\u00a0; votre propre résultat dépend aussi de votre os, de votre état de santé général, de l'entretien de votre implant et de la régularité de vos contrôles. Votre dentiste vous expliquera à quoi vous attendre dans votre cas.",
      ],
    },
    {
      type: "steps",
      id: "straumann-process",
      heading: "Votre traitement avec un implant Straumann",
      steps: [
        {
          title: "Consultation et scanner 3D",
          text: "Nous évaluons votre os et votre état de santé et voyons avec vous si un implant Straumann vous convient.",
          duration: "Jour 1",
        },
        {
          title: "Pose de l'implant",
          text: "L'implant est posé sous anesthésie locale, en général en 30 à 60 minutes par implant.",
          duration: "Jours 2 à 3",
        },
        {
          title: "Cicatrisation",
          text: "L'os se forme autour de l'implant pendant que vous êtes chez vous, en général sur 3 à 6 mois\u00a0: le plus souvent 2 à 4 mois à la mâchoire inférieure et 3 à 6 mois à la mâchoire supérieure.",
          duration: "3 à 6 mois",
        },
        {
          title: "Couronne définitive",
          text: "Votre pilier et votre couronne, fabriqués dans notre laboratoire, sont posés et ajustés.",
          duration: "Dernière semaine",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Prendre soin de votre implant Straumann",
      do: [
        "Vous brosser les dents deux fois par jour et nettoyer autour de l'implant avec des brossettes interdentaires ou du fil dentaire",
        "Venir en contrôle tous les 6 mois",
        "Conserver une trace du type d'implant et de votre traitement pour tout futur dentiste",
        "Nous contacter si la gencive autour de l'implant devient douloureuse ou saigne",
      ],
      avoid: [
        "Fumer, surtout pendant la cicatrisation de l'implant",
        "Mordre des objets très durs, comme des glaçons ou des coquilles de noix",
        "Mâcher du côté de l'implant les premiers jours après l'intervention",
        "Négliger le nettoyage professionnel autour de l'implant",
      ],
    },
  ],
  closing: {
    heading: "Posez-nous vos questions sur les implants Straumann",
    text: "Réservez une consultation vidéo gratuite ou envoyez-nous votre radiographie\u00a0: votre dentiste vous expliquera si Straumann ou un autre système haut de gamme vous convient le mieux.",
  },
} satisfies Treatment;
