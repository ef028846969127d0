import type { Treatment } from "../types";

export default {
  slug: "misconceptions",
  group: "restorative-dentistry",
  title: "Root Canal Myths and Facts",
  metaTitle: "Five Root Canal Myths and the Facts Behind Them",
  metaDescription:
    "Is root canal treatment painful or unnecessary? We explain the facts behind five common root canal myths, so you can decide on your treatment with confidence.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "Root canal treatment has a reputation it no longer deserves. Here are five common myths, and the facts that can help you feel calmer about your treatment.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "Treatment under local anaesthesia is pain-free.",
        },
        {
          icon: "heart",
          title: "Saves your tooth",
          text: "Keeping your own tooth is usually the best outcome.",
        },
        {
          icon: "microscope",
          title: "Modern methods",
          text: "Laser disinfection and microscope-assisted treatment.",
        },
        {
          icon: "calendar",
          title: "2-3 sessions",
          text: "Most treatments are completed in 2-3 sessions.",
        },
      ],
    },
    {
      type: "text",
      heading: "Why root canal treatment has a bad name",
      paragraphs: [
        "Many people's fears come from stories about treatment decades ago, or from the toothache they had before treatment rather than the treatment itself.",
        "Today, effective local anaesthesia, fine instruments, laser disinfection and magnification make root canal treatment a calm, routine procedure for most patients.",
      ],
    },
    {
      type: "cards",
      id: "myths",
      heading: "Five root canal myths",
      intro: "Each myth below is followed by the facts.",
      items: [
        {
          label: "Myth",
          title: "Root canal treatment is painful",
          text: "Treatment under local anaesthesia is pain-free, and most patients say it feels much like having a filling. In fact, the treatment usually relieves the pain caused by the inflamed pulp. Mild tenderness for a few days afterwards is normal.",
        },
        {
          label: "Myth",
          title: "It is unnecessary",
          text: "An infected or inflamed pulp cannot heal by itself. Left untreated, infection can spread to the bone around the root and cause an abscess. Usually the only alternative is removing the tooth.",
        },
        {
          label: "Myth",
          title: "It leaves teeth fragile",
          text: "A tooth can be weakened by the decay or damage that led to treatment, not by the root canal treatment itself. A filling, inlay or crown restores its strength, and your dentist will advise which one you need.",
        },
        {
          label: "Myth",
          title: "It is only needed when it hurts",
          text: "An infected tooth does not always hurt. Sometimes the problem is found only on an X-ray at a check-up. Treating it early can prevent an abscess and save more of your tooth.",
        },
        {
          label: "Myth",
          title: "One session is always enough",
          text: "Root canal treatment usually takes 2-3 sessions. The number depends on the shape of the canals and whether there is an infection that needs time to settle. Your dentist will tell you what your tooth needs.",
        },
      ],
    },
    {
      type: "text",
      heading: "What modern root canal treatment is like",
      paragraphs: [
        "Your tooth is numbed first, so you feel pressure but no pain. The infected tissue is removed, the canals are cleaned and disinfected, then they are filled and sealed.",
        "Afterwards your tooth is restored so that you can chew on it normally again. With good care and check-ups every 6 months, a treated tooth can serve you for many years.",
      ],
    },
    {
      type: "steps",
      heading: "What really happens during treatment",
      steps: [
        {
          title: "Examination and X-ray",
          text: "Your dentist checks the tooth and explains the plan and the number of sessions.",
        },
        {
          title: "Local anaesthesia",
          text: "The tooth and the area around it are numbed so the treatment is pain-free.",
        },
        {
          title: "Cleaning and disinfection",
          text: "The pulp is removed and the canals are cleaned and disinfected, with laser where helpful.",
        },
        {
          title: "Filling and restoring",
          text: "The canals are sealed and the tooth is rebuilt with a filling, inlay or crown.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Looking after a root-treated tooth",
      do: [
        "Brush twice a day and clean between your teeth daily",
        "Have the final filling, inlay or crown fitted as planned",
        "Attend check-ups every 6 months",
        "Contact us if pain, swelling or tenderness returns",
      ],
      avoid: [
        "Biting hard food on the tooth before it is fully restored",
        "Waiting for pain before having a suspected problem checked",
        "Delaying treatment because of old myths",
      ],
    },
  ],
  closing: {
    heading: "Still worried about root canal treatment?",
    text: "Talk to us. Our dentists will answer your questions, explain every step and send you a free, personalised quote.",
  },
} satisfies Treatment;
