import type { Treatment } from "../types";

export default {
  slug: "dental-bridges",
  group: "restorative-dentistry",
  title: "Dental Bridges in Budapest",
  metaTitle: "Dental Bridges: Tooth-Anchored or Implant-Supported",
  metaDescription:
    "Replace missing teeth with a fixed bridge in Budapest. Compare tooth-anchored and implant-supported bridges, see the process and learn how to care for it.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "A dental bridge fills the gap left by one or more missing teeth with a fixed row of natural-looking replacement teeth. It can rest on your own teeth or on dental implants.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Fills the gap",
          text: "Restores your smile and helps you chew and speak comfortably again.",
        },
        {
          icon: "layers",
          title: "Made in-house",
          text: "Your bridge is crafted in our own laboratory and checked by your dentist.",
        },
        {
          icon: "check",
          title: "Fixed in place",
          text: "Unlike a removable denture, a bridge stays in your mouth day and night.",
        },
        {
          icon: "shield",
          title: "3-year warranty",
          text: "Your bridgework is covered by our 3-year warranty.",
        },
      ],
    },
    {
      type: "text",
      heading: "What is a dental bridge?",
      paragraphs: [
        "A bridge is a set of joined crowns. The crowns at each end are fixed to supporting teeth or implants, and the replacement tooth in the middle, called a pontic, sits over the gap.",
        "Because it is fixed, a bridge feels much like your own teeth. It also stops neighbouring teeth from drifting into the gap, which helps to keep your bite stable.",
      ],
    },
    {
      type: "text",
      heading: "Is a bridge right for you?",
      paragraphs: [
        "A bridge can be a good choice if you are missing one tooth or a few teeth in a row. Your dentist will look at the health of the teeth and gums next to the gap and at the bone in your jaw.",
        "If the neighbouring teeth are healthy and unfilled, your dentist may suggest an implant-supported bridge or a single implant instead, to avoid reshaping sound teeth. You will get a clear explanation of the options before anything is decided.",
      ],
    },
    {
      type: "comparison",
      heading: "Tooth-anchored versus implant-supported bridges",
      intro:
        "Both types replace missing teeth with a fixed bridge. The difference is what holds the bridge in place.",
      columns: ["", "Tooth-anchored bridge", "Implant-supported bridge"],
      rows: [
        {
          label: "What supports it",
          values: [
            "Crowns on your own teeth either side of the gap",
            "Dental implants placed in the jawbone",
          ],
        },
        {
          label: "Effect on neighbouring teeth",
          values: [
            "The supporting teeth are reshaped to take crowns",
            "Neighbouring teeth are left untouched",
          ],
        },
        {
          label: "Surgery",
          values: ["No surgery needed", "Implant placement under local anaesthesia"],
        },
        {
          label: "Treatment time",
          values: [
            "Usually completed in one stay of 3-5 days",
            "Two stages, with 3-6 months of healing in between",
          ],
        },
        {
          label: "Jawbone",
          values: [
            "Does not stimulate the bone under the gap",
            "Implants load the jawbone much like natural roots",
          ],
        },
        {
          label: "Often suited to",
          values: [
            "Gaps next to teeth that already need crowns",
            "Larger gaps or healthy neighbouring teeth",
          ],
        },
      ],
      note: "Your dentist will recommend the option that suits your teeth, bone and plans after examining you and reviewing your X-rays.",
    },
    {
      type: "cards",
      heading: "Bridge materials",
      intro: "Bridges are made from the same high-quality materials as our crowns.",
      items: [
        {
          title: "Zirconia",
          text: "Very strong and metal-free, zirconia is well suited to bridges at the back of the mouth where chewing forces are greatest.",
        },
        {
          title: "Porcelain",
          text: "Layered porcelain gives a lifelike, translucent finish, ideal where your bridge shows when you smile.",
        },
        {
          title: "Porcelain fused to metal",
          text: "A metal framework covered with tooth-coloured porcelain, a long-established and dependable choice.",
        },
      ],
    },
    {
      type: "steps",
      heading: "How a tooth-anchored bridge is made",
      intro:
        "For an implant-supported bridge, the implants are placed first and the bridge is fitted once they have healed.",
      steps: [
        {
          title: "Consultation and X-ray",
          text: "Your dentist examines the gap and the supporting teeth, takes an X-ray and agrees the plan and material with you.",
        },
        {
          title: "Preparing the supporting teeth",
          text: "Under local anaesthesia the teeth either side of the gap are gently reshaped to take the crowns.",
        },
        {
          title: "Impressions and temporary bridge",
          text: "An impression or scan is taken and a temporary bridge protects the prepared teeth while yours is made.",
        },
        {
          title: "Crafting in our laboratory",
          text: "Our technicians build your bridge in the in-house laboratory, matching it to the shade of your teeth.",
        },
        {
          title: "Fitting and adjustment",
          text: "Your dentist checks the fit and bite, makes fine adjustments and then fixes the bridge permanently.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Caring for your bridge",
      intro:
        "Food can collect under the replacement tooth, so cleaning beneath the bridge is part of your daily routine.",
      do: [
        "Brush twice a day, paying attention to the gum line",
        "Clean under the bridge daily with interdental brushes or bridge floss",
        "Use a water flosser if your dentist recommends one",
        "Attend check-ups every 6 months",
      ],
      avoid: [
        "Biting on very hard foods such as ice or nut shells",
        "Chewing toffee or very sticky sweets on the bridge",
        "Leaving bleeding gums around the bridge unchecked",
        "Smoking, which harms the gums that support your bridge",
      ],
    },
    {
      type: "faq",
      heading: "Dental bridge questions",
      items: [
        {
          question: "How many teeth can a bridge replace?",
          answer:
            "It depends on the size and position of the gap and on how strong the supporting teeth or implants are. Your dentist will explain what is possible in your case.",
        },
        {
          question: "Will the bridge look natural?",
          answer:
            "Yes. The shade, shape and size are matched to your own teeth in our laboratory, and your dentist checks the appearance with you before the bridge is fixed.",
        },
        {
          question: "Do I need two trips for an implant-supported bridge?",
          answer:
            "Usually, yes. The implants are placed on the first visit and need 3-6 months to heal into the bone before the final bridge is fitted on a second visit.",
        },
      ],
    },
  ],
  closing: {
    heading: "Close the gap in your smile",
    text: "Tell us about your missing teeth and send a recent X-ray if you have one. We will suggest the right type of bridge and send you a free quote.",
  },
} satisfies Treatment;
