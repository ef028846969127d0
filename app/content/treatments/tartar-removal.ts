import type { Treatment } from "../types";

export default {
  slug: "tartar-removal",
  group: "dental-hygiene",
  title: "Professional Tartar Removal",
  metaTitle: "Tartar Removal and Scale and Polish in Budapest",
  metaDescription:
    "Gentle professional tartar removal and polishing in Budapest: what scaling involves, how it protects your gums, and simple aftercare for the days that follow.",
  hero: {
    eyebrow: "Dental Hygiene",
    lead: "Tartar cannot be brushed away at home. A professional clean removes it gently and thoroughly, helps your gums stay healthy and leaves your teeth feeling smooth and fresh.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Healthier gums",
          text: "Removing tartar takes away a major source of gum irritation, bleeding and inflammation.",
        },
        {
          icon: "sparkles",
          title: "Brighter, smoother teeth",
          text: "Polishing lifts surface stains from coffee, tea, red wine and smoking.",
        },
        {
          icon: "leaf",
          title: "Fresher breath",
          text: "Clearing hardened deposits removes a common cause of persistent bad breath.",
        },
        {
          icon: "shield",
          title: "Protection for the future",
          text: "Regular cleaning helps prevent gum disease, a common cause of tooth loss in adults.",
        },
      ],
    },
    {
      type: "text",
      heading: "What tartar is and why it matters",
      paragraphs: [
        "Every day a soft, sticky film of bacteria called plaque forms on your teeth. Most of it comes away with brushing and cleaning between the teeth, but plaque that stays behind gradually absorbs minerals from saliva and hardens into tartar, also known as calculus.",
        "Tartar is rough and firmly attached, so it cannot be removed with a toothbrush. It gives new plaque an easy place to collect, especially along and just below the gum line, where it can irritate the gums and cause them to become red, swollen and prone to bleeding.",
        "Left untreated, this gum inflammation (gingivitis) can progress to periodontitis, a deeper infection that damages the tissues and bone holding your teeth in place. Professional tartar removal is one of the simplest and most effective ways to stop that process early.",
      ],
    },
    {
      type: "text",
      heading: "Signs that you may need a professional clean",
      paragraphs: [
        "Tartar often builds up without any pain, so many people do not notice it until a dentist points it out. It tends to collect behind the lower front teeth and on the outer surfaces of the upper back teeth, near the openings of the salivary glands.",
        "If you notice any of the signs below, a hygiene appointment is a sensible next step. Gums that bleed regularly, teeth that feel loose or gums that are receding should always be checked by a dentist.",
      ],
      bullets: [
        "Yellow, brown or grey deposits along the gum line",
        "Gums that bleed when you brush or clean between your teeth",
        "Red, swollen or tender gums",
        "Bad breath or a bad taste that does not go away",
        "Teeth that feel rough to your tongue even after brushing",
      ],
    },
    {
      type: "steps",
      heading: "How tartar removal is carried out",
      intro:
        "A hygiene appointment is calm and unhurried. Your hygienist will explain each stage and you can ask for a pause at any time.",
      steps: [
        {
          title: "Check of your teeth and gums",
          text: "We look at how much tartar is present, check your gums for bleeding or pockets and note any areas that need extra attention.",
        },
        {
          title: "Ultrasonic scaling",
          text: "A fine ultrasonic instrument vibrates the tartar loose while a gentle water spray rinses it away. You will feel vibration and hear a humming sound, but it should not hurt.",
        },
        {
          title: "Fine cleaning by hand",
          text: "Smaller hand instruments remove any remaining deposits from between the teeth and just below the gum line.",
        },
        {
          title: "Polishing",
          text: "Your teeth are polished to remove surface staining and leave a smooth finish that plaque finds harder to stick to.",
        },
        {
          title: "Personal home-care advice",
          text: "Your hygienist shows you the brushing and interdental cleaning technique that suits your mouth and recommends when to come back.",
        },
      ],
    },
    {
      type: "text",
      heading: "Is tartar removal uncomfortable?",
      paragraphs: [
        "For most patients a professional clean feels like a tickling or vibrating sensation rather than pain. If your gums are inflamed or your teeth are sensitive, you may feel some brief discomfort, and we can use a numbing gel or local anaesthesia to keep you comfortable.",
        "Afterwards your gums may feel slightly tender and bleed a little when you brush, and your teeth may be more sensitive to cold for a short time. This usually settles within a few days as the gums heal. If bleeding or sensitivity continues, please contact the clinic.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare following tartar removal",
      intro: "A little care in the first days helps your gums settle quickly.",
      do: [
        "Keep brushing twice a day with a soft toothbrush, gently along the gum line",
        "Clean between your teeth every day with floss or interdental brushes",
        "Use a toothpaste for sensitive teeth if cold drinks feel sharp",
        "Book your next hygiene visit together with your check-up, at least every six months",
      ],
      avoid: [
        "Hard foods such as nuts, crusty bread or hard sweets for 3-4 days",
        "Very hot or very cold food and drink while your teeth feel sensitive",
        "Smoking, which slows gum healing and stains freshly polished teeth",
        "Strongly coloured drinks such as coffee, tea and red wine straight after polishing",
      ],
    },
    {
      type: "faq",
      heading: "Tartar removal: common questions",
      items: [
        {
          question: "How often should I have my teeth professionally cleaned?",
          answer:
            "For most people a professional clean with a check-up at least every six months is recommended. If you are prone to tartar build-up or gum problems, your dentist may suggest more frequent visits.",
        },
        {
          question: "Will cleaning make my teeth whiter?",
          answer:
            "Polishing removes surface stains, so your teeth often look brighter afterwards. It does not change the natural colour of your teeth. If you would like a lighter shade, ask about in-clinic teeth whitening, which works best on freshly cleaned teeth.",
        },
        {
          question: "Can tartar removal damage my teeth or enamel?",
          answer:
            "No. When carried out by a trained professional, scaling removes deposits from the tooth surface without harming healthy enamel. Any gaps you notice afterwards were usually filled with tartar before and are not caused by the cleaning.",
        },
        {
          question: "Can I combine a hygiene visit with other treatment in Budapest?",
          answer:
            "Yes. Many patients have a professional clean at the start of their stay, as healthy gums are the best foundation for fillings, crowns, veneers or implants.",
        },
      ],
    },
  ],
  closing: {
    heading: "Book a professional clean",
    text: "A healthy mouth starts with clean teeth and calm gums. Call us or send a message, and we will arrange a hygiene appointment that fits around your visit to Budapest.",
  },
} satisfies Treatment;
