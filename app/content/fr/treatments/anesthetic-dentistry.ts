import type { Treatment } from "../../types";

export default {
  slug: "anesthetic-dentistry",
  group: "special-services",
  title: "Soins dentaires sous sédation pour les patients anxieux",
  metaTitle: "Sédation et anesthésie pour les patients anxieux",
  metaDescription:
    "Peur du dentiste\u00a0? Comment nous rendons vos soins confortables\u00a0: anesthésie locale, approche sereine et options de sédation évaluées au cas par cas.",
  hero: {
    eyebrow: "Services spécifiques",
    lead: "Si l'idée de soins dentaires vous angoisse, sachez que c'est le cas de nombreuses personnes. Nous prenons le temps de vous écouter, les soins sous anesthésie locale sont indolores et, pour certains patients, la sédation peut aider à se sentir calme et détendu.",
  },
  priceGroup: "free-services",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Comment nous rendons vos soins confortables",
      intro: "Se sentir en sécurité et garder le contrôle compte autant que le soin lui-même.",
      items: [
        {
          icon: "syringe",
          title: "Une anesthésie locale indolore",
          text: "Nous appliquons d'abord un gel anesthésiant, puis l'anesthésique est injecté lentement. Nous ne commençons que lorsque la zone est totalement insensible.",
        },
        {
          icon: "users",
          title: "Le temps d'en parler",
          text: "Dites-nous ce qui vous inquiète. Nous expliquons chaque étape avant de la réaliser, avec des mots simples et sans précipitation.",
        },
        {
          icon: "thumbs-up",
          title: "Vous gardez le contrôle",
          text: "Nous convenons d'un signal d'arrêt simple, comme lever la main, et faisons une pause dès que vous en avez besoin.",
        },
        {
          icon: "stethoscope",
          title: "La sédation lorsqu'elle est indiquée",
          text: "Pour certains patients et certains soins, la sédation est possible. Son indication est évaluée au cas par cas.",
        },
      ],
    },
    {
      type: "text",
      heading: "La peur du dentiste est fréquente et compréhensible",
      paragraphs: [
        "Beaucoup de personnes appréhendent les soins dentaires. Chez certaines, cela vient d'une expérience douloureuse passée\u00a0; chez d'autres, ce sont les bruits, le sentiment de perdre le contrôle ou la crainte de ce que le dentiste va découvrir. Certains patients ont repoussé leurs soins pendant des années pour cette raison.",
        "Il n'y a pas de quoi être gêné. Nous dire ce que vous ressentez nous aide à organiser vos soins autour de vous\u00a0: rendez-vous plus courts, davantage d'explications, pauses supplémentaires ou autre approche de l'anesthésie. Nous ne vous jugerons jamais sur l'état de vos dents.",
      ],
    },
    {
      type: "text",
      heading: "L'anesthésie locale, base de soins confortables",
      paragraphs: [
        "Presque tous les soins dentaires, y compris les obturations, les traitements de canal, la préparation pour une couronne, les extractions et la pose d'implants, sont réalisés sous anesthésie locale. Elle n'insensibilise que la zone traitée\u00a0: vous restez parfaitement éveillé et pouvez parler à votre dentiste.",
        "Les soins sous anesthésie locale sont indolores. Vous pouvez encore sentir une pression, des vibrations ou des mouvements, mais pas de douleur vive. Si vous ressentez une gêne, dites-le-nous\u00a0: une dose supplémentaire d'anesthésique peut être administrée.",
        "L'effet de l'anesthésie se dissipe généralement en quelques heures. D'ici là, veillez à ne pas vous mordre la lèvre, la joue ou la langue, et évitez les boissons chaudes.",
      ],
    },
    {
      type: "cards",
      heading: "Les options de sédation",
      intro:
        "La sédation n'est pas nécessaire pour la plupart des soins et ne convient pas à tout le monde. Selon votre état de santé, le soin dont vous avez besoin et votre niveau d'anxiété, votre dentiste peut aborder avec vous les options ci-dessous. Chacune est évaluée au cas par cas, et votre dentiste vous expliquera laquelle, le cas échéant, est adaptée et disponible pour votre traitement.",
      items: [
        {
          title: "Sédation orale",
          label: "Légère",
          text: "Un comprimé sédatif pris avant votre rendez-vous pour diminuer l'anxiété. Vous restez éveillé et capable de répondre, mais vous vous sentez plus calme. Elle est toujours associée à une anesthésie locale contre la douleur.",
        },
        {
          title: "Sédation consciente par voie intraveineuse",
          label: "Modérée",
          text: "Un médicament sédatif administré par un petit cathéter dans le bras ou la main. Vous vous sentez profondément détendu et somnolent, mais vous continuez à respirer seul et pouvez répondre aux consignes. Beaucoup de patients ne gardent que peu de souvenirs du soin.",
        },
        {
          title: "Anesthésie générale",
          label: "Cas particuliers",
          text: "Être complètement endormi est rarement nécessaire pour des soins dentaires. Cela peut être envisagé dans certaines situations, par exemple une chirurgie importante. L'anesthésie générale doit être réalisée par un anesthésiste dans un environnement équipé en conséquence, et votre dentiste vous expliquera si elle est possible dans votre cas.",
        },
      ],
    },
    {
      type: "text",
      heading: "La sécurité avant tout",
      paragraphs: [
        "Avant de planifier une sédation, votre dentiste examine l'ensemble de vos antécédents médicaux. Certaines maladies et certains médicaments rendent la sédation moins indiquée ou imposent des précautions supplémentaires, et nous pouvons parfois demander des informations à votre médecin traitant.",
        "Pendant la sédation, votre respiration, votre pouls et votre taux d'oxygène sont surveillés en permanence, et nous veillons sur vous jusqu'à ce que vous soyez suffisamment rétabli pour partir avec votre accompagnant. Si la sédation ne vous convient pas, nous discuterons d'autres moyens de rendre vos soins confortables.",
      ],
      bullets: [
        "Toute maladie cardiaque, pulmonaire ou respiratoire, y compris l'apnée du sommeil",
        "Tous les médicaments que vous prenez, y compris les anticoagulants et les somnifères",
        "Les allergies et toute réaction antérieure à une anesthésie ou à une sédation",
        "Une grossesse ou la possibilité d'une grossesse",
        "La consommation d'alcool ou de drogues, qui peut modifier l'effet de la sédation",
      ],
    },
    {
      type: "steps",
      heading: "Votre soin sous sédation étape par étape",
      steps: [
        {
          title: "Première consultation",
          text: "Nous parlons de vos craintes, examinons vos dents et convenons d'un plan de traitement. C'est le bon moment pour poser vos questions sur l'anesthésie et la sédation.",
        },
        {
          title: "Bilan de santé",
          text: "Votre dentiste examine vos antécédents médicaux et vos médicaments, puis décide si une sédation est indiquée et laquelle.",
        },
        {
          title: "Consignes de préparation",
          text: "Vous recevez des consignes écrites concernant l'alimentation et les boissons, vos médicaments habituels et la présence d'un adulte pour vous accompagner.",
        },
        {
          title: "Le jour du soin",
          text: "La sédation est administrée, l'anesthésie locale insensibilise la zone et votre soin est réalisé sous surveillance constante.",
        },
        {
          title: "Récupération et retour",
          text: "Vous vous reposez à la clinique jusqu'à ce que vous soyez en état de partir, puis vous regagnez votre hébergement avec votre accompagnant.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Avant et après une sédation",
      intro:
        "Les médicaments sédatifs peuvent altérer votre jugement et votre coordination plus longtemps que vous ne le pensez, même si vous vous sentez bien. Suivez vos consignes écrites, qui priment sur ces conseils généraux.",
      do: [
        "Respectez scrupuleusement les consignes concernant l'alimentation et les boissons",
        "Venez avec un adulte responsable qui pourra vous raccompagner et rester avec vous le reste de la journée",
        "Prenez vos médicaments habituels, sauf indication contraire de votre dentiste",
        "Signalez-nous tout changement de votre état de santé avant le rendez-vous",
        "Reposez-vous au calme le reste de la journée",
      ],
      avoid: [
        "Conduire, faire du vélo ou utiliser des machines avant le lendemain au plus tôt",
        "Boire de l'alcool ou prendre des somnifères après la sédation",
        "Signer des documents importants ou prendre des décisions importantes ce jour-là",
        "Voyager seul ou prévoir un vol le jour de la sédation",
        "Garder seul de jeunes enfants ce jour-là",
      ],
    },
    {
      type: "faq",
      heading: "Anesthésie et sédation\u00a0: questions fréquentes",
      items: [
        {
          question: "Serai-je endormi pendant la sédation\u00a0?",
          answer:
            "Pas avec une sédation consciente. Vous serez très détendu et pourrez vous assoupir légèrement par moments, mais vous continuez à respirer seul et pouvez répondre lorsqu'on vous parle. Seule l'anesthésie générale, réservée à des cas particuliers, vous endort complètement.",
        },
        {
          question: "L'injection d'anesthésique est-elle douloureuse\u00a0?",
          answer:
            "La plupart des patients ne sentent qu'un petit pincement. Nous appliquons d'abord un gel anesthésiant et injectons l'anesthésique lentement, ce qui rend l'injection bien plus confortable.",
        },
        {
          question: "Et si l'anesthésie ne semble pas agir\u00a0?",
          answer:
            "Dites-le immédiatement à votre dentiste. Une dose supplémentaire ou une autre technique peut être utilisée. Une dent très enflammée ou infectée est plus difficile à anesthésier, et il est parfois préférable de traiter d'abord l'infection, puis de terminer le soin ensuite.",
        },
        {
          question: "Puis-je demander une sédation pour n'importe quel soin\u00a0?",
          answer:
            "Vous pouvez toujours la demander, et nous prendrons votre demande au sérieux. La possibilité d'une sédation dépend de votre état de santé, du soin et de votre niveau d'anxiété\u00a0; votre dentiste en décide au cas par cas.",
        },
        {
          question: "Puis-je venir accompagné\u00a0?",
          answer:
            "Oui, vous pouvez tout à fait venir accompagné. Si vous recevez une sédation, un accompagnant adulte est obligatoire pour vous ramener ensuite à votre hébergement.",
        },
      ],
    },
  ],
  closing: {
    heading: "Dites-nous ce qui vous inquiète",
    text: "Appelez-nous ou envoyez-nous un message pour nous dire ce que vous ressentez face aux soins dentaires. Nous examinerons vos options avec calme, sans engagement, et prévoirons des soins que vous vous sentirez capable d'aborder.",
  },
} satisfies Treatment;
