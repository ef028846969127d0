import type { Treatment } from "../types";

export default {
  slug: "root-canal-details",
  group: "restorative-dentistry",
  title: "Root Canal Treatment: Aftercare and FAQs",
  metaTitle: "Root Canal Aftercare, Downsides and Duration",
  metaDescription:
    "What to expect after root canal treatment: aftercare tips, possible downsides, causes of tooth discolouration and why treatment usually takes 2-3 sessions.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "Knowing what to expect makes root canal treatment easier. Here you will find how long it takes, how to look after your tooth, the possible downsides and why a treated tooth can change colour.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "highlights",
      heading: "Root canal treatment at a glance",
      items: [
        {
          icon: "calendar",
          title: "2-3 sessions",
          text: "Most root canal treatments are completed in 2-3 sessions.",
        },
        {
          icon: "syringe",
          title: "Local anaesthesia",
          text: "Treatment under local anaesthesia is pain-free.",
        },
        {
          icon: "heart",
          title: "Keeps your tooth",
          text: "A treated tooth can go on working for many years with good care.",
        },
        {
          icon: "stethoscope",
          title: "Regular check-ups",
          text: "Check-ups every 6 months help keep the tooth healthy.",
        },
      ],
    },
    {
      type: "text",
      id: "duration",
      heading: "How long does root canal treatment take?",
      paragraphs: [
        "Root canal treatment usually takes 2-3 sessions. The number depends on how many canals the tooth has, how curved or narrow they are and whether there is an infection that needs time to settle.",
        "Between sessions, a medicine may be placed inside the tooth under a temporary filling. For patients travelling to Budapest, we plan the sessions so that they fit into your stay wherever possible.",
      ],
    },
    {
      type: "steps",
      heading: "What happens over your 2-3 sessions",
      steps: [
        {
          title: "First session: cleaning",
          text: "Under local anaesthesia, the inflamed or infected pulp is removed and the canals are cleaned, shaped and disinfected.",
        },
        {
          title: "Between sessions: settling",
          text: "If needed, a medicine is left in the canals under a temporary filling to help clear infection.",
        },
        {
          title: "Final session: filling and sealing",
          text: "The canals are filled and sealed, and the tooth is closed with a filling or prepared for an inlay or crown.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare",
      intro:
        "Mild tenderness for a few days is normal and usually eases with over-the-counter pain relief. If pain gets worse, swelling appears or you feel unwell, contact us or see a doctor.",
      do: [
        "Wait until the anaesthesia has worn off before eating or drinking anything hot",
        "Chew on the other side until the tooth has its final restoration",
        "Brush twice a day and clean between your teeth as usual",
        "Take pain relief as your dentist advises if you need it",
        "Attend check-ups every 6 months",
      ],
      avoid: [
        "Biting hard food on a tooth with a temporary filling",
        "Chewing gum or sticky sweets on the treated side",
        "Delaying the final filling, inlay or crown",
        "Ignoring worsening pain or swelling",
      ],
    },
    {
      type: "text",
      id: "downsides",
      heading: "Possible downsides",
      paragraphs: [
        "Root canal treatment is a routine procedure, but like any treatment it has limitations that you should know about. Your dentist will discuss them with you before you start.",
        "In most cases the alternative is removing the tooth, which brings its own drawbacks and usually the need for an implant, bridge or denture to fill the gap.",
      ],
      bullets: [
        "Tenderness for a few days after each session",
        "Several appointments are usually needed",
        "A treated tooth can become more brittle and often needs a crown or inlay",
        "The tooth may darken over time",
        "Occasionally infection returns and the tooth needs further treatment",
      ],
    },
    {
      type: "text",
      id: "discolouration",
      heading: "Causes of Discolouration",
      paragraphs: [
        "A tooth that has had root canal treatment can sometimes become darker than its neighbours. This discolouration is a cosmetic issue rather than a sign that the treatment has failed.",
        "If discolouration bothers you, internal whitening, a veneer or a crown can usually restore a natural colour. Your dentist will suggest the most suitable option.",
      ],
      bullets: [
        "Blood and breakdown products from the pulp staining the tooth from inside",
        "Pulp tissue left in the crown of the tooth",
        "Some filling materials and medicines used inside the tooth",
        "An injury that caused bleeding inside the tooth",
        "Old or leaking fillings letting stains seep in",
      ],
    },
    {
      type: "faq",
      heading: "Frequently asked questions",
      items: [
        {
          question: "Is it normal for the tooth to ache after treatment?",
          answer:
            "Some tenderness, especially when biting, is common for a few days. It usually settles on its own. Contact us if it gets worse or does not improve.",
        },
        {
          question: "Can I fly home after root canal treatment?",
          answer:
            "Most patients fly home without any problem. Your dentist will check the tooth before you leave and give you advice for the journey.",
        },
        {
          question: "Will my tooth be weaker after treatment?",
          answer:
            "A root-treated tooth can be more brittle, mainly because of the tooth structure lost to decay. A crown or inlay protects it, and your dentist will advise whether you need one.",
        },
      ],
    },
  ],
  closing: {
    heading: "Have a question about your root canal?",
    text: "Our team is happy to answer your questions before and after treatment. Get in touch for advice or a free, personalised quote.",
  },
} satisfies Treatment;
