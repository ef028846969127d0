import { ukSaving } from "../../lib/pricing";
import type * as en from "../home";
import type { HomeContent } from "../home-types";
import type { Translated } from "../locales";
import { contactSection } from "./contact";
import {
  calculatorLimits,
  calculatorTreatments,
  completeTreatments,
  comparisonCountries,
  type Country,
} from "../price-list";
import { sample } from "../sample";

/** Every saving the home page claims, from the price list (docs/prices.md), as English computes it. */
const saving = ukSaving();
const implantSaving = ukSaving(["straumann-implant", "neodent-implant"]);
const crownSaving = ukSaving(["porcelain-crown"]);

/** 'a, b et c' */
const listInWords = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} et ${parts.at(-1)}`;

/** The two complete treatments the calculator counts, and the items they are made of. */
type CalculatorTreatmentId = (typeof calculatorTreatments)[keyof typeof calculatorTreatments];
type CalculatorItemId = (typeof completeTreatments)[CalculatorTreatmentId]["items"][number]["item"];

/** French names of those items inside the "includes" line (English: the price list's `part`). */
const partNames: Record<CalculatorItemId, string> = {
  "straumann-implant": "implant Straumann",
  "premium-implant-surgery": "pose chirurgicale",
  "straumann-abutment": "pilier",
  "zirconia-implant-crown": "couronne en zircone",
  "all-ceramic-crown": "couronne tout céramique",
};

/** The complete treatment with its article, as the sentence needs it. */
const treatmentNames: Record<CalculatorTreatmentId, string> = {
  "straumann-implant": "un implant Straumann complet",
  "porcelain-crown": "une couronne en céramique",
};

/** 'un implant Straumann complet (implant Straumann, pose chirurgicale, pilier et couronne en zircone)' */
const oneOf = (id: CalculatorTreatmentId) => {
  const items = completeTreatments[id].items as readonly { item: CalculatorItemId; count?: number }[];
  const parts = items.map(({ item, count = 1 }) =>
    count > 1 ? `${count} × ${partNames[item]}` : partNames[item],
  );
  return `${treatmentNames[id]} (${listInWords(parts)})`;
};

/** The compared countries as the caption's sentence needs them ("par rapport au…"). */
const countryNames: Record<Country, string> = {
  uk: "au Royaume-Uni",
  germany: "à l'Allemagne",
  usa: "aux États-Unis",
};

export const home = {
  hero: {
    eyebrow: "Clinique dentaire privée à Budapest",
    title: "Des soins dentaires d'exception à Budapest",
    subtitle: `Implants, couronnes et facettes haut de gamme jusqu'à ${saving.max}\u00a0% moins chers qu'au Royaume-Uni, avec une garantie de 3 ans. La plupart des traitements sont réalisés en 3 à 5 jours.`,
    trust: ["Garantie de 3 ans", "Traitement en 3 à 5 jours", "Certifiée ISO 9001"],
  },

  results: {
    eyebrow: "Résultats de traitements",
    title: "Voyez la différence",
    intro:
      "Des résultats types, en illustration. Faites glisser le curseur pour comparer l'avant et l'après. Les photos de nos propres patients suivront.",
    items: [
      {
        id: "dental-implants",
        title: "Implants dentaires",
        description:
          "Une incisive manquante remplacée par un implant Straumann et une couronne en zircone, assortie à la teinte des dents voisines.",
        before: {
          illustration: "missing-tooth",
          alt: "Illustration\u00a0: sourire avec un espace à la place d'une incisive supérieure manquante",
        },
        after: {
          illustration: "implant-restored",
          alt: "Illustration\u00a0: le même sourire, l'espace comblé par une couronne sur implant",
        },
      },
      {
        id: "veneers",
        title: "Facettes",
        description:
          "Des dents de devant usées et irrégulières recouvertes de fines facettes en céramique, pour une longueur, une forme et une couleur harmonieuses.",
        before: {
          illustration: "worn-uneven",
          alt: "Illustration\u00a0: sourire aux dents de devant usées et de longueurs inégales",
        },
        after: {
          illustration: "veneers",
          alt: "Illustration\u00a0: le même sourire avec des facettes en céramique régulières et naturelles",
        },
      },
      {
        id: "teeth-whitening",
        title: "Blanchiment dentaire",
        description:
          "Un blanchiment professionnel au cabinet après une séance d'hygiène, qui éclaircit de plusieurs teintes les taches dues au café, au thé et au tabac.",
        before: {
          illustration: "stained",
          alt: "Illustration\u00a0: sourire aux dents jaunies et tachées",
        },
        after: {
          illustration: "whitened",
          alt: "Illustration\u00a0: le même sourire aux dents nettement plus blanches",
        },
      },
      {
        id: "crown-bridge",
        title: "Couronne et bridge",
        description:
          "Une dent cassée reconstruite avec une couronne en zircone et un espace voisin comblé par un bridge fabriqué dans notre laboratoire dentaire intégré.",
        before: {
          illustration: "broken-crown",
          alt: "Illustration\u00a0: sourire avec une dent cassée et un espace à côté",
        },
        after: {
          illustration: "crown-bridge",
          alt: "Illustration\u00a0: le même sourire restauré avec une couronne et un bridge",
        },
      },
      {
        id: "all-on-6",
        title: "All-on-6",
        description:
          "Une mâchoire supérieure édentée restaurée par un bridge complet fixe ancré sur six implants, à la place d'une prothèse amovible.",
        before: {
          illustration: "toothless-arch",
          alt: "Illustration\u00a0: mâchoire supérieure sans aucune dent",
        },
        after: {
          illustration: "full-arch",
          alt: "Illustration\u00a0: la même mâchoire avec une arcade complète de dents fixes sur implants",
        },
      },
    ],
  },

  about: {
    eyebrow: "À propos",
    title: "Clinique dentaire privée d'exception",
    paragraphs: [
      "Depuis plus de 15 ans, nous soignons des patients de tous âges, des enfants aux seniors, dans une clinique privée moderne au cœur de Budapest. Avec près de 40 spécialités médicales sous un même toit, nous pouvons planifier et réaliser même des traitements complexes sans vous adresser ailleurs.",
      "Notre laboratoire dentaire intégré fabrique couronnes, bridges et facettes sur place\u00a0: nos dentistes et nos prothésistes travaillent côte à côte, et vos nouvelles dents sont prêtes en quelques jours. Pour les implants, nous utilisons uniquement des systèmes haut de gamme\u00a0: Neodent, Straumann et Alpha Bio.",
      "Beaucoup de nos patients arrivent inquiets. Les soins sont réalisés sous anesthésie locale et sont indolores, et nous vous expliquons chaque étape avant de commencer, pour que vous sachiez toujours ce qui se passe et pourquoi.",
    ],
    stats: [
      { value: 5000, label: "Patients satisfaits" },
      { value: 20, label: "Dentistes expérimentés" },
      { value: 30, label: "Pays d'origine de nos patients" },
    ],
    awards: [
      {
        title: "Superbrand",
        text: "Distinguée comme Superbrand pour la confiance que nous accordent nos patients.",
      },
      {
        title: "Best of Budapest",
        text: "Classée parmi les meilleures adresses de Budapest pour les soins dentaires et le service aux patients.",
      },
      {
        title: "ISO 9001",
        text: "Une gestion de la qualité certifiée à chaque étape de vos soins.",
      },
    ],
  },

  whyChooseUs: {
    eyebrow: "Pourquoi nous choisir",
    title: "Pourquoi les patients choisissent notre clinique",
    intro:
      "Partir à l'étranger pour des soins dentaires est une décision importante. Voici ce qui compte le plus, d'après nos patients.",
    cards: [
      {
        id: "quality",
        icon: "award",
        title: "Une qualité haut de gamme",
        text: "Implants Straumann, Neodent et Alpha Bio, matériaux de qualité issus de notre laboratoire dentaire intégré et processus certifiés ISO 9001, avec une garantie de 3 ans.",
      },
      {
        id: "care",
        icon: "heart",
        title: "Des soins doux et personnalisés",
        text: "Des soins indolores sous anesthésie locale, du temps pour vos questions et un responsable du tourisme dentaire qui s'occupe de vous de votre premier message jusqu'à votre vol retour.",
      },
      {
        id: "experience",
        icon: "stethoscope",
        title: "Une expérience reconnue",
        text: "Plus de 15 ans de pratique, près de 40 spécialités médicales et une équipe de 20 dentistes qui a soigné des patients venus de 30 pays.",
      },
      {
        id: "affordable",
        icon: "euro",
        title: "Des prix justes et clairs",
        text: `Économisez jusqu'à ${saving.max}\u00a0% par rapport aux prix pratiqués au Royaume-Uni. Vous recevez un plan de traitement écrit avec le prix complet avant le début de tout soin.`,
      },
    ],
  },

  treatments: {
    eyebrow: "Nos traitements",
    title: "Les traitements que nous proposons",
    intro:
      "D'une simple couronne à une arcade complète de dents fixes, chaque traitement commence par l'étude gratuite de vos radiographies ou de vos photos et un plan écrit avec le prix complet. Touchez une carte pour en savoir plus.",
    cards: [
      {
        id: "dental-implant",
        title: "Implants dentaires",
        description:
          "Un remplacement durable des dents manquantes, avec les systèmes d'implants Straumann, Neodent et Alpha Bio.",
        link: "/treatments/dental-implant",
        icon: "layers",
        article: {
          title: "Implants dentaires",
          paragraphs: [
            "Un implant dentaire est une petite vis en titane placée dans l'os de la mâchoire, à l'endroit où une dent manque. Une fois soudé à l'os, il porte une couronne qui a l'aspect, la sensation et la fonction d'une dent naturelle. Les implants peuvent remplacer une seule dent, plusieurs dents ou une arcade entière.",
            "Votre première visite comprend une consultation et un scanner 3D (CBCT), afin que votre dentiste puisse évaluer l'os et planifier la position exacte de chaque implant. La pose d'un implant dure généralement 30 à 60 minutes sous anesthésie locale.",
            "L'implant a ensuite besoin de temps pour se souder à l'os, en général 3 à 6 mois. Vous rentrez chez vous avec une solution provisoire et revenez pour une seconde visite, lors de laquelle nous posons la couronne définitive fabriquée dans notre laboratoire dentaire intégré. Si l'os doit d'abord être renforcé, une greffe osseuse ou un sinus lift peut être prévu dès le départ.",
            "Nous utilisons uniquement des systèmes d'implants haut de gamme\u00a0: Straumann, Neodent et Alpha Bio. Vos soins sont couverts par notre garantie de 3 ans, et avec une bonne hygiène à la maison et un contrôle tous les six mois, un implant peut vous servir de nombreuses années.",
          ],
          illustration: "implant-restored",
          imageAlt:
            "Illustration\u00a0: sourire dont l'incisive manquante est remplacée par une couronne sur implant",
        },
      },
      {
        id: "dental-crown",
        title: "Couronnes dentaires",
        description:
          "Des couronnes et bridges solides et naturels pour les dents abîmées ou manquantes, fabriqués dans notre laboratoire dentaire intégré.",
        link: "/treatments/dental-crown",
        icon: "shield",
        article: {
          title: "Couronnes et bridges dentaires",
          paragraphs: [
            "Une couronne est une coiffe qui recouvre une dent fragilisée par une carie, une grosse obturation, une fracture ou un traitement de canal. Elle rend à la dent sa forme et sa solidité et protège ce qu'il en reste. Un bridge s'appuie sur des couronnes posées sur les dents voisines pour porter une dent de remplacement au-dessus d'un espace.",
            "Nous proposons des couronnes en zircone, tout céramique (e.max) et céramo-métalliques. Lors de votre consultation, votre dentiste vous explique quel matériau convient à la position de la dent, à votre occlusion et à votre budget.",
            "La dent est préparée sous anesthésie locale, puis scannée ou soumise à une empreinte, et vous portez une couronne provisoire pendant la fabrication de la définitive. Notre laboratoire étant sur place, couronnes et bridges sont généralement terminés en 3 à 5 jours, et le dentiste peut vérifier l'ajustement et la teinte avec le prothésiste avant la pose.",
            "Avec un brossage quotidien, le nettoyage entre les dents et un contrôle tous les six mois, une couronne bien réalisée peut durer de nombreuses années. Toutes les couronnes et tous les bridges sont couverts par notre garantie de 3 ans.",
          ],
          illustration: "crown-bridge",
          imageAlt: "Illustration\u00a0: sourire restauré avec une couronne et un bridge",
        },
      },
      {
        id: "fixed-dentures",
        title: "All-on-4 et All-on-6",
        description:
          "Une arcade complète de dents fixes sur quatre ou six implants, pour les patients édentés ou dont les dents ne peuvent plus être conservées.",
        link: "/treatments/fixed-dentures",
        icon: "smile",
        article: {
          title: "Prothèses fixes All-on-4 et All-on-6",
          paragraphs: [
            "All-on-4 et All-on-6 remplacent toutes les dents d'une arcade par un bridge fixe ancré sur des implants\u00a0: quatre implants par arcade pour l'All-on-4, six pour l'All-on-6. Le bridge reste en place et ne se retire pas la nuit\u00a0: plus de prothèse qui bouge, plus de crème adhésive.",
            "Le choix entre quatre et six implants dépend de la quantité et de la qualité de votre os, que nous évaluons par un scanner 3D lors de votre première visite. Six implants répartissent davantage les forces de mastication, tandis que quatre implants permettent souvent d'éviter une greffe osseuse.",
            "Le traitement est généralement planifié en plusieurs phases. Lors du premier séjour, les implants sont posés sous anesthésie locale et vous recevez des dents provisoires fixes. Après une période de cicatrisation de 3 à 6 mois en général, vous revenez pour le bridge définitif, fabriqué dans notre laboratoire dentaire intégré.",
            "Beaucoup de patients choisissent ce traitement après des années de difficultés avec une prothèse amovible. Nous vous expliquons à quoi vous attendre pour manger et parler avec vos nouvelles dents, et comment les nettoyer. Les soins sont couverts par notre garantie de 3 ans.",
          ],
          illustration: "full-arch",
          imageAlt: "Illustration\u00a0: une arcade complète de dents fixes sur implants",
        },
      },
      {
        id: "cosmetic",
        title: "Dentisterie esthétique",
        description:
          "Facettes en céramique, blanchiment et gouttières invisibles pour un sourire plus éclatant et plus harmonieux.",
        link: "/treatments/porcelain-veneers",
        icon: "sparkles",
        article: {
          title: "Dentisterie esthétique",
          paragraphs: [
            "La dentisterie esthétique améliore la couleur, la forme et l'alignement de vos dents. L'option la plus adaptée dépend de ce que vous souhaitez changer, et votre dentiste passe en revue les possibilités avec vous lors de votre consultation.",
            "Les facettes en céramique sont de fines pellicules collées sur la face visible des dents. Elles peuvent masquer éclats, usure, espaces et colorations, et sont fabriquées en zircone ou en céramique e.max dans notre laboratoire dentaire intégré. Les facettes sont généralement réalisées en 3 à 5 jours.",
            "Le blanchiment professionnel éclaircit les dents naturelles en toute sécurité au cabinet, généralement après une séance d'hygiène qui élimine le tartre et les taches de surface. Attention\u00a0: le blanchiment ne modifie pas la couleur des couronnes, facettes ou obturations existantes.",
            "Pour les dents de travers ou qui se chevauchent, les gouttières invisibles (aligneurs) déplacent les dents progressivement grâce à une série de gouttières transparentes et amovibles. Elles se portent 20 à 22 heures par jour et se changent environ toutes les deux semaines.",
          ],
          illustration: "veneers",
          imageAlt: "Illustration\u00a0: sourire avec des facettes en céramique régulières et naturelles",
        },
      },
    ],
  },

  tourism: {
    eyebrow: "Tourisme dentaire",
    title: "Se faire soigner les dents à Budapest",
    intro:
      "Chaque année, des patients de toute l'Europe viennent à Budapest pour leurs soins dentaires. Voici pourquoi c'est un choix judicieux.",
    blocks: [
      {
        id: "savings",
        icon: "euro",
        title: `Jusqu'à ${saving.max}\u00a0% d'économie`,
        text: `Par rapport aux prix pratiqués au Royaume-Uni pour les mêmes implants et matériaux haut de gamme, un implant complet coûte ici ${implantSaving.min} à ${implantSaving.max}\u00a0% de moins, et une couronne ${crownSaving.max}\u00a0% de moins. Même avec le vol et l'hôtel, la plupart des patients dépensent bien moins que dans leur pays.`,
      },
      {
        id: "standards",
        icon: "shield",
        title: "Des normes européennes",
        text: "Nous travaillons selon les normes de l'UE, avec une gestion de la qualité certifiée ISO 9001, des matériaux et systèmes d'implants haut de gamme et une garantie de 3 ans sur nos soins.",
      },
      {
        id: "efficiency",
        icon: "clock",
        title: "Un traitement en quelques jours",
        text: "Couronnes, bridges et facettes sont généralement réalisés en 3 à 5 jours. Le traitement implantaire se déroule en plusieurs séjours de 3 à 12 jours, avec un temps de cicatrisation entre les deux.",
      },
      {
        id: "destination",
        icon: "plane",
        title: "Une ville qui vaut le voyage",
        text: "Budapest n'est qu'à un court vol du Royaume-Uni, de l'Irlande, de la France et de l'Allemagne. Entre deux rendez-vous, vous pouvez vous détendre dans les bains thermaux, flâner le long du Danube et profiter des cafés de la ville.",
      },
    ],
    partner: {
      eyebrow: "Partenaire d'hébergement exclusif",
      title: "Logez près de la clinique",
      text: "Notre hôtel partenaire se trouve à quelques minutes à pied de la clinique\u00a0: vous pouvez vous reposer confortablement entre deux rendez-vous. Nos patients bénéficient de tarifs préférentiels, et notre équipe peut vous aider à choisir des dates adaptées à votre plan de traitement.",
      linkLabel: "Réserver votre séjour",
    },
  },

  journey: {
    eyebrow: "Déroulement",
    title: "Votre parcours avec notre équipe",
    intro:
      "Votre responsable du tourisme dentaire personnel vous accompagne de votre premier message jusqu'au suivi chez vous.",
    steps: [
      {
        title: "Envoyez votre radiographie ou vos photos",
        text: "Envoyez-nous une radiographie récente ou quelques photos de vos dents. Nos dentistes les examinent et nous vous envoyons un devis gratuit et sans engagement.",
      },
      {
        title: "Organisez tout avec votre responsable du tourisme dentaire",
        text: "Votre responsable répond à vos questions, convient des dates avec vous et vous aide pour les vols, l'hébergement et les transferts depuis l'aéroport.",
      },
      {
        title: "Première visite\u00a0: consultation et scanner 3D",
        text: "À la clinique, vous rencontrez votre dentiste, passez un scanner 3D (CBCT) et recevez un plan de traitement écrit avec un prix définitif avant le début de tout soin.",
      },
      {
        title: "Votre traitement",
        text: "La plupart des traitements sont réalisés en 3 à 5 jours. Le traitement implantaire se fait en plusieurs séjours de 3 à 12 jours, avec un temps de cicatrisation entre les deux.",
      },
      {
        title: "Suivi et garantie",
        text: "Vous repartez avec des conseils de suivi et un kit de soins post-traitement, et votre traitement est couvert par notre garantie de 3 ans. Nous restons à votre disposition pour toute question.",
      },
    ],
  },

  calculator: {
    eyebrow: "Planifiez votre budget",
    title: "Calculateur du coût de votre traitement",
    intro:
      "Choisissez le nombre d'implants et de couronnes dont vous avez besoin pour voir une estimation à Budapest et ce que vous pourriez économiser par rapport au Royaume-Uni, à l'Allemagne et aux États-Unis.",
    note: "Cette estimation est indicative. Vous recevrez un devis définitif après votre consultation.",
    implantsLabel: "Nombre d'implants",
    crownsLabel: "Nombre de couronnes",
    eachInBudapest: "l'unité à Budapest",
    resultLabel: "Votre coût estimé à Budapest",
    // Built from the price list, so it names what the prices really add up.
    includes: `Ce que comprennent les prix\u00a0: chaque implant est ${oneOf(calculatorTreatments.implant)}\u00a0; chaque couronne est ${oneOf(calculatorTreatments.crown)} sur une dent naturelle.`,
    limitMessage: `Saisissez un nombre entier de ${calculatorLimits.min} à ${calculatorLimits.max}. L'estimation compte ${calculatorLimits.max} au maximum.`,
  },

  comparison: {
    eyebrow: "Prix",
    title: "Comparez les prix",
    intro:
      "Découvrez ce que coûtent les traitements courants à Budapest par rapport au Royaume-Uni, à l'Allemagne et aux États-Unis, et ce que vous pourriez économiser.",
    disclaimer:
      "Les prix sont indicatifs. Chaque prix à Budapest additionne les postes de notre liste de prix qu'il mentionne\u00a0; les prix dans votre pays correspondent au même traitement complet. Votre prix définitif dépend de votre plan de traitement, établi après votre consultation.",
    caption: `Prix indicatifs de traitements complets\u00a0: Budapest par rapport ${listInWords(comparisonCountries.map((c) => countryNames[c.key]))}, avec l'économie réalisée`,
    treatmentHeading: "Traitement",
    budapestHeading: "Budapest",
    save: (percent: number) => `Économisez ${percent}\u00a0%`,
  },

  testimonials: {
    eyebrow: "Témoignages",
    title: "Ce que disent nos patients",
    items: [
      sample({
        name: "Sarah M.",
        location: "Manchester, Royaume-Uni",
        text: "J'appréhendais de partir à l'étranger pour des implants, mais l'équipe m'a tout expliqué clairement et le prix était exactement celui du devis. La clinique était impeccable et mon responsable du tourisme dentaire répondait rapidement à chacun de mes messages.",
        treatment: "Implants dentaires",
        rating: 5,
      }),
      sample({
        name: "Claire D.",
        location: "Lyon, France",
        text: "J'ai fait poser six facettes pendant un séjour de cinq jours. Le dentiste a pris le temps de convenir avec moi de la forme et de la teinte avant toute fabrication, et je suis très contente de leur aspect naturel.",
        treatment: "Facettes en céramique",
        rating: 5,
      }),
      sample({
        name: "Declan O.",
        location: "Cork, Irlande",
        text: "Deux couronnes et un bridge, terminés en moins d'une semaine. J'ai à peine senti les piqûres et tout le monde était aimable et patient. Avoir l'hôtel à quelques minutes à pied a rendu le séjour très simple.",
        treatment: "Couronne et bridge",
        rating: 5,
      }),
      sample({
        name: "Thomas K.",
        location: "Munich, Allemagne",
        text: "Je suis venu pour un All-on-6 en deux séjours. Chaque étape m'a été expliquée à l'avance et le plan de traitement n'a pas changé en cours de route. Après des années avec une prothèse qui bougeait, je peux de nouveau manger en toute confiance.",
        treatment: "All-on-6",
        rating: 5,
      }),
    ],
  },

  // As in English: the contact module's words (contactSection), written once.
  contact: contactSection,
} satisfies HomeContent;

