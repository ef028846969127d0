import type { Treatment } from "../../types";

export default {
  slug: "root-canal-treatment",
  group: "restorative-dentistry",
  title: "Traitement de canal",
  metaTitle: "Traitement de canal (endodontie) à Budapest",
  metaDescription:
    "Traitement de canal à Budapest sous anesthésie locale\u00a0: en quoi il consiste, quand il est nécessaire, son déroulement en 2 à 3 séances et les soins après.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Le traitement de canal élimine le tissu infecté ou enflammé à l’intérieur d’une dent, soulage la douleur et vous permet de conserver votre dent naturelle. Il est réalisé sous anesthésie locale et demande généralement 2 à 3 séances.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Sauve votre dent",
          text: "Conserver votre propre dent est généralement la meilleure option lorsqu’elle peut être sauvée.",
        },
        {
          icon: "syringe",
          title: "Traitement indolore",
          text: "Le traitement sous anesthésie locale est indolore.",
        },
        {
          icon: "activity",
          title: "Soulage la rage de dents",
          text: "Retirer la pulpe enflammée soulage généralement la douleur qu’elle provoque.",
        },
        {
          icon: "microscope",
          title: "Techniques modernes",
          text: "Désinfection au laser et traitement sous microscope lorsque c’est nécessaire.",
        },
      ],
    },
    {
      type: "text",
      heading: "Qu’est-ce qu’un traitement de canal\u00a0?",
      paragraphs: [
        "À l’intérieur de chaque dent se trouve la pulpe, un tissu mou contenant des nerfs et des vaisseaux sanguins, qui descend dans les racines par d’étroits canaux. Lorsque la pulpe est enflammée ou infectée, elle ne peut pas guérir d’elle-même.",
        "Lors d’un traitement de canal, votre dentiste retire la pulpe atteinte, nettoie et désinfecte les canaux, puis les obture et les scelle. La dent est ensuite protégée par une obturation, un inlay ou une couronne afin que vous puissiez continuer à l’utiliser.",
      ],
    },
    {
      type: "text",
      heading: "Quand un traitement de canal est-il nécessaire\u00a0?",
      paragraphs: [
        "Les causes les plus fréquentes sont une carie profonde, une fissure de la dent, un choc ou un traumatisme, ou des soins répétés sur la même dent. Parfois, il n’y a aucun symptôme et le problème est découvert sur une radiographie.",
        "En cas de gonflement du visage, de fièvre ou de difficulté à avaler, contactez immédiatement la clinique ou un médecin, car il peut s’agir des signes d’une infection qui se propage.",
      ],
      bullets: [
        "Une douleur dentaire persistante, surtout la nuit ou en mâchant",
        "Une sensibilité au chaud ou au froid qui persiste après la disparition de la cause",
        "Un gonflement ou une gencive douloureuse près d’une dent",
        "Un petit bouton sur la gencive",
        "Une dent qui a foncé",
      ],
    },
    {
      type: "steps",
      heading: "Le déroulement du traitement de canal",
      intro:
        "Le traitement demande généralement 2 à 3 séances. Après l’examen, votre dentiste vous indique combien de séances votre dent nécessite.",
      steps: [
        {
          title: "Examen et radiographie",
          text: "Votre dentiste examine la dent, réalise une radiographie pour voir les racines et vous explique le plan de traitement.",
        },
        {
          title: "Anesthésie et accès",
          text: "La dent est insensibilisée par anesthésie locale et une petite ouverture est pratiquée pour atteindre la pulpe.",
        },
        {
          title: "Nettoyage et mise en forme",
          text: "La pulpe enflammée ou infectée est retirée, et les canaux sont soigneusement nettoyés et mis en forme.",
        },
        {
          title: "Désinfection",
          text: "Les canaux sont rincés et désinfectés. Si nécessaire, un médicament est placé à l’intérieur et la dent est fermée par une obturation provisoire entre les séances.",
        },
        {
          title: "Obturation et scellement",
          text: "Une fois les canaux propres, ils sont obturés et scellés pour empêcher les bactéries d’y revenir.",
        },
        {
          title: "Restauration de la dent",
          text: "La dent est reconstruite par une obturation, un inlay ou une couronne, selon ce qu’il en reste.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Suivi après le traitement",
      intro:
        "Une légère sensibilité pendant quelques jours après le traitement est normale et cède généralement avec un antidouleur en vente libre. Si la douleur augmente ou qu’un gonflement apparaît, contactez-nous.",
      do: [
        "Attendre que l’anesthésie se soit dissipée avant de manger",
        "Mâcher de l’autre côté jusqu’à la pose de la restauration définitive",
        "Vous brosser les dents et nettoyer entre elles comme d’habitude, en douceur autour de la dent traitée",
        "Prendre un antidouleur selon les conseils de votre dentiste si vous en avez besoin",
        "Revenir comme prévu pour l’obturation définitive ou la couronne",
      ],
      avoid: [
        "Croquer des aliments durs avec la dent traitée tant qu’elle porte une obturation provisoire",
        "Mâcher du chewing-gum ou des aliments très collants de ce côté",
        "Retarder la restauration définitive, qui protège la dent contre la fracture",
        "Ignorer une douleur croissante, un gonflement ou de la fièvre",
      ],
    },
    {
      type: "faq",
      heading: "Questions sur le traitement de canal",
      items: [
        {
          question: "Un traitement de canal est-il douloureux\u00a0?",
          answer:
            "Le traitement sous anesthésie locale est indolore. La plupart des patients le trouvent comparable à une obturation. Une certaine sensibilité après coup est fréquente et disparaît généralement en quelques jours.",
        },
        {
          question: "Puis-je terminer un traitement de canal en un seul voyage\u00a0?",
          answer:
            "Le traitement de canal demande généralement 2 à 3 séances, qui peuvent souvent être prévues au cours d’un seul séjour. La personne qui coordonne votre séjour planifie vos rendez-vous avec vous.",
        },
        {
          question: "Aurai-je besoin d’une couronne ensuite\u00a0?",
          answer:
            "Souvent, surtout pour les dents postérieures qui ont perdu beaucoup de tissu. Une couronne ou un inlay aide à protéger la dent contre les fissures. Votre dentiste vous conseillera.",
        },
      ],
    },
  ],
  closing: {
    heading: "Sauvez votre dent grâce à un traitement de canal en douceur",
    text: "Si vous avez mal aux dents ou si l’on vous a dit que vous aviez besoin d’un traitement de canal, contactez-nous. Nous vous expliquerons les options possibles et vous enverrons un devis clair et gratuit.",
  },
} satisfies Treatment;
