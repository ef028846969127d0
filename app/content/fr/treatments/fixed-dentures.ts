import type { Treatment } from "../../types";

export default {
  slug: "fixed-dentures",
  group: "restorative-dentistry",
  title: "Prothèses fixes à Budapest",
  metaTitle: "Prothèses fixes sur implants\u00a0: transvissées ou clipsées",
  metaDescription:
    "Prothèses fixes sur implants à Budapest\u00a0: transvissées ou clipsées, un traitement en deux étapes avec 3 à 6 mois d'ostéo-intégration et des conseils de suivi.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Une prothèse fixe est une arcade complète de dents solidement maintenue sur des implants dentaires. Elle ne glisse pas quand vous mangez ou parlez et, pour de nombreux patients, elle se rapproche bien plus des dents naturelles qu'une prothèse amovible classique.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Pourquoi les patients choisissent une prothèse fixe",
      items: [
        {
          icon: "check",
          title: "Sûre et stable",
          text: "Maintenues sur des implants, vos nouvelles dents restent en place quand vous mangez, parlez et riez.",
        },
        {
          icon: "smile",
          title: "Manger en toute confiance",
          text: "La plupart des patients peuvent profiter d'une alimentation bien plus variée qu'avec une prothèse amovible instable.",
        },
        {
          icon: "award",
          title: "Implants haut de gamme",
          text: "Nous travaillons avec des systèmes d'implants haut de gamme de Neodent, Straumann et Alpha Bio.",
        },
        {
          icon: "layers",
          title: "Laboratoire intégré",
          text: "Votre prothèse est fabriquée et ajustée sous le même toit que votre traitement.",
        },
      ],
    },
    {
      type: "text",
      heading: "Qu'est-ce qu'une prothèse fixe\u00a0?",
      paragraphs: [
        "Une prothèse fixe est une arcade complète de dents du haut ou du bas fixée sur des implants dentaires placés dans l'os de la mâchoire. Les implants jouent le rôle de racines artificielles\u00a0: la prothèse est ainsi portée par l'os au lieu de reposer sans appui ferme sur les gencives.",
        "Parmi les techniques connues figurent All-on-4, avec 4 implants par arcade, et All-on-6, avec 6 implants. Votre dentiste recommandera le nombre d'implants en fonction de votre os, de votre occlusion et du type de prothèse choisi.",
      ],
    },
    {
      type: "text",
      heading: "À qui s'adressent les prothèses fixes\u00a0?",
      paragraphs: [
        "Les prothèses fixes conviennent aux personnes qui ont perdu la plupart ou la totalité de leurs dents sur une mâchoire, ou dont les dents restantes ne peuvent pas être sauvées. C'est aussi un choix fréquent pour les porteurs de prothèses amovibles lassés des appareils instables et des crèmes adhésives.",
        "Il faut suffisamment d'os sain pour maintenir les implants. Si l'os est insuffisant, votre dentiste pourra vous parler d'une greffe osseuse ou d'un autre plan d'implantation. Votre état de santé général est également évalué lors de la consultation.",
      ],
    },
    {
      type: "comparison",
      heading: "Prothèse transvissée ou prothèse amovible clipsée",
      intro:
        "Les deux types sont ancrés sur des implants. La différence\u00a0: pouvez-vous retirer la prothèse vous-même\u00a0?",
      columns: ["", "Prothèse transvissée", "Prothèse amovible clipsée"],
      rows: [
        {
          label: "Mode de fixation",
          values: ["Vissée solidement sur les implants", "Se clipse sur des attachements fixés aux implants"],
        },
        {
          label: "Qui la retire",
          values: ["Seul votre dentiste, pour l'entretien", "Vous-même, pour le nettoyage quotidien"],
        },
        {
          label: "Sensation",
          values: [
            "La plus proche de dents naturelles fixes",
            "Très stable, un léger mouvement est possible",
          ],
        },
        {
          label: "Palais",
          values: [
            "Le palais reste dégagé",
            "La prothèse du haut peut recouvrir une plus grande partie du palais",
          ],
        },
        {
          label: "Nettoyage quotidien",
          values: [
            "Nettoyée en bouche comme des dents naturelles",
            "Retirée et nettoyée, avec les attachements",
          ],
        },
        {
          label: "Entretien",
          values: [
            "Nettoyage professionnel lors des contrôles",
            "Les clips s'usent et sont remplacés de temps en temps",
          ],
        },
      ],
      note: "Votre dentiste vous expliquera quelle solution convient à votre os, à votre budget et à la façon dont vous préférez entretenir vos dents.",
    },
    {
      type: "steps",
      heading: "Un traitement en deux étapes",
      intro:
        "Les prothèses fixes sont réalisées en deux étapes. Entre les deux, les implants ont besoin de 3 à 6 mois d'ostéo-intégration, le temps nécessaire pour qu'ils fusionnent avec l'os.",
      steps: [
        {
          title: "Première étape\u00a0: consultation et planification",
          duration: "Jour 1",
          text: "Votre dentiste vous examine, réalise des radiographies ou un scanner 3D (CBCT) et planifie avec vous la position de chaque implant.",
        },
        {
          title: "Première étape\u00a0: pose des implants",
          duration: "Jours 2 et 3",
          text: "Les implants sont posés sous anesthésie locale, ce qui prend généralement 30 à 60 minutes par implant. Vous repartez avec des dents provisoires pour ne jamais rester sans sourire.",
        },
        {
          title: "Ostéo-intégration chez vous",
          duration: "3 à 6 mois",
          text: "Les implants fusionnent avec l'os de votre mâchoire pendant que vous poursuivez votre vie quotidienne. Nous restons en contact et vous pouvez nous joindre pour toute question.",
        },
        {
          title: "Deuxième étape\u00a0: votre prothèse définitive",
          duration: "Dernière semaine",
          text: "Vous revenez à Budapest\u00a0: votre prothèse définitive est fabriquée dans notre laboratoire, posée, ajustée et contrôlée pour une occlusion confortable.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Suivi des prothèses fixes",
      intro:
        "Un bon suivi aide vos implants à bien cicatriser et garde vos nouvelles dents en bonne santé sur le long terme.",
      do: [
        "Suivez une alimentation molle les premiers jours après la pose des implants, selon les conseils de votre dentiste",
        "Rincez-vous la bouche doucement comme indiqué et prenez les médicaments prescrits",
        "Nettoyez chaque jour autour des implants avec une brosse souple, des brossettes interdentaires ou un hydropulseur",
        "Nettoyez chaque jour une prothèse clipsée et ses attachements",
        "Venez à un contrôle tous les 6 mois",
        "Contactez-nous ou consultez un médecin si la douleur ou le gonflement augmentent, ou en cas de fièvre",
      ],
      avoid: [
        "Fumer, ce qui peut nuire à la cicatrisation et à la santé des implants à long terme",
        "Croquer des aliments durs ou croquants avec les dents provisoires",
        "Dormir avec une prothèse clipsée, sauf avis contraire de votre dentiste",
        "Manquer les nettoyages professionnels et les contrôles",
      ],
    },
    {
      type: "faq",
      heading: "Questions sur les prothèses fixes",
      items: [
        {
          question: "Aurai-je des dents pendant la cicatrisation des implants\u00a0?",
          answer:
            "Oui. Pour la plupart des patients, une prothèse provisoire est posée après la mise en place des implants\u00a0: vous quittez donc la clinique avec des dents.",
        },
        {
          question: "La pose des implants est-elle douloureuse\u00a0?",
          answer:
            "Les implants sont posés sous anesthésie locale\u00a0: le traitement lui-même est donc indolore. Un gonflement et une sensibilité par la suite sont normaux et disparaissent généralement en quelques jours.",
        },
        {
          question: "Combien de séjours faut-il prévoir\u00a0?",
          answer:
            "Généralement deux\u00a0: un premier pour la consultation et la pose des implants, et un second pour la prothèse définitive après 3 à 6 mois de cicatrisation.",
        },
      ],
    },
  ],
  closing: {
    heading: "Découvrez si une prothèse fixe vous convient",
    text: "Réservez une consultation vidéo gratuite ou envoyez-nous une radiographie panoramique récente. Nous vous expliquerons les solutions possibles et préparerons un plan de traitement et un devis clairs et personnalisés.",
  },
} satisfies Treatment;
