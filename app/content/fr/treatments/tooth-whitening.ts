import type { Treatment } from "../../types";

export default {
  slug: "tooth-whitening",
  group: "dental-hygiene",
  title: "Blanchiment dentaire professionnel à Budapest",
  metaTitle: "Blanchiment dentaire au cabinet à Budapest",
  metaDescription:
    "Blanchiment dentaire professionnel dans notre clinique de Budapest\u00a0: pour qui, déroulement du soin, résultat attendu et conseils pour garder votre teinte.",
  hero: {
    eyebrow: "Hygiène dentaire",
    lead: "Un sourire plus éclatant, obtenu en toute sécurité au fauteuil. Le blanchiment au cabinet est encadré par un dentiste du début à la fin\u00a0: vos gencives sont protégées et le résultat est adapté à vos dents.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Pourquoi choisir le blanchiment au cabinet",
      intro: "Le blanchiment est réalisé à la clinique, sous la surveillance d'un professionnel dentaire.",
      items: [
        {
          icon: "stethoscope",
          title: "Un examen avant de commencer",
          text: "Un dentiste examine d'abord vos dents et vos gencives, afin de traiter les caries, les obturations non étanches ou les problèmes de gencives avant le blanchiment.",
        },
        {
          icon: "shield",
          title: "Des gencives protégées",
          text: "Une barrière protectrice recouvre vos gencives et vos tissus mous, de sorte que le gel blanchissant ne touche que la surface des dents.",
        },
        {
          icon: "clock",
          title: "En une seule séance",
          text: "Le soin est réalisé en un seul rendez-vous, facile à intégrer à un court séjour à Budapest.",
        },
        {
          icon: "sparkles",
          title: "Une teinte naturelle",
          text: "Nous visons une couleur plus claire qui s'accorde avec votre visage et vos autres dents, pas un blanc artificiel.",
        },
      ],
    },
    {
      type: "text",
      heading: "Comment fonctionne le blanchiment dentaire",
      paragraphs: [
        "Avec les années, les dents foncent naturellement. Le café, le thé, le vin rouge et le tabac laissent des taches, et la couche interne de la dent (la dentine) jaunit avec l'âge et transparaît à travers l'émail.",
        "Le blanchiment professionnel utilise un gel à base de peroxyde appliqué sur la surface des dents. Il libère de l'oxygène qui décompose les pigments présents dans l'émail et la dentine, si bien que la dent elle-même devient plus claire. Il n'enlève pas d'émail et ne modifie pas la forme de vos dents.",
        "Ce gel étant plus concentré que les produits vendus pour un usage à domicile, il doit être appliqué et surveillé par un professionnel dentaire. C'est pourquoi nous réalisons toujours le blanchiment à la clinique.",
      ],
    },
    {
      type: "text",
      heading: "Le blanchiment vous convient-il\u00a0?",
      paragraphs: [
        "Le blanchiment donne les meilleurs résultats sur des dents naturelles présentant une coloration jaunâtre ou brunâtre liée à l'âge, à l'alimentation et aux boissons. Les colorations grisâtres, dues par exemple à certains médicaments ou à une dent ayant subi un traitement de canal, réagissent de façon moins prévisible\u00a0; votre dentiste vous expliquera ce que vous pouvez raisonnablement attendre.",
        "Les couronnes, facettes, bridges et obturations ne changent pas de couleur avec le blanchiment. Si vous avez des restaurations visibles à l'avant de la bouche, il faudra peut-être les remplacer après le blanchiment pour qu'elles s'accordent avec votre nouvelle teinte. Votre dentiste en parlera avec vous avant que vous ne preniez votre décision.",
      ],
      bullets: [
        "Le blanchiment est déconseillé pendant la grossesse et l'allaitement",
        "Les caries, les obturations non étanches et l'inflammation des gencives doivent être traitées au préalable",
        "Si vos dents sont déjà très sensibles, signalez-le à votre dentiste avant le soin",
        "Un détartrage professionnel avant le blanchiment aide le gel à agir de manière uniforme",
      ],
    },
    {
      type: "steps",
      heading: "Votre séance de blanchiment étape par étape",
      steps: [
        {
          title: "Examen et relevé de la teinte",
          text: "Votre dentiste examine vos dents et vos gencives, note votre teinte actuelle et discute avec vous du résultat souhaité.",
        },
        {
          title: "Nettoyage",
          text: "La plaque et les taches de surface sont éliminées pour que le gel blanchissant atteigne l'émail de façon uniforme. En présence de tartre, un rendez-vous d'hygiène dentaire au préalable est recommandé.",
        },
        {
          title: "Protection des gencives",
          text: "Une barrière protectrice est posée sur vos gencives, et un écarteur souple maintient vos lèvres et vos joues à distance des dents.",
        },
        {
          title: "Application du gel blanchissant",
          text: "Le gel est appliqué sur vos dents en plusieurs cycles courts. Entre chaque cycle, nous vérifions votre confort et l'évolution de la teinte.",
        },
        {
          title: "Teinte finale et conseils",
          text: "Le gel est rincé, votre nouvelle teinte est comparée à celle de départ et vous recevez des conseils pour préserver le résultat.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Après le blanchiment",
      intro:
        "Dans les premiers jours qui suivent le blanchiment, vos dents se tachent plus facilement\u00a0: un peu d'attention aide le résultat à durer.",
      do: [
        "Privilégiez les aliments et boissons clairs comme l'eau, le lait, le poisson blanc, le poulet, le riz et les pâtes",
        "Utilisez un dentifrice pour dents sensibles si vous ressentez une sensibilité",
        "Rincez-vous la bouche à l'eau après un café ou un thé lorsque vous en reprenez",
        "Maintenez des rendez-vous d'hygiène et des contrôles réguliers, au moins tous les six mois",
      ],
      avoid: [
        "Le café, le thé, le vin rouge, le cola et les jus de fruits foncés les premiers jours",
        "Les aliments à fort pouvoir colorant, comme le curry, la sauce tomate, la betterave et les fruits rouges",
        "Le tabac, qui retache rapidement les dents",
        "Les aliments et boissons très chauds ou très froids tant que vos dents sont sensibles",
      ],
    },
    {
      type: "faq",
      heading: "Blanchiment dentaire\u00a0: questions fréquentes",
      items: [
        {
          question: "Le blanchiment est-il douloureux\u00a0?",
          answer:
            "Le blanchiment n'est pas douloureux, mais certaines personnes ressentent une sensibilité passagère ou de brèves douleurs vives pendant ou après le soin. Chez la plupart des patients, cela disparaît en quelques jours. Si ce n'est pas le cas, contactez la clinique.",
        },
        {
          question: "Le blanchiment abîme-t-il l'émail\u00a0?",
          answer:
            "Réalisé par un professionnel dentaire avec les produits appropriés, le blanchiment éclaircit la couleur de la dent sans retirer d'émail. C'est l'une des raisons pour lesquelles nous déconseillons les produits de blanchiment non réglementés.",
        },
        {
          question: "Combien de temps dure le résultat\u00a0?",
          answer:
            "Cela varie d'une personne à l'autre et dépend surtout de vos habitudes. Le café, le thé, le vin rouge et le tabac font pâlir le résultat plus vite, tandis qu'une bonne hygiène et des rendez-vous d'hygiène réguliers le prolongent. Une séance d'entretien pourra être envisagée plus tard avec votre dentiste.",
        },
        {
          question: "Jusqu'à quel point mes dents vont-elles blanchir\u00a0?",
          answer:
            "Chaque dent réagit différemment\u00a0: aucun dentiste ne peut donc promettre une teinte précise. Votre dentiste évaluera vos dents et vous dira honnêtement à quoi vous attendre avant de commencer.",
        },
      ],
    },
  ],
  closing: {
    heading: "Envie d'un sourire plus éclatant\u00a0?",
    text: "Parlez-nous de vos dents et du résultat que vous souhaitez. Nous vérifierons si le blanchiment vous convient et le planifierons en fonction de votre séjour à Budapest, avec les autres soins dont vous avez besoin.",
  },
} satisfies Treatment;
