import type { Treatment } from "../../types";

export default {
  slug: "implantation-process",
  group: "implantology",
  title: "Le déroulement de la pose d'implants",
  metaTitle: "La pose d'un implant dentaire, étape par étape",
  metaDescription:
    "L'implant dentaire à Budapest\u00a0: cinq étapes claires, 30 à 60 minutes par implant, 3 à 6 mois de cicatrisation, la couronne définitive la dernière semaine.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Savoir ce qui se passe à chaque étape rend le traitement implantaire bien moins intimidant. Voici comment se déroule votre traitement, de la première consultation à votre couronne définitive.",
  },
  priceGroup: "implants",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Le déroulement en un coup d'œil",
      items: [
        {
          icon: "scan",
          title: "Une planification précise",
          text: "Un scanner 3D (CBCT) montre l'os en trois dimensions, pour planifier chaque implant avec précision.",
        },
        {
          icon: "clock",
          title: "30 à 60 minutes par implant",
          text: "La pose d'un implant dure généralement 30 à 60 minutes.",
        },
        {
          icon: "syringe",
          title: "Un traitement sans douleur",
          text: "Sous anesthésie locale, le traitement est indolore. Une sédation est possible pour les patients anxieux.",
        },
        {
          icon: "calendar",
          title: "Deux séjours",
          text: "La plupart des patients viennent une fois pour l'intervention, puis une seconde fois pour la couronne définitive après la cicatrisation.",
        },
      ],
    },
    {
      type: "text",
      id: "before-you-travel",
      heading: "Avant votre voyage",
      paragraphs: [
        "La planification commence souvent avant votre arrivée. Si vous nous envoyez une radiographie panoramique récente, votre dentiste peut vous donner un premier avis et un plan de traitement estimatif, pour que vous sachiez à quoi vous attendre.",
        "Notre responsable du tourisme dentaire vous aide à organiser votre séjour autour de vos rendez-vous. Informez-nous de vos problèmes de santé et des médicaments que vous prenez, car ils peuvent influer sur la planification de votre traitement.",
      ],
    },
    {
      type: "steps",
      id: "five-steps",
      heading: "Le traitement implantaire en cinq étapes",
      steps: [
        {
          title: "Consultation et diagnostic",
          text: "Votre dentiste examine vos dents et vos gencives, passe en revue vos antécédents médicaux et réalise un scanner 3D ou une radiographie panoramique pour évaluer l'os.",
        },
        {
          title: "Plan de traitement",
          text: "À partir des images, votre dentiste planifie le nombre, la taille et la position des implants et vous explique les options possibles. Si l'os est insuffisant, une greffe osseuse ou un sinus lift peut être ajouté au plan.",
        },
        {
          title: "Pose de l'implant",
          text: "Sous anesthésie locale, l'implant est placé dans l'os de la mâchoire. L'intervention est indolore et dure généralement 30 à 60 minutes par implant. Si nécessaire, une dent provisoire est posée.",
          duration: "30 à 60 minutes par implant",
        },
        {
          title: "Cicatrisation et ostéo-intégration",
          text: "Après votre retour chez vous, l'os se forme autour de l'implant et l'ancre solidement. Cela prend le plus souvent 2 à 4 mois à la mâchoire inférieure et 3 à 6 mois à la mâchoire supérieure.",
          duration: "3 à 6 mois",
        },
        {
          title: "Pilier et couronne définitive",
          text: "Lors de votre deuxième séjour, le pilier est mis en place et votre couronne, fabriquée dans notre laboratoire, est fixée. Votre dentiste vérifie l'ajustement, la teinte et l'occlusion avant votre départ.",
        },
      ],
    },
    {
      type: "timeline",
      heading: "Le calendrier de votre traitement",
      intro:
        "Un traitement type pour un implant unitaire suit ce calendrier. Votre propre plan peut être différent\u00a0; votre dentiste vous l'expliquera lors de votre consultation.",
      items: [
        {
          when: "Jour 1",
          title: "Première consultation",
          text: "Examen, scanner 3D ou radiographie, et plan de traitement écrit.",
        },
        {
          when: "Jours 2 à 3",
          title: "Intervention",
          text: "Pose de l'implant sous anesthésie locale, suivie d'un contrôle avant votre vol retour.",
        },
        {
          when: "3 à 6 mois",
          title: "Cicatrisation",
          text: "L'implant fusionne avec l'os de la mâchoire pendant que vous reprenez votre vie quotidienne chez vous.",
        },
        {
          when: "Dernière semaine",
          title: "Couronne",
          text: "Votre pilier et votre couronne sur mesure sont posés, et l'occlusion est ajustée.",
        },
      ],
    },
    {
      type: "text",
      id: "healing-time",
      heading: "Pourquoi la cicatrisation prend quelques mois",
      paragraphs: [
        "Un implant ne devient assez solide pour porter une couronne qu'une fois l'os fermement formé autour de lui. Ce processus, appelé ostéo-intégration, prend généralement 3 à 6 mois.",
        "La mâchoire inférieure a un os plus dense et cicatrise le plus souvent en 2 à 4 mois, tandis que l'os plus tendre de la mâchoire supérieure demande généralement 3 à 6 mois. Votre dentiste vous indiquera quand prévoir votre deuxième séjour.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Se préparer à la pose d'implants",
      do: [
        "Apporter la liste de tous les médicaments que vous prenez, y compris les anticoagulants",
        "Prendre un repas léger avant votre rendez-vous, sauf indication contraire",
        "Prévoir une journée calme après l'intervention et vous reposer",
        "Garder à portée de main votre fiche de soins post-opératoires et le numéro de téléphone de la clinique",
      ],
      avoid: [
        "Arrêter un médicament prescrit sans en parler d'abord à votre médecin",
        "Fumer avant et après l'intervention, car cela ralentit la cicatrisation",
        "Boire de l'alcool le jour de l'intervention",
        "Réserver votre vol retour le jour même de l'intervention",
      ],
    },
  ],
  closing: {
    heading: "Commencez par une consultation gratuite",
    text: "Envoyez-nous votre radiographie ou réservez une consultation vidéo gratuite\u00a0: nous vous présenterons chaque étape de votre traitement implantaire, avec les dates de vos séjours et un plan clair.",
  },
} satisfies Treatment;