/** Words of the home page's sections that are not section copy: buttons, names for screen readers. */
export const homeLabels: Translated<typeof en.homeLabels> = {
  meta: {
    title: "Clinique dentaire privée à Budapest\u00a0: implants, couronnes, facettes",
    description: `Implants dentaires, couronnes et facettes haut de gamme à Budapest, jusqu'à ${saving.max}\u00a0% moins chers qu'au Royaume-Uni, garantie de 3 ans, soins en 3 à 5 jours.`,
  },
  exploreTreatments: "Découvrir nos traitements",
  seeResults: "Voir les résultats de traitements",
  compare: {
    before: "Avant",
    after: "Après",
    /** The slider's name: 'Comparer avant et après : Implants dentaires'. */
    label: (title: string) => `Comparer avant et après\u00a0: ${title}`,
  },
  calculator: {
    /** 'Votre économie par rapport au Royaume-Uni' (`inSentence` porte « à » et l'article). */
    savingAgainst: (country: string) => `Votre économie par rapport ${country}`,
    /** The stepper buttons' names: 'Un de moins : nombre d'implants'. */
    fewer: (label: string) => `Un de moins\u00a0: ${label}`,
    more: (label: string) => `Un de plus\u00a0: ${label}`,
  },
  testimonials: {
    announce: (number: number, total: number) => `Témoignage ${number} sur ${total}`,
    rated: (rating: number) => `Note\u00a0: ${rating} sur 5`,
    previous: "Témoignage précédent",
    next: "Témoignage suivant",
    show: (number: number) => `Afficher le témoignage ${number}`,
  },
  treatments: {
    /** 'Implants dentaires en détail' with ' (guide du traitement)' for screen readers. */
    page: "en détail",
    guide: "(guide du traitement)",
    about: "sur\u00a0:",
    fullGuide: (title: string) => `Guide complet\u00a0: ${title}`,
  },
};
