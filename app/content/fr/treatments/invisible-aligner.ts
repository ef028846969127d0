import type { Treatment } from "../../types";

export default {
  slug: "invisible-aligner",
  group: "cosmetic-dentistry",
  title: "Gouttières invisibles (aligneurs)",
  metaTitle: "Gouttières invisibles (aligneurs) pour aligner vos dents",
  metaDescription:
    "Alignez vos dents en toute discrétion avec des gouttières transparentes amovibles\u00a0: indications, plan numérique, port 20 à 22 heures par jour et entretien.",
  hero: {
    eyebrow: "Dentisterie esthétique",
    lead: "Les gouttières transparentes déplacent progressivement vos dents vers une meilleure position, sans bagues ni fils métalliques. Elles sont presque invisibles, et vous pouvez les retirer pour manger et vous brosser les dents.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Discrètes",
          text: "Fines et transparentes, les gouttières en plastique passent presque inaperçues, même en pleine conversation.",
        },
        {
          icon: "check",
          title: "Amovibles",
          text: "Vous retirez vos aligneurs pour manger, boire et vous brosser les dents\u00a0: votre alimentation et votre hygiène restent inchangées.",
        },
        {
          icon: "scan",
          title: "Planifiées numériquement",
          text: "Un scanner 3D de vos dents permet de planifier à l'avance chaque étape du déplacement.",
        },
        {
          icon: "heart",
          title: "Confortables",
          text: "Bords lisses et absence de fils\u00a0: elles frottent moins contre les joues et les lèvres qu'un appareil fixe.",
        },
      ],
    },
    {
      type: "text",
      heading: "Comment fonctionnent les gouttières transparentes",
      paragraphs: [
        "Les aligneurs sont une série de gouttières transparentes fabriquées sur mesure. Chaque gouttière a une forme légèrement différente de la précédente\u00a0: elle exerce ainsi une pression douce et contrôlée qui déplace vos dents petit à petit.",
        "Pour être efficaces, les aligneurs doivent être portés 20 à 22 heures par jour. Vous ne les retirez que pour manger, pour boire autre chose que de l'eau et pour vous brosser les dents. Environ toutes les deux semaines, vous passez à la gouttière suivante, selon votre plan de traitement.",
        "De petits reliefs de la couleur des dents, appelés taquets, sont parfois collés sur certaines dents pour aider les aligneurs à les saisir et à les guider. Ils sont retirés et les dents polies à la fin du traitement.",
      ],
    },
    {
      type: "text",
      heading: "À qui s'adressent les aligneurs",
      paragraphs: [
        "Les gouttières transparentes conviennent à de nombreux adultes et grands adolescents présentant des problèmes orthodontiques légers à modérés. Avant de les recommander, votre dentiste vérifie que vos dents et vos gencives sont en bonne santé, car les caries et les maladies des gencives doivent être traitées au préalable.",
        "Les cas plus complexes, comme un encombrement dentaire important, de grands décalages d'occlusion ou des problèmes de position des mâchoires, peuvent être mieux traités par un appareil fixe ou par une combinaison de traitements. Votre dentiste vous dira honnêtement quelle option convient à votre situation.",
      ],
      bullets: [
        "Des dents serrées ou qui se chevauchent",
        "Des espaces entre les dents",
        "Une supraclusion, une prognathie ou un articulé croisé légers",
        "Des dents qui se sont déplacées après un traitement orthodontique antérieur",
        "L'alignement des dents avant la pose de facettes, de couronnes ou de bridges",
      ],
    },
    {
      type: "comparison",
      heading: "Gouttières transparentes et appareil fixe",
      intro:
        "Les deux permettent d'aligner efficacement les dents. Le meilleur choix dépend de vos dents et de votre mode de vie.",
      columns: ["Caractéristique", "Gouttières transparentes", "Appareil fixe"],
      rows: [
        { label: "Visibilité", values: ["Presque invisibles", "Bagues et fils visibles"] },
        {
          label: "Amovible",
          values: ["Oui, pour manger et pour le nettoyage", "Non, fixé pendant toute la durée du traitement"],
        },
        {
          label: "Alimentation",
          values: [
            "Aucune restriction lorsque les gouttières sont retirées",
            "Mieux vaut éviter les aliments durs et collants",
          ],
        },
        {
          label: "Nettoyage",
          values: [
            "Brossage et fil dentaire comme d'habitude",
            "Brossettes spéciales nécessaires autour des bagues",
          ],
        },
        {
          label: "Votre rôle",
          values: [
            "Le résultat dépend d'un port de 20 à 22 heures par jour",
            "Agit en permanence, sans dépendre du temps de port",
          ],
        },
        {
          label: "Cas complexes",
          values: [
            "Adaptées à beaucoup de cas, mais pas à tous",
            "Adapté à un plus large éventail de problèmes",
          ],
        },
      ],
    },
    {
      type: "steps",
      heading: "Votre traitement par aligneurs étape par étape",
      steps: [
        {
          title: "Consultation et examen",
          text: "Votre dentiste examine vos dents, vos gencives et votre occlusion, réalise des radiographies si nécessaire et discute avec vous de ce que vous aimeriez changer.",
        },
        {
          title: "Scanner 3D et plan numérique",
          text: "Une empreinte optique intra-orale crée un modèle 3D précis de vos dents. À partir de celui-ci, un plan de traitement est établi, montrant comment vos dents devraient se déplacer.",
        },
        {
          title: "Pose de vos premiers aligneurs",
          text: "Les éventuels taquets sont posés et vous recevez vos premiers aligneurs, avec des instructions claires pour les porter, les nettoyer et les changer.",
        },
        {
          title: "Port et changement des aligneurs",
          text: "Vous portez chaque gouttière 20 à 22 heures par jour et passez à la suivante environ toutes les deux semaines. Des contrôles de suivi sont prévus selon les besoins de votre plan.",
        },
        {
          title: "Contention",
          text: "Lorsque vos dents ont atteint la position prévue, une contention les maintient en place. Sans elle, les dents ont tendance à revenir peu à peu à leur position initiale.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Vivre avec des aligneurs",
      do: [
        "Portez vos aligneurs 20 à 22 heures par jour, y compris la nuit",
        "Brossez-vous les dents avant de remettre vos aligneurs",
        "Rincez et nettoyez délicatement vos aligneurs chaque jour à l'eau froide ou tiède",
        "Rangez-les dans leur étui chaque fois qu'ils ne sont pas en bouche",
        "Contactez la clinique si un aligneur se fissure, est perdu ou ne s'adapte plus",
      ],
      avoid: [
        "Manger avec vos aligneurs en bouche",
        "Boire autre chose que de l'eau plate lorsque vous les portez",
        "L'eau chaude, qui peut déformer le plastique",
        "Envelopper vos aligneurs dans une serviette, où ils finissent facilement à la poubelle",
        "Sauter une gouttière ou en garder une plus longtemps que prévu sans avis",
      ],
    },
    {
      type: "faq",
      heading: "Aligneurs\u00a0: questions fréquentes",
      items: [
        {
          question: "Les aligneurs font-ils mal\u00a0?",
          answer:
            "La plupart des personnes ressentent une pression ou une sensation de serrement pendant un jour ou deux après être passées à une nouvelle gouttière. C'est le signe que les aligneurs agissent, et cela s'atténue généralement vite. Une douleur vive ou des points douloureux doivent être examinés par la clinique.",
        },
        {
          question: "Combien de temps dure le traitement\u00a0?",
          answer:
            "Cela dépend de l'ampleur du déplacement nécessaire. Votre dentiste vous donnera une estimation dès que votre plan numérique sera prêt. Porter vos aligneurs 20 à 22 heures chaque jour est ce que vous pouvez faire de plus important pour respecter le calendrier.",
        },
        {
          question: "Les aligneurs vont-ils gêner mon élocution\u00a0?",
          answer:
            "Certaines personnes zozotent légèrement les premiers jours. Chez la plupart des patients, cela disparaît vite, une fois que la langue s'est habituée aux aligneurs.",
        },
        {
          question: "Je vis à l'étranger. Comment les contrôles de suivi sont-ils organisés\u00a0?",
          answer:
            "Le nombre et le calendrier des visites dépendent de votre plan. Votre dentiste vous expliquera dès le début comment les contrôles s'organiseront autour de vos déplacements, pour que vous sachiez à quoi vous attendre avant le début du traitement.",
        },
      ],
    },
  ],
  closing: {
    heading: "Découvrez si les aligneurs vous conviennent",
    text: "Prenez rendez-vous pour une consultation\u00a0: nous examinerons vos dents, vous dirons si les gouttières transparentes sont le bon choix pour vous et vous présenterons votre plan de traitement avant tout engagement.",
  },
} satisfies Treatment;
