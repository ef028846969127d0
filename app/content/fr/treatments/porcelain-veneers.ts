import type { Treatment } from "../../types";

export default {
  slug: "porcelain-veneers",
  group: "cosmetic-dentistry",
  title: "Facettes en céramique à Budapest",
  metaTitle: "Facettes en céramique zircone et E.max à Budapest",
  metaDescription:
    "Facettes en céramique sur mesure, fabriquées dans notre laboratoire intégré\u00a0: zircone ou e.max, indications, étapes du traitement et entretien de votre sourire.",
  hero: {
    eyebrow: "Dentisterie esthétique",
    lead: "Les facettes sont de fines coques en céramique collées sur la face avant des dents pour en améliorer la couleur, la forme et l'alignement. Chacune est conçue pour votre sourire et fabriquée dans notre laboratoire dentaire intégré.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Un sourire naturel",
          text: "La céramique reflète la lumière comme l'émail naturel\u00a0: des facettes bien réalisées ressemblent à vos propres dents.",
        },
        {
          icon: "sun",
          title: "Une couleur stable",
          text: "La céramique résiste bien mieux que les dents naturelles aux taches du café, du thé et du vin rouge.",
        },
        {
          icon: "layers",
          title: "Deux céramiques au choix",
          text: "Vous choisissez entre la zircone et l'e.max, en suivant les conseils de votre dentiste pour vos dents.",
        },
        {
          icon: "microscope",
          title: "Laboratoire intégré",
          text: "Nos prothésistes travaillent aux côtés de votre dentiste, ce qui facilite les ajustements fins pendant votre séjour.",
        },
      ],
    },
    {
      type: "text",
      heading: "Ce que les facettes peuvent vous apporter",
      paragraphs: [
        "Une facette recouvre la face visible d'une dent et déborde généralement un peu sur le bord incisif. Fabriquée sur mesure, elle peut changer l'apparence d'une dent tout en conservant l'essentiel de la dent naturelle en dessous.",
        "Les facettes sont le plus souvent posées sur les dents visibles lorsque vous souriez. Une seule facette peut masquer une dent abîmée ou tachée, tandis que plusieurs facettes peuvent créer un sourire plus régulier et harmonieux.",
      ],
      bullets: [
        "Des colorations qui répondent mal au blanchiment",
        "Des dents de devant ébréchées, usées ou irrégulières",
        "De petits espaces entre les dents",
        "Des dents légèrement de travers, mal formées ou de tailles différentes",
      ],
    },
    {
      type: "text",
      heading: "Les facettes vous conviennent-elles\u00a0?",
      paragraphs: [
        "Les facettes conviennent aux personnes dont les dents et les gencives sont saines et qui souhaitent changer l'apparence de leur sourire. Les caries ou les maladies des gencives doivent d'abord être traitées, et un détartrage professionnel au préalable est recommandé.",
        "Préparer une dent pour une facette implique généralement de retirer une fine couche d'émail, afin que la facette s'intègre naturellement sans paraître épaisse. Ce geste est irréversible\u00a0: les facettes sont donc un engagement à long terme. Votre dentiste vous expliquera la préparation nécessaire pour vos dents et évoquera d'autres solutions, comme le blanchiment, les aligneurs, les obturations ou les couronnes, lorsqu'elles vous conviennent mieux.",
        "Si vous grincez ou serrez des dents, si vous vous rongez les ongles ou si vos forces de mastication sont très importantes, les facettes risquent davantage de s'ébrécher. Elles restent souvent possibles, généralement avec une gouttière de nuit, mais votre dentiste évaluera soigneusement la situation.",
      ],
    },
    {
      type: "comparison",
      heading: "Facettes en zircone et en e.max\u00a0: comparaison",
      intro:
        "Les deux options figurent dans notre liste de prix. Votre dentiste vous recommandera le matériau adapté à la couleur de vos dents, à votre occlusion et au résultat souhaité.",
      columns: ["Caractéristique", "Facettes en zircone", "Facettes en E.max"],
      rows: [
        {
          label: "Matériau",
          values: [
            "Oxyde de zirconium, une céramique très résistante",
            "Disilicate de lithium, une vitrocéramique à haute résistance",
          ],
        },
        {
          label: "Aspect",
          values: [
            "Naturel, avec un rendu légèrement plus opaque",
            "Translucidité très réaliste, proche de l'émail naturel",
          ],
        },
        {
          label: "Résistance",
          values: ["Très grande résistance à la fracture", "Résistante, avec une esthétique excellente"],
        },
        {
          label: "Masquage des dents foncées",
          values: [
            "Masque bien les dents foncées ou présentant une forte coloration",
            "Idéale lorsque la couleur de la dent sous-jacente est assez homogène",
          ],
        },
        {
          label: "Souvent choisie pour",
          values: [
            "La durabilité, et les dents présentant une forte coloration",
            "Les dents de devant, lorsqu'un rendu très naturel est la priorité",
          ],
        },
      ],
      note: "Le bon choix dépend de votre situation personnelle. Votre dentiste vous présentera les options lors de votre consultation.",
    },
    {
      type: "steps",
      heading: "Le déroulement du traitement par facettes",
      steps: [
        {
          title: "Consultation et conception du sourire",
          text: "Votre dentiste examine vos dents et vos gencives, réalise des radiographies et des photos, et discute avec vous de la forme et de la teinte souhaitées.",
        },
        {
          title: "Préparation des dents",
          text: "Sous anesthésie locale, une fine couche d'émail est soigneusement retirée de la face avant de chaque dent. Le soin sous anesthésie locale est indolore.",
        },
        {
          title: "Empreinte numérique et facettes provisoires",
          text: "Vos dents préparées sont scannées ou mesurées avec précision, et des facettes provisoires les protègent pendant la fabrication de vos facettes définitives.",
        },
        {
          title: "Fabrication dans notre laboratoire intégré",
          text: "Nos prothésistes dentaires réalisent chaque facette selon la prescription de votre dentiste, en reproduisant la couleur, la forme et la translucidité.",
        },
        {
          title: "Essayage et collage",
          text: "Vous voyez les facettes en bouche avant leur fixation. Lorsque vous et votre dentiste êtes satisfaits, elles sont collées définitivement et votre occlusion est vérifiée.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Prendre soin de vos facettes",
      intro:
        "Les facettes s'entretiennent presque comme des dents naturelles. Quelques habitudes les aident à durer.",
      do: [
        "Brossez-vous les dents deux fois par jour avec une brosse souple et un dentifrice fluoré peu abrasif",
        "Nettoyez chaque jour entre vos dents, en soignant particulièrement le bord de la gencive",
        "Portez une gouttière de nuit si votre dentiste vous la recommande en cas de bruxisme",
        "Maintenez des contrôles et des détartrages professionnels au moins tous les six mois",
      ],
      avoid: [
        "Croquer directement des aliments très durs comme des os, des bonbons durs ou des glaçons",
        "Utiliser vos dents pour ouvrir des emballages ou des bouteilles, ou vous ronger les ongles",
        "Les produits de blanchiment dans l'espoir qu'ils changent la couleur des facettes",
        "Ignorer une facette qui semble décollée, rugueuse ou ébréchée\u00a0: contactez la clinique",
      ],
    },
    {
      type: "faq",
      heading: "Facettes\u00a0: questions fréquentes",
      items: [
        {
          question: "Combien de temps dois-je rester à Budapest\u00a0?",
          answer:
            "Grâce à notre laboratoire intégré, de nombreux traitements par facettes peuvent être réalisés en un seul séjour de 3 à 5 jours. Si vos dents ou vos gencives doivent d'abord être traitées, votre plan de traitement peut prévoir plusieurs séjours. Votre dentiste vous confirmera le calendrier avant que vous ne réserviez votre voyage.",
        },
        {
          question: "La pose de facettes est-elle douloureuse\u00a0?",
          answer:
            "La préparation se fait sous anesthésie locale\u00a0: elle est donc indolore. Vos dents peuvent être légèrement sensibles pendant quelques jours, ce qui passe généralement de soi-même.",
        },
        {
          question: "Puis-je faire blanchir mes dents avant de poser des facettes\u00a0?",
          answer:
            "Oui, et c'est souvent une bonne idée. Une fois fabriquées, les facettes ne changent plus de couleur. Si vous souhaitez éclaircir vos autres dents, le blanchiment est donc réalisé en premier, puis les facettes sont assorties à votre nouvelle teinte.",
        },
        {
          question: "Les facettes sont-elles définitives\u00a0?",
          answer:
            "Comme une couche d'émail est retirée, la dent aura toujours besoin d'une facette ou d'une autre restauration par la suite. Les facettes elles-mêmes peuvent durer de nombreuses années si elles sont bien entretenues, mais comme toute restauration, elles devront peut-être un jour être remplacées.",
        },
      ],
    },
  ],
  closing: {
    heading: "Concevez votre nouveau sourire avec nous",
    text: "Envoyez-nous des photos de votre sourire, ou une radiographie si vous en avez une, pour un premier avis sur la pertinence des facettes dans votre cas. Votre dentiste confirmera le plan définitif après avoir examiné vos dents.",
  },
} satisfies Treatment;
