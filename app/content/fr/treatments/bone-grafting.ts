import type { Treatment } from "../../types";

export default {
  slug: "bone-grafting",
  group: "oral-surgery",
  title: "Greffe osseuse pour implants dentaires",
  metaTitle: "Greffe osseuse dentaire à Budapest",
  metaDescription:
    "Greffe osseuse à Budapest avant des implants\u00a0: quand elle est nécessaire, les quatre types de greffe, l'intervention et 4 à 6 mois de cicatrisation.",
  hero: {
    eyebrow: "Chirurgie orale",
    lead: "Si l'os de votre mâchoire s'est aminci après la perte de dents, une greffe osseuse peut le reconstruire pour offrir aux implants une base solide. C'est une intervention courante, réalisée sous anesthésie locale.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "Une base solide",
          text: "L'os reconstruit apporte à vos implants le soutien dont ils ont besoin.",
        },
        {
          icon: "scan",
          title: "Une planification par scanner 3D",
          text: "Un scanner 3D (CBCT) montre précisément où et combien d'os manque.",
        },
        {
          icon: "syringe",
          title: "Un traitement sans douleur",
          text: "Sous anesthésie locale, le traitement est indolore.",
        },
        {
          icon: "clock",
          title: "4 à 6 mois de cicatrisation",
          text: "La greffe cicatrise généralement en 4 à 6 mois avant la pose des implants.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-bone-grafting",
      heading: "Qu'est-ce qu'une greffe osseuse\u00a0?",
      paragraphs: [
        "Lorsqu'une dent est perdue, l'os qui la soutenait n'est plus stimulé et se résorbe peu à peu. Au bout d'un certain temps, la hauteur ou la largeur de l'os peuvent ne plus suffire à maintenir solidement un implant.",
        "La greffe osseuse consiste à apporter de l'os ou un substitut osseux dans la zone concernée. Au cours des mois suivants, votre corps s'en sert comme d'une charpente et le remplace par votre propre os nouvellement formé, créant ainsi une base solide pour les implants.",
      ],
    },
    {
      type: "text",
      id: "when-needed",
      heading: "Quand une greffe osseuse est-elle nécessaire\u00a0?",
      paragraphs: [
        "Votre dentiste ne vous recommandera une greffe que si vos images montrent que l'os ne suffit pas pour un implant stable. Dans certains cas, la greffe peut être réalisée en même temps que la pose de l'implant\u00a0; dans d'autres, elle doit d'abord cicatriser.",
      ],
      bullets: [
        "Une dent manque depuis longtemps et l'os s'est résorbé",
        "La maladie des gencives (parodontite) a détruit l'os autour des dents",
        "Une extraction dentaire ou un traumatisme a laissé un défaut dans la mâchoire",
        "L'os du fond de la mâchoire supérieure est trop fin sous le sinus, ce qui peut nécessiter un sinus lift",
        "La préservation de l'alvéole après une extraction, pour pouvoir poser un implant plus tard",
      ],
    },
    {
      type: "cards",
      id: "graft-types",
      heading: "Les quatre types de greffe osseuse",
      intro:
        "Les greffes se distinguent par l'origine du matériau. Votre chirurgien vous recommandera le type adapté à la taille du défaut et à vos préférences.",
      items: [
        {
          title: "Autogreffe",
          label: "Votre propre os",
          text: "De l'os prélevé sur une autre partie de votre corps, souvent ailleurs dans la mâchoire. Il contient vos propres cellules vivantes, mais implique un second petit site opératoire.",
        },
        {
          title: "Allogreffe",
          label: "Os d'un donneur humain",
          text: "De l'os d'un donneur humain, traité et stérilisé, fourni par une banque de tissus. Il évite un second site opératoire.",
        },
        {
          title: "Xénogreffe",
          label: "Os d'origine animale",
          text: "Du minéral osseux purifié d'origine animale, généralement bovine, qui sert de charpente stable dans laquelle le nouvel os peut se former.",
        },
        {
          title: "Matériau alloplastique",
          label: "Matériau synthétique",
          text: "Un substitut osseux synthétique et biocompatible, comme le phosphate de calcium, qui cède peu à peu la place à votre propre os.",
        },
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "Le déroulement de la greffe osseuse",
      steps: [
        {
          title: "Évaluation et planification",
          text: "Votre chirurgien étudie votre scanner 3D, mesure l'os et choisit le type de greffe et la technique.",
        },
        {
          title: "Anesthésie locale",
          text: "La zone est soigneusement anesthésiée pour que l'intervention soit indolore. Une sédation est possible en cas d'anxiété.",
        },
        {
          title: "Mise en place de la greffe",
          text: "Une petite ouverture est pratiquée dans la gencive, le matériau de greffe est placé là où l'os manque, puis généralement recouvert d'une membrane protectrice.",
        },
        {
          title: "Fermeture et cicatrisation",
          text: "La gencive est refermée par des points de suture. La greffe cicatrise généralement en 4 à 6 mois, après quoi vos implants peuvent être posés.",
          duration: "4 à 6 mois",
        },
      ],
    },
    {
      type: "text",
      id: "healing",
      heading: "La cicatrisation après une greffe osseuse",
      paragraphs: [
        "Un gonflement et une sensibilité sont fréquents les premiers jours et disparaissent généralement avec du repos et des antalgiques courants. Vous remarquerez peut-être de petits grains de matériau de greffe dans votre bouche\u00a0; quelques-uns, c'est normal, mais prévenez-nous si cela arrive souvent.",
        "La cicatrisation d'une greffe osseuse prend généralement 4 à 6 mois. Votre dentiste contrôle la zone par radiographie ou scanner 3D avant de poser les implants, afin que le traitement ne se poursuive que lorsque le nouvel os est prêt.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Soins post-opératoires après une greffe osseuse",
      intro:
        "Contactez-nous ou consultez un médecin si un saignement ne s'arrête pas en comprimant, si le gonflement ou la douleur s'aggravent après les premiers jours, ou si vous avez de la fièvre.",
      do: [
        "Vous reposer pendant 24 heures après l'intervention",
        "Appliquer par intervalles une compresse froide sur la joue le premier jour",
        "Manger des aliments mous et mâcher du côté opposé à la greffe",
        "Prendre les médicaments prescrits exactement selon les indications",
        "Garder la bouche propre, en brossant doucement autour de la zone selon les consignes",
      ],
      avoid: [
        "Fumer, ce qui peut gravement compromettre la cicatrisation de la greffe",
        "Boire avec une paille les premiers jours",
        "Appuyer sur la zone ou porter une prothèse par-dessus, sauf accord de votre dentiste",
        "Les efforts physiques intenses les premiers jours après l'intervention",
        "Vous rincer la bouche énergiquement le premier jour",
      ],
    },
  ],
  closing: {
    heading: "On vous a dit que vous manquiez d'os pour des implants\u00a0?",
    text: "Envoyez-nous votre scanner 3D ou votre radiographie. Notre chirurgien oral l'examinera et vous expliquera si une greffe osseuse peut rendre les implants possibles dans votre cas.",
  },
} satisfies Treatment;
