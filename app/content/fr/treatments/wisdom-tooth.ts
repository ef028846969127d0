import type { Treatment } from "../../types";

export default {
  slug: "wisdom-tooth",
  group: "oral-surgery",
  title: "Extraction des dents de sagesse",
  metaTitle: "Extraction des dents de sagesse à Budapest",
  metaDescription:
    "Extraction des dents de sagesse à Budapest par des chirurgiens oraux expérimentés. Problèmes fréquents, signes d'alerte, déroulement et convalescence.",
  hero: {
    eyebrow: "Chirurgie orale",
    lead: "Les dents de sagesse manquent souvent de place pour sortir correctement. Lorsqu'elles posent problème, une extraction soigneuse sous anesthésie locale apporte un soulagement durable.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "scan",
          title: "Imagerie précise",
          text: "Une radiographie panoramique ou un scanner 3D (CBCT) montre la position et les racines de la dent avant l'intervention.",
        },
        {
          icon: "syringe",
          title: "Traitement sans douleur",
          text: "Le traitement sous anesthésie locale est indolore, et une sédation est possible si vous appréhendez les soins.",
        },
        {
          icon: "stethoscope",
          title: "Chirurgiens oraux",
          text: "L'extraction des dents de sagesse est réalisée par nos chirurgiens oraux expérimentés.",
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
      id: "what-are-wisdom-teeth",
      heading: "Que sont les dents de sagesse\u00a0?",
      paragraphs: [
        "Les dents de sagesse sont les troisièmes molaires, tout au fond de la bouche. Elles apparaissent généralement entre 17 et 25 ans, bien après la mise en place des autres dents définitives.",
        "Certaines personnes ont assez de place pour elles et n'ont jamais de problème. Dans de nombreuses mâchoires, cependant, l'espace manque\u00a0: les dents sortent de travers, seulement en partie, ou pas du tout.",
      ],
    },
    {
      type: "cards",
      id: "issues",
      heading: "Problèmes fréquents liés aux dents de sagesse",
      items: [
        {
          title: "Inclusion",
          text: "La dent est bloquée par l'os ou par la dent voisine et ne peut pas sortir complètement. Elle peut appuyer contre la molaire voisine.",
        },
        {
          title: "Infection de la gencive",
          text: "Une dent partiellement sortie laisse un capuchon de gencive où s'accumulent aliments et bactéries, ce qui peut provoquer des inflammations douloureuses et récidivantes.",
        },
        {
          title: "Carie",
          text: "Les dents de sagesse sont difficiles à nettoyer\u00a0: elles et la molaire située devant elles sont donc sujettes aux caries.",
        },
        {
          title: "Encombrement et kystes",
          text: "Une dent de sagesse peut accentuer la pression sur les dents voisines et, plus rarement, un kyste rempli de liquide peut se former autour d'une dent incluse.",
        },
      ],
    },
    {
      type: "text",
      id: "symptoms",
      heading: "Les symptômes à surveiller",
      paragraphs: [
        "Les problèmes de dents de sagesse vont et viennent souvent et peuvent se réveiller au mauvais moment, par exemple avant un voyage. Si vous remarquez l'un de ces signes, faites examiner la dent.",
      ],
      bullets: [
        "Douleur ou sensibilité au fond de la mâchoire",
        "Gencive gonflée, rouge ou qui saigne derrière la dernière molaire",
        "Un mauvais goût ou une mauvaise haleine persistants",
        "Difficulté à ouvrir complètement la bouche",
        "Un gonflement du visage ou de la mâchoire, ou de la fièvre, qui nécessitent de consulter rapidement un dentiste ou un médecin",
      ],
    },
    {
      type: "steps",
      id: "removal-process",
      heading: "Le déroulement de l'extraction d'une dent de sagesse",
      steps: [
        {
          title: "Consultation et imagerie",
          text: "Votre chirurgien examine la dent et étudie une radiographie panoramique ou un scanner 3D (CBCT) pour voir sa position et sa proximité avec les nerfs et le sinus.",
        },
        {
          title: "Anesthésie locale",
          text: "La zone est soigneusement anesthésiée pour que l'intervention soit indolore. Une sédation peut être organisée pour les patients anxieux.",
        },
        {
          title: "Retrait de la dent",
          text: "Une dent entièrement sortie peut souvent être retirée simplement. Une dent incluse nécessite une petite ouverture dans la gencive, et la dent peut être sectionnée en plusieurs parties pour être retirée en douceur.",
        },
        {
          title: "Fermeture et suivi",
          text: "La gencive est refermée par des points de suture si nécessaire, et vous recevez votre trousse de soins et vos consignes avant de partir.",
        },
      ],
    },
    {
      type: "text",
      id: "recovery",
      heading: "Convalescence après l'extraction d'une dent de sagesse",
      paragraphs: [
        "Un gonflement, une raideur et une gêne sont normaux les premiers jours, surtout après l'extraction d'une dent incluse. Chez la plupart des patients, ils diminuent progressivement avec du repos, des compresses froides et des antidouleurs courants.",
        "Votre chirurgien vous dira si les points de suture doivent être retirés ou s'ils se résorbent d'eux-mêmes, et à partir de quand vous pourrez rentrer chez vous en avion confortablement. Contactez-nous ou consultez un médecin si la douleur s'aggrave après quelques jours, si le saignement ne s'arrête pas malgré une pression ou si vous avez de la fièvre.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Suivi\u00a0: à faire et à éviter",
      do: [
        "Reposez-vous pendant 24 heures après l'intervention",
        "Appliquez par intervalles une compresse froide sur la joue le premier jour",
        "Mangez des aliments mous et tièdes et mâchez du côté opposé",
        "Prenez les antidouleurs et les médicaments prescrits comme indiqué",
        "Gardez la tête surélevée en position allongée la première nuit",
      ],
      avoid: [
        "Boire avec une paille pendant 24 heures",
        "Fumer pendant au moins 48 heures",
        "Rincer vigoureusement ou cracher fort le premier jour",
        "L'alcool, les boissons chaudes et les efforts physiques intenses le jour de l'intervention",
        "Toucher la zone avec la langue ou les doigts",
      ],
    },
  ],
  closing: {
    heading: "Une dent de sagesse vous gêne\u00a0?",
    text: "Réservez une consultation vidéo gratuite ou envoyez-nous une radiographie panoramique. Notre chirurgien oral vous dira si la dent doit être retirée et planifiera le traitement en fonction de votre séjour.",
  },
} satisfies Treatment;
