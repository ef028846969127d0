import type { Treatment } from "../../types";

export default {
  slug: "health-conditions",
  group: "implantology",
  title: "Implants dentaires et problèmes de santé",
  metaTitle: "Implants et diabète, ostéoporose ou maladie cardiaque",
  metaDescription:
    "Implants et diabète, ostéoporose ou maladie cardiaque\u00a0: comment nous évaluons votre santé, maîtrisons les facteurs de risque et adaptons le traitement.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Beaucoup de personnes atteintes de maladies chroniques reçoivent des implants dentaires avec succès. L'essentiel est une évaluation attentive et un plan adapté à votre situation.",
  },
  priceGroup: "implants",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "highlights",
      heading: "Votre santé d'abord",
      items: [
        {
          icon: "stethoscope",
          title: "Un bilan médical complet",
          text: "Nous passons en revue vos antécédents médicaux et vos médicaments avant de planifier tout traitement.",
        },
        {
          icon: "scan",
          title: "Une imagerie détaillée",
          text: "Un scanner 3D (CBCT) montre la qualité et le volume d'os disponibles pour les implants.",
        },
        {
          icon: "users",
          title: "En lien avec votre médecin",
          text: "Si nécessaire, nous demandons l'avis de votre médecin avant d'aller plus loin.",
        },
        {
          icon: "heart",
          title: "Un plan adapté",
          text: "Le calendrier, la technique et le suivi sont adaptés à votre état de santé.",
        },
      ],
    },
    {
      type: "text",
      id: "can-i-have-implants",
      heading: "Puis-je recevoir des implants si j'ai un problème de santé\u00a0?",
      paragraphs: [
        "Pour la plupart des patients, une maladie bien contrôlée n'exclut pas les implants. La pose d'implants est une intervention mineure réalisée sous anesthésie locale, et de nombreuses maladies demandent simplement une attention particulière lors de la planification et de la cicatrisation.",
        "Certaines maladies et certains médicaments influent toutefois sur la cicatrisation de l'os et des gencives\u00a0: il est donc important de nous en informer de façon complète. Votre dentiste vous dira honnêtement si les implants vous conviennent et, si ce n'est pas le cas, quelles autres solutions pourraient mieux vous convenir.",
      ],
    },
    {
      type: "cards",
      id: "conditions",
      heading: "Les problèmes de santé que nous prenons en compte",
      intro:
        "Voici les problèmes de santé sur lesquels nous posons le plus souvent des questions. Chacun est évalué individuellement.",
      items: [
        {
          title: "Diabète",
          text: "Un diabète bien équilibré n'empêche généralement pas un traitement implantaire. Une glycémie mal contrôlée peut ralentir la cicatrisation et augmenter le risque d'infection\u00a0; votre dentiste pourra donc vous demander vos résultats de glycémie récents.",
        },
        {
          title: "Ostéoporose",
          text: "L'ostéoporose elle-même peut souvent être prise en compte grâce à une planification attentive. Certains médicaments contre l'ostéoporose, comme les bisphosphonates, peuvent influer sur la cicatrisation de l'os de la mâchoire\u00a0: indiquez-nous quels médicaments vous prenez et depuis combien de temps.",
        },
        {
          title: "Maladies cardiaques",
          text: "Beaucoup de patients atteints de maladies cardiaques peuvent recevoir des implants. Si vous avez eu récemment un infarctus ou une opération du cœur, ou si vous prenez des anticoagulants, nous aurons peut-être besoin de l'avis de votre cardiologue ou de votre médecin traitant avant le traitement.",
        },
        {
          title: "Anticoagulants",
          text: "Les médicaments qui fluidifient le sang augmentent les saignements pendant et après l'intervention. Ne les arrêtez jamais de vous-même\u00a0; votre médecin et votre dentiste conviendront ensemble de la façon de les gérer en toute sécurité.",
        },
        {
          title: "Maladies auto-immunes",
          text: "Des maladies comme la polyarthrite rhumatoïde, ainsi que les médicaments utilisés pour les traiter, peuvent influer sur la cicatrisation. Votre dentiste tiendra compte de votre traitement lors de la planification.",
        },
        {
          title: "Traitement contre le cancer",
          text: "La radiothérapie de la tête et du cou ainsi que certains médicaments anticancéreux peuvent affecter l'os de la mâchoire. Des implants restent parfois possibles, mais ils demandent une évaluation et un calendrier particulièrement soigneux.",
        },
      ],
    },
    {
      type: "text",
      id: "risk-factors",
      heading: "Les facteurs de risque pour les implants",
      paragraphs: [
        "Outre les maladies, certaines habitudes et certains problèmes bucco-dentaires rendent les complications des implants plus probables. La plupart peuvent être réduits ou traités avant la pose de vos implants.",
      ],
      bullets: [
        "Le tabac, qui réduit l'irrigation sanguine des gencives et ralentit la cicatrisation",
        "La maladie des gencives (parodontite), qui doit être traitée et maîtrisée avant la pose d'implants",
        "Une hygiène bucco-dentaire insuffisante, qui peut entraîner une inflammation autour de l'implant",
        "Le grincement ou le serrement des dents, qui sollicite davantage les implants",
        "Une forte consommation d'alcool, qui peut perturber la cicatrisation",
        "Un os de la mâchoire insuffisant, qui peut nécessiter d'abord une greffe osseuse ou un sinus lift",
      ],
    },
    {
      type: "steps",
      id: "assessment",
      heading: "Comment nous évaluons si les implants vous conviennent",
      steps: [
        {
          title: "Questionnaire médical",
          text: "Avant ou lors de votre première visite, vous remplissez un questionnaire de santé où vous indiquez vos maladies, vos allergies et vos médicaments.",
        },
        {
          title: "Consultation et examen",
          text: "Votre dentiste reprend vos réponses avec vous, examine vos dents et vos gencives et recherche une éventuelle maladie des gencives.",
        },
        {
          title: "Scanner 3D",
          text: "Un scanner 3D (CBCT) montre la hauteur, la largeur et la qualité de l'os de votre mâchoire, pour planifier les implants avec précision.",
        },
        {
          title: "L'avis de votre médecin",
          text: "Si votre état de santé le justifie, nous demandons un courrier ou des résultats d'examens à votre médecin traitant ou à votre spécialiste avant de confirmer votre plan.",
        },
      ],
    },
    {
      type: "text",
      id: "adaptations",
      heading: "Comment le traitement peut être adapté",
      paragraphs: [
        "Lorsqu'un problème de santé demande une attention particulière, votre dentiste adapte le plan plutôt que de simplement refuser. L'objectif est de rendre le traitement aussi sûr et confortable que possible tout en offrant à vos implants les meilleures conditions de cicatrisation.",
      ],
      bullets: [
        "Une période de cicatrisation plus longue avant la pose de la couronne définitive",
        "Moins d'implants posés par séance, ou un traitement réparti sur davantage de séjours",
        "Traiter d'abord la maladie des gencives et améliorer l'hygiène à la maison avant l'intervention",
        "Des antibiotiques ou un bain de bouche antiseptique lorsque votre dentiste le juge approprié",
        "Une sédation pour les patients très anxieux, après un contrôle médical",
        "Un suivi plus rapproché, avec des contrôles tous les 6 mois après le traitement",
      ],
    },
    {
      type: "doAvoid",
      heading: "Avant votre consultation",
      do: [
        "Apporter la liste à jour de vos médicaments et de leurs doses",
        "Apporter vos résultats d'examens récents ou les courriers de votre médecin, si vous en avez",
        "Nous signaler toute radiothérapie passée, tout médicament pour les os ou tout problème cardiaque",
        "Demander conseil à votre médecin en cas de doute sur la sécurité du traitement pour vous",
      ],
      avoid: [
        "Arrêter ou modifier un médicament prescrit sans l'avis de votre médecin",
        "Passer sous silence des problèmes de santé qui vous semblent sans importance",
        "Fumer dans les semaines qui entourent l'intervention",
        "Maintenir l'intervention alors que vous ne vous sentez pas bien\u00a0: prévenez-nous et nous fixerons une autre date",
      ],
    },
  ],
  closing: {
    heading: "Vous ne savez pas si les implants vous conviennent\u00a0?",
    text: "Parlez-nous de votre santé et envoyez-nous une radiographie récente. Votre dentiste l'examinera et vous conseillera honnêtement sur la solution la plus sûre.",
  },
} satisfies Treatment;
