import type { Treatment } from "../../types";

export default {
  slug: "sinus-lift",
  group: "oral-surgery",
  title: "Sinus lift (élévation du sinus)",
  metaTitle: "Sinus lift pour implants au maxillaire à Budapest",
  metaDescription:
    "Sinus lift à Budapest\u00a0: apport d'os à l'arrière du maxillaire pour poser des implants. Indications, déroulement, suivi et 4 à 9 mois de cicatrisation.",
  hero: {
    eyebrow: "Chirurgie orale",
    lead: "Un sinus lift apporte de l'os à l'arrière de la mâchoire supérieure, où la hauteur osseuse est souvent insuffisante pour des implants. Il rend les implants possibles pour de nombreux patients à qui l'on avait dit qu'ils ne pouvaient pas en recevoir.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "Plus d'os pour les implants",
          text: "Crée une hauteur osseuse suffisante à l'arrière du maxillaire pour que les implants tiennent solidement.",
        },
        {
          icon: "scan",
          title: "Planification au scanner 3D",
          text: "Un scanner 3D (CBCT) montre en détail le sinus et l'os avant l'intervention.",
        },
        {
          icon: "syringe",
          title: "Traitement sans douleur",
          text: "Le traitement sous anesthésie locale est indolore, et une sédation est possible.",
        },
        {
          icon: "clock",
          title: "4 à 9 mois de cicatrisation",
          text: "Le nouvel os arrive généralement à maturité en 4 à 9 mois.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-a-sinus-lift",
      heading: "Qu'est-ce qu'un sinus lift\u00a0?",
      paragraphs: [
        "Les sinus maxillaires sont des cavités remplies d'air situées juste au-dessus des racines des dents postérieures du haut. Après la perte de ces dents, l'os sous le sinus s'amincit souvent et le sinus peut s'étendre vers le bas, laissant trop peu d'os pour un implant.",
        "Lors d'un sinus lift, le chirurgien soulève délicatement la fine membrane qui tapisse le plancher du sinus et place un matériau de greffe osseuse dans l'espace ainsi créé. Au cours des mois suivants, celui-ci se transforme en os solide capable de porter des implants.",
      ],
    },
    {
      type: "text",
      id: "when-needed",
      heading: "Quand un sinus lift est-il nécessaire\u00a0?",
      paragraphs: [
        "Votre dentiste ne vous recommandera un sinus lift que si votre scanner 3D montre que la hauteur d'os sous le sinus est insuffisante pour les implants dont vous avez besoin.",
      ],
      bullets: [
        "Des dents postérieures du haut (prémolaires ou molaires) manquent depuis un certain temps",
        "De l'os a été perdu à cause d'une maladie des gencives (parodontite) ou après une extraction",
        "Le sinus est naturellement bas ou volumineux",
        "Vous envisagez des implants ou un bridge complet sur la mâchoire supérieure",
      ],
    },
    {
      type: "cards",
      id: "techniques",
      heading: "Deux techniques de sinus lift",
      intro:
        "La technique dépend de la quantité d'os dont vous disposez déjà. Votre chirurgien vous expliquera laquelle vous convient.",
      items: [
        {
          title: "Sinus lift fermé (par voie crestale)",
          label: "Gain osseux limité",
          text: "Utilisé lorsqu'il ne faut qu'un peu de hauteur supplémentaire. Le plancher du sinus est soulevé délicatement par l'ouverture préparée pour l'implant, et l'implant peut souvent être posé en même temps.",
        },
        {
          title: "Sinus lift ouvert (par voie latérale)",
          label: "Gain osseux important",
          text: "Utilisé lorsqu'il faut davantage d'os. Une petite fenêtre est réalisée sur le côté de la mâchoire pour soulever la membrane et placer la greffe. Les implants peuvent être posés en même temps ou après la cicatrisation.",
        },
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "Le déroulement du sinus lift",
      steps: [
        {
          title: "Scanner 3D et planification",
          text: "Votre chirurgien mesure la hauteur osseuse et examine le sinus afin de choisir la technique et la quantité de greffe nécessaire.",
        },
        {
          title: "Anesthésie locale",
          text: "La zone est soigneusement anesthésiée pour que l'intervention soit indolore. Une sédation est possible si vous appréhendez les soins.",
        },
        {
          title: "Élévation de la membrane et mise en place de la greffe",
          text: "La membrane du sinus est soulevée délicatement et le matériau de greffe est placé en dessous. Lorsque la stabilité est suffisante, l'implant est posé en même temps.",
        },
        {
          title: "Fermeture et cicatrisation",
          text: "La gencive est refermée par des points de suture. La greffe se transforme ensuite en os, ce qui prend généralement 4 à 9 mois avant que les implants puissent porter des dents.",
          duration: "4 à 9 mois",
        },
      ],
    },
    {
      type: "text",
      id: "healing-time",
      heading: "Temps de cicatrisation",
      paragraphs: [
        "La cicatrisation après un sinus lift prend généralement 4 à 9 mois. La durée exacte dépend de la quantité d'os apportée, du matériau de greffe utilisé et de la façon dont votre corps cicatrise.",
        "Un gonflement, des ecchymoses et une sensation de nez bouché du côté traité sont fréquents les premiers jours. Votre dentiste contrôle le nouvel os sur une radiographie avant l'étape suivante du traitement et vous indique à partir de quand vous pouvez prendre l'avion sans risque.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Suivi après un sinus lift",
      intro:
        "Protéger le sinus pendant la cicatrisation est la clé d'un bon résultat. Contactez-nous ou consultez un médecin en cas de saignement abondant, de fièvre, de douleur ou de gonflement qui s'aggrave, ou d'écoulement nasal.",
      do: [
        "Reposez-vous pendant 24 heures après l'intervention",
        "Éternuez la bouche ouverte pour éviter toute pression sur le sinus",
        "Prenez les médicaments prescrits, y compris les sprays nasaux, comme indiqué",
        "Mangez des aliments mous et mâchez de l'autre côté",
        "Demandez à votre chirurgien à partir de quand vous pouvez rentrer chez vous en avion sans risque",
      ],
      avoid: [
        "Vous moucher, tant que votre chirurgien ne vous l'a pas autorisé",
        "Boire avec une paille",
        "Fumer, ce qui peut gravement compromettre la cicatrisation de la greffe",
        "Porter des charges lourdes, vous pencher et faire un effort physique intense les premiers jours",
        "Nager et plonger avant la cicatrisation complète",
      ],
    },
  ],
  closing: {
    heading: "Une perte osseuse au maxillaire\u00a0?",
    text: "Envoyez-nous votre scanner 3D ou une radiographie, ou réservez une consultation vidéo gratuite. Notre chirurgien oral vous dira si un sinus lift peut rendre des implants possibles et organisera vos séjours en fonction du temps de cicatrisation.",
  },
} satisfies Treatment;
