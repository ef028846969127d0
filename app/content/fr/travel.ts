/**
 * Les informations pratiques (/travel-info) en français. Les hôtels partenaires sont des
 * EXEMPLES sur des domaines réservés `.example`, jusqu'à ce que la clinique fournisse les siens.
 */
import type * as en from "../travel";
import type { Translated } from "../locales";
import { sample } from "../sample";
import { site } from "../site";

export const travelPage: Translated<typeof en.travelPage> = {
  title: "Informations pratiques",
  lead: "Tout ce qu'il vous faut pour préparer votre voyage dentaire à Budapest\u00a0: venir, se loger, se déplacer et le déroulement de votre visite. Votre responsable du tourisme dentaire peut vous aider à chaque étape.",
  metaDescription:
    "Préparez votre voyage dentaire à Budapest\u00a0: vols directs depuis le Royaume-Uni et l'Europe, hôtels partenaires proches, transferts et affaires à emporter.",
  sections: [
    {
      id: "welcome",
      title: "Bienvenue à Budapest",
      paragraphs: [
        `Merci de l'intérêt que vous portez à ${site.name}. Chaque année, nous accueillons des patients venus du Royaume-Uni, d'Irlande, de France, d'Allemagne et de nombreux autres pays, et nous savons qu'un traitement à l'étranger soulève des questions pratiques. Cette page répond aux plus fréquentes.`,
        "La plupart des traitements sont prévus sur un seul séjour de 3 à 5 jours, ou en plusieurs visites de 3 à 12 jours lorsqu'un temps de cicatrisation est nécessaire entre les étapes, par exemple pour les implants. Votre responsable du tourisme dentaire convient des dates avec vous avant que vous ne réserviez quoi que ce soit.",
        `Si vous ne trouvez pas ici la réponse à votre question, appelez-nous au ${site.phone.display} ou écrivez à ${site.email}\u00a0: nous vous aiderons avec plaisir.`,
      ],
    },
    {
      id: "budapest",
      title: "À propos de Budapest",
      paragraphs: [
        "Budapest, capitale de la Hongrie, est partagée par le Danube entre Buda, vallonnée, sur la rive ouest, et Pest, plate et animée, sur la rive est. Les rives du fleuve, avec le Parlement et le château de Buda, sont inscrites au patrimoine mondial de l'UNESCO.",
        "La ville est célèbre pour ses bains thermaux, comme les bains Széchenyi et Rudas, alimentés par des sources chaudes naturelles. Demandez l'avis de votre dentiste avant de vous baigner\u00a0: après une intervention chirurgicale ou une extraction, il peut vous être conseillé d'éviter l'eau chaude et le sauna pendant quelques jours.",
        "Entre vos rendez-vous, vous pouvez vous promener le long du Danube, traverser le pont des Chaînes, visiter la Grande Halle ou profiter des cafés et restaurants du centre-ville, pour la plupart faciles d'accès depuis la clinique.",
      ],
    },
    {
      id: "hungary",
      title: "À propos de la Hongrie",
      paragraphs: [
        "La Hongrie est membre de l'Union européenne et de l'espace Schengen. La monnaie locale est le forint hongrois (HUF), mais vous pouvez régler votre traitement à la clinique en EUR ou en GBP, par carte, par virement bancaire ou en espèces. Les cartes sont acceptées presque partout à Budapest.",
        "La Hongrie vit à l'heure d'Europe centrale (CET, une heure d'avance sur le Royaume-Uni et l'Irlande), avec l'heure d'été de fin mars à fin octobre. Les prises sont de type européen à deux broches (230\u00a0V)\u00a0; les visiteurs venant du Royaume-Uni et d'Irlande ont donc besoin d'un adaptateur.",
        "Le hongrois est la langue officielle, mais l'anglais est largement parlé dans le centre de Budapest, dans les hôtels, les restaurants et les boutiques, et bien sûr par notre équipe.",
      ],
    },
    {
      id: "before-travel",
      title: "Avant votre départ",
      paragraphs: [
        "Vérifiez que vos documents de voyage sont valables pour toute la durée du séjour. Les visiteurs du Royaume-Uni et des autres pays hors UE doivent avoir un passeport valide et vérifier, avant de réserver, les conditions d'entrée en vigueur dans l'espace Schengen sur les pages de conseils aux voyageurs de leur gouvernement, car les systèmes de contrôle aux frontières de l'UE évoluent. Les citoyens de l'UE peuvent voyager avec une carte nationale d'identité ou un passeport en cours de validité.",
        "Nous recommandons une assurance voyage pour chaque séjour. La carte britannique Global Health Insurance Card (GHIC) ou la carte européenne d'assurance maladie (CEAM) couvre les soins publics nécessaires, mais pas un traitement privé programmé ni les frais de voyage.",
        "Si votre traitement nécessite plus d'une visite, prévoyez avec votre responsable du tourisme dentaire plusieurs séjours de 3 à 12 jours\u00a0; il vous indiquera combien de temps attendre entre deux visites.",
      ],
      bullets: [
        "Un passeport ou une carte nationale d'identité en cours de validité",
        "Les coordonnées de votre assurance voyage",
        "Vos radiographies dentaires ou scanners récents, le cas échéant",
        "La liste des médicaments que vous prenez et de vos éventuelles allergies",
        "Les courriers ou comptes rendus médicaux sur les problèmes de santé utiles",
        "Vos prothèses, gouttières de nuit ou autres appareils dentaires, si vous en portez",
      ],
    },
    {
      id: "accommodation",
      title: "Hébergement",
      paragraphs: [
        "Nous travaillons avec deux hôtels partenaires où nos patients bénéficient de tarifs préférentiels\u00a0: l'un à seulement 100\u00a0m de la clinique, l'autre au calme, à 20 minutes de trajet du centre-ville. Vous pouvez réserver l'un ou l'autre par les liens ci-dessous ou avec l'aide de votre responsable du tourisme dentaire.",
        "Choisissez vos dates une fois votre plan de traitement arrêté, et prévoyez une journée de marge à la fin de votre séjour au cas où votre dentiste souhaiterait un dernier contrôle avant votre vol retour.",
      ],
    },
    {
      id: "flights",
      title: "Vols",
      paragraphs: [
        "Budapest est desservie par de nombreux vols directs depuis Londres, Dublin, Manchester, Paris, Francfort, Munich et bien d'autres aéroports du Royaume-Uni et d'Europe de l'Ouest. Le vol dure environ 2 à 3 heures.",
        "Ne réservez vos vols qu'après avoir reçu et accepté votre plan de traitement, afin que vos dates de voyage correspondent à vos rendez-vous. Les billets sont généralement moins chers lorsqu'ils sont réservés plusieurs semaines à l'avance, et des billets modifiables valent la peine d'être envisagés pour un traitement en plusieurs étapes.",
      ],
    },
    {
      id: "steps",
      title: "Votre visite étape par étape",
      paragraphs: [
        "Organiser votre traitement se fait en quatre étapes simples, du devis gratuit à votre premier rendez-vous. Votre responsable du tourisme dentaire vous accompagne du début à la fin et reste votre seul interlocuteur.",
        "La plupart des patients commencent par une radiographie panoramique récente ou quelques photos nettes de leurs dents. Si vous n'avez pas de radiographie, nous en réalisons une gratuitement lors de votre première visite.",
      ],
    },
    {
      id: "travelling",
      title: "Se déplacer",
      paragraphs: [
        "Depuis l'aéroport, le plus rapide pour rejoindre la clinique est le taxi, environ 30 à 40 minutes de trajet. Votre responsable du tourisme dentaire peut aussi organiser un transfert avec accueil dans le hall des arrivées.",
        "La clinique se trouve près de la gare de l'Ouest (Nyugati pályaudvar), bien desservie par les transports en commun\u00a0: les tramways 4 et 6 circulent sur le Grand Boulevard, et la ligne de métro M3 s'arrête à Nyugati pályaudvar. Les tickets et forfaits s'achètent aux distributeurs des arrêts ou dans l'application BudapestGO.",
        "Si vous prenez un taxi en ville, choisissez un taxi agréé (jaune, avec enseigne et taximètre) ou commandez-en un par une application de VTC, et évitez les chauffeurs non officiels qui vous abordent dans les gares.",
      ],
    },
  ],
  cityImages: [
    {
      id: "parliament",
      caption: "Le Parlement hongrois au bord du Danube",
      alt: "Illustration\u00a0: le Parlement hongrois et sa coupole centrale au bord du Danube",
      scene: "parliament",
    },
    {
      id: "chain-bridge",
      caption: "Le pont des Chaînes, qui relie Buda et Pest",
      alt: "Illustration\u00a0: le pont des Chaînes enjambant le Danube, avec la colline du château de Buda en arrière-plan",
      scene: "chain-bridge",
    },
    {
      id: "thermal-bath",
      caption: "L'un des célèbres bains thermaux de Budapest",
      alt: "Illustration\u00a0: un bassin thermal en plein air devant un bâtiment de bains historique",
      scene: "thermal-bath",
    },
    {
      id: "danube",
      caption: "La promenade du Danube, au centre-ville",
      alt: "Illustration\u00a0: la rive du Danube avec des bateaux et les collines de Buda au loin",
      scene: "danube",
    },
  ],
  clinicImages: [
    {
      id: "clinic-reception",
      caption: "Notre accueil, où commence votre visite",
      alt: "Illustration\u00a0: le comptoir d'accueil lumineux de la clinique",
      scene: "clinic-reception",
    },
    {
      id: "treatment-room",
      caption: "Une salle de soins moderne",
      alt: "Illustration\u00a0: une salle de soins avec un fauteuil dentaire et un scialytique",
      scene: "treatment-room",
    },
    {
      id: "laboratory",
      caption: "Notre laboratoire dentaire intégré",
      alt: "Illustration\u00a0: l'établi d'un prothésiste dentaire dans le laboratoire de la clinique",
      scene: "laboratory",
    },
    {
      id: "waiting-room",
      caption: "Une salle d'attente confortable",
      alt: "Illustration\u00a0: la salle d'attente de la clinique et ses fauteuils",
      scene: "waiting-room",
    },
  ],
  hotels: [
    sample({
      name: "Partner Hotel Nyugati",
      description:
        "Un hôtel confortable en centre-ville, à deux pas de la clinique, idéal pour vous reposer entre deux rendez-vous. Nos patients bénéficient d'un tarif préférentiel.",
      distance: "À 100\u00a0m de la clinique",
      href: "https://hotel-nyugati.example",
    }),
    sample({
      name: "Partner Riverside Hotel",
      description:
        "Un hôtel calme au bord du Danube, aux chambres spacieuses, adapté aux longs séjours et aux voyages accompagnés. Nos patients bénéficient d'un tarif préférentiel.",
      distance: "À 20 minutes de trajet du centre-ville",
      href: "https://riverside-hotel.example",
    }),
  ],
  airlines: [
    { name: "British Airways", code: "BA", href: "https://www.britishairways.com", from: "Londres Heathrow" },
    { name: "Ryanair", code: "FR", href: "https://www.ryanair.com", from: "Dublin et Londres Stansted" },
    { name: "Wizz Air", code: "W6", href: "https://wizzair.com", from: "Londres Luton" },
    { name: "easyJet", code: "U2", href: "https://www.easyjet.com", from: "Londres Gatwick" },
    { name: "Jet2", code: "LS", href: "https://www.jet2.com", from: "Aéroports régionaux du Royaume-Uni" },
    { name: "Lufthansa", code: "LH", href: "https://www.lufthansa.com", from: "Francfort et Munich" },
  ],
  airport: {
    name: "Aéroport international Ferenc Liszt de Budapest (BUD)",
    paragraphs: [
      "L'aéroport international de Budapest se trouve à environ 16\u00a0km au sud-est du centre-ville. En taxi depuis la station officielle devant le hall des arrivées, comptez 30 à 40 minutes jusqu'au centre-ville et à la clinique, selon la circulation.",
      "Le bus 100E relie directement l'aéroport à Deák Ferenc tér, au centre-ville, avec un billet spécifique de navette aéroport. Si vous préférez être accueilli, votre responsable du tourisme dentaire peut organiser un transfert du hall des arrivées à votre hôtel ou à la clinique.",
    ],
  },
  process: [
    {
      title: "Envoyez-nous votre radiographie ou vos photos",
      text: "Envoyez une radiographie récente ou quelques photos de vos dents par notre formulaire de contact ou par e-mail. Nos dentistes les examinent et vous recevez un devis gratuit et sans engagement.",
    },
    {
      title: "Validez votre plan de traitement et vos dates",
      text: "Votre responsable du tourisme dentaire vous explique le plan et le prix, répond à vos questions et convient avec vous de dates de traitement qui vous conviennent.",
    },
    {
      title: "Réservez vol et hôtel avec notre aide",
      text: "Une fois vos dates fixées, réservez vos vols et choisissez l'un de nos hôtels partenaires. Nous pouvons aussi organiser votre transfert depuis l'aéroport.",
    },
    {
      title: "Arrivée, consultation, traitement",
      text: "Nous vous accueillons à la clinique pour votre consultation et une radiographie panoramique gratuite, confirmons votre plan par écrit et commençons votre traitement.",
    },
  ],
};

