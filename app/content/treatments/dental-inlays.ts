import type { Treatment } from "../types";

export default {
  slug: "dental-inlays",
  group: "restorative-dentistry",
  title: "Dental Inlays in Budapest",
  metaTitle: "Dental Inlays: Porcelain, Ceramic and Gold",
  metaDescription:
    "Porcelain, ceramic and gold inlays made in our in-house laboratory in Budapest: a precise, durable alternative to large fillings that keeps more of your tooth.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "An inlay is a precisely made filling crafted in the laboratory and bonded into your tooth. It restores a damaged back tooth while keeping as much of your natural tooth as possible.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "check",
          title: "Precise fit",
          text: "Made to measure in our laboratory for close, even margins.",
        },
        {
          icon: "heart",
          title: "Saves tooth structure",
          text: "Less of your own tooth is removed than for a crown.",
        },
        {
          icon: "sparkles",
          title: "Tooth-coloured options",
          text: "Porcelain and ceramic inlays blend in with your natural teeth.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "The tooth is prepared under local anaesthesia.",
        },
      ],
    },
    {
      type: "text",
      heading: "What is a dental inlay?",
      paragraphs: [
        "An inlay is a solid piece of porcelain, ceramic or gold that fills a cavity inside the chewing surface of a tooth. When the restoration also covers one or more cusps, it is called an onlay.",
        "Because it is made in the laboratory rather than shaped directly in the mouth, an inlay can be very accurate and hard-wearing. It is then bonded or cemented firmly into the prepared tooth.",
      ],
    },
    {
      type: "text",
      heading: "When is an inlay a better choice than a filling?",
      paragraphs: [
        "Inlays are most often used for back teeth with medium to large cavities, or to replace old fillings that have worn or broken. In these cases a large direct filling may be less durable.",
        "If a tooth is too weak for an inlay, your dentist may suggest a crown instead. You will be shown the X-ray and the reasons for the recommendation at your consultation.",
      ],
      bullets: [
        "Replacing large, worn or cracked fillings",
        "Restoring a tooth after decay has been removed",
        "Strengthening a tooth without covering it completely",
        "When a tooth-coloured, long-lasting restoration is wanted",
      ],
    },
    {
      type: "cards",
      id: "inlay-materials",
      heading: "Inlay materials: porcelain, ceramic and gold",
      intro:
        "Each material has its strengths. Your dentist will help you choose based on the tooth, your bite and how important appearance is to you.",
      items: [
        {
          title: "Porcelain inlays",
          label: "Natural look",
          text: "Porcelain closely matches the colour and translucency of natural enamel and resists staining. It is a popular choice when the tooth is visible when you smile.",
        },
        {
          title: "Ceramic inlays",
          label: "Strength and looks",
          text: "Modern high-strength ceramic combines a tooth-coloured finish with good resistance to chewing forces. It is bonded to the tooth, which helps support the remaining tooth structure.",
        },
        {
          title: "Gold inlays",
          label: "Durability",
          text: "Gold alloy is very durable and gentle on the opposing teeth, and it can be made with very fine margins. It is visible, so it is usually chosen for teeth at the back of the mouth.",
        },
      ],
    },
    {
      type: "steps",
      heading: "How an inlay is made and fitted",
      steps: [
        {
          title: "Examination and X-ray",
          text: "Your dentist checks the tooth, takes an X-ray and agrees the material with you.",
        },
        {
          title: "Preparing the tooth",
          text: "Under local anaesthesia, decay or old filling material is removed and the cavity is shaped.",
        },
        {
          title: "Impression and temporary filling",
          text: "An impression or digital scan is taken and a temporary filling protects the tooth.",
        },
        {
          title: "Crafting in our laboratory",
          text: "Our technicians make your inlay to the exact shape of the cavity and match the shade.",
        },
        {
          title: "Bonding and polishing",
          text: "The inlay is checked for fit and bite, bonded in place and polished to a smooth finish.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Looking after your inlay",
      do: [
        "Brush twice a day with fluoride toothpaste",
        "Clean between your teeth daily",
        "Attend check-ups every 6 months so the margins can be checked",
        "Contact us if the tooth becomes sensitive or the bite feels high",
      ],
      avoid: [
        "Chewing hard or sticky food on the temporary filling",
        "Biting ice, hard sweets or pen tops",
        "Grinding your teeth without a night guard, if your dentist has advised one",
      ],
    },
    {
      type: "faq",
      heading: "Dental inlay questions",
      items: [
        {
          question: "How many visits does an inlay need?",
          answer:
            "Usually two appointments: one to prepare the tooth and take an impression, and one to fit the finished inlay. Both can normally be arranged within a single stay in Budapest.",
        },
        {
          question: "Is an inlay stronger than a filling?",
          answer:
            "For larger cavities, a laboratory-made inlay is generally more durable than a large direct filling. Your dentist will advise which option suits your tooth.",
        },
      ],
    },
  ],
  closing: {
    heading: "Restore your tooth with a made-to-measure inlay",
    text: "Send us a recent X-ray or book a free video consultation. We will explain whether an inlay, filling or crown is right for you and send you a clear quote.",
  },
} satisfies Treatment;
