import type { Treatment } from "../../types";

export default {
  slug: "tooth-decay-prevention",
  group: "dental-hygiene",
  title: "Prévention des caries",
  metaTitle: "Prévention des caries et scellement des sillons",
  metaDescription:
    "Prévenez les caries grâce aux bons gestes, aux contrôles réguliers, au détartrage et au scellement des sillons, qui protège les molaires pendant 2 à 3 ans.",
  hero: {
    eyebrow: "Hygiène dentaire",
    lead: "La plupart des caries peuvent être évitées. De bonnes habitudes quotidiennes, des contrôles réguliers et quelques soins professionnels simples protègent vos dents et vous épargnent plus tard des traitements plus lourds et plus coûteux.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Les quatre piliers de la prévention",
      intro:
        "La prévention est plus efficace lorsque l'hygiène à la maison et les soins professionnels se complètent.",
      items: [
        {
          icon: "sparkles",
          title: "Un nettoyage quotidien",
          text: "Se brosser les dents deux fois par jour avec un dentifrice fluoré et nettoyer entre les dents élimine la plaque qui provoque les caries.",
        },
        {
          icon: "leaf",
          title: "Une alimentation raisonnée",
          text: "La fréquence à laquelle vous consommez du sucre compte davantage que la quantité. Moins de grignotages sucrés laissent à vos dents le temps de récupérer.",
        },
        {
          icon: "calendar",
          title: "Des contrôles réguliers",
          text: "Un contrôle au moins tous les six mois permet de repérer une carie débutante tant qu'elle est encore petite et simple à soigner.",
        },
        {
          icon: "shield",
          title: "Le scellement des sillons",
          text: "Sceller les sillons profonds des molaires les protège pendant 2 à 3 ans, là où la brosse à dents passe difficilement.",
        },
      ],
    },
    {
      type: "text",
      heading: "Comment se forme une carie",
      paragraphs: [
        "Les bactéries de la plaque se nourrissent des sucres et autres glucides fermentescibles contenus dans vos aliments et vos boissons, et produisent de l'acide. Chaque fois que vous mangez ou buvez quelque chose de sucré, cet acide retire pendant un moment des minéraux de l'émail, jusqu'à ce que la salive le neutralise et aide l'émail à se reminéraliser.",
        "Si les attaques acides sont trop fréquentes, l'émail perd plus de minéraux qu'il ne peut en récupérer. Une tache blanche ou brune apparaît d'abord, puis une cavité finit par se former. À ce stade, la dent ne peut plus se réparer d'elle-même et nécessite une obturation.",
        "Une carie débutante ne cause souvent aucune douleur, si bien que vous pouvez ignorer sa présence. C'est pourquoi les contrôles réguliers, ainsi que les radiographies lorsque votre dentiste les conseille, jouent un rôle si important dans la prévention.",
      ],
    },
    {
      type: "text",
      heading: "Ce que vous pouvez faire à la maison",
      paragraphs: [
        "La protection la plus efficace est simple et coûte très peu. Quelques habitudes régulières font une vraie différence pour vos dents et vos gencives au fil des années.",
      ],
      bullets: [
        "Brossez-vous les dents environ deux minutes deux fois par jour, dont une juste avant le coucher, avec un dentifrice fluoré",
        "Après le brossage, recrachez sans rincer, pour que le fluor reste sur vos dents",
        "Nettoyez entre vos dents une fois par jour avec du fil dentaire ou des brossettes interdentaires",
        "Réservez autant que possible les aliments et boissons sucrés aux repas, plutôt que de grignoter tout au long de la journée",
        "Buvez de l'eau entre les repas et, si vous mâchez du chewing-gum, choisissez-le sans sucre",
      ],
    },
    {
      type: "text",
      heading: "La prévention professionnelle à la clinique",
      paragraphs: [
        "Lors d'un contrôle, votre dentiste examine chaque dent, vos gencives et vos éventuelles obturations ou couronnes, et réalise des radiographies si nécessaire pour voir entre les dents. Une carie débutante peut parfois être stoppée par le fluor et une meilleure hygiène seuls, sans fraisage.",
        "Un détartrage professionnel élimine le tartre et la plaque là où votre brosse à dents ne passe pas. Pour les dents aux sillons profonds, le scellement ajoute une couche protectrice, et votre dentiste peut aussi recommander un vernis fluoré si votre risque carieux est plus élevé.",
      ],
    },
    {
      type: "steps",
      heading: "Le déroulement du scellement des sillons",
      intro:
        "Le scellement des sillons est rapide, indolore et ne nécessite pas d'anesthésie. Il est surtout recommandé pour les nouvelles molaires des enfants, mais les adultes aux sillons profonds et sans carie peuvent aussi en bénéficier.",
      steps: [
        {
          title: "Examen de la dent",
          text: "Votre dentiste vérifie que les sillons sont exempts de carie et se prêtent à un scellement.",
        },
        {
          title: "Nettoyage et séchage",
          text: "La surface de mastication est soigneusement nettoyée et maintenue au sec, ce qui favorise une bonne adhésion du produit de scellement.",
        },
        {
          title: "Préparation de la surface",
          text: "Un gel de conditionnement doux est appliqué quelques instants puis rincé, pour que le produit de scellement accroche à l'émail.",
        },
        {
          title: "Application et durcissement du produit de scellement",
          text: "Un produit fluide est appliqué en fine couche dans les sillons, puis durci à l'aide d'une lampe à photopolymériser.",
        },
        {
          title: "Contrôle de l'occlusion",
          text: "Votre dentiste vérifie le scellement et votre occlusion. Le scellement protège les sillons pendant 2 à 3 ans et il est contrôlé à chaque visite.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Les bons gestes au quotidien pour des dents saines",
      do: [
        "Brossez-vous les dents deux fois par jour avec un dentifrice fluoré",
        "Nettoyez chaque jour entre vos dents",
        "Faites un contrôle au moins tous les six mois",
        "Demandez à votre dentiste si un scellement des sillons ou un vernis fluoré vous serait utile",
      ],
      avoid: [
        "Siroter des boissons sucrées ou acides tout au long de la journée",
        "Grignoter des bonbons, des biscuits ou des fruits secs entre les repas",
        "Se brosser les dents juste après un aliment ou une boisson acide, quand l'émail est ramolli",
        "Attendre d'avoir mal pour consulter un dentiste",
      ],
    },
    {
      type: "faq",
      heading: "Prévention\u00a0: questions fréquentes",
      items: [
        {
          question: "Combien de temps dure un scellement des sillons\u00a0?",
          answer:
            "Un scellement protège les sillons pendant 2 à 3 ans. Votre dentiste le vérifie à chaque contrôle et peut le réparer ou le refaire s'il est usé.",
        },
        {
          question: "Le scellement des sillons est-il réservé aux enfants\u00a0?",
          answer:
            "Il est surtout pratiqué chez les enfants et les adolescents, car les molaires qui viennent de sortir sont les plus exposées. Les adultes aux sillons profonds, sans carie ni obturation sur ces faces, peuvent aussi en bénéficier. Votre dentiste vous dira s'il vous convient.",
        },
        {
          question: "À quelle fréquence consulter un dentiste si je n'ai aucun problème\u00a0?",
          answer:
            "Nous recommandons un contrôle au moins tous les six mois, même quand tout semble aller bien. Les caries et les maladies des gencives évoluent souvent sans symptôme jusqu'à un stade plus avancé.",
        },
        {
          question: "Je vis à l'étranger. Puis-je quand même suivre une démarche de prévention\u00a0?",
          answer:
            "Oui. Vous pouvez combiner un contrôle et un détartrage professionnel avec chacun de vos séjours à Budapest. Entre deux séjours, continuez à faire des contrôles chez un dentiste près de chez vous pour que rien ne passe inaperçu.",
        },
      ],
    },
  ],
  closing: {
    heading: "Protégez vos dents pour les années à venir",
    text: "Un contrôle et un détartrage professionnel sont le meilleur point de départ. Contactez-nous\u00a0: nous organiserons une visite de prévention, avec des conseils honnêtes sur ce dont vos dents ont besoin, et ce dont elles n'ont pas besoin.",
  },
} satisfies Treatment;
