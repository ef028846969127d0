import type { Treatment } from "../types";
import { ukSaving } from "../../lib/pricing";

export default {
  slug: "dental-crown",
  group: "restorative-dentistry",
  title: "Dental Crowns in Budapest",
  metaTitle: "Dental Crowns: Zirconia, Porcelain and Pressed Ceramic",
  metaDescription: `Zirconia, porcelain and pressed ceramic crowns made in our in-house laboratory in Budapest. A clear 5-step process, a 3-year warranty and savings of up to ${ukSaving(["porcelain-crown"]).max}%.`,
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "A crown covers and protects a weakened tooth, restoring its shape, strength and colour. Your crown is designed and made in our in-house laboratory, usually within a single stay of 3-5 days.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "In-house laboratory",
          text: "Your crown is made under the same roof, so the dentist and technician can fine-tune it together.",
        },
        {
          icon: "sparkles",
          title: "Natural appearance",
          text: "Shade and shape are matched to your own teeth so the crown blends in.",
        },
        {
          icon: "shield",
          title: "3-year warranty",
          text: "Your crown work is covered by our 3-year warranty.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "Preparation is carried out under local anaesthesia, so the treatment itself is pain-free.",
        },
      ],
    },
    {
      type: "text",
      heading: "What is a dental crown?",
      paragraphs: [
        "A dental crown is a tooth-shaped cap that fits over the whole visible part of a tooth. It holds a damaged tooth together, protects it from further wear and gives it a natural shape and colour again.",
        "Crowns are also used on top of dental implants and as the anchor points of a dental bridge. Whatever the reason, the aim is the same: a tooth that looks natural and that you can chew on with confidence.",
      ],
    },
    {
      type: "text",
      heading: "When might you need a crown?",
      paragraphs: [
        "Your dentist may recommend a crown when a tooth has lost too much of its structure for a filling or inlay to hold well. A crown can also improve the look of a tooth that is badly discoloured or misshapen.",
        "At your consultation your dentist will examine the tooth, take an X-ray and explain whether a crown is the best option or whether a smaller restoration would do.",
      ],
      bullets: [
        "A large filling that has cracked or keeps breaking",
        "A tooth that is cracked, chipped or worn down",
        "A tooth that has had root canal treatment",
        "A tooth that is heavily discoloured or an unusual shape",
        "Restoring a dental implant or supporting a bridge",
      ],
    },
    {
      type: "cards",
      id: "crown-types",
      heading: "Types of crown: zirconia, porcelain and pressed ceramic",
      intro:
        "We offer three types of crown. Your dentist will help you choose the one that suits the position of the tooth, your bite and the look you want.",
      items: [
        {
          title: "Zirconia crowns",
          label: "Strength",
          text: "Zirconia is a very strong, tooth-coloured ceramic that copes well with heavy chewing forces. It is a popular choice for back teeth and for patients who grind or clench, and it contains no metal.",
        },
        {
          title: "Porcelain crowns",
          label: "Natural look",
          text: "Porcelain reflects light in a way that closely resembles natural enamel. It is layered by hand in our laboratory to match the shade and translucency of your neighbouring teeth.",
        },
        {
          title: "Pressed ceramic crowns",
          label: "Aesthetics",
          text: "Pressed ceramic crowns are made from a single block of ceramic shaped under heat and pressure. They combine good strength with a lifelike, translucent finish, which makes them well suited to front teeth.",
        },
      ],
    },
    {
      type: "steps",
      id: "crown-process",
      heading: "Your crown in 5 steps",
      intro: "For most patients the whole process is completed during one stay in Budapest.",
      steps: [
        {
          title: "Consultation and X-ray",
          text: "Your dentist examines the tooth, takes an X-ray and talks you through the options, the crown type and the treatment plan.",
        },
        {
          title: "Preparing the tooth",
          text: "Under local anaesthesia the tooth is gently reshaped so that the crown can fit over it. Any decay or old filling material is removed first.",
        },
        {
          title: "Impression and temporary crown",
          text: "An impression or digital scan of the prepared tooth is taken, and a temporary crown is fitted to protect it while you wait.",
        },
        {
          title: "Crafting in our laboratory",
          text: "Our technicians make your crown in the in-house laboratory, matching its shape and shade to your own teeth.",
        },
        {
          title: "Fitting and final check",
          text: "Your dentist checks the fit, bite and colour, makes any fine adjustments and then fixes the crown permanently in place.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Looking after your new crown",
      intro:
        "A crown needs the same care as a natural tooth. The tooth underneath can still decay at the edges, so daily cleaning matters.",
      do: [
        "Brush twice a day with a soft toothbrush and fluoride toothpaste",
        "Clean between your teeth daily with floss or interdental brushes",
        "Wear a night guard if your dentist advises it for grinding",
        "Attend check-ups every 6 months",
        "Contact us if the crown feels loose or your bite feels uneven",
      ],
      avoid: [
        "Chewing on the temporary crown with very sticky or hard foods",
        "Biting ice, pen tops or hard sweets",
        "Using your teeth to open packets or bottles",
        "Skipping cleaning along the gum line around the crown",
      ],
    },
    {
      type: "faq",
      heading: "Dental crown questions",
      items: [
        {
          question: "Does getting a crown hurt?",
          answer:
            "The tooth is prepared under local anaesthesia, so the treatment itself is pain-free. Some patients notice mild sensitivity for a few days afterwards, which usually settles on its own.",
        },
        {
          question: "How long will I need to stay in Budapest?",
          answer:
            "For most crown treatments we plan a stay of 3-5 days. If you need more extensive work, we may suggest phased visits of 3-12 days, and your Dental Tourism Manager will plan them with you.",
        },
        {
          question: "Which crown type is right for me?",
          answer:
            "It depends on where the tooth is, how strong your bite is and how important the appearance is to you. Your dentist will advise you at the consultation and explain the differences in person.",
        },
        {
          question: "How long does a crown last?",
          answer:
            "With good home care and regular check-ups, a crown can serve you well for many years. How long it lasts depends on your bite, your oral hygiene and habits such as grinding.",
        },
      ],
    },
  ],
  closing: {
    heading: "Ready to restore your smile?",
    text: "Send us a recent X-ray or photo and we will prepare a free, personalised quote for your crowns. Our team can also help you plan your trip to Budapest.",
  },
} satisfies Treatment;
