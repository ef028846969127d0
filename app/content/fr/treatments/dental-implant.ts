import type { Treatment } from "../../types";
import { ukSaving } from "../../../lib/pricing";

/** The saving said below, from the price list (docs/prices.md). */
const implantSaving = ukSaving(["straumann-implant", "neodent-implant"]);

export default {
  slug: "dental-implant",
  group: "implantology",
  title: "Implants dentaires à Budapest",
  metaTitle: "Implants dentaires à Budapest\u00a0: Neodent, Straumann, Alpha Bio",
  metaDescription:
    "Remplacez vos dents manquantes par des implants Neodent, Straumann ou Alpha Bio à Budapest. Pose sans douleur, laboratoire intégré et garantie de 3 ans.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Un implant dentaire remplace une dent manquante jusqu'à la racine\u00a0: vous retrouvez une dent qui a l'aspect, les sensations et la fonction de la vôtre. Nous utilisons des systèmes d'implants haut de gamme et planifions chaque étape en fonction de vos séjours à Budapest.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "award",
          title: "Systèmes d'implants haut de gamme",
          text: "Nous posons des implants Neodent, Straumann et Alpha Bio, des systèmes tous éprouvés de longue date.",
        },
        {
          icon: "syringe",
          title: "Pose sans douleur",
          text: "Sous anesthésie locale, le traitement est indolore, et la pose de chaque implant dure généralement 30 à 60 minutes.",
        },
        {
          icon: "layers",
          title: "Laboratoire intégré",
          text: "Vos couronnes sont fabriquées dans notre propre laboratoire\u00a0: l'ajustement et la teinte peuvent être vérifiés sur place.",
        },
        {
          icon: "shield",
          title: "Garantie de 3 ans",
          text: "Votre traitement implantaire est couvert par notre garantie de 3 ans, dont les conditions vous sont clairement présentées avant de commencer.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-an-implant",
      heading: "Qu'est-ce qu'un implant dentaire\u00a0?",
      paragraphs: [
        "Un implant dentaire est une petite vis en titane placée dans l'os de la mâchoire, à l'endroit où se trouvait la racine d'une dent. Au cours des mois suivants, l'os se forme solidement autour de l'implant\u00a0: c'est l'ostéo-intégration, qui prend généralement 3 à 6 mois.",
        "Une fois l'implant cicatrisé, une pièce de liaison appelée pilier est mise en place, puis une couronne sur mesure est fixée dessus. Vous obtenez une dent fixe que vous brossez et nettoyez au fil dentaire comme une dent naturelle. Les implants peuvent remplacer une seule dent, soutenir un bridge ou porter une arcade complète.",
      ],
    },
    {
      type: "cards",
      id: "implant-brands",
      heading: "Les systèmes d'implants que nous utilisons",
      intro:
        "Nous travaillons avec trois systèmes d'implants haut de gamme. Votre dentiste vous recommandera celui qui convient le mieux à votre os, à la position de la dent manquante et à votre plan de traitement.",
      items: [
        {
          title: "Neodent",
          label: "Brésil",
          text: "Un système d'implants très répandu, développé au Brésil, qui propose un large choix de formes et de tailles pour les dents unitaires comme pour les arcades complètes.",
        },
        {
          title: "Straumann",
          label: "Suisse",
          text: "Un système d'implants suisse, fort de plus de 35 ans de recherche et reconnu pour ses surfaces et ses matériaux soigneusement conçus.",
        },
        {
          title: "Alpha Bio",
          label: "Israël",
          text: "Un système d'implants reconnu, développé en Israël, dont les modèles s'adaptent à une grande variété de conditions osseuses et de situations cliniques.",
        },
      ],
    },
    {
      type: "text",
      id: "functional-benefits",
      heading: "Avantages fonctionnels",
      paragraphs: [
        "Ancré dans l'os, l'implant vous donne une dent stable qui ne bouge pas lorsque vous mangez ou parlez. Pour la plupart des patients, la mastication redevient naturelle peu de temps après la pose de la couronne définitive.",
      ],
      bullets: [
        "Mordre et mâcher avec fermeté, sans craindre une dent ou un appareil qui bouge",
        "Parler distinctement, sans que rien ne se déplace dans la bouche",
        "Les dents saines voisines n'ont pas besoin d'être taillées, comme ce serait le cas pour un bridge",
        "L'implant stimule l'os de la mâchoire, ce qui aide à limiter la perte osseuse qui suit la perte d'une dent",
      ],
    },
    {
      type: "text",
      id: "aesthetic-benefits",
      heading: "Avantages esthétiques",
      paragraphs: [
        "Votre nouvelle couronne reprend la forme et la teinte de vos propres dents\u00a0: l'implant se distingue à peine d'une dent naturelle. Grâce à notre laboratoire intégré, le dentiste et le prothésiste peuvent affiner avec vous la teinte et la forme.",
      ],
      bullets: [
        "Une dent d'aspect naturel qui se fond dans votre sourire",
        "Un soutien des lèvres et des joues qui aide à préserver les contours naturels du visage",
        "Ni crochets métalliques ni plaque visible",
        "L'assurance de sourire, de rire et de manger en compagnie",
      ],
    },
    {
      type: "steps",
      id: "implant-process",
      heading: "Votre traitement implantaire en quatre étapes",
      intro:
        "Le traitement implantaire se fait généralement en deux séjours à Budapest, avec une période de cicatrisation chez vous entre les deux.",
      steps: [
        {
          title: "Consultation et planification",
          text: "Nous examinons votre bouche, réalisons une radiographie panoramique ou un scanner 3D (CBCT) et passons en revue les options possibles. Vous recevez un plan de traitement écrit et clair avant toute intervention.",
          duration: "Jour 1",
        },
        {
          title: "Pose de l'implant",
          text: "Sous anesthésie locale, l'implant est placé dans l'os de la mâchoire. L'intervention est indolore et dure généralement 30 à 60 minutes par implant. Si nécessaire, une dent provisoire est posée.",
          duration: "30 à 60 minutes par implant",
        },
        {
          title: "Cicatrisation chez vous",
          text: "Vous rentrez chez vous pendant que l'os se forme autour de l'implant. Cela prend en général 3 à 6 mois\u00a0: le plus souvent 2 à 4 mois à la mâchoire inférieure et 3 à 6 mois à la mâchoire supérieure.",
          duration: "3 à 6 mois",
        },
        {
          title: "Votre couronne définitive",
          text: "Lors de votre deuxième séjour, le pilier est mis en place, puis votre couronne sur mesure, fabriquée dans notre laboratoire, est fixée et ajustée jusqu'à ce que votre occlusion vous paraisse juste.",
          duration: "Dernière semaine",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Prendre soin de votre implant",
      intro:
        "Un implant bien entretenu peut vous servir de nombreuses années. Ces gestes simples font toute la différence.",
      do: [
        "Vous brosser les dents deux fois par jour et nettoyer autour de l'implant avec du fil dentaire ou des brossettes interdentaires",
        "Suivre les consignes de soins post-opératoires qui vous sont remises après l'intervention",
        "Venir en contrôle tous les 6 mois, dans notre clinique ou chez votre dentiste habituel",
        "Nous signaler rapidement un gonflement, un saignement ou une douleur qui s'aggrave au lieu de diminuer",
      ],
      avoid: [
        "Fumer, ce qui ralentit la cicatrisation et augmente le risque de complications de l'implant",
        "Mordre des objets très durs, comme des glaçons, des coquilles de noix ou des capuchons de stylo",
        "Négliger le nettoyage autour de l'implant, car la gencive peut s'enflammer",
        "Grincer des dents la nuit sans gouttière de protection, si votre dentiste vous en recommande une",
      ],
    },
    {
      type: "faq",
      heading: "Questions fréquentes sur les implants dentaires",
      items: [
        {
          question: "La pose d'un implant est-elle douloureuse\u00a0?",
          answer:
            "Sous anesthésie locale, le traitement est indolore. Ensuite, la plupart des patients ressentent une légère sensibilité et un petit gonflement pendant quelques jours, généralement bien soulagés par des antalgiques courants.",
        },
        {
          question: "Combien de séjours à Budapest me faudra-t-il\u00a0?",
          answer:
            "La plupart des traitements implantaires nécessitent deux séjours\u00a0: l'un pour la pose, l'autre pour la couronne définitive après la cicatrisation. Chaque séjour dure généralement de 3 à 12 jours, selon l'ampleur des soins prévus.",
        },
        {
          question: "Puis-je recevoir un implant si j'ai perdu de l'os\u00a0?",
          answer:
            "Souvent, oui. Si l'os est insuffisant, une greffe osseuse ou un sinus lift permet d'abord de le reconstruire. Votre dentiste vous conseillera après avoir examiné vos images.",
        },
      ],
    },
  ],
  closing: {
    heading: "Découvrez si les implants vous conviennent",
    text: `Envoyez-nous votre radiographie ou réservez une consultation vidéo gratuite\u00a0: nous préparerons un plan de traitement clair, sans engagement. Un implant complet coûte ${implantSaving.min} à ${implantSaving.max}\u00a0% de moins qu'au Royaume-Uni.`,
  },
} satisfies Treatment;
