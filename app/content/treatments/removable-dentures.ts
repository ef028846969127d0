import type { Treatment } from "../types";

export default {
  slug: "removable-dentures",
  group: "restorative-dentistry",
  title: "Removable Dentures in Budapest",
  metaTitle: "Removable Dentures: Full, Partial and Clip-On",
  metaDescription:
    "Full, partial and implant-retained removable dentures made in our in-house laboratory in Budapest, with careful fitting and simple advice on daily care.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "A well-made removable denture replaces missing teeth, supports your lips and cheeks and helps you eat and speak with confidence. Each one is made and fitted to your mouth in our own laboratory.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "A natural look",
          text: "Tooth shade, shape and gum colour are chosen to suit your face.",
        },
        {
          icon: "layers",
          title: "Made in-house",
          text: "Our laboratory can adjust your denture quickly while you are in Budapest.",
        },
        {
          icon: "leaf",
          title: "No surgery needed",
          text: "Conventional dentures are made without any surgical treatment.",
        },
        {
          icon: "users",
          title: "Careful fitting",
          text: "A try-in and adjustment visit make sure your denture fits comfortably.",
        },
      ],
    },
    {
      type: "text",
      heading: "What is a removable denture?",
      paragraphs: [
        "A removable denture is a set of artificial teeth on a gum-coloured base that you can take out for cleaning. It can replace all the teeth in a jaw or fill gaps between your remaining teeth.",
        "Modern dentures are lighter and more natural-looking than many people expect. A good fit is the key to comfort, which is why we take time over impressions, the try-in and final adjustments.",
      ],
    },
    {
      type: "cards",
      heading: "Types of removable denture",
      intro:
        "Your dentist will recommend a type based on how many teeth you have left, the health of your gums and bone, and your preferences.",
      items: [
        {
          title: "Full dentures",
          label: "All teeth",
          text: "Replace all the teeth in the upper or lower jaw. They rest on the gums and are held by close contact with the tissues, helped by the shape of your jaw.",
        },
        {
          title: "Acrylic partial dentures",
          label: "Some teeth",
          text: "Fill gaps between your natural teeth with a gum-coloured acrylic base. A simple, practical option, and sometimes used as a temporary solution.",
        },
        {
          title: "Metal-framework partial dentures",
          label: "Some teeth",
          text: "A thin, strong metal frame with small clasps that hold onto your natural teeth. They are usually slimmer and more stable than acrylic partials.",
        },
        {
          title: "Implant-retained dentures",
          label: "Extra stability",
          text: "Clip onto a small number of dental implants for much better grip, while still coming out for cleaning. See our fixed dentures page for the fully fixed option.",
        },
      ],
    },
    {
      type: "steps",
      heading: "How your denture is made and fitted",
      steps: [
        {
          title: "Consultation and examination",
          text: "Your dentist checks your gums, any remaining teeth and your jaw, takes an X-ray if needed and agrees the type of denture with you.",
        },
        {
          title: "Impressions",
          text: "Precise impressions of your mouth are taken so that the denture base follows the shape of your gums closely.",
        },
        {
          title: "Bite and tooth selection",
          text: "Your bite is recorded and you choose the shade and shape of the teeth together with your dentist.",
        },
        {
          title: "Try-in",
          text: "You try a wax version of the denture so you can see how it looks and feels before it is finished.",
        },
        {
          title: "Fitting and adjustment",
          text: "Your finished denture is fitted and any pressure spots are eased in our laboratory before you travel home.",
        },
      ],
    },
    {
      type: "text",
      heading: "Getting used to your new denture",
      paragraphs: [
        "It is normal for a new denture to feel a little bulky at first. Speech and chewing usually become easier over the first weeks as your tongue and cheek muscles adapt.",
        "Start with soft food cut into small pieces and chew on both sides at once. Reading aloud can help your speech settle. If a sore spot appears, contact us so your denture can be adjusted, rather than putting up with discomfort.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Caring for your denture",
      intro: "Daily care keeps your denture fresh and your gums healthy.",
      do: [
        "Take your denture out and clean it every day with a soft brush and denture cleaner",
        "Rinse it after meals",
        "Keep it in water or a soaking solution when it is out of your mouth",
        "Brush your gums, tongue and any remaining teeth gently every day",
        "Have your denture and gums checked every 6 months",
      ],
      avoid: [
        "Using ordinary toothpaste, which can scratch the surface",
        "Hot water, which can warp the denture",
        "Letting the denture dry out",
        "Adjusting or bending clasps yourself",
        "Wearing a denture that rubs or causes sores; contact us instead",
      ],
    },
    {
      type: "faq",
      heading: "Removable denture questions",
      items: [
        {
          question: "Should I sleep with my denture in?",
          answer:
            "Most dentists advise taking your denture out at night to let your gums rest. Your dentist will give you advice for your situation.",
        },
        {
          question: "Will I need denture adhesive?",
          answer:
            "A well-fitting denture often needs little or no adhesive. Some patients like a small amount for extra confidence, especially with a lower full denture.",
        },
        {
          question: "Will my denture need adjusting later?",
          answer:
            "Your gums and jawbone change slowly over time, so a denture may need relining or adjusting in the future. Regular check-ups help spot this early.",
        },
      ],
    },
  ],
  closing: {
    heading: "Comfortable dentures, made for you",
    text: "Tell us about your teeth and what you would like to achieve. We will recommend the right type of denture and send you a free, personalised quote.",
  },
} satisfies Treatment;
