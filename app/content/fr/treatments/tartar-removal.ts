import type { Treatment } from "../../types";

export default {
  slug: "tartar-removal",
  group: "dental-hygiene",
  title: "Détartrage professionnel",
  metaTitle: "Détartrage et polissage des dents à Budapest",
  metaDescription:
    "Détartrage et polissage professionnels en douceur à Budapest\u00a0: déroulement du soin, protection de vos gencives et conseils simples pour les jours qui suivent.",
  hero: {
    eyebrow: "Hygiène dentaire",
    lead: "Le tartre ne s'élimine pas au brossage. Un détartrage professionnel le retire en douceur et en profondeur, aide vos gencives à rester saines et laisse vos dents lisses et fraîches.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Des gencives plus saines",
          text: "Éliminer le tartre supprime une cause majeure d'irritation, de saignement et d'inflammation des gencives.",
        },
        {
          icon: "sparkles",
          title: "Des dents plus éclatantes et plus lisses",
          text: "Le polissage atténue les taches de surface dues au café, au thé, au vin rouge et au tabac.",
        },
        {
          icon: "leaf",
          title: "Une haleine plus fraîche",
          text: "Retirer les dépôts durcis élimine une cause fréquente de mauvaise haleine persistante.",
        },
        {
          icon: "shield",
          title: "Une protection pour l'avenir",
          text: "Un détartrage régulier aide à prévenir les maladies des gencives, une cause fréquente de perte de dents chez l'adulte.",
        },
      ],
    },
    {
      type: "text",
      heading: "Qu'est-ce que le tartre et pourquoi s'en préoccuper\u00a0?",
      paragraphs: [
        "Chaque jour, un film de bactéries mou et collant, appelé plaque dentaire, se forme sur vos dents. L'essentiel part avec le brossage et le nettoyage entre les dents, mais la plaque qui reste absorbe peu à peu les minéraux de la salive et durcit pour devenir du tartre.",
        "Rugueux et solidement fixé, le tartre ne peut pas être retiré avec une brosse à dents. Il offre à la nouvelle plaque un endroit idéal où s'accumuler, surtout le long de la gencive et juste en dessous, où elle peut irriter les gencives, qui deviennent alors rouges, gonflées et saignent facilement.",
        "Sans traitement, cette inflammation des gencives (gingivite) peut évoluer en parodontite, une infection plus profonde qui endommage les tissus et l'os qui maintiennent vos dents. Le détartrage professionnel est l'un des moyens les plus simples et les plus efficaces d'enrayer ce processus à temps.",
      ],
    },
    {
      type: "text",
      heading: "Les signes qui doivent vous amener à consulter",
      paragraphs: [
        "Le tartre s'accumule souvent sans douleur, si bien que beaucoup de personnes ne le remarquent que lorsqu'un dentiste le leur signale. Il se dépose surtout derrière les incisives inférieures et sur la face extérieure des molaires supérieures, près des orifices des glandes salivaires.",
        "Si vous remarquez l'un des signes ci-dessous, un rendez-vous d'hygiène dentaire est une bonne idée. Des gencives qui saignent régulièrement, des dents qui semblent bouger ou des gencives qui se rétractent doivent toujours être examinées par un dentiste.",
      ],
      bullets: [
        "Des dépôts jaunes, bruns ou gris le long de la gencive",
        "Des gencives qui saignent au brossage ou lors du nettoyage entre les dents",
        "Des gencives rouges, gonflées ou sensibles",
        "Une mauvaise haleine ou un mauvais goût qui persiste",
        "Des dents qui paraissent rugueuses sous la langue, même après le brossage",
      ],
    },
    {
      type: "steps",
      heading: "Le déroulement d'un détartrage",
      intro:
        "Un rendez-vous d'hygiène dentaire se déroule dans le calme, sans précipitation. Votre hygiéniste dentaire vous explique chaque étape et vous pouvez demander une pause à tout moment.",
      steps: [
        {
          title: "Examen des dents et des gencives",
          text: "Nous évaluons la quantité de tartre, vérifions si vos gencives saignent ou présentent des poches et notons les zones qui demandent une attention particulière.",
        },
        {
          title: "Détartrage aux ultrasons",
          text: "Un fin instrument à ultrasons décolle le tartre par vibrations, tandis qu'un léger jet d'eau le rince. Vous sentirez des vibrations et entendrez un bourdonnement, mais cela ne devrait pas faire mal.",
        },
        {
          title: "Finitions manuelles",
          text: "De petits instruments manuels retirent les derniers dépôts entre les dents et juste sous la gencive.",
        },
        {
          title: "Polissage",
          text: "Vos dents sont polies pour éliminer les colorations de surface et obtenir une surface lisse, sur laquelle la plaque adhère plus difficilement.",
        },
        {
          title: "Conseils personnalisés pour l'hygiène à la maison",
          text: "Votre hygiéniste dentaire vous montre la technique de brossage et de nettoyage interdentaire adaptée à votre bouche et vous indique quand revenir.",
        },
      ],
    },
    {
      type: "text",
      heading: "Le détartrage est-il désagréable\u00a0?",
      paragraphs: [
        "Pour la plupart des patients, un détartrage professionnel évoque davantage un chatouillement ou une vibration qu'une douleur. Si vos gencives sont enflammées ou vos dents sensibles, vous pouvez ressentir une gêne passagère\u00a0; nous pouvons alors utiliser un gel anesthésiant ou une anesthésie locale pour votre confort.",
        "Ensuite, vos gencives peuvent être un peu sensibles et saigner légèrement au brossage, et vos dents peuvent réagir davantage au froid pendant quelque temps. Cela disparaît généralement en quelques jours, le temps que les gencives cicatrisent. Si les saignements ou la sensibilité persistent, contactez la clinique.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Les soins après un détartrage",
      intro: "Un peu d'attention les premiers jours aide vos gencives à se calmer rapidement.",
      do: [
        "Continuez à vous brosser les dents deux fois par jour avec une brosse souple, délicatement le long de la gencive",
        "Nettoyez chaque jour entre vos dents avec du fil dentaire ou des brossettes interdentaires",
        "Utilisez un dentifrice pour dents sensibles si les boissons froides sont désagréables",
        "Prenez votre prochain rendez-vous d'hygiène en même temps que votre contrôle, au moins tous les six mois",
      ],
      avoid: [
        "Les aliments durs comme les noix, le pain croustillant ou les bonbons durs pendant 3 à 4 jours",
        "Les aliments et boissons très chauds ou très froids tant que vos dents sont sensibles",
        "Le tabac, qui ralentit la cicatrisation des gencives et tache les dents fraîchement polies",
        "Les boissons qui tachent, comme le café, le thé et le vin rouge juste après le polissage",
      ],
    },
    {
      type: "faq",
      heading: "Détartrage\u00a0: questions fréquentes",
      items: [
        {
          question: "À quelle fréquence faut-il faire un détartrage professionnel\u00a0?",
          answer:
            "Pour la plupart des personnes, un détartrage professionnel avec un contrôle au moins tous les six mois est recommandé. Si vous avez tendance à accumuler du tartre ou à avoir des problèmes de gencives, votre dentiste peut vous conseiller des visites plus fréquentes.",
        },
        {
          question: "Le détartrage rendra-t-il mes dents plus blanches\u00a0?",
          answer:
            "Le polissage élimine les taches de surface\u00a0: vos dents paraissent donc souvent plus éclatantes ensuite. Il ne modifie toutefois pas leur teinte naturelle. Si vous souhaitez des dents plus claires, renseignez-vous sur le blanchiment dentaire au cabinet, qui donne les meilleurs résultats sur des dents fraîchement détartrées.",
        },
        {
          question: "Le détartrage peut-il abîmer mes dents ou mon émail\u00a0?",
          answer:
            "Non. Réalisé par un professionnel formé, le détartrage retire les dépôts de la surface des dents sans endommager l'émail sain. Les espaces que vous remarquez parfois ensuite étaient généralement comblés par du tartre auparavant\u00a0; ils ne sont pas causés par le soin.",
        },
        {
          question: "Puis-je combiner un rendez-vous d'hygiène avec d'autres soins à Budapest\u00a0?",
          answer:
            "Oui. De nombreux patients font un détartrage professionnel au début de leur séjour, car des gencives saines sont la meilleure base pour des obturations, des couronnes, des facettes ou des implants.",
        },
      ],
    },
  ],
  closing: {
    heading: "Réservez un détartrage professionnel",
    text: "Une bouche saine commence par des dents propres et des gencives apaisées. Appelez-nous ou envoyez-nous un message\u00a0: nous organiserons un rendez-vous d'hygiène dentaire adapté à votre séjour à Budapest.",
  },
} satisfies Treatment;
