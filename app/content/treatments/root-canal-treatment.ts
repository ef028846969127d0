import type { Treatment } from "../types";

export default {
  slug: "root-canal-treatment",
  group: "restorative-dentistry",
  title: "Root Canal Treatment",
  metaTitle: "Root Canal Treatment in Budapest",
  metaDescription:
    "Root canal treatment in Budapest under local anaesthesia: what it is, when you need it, the process over 2-3 sessions and how to care for your tooth after.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "Root canal treatment removes infected or inflamed tissue from inside a tooth, relieves pain and lets you keep your natural tooth. It is carried out under local anaesthesia and usually takes 2-3 sessions.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Saves your tooth",
          text: "Keeping your own tooth is usually the best option when it can be saved.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "Treatment under local anaesthesia is pain-free.",
        },
        {
          icon: "activity",
          title: "Relieves toothache",
          text: "Removing the inflamed pulp usually eases the pain it causes.",
        },
        {
          icon: "microscope",
          title: "Modern techniques",
          text: "Laser disinfection and microscope-assisted treatment where needed.",
        },
      ],
    },
    {
      type: "text",
      heading: "What is root canal treatment?",
      paragraphs: [
        "Inside every tooth is the pulp, soft tissue containing nerves and blood vessels that runs down through narrow channels in the roots. When the pulp becomes inflamed or infected, it cannot heal by itself.",
        "During root canal treatment your dentist removes the affected pulp, cleans and disinfects the canals, then fills and seals them. The tooth is then protected with a filling, inlay or crown so that you can keep using it.",
      ],
    },
    {
      type: "text",
      heading: "When is root canal treatment needed?",
      paragraphs: [
        "The most common causes are deep decay, a crack in the tooth, a knock or injury, or repeated treatment on the same tooth. Sometimes there are no symptoms at all and the problem is found on an X-ray.",
        "If you have facial swelling, a fever or difficulty swallowing, contact the clinic or a doctor straight away, as these can be signs of a spreading infection.",
      ],
      bullets: [
        "Lasting toothache, especially at night or when chewing",
        "Sensitivity to hot or cold that lingers after the cause is removed",
        "Swelling or tenderness in the gum near a tooth",
        "A small pimple-like bump on the gum",
        "A tooth that has darkened in colour",
      ],
    },
    {
      type: "steps",
      heading: "The root canal process",
      intro:
        "Treatment usually takes 2-3 sessions. Your dentist will tell you how many your tooth needs after examining it.",
      steps: [
        {
          title: "Examination and X-ray",
          text: "Your dentist examines the tooth, takes an X-ray to see the roots and explains the treatment plan.",
        },
        {
          title: "Anaesthesia and access",
          text: "The tooth is numbed with local anaesthesia and a small opening is made to reach the pulp.",
        },
        {
          title: "Cleaning and shaping",
          text: "The inflamed or infected pulp is removed and the canals are carefully cleaned and shaped.",
        },
        {
          title: "Disinfection",
          text: "The canals are rinsed and disinfected. If needed, a medicine is placed inside and the tooth is closed with a temporary filling between sessions.",
        },
        {
          title: "Filling and sealing",
          text: "Once the canals are clean, they are filled and sealed to stop bacteria getting back in.",
        },
        {
          title: "Restoring the tooth",
          text: "The tooth is rebuilt with a filling, inlay or crown, depending on how much of it remains.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare",
      intro:
        "Mild tenderness for a few days after treatment is normal and usually eases with over-the-counter pain relief. If pain gets worse or swelling appears, contact us.",
      do: [
        "Wait until the anaesthesia has worn off before eating",
        "Chew on the other side until your final restoration is fitted",
        "Brush and clean between your teeth as usual, gently around the treated tooth",
        "Take pain relief as your dentist advises if you need it",
        "Come back for the final filling or crown as planned",
      ],
      avoid: [
        "Biting hard food on the treated tooth while it has a temporary filling",
        "Chewing gum or very sticky food on that side",
        "Delaying the final restoration, which protects the tooth from breaking",
        "Ignoring increasing pain, swelling or a fever",
      ],
    },
    {
      type: "faq",
      heading: "Root canal questions",
      items: [
        {
          question: "Does root canal treatment hurt?",
          answer:
            "Treatment under local anaesthesia is pain-free. Most patients find it feels similar to having a filling. Some tenderness afterwards is common and usually settles within a few days.",
        },
        {
          question: "Can I finish root canal treatment during one trip?",
          answer:
            "Root canal treatment usually takes 2-3 sessions, and these can often be arranged within a single stay. Your Dental Tourism Manager will plan your appointments with you.",
        },
        {
          question: "Will I need a crown afterwards?",
          answer:
            "Often, especially on back teeth that have lost a lot of structure. A crown or inlay helps protect the tooth from cracking. Your dentist will advise you.",
        },
      ],
    },
  ],
  closing: {
    heading: "Save your tooth with gentle root canal treatment",
    text: "If you have toothache or have been told you need a root canal, get in touch. We will explain your options and send you a free, clear quote.",
  },
} satisfies Treatment;
