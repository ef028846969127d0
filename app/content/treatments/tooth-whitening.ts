import type { Treatment } from "../types";

export default {
  slug: "tooth-whitening",
  group: "dental-hygiene",
  title: "Professional Teeth Whitening in Budapest",
  metaTitle: "In-Clinic Teeth Whitening in Budapest",
  metaDescription:
    "Professional teeth whitening carried out in our Budapest clinic: who it suits, how the treatment works, what to expect and how to keep your new shade longer.",
  hero: {
    eyebrow: "Dental Hygiene",
    lead: "A brighter smile, achieved safely in the dental chair. In-clinic whitening is supervised by a dentist from start to finish, so your gums are protected and the result is matched to your teeth.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Why choose in-clinic whitening",
      intro: "Whitening is done in the clinic, under the care of a dental professional.",
      items: [
        {
          icon: "stethoscope",
          title: "Checked before we start",
          text: "A dentist examines your teeth and gums first, so any decay, leaking fillings or gum problems are dealt with before whitening.",
        },
        {
          icon: "shield",
          title: "Your gums protected",
          text: "A protective barrier covers your gums and soft tissues, so the whitening gel only touches the tooth surfaces.",
        },
        {
          icon: "clock",
          title: "Done in one visit",
          text: "The treatment is completed in a single appointment, which fits easily into a short stay in Budapest.",
        },
        {
          icon: "sparkles",
          title: "A natural-looking shade",
          text: "We aim for a brighter colour that suits your face and your other teeth, not an artificial white.",
        },
      ],
    },
    {
      type: "text",
      heading: "How teeth whitening works",
      paragraphs: [
        "Over the years teeth naturally darken. Coffee, tea, red wine and tobacco leave stains, and the inner layer of the tooth (dentine) becomes more yellow with age and shows through the enamel.",
        "Professional whitening uses a peroxide-based gel that is applied to the tooth surface. It releases oxygen that breaks down the coloured molecules inside the enamel and dentine, so the tooth itself becomes lighter. It does not remove enamel or change the shape of your teeth.",
        "Because the gel is stronger than products sold for home use, it must be applied and monitored by a dental professional. That is why our whitening is always done in the clinic.",
      ],
    },
    {
      type: "text",
      heading: "Is whitening right for you?",
      paragraphs: [
        "Whitening works best on natural teeth with yellowish or brownish discolouration from age, food and drink. Greyish staining, for example from certain medicines or a tooth that has had root canal treatment, may respond less predictably, and your dentist will explain what you can realistically expect.",
        "Crowns, veneers, bridges and fillings do not change colour with whitening. If you have visible restorations at the front of your mouth, they may need to be replaced after whitening so that they match your new shade. Your dentist will talk this through with you before you decide.",
      ],
      bullets: [
        "Whitening is not recommended during pregnancy or breastfeeding",
        "Decay, leaking fillings and gum inflammation should be treated first",
        "If your teeth are already very sensitive, tell your dentist beforehand",
        "A professional clean before whitening helps the gel work evenly",
      ],
    },
    {
      type: "steps",
      heading: "Your whitening appointment step by step",
      steps: [
        {
          title: "Examination and shade check",
          text: "Your dentist checks your teeth and gums, records your current shade and discusses the result you would like.",
        },
        {
          title: "Cleaning",
          text: "Plaque and surface stains are removed so the whitening gel can reach the enamel evenly. If there is tartar, a hygiene appointment beforehand is recommended.",
        },
        {
          title: "Protecting your gums",
          text: "A protective barrier is placed over your gums, and a soft retractor holds your lips and cheeks away from your teeth.",
        },
        {
          title: "Applying the whitening gel",
          text: "The gel is applied to your teeth in several short cycles. Between cycles we check your comfort and how the shade is changing.",
        },
        {
          title: "Final shade and aftercare",
          text: "The gel is rinsed away, your new shade is compared with the starting one and you receive advice on keeping your result.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "After whitening",
      intro:
        "Your teeth are more likely to pick up stains in the first days after whitening, so a little care helps the result last.",
      do: [
        "Choose light-coloured foods and drinks such as water, milk, white fish, chicken, rice and pasta",
        "Use a toothpaste for sensitive teeth if you notice sensitivity",
        "Rinse your mouth with water after coffee or tea once you return to them",
        "Keep up regular hygiene visits and check-ups at least every six months",
      ],
      avoid: [
        "Coffee, tea, red wine, cola and dark fruit juices in the first days",
        "Strongly coloured foods such as curry, tomato sauce, beetroot and berries",
        "Smoking, which quickly restains teeth",
        "Very hot or very cold food and drink while your teeth feel sensitive",
      ],
    },
    {
      type: "faq",
      heading: "Teeth whitening: common questions",
      items: [
        {
          question: "Does whitening hurt?",
          answer:
            "Whitening is not painful, but some people feel temporary sensitivity or short, sharp twinges during or after treatment. For most patients this settles within a few days. If it does not, please contact the clinic.",
        },
        {
          question: "Will whitening damage my enamel?",
          answer:
            "When it is carried out by a dental professional with the correct products, whitening lightens the colour of the tooth without removing enamel. This is one of the reasons we do not recommend unregulated whitening products.",
        },
        {
          question: "How long will the result last?",
          answer:
            "This varies from person to person and depends largely on your habits. Coffee, tea, red wine and smoking make the colour fade sooner, while good cleaning and regular hygiene visits help it last longer. A top-up treatment can be discussed with your dentist later.",
        },
        {
          question: "How white will my teeth become?",
          answer:
            "Every tooth responds differently, so no dentist can promise an exact shade. Your dentist will assess your teeth and give you an honest expectation before you begin.",
        },
      ],
    },
  ],
  closing: {
    heading: "Ready for a brighter smile?",
    text: "Tell us about your teeth and the result you would like. We will check whether whitening suits you and plan it around your stay in Budapest, alongside any other treatment you need.",
  },
} satisfies Treatment;
