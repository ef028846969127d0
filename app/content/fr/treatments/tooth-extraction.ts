import type { Treatment } from "../../types";

export default {
  slug: "tooth-extraction",
  group: "oral-surgery",
  title: "Extraction dentaire à Budapest",
  metaTitle: "Extraction dentaire à Budapest\u00a0: douce et sans douleur",
  metaDescription:
    "Extraction dentaire en douceur à Budapest sous anesthésie locale. Pourquoi une dent doit parfois être retirée, le déroulement et les conseils pour la suite.",
  hero: {
    eyebrow: "Chirurgie orale",
    lead: "Nous cherchons toujours d'abord à sauver la dent. Lorsque ce n'est pas possible, une extraction soigneuse sous anesthésie locale règle le problème en douceur et prépare le terrain pour un remplacement.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "syringe",
          title: "Sans douleur",
          text: "Le traitement sous anesthésie locale est indolore. Une sédation est possible si vous appréhendez les soins.",
        },
        {
          icon: "stethoscope",
          title: "Chirurgiens oraux expérimentés",
          text: "Les extractions complexes et chirurgicales sont réalisées par nos chirurgiens oraux.",
        },
        {
          icon: "scan",
          title: "Planification radiographique",
          text: "Une radiographie montre les racines avant de commencer, pour éviter toute surprise.",
        },
        {
          icon: "heart",
          title: "Trousse de soins offerte",
          text: "Vous repartez avec une trousse de soins post-opératoires et des consignes écrites claires.",
        },
      ],
    },
    {
      type: "text",
      id: "reasons",
      heading: "Pourquoi une dent peut devoir être extraite",
      paragraphs: [
        "Retirer une dent est toujours une décision réfléchie. Votre dentiste vous expliquera pourquoi il recommande l'extraction et s'il existe un moyen de conserver la dent, par exemple un traitement de canal ou une couronne.",
      ],
      bullets: [
        "Une carie profonde qui a détruit une trop grande partie de la dent pour la réparer",
        "Une dent fissurée ou cassée, surtout lorsque la fissure atteint la racine",
        "Une maladie des gencives (parodontite) avancée qui a déchaussé la dent",
        "Une infection qui ne peut pas être soignée par un traitement de canal",
        "Des dents de sagesse incluses ou qui posent problème",
        "Faire de la place avant un traitement orthodontique, ou préparer la pose d'une prothèse ou d'implants",
      ],
    },
    {
      type: "text",
      id: "simple-or-surgical",
      heading: "Extraction simple et extraction chirurgicale",
      paragraphs: [
        "L'extraction simple concerne une dent entièrement visible dans la bouche. Le dentiste la descelle délicatement et la retire, généralement lors d'un rendez-vous court.",
        "Une extraction chirurgicale est nécessaire lorsqu'une dent est cassée au ras de la gencive, présente des racines courbes ou n'a pas complètement fait éruption. Le chirurgien pratique une petite ouverture dans la gencive, peut sectionner la dent en plusieurs parties pour la retirer en douceur, puis referme la zone par quelques points de suture.",
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "Le déroulement de l'extraction",
      steps: [
        {
          title: "Examen et radiographie",
          text: "Votre dentiste examine la dent, étudie une radiographie des racines et vérifie vos antécédents médicaux et vos médicaments.",
        },
        {
          title: "Anesthésie locale",
          text: "La zone est soigneusement anesthésiée. Vous pouvez ressentir une pression pendant l'extraction, mais aucune douleur.",
        },
        {
          title: "Retrait de la dent",
          text: "La dent est descellée délicatement puis retirée. Pour une extraction chirurgicale, la gencive est ouverte puis refermée par des points de suture.",
        },
        {
          title: "Suivi et prochaines étapes",
          text: "Vous mordez sur une compresse pour favoriser la formation d'un caillot sanguin, recevez vos consignes post-opératoires et discutez du remplacement de la dent si nécessaire.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "À faire et à éviter après une extraction",
      intro:
        "Le caillot sanguin qui se forme dans l'alvéole la protège pendant la cicatrisation. Ces conseils l'aident à rester en place. Contactez-nous ou consultez un médecin si le saignement ne s'arrête pas malgré une pression ferme, ou si la douleur, le gonflement ou la fièvre s'aggravent après les premiers jours.",
      do: [
        "Reposez-vous pendant 24 heures après l'extraction",
        "Mordez doucement sur la compresse, comme indiqué, pour arrêter le saignement",
        "Appliquez une compresse froide sur la joue pour réduire le gonflement",
        "Mangez des aliments mous et tièdes et mâchez de l'autre côté",
        "Prenez des antidouleurs selon les recommandations de votre dentiste",
      ],
      avoid: [
        "Boire avec une paille pendant 24 heures",
        "Fumer pendant au moins 48 heures",
        "Rincer vigoureusement ou cracher fort le premier jour",
        "Les boissons chaudes, l'alcool et les efforts physiques intenses le jour de l'extraction",
        "Toucher l'alvéole avec la langue ou les doigts",
      ],
    },
    {
      type: "text",
      id: "replacing-the-tooth",
      heading: "Remplacer la dent manquante",
      paragraphs: [
        "L'espace laissé par une dent manquante peut, avec le temps, entraîner le déplacement des dents voisines et la résorption de l'os de la mâchoire. Il est utile de planifier un remplacement tôt, même si vous ne commencez pas tout de suite.",
        "Les solutions possibles sont généralement un implant dentaire, un bridge ou une prothèse. Si un implant est prévu, votre dentiste peut recommander une greffe osseuse au moment de l'extraction pour préserver l'os.",
      ],
    },
    {
      type: "faq",
      heading: "Questions fréquentes sur l'extraction dentaire",
      items: [
        {
          question: "Est-ce que cela fait mal\u00a0?",
          answer:
            "Le traitement sous anesthésie locale est indolore. Une certaine sensibilité par la suite est normale et s'atténue généralement en quelques jours avec des antidouleurs courants.",
        },
        {
          question: "Puis-je rentrer chez moi en avion après une extraction\u00a0?",
          answer:
            "Pour la plupart des patients, une extraction simple n'empêche pas de prendre l'avion. Votre dentiste vous conseillera sur le bon moment, surtout après une extraction chirurgicale.",
        },
      ],
    },
  ],
  closing: {
    heading: "Une dent douloureuse ou abîmée\u00a0?",
    text: "Réservez une consultation vidéo gratuite ou envoyez-nous une radiographie. Votre dentiste vous dira si la dent peut être sauvée et, sinon, planifiera une extraction en douceur et un remplacement adapté.",
  },
} satisfies Treatment;
