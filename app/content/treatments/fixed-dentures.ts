import type { Treatment } from "../types";

export default {
  slug: "fixed-dentures",
  group: "restorative-dentistry",
  title: "Fixed Dentures in Budapest",
  metaTitle: "Fixed Dentures on Implants: Screw-Retained or Clip-On",
  metaDescription:
    "Implant-supported fixed dentures in Budapest: screw-retained or clip-on, a two-stage process with 3-6 months of osseointegration, and clear aftercare advice.",
  hero: {
    eyebrow: "Restorative Dentistry",
    lead: "Fixed dentures are a full arch of teeth held firmly on dental implants. They do not slip when you eat or speak, and for many patients they feel much closer to natural teeth than a conventional denture.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Why patients choose fixed dentures",
      items: [
        {
          icon: "check",
          title: "Secure and stable",
          text: "Held on implants, your new teeth stay in place when you eat, talk and laugh.",
        },
        {
          icon: "smile",
          title: "Eat with confidence",
          text: "Most patients can enjoy a much wider range of foods than with a loose denture.",
        },
        {
          icon: "award",
          title: "Premium implants",
          text: "We work with premium implant systems from Neodent, Straumann and Alpha Bio.",
        },
        {
          icon: "layers",
          title: "In-house laboratory",
          text: "Your denture is made and adjusted under the same roof as your treatment.",
        },
      ],
    },
    {
      type: "text",
      heading: "What are fixed dentures?",
      paragraphs: [
        "A fixed denture is a full set of upper or lower teeth attached to dental implants in the jawbone. The implants act like artificial roots, so the denture is held by the bone rather than resting loosely on the gums.",
        "Well-known approaches include All-on-4, which uses 4 implants per arch, and All-on-6, which uses 6. Your dentist will recommend the number of implants based on your bone, your bite and the type of denture you choose.",
      ],
    },
    {
      type: "text",
      heading: "Who are fixed dentures for?",
      paragraphs: [
        "Fixed dentures suit people who have lost most or all of their teeth in one jaw, or whose remaining teeth cannot be saved. They are also a common choice for denture wearers tired of loose plates and adhesives.",
        "You will need enough healthy bone to hold the implants. If bone is limited, your dentist may discuss bone grafting or a different implant plan. Your general health is reviewed at the consultation as well.",
      ],
    },
    {
      type: "comparison",
      heading: "Screw-retained versus removable clip-on dentures",
      intro:
        "Both types are anchored on implants. The difference is whether you can take the denture out yourself.",
      columns: ["", "Screw-retained denture", "Removable clip-on denture"],
      rows: [
        {
          label: "How it is held",
          values: ["Screwed firmly onto the implants", "Clips onto attachments on the implants"],
        },
        {
          label: "Who removes it",
          values: ["Only your dentist, for maintenance", "You, for daily cleaning"],
        },
        {
          label: "Feel",
          values: ["Closest to natural, fixed teeth", "Very stable, with slight movement possible"],
        },
        {
          label: "Palate",
          values: [
            "The roof of the mouth is left uncovered",
            "The upper denture may cover more of the palate",
          ],
        },
        {
          label: "Daily cleaning",
          values: [
            "Cleaned in the mouth like natural teeth",
            "Taken out and cleaned, along with the attachments",
          ],
        },
        {
          label: "Upkeep",
          values: ["Professional cleaning at check-ups", "The clips wear and are replaced from time to time"],
        },
      ],
      note: "Your dentist will explain which option suits your bone, your budget and how you prefer to look after your teeth.",
    },
    {
      type: "steps",
      heading: "A two-stage process",
      intro:
        "Fixed dentures are completed in two stages. Between them, the implants need 3-6 months of osseointegration, the time it takes for them to fuse with the bone.",
      steps: [
        {
          title: "Stage one: consultation and planning",
          duration: "Day 1",
          text: "Your dentist examines you, takes X-rays or a CT scan and plans the position of each implant with you.",
        },
        {
          title: "Stage one: implant placement",
          duration: "Days 2-3",
          text: "The implants are placed under local anaesthesia, which usually takes 30-60 minutes per implant. You go home with temporary teeth so you are never without a smile.",
        },
        {
          title: "Osseointegration at home",
          duration: "3-6 months",
          text: "The implants fuse with your jawbone while you carry on with daily life. We stay in touch and you can contact us with any questions.",
        },
        {
          title: "Stage two: your final denture",
          duration: "Final week",
          text: "You return to Budapest and your final denture is made in our laboratory, fitted, adjusted and checked for a comfortable bite.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare for fixed dentures",
      intro:
        "Good aftercare helps your implants heal well and keeps your new teeth healthy for the long term.",
      do: [
        "Follow a soft diet in the first days after implant placement, as your dentist advises",
        "Rinse gently as instructed and take any prescribed medication",
        "Clean around the implants daily with a soft brush, interdental brushes or a water flosser",
        "Clean a clip-on denture and its attachments every day",
        "Attend check-ups every 6 months",
        "Contact us or see a doctor if you notice increasing pain, swelling or a fever",
      ],
      avoid: [
        "Smoking, which can harm healing and the long-term health of the implants",
        "Biting hard or crunchy food on temporary teeth",
        "Sleeping in a clip-on denture unless your dentist tells you otherwise",
        "Missing professional cleaning and check-ups",
      ],
    },
    {
      type: "faq",
      heading: "Fixed denture questions",
      items: [
        {
          question: "Will I have teeth while the implants heal?",
          answer:
            "Yes. For most patients a temporary denture is fitted after the implants are placed, so you can leave the clinic with teeth.",
        },
        {
          question: "Is implant placement painful?",
          answer:
            "Implants are placed under local anaesthesia, so the treatment itself is pain-free. Some swelling and tenderness afterwards is normal and usually settles within a few days.",
        },
        {
          question: "How many visits will I need?",
          answer:
            "Usually two: a first visit for consultation and implant placement, and a second one for the final denture after 3-6 months of healing.",
        },
      ],
    },
  ],
  closing: {
    heading: "Find out if fixed dentures are right for you",
    text: "Book a free video consultation or send us a recent panoramic X-ray. We will explain your options and prepare a clear, personalised treatment plan and quote.",
  },
} satisfies Treatment;
