import type { Treatment } from "../../types";

export default {
  slug: "laser-root-treatment",
  group: "restorative-dentistry",
  title: "Traitement de canal assisté par laser",
  metaTitle: "Traitement de canal au laser à Budapest",
  metaDescription:
    "Désinfection des canaux radiculaires au laser à Budapest\u00a0: comment le laser aide à nettoyer les canaux, ses avantages et ce qui vous attend à chaque étape.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Lors d’un traitement de canal assisté par laser, la lumière laser complète le nettoyage conventionnel pour désinfecter plus en profondeur les canaux radiculaires. Elle aide votre dentiste à atteindre des bactéries logées là où les instruments seuls nettoient difficilement.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Les avantages de la désinfection au laser",
      intro: "Le laser complète un nettoyage minutieux des canaux radiculaires\u00a0; il ne le remplace pas.",
      items: [
        {
          icon: "zap",
          title: "Désinfection approfondie",
          text: "L’énergie laser aide à réduire les bactéries dans les parois des canaux et leurs fines ramifications.",
        },
        {
          icon: "shield",
          title: "Protège le résultat",
          text: "Un canal plus propre offre les meilleures conditions possibles à l’obturation et au scellement.",
        },
        {
          icon: "heart",
          title: "En douceur",
          text: "La fine fibre laser est utilisée à l’intérieur du canal pendant que la dent est anesthésiée.",
        },
        {
          icon: "microscope",
          title: "Endodontie moderne",
          text: "Associée au grossissement pour un traitement précis et minutieux.",
        },
      ],
    },
    {
      type: "text",
      heading: "Qu’est-ce qu’un traitement de canal assisté par laser\u00a0?",
      paragraphs: [
        "Les canaux radiculaires ne sont pas de simples tubes. Ils présentent des courbures, de minuscules ramifications latérales et des canalicules microscopiques dans leurs parois, où les bactéries peuvent se cacher.",
        "Lors d’un traitement assisté par laser, votre dentiste commence par nettoyer et mettre en forme les canaux de manière habituelle. Une fine fibre laser est ensuite introduite dans chaque canal pour le désinfecter avant que les canaux ne soient obturés et scellés.",
      ],
    },
    {
      type: "text",
      heading: "Comment le laser aide-t-il\u00a0?",
      paragraphs: [
        "La lumière laser pénètre dans les parois des canaux et aide à réduire les bactéries que les solutions d’irrigation et les instruments n’atteignent pas toujours complètement. Elle peut aussi rendre les solutions d’irrigation plus efficaces.",
        "C’est particulièrement utile pour les dents infectées, les canaux de forme complexe ou une ancienne obturation canalaire qui a échoué. Votre dentiste vous expliquera si la désinfection au laser est utile pour votre dent.",
      ],
      bullets: [
        "Dents présentant une infection à l’extrémité de la racine",
        "Dents nécessitant un retraitement de canal",
        "Canaux courbes ou étroits, difficiles à nettoyer",
        "Patients qui souhaitent la désinfection la plus complète possible",
      ],
    },
    {
      type: "steps",
      heading: "Le déroulement du traitement de canal au laser",
      intro:
        "Comme le traitement de canal conventionnel, le traitement assisté par laser demande généralement 2 à 3 séances.",
      steps: [
        {
          title: "Examen et radiographie",
          text: "Votre dentiste examine la dent, étudie la radiographie et planifie le traitement avec vous.",
        },
        {
          title: "Anesthésie et accès",
          text: "La dent est insensibilisée par anesthésie locale et une petite ouverture est pratiquée pour atteindre les canaux.",
        },
        {
          title: "Nettoyage et mise en forme",
          text: "La pulpe infectée est retirée, et les canaux sont nettoyés et mis en forme à l’aide d’instruments fins et de solutions d’irrigation.",
        },
        {
          title: "Désinfection au laser",
          text: "Une fine fibre laser est introduite dans chaque canal pour désinfecter ses parois et ses ramifications.",
        },
        {
          title: "Obturation et scellement",
          text: "Les canaux propres sont obturés et scellés, puis la dent est refermée par une obturation, un inlay ou une couronne.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Après votre traitement",
      intro:
        "Une légère sensibilité pendant quelques jours est normale. Si la douleur augmente ou si vous remarquez un gonflement, contactez-nous.",
      do: [
        "Attendre que l’engourdissement se soit dissipé avant de manger",
        "Mâcher de l’autre côté jusqu’à ce que la dent soit entièrement restaurée",
        "Continuer à vous brosser les dents et à nettoyer entre elles comme d’habitude",
        "Revenir comme prévu pour la restauration définitive",
      ],
      avoid: [
        "Croquer des aliments durs avec la dent traitée",
        "Les aliments collants ou le chewing-gum de ce côté",
        "Repousser l’obturation définitive ou la couronne",
      ],
    },
    {
      type: "faq",
      heading: "Questions sur le traitement de canal au laser",
      items: [
        {
          question: "Le laser fait-il mal\u00a0?",
          answer:
            "Non. Le laser est utilisé pendant que la dent est anesthésiée, et le traitement sous anesthésie locale est indolore.",
        },
        {
          question: "Le traitement au laser convient-il à toutes les dents\u00a0?",
          answer:
            "La désinfection au laser peut être utilisée dans de nombreux traitements de canal. Votre dentiste la recommande lorsqu’elle est susceptible d’aider, par exemple en cas d’infection ou de retraitement.",
        },
      ],
    },
  ],
  closing: {
    heading: "Renseignez-vous sur le traitement de canal assisté par laser",
    text: "Décrivez-nous vos symptômes ou envoyez-nous une radiographie récente. Nous vous expliquerons si la désinfection au laser convient à votre dent et vous enverrons un devis gratuit.",
  },
} satisfies Treatment;
