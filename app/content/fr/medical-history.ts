/** Le questionnaire médical avant la visite : jumeau de app/content/medical-history.ts (qui dit ce qu’il règle). */
import type { Translated } from "../locales";
import type * as en from "../medical-history";
import { site } from "../site";

export const medicalHistoryForm: Translated<typeof en.medicalHistoryForm> = {
  metaTitle: `Votre questionnaire médical | ${site.name}`,
  heading: "Votre questionnaire médical",
  intro:
    "Merci de répondre à toutes les questions avant votre visite, afin que votre dentiste puisse préparer votre traitement en toute sécurité. Vos réponses sont confidentielles : seule l’équipe dentaire de la clinique peut les lire.",
  private:
    "Cette page ne s’ouvre qu’avec le lien que nous vous avons envoyé. Merci de ne pas partager ce lien.",
  answers: { yes: "Oui", no: "Non", unknown: "Je ne sais pas" },
  sections: [
    {
      id: "general",
      title: "Votre état de santé général",
      questions: [
        {
          id: "general-health",
          text: "Avez-vous une maladie, une affection de longue durée ou un handicap sur lequel ce questionnaire ne vous interroge pas ?",
          detail: "Lequel, et comment est-il traité ?",
        },
        {
          id: "physician-care",
          text: "Êtes-vous actuellement suivi(e) par un médecin, un spécialiste ou un hôpital ?",
          detail: "Pour quelle raison, et par qui ?",
        },
        {
          id: "hospital-stays",
          text: "Avez-vous été hospitalisé(e) ou opéré(e) au cours des cinq dernières années ?",
          detail: "Quand, et pour quelle raison ?",
        },
      ],
    },
    {
      id: "medicines",
      title: "Vos médicaments",
      questions: [
        {
          id: "takes-medicines",
          text: "Prenez-vous des médicaments, y compris sans ordonnance, des inhalateurs, des injections, la pilule contraceptive ou des remèdes à base de plantes ?",
        },
        {
          id: "anticoagulants",
          text: "Prenez-vous un médicament qui fluidifie le sang ou empêche la coagulation, par exemple un AVK (Préviscan, Sintrom, Coumadine), Eliquis (apixaban), Xarelto (rivaroxaban), Pradaxa (dabigatran), Lixiana (édoxaban), des injections d’héparine (Lovenox), Plavix (clopidogrel) ou de l’aspirine (Kardégic) ?",
          detail: "Lequel ? Si vous prenez un AVK, votre dernier INR et sa date.",
        },
        {
          id: "bisphosphonates",
          text: "Prenez-vous, ou avez-vous déjà pris, un bisphosphonate pour vos os, par exemple l’acide alendronique (Fosamax), le risédronate (Actonel), l’ibandronate (Bonviva) ou l’acide zolédronique (Aclasta) ?",
          detail:
            "Lequel, en comprimés ou en perfusion ou injection intraveineuse, et depuis quand ? Si vous l’avez arrêté, quand ?",
        },
        {
          id: "denosumab",
          text: "Avez-vous déjà reçu des injections de dénosumab (Prolia ou Xgeva) ou de romosozumab (Evenity) pour vos os ?",
          detail: "Lequel, et quand a eu lieu la dernière injection ?",
        },
      ],
    },
    {
      id: "allergies",
      title: "Allergies",
      questions: [
        {
          id: "allergy-penicillin",
          text: "Êtes-vous allergique à la pénicilline ou à un autre antibiotique ?",
          detail: "Quel antibiotique, et quelle a été votre réaction ?",
        },
        {
          id: "allergy-local-anaesthetic",
          text: "Avez-vous déjà fait une réaction allergique à une anesthésie locale (la piqûre chez le dentiste) ?",
          detail: "Que s’est-il passé ?",
        },
        {
          id: "allergy-latex",
          text: "Êtes-vous allergique au latex (gants en caoutchouc, ballons de baudruche) ?",
          detail: "Comment réagissez-vous à son contact ?",
        },
        {
          id: "allergy-other",
          text: "Avez-vous une autre allergie : à un médicament, un aliment, un métal ou autre chose ?",
          detail: "À quoi, et quelle est votre réaction ?",
        },
      ],
    },
    {
      id: "heart",
      title: "Cœur et tension artérielle",
      questions: [
        {
          id: "heart-valve",
          text: "Avez-vous une maladie d’une valve cardiaque ou un souffle au cœur ?",
          detail: "Laquelle ?",
          followUp: {
            id: "heart-valve-prosthetic",
            text: "Une valve cardiaque a-t-elle été remplacée, ou réparée avec un anneau ou un autre matériel prothétique ?",
            detail: "Qu’est-ce qui a été fait, et quand ?",
          },
        },
        {
          id: "endocarditis",
          text: "Avez-vous déjà eu une endocardite (une infection de la paroi interne ou des valves du cœur) ?",
          detail: "Quand ?",
        },
        {
          id: "pacemaker",
          text: "Avez-vous un stimulateur cardiaque (pacemaker) ou un défibrillateur implanté ?",
          detail: "Lequel, et depuis quand ?",
        },
        {
          id: "heart-attack",
          text: "Avez-vous eu un infarctus ou une angine de poitrine, ou vous a-t-on posé un stent ?",
          detail: "Quoi, et quand ?",
        },
        {
          id: "blood-pressure",
          text: "Avez-vous de l’hypertension artérielle ?",
          detail: "Est-elle traitée, et connaissez-vous votre dernière mesure ?",
        },
        {
          id: "heart-other",
          text: "Avez-vous une autre maladie du cœur, par exemple une insuffisance cardiaque, des troubles du rythme ou une malformation cardiaque de naissance ?",
          detail: "Laquelle ?",
        },
      ],
    },
    {
      id: "conditions",
      title: "Autres maladies",
      questions: [
        {
          id: "diabetes",
          text: "Avez-vous du diabète ?",
          detail: "Type 1 ou type 2, son traitement et, si vous le connaissez, votre dernier taux d’HbA1c.",
          followUp: {
            id: "diabetes-controlled",
            text: "Votre diabète est-il bien équilibré (votre médecin est satisfait de votre glycémie) ?",
          },
        },
        {
          id: "bleeding-disorder",
          text: "Saignez-vous longtemps après une coupure ou l’extraction d’une dent, avez-vous facilement des bleus, ou avez-vous un trouble de la coagulation comme l’hémophilie ?",
          detail: "Lequel ?",
        },
        {
          id: "joint-replacement",
          text: "Avez-vous une prothèse articulaire, par exemple de hanche ou de genou ?",
          detail: "Laquelle, et depuis quand ?",
        },
        {
          id: "infectious-disease",
          text: "Avez-vous, ou avez-vous eu, une hépatite, le VIH, la tuberculose ou une autre maladie infectieuse ?",
          detail: "Laquelle, et quand ?",
        },
        {
          id: "breathing",
          text: "Avez-vous de l’asthme, une BPCO ou un autre problème respiratoire ?",
          detail: "Lequel, et utilisez-vous un inhalateur ?",
        },
        {
          id: "epilepsy",
          text: "Êtes-vous épileptique, ou avez-vous eu des convulsions ou des pertes de connaissance ?",
          detail: "Quoi, et quand pour la dernière fois ?",
        },
        {
          id: "liver-kidney",
          text: "Avez-vous une maladie du foie ou des reins ?",
          detail: "Laquelle ?",
        },
        {
          id: "cancer-treatment",
          text: "Avez-vous reçu une radiothérapie de la tête ou du cou, ou une chimiothérapie ?",
          detail: "Laquelle, et quand ?",
        },
      ],
    },
    {
      id: "pregnancy",
      title: "Grossesse",
      questions: [
        {
          id: "pregnant",
          text: "Êtes-vous enceinte, ou pourriez-vous l’être ?",
          detail: "De combien de semaines ?",
        },
        { id: "breastfeeding", text: "Allaitez-vous ?" },
      ],
    },
    {
      id: "lifestyle",
      title: "Tabac et alcool",
      questions: [
        {
          id: "smoking",
          text: "Fumez-vous, ou consommez-vous du tabac sous une autre forme ou une cigarette électronique ?",
          detail: "Quoi, et combien par jour ?",
        },
        {
          id: "alcohol",
          text: "Buvez-vous de l’alcool régulièrement ?",
          detail: "Environ combien par semaine ?",
        },
      ],
    },
    {
      id: "anaesthesia",
      title: "Anesthésie",
      questions: [
        {
          id: "anaesthesia-problems",
          text: "Avez-vous déjà eu un problème avec une anesthésie : une anesthésie locale chez le dentiste, une sédation ou une anesthésie générale ?",
          detail: "Que s’est-il passé ?",
        },
      ],
    },
  ],
  medicines: {
    heading: "Les médicaments que vous prenez",
    intro:
      "Indiquez chaque médicament avec sa dose et sa fréquence (par exemple « Ramipril 5 mg, une fois par jour »). Si vous avez une ordonnance ou une liste de votre pharmacie, vous pouvez la recopier.",
    name: "Médicament",
    dose: "Dose et fréquence",
    add: "Ajouter un médicament",
    remove: "Retirer",
  },
  confirmation: {
    heading: "Votre confirmation",
    statement:
      "Je certifie que mes réponses sont complètes et exactes à ma connaissance, et je préviendrai la clinique si quelque chose change avant mon traitement.",
    nameLabel: "Saisissez vos nom et prénom",
    nameHint: "Tels qu’ils figurent sur votre réservation ou votre plan de traitement.",
    submit: "Envoyer mon questionnaire médical",
  },
  status: {
    notFilled: "Pas encore rempli",
    lastSent: (date: string) =>
      `Vous avez envoyé vos réponses pour la dernière fois le ${date}. Vous pouvez les modifier jusqu’à votre visite : à chaque envoi, la clinique conserve la nouvelle version ainsi que les précédentes.`,
    thanks: "Merci : la clinique a bien reçu votre questionnaire médical.",
  },
};

export const medicalHistoryRefusals: Translated<typeof en.medicalHistoryRefusals> = {
  notFound: "Ce lien n’ouvre aucun questionnaire médical. Merci de le vérifier, ou de contacter la clinique.",
  closed:
    "La clinique a déjà vos réponses pour cette visite ; pour modifier quelque chose, merci de nous appeler ou de nous écrire.",
  closedEmpty:
    "Ce questionnaire ne peut plus être rempli en ligne pour cette visite ; merci de nous appeler ou de nous écrire.",
  summary: "Certaines réponses manquent ou sont à corriger : voyez les questions signalées.",
  unanswered: "Merci de répondre à cette question.",
  tooLong: (max: number) => `Merci de ne pas dépasser ${max} caractères.`,
  medicineName: "Merci d’indiquer le nom du médicament.",
  tooManyMedicines: (max: number) =>
    `Merci d’indiquer au plus ${max} médicaments, et de signaler les autres à votre dentiste.`,
  noMedicines: "Vous avez répondu oui : merci d’indiquer vos médicaments.",
  name: "Merci de saisir vos nom et prénom tels qu’ils figurent sur votre réservation ou votre plan de traitement.",
};
