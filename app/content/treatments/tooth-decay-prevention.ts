import type { Treatment } from "../types";

export default {
  slug: "tooth-decay-prevention",
  group: "dental-hygiene",
  title: "Tooth Decay Prevention",
  metaTitle: "Tooth Decay Prevention and Fissure Sealing",
  metaDescription:
    "Prevent tooth decay with daily habits, regular check-ups, professional cleaning and fissure sealing, which protects the grooves of back teeth for 2-3 years.",
  hero: {
    eyebrow: "Dental Hygiene",
    lead: "Most tooth decay can be prevented. Good daily habits, regular check-ups and a few simple professional treatments protect your teeth and save you from larger, more costly treatment later.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Four pillars of prevention",
      intro: "Prevention works best when home care and professional care support each other.",
      items: [
        {
          icon: "sparkles",
          title: "Daily cleaning",
          text: "Brushing twice a day with fluoride toothpaste and cleaning between your teeth removes the plaque that causes decay.",
        },
        {
          icon: "leaf",
          title: "Sensible eating",
          text: "How often you have sugar matters more than how much. Fewer sugary snacks give your teeth time to recover.",
        },
        {
          icon: "calendar",
          title: "Regular check-ups",
          text: "A check-up at least every six months finds early decay while it is still small and simple to treat.",
        },
        {
          icon: "shield",
          title: "Fissure sealing",
          text: "Sealing the deep grooves of back teeth protects them for 2-3 years, where a toothbrush cannot easily reach.",
        },
      ],
    },
    {
      type: "text",
      heading: "How tooth decay develops",
      paragraphs: [
        "Plaque bacteria feed on sugars and other fermentable carbohydrates in your food and drink and produce acid. Each time you eat or drink something sugary, this acid draws minerals out of the enamel for a while, until saliva neutralises it and helps the enamel recover.",
        "If acid attacks happen too often, the enamel loses more minerals than it can regain. A white or brown spot appears first, and eventually a cavity forms. At that stage the tooth can no longer heal itself and needs a filling.",
        "Early decay often causes no pain at all, so you may not know it is there. This is why regular check-ups and X-rays where your dentist advises them are such an important part of prevention.",
      ],
    },
    {
      type: "text",
      heading: "What you can do at home",
      paragraphs: [
        "The most effective protection is simple and costs very little. A few consistent habits make a real difference to your teeth and gums over the years.",
      ],
      bullets: [
        "Brush for about two minutes twice a day, last thing at night and at one other time, using fluoride toothpaste",
        "Spit out after brushing rather than rinsing, so the fluoride stays on your teeth",
        "Clean between your teeth once a day with floss or interdental brushes",
        "Keep sugary foods and drinks mainly to mealtimes rather than grazing through the day",
        "Drink water between meals, and choose sugar-free chewing gum if you chew gum",
      ],
    },
    {
      type: "text",
      heading: "Professional prevention at the clinic",
      paragraphs: [
        "At a check-up your dentist examines every tooth, your gums and any existing fillings or crowns, and takes X-rays when they are needed to see between the teeth. Early signs of decay can sometimes be managed with fluoride and better cleaning alone, without drilling.",
        "A professional clean removes tartar and plaque from places your toothbrush misses. For teeth with deep grooves, fissure sealing adds a protective layer, and your dentist may also recommend a fluoride varnish if you are at higher risk of decay.",
      ],
    },
    {
      type: "steps",
      heading: "How fissure sealing is done",
      intro:
        "Fissure sealing is quick and painless and does not need anaesthesia. It is most often recommended for children's new back teeth, but adults with deep grooves and no decay can benefit too.",
      steps: [
        {
          title: "Checking the tooth",
          text: "Your dentist confirms that the grooves are free of decay and suitable for sealing.",
        },
        {
          title: "Cleaning and drying",
          text: "The biting surface is cleaned thoroughly and kept dry, which helps the sealant bond well.",
        },
        {
          title: "Preparing the surface",
          text: "A mild conditioning gel is applied for a few moments and rinsed off, so the sealant can grip the enamel.",
        },
        {
          title: "Applying and hardening the sealant",
          text: "A thin, flowing sealant is painted into the grooves and hardened with a curing light.",
        },
        {
          title: "Checking your bite",
          text: "Your dentist checks the seal and your bite. The sealant protects the grooves for 2-3 years and is checked at each visit.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Everyday habits for healthy teeth",
      do: [
        "Brush twice a day with fluoride toothpaste",
        "Clean between your teeth every day",
        "Have a check-up at least every six months",
        "Ask your dentist whether fissure sealing or fluoride varnish would help you",
      ],
      avoid: [
        "Sipping sugary or acidic drinks throughout the day",
        "Snacking on sweets, biscuits or dried fruit between meals",
        "Brushing straight after acidic food or drink, when enamel is softer",
        "Waiting for pain before seeing a dentist",
      ],
    },
    {
      type: "faq",
      heading: "Prevention: common questions",
      items: [
        {
          question: "How long does fissure sealing last?",
          answer:
            "A fissure sealant protects the grooves for 2-3 years. Your dentist checks it at each check-up and can repair or renew it if it has worn.",
        },
        {
          question: "Is fissure sealing only for children?",
          answer:
            "It is most common for children and teenagers, as newly erupted back teeth are most at risk. Adults with deep grooves and no existing decay or fillings on those surfaces can also benefit. Your dentist will advise whether it suits you.",
        },
        {
          question: "How often should I see a dentist if I have no problems?",
          answer:
            "We recommend a check-up at least every six months, even when everything feels fine. Decay and gum disease often develop without any symptoms until they are more advanced.",
        },
        {
          question: "I live abroad. Can I still keep up with prevention?",
          answer:
            "Yes. You can combine a check-up and professional clean with any visit to Budapest. Between visits, keep having check-ups with a dentist near home so that nothing is missed.",
        },
      ],
    },
  ],
  closing: {
    heading: "Protect your teeth for the years ahead",
    text: "A check-up and professional clean are the best place to start. Contact us and we will arrange a preventive visit, with honest advice on what your teeth need and what they do not.",
  },
} satisfies Treatment;
