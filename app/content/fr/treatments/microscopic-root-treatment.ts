import type { Treatment } from "../../types";

export default {
  slug: "microscopic-root-treatment",
  group: "restorative-dentistry",
  title: "Traitement de canal sous microscope",
  metaTitle: "Traitement de canal sous microscope et obturation à chaud",
  metaDescription:
    "Traitement de canal au microscope à Budapest\u00a0: repérer les fissures, traiter perforations et caries profondes, obturer les canaux verticalement à chaud.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Un microscope opératoire dentaire grossit l’intérieur de votre dent\u00a0: votre dentiste voit ainsi les canaux fins, les fissures et les lésions invisibles à l’œil nu. Le traitement de canal gagne en précision, surtout dans les cas complexes.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "microscope",
          title: "Fort grossissement",
          text: "Les moindres détails à l’intérieur de la dent deviennent nettement visibles.",
        },
        {
          icon: "scan",
          title: "Rien n’est négligé",
          text: "Les canaux cachés et les fêlures sont plus faciles à repérer.",
        },
        {
          icon: "heart",
          title: "Préserve votre dent",
          text: "Un travail précis permet de retirer moins de tissu dentaire sain.",
        },
        {
          icon: "syringe",
          title: "Traitement indolore",
          text: "Le traitement sous anesthésie locale est indolore.",
        },
      ],
    },
    {
      type: "text",
      heading: "Pourquoi un microscope pour le traitement de canal\u00a0?",
      paragraphs: [
        "Les canaux radiculaires peuvent être extrêmement étroits, et certaines dents ont des canaux supplémentaires faciles à manquer. Tout canal non traité peut permettre à l’infection de revenir.",
        "Avec le microscope, votre dentiste travaille avec un fort grossissement et un éclairage puissant dirigé sur la dent. Il peut ainsi localiser chaque canal, le nettoyer soigneusement et contrôler la qualité du travail à chaque étape. Comme tout traitement de canal, celui-ci demande généralement 2 à 3 séances.",
      ],
    },
    {
      type: "cards",
      id: "microscope-uses",
      heading: "Les indications du traitement sous microscope",
      intro: "Le grossissement est particulièrement précieux dans ces trois situations.",
      items: [
        {
          title: "Détection des fissures",
          text: "Les fêlures d’une dent ou d’une racine peuvent provoquer une douleur difficile à localiser. Au microscope, votre dentiste peut souvent voir le trajet d’une fissure et sa profondeur, ce qui aide à décider si la dent peut être conservée et comment la restaurer au mieux.",
        },
        {
          title: "Traitement des perforations",
          text: "Une perforation est une petite ouverture entre le canal radiculaire et les tissus environnants, due à une carie, à une résorption ou à un traitement antérieur. Le microscope permet à votre dentiste de la localiser et de la fermer avec précision à l’aide d’un matériau de réparation biocompatible.",
        },
        {
          title: "Traitement des caries profondes",
          text: "Lorsque la carie atteint presque la pulpe, le grossissement aide votre dentiste à retirer soigneusement le tissu carié tout en préservant le plus possible de dent saine. Dans certains cas, cela permet de protéger la pulpe et d’éviter un traitement de canal complet.",
        },
      ],
    },
    {
      type: "text",
      heading: "L’obturation verticale à chaud",
      paragraphs: [
        "Après le nettoyage, les canaux doivent être obturés et scellés pour que les bactéries ne puissent pas y revenir. Avec l’obturation verticale à chaud, le matériau d’obturation est ramolli par la chaleur et compacté dans le canal.",
        "Le matériau chaud épouse la forme irrégulière du canal et de ses ramifications. On obtient ainsi un scellement dense et tridimensionnel sur toute la longueur de la racine.",
      ],
    },
    {
      type: "steps",
      id: "warm-vertical-filling",
      heading: "Notre obturation verticale à chaud en quatre étapes",
      steps: [
        {
          title: "Désinfection au laser",
          text: "Les canaux nettoyés sont désinfectés au laser pour réduire les bactéries dans leurs parois et leurs ramifications.",
        },
        {
          title: "Obturation verticale",
          text: "Le matériau d’obturation ramolli par la chaleur est compacté dans chaque canal pour épouser étroitement ses parois.",
        },
        {
          title: "Scellement complet des canaux",
          text: "Les canaux sont obturés et scellés sur toute leur longueur, jusqu’à l’entrée de chacun d’eux.",
        },
        {
          title: "Contrôle final de la qualité",
          text: "Votre dentiste vérifie l’obturation au microscope et sur une radiographie avant de refermer et de restaurer la dent.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Après un traitement de canal sous microscope",
      intro:
        "Une certaine sensibilité pendant quelques jours est normale et cède généralement avec un antidouleur en vente libre. Contactez-nous si la douleur augmente ou si un gonflement apparaît.",
      do: [
        "Attendre que l’anesthésie se dissipe avant de manger",
        "Mâcher de l’autre côté jusqu’à ce que la dent soit restaurée",
        "Continuer à vous brosser les dents et à les nettoyer comme d’habitude",
        "Venir au rendez-vous prévu pour l’obturation définitive ou la couronne",
      ],
      avoid: [
        "Croquer des aliments durs avec la dent traitée",
        "Mâcher du chewing-gum ou des bonbons collants de ce côté",
        "Laisser une dent fissurée sans la protection recommandée par votre dentiste",
      ],
    },
    {
      type: "faq",
      heading: "Questions sur le traitement de canal sous microscope",
      items: [
        {
          question: "Toute dent fissurée peut-elle être sauvée\u00a0?",
          answer:
            "Pas toujours. Cela dépend de l’emplacement de la fissure et de son étendue. Le microscope aide votre dentiste à en juger, et il vous dira honnêtement s’il est réaliste de conserver la dent.",
        },
        {
          question: "Le traitement sous microscope dure-t-il plus longtemps\u00a0?",
          answer:
            "Comme tout traitement de canal, il demande généralement 2 à 3 séances. Les cas complexes peuvent nécessiter des séances plus longues, et votre dentiste les planifie avec vous.",
        },
      ],
    },
  ],
  closing: {
    heading: "Des soins précis pour les canaux complexes",
    text: "Si l’on vous a dit que votre dent était difficile à traiter, envoyez-nous votre radiographie. Nous l’examinerons et vous enverrons gratuitement un plan de traitement personnalisé.",
  },
} satisfies Treatment;
