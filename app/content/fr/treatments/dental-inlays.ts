import type { Treatment } from "../../types";

export default {
  slug: "dental-inlays",
  group: "restorative-dentistry",
  title: "Inlays dentaires à Budapest",
  metaTitle: "Inlays dentaires\u00a0: porcelaine, céramique et or",
  metaDescription:
    "Inlays en porcelaine, céramique ou or, faits dans notre laboratoire à Budapest\u00a0: une alternative précise et durable aux grandes obturations, qui ménage la dent.",
  hero: {
    eyebrow: "Dentisterie restauratrice",
    lead: "Un inlay est une obturation réalisée avec précision en laboratoire, puis collée dans votre dent. Il restaure une dent postérieure abîmée tout en préservant le plus possible votre dent naturelle.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "check",
          title: "Ajustement précis",
          text: "Fabriqué sur mesure dans notre laboratoire, pour des bords nets et réguliers.",
        },
        {
          icon: "heart",
          title: "Préserve la dent",
          text: "On retire moins de tissu dentaire que pour une couronne.",
        },
        {
          icon: "sparkles",
          title: "Teintes naturelles",
          text: "Les inlays en porcelaine et en céramique se fondent parmi vos dents naturelles.",
        },
        {
          icon: "syringe",
          title: "Traitement indolore",
          text: "La dent est préparée sous anesthésie locale.",
        },
      ],
    },
    {
      type: "text",
      heading: "Qu’est-ce qu’un inlay dentaire\u00a0?",
      paragraphs: [
        "Un inlay est une pièce pleine en porcelaine, en céramique ou en or qui comble une cavité située dans la surface de mastication d’une dent. Lorsque la restauration recouvre aussi une ou plusieurs cuspides, on parle d’onlay.",
        "Comme il est fabriqué en laboratoire et non modelé directement en bouche, un inlay peut être très précis et très résistant. Il est ensuite collé ou scellé solidement dans la dent préparée.",
      ],
    },
    {
      type: "text",
      heading: "Quand un inlay est-il préférable à une obturation\u00a0?",
      paragraphs: [
        "Les inlays sont surtout utilisés pour les dents postérieures présentant des cavités moyennes à grandes, ou pour remplacer d’anciennes obturations usées ou cassées. Dans ces cas, une grande obturation directe peut être moins durable.",
        "Si une dent est trop fragile pour recevoir un inlay, votre dentiste pourra vous proposer une couronne. Lors de la consultation, nous vous montrons la radiographie et vous expliquons les raisons de cette recommandation.",
      ],
      bullets: [
        "Remplacer de grandes obturations usées ou fissurées",
        "Restaurer une dent après l’élimination d’une carie",
        "Renforcer une dent sans la recouvrir entièrement",
        "Lorsque vous souhaitez une restauration durable, de la couleur de vos dents",
      ],
    },
    {
      type: "cards",
      id: "inlay-materials",
      heading: "Matériaux des inlays\u00a0: porcelaine, céramique et or",
      intro:
        "Chaque matériau a ses atouts. Votre dentiste vous aide à choisir en fonction de la dent, de votre occlusion et de l’importance que vous accordez à l’esthétique.",
      items: [
        {
          title: "Inlays en porcelaine",
          label: "Aspect naturel",
          text: "La porcelaine reproduit fidèlement la couleur et la translucidité de l’émail naturel et résiste aux colorations. C’est un choix apprécié lorsque la dent se voit quand vous souriez.",
        },
        {
          title: "Inlays en céramique",
          label: "Solidité et esthétique",
          text: "La céramique moderne haute résistance associe une finition de la couleur de la dent à une bonne résistance aux forces de mastication. Collée à la dent, elle aide à soutenir la structure dentaire restante.",
        },
        {
          title: "Inlays en or",
          label: "Durabilité",
          text: "L’alliage d’or est très durable, ménage les dents antagonistes et permet des bords très fins. Comme il est visible, on le choisit généralement pour les dents du fond de la bouche.",
        },
      ],
    },
    {
      type: "steps",
      heading: "Fabrication et pose d’un inlay",
      steps: [
        {
          title: "Examen et radiographie",
          text: "Votre dentiste examine la dent, réalise une radiographie et choisit le matériau avec vous.",
        },
        {
          title: "Préparation de la dent",
          text: "Sous anesthésie locale, la carie ou l’ancienne obturation est retirée et la cavité est mise en forme.",
        },
        {
          title: "Empreinte et obturation provisoire",
          text: "Une empreinte ou un scan numérique est réalisé, et une obturation provisoire protège la dent.",
        },
        {
          title: "Fabrication dans notre laboratoire",
          text: "Nos prothésistes réalisent votre inlay exactement à la forme de la cavité et en ajustent la teinte.",
        },
        {
          title: "Collage et polissage",
          text: "L’ajustement et l’occlusion sont vérifiés, puis l’inlay est collé et poli pour une surface parfaitement lisse.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Prendre soin de votre inlay",
      do: [
        "Vous brosser les dents deux fois par jour avec un dentifrice fluoré",
        "Nettoyer chaque jour entre vos dents",
        "Venir à un contrôle tous les 6 mois pour que les bords puissent être vérifiés",
        "Nous contacter si la dent devient sensible ou si vous la sentez trop haute en mordant",
      ],
      avoid: [
        "Mâcher des aliments durs ou collants sur l’obturation provisoire",
        "Croquer des glaçons, des bonbons durs ou des capuchons de stylo",
        "Grincer des dents sans gouttière de nuit, si votre dentiste vous en a conseillé une",
      ],
    },
    {
      type: "faq",
      heading: "Questions sur les inlays dentaires",
      items: [
        {
          question: "Combien de rendez-vous faut-il pour un inlay\u00a0?",
          answer:
            "En général deux\u00a0: un pour préparer la dent et prendre l’empreinte, et un pour poser l’inlay terminé. Les deux peuvent normalement être prévus au cours d’un seul séjour à Budapest.",
        },
        {
          question: "Un inlay est-il plus solide qu’une obturation\u00a0?",
          answer:
            "Pour les cavités importantes, un inlay fabriqué en laboratoire est généralement plus durable qu’une grande obturation directe. Votre dentiste vous conseille sur la solution adaptée à votre dent.",
        },
      ],
    },
  ],
  closing: {
    heading: "Restaurez votre dent avec un inlay sur mesure",
    text: "Envoyez-nous une radiographie récente ou réservez une consultation vidéo gratuite. Nous vous expliquerons si un inlay, une obturation ou une couronne vous convient, et vous enverrons un devis clair.",
  },
} satisfies Treatment;
