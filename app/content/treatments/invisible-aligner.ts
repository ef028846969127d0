import type { Treatment } from "../types";

export default {
  slug: "invisible-aligner",
  group: "cosmetic-dentistry",
  title: "Invisible Aligners",
  metaTitle: "Invisible Clear Aligners for Straighter Teeth",
  metaDescription:
    "Straighten your teeth discreetly with clear removable aligners: who they suit, how the digital plan works, wearing them 20-22 hours a day and caring for them.",
  hero: {
    eyebrow: "Cosmetic Dentistry",
    lead: "Clear aligners gradually move your teeth into a better position without metal brackets or wires. They are barely visible, and you can take them out to eat and to clean your teeth.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Discreet",
          text: "Thin, clear plastic trays are hard to notice, even in conversation.",
        },
        {
          icon: "check",
          title: "Removable",
          text: "Take your aligners out to eat, drink and brush, so your diet and cleaning stay normal.",
        },
        {
          icon: "scan",
          title: "Digitally planned",
          text: "A 3D scan of your teeth is used to plan each stage of the movement in advance.",
        },
        {
          icon: "heart",
          title: "Comfortable",
          text: "Smooth edges and no wires mean less rubbing on your cheeks and lips than fixed braces.",
        },
      ],
    },
    {
      type: "text",
      heading: "How clear aligners work",
      paragraphs: [
        "Aligners are a series of custom-made clear trays. Each set is shaped slightly differently from the one before, so it applies gentle, controlled pressure that moves your teeth a small step at a time.",
        "To work properly, aligners need to be worn for 20-22 hours a day. You take them out only to eat, to drink anything other than water, and to brush your teeth. Every set is changed for the next one about every two weeks, following your treatment plan.",
        "Small tooth-coloured bumps, called attachments, are sometimes bonded to certain teeth to help the aligners grip and guide them. They are removed and the teeth polished at the end of treatment.",
      ],
    },
    {
      type: "text",
      heading: "Who aligners are suitable for",
      paragraphs: [
        "Clear aligners are suitable for many adults and older teenagers with mild to moderate orthodontic problems. Before recommending them, your dentist checks that your teeth and gums are healthy, as decay and gum disease need treatment first.",
        "More complex cases, such as severe crowding, large bite discrepancies or problems with the position of the jaws, may be better treated with fixed braces or a combination of treatments. Your dentist will tell you honestly which option suits your situation.",
      ],
      bullets: [
        "Crowded or overlapping teeth",
        "Gaps between teeth",
        "Mild overbite, underbite or crossbite",
        "Teeth that have moved after earlier orthodontic treatment",
        "Straightening teeth before veneers, crowns or bridges",
      ],
    },
    {
      type: "comparison",
      heading: "Clear aligners and fixed braces",
      intro:
        "Both can straighten teeth effectively. The best choice depends on your teeth and your lifestyle.",
      columns: ["Feature", "Clear aligners", "Fixed braces"],
      rows: [
        { label: "Visibility", values: ["Barely visible", "Brackets and wires are visible"] },
        { label: "Removable", values: ["Yes, for eating and cleaning", "No, fixed for the whole treatment"] },
        {
          label: "Eating",
          values: ["No food restrictions while aligners are out", "Hard and sticky foods are best avoided"],
        },
        { label: "Cleaning", values: ["Brush and floss as usual", "Special brushes needed around brackets"] },
        {
          label: "Your role",
          values: [
            "Results depend on wearing them 20-22 hours a day",
            "Work all the time, without relying on wear time",
          ],
        },
        {
          label: "Complex cases",
          values: ["Suitable for many, but not all", "Suitable for a wider range of problems"],
        },
      ],
    },
    {
      type: "steps",
      heading: "Your aligner treatment step by step",
      steps: [
        {
          title: "Consultation and examination",
          text: "Your dentist checks your teeth, gums and bite, takes X-rays where needed and discusses what you would like to change.",
        },
        {
          title: "3D scan and digital plan",
          text: "An intraoral scan creates a precise 3D model of your teeth. From it, a treatment plan is prepared showing how your teeth are expected to move.",
        },
        {
          title: "Fitting your first aligners",
          text: "Any attachments are placed and you receive your first aligners, with clear instructions on wearing, cleaning and changing them.",
        },
        {
          title: "Wearing and changing your aligners",
          text: "You wear each set for 20-22 hours a day and move to the next set about every two weeks. Progress checks are arranged as your plan requires.",
        },
        {
          title: "Retention",
          text: "When your teeth reach their planned position, a retainer keeps them there. Without one, teeth tend to drift back over time.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Living with aligners",
      do: [
        "Wear your aligners 20-22 hours a day, including at night",
        "Brush your teeth before putting your aligners back in",
        "Rinse and gently clean your aligners every day with cool or lukewarm water",
        "Keep them in their case whenever they are out of your mouth",
        "Contact the clinic if an aligner cracks, is lost or no longer fits",
      ],
      avoid: [
        "Eating with your aligners in",
        "Drinking anything except plain water while wearing them",
        "Hot water, which can warp the plastic",
        "Wrapping aligners in a napkin, where they are easily thrown away",
        "Skipping ahead or staying on one set longer than planned without advice",
      ],
    },
    {
      type: "faq",
      heading: "Aligners: common questions",
      items: [
        {
          question: "Do aligners hurt?",
          answer:
            "Most people feel pressure or tightness for a day or two after changing to a new set. This is a sign the aligners are working and usually eases quickly. Sharp pain or sore spots should be checked by the clinic.",
        },
        {
          question: "How long does treatment take?",
          answer:
            "It depends on how much your teeth need to move. Your dentist will give you an estimate once your digital plan is ready. Wearing your aligners for 20-22 hours every day is the most important thing you can do to stay on schedule.",
        },
        {
          question: "Will aligners affect my speech?",
          answer:
            "Some people notice a slight lisp for the first few days. For most patients this disappears quickly as the tongue gets used to the aligners.",
        },
        {
          question: "I live abroad. How are progress checks organised?",
          answer:
            "The number and timing of visits depend on your plan. Your dentist will explain at the start how check-ups will be arranged around your travel, so you know what to expect before treatment begins.",
        },
      ],
    },
  ],
  closing: {
    heading: "Find out whether aligners suit you",
    text: "Book a consultation and we will examine your teeth, explain whether clear aligners are the right choice for you and outline your treatment plan before you commit.",
  },
} satisfies Treatment;
