import type { Treatment } from "../types";

export default {
  slug: "microscopic-root-treatment",
  group: "restorative-dentistry",
  title: "Microscopic Root Canal Treatment",
  metaTitle: "Microscopic Root Canal Treatment and Warm Filling",
  metaDescription:
    "Microscope-assisted root canal treatment in Budapest: finding cracks, treating perforations and deep cavities, and sealing canals with warm vertical filling.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "A dental operating microscope magnifies the inside of your tooth, so your dentist can see fine canals, cracks and damage that are invisible to the naked eye. It makes root canal treatment more precise, especially in complex cases.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "microscope",
          title: "High magnification",
          text: "Fine details inside the tooth become clearly visible.",
        },
        {
          icon: "scan",
          title: "Nothing overlooked",
          text: "Hidden canals and hairline cracks are easier to find.",
        },
        {
          icon: "heart",
          title: "Preserves your tooth",
          text: "Precise work means less healthy tooth is removed.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "Treatment under local anaesthesia is pain-free.",
        },
      ],
    },
    {
      type: "text",
      heading: "Why use a microscope for root canal treatment?",
      paragraphs: [
        "Root canals can be extremely narrow, and some teeth have extra canals that are easy to miss. Any canal left untreated can allow infection to return.",
        "With the microscope, your dentist works with strong magnification and bright light directly on the tooth. This helps them locate every canal, clean it carefully and check the quality of the work at each step. Like other root canal treatment, it usually takes 2-3 sessions.",
      ],
    },
    {
      type: "cards",
      id: "microscope-uses",
      heading: "What microscopic treatment helps with",
      intro: "Magnification is particularly valuable in these three situations.",
      items: [
        {
          title: "Crack identification",
          text: "Hairline cracks in a tooth or root can cause pain that is hard to pin down. Under the microscope, your dentist can often see where a crack runs and how deep it goes, which helps decide whether the tooth can be saved and how best to restore it.",
        },
        {
          title: "Perforation treatment",
          text: "A perforation is a small opening between the root canal and the surrounding tissues, caused by decay, resorption or earlier treatment. The microscope allows your dentist to find it and seal it precisely with a biocompatible repair material.",
        },
        {
          title: "Deep cavity treatment",
          text: "When decay reaches close to the pulp, magnification helps your dentist remove the decayed tissue carefully while keeping as much healthy tooth as possible. In some cases this can protect the pulp and help avoid a full root canal treatment.",
        },
      ],
    },
    {
      type: "text",
      heading: "Warm vertical filling",
      paragraphs: [
        "After cleaning, the canals have to be filled and sealed so that bacteria cannot get back in. With warm vertical filling, the filling material is softened with heat and pressed down into the canal.",
        "The warm material flows into the irregular shape of the canal and its side branches. This gives a dense, three-dimensional seal along the whole length of the root.",
      ],
    },
    {
      type: "steps",
      id: "warm-vertical-filling",
      heading: "Our four-point warm vertical filling process",
      steps: [
        {
          title: "Laser disinfection",
          text: "The cleaned canals are disinfected with a laser to reduce bacteria in the canal walls and side branches.",
        },
        {
          title: "Vertical filling",
          text: "Heat-softened filling material is pressed down into each canal so it adapts closely to the canal walls.",
        },
        {
          title: "Complete canal sealing",
          text: "The canals are filled and sealed along their full length, up to the entrance of each canal.",
        },
        {
          title: "Final quality check",
          text: "Your dentist checks the filling under the microscope and on an X-ray before the tooth is closed and restored.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "After microscopic root canal treatment",
      intro:
        "Some tenderness for a few days is normal and usually eases with over-the-counter pain relief. Contact us if pain increases or swelling appears.",
      do: [
        "Wait until the anaesthesia wears off before eating",
        "Chew on the other side until the tooth is restored",
        "Keep up your usual brushing and cleaning",
        "Attend your appointment for the final filling or crown",
      ],
      avoid: [
        "Biting hard food on the treated tooth",
        "Chewing gum or sticky sweets on that side",
        "Leaving a cracked tooth without the protection your dentist recommends",
      ],
    },
    {
      type: "faq",
      heading: "Microscopic root canal questions",
      items: [
        {
          question: "Can every cracked tooth be saved?",
          answer:
            "Not always. It depends on where the crack is and how far it extends. The microscope helps your dentist assess this, and they will explain honestly whether saving the tooth is realistic.",
        },
        {
          question: "Does microscopic treatment take longer?",
          answer:
            "Like other root canal treatment, it usually takes 2-3 sessions. Complex cases may need more time per session, and your dentist will plan this with you.",
        },
      ],
    },
  ],
  closing: {
    heading: "Precise care for complex root canals",
    text: "If you have been told your tooth is difficult to treat, send us your X-ray. We will review it and send you a free, personalised treatment plan.",
  },
} satisfies Treatment;
