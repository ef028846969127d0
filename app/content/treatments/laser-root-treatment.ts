import type { Treatment } from "../types";

export default {
  slug: "laser-root-treatment",
  group: "restorative-dentistry",
  title: "Laser Root Canal Treatment",
  metaTitle: "Laser Root Canal Treatment in Budapest",
  metaDescription:
    "Laser-assisted root canal disinfection in Budapest: how the laser helps clean the root canals, its benefits and what to expect at each stage of your treatment.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "In laser-assisted root canal treatment, laser light is used alongside conventional cleaning to disinfect the root canals more thoroughly. It helps your dentist reach bacteria in places that instruments alone find hard to clean.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Benefits of laser disinfection",
      intro: "The laser is an addition to careful root canal cleaning, not a replacement for it.",
      items: [
        {
          icon: "zap",
          title: "Thorough disinfection",
          text: "Laser energy helps reduce bacteria in the canal walls and fine side branches.",
        },
        {
          icon: "shield",
          title: "Protects the result",
          text: "A cleaner canal gives the filling and seal the best possible start.",
        },
        {
          icon: "heart",
          title: "Gentle",
          text: "The fine laser fibre is used inside the canal while the tooth is numb.",
        },
        {
          icon: "microscope",
          title: "Modern endodontics",
          text: "Combined with magnification for precise, careful treatment.",
        },
      ],
    },
    {
      type: "text",
      heading: "What is laser-assisted root canal treatment?",
      paragraphs: [
        "Root canals are not simple tubes. They have curves, tiny side branches and microscopic channels in the canal walls where bacteria can hide.",
        "In laser-assisted treatment, your dentist first cleans and shapes the canals in the usual way. A thin laser fibre is then guided into each canal to disinfect it before the canals are filled and sealed.",
      ],
    },
    {
      type: "text",
      heading: "How does the laser help?",
      paragraphs: [
        "The laser light passes into the canal walls and helps reduce bacteria that rinsing solutions and instruments may not fully reach. It can also help the rinsing solutions work more effectively.",
        "This is especially useful for teeth with infection, complex canal shapes or a previous root filling that has failed. Your dentist will explain whether laser disinfection is helpful for your tooth.",
      ],
      bullets: [
        "Teeth with an infection at the root tip",
        "Teeth needing a repeat root canal treatment",
        "Curved or narrow canals that are hard to clean",
        "Patients who want the most thorough disinfection available",
      ],
    },
    {
      type: "steps",
      heading: "The laser root canal process",
      intro: "Like conventional root canal treatment, laser-assisted treatment usually takes 2-3 sessions.",
      steps: [
        {
          title: "Examination and X-ray",
          text: "Your dentist examines the tooth, studies the X-ray and plans the treatment with you.",
        },
        {
          title: "Anaesthesia and access",
          text: "The tooth is numbed with local anaesthesia and a small opening is made to reach the canals.",
        },
        {
          title: "Cleaning and shaping",
          text: "The infected pulp is removed and the canals are cleaned and shaped with fine instruments and rinsing solutions.",
        },
        {
          title: "Laser disinfection",
          text: "A thin laser fibre is passed into each canal to disinfect the canal walls and side branches.",
        },
        {
          title: "Filling and sealing",
          text: "The clean canals are filled and sealed, and the tooth is closed with a filling, inlay or crown.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "After your treatment",
      intro:
        "Mild tenderness for a few days is normal. If pain increases or you notice swelling, contact us.",
      do: [
        "Wait until the numbness has worn off before eating",
        "Chew on the other side until the tooth is fully restored",
        "Keep brushing and cleaning between your teeth as usual",
        "Return for your final restoration as planned",
      ],
      avoid: [
        "Biting hard food on the treated tooth",
        "Sticky food or chewing gum on that side",
        "Putting off the final filling or crown",
      ],
    },
    {
      type: "faq",
      heading: "Laser root canal questions",
      items: [
        {
          question: "Does the laser hurt?",
          answer:
            "No. The laser is used while the tooth is numb under local anaesthesia, and treatment under local anaesthesia is pain-free.",
        },
        {
          question: "Is laser treatment suitable for every tooth?",
          answer:
            "Laser disinfection can be used in many root canal treatments. Your dentist will recommend it where it is likely to help, for example with infection or repeat treatment.",
        },
      ],
    },
  ],
  closing: {
    heading: "Ask about laser-assisted root canal treatment",
    text: "Tell us about your symptoms or send a recent X-ray. We will explain whether laser disinfection suits your tooth and send you a free quote.",
  },
} satisfies Treatment;
