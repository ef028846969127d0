/**
 * La politique de confidentialité (/privacy) et les conditions générales (/terms) en français.
 * Traduction de la version anglaise (app/content/legal.ts) ; la relecture juridique par la
 * clinique reste à faire. Noms, coordonnées et immatriculations viennent de `site` ; les numéros
 * de `site.legal` sont des EXEMPLES jusqu'à ce que la clinique fournisse les siens.
 */
import { enquiryRetention } from "~/lib/lead-status";
import { uploadLimits, uploadRetention } from "~/lib/upload-rules";
import type * as en from "../legal";
import type { Translated } from "../locales";
import { consultationDay } from "../consultation-day";
import { CONFIRM_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from "../newsletter";
import { consultationEvent } from "../event";
import { GBP_PENCE_PER_EUR } from "../price-list";
import { consultationEvent as frEvent } from "./event";
import { writeTime as heure } from "./dates";
import { site } from "./site";

const updated = "23 novembre 2026";
/** Seule la politique de confidentialité a changé (le questionnaire médical), pas les conditions. */
const privacyUpdated = "29 novembre 2026";
const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
const company = site.legal.companyName;

/** '50 € / 43 £' */
const fee = `${consultationEvent.feeEur}\u00a0€ / ${consultationEvent.feeGbp}\u00a0£`;
/** '1 € = 0,86 £', d'après le taux de change unique. */
const rate = `1\u00a0€ = ${(GBP_PENCE_PER_EUR / 100).toFixed(2).replace(".", ",")}\u00a0£`;
/** La durée de conservation des pièces jointes en mois, telle que la version anglaise la nomme ('6 months'). */
const uploadMonths = Number.parseInt(uploadRetention.words, 10);

export const privacyPolicy: Translated<typeof en.privacyPolicy> = {
  title: "Politique de confidentialité",
  updated: privacyUpdated,
  intro: `La présente politique explique quelles données personnelles ${site.name} collecte par ce site web, pourquoi nous les collectons, combien de temps nous les conservons et quels sont vos droits au titre du règlement général sur la protection des données de l'UE (RGPD) et du droit hongrois. Nous collectons le moins de données possible, nous ne vendons jamais vos données et nous ne vous pistons pas\u00a0: nous comptons nous-mêmes les visites de nos pages, sans cookies et sans pouvoir vous reconnaître.`,
  sections: [
    {
      id: "who-we-are",
      title: "Qui sommes-nous",
      paragraphs: [
        `Le responsable du traitement de vos données personnelles est ${company}, exerçant sous le nom de ${site.name}, clinique dentaire privée sise ${address}. Numéro d'immatriculation de la société\u00a0: ${site.legal.registrationNumber}. Numéro fiscal\u00a0: ${site.legal.taxNumber}. Autorisation d'exercice en tant que prestataire de soins\u00a0: ${site.legal.healthcareLicence}.`,
        `Pour toute question sur la présente politique ou sur vos données personnelles, écrivez à ${site.email} en indiquant «\u00a0Protection des données\u00a0» dans l'objet, appelez le ${site.phone.display} ou écrivez-nous à l'adresse ci-dessus.`,
      ],
    },
    {
      id: "what-we-collect",
      title: "Ce que nous collectons et pourquoi",
      paragraphs: [
        "Nous collectons uniquement les informations que vous choisissez de nous communiquer par les formulaires de ce site, quelques données techniques nécessaires à son fonctionnement sécurisé, ainsi que le décompte des visites de ses pages (voir «\u00a0Comment nous comptons les visites\u00a0» ci-dessous).",
      ],
      bullets: [
        "Formulaire de contact et de devis\u00a0: vos nom et prénom, votre adresse e-mail, votre numéro de téléphone (facultatif), le traitement qui vous intéresse (facultatif) et votre message (facultatif). Nous enregistrons également la page depuis laquelle vous l'avez envoyé, l'heure d'envoi, la version de la notice de confidentialité que vous avez acceptée et ce qui vous a amené sur notre site (voir «\u00a0Ce qui vous a amené chez nous\u00a0» ci-dessous). Nous utilisons ces informations pour répondre à votre demande, établir un devis et, si vous le souhaitez, organiser vos rendez-vous et votre voyage.",
        "Informations de santé que vous choisissez de nous envoyer\u00a0: votre message, vos photos ou vos radiographies peuvent révéler des informations sur votre santé. Nous les utilisons uniquement pour évaluer votre cas et établir votre devis et votre plan de traitement. Merci de n'envoyer que ce qui est nécessaire.",
        `Radiographies et photos jointes au formulaire de devis (jusqu'à ${uploadLimits.maxFiles} fichiers)\u00a0: avant de les enregistrer, nous supprimons les informations cachées que contiennent les photos, comme le lieu où elles ont été prises et le téléphone utilisé. Elles sont conservées dans un espace de stockage privé que seul le personnel connecté de la clinique peut ouvrir, et jamais à une adresse web publique.`,
        "Fenêtre d'inscription à la newsletter\u00a0: votre adresse e-mail, l'heure de votre inscription, la page depuis laquelle vous vous êtes inscrit et la version du texte de consentement. Nous vous envoyons d'abord par e-mail un lien pour confirmer que l'adresse vous appartient (double opt-in)\u00a0; tant que vous n'avez pas cliqué dessus, nous ne vous envoyons rien d'autre. Une fois votre confirmation reçue, nous en enregistrons la date, nous vous remettons un code de réduction personnel de 10\u00a0% pour votre premier traitement et nous vous envoyons notre newsletter. Chaque e-mail de la newsletter contient un lien de désabonnement en un clic.",
        "Réservation de la Journée de consultation\u00a0: le paiement est traité par notre prestataire de paiement par carte, Stripe, sur sa propre page de paiement sécurisée. Nous recevons et conservons la référence de réservation, la date de la Journée de consultation, la date et l'heure du rendez-vous que vous choisissez, votre adresse e-mail, le montant et la devise payés, le statut du paiement ainsi que ce qui vous a amené sur notre site (voir «\u00a0Ce qui vous a amené chez nous\u00a0» ci-dessous). Nous ne voyons ni ne conservons jamais votre numéro de carte.",
        "Rappels par message texte, si vous les choisissez lors de la réservation ou sur votre page de réservation\u00a0: votre numéro de téléphone, le canal (SMS ou WhatsApp), le fuseau horaire d'envoi et la date de votre choix. Nous vous écrivons uniquement au sujet de votre réservation et de votre plan de traitement, au plus une fois par jour et jamais entre 21\u00a0h et 8\u00a0h à votre heure locale\u00a0; répondez STOP à tout moment et nous notons que votre numéro ne souhaite plus recevoir de messages.",
        "Liste d'attente pour une Journée de consultation complète\u00a0: votre adresse e-mail, votre nom et, si vous souhaitez aussi recevoir les offres par message texte, votre numéro de téléphone et votre consentement. Nous les utilisons uniquement pour vous proposer une place qui se libère ce jour-là, et les supprimons 30 jours après cette journée.",
        "Données techniques\u00a0: comme pour tout site web, notre serveur reçoit votre adresse IP, le type de votre navigateur, la page demandée et l'heure de la demande. Ces données sont conservées brièvement dans les journaux du serveur pour assurer la sécurité du site et détecter les pannes\u00a0; elles ne servent ni à vous identifier ni à établir votre profil.",
      ],
    },
    {
      id: "measurement",
      title: "Comment nous comptons les visites",
      paragraphs: [
        "Nous comptons nous-mêmes les visites de ce site, sur notre propre serveur, pour savoir quelles pages sont lues et quelles publicités nous amènent des patients. Aucune société de mesure d'audience n'intervient et aucun tiers ne reçoit quoi que ce soit. Rien n'est enregistré sur votre appareil ni lu sur celui-ci à cette fin\u00a0: ni cookie, ni stockage local.",
        "Les visites des moteurs de recherche et d'autres programmes automatisés, ainsi que les visites des pages réservées au personnel de la clinique, ne sont pas comptées. Pour chaque page que vous consultez, nous enregistrons uniquement\u00a0:",
      ],
      bullets: [
        "l'adresse de la page, sans sa requête (la partie qui suit un «\u00a0?\u00a0»)",
        "si vous avez suivi un lien depuis un autre site, le nom de ce site uniquement (par exemple www.google.com), jamais l'adresse de la page d'où vous venez",
        "les informations de campagne contenues dans le lien que vous avez suivi, s'il en comporte\u00a0: les paramètres «\u00a0UTM\u00a0» (utm_source, utm_medium, utm_campaign, utm_term, utm_content) que les annonceurs ajoutent à leurs liens",
        "le type d'appareil\u00a0: téléphone, tablette ou ordinateur",
        "la langue de la page",
        "l'heure",
        "un code de visiteur, afin de compter combien de personnes différentes nous rendent visite dans la journée sans savoir qui elles sont. Il s'agit d'une valeur brouillée (une empreinte à sens unique, ou «\u00a0hachage\u00a0»), calculée à partir de votre adresse IP, de la description que votre navigateur donne de lui-même (son «\u00a0user agent\u00a0») et d'une valeur aléatoire remplacée chaque jour. L'ancienne valeur aléatoire est détruite\u00a0: une fois la journée passée, le code ne peut plus être relié à votre adresse, et vous ne pouvez pas être reconnu d'un jour à l'autre. Votre adresse IP et la description de votre navigateur ne sont elles-mêmes jamais enregistrées.",
      ],
    },
    {
      id: "visit-attribution",
      title: "Ce qui vous a amené chez nous",
      paragraphs: [
        "Lorsque vous nous envoyez une demande par nos formulaires ou que vous réservez la Journée de consultation en ligne, nous utilisons le code de visiteur du jour pour retrouver ce qui vous a amené sur notre site ce jour-là, et nous l'enregistrons avec votre demande ou votre réservation\u00a0: la source (par exemple un moteur de recherche, une newsletter ou une publicité), le support (par exemple une annonce payante, un résultat de recherche ou un lien), la campagne, le site d'où vous venez et la première page sur laquelle vous êtes arrivé. La clinique sait ainsi quelles publicités fonctionnent. Les visites des jours précédents ne sont jamais reliées à vous.",
        "Si votre navigateur envoie un signal Global Privacy Control ou Do Not Track, les pages que vous consultez sont tout de même comptées, mais sans code de visiteur, si bien que rien ne les relie à votre demande ou à votre réservation.",
        "Les pages vues une à une sont conservées 30\u00a0jours, puis supprimées. Il ne reste que des totaux quotidiens, comme le nombre de consultations de chaque page chaque jour, qui n'identifient personne. Ce qui vous a amené sur notre site est conservé avec votre demande ou votre réservation, aussi longtemps que celle-ci (voir «\u00a0Combien de temps nous les conservons\u00a0»).",
        "Nous le faisons sur la base de notre intérêt légitime (article 6, paragraphe 1, point f), du RGPD) à savoir comment notre site est utilisé et quelles publicités nous amènent des patients. Nous ne vous demandons pas votre consentement par un bandeau de cookies, car il n'est pas nécessaire\u00a0: rien n'est enregistré sur votre appareil ni lu sur celui-ci au-delà de ce qui est techniquement nécessaire pour répondre à votre demande de page, si bien que les règles sur les cookies et technologies similaires (article 5, paragraphe 3, de la directive «\u00a0vie privée et communications électroniques\u00a0») ne s'appliquent pas, et les décomptes ne permettent pas de vous identifier. Vous pouvez vous y opposer à tout moment (voir «\u00a0Vos droits\u00a0»).",
      ],
    },
    {
      id: "patients",
      title: "Si vous devenez notre patient",
      paragraphs: [
        "Lorsque vous venez à la clinique pour une consultation ou un traitement, nous constituons un dossier médical\u00a0: vos antécédents médicaux, les résultats d'examen, les radiographies et scanners, les plans de traitement, les formulaires de consentement et les soins réalisés. Nous émettons également des factures. Ces documents sont conservés conformément au droit hongrois de la santé et de la comptabilité, et vous recevrez des informations complémentaires à leur sujet à la clinique.",
      ],
    },
    // La relecture juridique par la clinique reste à faire (npm run check:launch nomme la section),
    // surtout pour les limites de l'effacement avant la fin des 30 ans.
    {
      id: "medical-history",
      title: "Votre questionnaire médical",
      paragraphs: [
        "Avant votre Journée de consultation, nous vous demandons de remplir en ligne un questionnaire sur vos antécédents médicaux. Vous y accédez par un lien personnel, qui figure dans votre reçu de réservation, sur la page de gestion de votre réservation et avec votre plan de traitement\u00a0; nous vous envoyons un seul rappel par e-mail, 7\u00a0jours avant la Journée. Vos réponses sont facultatives\u00a0; sans elles, toutefois, votre dentiste risque de ne pas pouvoir planifier votre traitement en toute sécurité.",
      ],
      bullets: [
        "Ce que nous vous demandons\u00a0: votre état de santé général, les médicaments que vous prenez (notamment les anticoagulants, ainsi que les bisphosphonates ou le dénosumab), vos allergies, une éventuelle maladie cardiaque, une prothèse articulaire, un diabète, un trouble de la coagulation, une maladie infectieuse, une grossesse ou un allaitement, votre consommation de tabac et d'alcool, ainsi que les problèmes que vous avez pu avoir lors d'une anesthésie. Chaque fois que vous envoyez le questionnaire, nous l'enregistrons comme une nouvelle version, avec sa date d'envoi\u00a0; les versions précédentes sont conservées.",
        "Finalité et base juridique\u00a0: vos réponses servent à votre prise en charge sanitaire. Ce traitement repose sur l'article 9, paragraphe 2, point h), du RGPD\u00a0: elles sont traitées par des professionnels de santé soumis au secret professionnel, ou sous leur responsabilité (article 9, paragraphe 3, du RGPD). Il est en outre nécessaire à l'exécution de votre contrat de soins (article 6, paragraphe 1, point b), du RGPD) et à la tenue de la documentation médicale imposée par le droit hongrois (article 6, paragraphe 1, point c), du RGPD).",
        "Qui y a accès\u00a0: seul le personnel connecté de la clinique, tenu au secret professionnel, peut consulter et imprimer vos réponses, et chaque consultation par un membre du personnel est consignée dans un journal d'accès. La clinique peut les transférer dans son propre logiciel de dossiers patients sous la forme d'un document FHIR R4, un format standard d'échange des données de santé.",
        "Sécurité\u00a0: vos réponses sont enregistrées sous forme chiffrée (AES-256-GCM), avec des clés conservées dans la configuration du serveur de la clinique. Elles ne figurent jamais dans un e-mail, ni dans les journaux de notre serveur, ni dans les statistiques de visite du site (voir «\u00a0Comment nous comptons les visites\u00a0»).",
        "Durée de conservation\u00a0: 30\u00a0ans à compter de votre dernier envoi, car le droit hongrois impose de conserver la documentation médicale pendant cette durée (article 30, paragraphe 1, de la loi XLVII de 1997 relative au traitement et à la protection des données de santé et des données personnelles qui s'y rapportent).",
        "Vos droits\u00a0: si vous demandez l'accès à vos données (voir «\u00a0Comment exercer vos droits\u00a0»), votre questionnaire médical vous est communiqué avec elles. Pour corriger vos réponses, remplissez de nouveau le questionnaire\u00a0: vos nouvelles réponses deviennent la version en vigueur, et les versions précédentes sont conservées. Vous pouvez en demander l'effacement\u00a0; toutefois, s'agissant d'une documentation médicale que la loi nous oblige à conserver, nous ne pouvons l'effacer avant la fin des 30\u00a0ans que dans les cas où la loi le permet. Si l'effacement n'est pas possible, nous vous en indiquerons les raisons. Vous pouvez aussi introduire une réclamation auprès de l'autorité hongroise de protection des données, la NAIH (voir «\u00a0Réclamations\u00a0»).",
      ],
    },
    {
      id: "legal-basis",
      title: "Nos bases juridiques",
      paragraphs: [
        "Le RGPD exige une base juridique pour chaque utilisation de vos données. Les nôtres sont les suivantes\u00a0:",
      ],
      bullets: [
        "Le consentement (article 6, paragraphe 1, point a), du RGPD) pour répondre à votre demande envoyée par le formulaire de contact et de devis et pour vous envoyer la newsletter. Vous le donnez en envoyant le formulaire ou en vous abonnant.",
        "Le consentement explicite (article 9, paragraphe 2, point a), du RGPD) pour les informations de santé que vous choisissez de nous envoyer avant de devenir patient, comme des précisions dans votre message, des photos ou des radiographies.",
        "Le contrat (article 6, paragraphe 1, point b), du RGPD) pour votre réservation de la Journée de consultation et, une fois que vous êtes patient, pour la réalisation de votre traitement.",
        "L'obligation légale (article 6, paragraphe 1, point c), du RGPD) pour l'émission des factures et la tenue de la comptabilité, ainsi que pour la tenue du dossier médical, que le droit hongrois impose à tout prestataire de soins (avec l'article 9, paragraphe 2, point h), du RGPD pour la prise en charge sanitaire).",
        "La prise en charge sanitaire (article 9, paragraphe 2, point h), du RGPD), avec votre contrat de soins et notre obligation légale de tenir la documentation médicale (article 6, paragraphe 1, points b) et c), du RGPD), pour le questionnaire médical que vous remplissez en ligne avant votre Journée de consultation (voir «\u00a0Votre questionnaire médical\u00a0»).",
        "L'intérêt légitime (article 6, paragraphe 1, point f), du RGPD) pour la conservation de courte durée des journaux du serveur, afin de protéger le site contre les abus, ainsi que pour le décompte des visites de nos pages et l'enregistrement, avec une demande ou une réservation, de ce qui vous a amené sur notre site (voir «\u00a0Comment nous comptons les visites\u00a0»).",
      ],
    },
    {
      id: "recipients",
      title: "Qui reçoit vos données",
      paragraphs: [
        "Nous ne vendons jamais vos données personnelles et ne les partageons jamais à des fins de marketing. Seules les personnes et organisations suivantes les reçoivent, et uniquement ce dont elles ont besoin\u00a0:",
      ],
      bullets: [
        "Le personnel de la clinique\u00a0: votre responsable du tourisme dentaire, nos dentistes et notre équipe d'accueil, tous tenus au secret professionnel.",
        "Notre prestataire de paiement par carte, Stripe, qui traite votre paiement de la Journée de consultation selon sa propre politique de confidentialité.",
        "Notre prestataire de messages texte (Twilio), qui envoie par SMS ou WhatsApp les rappels que vous avez choisis\u00a0; il reçoit votre numéro de téléphone et le texte, et agit en tant que sous-traitant.",
        "Notre hébergeur et notre fournisseur de messagerie, qui stockent et acheminent nos données pour notre compte. Ils agissent en tant que sous-traitants en vertu d'un contrat écrit (article 28 du RGPD) et ne peuvent pas utiliser vos données à leurs propres fins.",
        "Notre comptable et les autorités hongroises, lorsque la loi l'exige, par exemple pour les documents fiscaux et de santé.",
      ],
    },
    {
      id: "retention",
      title: "Combien de temps nous les conservons",
      paragraphs: [
        "Nous conservons vos données uniquement le temps nécessaire à la finalité pour laquelle elles ont été collectées, ou aussi longtemps que la loi l'exige\u00a0:",
      ],
      bullets: [
        `Demandes qui n'aboutissent pas à un traitement\u00a0: ${enquiryRetention.years}\u00a0ans à compter de votre dernier contact avec nous, puis suppression automatique.`,
        `Radiographies et photos jointes à une demande de devis\u00a0: ${uploadMonths}\u00a0mois à compter de leur envoi, puis suppression automatique, ou plus tôt si vous le demandez. Si vous devenez notre patient, les images dont votre dentiste a besoin sont versées à votre dossier médical.`,
        `Inscriptions à la newsletter jamais confirmées\u00a0: supprimées ${UNCONFIRMED_KEPT_DAYS}\u00a0jours après l'expiration du lien de confirmation (valable ${CONFIRM_LINK_DAYS}\u00a0jours), sauf si l'adresse avait déjà été confirmée auparavant.`,
        "Abonnement à la newsletter\u00a0: jusqu'à votre désabonnement. Nous cessons alors immédiatement de vous écrire et ne conservons votre adresse que comme trace de votre désabonnement, afin de ne plus jamais vous écrire et de pouvoir encore honorer votre code de réduction\u00a0; sur simple demande, nous la supprimons entièrement.",
        "Réservations et paiements de la Journée de consultation\u00a0: 8\u00a0ans, comme l'exige le droit comptable hongrois.",
        "Dossiers médicaux des patients\u00a0: la durée exigée par le droit hongrois (actuellement 30\u00a0ans pour la documentation médicale).",
        "Questionnaire médical rempli en ligne\u00a0: 30\u00a0ans à compter de votre dernier envoi, comme le droit hongrois l'exige pour la documentation médicale (voir «\u00a0Votre questionnaire médical\u00a0»).",
        "Journaux du serveur\u00a0: une courte durée, normalement quelques semaines, sauf s'ils sont nécessaires pour enquêter sur un incident de sécurité.",
        "Pages vues comptées sur ce site\u00a0: 30\u00a0jours, puis suppression\u00a0; seuls sont conservés des totaux quotidiens, qui n'identifient personne. Ce qui vous a amené sur notre site est conservé avec votre demande ou votre réservation, aussi longtemps que celle-ci.",
      ],
    },
    {
      id: "international-transfers",
      title: "Transferts internationaux",
      paragraphs: [
        "Nous nous efforçons de stocker vos données au sein de l'Espace économique européen (EEE). Lorsqu'un de nos prestataires traite des données hors de l'EEE, par exemple le prestataire de paiement, le transfert est protégé par une décision d'adéquation de la Commission européenne (comme le cadre de protection des données UE-États-Unis, EU-U.S. Data Privacy Framework) ou par les clauses contractuelles types de la Commission.",
        "Si vous nous écrivez depuis le Royaume-Uni ou un autre pays hors de l'UE, vos données nous parviennent en Hongrie, où elles sont protégées par le RGPD.",
      ],
    },
    {
      id: "your-rights",
      title: "Vos droits",
      paragraphs: ["En vertu du RGPD, vous avez le droit\u00a0:"],
      bullets: [
        "d'accéder aux données personnelles que nous détenons sur vous et d'en recevoir une copie",
        "de faire corriger des données inexactes (rectification)",
        "de faire supprimer vos données (effacement) lorsque nous n'avons plus de raison de les conserver",
        "de limiter l'utilisation de vos données, par exemple pendant la vérification d'une rectification",
        "de recevoir les données que vous nous avez fournies dans un format lisible par machine et de les faire transmettre à un autre prestataire (portabilité)",
        "de vous opposer à l'utilisation de vos données fondée sur l'intérêt légitime",
        "de retirer votre consentement à tout moment",
      ],
    },
    {
      id: "using-your-rights",
      title: "Comment exercer vos droits",
      paragraphs: [
        `Pour exercer l'un de ces droits, écrivez à ${site.email}. Nous pouvons vous demander de confirmer votre identité avant d'agir. Nous répondons dans un délai d'un mois, gratuitement\u00a0; pour les demandes complexes, ce délai peut être prolongé de deux mois au plus, et nous vous en indiquerons la raison. Vous pouvez vous désabonner de la newsletter à tout moment grâce au lien de désabonnement en un clic présent dans chaque e-mail de la newsletter, ou en nous écrivant. Le retrait de votre consentement ne remet pas en cause la licéité du traitement effectué avant ce retrait, et nous pouvons être tenus de conserver les documents que la loi nous oblige à garder, comme les factures et la documentation médicale.`,
      ],
    },
    {
      id: "complaints",
      title: "Réclamations",
      paragraphs: [
        "Si vous n'êtes pas satisfait de la façon dont nous traitons vos données, contactez-nous d'abord\u00a0: nous ferons notre possible pour remédier à la situation.",
        "Vous avez aussi le droit d'introduire une réclamation auprès de l'autorité hongroise de protection des données\u00a0: Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH), Falk Miksa utca 9-11, 1055 Budapest, Hongrie\u00a0; adresse postale 1363 Budapest, Pf. 9.\u00a0; site web naih.hu. Vous pouvez également saisir l'autorité de protection des données du pays où vous vivez ou travaillez, ou saisir la justice.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies et stockage local",
      paragraphs: [
        "Ce site n'utilise aucun cookie de suivi ou publicitaire, ni aucun outil de mesure d'audience d'une autre société. Nous comptons nous-mêmes les visites, sans rien enregistrer sur votre appareil ni rien y lire (voir «\u00a0Comment nous comptons les visites\u00a0»). Nous n'établissons pas de profils de visiteurs et nous ne vous suivons pas sur d'autres sites web.",
        "Ce site n'enregistre sur votre appareil que les choix que vous faites vous-même. Dans son stockage local, qui ne quitte jamais votre appareil, votre navigateur conserve l'indicateur «\u00a0newsletterSubscribed\u00a0» (valeur true), enregistré uniquement après votre inscription afin que la fenêtre de la newsletter ne vous soit plus proposée, et l'indicateur «\u00a0language-suggestion-done\u00a0», enregistré uniquement lorsque vous fermez ou suivez la proposition de lire le site dans la langue de votre navigateur, afin qu'elle ne vous soit plus faite. Si vous choisissez EUR ou GBP pour les prix, un cookie nommé «\u00a0currency\u00a0» retient votre choix pendant un an\u00a0; votre navigateur nous le renvoie avec chaque page, uniquement pour que les prix s'affichent dans la devise choisie. Vous pouvez tous les supprimer à tout moment en effaçant les données de site de votre navigateur.",
        "Nos pages ne chargent aucune police, aucun script, aucune image ni aucun autre contenu provenant de tiers, si bien qu'aucune autre entreprise n'apprend que vous nous avez rendu visite. Vous ne vous connectez au site d'une autre entreprise que si vous le choisissez\u00a0: par exemple lorsque vous payez sur la page de paiement du prestataire de paiement, ou que vous suivez un lien vers une compagnie aérienne, un hôtel ou un réseau social, dont les propres politiques de confidentialité s'appliquent alors.",
      ],
    },
    {
      id: "security",
      title: "Sécurité",
      paragraphs: [
        "L'ensemble du site est servi par une connexion chiffrée (HTTPS). L'accès aux demandes, aux réservations et aux dossiers des patients est réservé au personnel qui en a besoin, et nos prestataires sont tenus par contrat de protéger vos données.",
        "Un e-mail ordinaire n'est pas entièrement sûr. Si vous souhaitez envoyer des radiographies ou des documents médicaux, parlez-en à votre responsable du tourisme dentaire, qui pourra vous indiquer la manière la plus sûre de le faire.",
      ],
    },
    {
      id: "children",
      title: "Enfants",
      paragraphs: [
        "Ce site s'adresse aux adultes. Nous soignons des patients de tous âges, mais un parent ou un tuteur doit effectuer les demandes et les réservations pour toute personne de moins de 16\u00a0ans, et nous ne collectons pas sciemment de données directement auprès d'enfants de moins de 16\u00a0ans. Si vous pensez qu'un enfant nous a envoyé des données personnelles, contactez-nous et nous les supprimerons.",
      ],
    },
    {
      id: "changes",
      title: "Modifications de la présente politique",
      paragraphs: [
        "Nous pouvons mettre à jour la présente politique lorsque notre site ou la loi évolue. La date indiquée en haut de la page montre quand elle a été mise à jour pour la dernière fois. Si une modification change de manière importante l'utilisation des données que vous nous avez déjà fournies, nous vous en informerons par e-mail lorsque nous disposons de votre adresse.",
      ],
    },
  ],
  metaDescription: `Comment ${site.name} collecte, utilise et protège vos données selon le RGPD\u00a0: formulaires, réservations, conservation, vos droits, aucun cookie de suivi.`,
};

export const termsAndConditions: Translated<typeof en.termsAndConditions> = {
  title: "Conditions générales",
  updated,
  intro: `Les présentes conditions s'appliquent lorsque vous utilisez ce site, réservez notre Journée de consultation ou organisez un traitement avec ${site.name}. Veuillez les lire avant de réserver. Rien dans les présentes conditions ne porte atteinte à vos droits légaux en tant que consommateur ou en tant que patient.`,
  sections: [
    {
      id: "about-us",
      title: "Qui sommes-nous",
      paragraphs: [
        `Ce site est exploité par ${company}, exerçant sous le nom de ${site.name}, clinique dentaire privée sise ${address}. Numéro d'immatriculation de la société\u00a0: ${site.legal.registrationNumber}. Numéro fiscal\u00a0: ${site.legal.taxNumber}. Autorisation d'exercice en tant que prestataire de soins\u00a0: ${site.legal.healthcareLicence}.`,
        `Vous pouvez nous contacter par e-mail à ${site.email} ou par téléphone au ${site.phone.display}.`,
      ],
    },
    {
      id: "information",
      title: "Informations figurant sur ce site",
      paragraphs: [
        "Les informations de ce site sont générales et fournies à titre indicatif uniquement. Elles ne constituent pas un diagnostic et ne remplacent pas un examen par un dentiste. Seule votre consultation permet de déterminer si un traitement vous convient, combien de temps il dure et combien il coûte.",
        "Les devis établis à partir des photos ou radiographies que vous nous envoyez sont des estimations. En cas d'urgence dentaire, adressez-vous à un dentiste près de chez vous ou à un service d'urgence.",
        "Nous veillons à ce que ce site soit exact et à jour, mais nous ne pouvons pas garantir qu'il soit exempt d'erreurs. Les liens vers d'autres sites, comme ceux des compagnies aériennes et des hôtels, sont fournis pour votre commodité, et nous ne sommes pas responsables de leur contenu.",
      ],
    },
    {
      id: "prices",
      title: "Prix et devis",
      paragraphs: [
        `Les prix indiqués sur ce site sont indicatifs et fixés en euros (EUR). Les montants en livres sterling (GBP) sont affichés uniquement à titre de commodité. Les montants en livres sont calculés au taux de ${rate}, arrondis à la livre près\u00a0; à la clinique, vous payez en euros ou en livres.`,
        "Votre prix définitif figure dans le plan de traitement écrit que vous recevez après votre consultation, et c'est vous qui décidez de donner suite ou non. Si votre dentiste constate pendant le traitement que des soins supplémentaires sont nécessaires, il vous en explique la raison et le coût, et ne les réalise qu'avec votre accord.",
      ],
    },
    {
      id: "consultation-event",
      title: "La Journée de consultation",
      paragraphs: [
        "Votre première consultation est gratuite\u00a0: vous nous envoyez des radiographies ou des photos, ou échangez avec nous par téléphone ou en visioconférence, et recevez sans frais un plan de traitement écrit. La Journée de consultation est, elle, une journée de consultation payante à la clinique. Les conditions de réservation sont les suivantes\u00a0:",
      ],
      bullets: [
        `Les frais s'élèvent à ${fee} et sont réglés en ligne lors de la réservation, par l'intermédiaire de notre prestataire de paiement par carte.`,
        `Si vous décidez de vous faire soigner dans notre clinique, les frais sont déduits de votre plan de traitement, où ils figurent sur la ligne «\u00a0${frEvent.story.creditLine}\u00a0».`,
        "Les frais ne sont pas remboursables.",
        `Vous pouvez reporter votre réservation à une autre Journée de consultation jusqu'à ${consultationDay.rescheduleNoticeDays}\u00a0jours avant la date de votre journée\u00a0; passé ce délai, la date ne peut plus être modifiée. Vous pouvez le faire par le lien figurant dans votre e-mail de confirmation ou en contactant la clinique. Les frais sont perdus si vous ne vous présentez pas.`,
        `Vous choisissez l'heure de votre rendez-vous après le paiement. La Journée de consultation se déroule de ${heure(consultationDay.opens)} à ${heure(consultationDay.closes)} (heure de Budapest), avec un programme commun\u00a0: accueil, déjeuner avec une courte présentation et séance de clôture. L'heure de rendez-vous que vous choisissez marque le début de votre partie personnelle\u00a0: vos examens d'imagerie et votre consultation avec un spécialiste, environ ${consultationDay.personalMinutes}\u00a0minutes. Merci d'arriver ${consultationDay.arriveMinutesBefore}\u00a0minutes avant l'heure de votre rendez-vous.`,
        "Si nous devons annuler une Journée de consultation, nous vous proposons une autre date ou vous remboursons intégralement les frais.",
      ],
    },
    {
      id: "payment",
      title: "Paiement",
      paragraphs: [
        "Le paiement est dû avant chaque étape du traitement. Vous pouvez payer par carte de crédit ou de débit, par virement bancaire en EUR ou en GBP, ou en espèces en EUR ou en GBP. Les éventuels frais bancaires d'un virement sont à la charge de l'émetteur, et le montant total doit être crédité sur notre compte avant le début du traitement.",
        "Si votre traitement s'étend sur plusieurs visites, vous pouvez payer en plusieurs fois\u00a0: chaque étape est réglée avant de commencer. Vous recevez une facture pour chaque paiement.",
      ],
    },
    {
      id: "appointments",
      title: "Rendez-vous, annulations et absences",
      paragraphs: [
        `Merci d'arriver ${consultationDay.arriveMinutesBefore}\u00a0minutes avant chaque rendez-vous. En cas de retard, nous pourrions devoir écourter ou reporter votre rendez-vous.`,
        "Si vous devez annuler ou déplacer un rendez-vous de traitement, prévenez-nous le plus tôt possible, et au moins 48\u00a0heures à l'avance, afin que nous puissions proposer ce créneau à un autre patient. Si vous annulez un traitement déjà payé, nous vous remboursons les soins non encore réalisés, déduction faite du coût des travaux de laboratoire déjà réalisés pour vous.",
        "Si vous ne vous présentez pas à un rendez-vous sans nous prévenir, nous pouvons facturer les travaux de laboratoire déjà réalisés pour vous, et nous ne pouvons pas garantir que votre traitement pourra être achevé au cours du même séjour.",
        "Nous ne prenons pas en charge le coût des vols, de l'hébergement ou d'autres dispositions de voyage si un rendez-vous doit être déplacé. Nous recommandons des billets modifiables et une assurance voyage. Si nous devons déplacer un rendez-vous, nous vous proposons le créneau le plus proche possible et vous aidons à modifier vos projets.",
      ],
    },
    {
      id: "warranty",
      title: "Notre garantie de 3 ans",
      paragraphs: [
        "Les couronnes, bridges, facettes, inlays et travaux sur implants réalisés dans notre clinique sont couverts par une garantie de 3\u00a0ans à compter de la date de fin de votre traitement. Si un travail couvert présente une défaillance pendant cette période, nous le réparons ou le remplaçons gratuitement à la clinique. Les frais de voyage et d'hébergement ne sont pas couverts.",
        "La garantie s'applique aux conditions et avec les exclusions suivantes\u00a0:",
      ],
      bullets: [
        "Vous vous rendez à un contrôle dentaire tous les 6\u00a0mois, dans notre clinique ou chez votre propre dentiste, et vous nous envoyez sur demande une copie du compte rendu écrit du contrôle.",
        "Vous suivez les consignes de suivi que vous donne votre dentiste, notamment une hygiène bucco-dentaire quotidienne et, si cela vous est conseillé, le port d'une gouttière de nuit.",
        "La garantie ne couvre pas les dommages causés par un accident ou un traumatisme.",
        "La garantie ne couvre pas les problèmes causés par une maladie des gencives (parodontite) non traitée.",
        "La garantie ne couvre pas les problèmes survenant après l'absence à des contrôles.",
        "La garantie ne couvre pas les travaux modifiés, réparés ou déposés par un autre dentiste.",
      ],
    },
    {
      id: "liability",
      title: "Notre responsabilité envers vous",
      paragraphs: [
        "Nos dentistes vous soignent avec diligence professionnelle et conformément aux règles reconnues de la dentisterie. Chaque organisme cicatrise différemment, et le résultat d'un traitement dépend aussi de votre état de santé général et du respect des consignes de suivi\u00a0; nous ne pouvons donc pas garantir un résultat précis.",
        "Nous ne sommes pas responsables des pertes indirectes, comme les frais de voyage ou la perte de revenus, sauf lorsque la loi interdit une telle exclusion. Rien dans les présentes conditions ne limite notre responsabilité en cas d'atteinte à la vie, à l'intégrité physique ou à la santé, ni pour les dommages causés intentionnellement ou par négligence grave.",
      ],
    },
    {
      id: "complaints",
      title: "Réclamations",
      paragraphs: [
        `Si vous n'êtes pas satisfait de notre service ou de votre traitement, faites-le-nous savoir, de préférence par écrit à ${site.email} ou à l'adresse de la clinique. Nous répondons aux réclamations écrites dans un délai de 30\u00a0jours et ferons de notre mieux pour résoudre la situation.`,
        "Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à un représentant des droits des patients (betegjogi képviselő), qui aide gratuitement les patients en Hongrie, ou saisir les tribunaux.",
      ],
    },
    {
      id: "governing-law",
      title: "Droit applicable",
      paragraphs: [
        "Les présentes conditions, ainsi que tout litige qui en découle ou qui découle de votre traitement, sont régies par le droit hongrois, et les tribunaux hongrois sont compétents. Cela ne vous prive d'aucune protection impérative dont vous bénéficiez en tant que consommateur.",
      ],
    },
    {
      id: "changes",
      title: "Modifications des présentes conditions",
      paragraphs: [
        "Nous pouvons mettre à jour les présentes conditions de temps à autre. La date indiquée en haut de la page montre quand elles ont été mises à jour pour la dernière fois. Les conditions en vigueur au moment de votre réservation ou de l'acceptation de votre plan de traitement continuent de s'appliquer à cette réservation ou à ce plan.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [
        `${site.name}, ${address}. E-mail\u00a0: ${site.email}. Téléphone\u00a0: ${site.phone.display}.`,
      ],
    },
  ],
  metaDescription: `Conditions générales de ${site.name}\u00a0: prix indicatifs, Journée de consultation à ${consultationEvent.feeEur}\u00a0€, paiement, annulations, garantie de 3\u00a0ans et réclamations.`,
};

/** Les mots autour de chaque document juridique. */
export const legalLabels: Translated<typeof en.legalLabels> = {
  eyebrow: "Mentions légales",
  lastUpdated: "Dernière mise à jour\u00a0:",
  contents: "Sommaire",
};
