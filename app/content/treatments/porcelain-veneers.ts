import type { Treatment } from "../types";

export default {
  slug: "porcelain-veneers",
  group: "cosmetic-dentistry",
  title: "Porcelain Veneers in Budapest",
  metaTitle: "Porcelain Veneers: Zirconia and E.max in Budapest",
  metaDescription:
    "Custom ceramic veneers made in our in-house laboratory: zirconia and e.max options, who veneers suit, the treatment steps and how to look after your new smile.",
  hero: {
    eyebrow: "Cosmetic Dentistry",
    lead: "Veneers are thin ceramic shells bonded to the front of your teeth to improve their colour, shape and alignment. Each one is designed for your smile and made in our in-house laboratory.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "A natural-looking smile",
          text: "Ceramic reflects light much like natural enamel, so well-made veneers look like your own teeth.",
        },
        {
          icon: "sun",
          title: "Stable colour",
          text: "Ceramic resists staining from coffee, tea and red wine far better than natural teeth.",
        },
        {
          icon: "layers",
          title: "Two ceramic options",
          text: "Choose between zirconia and e.max, guided by your dentist's advice for your teeth.",
        },
        {
          icon: "microscope",
          title: "In-house laboratory",
          text: "Our technicians work alongside your dentist, which helps with fine adjustments during your stay.",
        },
      ],
    },
    {
      type: "text",
      heading: "What veneers can do for you",
      paragraphs: [
        "A veneer covers the visible front surface of a tooth, and usually wraps slightly over the biting edge. Because it is custom-made, it can change how a tooth looks while keeping most of the natural tooth underneath.",
        "Veneers are most often placed on the teeth that show when you smile. A single veneer can disguise one damaged or discoloured tooth, while a set of veneers can create a more even, harmonious smile.",
      ],
      bullets: [
        "Discolouration that does not respond well to whitening",
        "Chipped, worn or uneven front teeth",
        "Small gaps between teeth",
        "Teeth that are slightly crooked, misshapen or different in size",
      ],
    },
    {
      type: "text",
      heading: "Are veneers right for you?",
      paragraphs: [
        "Veneers suit people with healthy teeth and gums who would like to change the appearance of their smile. Any decay or gum disease needs to be treated first, and a professional clean beforehand is recommended.",
        "Preparing a tooth for a veneer usually means removing a thin layer of enamel so the veneer sits naturally and does not look bulky. This cannot be undone, so veneers are a long-term commitment. Your dentist will explain how much preparation your teeth need and discuss alternatives such as whitening, aligners, fillings or crowns where they may suit you better.",
        "If you grind or clench your teeth, bite your nails or have a very heavy bite, veneers may be at greater risk of chipping. They can still be possible, often with a night guard, but your dentist will assess this carefully.",
      ],
    },
    {
      type: "comparison",
      heading: "Zirconia and e.max veneers compared",
      intro:
        "Both options are on our price list. Your dentist will recommend the material that suits the colour of your teeth, your bite and the result you would like.",
      columns: ["Feature", "Zirconia veneers", "E.max veneers"],
      rows: [
        {
          label: "Material",
          values: [
            "Zirconium oxide, a very strong ceramic",
            "Lithium disilicate, a high-strength glass-ceramic",
          ],
        },
        {
          label: "Appearance",
          values: [
            "Natural, with a slightly more opaque look",
            "Very lifelike translucency, close to natural enamel",
          ],
        },
        {
          label: "Strength",
          values: ["Very high resistance to fracture", "Strong, with excellent aesthetics"],
        },
        {
          label: "Covering dark teeth",
          values: [
            "Good at masking darker or heavily discoloured teeth",
            "Best where the underlying tooth colour is fairly even",
          ],
        },
        {
          label: "Often chosen for",
          values: [
            "Durability, and teeth with strong discolouration",
            "Front teeth where a highly natural look is the priority",
          ],
        },
      ],
      note: "The right choice depends on your individual situation. Your dentist will explain the options at your consultation.",
    },
    {
      type: "steps",
      heading: "How veneer treatment works",
      steps: [
        {
          title: "Consultation and smile planning",
          text: "Your dentist examines your teeth and gums, takes X-rays and photographs and discusses the shape and shade you would like.",
        },
        {
          title: "Preparing the teeth",
          text: "Under local anaesthesia, a thin layer of enamel is carefully removed from the front of each tooth. Treatment under local anaesthesia is pain-free.",
        },
        {
          title: "Digital scan and temporary veneers",
          text: "Your prepared teeth are scanned or measured precisely, and temporary veneers protect them while your final veneers are made.",
        },
        {
          title: "Crafting in our in-house laboratory",
          text: "Our dental technicians create each veneer to your dentist's prescription, matching colour, shape and translucency.",
        },
        {
          title: "Try-in and bonding",
          text: "You see the veneers in your mouth before they are fixed. Once you and your dentist are happy, they are bonded permanently and your bite is checked.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Caring for your veneers",
      intro: "Veneers are cared for much like natural teeth. A few habits help them last.",
      do: [
        "Brush twice a day with a soft toothbrush and non-abrasive fluoride toothpaste",
        "Clean between your teeth every day, paying attention to the gum line",
        "Wear a night guard if your dentist recommends one for grinding",
        "Keep up check-ups and professional cleaning at least every six months",
      ],
      avoid: [
        "Biting directly into very hard foods such as bones, hard sweets or ice",
        "Using your teeth to open packets, bottles or bite your nails",
        "Whitening products in the expectation that they will change the veneers' colour",
        "Ignoring a veneer that feels loose, rough or chipped: contact the clinic",
      ],
    },
    {
      type: "faq",
      heading: "Veneers: common questions",
      items: [
        {
          question: "How long do I need to stay in Budapest?",
          answer:
            "With our in-house laboratory, many veneer treatments can be completed in one stay of 3-5 days. If your teeth or gums need treatment first, your plan may include phased visits. Your dentist will confirm the schedule before you book travel.",
        },
        {
          question: "Does getting veneers hurt?",
          answer:
            "The preparation is carried out under local anaesthesia, so it is pain-free. Your teeth may feel slightly sensitive for a few days afterwards, which usually settles by itself.",
        },
        {
          question: "Can I whiten my teeth before veneers?",
          answer:
            "Yes, and it is often a good idea. Veneers do not change colour once they are made, so if you would like your other teeth lighter, whitening is done first and the veneers are matched to your new shade.",
        },
        {
          question: "Are veneers permanent?",
          answer:
            "Because a layer of enamel is removed, the tooth will always need a veneer or another restoration afterwards. Veneers themselves can last for many years with good care, though like any restoration they may eventually need to be replaced.",
        },
      ],
    },
  ],
  closing: {
    heading: "Design your new smile with us",
    text: "Send us photos of your smile, or an X-ray if you have one, for an initial view of whether veneers could suit you. Your dentist confirms the final plan after examining your teeth.",
  },
} satisfies Treatment;