/** Les mots des blocs hôtels, compagnies aériennes et images de la page voyage. */
export const travelLabels: Translated<typeof en.travelLabels> = {
  metaTitle: "Informations pratiques pour votre voyage dentaire à Budapest",
  eyebrow: "Préparer votre visite",
  onThisPage: "Sur cette page",
  whatToBring: "À emporter",
  clinicPictures: "Images de notre clinique",
  cityPictures: "Images de Budapest",
  cta: {
    heading: "Prêt à organiser votre voyage\u00a0?",
    text: "Votre responsable du tourisme dentaire peut vous aider à chaque étape\u00a0: dates de traitement, vols, hôtels et transferts depuis l'aéroport.",
  },
  contact: {
    eyebrow: "Préparer votre visite",
    intro:
      "Envoyez-nous vos coordonnées\u00a0: votre responsable du tourisme dentaire vous répond sous 24 heures avec un devis gratuit et sans engagement, et vous aide à organiser votre voyage.",
  },
  partnerHotels: "Nos hôtels partenaires",
  visit: (name: string) => `Visiter le site de ${name}`,
  airlines: "Compagnies aériennes desservant Budapest",
  from: (city: string) => `Départ\u00a0: ${city}`,
  pictureAnnounce: (number: number, total: number, caption: string) =>
    `Image ${number} sur ${total}\u00a0: ${caption}`,
  step: (number: number) => `Étape ${number}\u00a0: `,
};
