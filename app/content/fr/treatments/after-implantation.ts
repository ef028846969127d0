import type { Treatment } from "../../types";

export default {
  slug: "after-implantation",
  group: "implantology",
  title: "Après la pose d'un implant dentaire",
  metaTitle: "Après la pose d'un implant\u00a0: convalescence et suivi",
  metaDescription:
    "Ce qui vous attend après la pose d'un implant dentaire\u00a0: les étapes de la guérison, les dents provisoires, un contrôle tous les 6 mois et des consignes simples.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Les jours et les mois qui suivent l'intervention sont la période où votre implant s'intègre à l'os. Voici ce qui vous attend et comment favoriser une bonne cicatrisation.",
  },
  priceGroup: "implants",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Kit de soins post-opératoires offert",
          text: "Vous repartez avec un kit de soins post-opératoires et des consignes écrites.",
        },
        {
          icon: "phone",
          title: "Un soutien après votre retour chez vous",
          text: "Pendant la cicatrisation, notre équipe est joignable par simple appel téléphonique si vous avez des questions.",
        },
        {
          icon: "clock",
          title: "3 à 6 mois de cicatrisation",
          text: "L'ostéo-intégration prend généralement 3 à 6 mois avant la pose de votre couronne définitive.",
        },
        {
          icon: "calendar",
          title: "Un contrôle tous les 6 mois",
          text: "Des contrôles réguliers préservent durablement la santé de votre implant et de vos gencives.",
        },
      ],
    },
    {
      type: "text",
      id: "what-to-expect",
      heading: "À quoi vous attendre après l'intervention",
      paragraphs: [
        "Une fois l'anesthésie locale dissipée, la plupart des patients ressentent une certaine sensibilité autour de l'implant. C'est normal, et les antalgiques recommandés par votre dentiste la soulagent généralement bien.",
        "Un léger gonflement, un petit hématome et un peu de suintement de sang sont fréquents les premiers jours et s'atténuent progressivement. Beaucoup de personnes reprennent des activités quotidiennes légères dès le lendemain, mais il est conseillé de vous ménager après l'intervention.",
      ],
      bullets: [
        "Une sensibilité et une légère gêne, qui diminuent de jour en jour",
        "Un certain gonflement de la gencive ou de la joue, qui disparaît généralement en quelques jours",
        "Un léger saignement ou une salive teintée de rose le premier jour",
        "Une possible raideur lorsque vous ouvrez grand la bouche",
      ],
    },
    {
      type: "timeline",
      heading: "Les étapes de votre convalescence",
      intro:
        "Chacun cicatrise à son rythme. Voici un déroulement type\u00a0; votre dentiste vous dira ce qui s'applique à votre cas.",
      items: [
        {
          when: "Premières 24 heures",
          title: "Repos et protection de la zone",
          text: "Reposez-vous, appliquez une compresse froide sur la joue, mangez des aliments mous et tièdes et évitez les rinçages énergiques.",
        },
        {
          when: "Premiers jours",
          title: "Le gonflement diminue",
          text: "La sensibilité et le gonflement s'atténuent. Gardez la zone propre selon les consignes et mâchez de l'autre côté.",
        },
        {
          when: "Premières semaines",
          title: "Les gencives cicatrisent",
          text: "La gencive se referme sur l'implant ou autour de lui. Vous revenez progressivement à une alimentation normale, en évitant encore les aliments durs du côté de l'implant.",
        },
        {
          when: "3 à 6 mois",
          title: "Ostéo-intégration",
          text: "L'os fusionne avec l'implant, le plus souvent en 2 à 4 mois à la mâchoire inférieure et en 3 à 6 mois à la mâchoire supérieure.",
        },
        {
          when: "Dernière semaine",
          title: "Votre couronne définitive",
          text: "Vous revenez à Budapest pour la pose du pilier et de votre couronne définitive.",
        },
      ],
    },
    {
      type: "text",
      id: "temporary-restoration",
      heading: "Des dents provisoires pendant la cicatrisation",
      paragraphs: [
        "Si vous ne le souhaitez pas, vous ne garderez pas d'espace visible. Selon l'emplacement de l'implant et sa stabilité, votre dentiste peut poser une couronne provisoire, un bridge provisoire ou une petite dent amovible pendant la cicatrisation de l'os.",
        "Une restauration provisoire est conçue pour l'esthétique et un usage léger, pas pour une mastication intense. Ménagez-la, évitez de mordre des aliments durs avec elle et prévenez-nous si elle se descelle ou se fissure.",
      ],
    },
    {
      type: "steps",
      id: "path-to-final-crown",
      heading: "De l'intervention à votre couronne définitive",
      steps: [
        {
          title: "Soins à la maison",
          text: "Suivez vos consignes écrites et utilisez votre kit de soins post-opératoires pendant les premiers jours.",
        },
        {
          title: "Contrôle de cicatrisation",
          text: "Avant votre vol retour, votre dentiste vérifie que la zone de l'implant cicatrise bien et répond à vos questions.",
        },
        {
          title: "Deuxième séjour",
          text: "Une fois l'implant intégré, nous prenons des empreintes ou un scan et posons le pilier.",
        },
        {
          title: "Pose de la couronne",
          text: "Votre couronne, fabriquée dans notre laboratoire, est posée, puis l'occlusion est vérifiée et ajustée.",
        },
      ],
    },
    {
      type: "text",
      id: "check-ups",
      heading: "Des contrôles réguliers",
      paragraphs: [
        "Un implant ne peut pas avoir de carie, mais la gencive et l'os qui l'entourent peuvent s'enflammer si la plaque dentaire s'accumule. Un contrôle tous les 6 mois permet à votre dentiste de repérer les premiers signes de problème et de nettoyer les zones que vous n'atteignez pas chez vous.",
        "Vous pouvez faire vos contrôles chez nous lorsque vous êtes à Budapest, ou chez votre dentiste habituel. Apportez une trace du type de votre implant afin que tout dentiste puisse l'entretenir correctement.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Consignes de soins post-opératoires",
      intro:
        "Contactez-nous ou consultez rapidement un médecin en cas de saignement abondant qui ne s'arrête pas en comprimant, de fièvre, ou de douleur et de gonflement qui s'aggravent après les premiers jours.",
      do: [
        "Vous reposer le jour de l'intervention et garder la tête surélevée en position allongée",
        "Appliquer par intervalles une compresse froide sur la joue le premier jour",
        "Manger des aliments mous et tièdes et mâcher de l'autre côté",
        "Prendre les antalgiques et les médicaments prescrits selon les indications",
        "Brosser vos autres dents normalement et nettoyer doucement la zone de l'implant selon les consignes",
      ],
      avoid: [
        "Fumer, ce qui ralentit la cicatrisation et augmente le risque de complications de l'implant",
        "L'alcool et les boissons très chaudes le jour de l'intervention",
        "Les efforts physiques intenses les premiers jours après l'intervention",
        "Toucher la zone avec la langue ou les doigts",
        "Mordre des aliments durs avec une dent provisoire",
      ],
    },
  ],
  closing: {
    heading: "Des questions pendant votre convalescence\u00a0?",
    text: "Notre équipe est là pour vous aider pendant toute la cicatrisation, que vous soyez à Budapest ou de retour chez vous. Appelez-nous ou écrivez-nous à tout moment pendant nos heures d'ouverture.",
  },
} satisfies Treatment;
