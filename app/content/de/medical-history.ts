/** Der Anamnesebogen vor dem Besuch: Zwilling von app/content/medical-history.ts (dort steht, was er regelt). */
import type { Translated } from "../locales";
import type * as en from "../medical-history";
import { site } from "../site";

export const medicalHistoryForm: Translated<typeof en.medicalHistoryForm> = {
  metaTitle: `Ihr Anamnesebogen | ${site.name}`,
  heading: "Ihr Anamnesebogen",
  intro:
    "Bitte beantworten Sie vor Ihrem Besuch alle Fragen, damit Ihre Zahnärztin bzw. Ihr Zahnarzt Ihre Behandlung sicher planen kann. Ihre Angaben sind vertraulich: Nur das zahnärztliche Team der Klinik kann sie lesen.",
  private:
    "Diese Seite öffnet sich nur über den Link, den wir Ihnen geschickt haben. Bitte geben Sie den Link nicht weiter.",
  answers: { yes: "Ja", no: "Nein", unknown: "Weiß nicht" },
  sections: [
    {
      id: "general",
      title: "Allgemeiner Gesundheitszustand",
      questions: [
        {
          id: "general-health",
          text: "Haben Sie eine Erkrankung, ein chronisches Leiden oder eine Behinderung, nach der dieser Bogen nicht fragt?",
          detail: "Welche, und wie wird sie behandelt?",
        },
        {
          id: "physician-care",
          text: "Sind Sie zurzeit in ärztlicher, fachärztlicher oder stationärer Behandlung?",
          detail: "Weshalb, und bei wem?",
        },
        {
          id: "hospital-stays",
          text: "Waren Sie in den letzten fünf Jahren im Krankenhaus, oder wurden Sie operiert?",
          detail: "Wann, und weshalb?",
        },
      ],
    },
    {
      id: "medicines",
      title: "Medikamente",
      questions: [
        {
          id: "takes-medicines",
          text: "Nehmen Sie Medikamente ein – auch rezeptfreie, Sprays zum Inhalieren, Spritzen, die Pille oder pflanzliche Mittel?",
        },
        {
          id: "anticoagulants",
          text: "Nehmen Sie ein Medikament zur Blutverdünnung oder Gerinnungshemmung ein, z. B. Marcumar oder Falithrom (Phenprocoumon), Eliquis (Apixaban), Xarelto (Rivaroxaban), Pradaxa (Dabigatran), Lixiana (Edoxaban), Heparinspritzen, Plavix (Clopidogrel) oder ASS (Aspirin)?",
          detail:
            "Welches? Bei Marcumar, Falithrom oder Warfarin: Ihr letzter INR-Wert und wann er gemessen wurde.",
        },
        {
          id: "bisphosphonates",
          text: "Nehmen Sie ein Bisphosphonat für Ihre Knochen ein, oder haben Sie jemals eines erhalten, z. B. Alendronsäure (Fosamax), Risedronat (Actonel), Ibandronat (Bonviva) oder Zoledronsäure (Aclasta)?",
          detail:
            "Welches, als Tablette oder als Infusion bzw. Spritze in die Vene, und seit wann? Falls Sie es abgesetzt haben: wann?",
        },
        {
          id: "denosumab",
          text: "Haben Sie jemals Spritzen mit Denosumab (Prolia oder Xgeva) oder Romosozumab (Evenity) für Ihre Knochen bekommen?",
          detail: "Welches Mittel, und wann war die letzte Spritze?",
        },
      ],
    },
    {
      id: "allergies",
      title: "Allergien",
      questions: [
        {
          id: "allergy-penicillin",
          text: "Sind Sie allergisch gegen Penicillin oder ein anderes Antibiotikum?",
          detail: "Gegen welches Antibiotikum, und wie haben Sie reagiert?",
        },
        {
          id: "allergy-local-anaesthetic",
          text: "Hatten Sie jemals eine allergische Reaktion auf eine örtliche Betäubung (die Spritze beim Zahnarzt)?",
          detail: "Was ist passiert?",
        },
        {
          id: "allergy-latex",
          text: "Sind Sie allergisch gegen Latex (Gummihandschuhe, Luftballons)?",
          detail: "Wie reagieren Sie darauf?",
        },
        {
          id: "allergy-other",
          text: "Haben Sie eine andere Allergie – gegen ein Medikament, ein Lebensmittel, ein Metall oder etwas anderes?",
          detail: "Wogegen, und wie reagieren Sie?",
        },
      ],
    },
    {
      id: "heart",
      title: "Herz und Blutdruck",
      questions: [
        {
          id: "heart-valve",
          text: "Haben Sie einen Herzklappenfehler oder ein Herzgeräusch?",
          detail: "Welchen?",
          followUp: {
            id: "heart-valve-prosthetic",
            text: "Wurde bei Ihnen eine Herzklappe ersetzt oder mit einem künstlichen Ring oder anderem Material rekonstruiert?",
            detail: "Was wurde gemacht, und wann?",
          },
        },
        {
          id: "endocarditis",
          text: "Hatten Sie jemals eine Endokarditis (eine Entzündung der Herzinnenhaut oder der Herzklappen)?",
          detail: "Wann?",
        },
        {
          id: "pacemaker",
          text: "Haben Sie einen Herzschrittmacher oder einen implantierten Defibrillator (ICD)?",
          detail: "Welches Gerät, und seit wann?",
        },
        {
          id: "heart-attack",
          text: "Hatten Sie einen Herzinfarkt oder Angina pectoris, oder wurde Ihnen ein Stent eingesetzt?",
          detail: "Was, und wann?",
        },
        {
          id: "blood-pressure",
          text: "Haben Sie Bluthochdruck?",
          detail: "Wird er behandelt, und kennen Sie Ihren letzten Messwert?",
        },
        {
          id: "heart-other",
          text: "Haben Sie eine andere Herzerkrankung, z. B. eine Herzschwäche, Herzrhythmusstörungen oder einen angeborenen Herzfehler?",
          detail: "Welche?",
        },
      ],
    },
    {
      id: "conditions",
      title: "Weitere Erkrankungen",
      questions: [
        {
          id: "diabetes",
          text: "Haben Sie Diabetes (Zuckerkrankheit)?",
          detail: "Typ 1 oder Typ 2, wie er behandelt wird und, falls bekannt, Ihr letzter HbA1c-Wert.",
          followUp: {
            id: "diabetes-controlled",
            text: "Ist Ihr Diabetes gut eingestellt (Ihre Ärztin bzw. Ihr Arzt ist mit Ihren Blutzuckerwerten zufrieden)?",
          },
        },
        {
          id: "bleeding-disorder",
          text: "Bluten Sie nach einer Verletzung oder einer Zahnentfernung lange nach, bekommen Sie leicht blaue Flecken, oder haben Sie eine Gerinnungsstörung wie die Bluterkrankheit (Hämophilie)?",
          detail: "Welche?",
        },
        {
          id: "joint-replacement",
          text: "Haben Sie ein künstliches Gelenk, z. B. an der Hüfte oder am Knie?",
          detail: "Welches, und seit wann?",
        },
        {
          id: "infectious-disease",
          text: "Haben oder hatten Sie Hepatitis, HIV, Tuberkulose oder eine andere Infektionskrankheit?",
          detail: "Welche, und wann?",
        },
        {
          id: "breathing",
          text: "Haben Sie Asthma, COPD oder eine andere Erkrankung der Atemwege?",
          detail: "Welche, und benutzen Sie ein Spray?",
        },
        {
          id: "epilepsy",
          text: "Haben Sie Epilepsie, oder hatten Sie Krampfanfälle oder Ohnmachten?",
          detail: "Was, und wann zuletzt?",
        },
        {
          id: "liver-kidney",
          text: "Haben Sie eine Leber- oder Nierenerkrankung?",
          detail: "Welche?",
        },
        {
          id: "cancer-treatment",
          text: "Wurden Sie im Kopf- oder Halsbereich bestrahlt, oder hatten Sie eine Chemotherapie?",
          detail: "Welche Behandlung, und wann?",
        },
      ],
    },
    {
      id: "pregnancy",
      title: "Schwangerschaft",
      questions: [
        {
          id: "pregnant",
          text: "Sind Sie schwanger, oder könnten Sie schwanger sein?",
          detail: "In welcher Woche?",
        },
        { id: "breastfeeding", text: "Stillen Sie?" },
      ],
    },
    {
      id: "lifestyle",
      title: "Rauchen und Alkohol",
      questions: [
        {
          id: "smoking",
          text: "Rauchen Sie, oder nutzen Sie andere Tabakprodukte oder E-Zigaretten?",
          detail: "Was, und wie viel am Tag?",
        },
        {
          id: "alcohol",
          text: "Trinken Sie regelmäßig Alkohol?",
          detail: "Etwa wie viel pro Woche?",
        },
      ],
    },
    {
      id: "anaesthesia",
      title: "Betäubung und Narkose",
      questions: [
        {
          id: "anaesthesia-problems",
          text: "Hatten Sie jemals Probleme mit einer Betäubung – einer örtlichen Betäubung beim Zahnarzt, einer Sedierung oder einer Vollnarkose?",
          detail: "Was ist passiert?",
        },
      ],
    },
  ],
  medicines: {
    heading: "Ihre Medikamente",
    intro:
      "Tragen Sie bitte jedes Medikament mit Dosierung und Einnahme ein (zum Beispiel „Ramipril 5 mg, einmal täglich“). Wenn Sie einen Medikationsplan haben, können Sie ihn abschreiben.",
    name: "Medikament",
    dose: "Dosierung und Einnahme",
    add: "Weiteres Medikament",
    remove: "Entfernen",
  },
  confirmation: {
    heading: "Ihre Bestätigung",
    statement:
      "Ich bestätige, dass meine Angaben nach bestem Wissen vollständig und richtig sind, und teile der Klinik mit, wenn sich vor meiner Behandlung etwas ändert.",
    nameLabel: "Ihr vollständiger Name",
    nameHint: "So, wie er auf Ihrer Buchung oder Ihrem Behandlungsplan steht.",
    submit: "Anamnesebogen absenden",
  },
  status: {
    notFilled: "Noch nicht ausgefüllt",
    lastSent: (date: string) =>
      `Sie haben Ihre Angaben zuletzt am ${date} gesendet. Bis zu Ihrem Besuch können Sie sie ändern: Bei jedem Senden bewahrt die Klinik die neue Fassung und die früheren auf.`,
    thanks: "Vielen Dank: Die Klinik hat Ihren Anamnesebogen erhalten.",
  },
};

