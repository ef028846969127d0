import type { Treatment } from "../../types";

export default {
  slug: "removable-dentures",
  group: "restorative-dentistry",
  title: "Prothèses amovibles à Budapest",
  metaTitle: "Prothèses amovibles\u00a0: complètes, partielles et clipsées",
  metaDescription:
    "Prothèses complètes, partielles ou sur implants, fabriquées dans notre laboratoire intégré à Budapest\u00a0: ajustement soigné et conseils simples d'entretien.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Une prothèse amovible bien conçue remplace les dents manquantes, soutient les lèvres et les joues et vous aide à manger et à parler en toute confiance. Chacune est fabriquée et ajustée à votre bouche dans notre propre laboratoire.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Un aspect naturel",
          text: "La teinte et la forme des dents ainsi que la couleur de la gencive sont choisies en harmonie avec votre visage.",
        },
        {
          icon: "layers",
          title: "Fabriquée sur place",
          text: "Notre laboratoire peut ajuster rapidement votre prothèse pendant votre séjour à Budapest.",
        },
        {
          icon: "leaf",
          title: "Aucune chirurgie",
          text: "Les prothèses conventionnelles sont réalisées sans aucun acte chirurgical.",
        },
        {
          icon: "users",
          title: "Ajustement soigné",
          text: "Un essayage et un rendez-vous d'ajustement garantissent que votre prothèse est confortable.",
        },
      ],
    },
    {
      type: "text",
      heading: "Qu'est-ce qu'une prothèse amovible\u00a0?",
      paragraphs: [
        "Une prothèse amovible est un ensemble de dents artificielles fixées sur une base couleur gencive, que vous pouvez retirer pour la nettoyer. Elle peut remplacer toutes les dents d'une mâchoire ou combler les espaces entre vos dents restantes.",
        "Les prothèses modernes sont plus légères et plus naturelles que beaucoup ne l'imaginent. Un bon ajustement est la clé du confort\u00a0: c'est pourquoi nous prenons le temps nécessaire pour les empreintes, l'essayage et les derniers réglages.",
      ],
    },
    {
      type: "cards",
      heading: "Les types de prothèses amovibles",
      intro:
        "Votre dentiste vous recommandera un type de prothèse selon le nombre de dents qu'il vous reste, la santé de vos gencives et de votre os, et vos préférences.",
      items: [
        {
          title: "Prothèses complètes",
          label: "Toutes les dents",
          text: "Elles remplacent toutes les dents de la mâchoire supérieure ou inférieure. Elles reposent sur les gencives et tiennent grâce au contact étroit avec les tissus, aidées par la forme de votre mâchoire.",
        },
        {
          title: "Prothèses partielles en résine",
          label: "Quelques dents",
          text: "Elles comblent les espaces entre vos dents naturelles avec une base en résine couleur gencive. Une solution simple et pratique, parfois utilisée comme solution provisoire.",
        },
        {
          title: "Prothèses partielles à châssis métallique",
          label: "Quelques dents",
          text: "Une armature métallique fine et solide, munie de petits crochets qui s'accrochent à vos dents naturelles. Elles sont généralement plus fines et plus stables que les prothèses partielles en résine.",
        },
        {
          title: "Prothèses stabilisées sur implants",
          label: "Stabilité accrue",
          text: "Elles se clipsent sur un petit nombre d'implants dentaires pour une bien meilleure tenue, tout en restant amovibles pour le nettoyage. Consultez notre page sur les prothèses fixes pour la solution entièrement fixe.",
        },
      ],
    },
    {
      type: "steps",
      heading: "La fabrication et la pose de votre prothèse",
      steps: [
        {
          title: "Consultation et examen",
          text: "Votre dentiste examine vos gencives, vos éventuelles dents restantes et votre mâchoire, réalise une radiographie si nécessaire et convient avec vous du type de prothèse.",
        },
        {
          title: "Empreintes",
          text: "Des empreintes précises de votre bouche sont prises pour que la base de la prothèse épouse fidèlement la forme de vos gencives.",
        },
        {
          title: "Occlusion et choix des dents",
          text: "Votre occlusion est enregistrée et vous choisissez la teinte et la forme des dents avec votre dentiste.",
        },
        {
          title: "Essayage",
          text: "Vous essayez une maquette en cire de la prothèse pour voir son aspect et la sentir en bouche avant sa finition.",
        },
        {
          title: "Pose et ajustement",
          text: "Votre prothèse terminée est posée, et les éventuels points de pression sont corrigés dans notre laboratoire avant votre retour chez vous.",
        },
      ],
    },
    {
      type: "text",
      heading: "S'habituer à votre nouvelle prothèse",
      paragraphs: [
        "Il est normal qu'une nouvelle prothèse paraisse un peu encombrante au début. La parole et la mastication deviennent généralement plus faciles au cours des premières semaines, à mesure que votre langue et les muscles de vos joues s'adaptent.",
        "Commencez par des aliments mous coupés en petits morceaux et mâchez des deux côtés à la fois. Lire à voix haute aide votre élocution à se stabiliser. Si un point douloureux apparaît, contactez-nous pour faire ajuster votre prothèse plutôt que de supporter la gêne.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Entretenir votre prothèse",
      intro: "Un entretien quotidien garde votre prothèse propre et vos gencives en bonne santé.",
      do: [
        "Retirez et nettoyez votre prothèse chaque jour avec une brosse souple et un nettoyant pour prothèses",
        "Rincez-la après les repas",
        "Conservez-la dans de l'eau ou une solution de trempage lorsqu'elle n'est pas en bouche",
        "Brossez doucement chaque jour vos gencives, votre langue et vos éventuelles dents restantes",
        "Faites contrôler votre prothèse et vos gencives tous les 6 mois",
      ],
      avoid: [
        "Utiliser un dentifrice ordinaire, qui peut rayer la surface",
        "L'eau chaude, qui peut déformer la prothèse",
        "Laisser la prothèse se dessécher",
        "Régler ou tordre les crochets vous-même",
        "Porter une prothèse qui frotte ou provoque des plaies\u00a0: contactez-nous plutôt",
      ],
    },
    {
      type: "faq",
      heading: "Questions sur les prothèses amovibles",
      items: [
        {
          question: "Dois-je dormir avec ma prothèse\u00a0?",
          answer:
            "La plupart des dentistes conseillent de retirer la prothèse la nuit pour laisser reposer les gencives. Votre dentiste vous conseillera selon votre situation.",
        },
        {
          question: "Aurai-je besoin d'une crème adhésive\u00a0?",
          answer:
            "Une prothèse bien ajustée nécessite souvent peu ou pas de crème adhésive. Certains patients apprécient d'en utiliser un peu pour plus d'assurance, surtout avec une prothèse complète du bas.",
        },
        {
          question: "Ma prothèse devra-t-elle être ajustée plus tard\u00a0?",
          answer:
            "Vos gencives et l'os de votre mâchoire évoluent lentement avec le temps\u00a0: une prothèse peut donc devoir être rebasée ou ajustée à l'avenir. Des contrôles réguliers permettent de le repérer tôt.",
        },
      ],
    },
  ],
  closing: {
    heading: "Des prothèses confortables, faites pour vous",
    text: "Parlez-nous de vos dents et de ce que vous souhaitez obtenir. Nous vous recommanderons le type de prothèse adapté et vous enverrons un devis gratuit et personnalisé.",
  },
} satisfies Treatment;
