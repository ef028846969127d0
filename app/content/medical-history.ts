import { site } from "./site";

/**
 * The medical history the patient fills in before their visit (app/services/health), in British
 * English as a UK dentist's form reads it; the German Anamnesebogen and the French questionnaire
 * médical in de/ and fr/. Every question is answered yes, no or not sure; its `detail` is asked
 * when the answer is yes or not sure; a `followUp` is a question asked only when its question is
 * answered yes. A question's `id` is the stored answer's key, its FHIR linkId and what the dentist's flags
 * read (app/services/health/flags.server.ts): a translation keeps it, a new wording keeps it, and
 * a new question takes a new one. The clinic's dentist reads the answers in English.
 */
export const medicalHistoryForm = {
  metaTitle: `Your medical history | ${site.name}`,
  heading: "Your medical history",
  intro:
    "Please answer every question before your visit, so that your dentist can plan your treatment safely. Your answers are confidential: only the clinic's dental team can read them.",
  private: "This page opens only from the link we sent you. Please do not share the link.",
  answers: { yes: "Yes", no: "No", unknown: "Not sure" },
  sections: [
    {
      id: "general",
      title: "Your general health",
      questions: [
        {
          id: "general-health",
          text: "Do you have any illness, health condition or disability that this form does not ask about?",
          detail: "What is it, and how is it treated?",
        },
        {
          id: "physician-care",
          text: "Are you under the care of a doctor, a specialist or a hospital at the moment?",
          detail: "What for, and who is treating you?",
        },
        {
          id: "hospital-stays",
          text: "Have you been in hospital, or had an operation, in the last five years?",
          detail: "When, and what for?",
        },
      ],
    },
    {
      id: "medicines",
      title: "Your medicines",
      questions: [
        {
          id: "takes-medicines",
          text: "Do you take any medicines, including ones bought without a prescription, inhalers, injections, the contraceptive pill or herbal remedies?",
        },
        {
          id: "anticoagulants",
          text: "Do you take a medicine that thins your blood or stops it clotting, such as warfarin, apixaban (Eliquis), rivaroxaban (Xarelto), dabigatran (Pradaxa), edoxaban (Lixiana), heparin injections, clopidogrel (Plavix) or aspirin?",
          detail:
            "Which one? If you take warfarin (or another medicine checked by an INR blood test), your last INR and its date.",
        },
        {
          id: "bisphosphonates",
          text: "Do you take, or have you ever taken, a bisphosphonate for your bones, such as alendronic acid (Fosamax), risedronate (Actonel), ibandronate (Bonviva) or zoledronic acid (Aclasta)?",
          detail:
            "Which one, as tablets or by a drip or injection (intravenous), and since when? If you have stopped, when?",
        },
        {
          id: "denosumab",
          text: "Have you ever had injections of denosumab (Prolia or Xgeva) or romosozumab (Evenity) for your bones?",
          detail: "Which one, and when was your last injection?",
        },
      ],
    },
    {
      id: "allergies",
      title: "Allergies",
      questions: [
        {
          id: "allergy-penicillin",
          text: "Are you allergic to penicillin or another antibiotic?",
          detail: "Which antibiotic, and what happened (your reaction)?",
        },
        {
          id: "allergy-local-anaesthetic",
          text: "Have you ever had an allergic reaction to a local anaesthetic (the injection at the dentist)?",
          detail: "What happened?",
        },
        {
          id: "allergy-latex",
          text: "Are you allergic to latex (rubber gloves, balloons)?",
          detail: "What happens when you touch it?",
        },
        {
          id: "allergy-other",
          text: "Do you have any other allergy: to a medicine, a food, a metal or anything else?",
          detail: "What are you allergic to, and what happens?",
        },
      ],
    },
    {
      id: "heart",
      title: "Your heart and blood pressure",
      questions: [
        {
          id: "heart-valve",
          text: "Do you have a heart valve problem or a heart murmur?",
          detail: "What is it?",
          followUp: {
            id: "heart-valve-prosthetic",
            text: "Has a heart valve been replaced, or repaired with an artificial ring or other material?",
            detail: "What was done, and when?",
          },
        },
        {
          id: "endocarditis",
          text: "Have you ever had endocarditis (an infection of the lining or the valves of the heart)?",
          detail: "When?",
        },
        {
          id: "pacemaker",
          text: "Do you have a pacemaker or an implanted defibrillator (ICD)?",
          detail: "Which one, and since when?",
        },
        {
          id: "heart-attack",
          text: "Have you had a heart attack or angina, or had a stent put in?",
          detail: "What, and when?",
        },
        {
          id: "blood-pressure",
          text: "Do you have high blood pressure?",
          detail: "Is it treated, and do you know your last reading?",
        },
        {
          id: "heart-other",
          text: "Do you have any other heart condition, such as heart failure, an irregular heartbeat or a heart problem since birth?",
          detail: "What is it?",
        },
      ],
    },
    {
      id: "conditions",
      title: "Other conditions",
      questions: [
        {
          id: "diabetes",
          text: "Do you have diabetes?",
          detail: "Type 1 or type 2, how it is treated, and your last HbA1c if you know it.",
          followUp: {
            id: "diabetes-controlled",
            text: "Is your diabetes well controlled (your doctor or nurse is happy with your blood sugar)?",
          },
        },
        {
          id: "bleeding-disorder",
          text: "Do you bleed for a long time after a cut or having a tooth out, bruise easily, or have a bleeding disorder such as haemophilia?",
          detail: "What is it?",
        },
        {
          id: "joint-replacement",
          text: "Have you had a joint replaced, such as a hip or a knee?",
          detail: "Which one, and when?",
        },
        {
          id: "infectious-disease",
          text: "Do you have, or have you had, hepatitis, HIV, tuberculosis or another infectious disease?",
          detail: "Which one, and when?",
        },
        {
          id: "breathing",
          text: "Do you have asthma, COPD or another breathing problem?",
          detail: "What is it, and do you use an inhaler?",
        },
        {
          id: "epilepsy",
          text: "Do you have epilepsy, or have you had fits or blackouts?",
          detail: "What, and when was the last one?",
        },
        {
          id: "liver-kidney",
          text: "Do you have a liver or kidney disease?",
          detail: "What is it?",
        },
        {
          id: "cancer-treatment",
          text: "Have you had radiotherapy to your head or neck, or chemotherapy?",
          detail: "Which, and when?",
        },
      ],
    },
    {
      id: "pregnancy",
      title: "Pregnancy",
      questions: [
        { id: "pregnant", text: "Are you pregnant, or could you be?", detail: "How many weeks?" },
        { id: "breastfeeding", text: "Are you breastfeeding?" },
      ],
    },
    {
      id: "lifestyle",
      title: "Smoking and alcohol",
      questions: [
        {
          id: "smoking",
          text: "Do you smoke, or use tobacco or e-cigarettes?",
          detail: "What, and how much a day?",
        },
        {
          id: "alcohol",
          text: "Do you drink alcohol regularly?",
          detail: "About how much in a week?",
        },
      ],
    },
    {
      id: "anaesthesia",
      title: "Anaesthesia",
      questions: [
        {
          id: "anaesthesia-problems",
          text: "Have you ever had a problem with an anaesthetic: a local anaesthetic at the dentist, sedation or a general anaesthetic?",
          detail: "What happened?",
        },
      ],
    },
  ],
  medicines: {
    heading: "The medicines you take",
    intro:
      "List each medicine with its dose and how often you take it (for example “Ramipril 5 mg, once a day”). If you have a list from your doctor or pharmacy, you can copy it.",
    name: "Medicine",
    dose: "Dose and how often",
    add: "Add a medicine",
    remove: "Remove",
  },
  confirmation: {
    heading: "Your confirmation",
    statement:
      "I confirm that my answers are complete and true to the best of my knowledge, and that I will tell the clinic if anything changes before my treatment.",
    nameLabel: "Type your full name",
    nameHint: "As it appears on your booking or treatment plan.",
    submit: "Send my medical history",
  },
  /** What the page says of the answers the clinic already has. */
  status: {
    notFilled: "Not filled in yet",
    lastSent: (date: string) =>
      `You last sent your answers on ${date}. You can change them until your visit: each time you send them, the clinic keeps the new version as well as the earlier ones.`,
    thanks: "Thank you: the clinic has your medical history.",
  },
} as const;

/** Why a medical history was not taken, in the patient's language, beside the field it concerns. */
export const medicalHistoryRefusals = {
  notFound: "This link does not open a medical history form. Please check it, or contact the clinic.",
  closed: "The clinic already has your answers for this visit; to change something, please call or email us.",
  closedEmpty: "This form can no longer be filled in online for this visit; please call or email us.",
  summary: "Some answers are missing or need a change: please see the questions marked.",
  unanswered: "Please answer this question.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  medicineName: "Please give the name of the medicine.",
  tooManyMedicines: (max: number) =>
    `Please list at most ${max} medicines, and tell your dentist about the others.`,
  noMedicines: "You answered yes: please list your medicines.",
  name: "Please type your full name as it appears on your booking or treatment plan.",
};
