import type { Treatment } from "../types";

export default {
  slug: "anesthetic-dentistry",
  group: "special-services",
  title: "Dentistry Under Sedation for Anxious Patients",
  metaTitle: "Sedation and Anaesthesia for Anxious Dental Patients",
  metaDescription:
    "Nervous about the dentist? How we keep treatment comfortable with local anaesthesia, a calm approach and sedation options that are assessed case by case.",
  hero: {
    eyebrow: "Special Services",
    lead: "If the thought of dental treatment makes you anxious, you are not alone. We take time to listen, treatment under local anaesthesia is pain-free, and for some patients sedation can help you feel calm and relaxed.",
  },
  priceGroup: "free-services",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "How we keep your treatment comfortable",
      intro: "Feeling safe and in control is as important as the treatment itself.",
      items: [
        {
          icon: "syringe",
          title: "Pain-free local anaesthesia",
          text: "A numbing gel goes on first, and the anaesthetic is given slowly. We start only once the area is fully numb.",
        },
        {
          icon: "users",
          title: "Time to talk",
          text: "Tell us what worries you. We explain each step before we do it, in plain language and without rushing.",
        },
        {
          icon: "thumbs-up",
          title: "You stay in control",
          text: "We agree a simple stop signal, such as raising your hand, and pause whenever you need a break.",
        },
        {
          icon: "stethoscope",
          title: "Sedation when appropriate",
          text: "For some patients and treatments sedation is an option. Whether it suits you is assessed case by case.",
        },
      ],
    },
    {
      type: "text",
      heading: "Dental anxiety is common and understandable",
      paragraphs: [
        "Many people feel nervous about dental treatment. For some it comes from a painful experience in the past, for others it is the sounds, the feeling of losing control or worry about what the dentist will find. Some patients have put off treatment for years because of it.",
        "There is nothing to be embarrassed about. Telling us how you feel helps us plan your care around you: shorter appointments, more explanation, extra breaks or a different approach to anaesthesia. We will never judge you for the condition of your teeth.",
      ],
    },
    {
      type: "text",
      heading: "Local anaesthesia: the basis of comfortable treatment",
      paragraphs: [
        "Almost all dental treatment, including fillings, root canal treatment, crown preparation, extractions and implant placement, is carried out under local anaesthesia. It numbs only the area being treated, while you stay fully awake and able to talk to your dentist.",
        "Treatment under local anaesthesia is pain-free. You may still feel pressure, vibration or movement, but not sharp pain. If you feel anything uncomfortable, tell us, and more anaesthetic can be given.",
        "The numbness usually wears off within a few hours. Until it does, take care not to bite your lip, cheek or tongue, and avoid hot drinks.",
      ],
    },
    {
      type: "cards",
      heading: "Sedation options",
      intro:
        "Sedation is not needed for most treatment, and it is not suitable for everyone. Depending on your health, the treatment you need and how anxious you feel, your dentist may discuss the options below. Each is assessed case by case, and your dentist will explain which, if any, is appropriate and available for your treatment.",
      items: [
        {
          title: "Oral sedation",
          label: "Mild",
          text: "A sedative tablet taken before your appointment to reduce anxiety. You stay awake and able to respond, but feel calmer. It is always combined with local anaesthesia for pain control.",
        },
        {
          title: "Intravenous conscious sedation",
          label: "Moderate",
          text: "A sedative medicine given through a small cannula in your arm or hand. You feel deeply relaxed and drowsy but continue breathing for yourself and can respond to instructions. Many patients remember little of the treatment afterwards.",
        },
        {
          title: "General anaesthesia",
          label: "Selected cases",
          text: "Being fully asleep is rarely necessary for dental treatment. It may be considered in particular situations, such as extensive surgery. It must be given by an anaesthetist in a suitably equipped setting, and your dentist will explain whether it is possible for you.",
        },
      ],
    },
    {
      type: "text",
      heading: "Safety comes first",
      paragraphs: [
        "Before sedation is planned, your dentist reviews your full medical history. Some conditions and medicines make sedation less suitable or mean extra precautions are needed, and in some cases we may ask for information from your own doctor.",
        "During sedation your breathing, pulse and oxygen levels are monitored throughout, and you are looked after until you have recovered enough to leave with your escort. If sedation is not right for you, we will discuss other ways to make your treatment comfortable.",
      ],
      bullets: [
        "Any heart, lung or breathing conditions, including sleep apnoea",
        "All medicines you take, including blood thinners and sleeping tablets",
        "Allergies and any previous reactions to anaesthesia or sedation",
        "Pregnancy or the possibility of pregnancy",
        "Alcohol or recreational drug use, which can affect how sedation works",
      ],
    },
    {
      type: "steps",
      heading: "Your treatment with sedation step by step",
      steps: [
        {
          title: "Consultation",
          text: "We talk about your worries, examine your teeth and agree a treatment plan. This is the right moment to ask about anaesthesia and sedation.",
        },
        {
          title: "Health assessment",
          text: "Your dentist reviews your medical history and medicines and decides whether sedation is suitable and which type.",
        },
        {
          title: "Preparation instructions",
          text: "You receive written instructions about eating and drinking, your usual medicines and arranging an adult to accompany you.",
        },
        {
          title: "Treatment day",
          text: "Sedation is given, local anaesthesia numbs the area and your treatment is carried out while you are monitored throughout.",
        },
        {
          title: "Recovery and going home",
          text: "You rest at the clinic until you are ready to leave, then go back to your accommodation with your escort.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Before and after sedation",
      intro:
        "Sedation medicines can affect your judgement and coordination for longer than you might expect, even when you feel fine. Follow your written instructions, which take priority over this general advice.",
      do: [
        "Follow the eating and drinking instructions exactly",
        "Bring a responsible adult who can take you back and stay with you for the rest of the day",
        "Take your usual medicines unless your dentist tells you otherwise",
        "Tell us about any change in your health before the appointment",
        "Rest quietly for the remainder of the day",
      ],
      avoid: [
        "Driving, cycling or operating machinery until the next day at the earliest",
        "Drinking alcohol or taking sleeping tablets after sedation",
        "Signing important documents or making important decisions that day",
        "Travelling alone or planning a flight on the day of sedation",
        "Looking after young children on your own that day",
      ],
    },
    {
      type: "faq",
      heading: "Anaesthesia and sedation: common questions",
      items: [
        {
          question: "Will I be asleep during sedation?",
          answer:
            "Not with conscious sedation. You will feel very relaxed and may drift in and out of light sleep, but you keep breathing for yourself and can respond when spoken to. Being fully asleep only happens under general anaesthesia, which is reserved for particular cases.",
        },
        {
          question: "Does the anaesthetic injection hurt?",
          answer:
            "Most patients feel only a small pinch. We apply a numbing gel first and give the anaesthetic slowly, which makes it much more comfortable.",
        },
        {
          question: "What if the anaesthetic does not seem to work?",
          answer:
            "Tell your dentist straight away. More anaesthetic or a different technique can be used. An acutely inflamed or infected tooth can be harder to numb, and sometimes it is kinder to settle the infection first and complete the treatment afterwards.",
        },
        {
          question: "Can I ask for sedation for any treatment?",
          answer:
            "You can always ask, and we will take your request seriously. Whether sedation is offered depends on your health, the treatment and the level of your anxiety, and is decided case by case by your dentist.",
        },
        {
          question: "Can someone come with me?",
          answer:
            "Yes, you are welcome to bring a companion. If you are having sedation, an adult escort is required to take you back to your accommodation afterwards.",
        },
      ],
    },
  ],
  closing: {
    heading: "Tell us what worries you",
    text: "Call us or send a message and let us know how you feel about dental treatment. We will talk through your options calmly, with no obligation, and plan care that feels manageable for you.",
  },
} satisfies Treatment;
