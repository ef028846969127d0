import type { Treatment } from "../../types";

export default {
  slug: "dental-filling",
  group: "dental-hygiene",
  title: "Obturations dentaires de la couleur des dents",
  metaTitle: "Obturations esthétiques couleur dent à Budapest",
  metaDescription:
    "Obturations esthétiques en composite assorties à vos dents\u00a0: soin de la carie sous anesthésie locale, déroulement de la séance et entretien de l’obturation.",
  hero: {
    eyebrow: "Hygiène dentaire",
    lead: "Une obturation stoppe la carie et rend à votre dent sa forme. Nous utilisons un composite esthétique, de la couleur de vos dents, qui se fond dans votre sourire, et le traitement sous anesthésie locale est indolore.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Assortie à vos dents",
          text: "La teinte du composite est choisie selon la couleur naturelle de vos dents\u00a0: l’obturation se remarque à peine.",
        },
        {
          icon: "shield",
          title: "Préserve davantage votre dent",
          text: "Le composite adhère à la dent\u00a0: en général, seule la partie cariée doit être retirée.",
        },
        {
          icon: "syringe",
          title: "Traitement indolore",
          text: "La dent est insensibilisée par anesthésie locale\u00a0: vous devriez sentir une pression, pas de douleur.",
        },
        {
          icon: "clock",
          title: "Généralement une seule séance",
          text: "La plupart des obturations sont réalisées en un seul rendez-vous et sont durcies avant votre départ.",
        },
      ],
    },
    {
      type: "text",
      heading: "Quand avez-vous besoin d’une obturation\u00a0?",
      paragraphs: [
        "La carie commence lorsque les acides produits par les bactéries de la plaque ramollissent l’émail. Au début, elle peut n’apparaître que sous forme de tache crayeuse ou brune, mais une fois qu’une cavité s’est formée, la dent ne peut plus se réparer seule, et la carie continue de progresser vers le nerf si elle n’est pas traitée.",
        "Une obturation élimine la carie et referme la dent de manière étanche. Traiter une cavité tôt permet généralement une obturation plus petite et une dent plus solide, et peut éviter plus tard un traitement de canal ou une couronne. Les petites cavités ne provoquent souvent aucun symptôme\u00a0: c’est pourquoi un contrôle au moins tous les six mois est important. Les signes ci-dessous méritent toujours d’être vérifiés.",
      ],
      bullets: [
        "Une sensibilité aux aliments et boissons sucrés, chauds ou froids",
        "Un trou, une tache sombre ou un bord rugueux que vous sentez avec la langue",
        "Des aliments qui se coincent régulièrement au même endroit",
        "Une ancienne obturation cassée, fissurée ou usée",
        "Une douleur en mordant, qui doit toujours être examinée par un dentiste",
      ],
    },
    {
      type: "text",
      heading: "Les obturations esthétiques en composite",
      paragraphs: [
        "Le composite est un matériau de la couleur des dents, composé d’une résine et de fines particules de verre ou de céramique. Il est appliqué en fines couches durcies à l’aide d’une lumière bleue spéciale, puis modelé et poli pour avoir l’aspect et le toucher d’une partie de votre dent.",
        "Comme le composite adhère directement à l’émail et à la dentine, il soutient la structure dentaire restante et demande généralement moins de fraisage que les anciens matériaux d’obturation. Dans la plupart des cas, il convient aussi bien aux dents antérieures qu’aux dents postérieures.",
        "De nombreux patients nous demandent aussi de remplacer leurs anciennes obturations sombres en amalgame par du composite, pour un aspect plus naturel. Votre dentiste examine chaque ancienne obturation et vous dit s’il est judicieux de la remplacer.",
      ],
    },
    {
      type: "steps",
      heading: "Comment une obturation est réalisée",
      steps: [
        {
          title: "Examen et radiographie",
          text: "Votre dentiste examine la dent et, si nécessaire, réalise une radiographie pour voir jusqu’où va la carie.",
        },
        {
          title: "Anesthésie locale",
          text: "Un gel anesthésiant est d’abord appliqué, puis la dent est anesthésiée pour que le traitement soit indolore.",
        },
        {
          title: "Élimination de la carie",
          text: "Tout le tissu dentaire carié et fragilisé est soigneusement retiré, en préservant le plus possible de dent saine.",
        },
        {
          title: "Application du composite en couches",
          text: "La dent est préparée pour le collage, puis le composite est appliqué en fines couches, chacune durcie à la lampe à photopolymériser.",
        },
        {
          title: "Modelage et contrôle de l’occlusion",
          text: "L’obturation est modelée et polie, et votre occlusion est vérifiée pour que la dent vous semble confortable et naturelle quand vous serrez les dents.",
        },
      ],
    },
    {
      type: "text",
      heading: "Quand une obturation ne suffit pas",
      paragraphs: [
        "Si une grande partie de la dent a été perdue, une obturation risque de ne pas être assez solide pour durer. Votre dentiste peut alors vous recommander un inlay ou une couronne, fabriqués sur mesure dans notre laboratoire dentaire intégré, qui protègent la dent plus complètement.",
        "Si la carie a atteint le nerf, un traitement de canal peut être nécessaire avant de restaurer la dent. Votre dentiste vous explique toujours les options et les raisons de sa recommandation avant de commencer tout traitement.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Prendre soin de votre nouvelle obturation",
      intro:
        "Une obturation en composite est entièrement durcie avant que vous quittiez le fauteuil, mais votre bouche restera engourdie pendant un moment.",
      do: [
        "Attendre que l’engourdissement se soit dissipé avant de manger, pour ne pas vous mordre la joue, la lèvre ou la langue",
        "Vous brosser les dents deux fois par jour avec un dentifrice fluoré et nettoyer entre elles chaque jour",
        "Contacter la clinique si, une fois l’engourdissement passé, vous sentez la dent trop haute ou l’occlusion irrégulière",
        "Venir à un contrôle au moins tous les six mois pour que vos obturations puissent être surveillées",
      ],
      avoid: [
        "Les boissons chaudes tant que votre bouche est encore engourdie",
        "Mordre des objets très durs comme des glaçons, des capuchons de stylo ou des coquilles de noix",
        "Les en-cas et boissons sucrés fréquents, qui provoquent de nouvelles caries autour des obturations",
        "Ignorer une sensibilité ou une douleur qui dure plus de quelques jours",
      ],
    },
    {
      type: "faq",
      heading: "Obturations\u00a0: questions fréquentes",
      items: [
        {
          question: "Ma dent sera-t-elle sensible après\u00a0?",
          answer:
            "Une légère sensibilité au froid ou à la pression est fréquente pendant une courte période, surtout après une obturation profonde, et disparaît généralement d’elle-même. Si elle s’aggrave, dure plus de quelques jours ou si la dent vous fait mal, veuillez contacter la clinique.",
        },
        {
          question: "Puis-je manger juste après une obturation en composite\u00a0?",
          answer:
            "Le composite est durci à la lampe à photopolymériser pendant le rendez-vous\u00a0: l’obturation elle-même est donc prête immédiatement. Nous vous conseillons simplement d’attendre que l’anesthésie se soit dissipée.",
        },
        {
          question: "Combien de temps dure une obturation en composite\u00a0?",
          answer:
            "Cela dépend de la taille et de l’emplacement de l’obturation, de votre occlusion, d’un éventuel bruxisme et du soin que vous apportez à vos dents. Des contrôles réguliers permettent à votre dentiste de repérer l’usure tôt et de réparer ou remplacer une obturation avant que des problèmes n’apparaissent.",
        },
      ],
    },
  ],
  closing: {
    heading: "Faites contrôler votre dent",
    text: "Si une dent est sensible, si une obturation s’est cassée ou si vous souhaitez simplement faire évaluer d’anciennes obturations, contactez-nous. Nous examinerons vos dents et vous expliquerons clairement les options possibles avant tout traitement.",
  },
} satisfies Treatment;
