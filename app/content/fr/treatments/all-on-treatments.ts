import type { Treatment } from "../../types";
import { ukSaving } from "../../../lib/pricing";

/** The saving said below, from the price list (docs/prices.md). */
const allOnSaving = ukSaving(["all-on-4", "all-on-6"]);

export default {
  slug: "all-on-treatments",
  group: "implantology",
  title: "Implants All-on-4 et All-on-6",
  metaTitle: "All-on-4 et All-on-6\u00a0: arcade complète sur implants à Budapest",
  metaDescription:
    "All-on-4 ou All-on-6 à Budapest\u00a0: bridges complets fixes sur 4 ou 6 implants par arcade, dents en zircone ou céramo-métalliques et conseils de suivi clairs.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Si vous avez perdu la plupart ou la totalité de vos dents, un bridge complet fixé sur implants peut vous rendre un sourire complet et stable. L'All-on-4 repose sur 4 implants par arcade, l'All-on-6 sur 6.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Une dentition complète et fixe",
          text: "Vos nouvelles dents sont fixées aux implants\u00a0: plus de prothèse amovible à retirer le soir.",
        },
        {
          icon: "award",
          title: "Systèmes d'implants haut de gamme",
          text: "Pour les traitements d'arcade complète, nous utilisons des implants Neodent, Straumann et Alpha Bio.",
        },
        {
          icon: "layers",
          title: "Laboratoire intégré",
          text: "Votre bridge est conçu et fabriqué dans notre propre laboratoire, en étroite collaboration avec votre dentiste.",
        },
        {
          icon: "shield",
          title: "Garantie de 3 ans",
          text: "Votre traitement d'arcade complète est couvert par notre garantie de 3 ans.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-all-on",
      heading: "Que sont l'All-on-4 et l'All-on-6\u00a0?",
      paragraphs: [
        "L'All-on-4 et l'All-on-6 permettent de remplacer toute une arcade dentaire, supérieure ou inférieure, par un bridge fixe porté par un petit nombre d'implants. Au lieu d'un implant pour chaque dent manquante, le bridge repose sur 4 ou 6 implants soigneusement positionnés.",
        "Le bridge est vissé sur les implants et reste donc bien en place lorsque vous mangez ou parlez. Seul votre dentiste peut le retirer, par exemple pour un nettoyage professionnel.",
      ],
    },
    {
      type: "comparison",
      heading: "All-on-4 ou All-on-6\u00a0?",
      intro:
        "Les deux solutions vous offrent une arcade complète de dents fixes. La principale différence tient au nombre d'implants et à la répartition des forces de mastication entre eux.",
      columns: ["", "All-on-4", "All-on-6"],
      rows: [
        { label: "Implants par arcade", values: ["4", "6"] },
        {
          label: "Position des implants",
          values: [
            "Deux à l'avant, deux inclinés vers l'arrière",
            "Répartis plus régulièrement le long de l'arcade",
          ],
        },
        {
          label: "Os nécessaire",
          values: [
            "Souvent adapté lorsque l'os est limité, car les implants inclinés tirent parti de l'os disponible",
            "Nécessite assez d'os pour six implants, ce qui peut impliquer une greffe osseuse chez certains patients",
          ],
        },
        {
          label: "Soutien du bridge",
          values: [
            "Un soutien solide pour la plupart des patients",
            "Un soutien supplémentaire, les forces de mastication étant réparties sur plus d'implants",
          ],
        },
        {
          label: "Matériaux du bridge",
          values: ["Zircone ou céramo-métallique", "Zircone ou céramo-métallique"],
        },
      ],
      note: "Après avoir examiné votre scanner 3D, votre dentiste vous recommandera la solution adaptée à votre os, à votre occlusion et à vos attentes.",
    },
    {
      type: "text",
      id: "who-is-it-for",
      heading: "À qui s'adresse le traitement d'arcade complète\u00a0?",
      paragraphs: [
        "Un bridge complet sur implants convient aux personnes qui ont perdu la plupart ou la totalité des dents d'une mâchoire, dont les dents restantes ne peuvent pas être conservées, ou qui ne sont pas satisfaites de leur prothèse amovible. Beaucoup de nos patients viennent nous voir après des années de difficultés avec un dentier instable.",
        "Un bon état de santé général et un volume d'os suffisant pour les implants sont nécessaires. Si vous avez un problème de santé ou prenez des médicaments régulièrement, signalez-le lors de votre consultation afin que votre plan soit adapté en toute sécurité.",
      ],
    },
    {
      type: "steps",
      id: "all-on-process",
      heading: "Votre traitement d'arcade complète en quatre étapes",
      steps: [
        {
          title: "Consultation et scanner 3D",
          text: "Nous examinons votre bouche, réalisons un scanner 3D (CBCT) et voyons avec vous si l'All-on-4 ou l'All-on-6 vous convient le mieux. Vous recevez un plan de traitement écrit avant de prendre votre décision.",
          duration: "Jour 1",
        },
        {
          title: "Pose des implants et bridge provisoire",
          text: "Les implants sont posés sous anesthésie locale, en général en 30 à 60 minutes par implant. Lorsque les implants sont suffisamment stables, un bridge provisoire est généralement posé, pour que vous ne repartiez pas sans dents.",
          duration: "Jours 2 à 3",
        },
        {
          title: "Cicatrisation chez vous",
          text: "Pendant que vous portez le bridge provisoire, l'os se forme autour des implants. Cela prend en général 3 à 6 mois\u00a0: le plus souvent 2 à 4 mois à la mâchoire inférieure et 3 à 6 mois à la mâchoire supérieure.",
          duration: "3 à 6 mois",
        },
        {
          title: "Votre bridge définitif",
          text: "Lors de votre deuxième séjour, nous prenons des empreintes ou des scans précis, et notre laboratoire fabrique votre bridge définitif en zircone ou en céramo-métallique. Il est posé, puis l'occlusion est ajustée jusqu'à ce qu'elle vous paraisse juste.",
          duration: "Dernière semaine",
        },
      ],
    },
    {
      type: "cards",
      id: "bridge-materials",
      heading: "Bridge en zircone ou céramo-métallique",
      intro:
        "Votre bridge définitif peut être réalisé dans l'un de deux matériaux. Tous deux sont durables et fixes\u00a0; le choix influe surtout sur l'esthétique et le budget.",
      items: [
        {
          title: "Zircone",
          label: "L'aspect le plus naturel",
          text: "Une céramique résistante, couleur dent, sans aucun métal. Elle laisse passer la lumière de façon naturelle, ce qui donne aux dents un aspect réaliste, et elle est douce pour les gencives.",
        },
        {
          title: "Céramo-métallique",
          label: "Éprouvé et économique",
          text: "De la céramique cuite sur une armature métallique. Un choix robuste et éprouvé de longue date, moins coûteux que la zircone, même si l'armature métallique peut rendre les dents un peu moins translucides.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Le suivi de votre bridge complet",
      intro:
        "De bons soins quotidiens protègent à la fois les implants et la gencive qui les entoure. Venez en contrôle tous les 6 mois, afin que tout problème soit détecté tôt.",
      do: [
        "Manger des aliments mous les premiers jours après l'intervention et suivre votre fiche de soins post-opératoires",
        "Vous brosser les dents deux fois par jour et nettoyer sous le bridge avec un hydropulseur ou des brossettes interdentaires",
        "Venir tous les 6 mois pour un contrôle et un nettoyage professionnel",
        "Nous contacter si le bridge semble bouger ou si votre occlusion change",
      ],
      avoid: [
        "Fumer, ce qui ralentit la cicatrisation et augmente le risque de complications des implants",
        "Mâcher des aliments durs ou très collants avec le bridge provisoire pendant la cicatrisation",
        "Mordre des objets très durs, comme des glaçons ou des coquilles de noix",
        "Manquer vos contrôles, même lorsque tout semble aller bien",
      ],
    },
    {
      type: "faq",
      heading: "Questions fréquentes sur l'All-on-4 et l'All-on-6",
      items: [
        {
          question: "Aurai-je des dents dès l'intervention terminée\u00a0?",
          answer:
            "Dans la plupart des cas, un bridge provisoire est posé dans les jours qui suivent la pose des implants. Votre dentiste vous le confirmera une fois les implants en place et leur stabilité vérifiée.",
        },
        {
          question: "Puis-je faire un All-on-4 sur une seule mâchoire\u00a0?",
          answer:
            "Oui. Le traitement d'arcade complète peut concerner la mâchoire supérieure, la mâchoire inférieure ou les deux, selon vos besoins.",
        },
      ],
    },
  ],
  closing: {
    heading: "Parlons ensemble d'une solution d'arcade complète",
    text: `Réservez une consultation vidéo gratuite ou envoyez-nous une radiographie récente\u00a0: nous vous dirons si l'All-on-4 ou l'All-on-6 vous convient, avec un plan et un prix clairs. Une arcade en All-on-4 ou en All-on-6 coûte ${allOnSaving.min} à ${allOnSaving.max}\u00a0% de moins qu'au Royaume-Uni.`,
  },
} satisfies Treatment;
