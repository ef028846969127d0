import type { Treatment } from "../../types";

export default {
  slug: "root-canal-details",
  group: "restorative-dentistry",
  title: "Traitement de canal\u00a0: suivi et questions fréquentes",
  metaTitle: "Traitement de canal\u00a0: suivi, inconvénients et durée",
  metaDescription:
    "Après un traitement de canal\u00a0: conseils de suivi, inconvénients possibles, causes de coloration de la dent et pourquoi il faut en général 2 à 3 séances.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Savoir à quoi s’attendre rend le traitement de canal plus facile. Vous trouverez ici sa durée, la manière de prendre soin de votre dent, les inconvénients possibles et les raisons pour lesquelles une dent traitée peut changer de couleur.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "highlights",
      heading: "Le traitement de canal en bref",
      items: [
        {
          icon: "calendar",
          title: "2 à 3 séances",
          text: "La plupart des traitements de canal sont terminés en 2 à 3 séances.",
        },
        {
          icon: "syringe",
          title: "Anesthésie locale",
          text: "Le traitement sous anesthésie locale est indolore.",
        },
        {
          icon: "heart",
          title: "Conserve votre dent",
          text: "Bien entretenue, une dent traitée peut continuer à fonctionner pendant de nombreuses années.",
        },
        {
          icon: "stethoscope",
          title: "Contrôles réguliers",
          text: "Un contrôle tous les 6 mois aide à garder la dent en bonne santé.",
        },
      ],
    },
    {
      type: "text",
      id: "duration",
      heading: "Combien de temps dure un traitement de canal\u00a0?",
      paragraphs: [
        "Un traitement de canal demande généralement 2 à 3 séances. Leur nombre dépend du nombre de canaux de la dent, de leur courbure ou de leur étroitesse, et de la présence éventuelle d’une infection qui a besoin de temps pour se résorber.",
        "Entre les séances, un médicament peut être placé dans la dent sous une obturation provisoire. Pour les patients qui se rendent à Budapest, nous planifions les séances de manière à ce qu’elles s’intègrent dans votre séjour chaque fois que c’est possible.",
      ],
    },
    {
      type: "steps",
      heading: "Le déroulement de vos 2 à 3 séances",
      steps: [
        {
          title: "Première séance\u00a0: nettoyage",
          text: "Sous anesthésie locale, la pulpe enflammée ou infectée est retirée, et les canaux sont nettoyés, mis en forme et désinfectés.",
        },
        {
          title: "Entre les séances\u00a0: apaisement",
          text: "Si nécessaire, un médicament est laissé dans les canaux sous une obturation provisoire pour aider à éliminer l’infection.",
        },
        {
          title: "Dernière séance\u00a0: obturation et scellement",
          text: "Les canaux sont obturés et scellés, puis la dent est refermée par une obturation ou préparée pour un inlay ou une couronne.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Suivi après le traitement",
      intro:
        "Une légère sensibilité pendant quelques jours est normale et cède généralement avec un antidouleur en vente libre. Si la douleur augmente, si un gonflement apparaît ou si vous ne vous sentez pas bien, contactez-nous ou consultez un médecin.",
      do: [
        "Attendre que l’anesthésie se soit dissipée avant de manger ou de boire chaud",
        "Mâcher de l’autre côté jusqu’à la pose de la restauration définitive",
        "Vous brosser les dents deux fois par jour et nettoyer entre elles comme d’habitude",
        "Prendre un antidouleur selon les conseils de votre dentiste si vous en avez besoin",
        "Venir à un contrôle tous les 6 mois",
      ],
      avoid: [
        "Croquer des aliments durs avec une dent qui porte une obturation provisoire",
        "Mâcher du chewing-gum ou des bonbons collants du côté traité",
        "Retarder l’obturation définitive, l’inlay ou la couronne",
        "Ignorer une douleur ou un gonflement qui s’aggrave",
      ],
    },
    {
      type: "text",
      id: "downsides",
      heading: "Inconvénients possibles",
      paragraphs: [
        "Le traitement de canal est une intervention courante, mais comme tout traitement, il a des limites qu’il vaut mieux connaître. Votre dentiste en parlera avec vous avant de commencer.",
        "Dans la plupart des cas, l’alternative est l’extraction de la dent, qui a ses propres inconvénients et nécessite généralement un implant, un bridge ou une prothèse pour combler l’espace.",
      ],
      bullets: [
        "Une sensibilité pendant quelques jours après chaque séance",
        "Plusieurs rendez-vous sont généralement nécessaires",
        "Une dent traitée peut devenir plus cassante et nécessite souvent une couronne ou un inlay",
        "La dent peut foncer avec le temps",
        "Il arrive que l’infection revienne et que la dent doive être traitée à nouveau",
      ],
    },
    {
      type: "text",
      id: "discolouration",
      heading: "Causes de la coloration",
      paragraphs: [
        "Une dent qui a reçu un traitement de canal peut parfois devenir plus foncée que ses voisines. Cette coloration est un problème esthétique et non le signe d’un échec du traitement.",
        "Si cette coloration vous gêne, un blanchiment interne, une facette ou une couronne permettent généralement de retrouver une teinte naturelle. Votre dentiste vous proposera la solution la plus adaptée.",
      ],
      bullets: [
        "Le sang et les produits de dégradation de la pulpe qui colorent la dent de l’intérieur",
        "Des restes de tissu pulpaire dans la couronne de la dent",
        "Certains matériaux d’obturation et médicaments utilisés à l’intérieur de la dent",
        "Un traumatisme ayant provoqué un saignement à l’intérieur de la dent",
        "D’anciennes obturations ou des obturations non étanches qui laissent pénétrer les colorants",
      ],
    },
    {
      type: "faq",
      heading: "Questions fréquentes",
      items: [
        {
          question: "Est-il normal que la dent soit douloureuse après le traitement\u00a0?",
          answer:
            "Une certaine sensibilité, surtout à la mastication, est fréquente pendant quelques jours. Elle disparaît généralement d’elle-même. Contactez-nous si elle s’aggrave ou ne s’améliore pas.",
        },
        {
          question: "Puis-je prendre l’avion pour rentrer après un traitement de canal\u00a0?",
          answer:
            "La plupart des patients rentrent en avion sans aucun problème. Votre dentiste contrôle la dent avant votre départ et vous donne des conseils pour le voyage.",
        },
        {
          question: "Ma dent sera-t-elle plus fragile après le traitement\u00a0?",
          answer:
            "Une dent dévitalisée peut être plus cassante, principalement en raison du tissu dentaire perdu à cause de la carie. Une couronne ou un inlay la protège, et votre dentiste vous dira si vous en avez besoin.",
        },
      ],
    },
  ],
  closing: {
    heading: "Une question sur votre traitement de canal\u00a0?",
    text: "Notre équipe répond volontiers à vos questions avant et après le traitement. Contactez-nous pour un conseil ou un devis gratuit et personnalisé.",
  },
} satisfies Treatment;
