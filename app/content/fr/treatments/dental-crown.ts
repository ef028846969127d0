import type { Treatment } from "../../types";
import { ukSaving } from "../../../lib/pricing";

export default {
  slug: "dental-crown",
  group: "restorative-dentistry",
  title: "Couronnes dentaires à Budapest",
  metaTitle: "Couronnes dentaires\u00a0: zircone, porcelaine, céramique pressée",
  metaDescription: `Couronnes en zircone, porcelaine ou céramique pressée, réalisées par notre laboratoire à Budapest. 5 étapes claires, garantie de 3 ans, jusqu'à ${ukSaving(["porcelain-crown"]).max}\u00a0% d'économie.`,
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Une couronne recouvre et protège une dent fragilisée en lui rendant sa forme, sa solidité et sa couleur. Votre couronne est conçue et fabriquée dans notre laboratoire dentaire intégré, généralement en un seul séjour de 3 à 5 jours.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "Laboratoire intégré",
          text: "Votre couronne est fabriquée sous le même toit\u00a0: le dentiste et le prothésiste peuvent l'ajuster ensemble.",
        },
        {
          icon: "sparkles",
          title: "Aspect naturel",
          text: "La teinte et la forme sont assorties à vos propres dents pour que la couronne passe inaperçue.",
        },
        {
          icon: "shield",
          title: "Garantie de 3 ans",
          text: "Vos couronnes sont couvertes par notre garantie de 3 ans.",
        },
        {
          icon: "syringe",
          title: "Traitement sans douleur",
          text: "La préparation se fait sous anesthésie locale\u00a0: le traitement lui-même est donc indolore.",
        },
      ],
    },
    {
      type: "text",
      heading: "Qu'est-ce qu'une couronne dentaire\u00a0?",
      paragraphs: [
        "Une couronne dentaire est une coiffe en forme de dent qui recouvre toute la partie visible d'une dent. Elle maintient une dent abîmée, la protège de l'usure et lui redonne une forme et une couleur naturelles.",
        "Les couronnes servent aussi à restaurer les implants dentaires et de piliers pour un bridge dentaire. Quelle que soit la raison, l'objectif est le même\u00a0: une dent d'aspect naturel, avec laquelle vous pouvez mâcher en toute confiance.",
      ],
    },
    {
      type: "text",
      heading: "Quand une couronne est-elle nécessaire\u00a0?",
      paragraphs: [
        "Votre dentiste peut recommander une couronne lorsqu'une dent a perdu trop de sa structure pour qu'une obturation ou un inlay tienne bien. Une couronne peut aussi améliorer l'aspect d'une dent très colorée ou de forme irrégulière.",
        "Lors de votre consultation, votre dentiste examine la dent, réalise une radiographie et vous explique si une couronne est la meilleure solution ou si une restauration plus petite suffirait.",
      ],
      bullets: [
        "Une grosse obturation fissurée ou qui casse régulièrement",
        "Une dent fissurée, ébréchée ou usée",
        "Une dent ayant reçu un traitement de canal",
        "Une dent fortement colorée ou de forme inhabituelle",
        "La restauration d'un implant dentaire ou le support d'un bridge",
      ],
    },
    {
      type: "cards",
      id: "crown-types",
      heading: "Types de couronnes\u00a0: zircone, porcelaine et céramique pressée",
      intro:
        "Nous proposons trois types de couronnes. Votre dentiste vous aide à choisir celle qui convient à la position de la dent, à votre occlusion et à l'aspect souhaité.",
      items: [
        {
          title: "Couronnes en zircone",
          label: "Solidité",
          text: "La zircone est une céramique très résistante, de la couleur des dents, qui supporte bien les fortes forces de mastication. C'est un choix apprécié pour les dents postérieures et pour les patients qui grincent ou serrent des dents, et elle ne contient pas de métal.",
        },
        {
          title: "Couronnes en porcelaine",
          label: "Aspect naturel",
          text: "La porcelaine reflète la lumière d'une manière très proche de l'émail naturel. Elle est stratifiée à la main dans notre laboratoire pour reproduire la teinte et la translucidité de vos dents voisines.",
        },
        {
          title: "Couronnes en céramique pressée",
          label: "Esthétique",
          text: "Les couronnes en céramique pressée sont réalisées à partir d'un seul bloc de céramique mis en forme sous chaleur et pression. Elles allient bonne solidité et rendu translucide très naturel, ce qui les rend bien adaptées aux dents de devant.",
        },
      ],
    },
    {
      type: "steps",
      id: "crown-process",
      heading: "Votre couronne en 5 étapes",
      intro: "Pour la plupart des patients, l'ensemble du traitement se fait en un seul séjour à Budapest.",
      steps: [
        {
          title: "Consultation et radiographie",
          text: "Votre dentiste examine la dent, réalise une radiographie et vous présente les options, le type de couronne et le plan de traitement.",
        },
        {
          title: "Préparation de la dent",
          text: "Sous anesthésie locale, la dent est délicatement taillée pour que la couronne puisse s'y adapter. Les caries ou les anciennes obturations sont d'abord retirées.",
        },
        {
          title: "Empreinte et couronne provisoire",
          text: "Une empreinte ou un scan numérique de la dent préparée est réalisé, et une couronne provisoire la protège pendant l'attente.",
        },
        {
          title: "Fabrication dans notre laboratoire",
          text: "Nos prothésistes fabriquent votre couronne dans le laboratoire intégré, en adaptant sa forme et sa teinte à vos propres dents.",
        },
        {
          title: "Pose et contrôle final",
          text: "Votre dentiste vérifie l'ajustement, l'occlusion et la couleur, procède aux dernières retouches puis scelle définitivement la couronne.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Prendre soin de votre nouvelle couronne",
      intro:
        "Une couronne demande les mêmes soins qu'une dent naturelle. La dent en dessous peut encore se carier au niveau des bords\u00a0: le nettoyage quotidien est donc important.",
      do: [
        "Brossez-vous les dents deux fois par jour avec une brosse souple et un dentifrice fluoré",
        "Nettoyez chaque jour entre vos dents avec du fil dentaire ou des brossettes interdentaires",
        "Portez une gouttière de nuit si votre dentiste la conseille contre le grincement",
        "Venez à un contrôle tous les 6 mois",
        "Contactez-nous si la couronne semble bouger ou si votre occlusion vous paraît déséquilibrée",
      ],
      avoid: [
        "Mâcher des aliments très collants ou durs avec la couronne provisoire",
        "Croquer des glaçons, des capuchons de stylo ou des bonbons durs",
        "Ouvrir des emballages ou des bouteilles avec les dents",
        "Négliger le nettoyage le long de la gencive autour de la couronne",
      ],
    },
    {
      type: "faq",
      heading: "Questions sur les couronnes dentaires",
      items: [
        {
          question: "La pose d'une couronne est-elle douloureuse\u00a0?",
          answer:
            "La dent est préparée sous anesthésie locale\u00a0: le traitement lui-même est donc indolore. Certains patients ressentent une légère sensibilité pendant quelques jours, qui disparaît généralement d'elle-même.",
        },
        {
          question: "Combien de temps dois-je rester à Budapest\u00a0?",
          answer:
            "Pour la plupart des traitements par couronne, nous prévoyons un séjour de 3 à 5 jours. Si des soins plus importants sont nécessaires, nous pouvons proposer plusieurs séjours de 3 à 12 jours, que votre responsable du tourisme dentaire organisera avec vous.",
        },
        {
          question: "Quel type de couronne me convient\u00a0?",
          answer:
            "Cela dépend de l'emplacement de la dent, de la force de votre occlusion et de l'importance que vous accordez à l'esthétique. Votre dentiste vous conseillera lors de la consultation et vous expliquera les différences de vive voix.",
        },
        {
          question: "Combien de temps dure une couronne\u00a0?",
          answer:
            "Avec une bonne hygiène à la maison et des contrôles réguliers, une couronne peut vous servir pendant de nombreuses années. Sa durée de vie dépend de votre occlusion, de votre hygiène bucco-dentaire et d'habitudes comme le grincement des dents.",
        },
      ],
    },
  ],
  closing: {
    heading: "Envie de retrouver votre sourire\u00a0?",
    text: "Envoyez-nous une radiographie ou une photo récente et nous préparerons un devis gratuit et personnalisé pour vos couronnes. Notre équipe peut aussi vous aider à organiser votre voyage à Budapest.",
  },
} satisfies Treatment;