export const medicalHistoryRefusals: Translated<typeof en.medicalHistoryRefusals> = {
  notFound:
    "Dieser Link öffnet keinen Anamnesebogen. Bitte prüfen Sie ihn, oder wenden Sie sich an die Klinik.",
  closed:
    "Die Klinik hat Ihre Angaben für diesen Besuch bereits; wenn Sie etwas ändern möchten, rufen Sie uns bitte an oder schreiben Sie uns eine E-Mail.",
  closedEmpty:
    "Für diesen Besuch kann der Bogen nicht mehr online ausgefüllt werden; bitte rufen Sie uns an oder schreiben Sie uns eine E-Mail.",
  summary:
    "Einige Angaben fehlen oder müssen geändert werden: Bitte sehen Sie sich die markierten Fragen an.",
  unanswered: "Bitte beantworten Sie diese Frage.",
  tooLong: (max: number) => `Bitte fassen Sie sich kürzer (höchstens ${max} Zeichen).`,
  medicineName: "Bitte geben Sie den Namen des Medikaments an.",
  tooManyMedicines: (max: number) =>
    `Bitte tragen Sie höchstens ${max} Medikamente ein und nennen Sie die übrigen Ihrer Zahnärztin bzw. Ihrem Zahnarzt.`,
  noMedicines: "Sie haben mit Ja geantwortet: Bitte tragen Sie Ihre Medikamente ein.",
  name: "Bitte geben Sie Ihren vollständigen Namen so ein, wie er auf Ihrer Buchung oder Ihrem Behandlungsplan steht.",
};
