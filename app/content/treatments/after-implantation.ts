import type { Treatment } from "../types";

export default {
  slug: "after-implantation",
  group: "implantology",
  title: "After Dental Implant Surgery",
  metaTitle: "After Dental Implant Surgery: Recovery and Aftercare",
  metaDescription:
    "What to expect after dental implant surgery: the recovery timeline, temporary teeth, check-ups every 6 months and simple guidelines for healing well.",
  hero: {
    eyebrow: "Implantology",
    lead: "The days and months after implant surgery are when your implant settles into the bone. Here is what to expect and how to help it heal well.",
  },
  priceGroup: "implants",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Free after-care kit",
          text: "You go home with an after-care kit and written instructions.",
        },
        {
          icon: "phone",
          title: "Support when you are home",
          text: "Our team is a phone call away if you have questions during healing.",
        },
        {
          icon: "clock",
          title: "3-6 months of healing",
          text: "Osseointegration generally takes 3-6 months before your final crown.",
        },
        {
          icon: "calendar",
          title: "Check-ups every 6 months",
          text: "Regular check-ups keep your implant and gums healthy for the long term.",
        },
      ],
    },
    {
      type: "text",
      id: "what-to-expect",
      heading: "What to expect after surgery",
      paragraphs: [
        "Once the local anaesthetic wears off, most patients feel some tenderness around the implant. This is normal and is usually well controlled with the painkillers your dentist recommends.",
        "Mild swelling, slight bruising and a little oozing of blood are common in the first few days and gradually settle. Many people return to light daily activities the next day, although you should take it easy after surgery.",
      ],
      bullets: [
        "Tenderness and mild discomfort, easing day by day",
        "Some swelling of the gum or cheek, which usually settles within days",
        "Slight bleeding or pink-tinged saliva on the first day",
        "Possible stiffness when opening the mouth wide",
      ],
    },
    {
      type: "timeline",
      heading: "Your recovery timeline",
      intro:
        "Everyone heals at their own pace. This is a typical course; your dentist will tell you what applies to you.",
      items: [
        {
          when: "First 24 hours",
          title: "Rest and protect the area",
          text: "Rest, use a cold compress on the cheek, eat soft lukewarm food and avoid rinsing vigorously.",
        },
        {
          when: "First few days",
          title: "Swelling settles",
          text: "Tenderness and swelling ease. Keep the area clean as instructed and chew on the other side.",
        },
        {
          when: "First weeks",
          title: "Gums heal",
          text: "The gum closes over or around the implant. You gradually return to a normal diet, still avoiding hard food on the implant.",
        },
        {
          when: "3-6 months",
          title: "Osseointegration",
          text: "The bone fuses with the implant, usually 2-4 months in the lower jaw and 3-6 months in the upper jaw.",
        },
        {
          when: "Final week",
          title: "Your final crown",
          text: "You return to Budapest for the abutment and your permanent crown.",
        },
      ],
    },
    {
      type: "text",
      id: "temporary-restoration",
      heading: "Temporary teeth while you heal",
      paragraphs: [
        "You will not be left with a visible gap if you do not want one. Depending on where the implant is and how stable it is, your dentist may fit a temporary crown, a temporary bridge or a small removable tooth while the bone heals.",
        "A temporary restoration is designed for appearance and light use, not for heavy chewing. Treat it gently, avoid biting hard food with it and let us know if it becomes loose or cracks.",
      ],
    },
    {
      type: "steps",
      id: "path-to-final-crown",
      heading: "From surgery to your final crown",
      steps: [
        {
          title: "Home aftercare",
          text: "Follow your written instructions and use your after-care kit during the first days.",
        },
        {
          title: "Healing check",
          text: "Before you fly home, your dentist checks that the implant area is healing well and answers your questions.",
        },
        {
          title: "Second visit",
          text: "Once the implant has integrated, we take impressions or a scan and fit the abutment.",
        },
        {
          title: "Crown fitting",
          text: "Your crown from our in-house laboratory is fitted, and the bite is checked and adjusted.",
        },
      ],
    },
    {
      type: "text",
      id: "check-ups",
      heading: "Regular check-ups",
      paragraphs: [
        "An implant cannot decay, but the gum and bone around it can become inflamed if plaque builds up. Check-ups every 6 months let your dentist spot early signs of trouble and clean areas you cannot reach at home.",
        "You can attend check-ups with us when you are in Budapest or with your local dentist. Bring a record of your implant type so that any dentist can look after it properly.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare guidelines",
      intro:
        "Contact us or see a doctor promptly if you notice heavy bleeding that does not stop with pressure, a fever, or pain and swelling that get worse after the first few days.",
      do: [
        "Rest on the day of surgery and keep your head raised when lying down",
        "Hold a cold compress against the cheek at intervals on the first day",
        "Eat soft, lukewarm food and chew on the other side",
        "Take painkillers and any prescribed medicines as directed",
        "Brush your other teeth as normal and clean the implant area gently as instructed",
      ],
      avoid: [
        "Smoking, which slows healing and raises the risk of implant problems",
        "Alcohol and very hot drinks on the day of surgery",
        "Strenuous exercise in the first days after surgery",
        "Touching the area with your tongue or fingers",
        "Biting hard food with a temporary tooth",
      ],
    },
  ],
  closing: {
    heading: "Questions during your recovery?",
    text: "Our team is here to help while you heal, whether you are in Budapest or back at home. Call us or send a message at any time during opening hours.",
  },
} satisfies Treatment;
