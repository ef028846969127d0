import type { Treatment } from "../../types";

export default {
  slug: "dental-bridges",
  group: "restorative-dentistry",
  title: "Bridges dentaires à Budapest",
  metaTitle: "Bridges dentaires\u00a0: sur dents naturelles ou sur implants",
  metaDescription:
    "Remplacez des dents manquantes par un bridge fixe à Budapest. Bridge sur dents ou sur implants\u00a0: comparaison, déroulement du traitement et conseils d'entretien.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Un bridge dentaire comble l'espace laissé par une ou plusieurs dents manquantes avec une rangée fixe de dents de remplacement d'aspect naturel. Il peut s'appuyer sur vos propres dents ou sur des implants dentaires.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Comble l'espace",
          text: "Vous retrouvez votre sourire et pouvez de nouveau mâcher et parler confortablement.",
        },
        {
          icon: "layers",
          title: "Fabriqué sur place",
          text: "Votre bridge est fabriqué dans notre propre laboratoire et contrôlé par votre dentiste.",
        },
        {
          icon: "check",
          title: "Fixé en place",
          text: "Contrairement à une prothèse amovible, un bridge reste en bouche jour et nuit.",
        },
        {
          icon: "shield",
          title: "Garantie de 3 ans",
          text: "Vos bridges sont couverts par notre garantie de 3 ans.",
        },
      ],
    },
    {
      type: "text",
      heading: "Qu'est-ce qu'un bridge dentaire\u00a0?",
      paragraphs: [
        "Un bridge est un ensemble de couronnes solidaires. Les couronnes situées à chaque extrémité sont fixées sur des dents ou des implants piliers, et la dent de remplacement au centre, appelée intermédiaire de bridge, vient se placer au-dessus de l'espace vide.",
        "Comme il est fixe, un bridge se ressent un peu comme vos propres dents. Il empêche aussi les dents voisines de glisser dans l'espace, ce qui aide à garder une occlusion stable.",
      ],
    },
    {
      type: "text",
      heading: "Un bridge vous convient-il\u00a0?",
      paragraphs: [
        "Un bridge peut être un bon choix s'il vous manque une dent ou quelques dents côte à côte. Votre dentiste évalue la santé des dents et des gencives situées à côté de l'espace, ainsi que l'os de votre mâchoire.",
        "Si les dents voisines sont saines et sans obturation, votre dentiste peut plutôt proposer un bridge sur implants ou un implant unitaire, afin d'éviter de tailler des dents saines. Vous recevrez une explication claire des options avant toute décision.",
      ],
    },
    {
      type: "comparison",
      heading: "Bridge sur dents naturelles ou bridge sur implants",
      intro:
        "Les deux types remplacent les dents manquantes par un bridge fixe. La différence tient à ce qui maintient le bridge en place.",
      columns: ["", "Bridge sur dents naturelles", "Bridge sur implants"],
      rows: [
        {
          label: "Support",
          values: [
            "Des couronnes sur vos propres dents de part et d'autre de l'espace",
            "Des implants dentaires posés dans l'os de la mâchoire",
          ],
        },
        {
          label: "Effet sur les dents voisines",
          values: [
            "Les dents piliers sont taillées pour recevoir les couronnes",
            "Les dents voisines ne sont pas touchées",
          ],
        },
        {
          label: "Chirurgie",
          values: ["Aucune chirurgie nécessaire", "Pose des implants sous anesthésie locale"],
        },
        {
          label: "Durée du traitement",
          values: [
            "Généralement réalisé en un séjour de 3 à 5 jours",
            "Deux étapes, avec 3 à 6 mois de cicatrisation entre les deux",
          ],
        },
        {
          label: "Os de la mâchoire",
          values: [
            "Ne stimule pas l'os sous l'espace vide",
            "Les implants sollicitent l'os de la mâchoire un peu comme des racines naturelles",
          ],
        },
        {
          label: "Souvent indiqué pour",
          values: [
            "Des espaces à côté de dents qui ont déjà besoin de couronnes",
            "Des espaces plus grands ou des dents voisines saines",
          ],
        },
      ],
      note: "Après un examen et l'étude de vos radiographies, votre dentiste vous recommandera la solution adaptée à vos dents, à votre os et à vos projets.",
    },
    {
      type: "cards",
      heading: "Matériaux des bridges",
      intro: "Nos bridges sont réalisés dans les mêmes matériaux de haute qualité que nos couronnes.",
      items: [
        {
          title: "Zircone",
          text: "Très résistante et sans métal, la zircone convient bien aux bridges à l'arrière de la bouche, là où les forces de mastication sont les plus fortes.",
        },
        {
          title: "Porcelaine",
          text: "La porcelaine stratifiée offre un rendu translucide très naturel, idéal lorsque votre bridge se voit quand vous souriez.",
        },
        {
          title: "Céramo-métallique",
          text: "Une armature en métal recouverte de porcelaine couleur dent\u00a0: un choix éprouvé et fiable depuis longtemps.",
        },
      ],
    },
    {
      type: "steps",
      heading: "La fabrication d'un bridge sur dents naturelles",
      intro:
        "Pour un bridge sur implants, les implants sont posés en premier et le bridge est mis en place une fois qu'ils ont cicatrisé.",
      steps: [
        {
          title: "Consultation et radiographie",
          text: "Votre dentiste examine l'espace et les dents piliers, réalise une radiographie et convient avec vous du plan de traitement et du matériau.",
        },
        {
          title: "Préparation des dents piliers",
          text: "Sous anesthésie locale, les dents situées de part et d'autre de l'espace sont délicatement taillées pour recevoir les couronnes.",
        },
        {
          title: "Empreintes et bridge provisoire",
          text: "Une empreinte ou un scan est réalisé, et un bridge provisoire protège les dents préparées pendant la fabrication du vôtre.",
        },
        {
          title: "Fabrication dans notre laboratoire",
          text: "Nos prothésistes réalisent votre bridge dans le laboratoire intégré, en l'assortissant à la teinte de vos dents.",
        },
        {
          title: "Pose et ajustement",
          text: "Votre dentiste vérifie l'ajustement et l'occlusion, procède aux retouches nécessaires puis fixe définitivement le bridge.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Entretenir votre bridge",
      intro:
        "Des aliments peuvent s'accumuler sous la dent de remplacement\u00a0: le nettoyage sous le bridge fait donc partie de votre routine quotidienne.",
      do: [
        "Brossez-vous les dents deux fois par jour en insistant sur le bord des gencives",
        "Nettoyez chaque jour sous le bridge avec des brossettes interdentaires ou un fil dentaire spécial bridge",
        "Utilisez un hydropulseur si votre dentiste le recommande",
        "Venez à un contrôle tous les 6 mois",
      ],
      avoid: [
        "Croquer des aliments très durs comme des glaçons ou des coquilles de noix",
        "Mâcher des caramels ou des bonbons très collants avec le bridge",
        "Laisser sans surveillance des gencives qui saignent autour du bridge",
        "Fumer, ce qui abîme les gencives qui soutiennent votre bridge",
      ],
    },
    {
      type: "faq",
      heading: "Questions sur les bridges dentaires",
      items: [
        {
          question: "Combien de dents un bridge peut-il remplacer\u00a0?",
          answer:
            "Cela dépend de la taille et de la position de l'espace, ainsi que de la solidité des dents piliers ou des implants. Votre dentiste vous expliquera ce qui est possible dans votre cas.",
        },
        {
          question: "Le bridge aura-t-il un aspect naturel\u00a0?",
          answer:
            "Oui. La teinte, la forme et la taille sont assorties à vos propres dents dans notre laboratoire, et votre dentiste vérifie l'esthétique avec vous avant de fixer le bridge.",
        },
        {
          question: "Faut-il deux voyages pour un bridge sur implants\u00a0?",
          answer:
            "Généralement, oui. Les implants sont posés lors du premier séjour et doivent cicatriser dans l'os pendant 3 à 6 mois avant que le bridge définitif soit posé lors d'un second séjour.",
        },
      ],
    },
  ],
  closing: {
    heading: "Comblez l'espace dans votre sourire",
    text: "Parlez-nous de vos dents manquantes et envoyez-nous une radiographie récente si vous en avez une. Nous vous proposerons le type de bridge adapté et vous enverrons un devis gratuit.",
  },
} satisfies Treatment;
