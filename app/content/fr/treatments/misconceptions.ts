import type { Treatment } from "../../types";

export default {
  slug: "misconceptions",
  group: "restorative-dentistry",
  title: "Traitement de canal\u00a0: idées reçues et réalité",
  metaTitle: "Cinq idées reçues sur le traitement de canal",
  metaDescription:
    "Le traitement de canal est-il douloureux ou inutile\u00a0? Nous vous expliquons la réalité derrière cinq idées reçues, pour décider de votre traitement en confiance.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Le traitement de canal a une réputation qu’il ne mérite plus. Voici cinq idées reçues courantes, et les faits qui peuvent vous aider à aborder votre traitement plus sereinement.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "syringe",
          title: "Traitement indolore",
          text: "Le traitement sous anesthésie locale est indolore.",
        },
        {
          icon: "heart",
          title: "Sauve votre dent",
          text: "Conserver votre propre dent est généralement la meilleure issue.",
        },
        {
          icon: "microscope",
          title: "Méthodes modernes",
          text: "Désinfection au laser et traitement sous microscope.",
        },
        {
          icon: "calendar",
          title: "2 à 3 séances",
          text: "La plupart des traitements sont terminés en 2 à 3 séances.",
        },
      ],
    },
    {
      type: "text",
      heading: "Pourquoi le traitement de canal a mauvaise réputation",
      paragraphs: [
        "Beaucoup de craintes viennent de récits de soins pratiqués il y a plusieurs décennies, ou de la rage de dents ressentie avant le traitement plutôt que du traitement lui-même.",
        "Aujourd’hui, une anesthésie locale efficace, des instruments fins, la désinfection au laser et le grossissement font du traitement de canal une intervention courante et sereine pour la plupart des patients.",
      ],
    },
    {
      type: "cards",
      id: "myths",
      heading: "Cinq idées reçues sur le traitement de canal",
      intro: "Chaque idée reçue ci-dessous est suivie des faits.",
      items: [
        {
          label: "Idée reçue",
          title: "Le traitement de canal est douloureux",
          text: "Le traitement sous anesthésie locale est indolore, et la plupart des patients disent qu’il ressemble beaucoup à une obturation. En réalité, le traitement soulage généralement la douleur causée par la pulpe enflammée. Une légère sensibilité pendant quelques jours après est normale.",
        },
        {
          label: "Idée reçue",
          title: "Il est inutile",
          text: "Une pulpe infectée ou enflammée ne peut pas guérir d’elle-même. Sans traitement, l’infection peut s’étendre à l’os autour de la racine et provoquer un abcès. En général, la seule alternative est l’extraction de la dent.",
        },
        {
          label: "Idée reçue",
          title: "Il fragilise les dents",
          text: "Une dent peut être affaiblie par la carie ou les dégâts qui ont rendu le traitement nécessaire, et non par le traitement de canal lui-même. Une obturation, un inlay ou une couronne lui rend sa solidité, et votre dentiste vous indique ce dont vous avez besoin.",
        },
        {
          label: "Idée reçue",
          title: "Il n’est nécessaire que si l’on a mal",
          text: "Une dent infectée ne fait pas toujours mal. Parfois, le problème n’est découvert que sur une radiographie lors d’un contrôle. Le traiter tôt peut prévenir un abcès et préserver davantage votre dent.",
        },
        {
          label: "Idée reçue",
          title: "Une seule séance suffit toujours",
          text: "Le traitement de canal demande généralement 2 à 3 séances. Leur nombre dépend de la forme des canaux et de la présence éventuelle d’une infection qui a besoin de temps pour se résorber. Votre dentiste vous dira ce dont votre dent a besoin.",
        },
      ],
    },
    {
      type: "text",
      heading: "Comment se passe un traitement de canal moderne",
      paragraphs: [
        "Votre dent est d’abord anesthésiée\u00a0: vous sentez une pression, mais aucune douleur. Le tissu infecté est retiré, les canaux sont nettoyés et désinfectés, puis obturés et scellés.",
        "Votre dent est ensuite restaurée pour que vous puissiez de nouveau mâcher normalement. Avec une bonne hygiène et un contrôle tous les 6 mois, une dent traitée peut vous servir pendant de nombreuses années.",
      ],
    },
    {
      type: "steps",
      heading: "Ce qui se passe réellement pendant le traitement",
      steps: [
        {
          title: "Examen et radiographie",
          text: "Votre dentiste examine la dent et vous explique le plan de traitement et le nombre de séances.",
        },
        {
          title: "Anesthésie locale",
          text: "La dent et la zone qui l’entoure sont anesthésiées pour que le traitement soit indolore.",
        },
        {
          title: "Nettoyage et désinfection",
          text: "La pulpe est retirée, et les canaux sont nettoyés et désinfectés, au laser lorsque c’est utile.",
        },
        {
          title: "Obturation et restauration",
          text: "Les canaux sont scellés et la dent est reconstruite par une obturation, un inlay ou une couronne.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Prendre soin d’une dent dévitalisée",
      do: [
        "Vous brosser les dents deux fois par jour et nettoyer entre elles chaque jour",
        "Faire poser l’obturation définitive, l’inlay ou la couronne comme prévu",
        "Venir à un contrôle tous les 6 mois",
        "Nous contacter si la douleur, un gonflement ou une sensibilité réapparaît",
      ],
      avoid: [
        "Croquer des aliments durs avec la dent avant sa restauration complète",
        "Attendre d’avoir mal pour faire contrôler un problème suspecté",
        "Retarder le traitement à cause d’idées reçues d’un autre temps",
      ],
    },
  ],
  closing: {
    heading: "Le traitement de canal vous inquiète encore\u00a0?",
    text: "Parlez-nous-en. Nos dentistes répondent à vos questions, vous expliquent chaque étape et vous envoient un devis gratuit et personnalisé.",
  },
} satisfies Treatment;
