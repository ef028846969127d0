import type { Treatment } from "../types";

export default {
  slug: "sinus-lift",
  group: "oral-surgery",
  title: "Sinus Lift Surgery",
  metaTitle: "Sinus Lift for Upper Jaw Implants in Budapest",
  metaDescription:
    "Sinus lift surgery in Budapest adds bone to the upper back jaw so implants can be placed. When it is needed, how it works, aftercare and 4-9 months of healing.",
  hero: {
    eyebrow: "Oral Surgery",
    lead: "A sinus lift adds bone to the upper back jaw, where there is often too little height for implants. It makes implants possible for many patients who were told they could not have them.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "More bone for implants",
          text: "Creates enough bone height in the upper back jaw to hold implants securely.",
        },
        {
          icon: "scan",
          title: "CT-guided planning",
          text: "A CT scan shows the sinus and bone in detail before surgery.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "Treatment under local anaesthesia is pain-free, with sedation available.",
        },
        {
          icon: "clock",
          title: "4-9 months of healing",
          text: "The new bone usually matures in 4-9 months.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-a-sinus-lift",
      heading: "What is a sinus lift?",
      paragraphs: [
        "The maxillary sinuses are air-filled spaces just above the roots of your upper back teeth. After these teeth are lost, the bone below the sinus often becomes thinner and the sinus can expand downwards, leaving too little bone for an implant.",
        "In a sinus lift, the surgeon gently raises the thin membrane lining the floor of the sinus and places bone graft material in the space underneath. Over the following months this turns into solid bone that can hold implants.",
      ],
    },
    {
      type: "text",
      id: "when-needed",
      heading: "When is a sinus lift needed?",
      paragraphs: [
        "Your dentist will recommend a sinus lift only if your CT scan shows that there is not enough bone height under the sinus for the implants you need.",
      ],
      bullets: [
        "Upper back teeth (premolars or molars) have been missing for some time",
        "Bone has been lost through gum disease or after an extraction",
        "The sinus sits naturally low or is large",
        "You are planning implants or a full-arch bridge in the upper jaw",
      ],
    },
    {
      type: "cards",
      id: "techniques",
      heading: "Two sinus lift techniques",
      intro:
        "The technique depends on how much bone you already have. Your surgeon will explain which one suits you.",
      items: [
        {
          title: "Closed (crestal) sinus lift",
          label: "Smaller bone gain",
          text: "Used when only a little extra height is needed. The sinus floor is raised gently through the same opening prepared for the implant, and the implant can often be placed at the same time.",
        },
        {
          title: "Open (lateral) sinus lift",
          label: "Larger bone gain",
          text: "Used when more bone is needed. A small window is made in the side of the jaw to lift the membrane and place the graft. Implants may be placed at the same time or after healing.",
        },
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "The sinus lift procedure",
      steps: [
        {
          title: "CT scan and planning",
          text: "Your surgeon measures the bone height and examines the sinus to plan the technique and the amount of graft needed.",
        },
        {
          title: "Local anaesthesia",
          text: "The area is numbed thoroughly so the procedure is pain-free. Sedation is available if you are anxious.",
        },
        {
          title: "Lifting the membrane and placing the graft",
          text: "The sinus membrane is gently raised and graft material is placed beneath it. Where there is enough stability, the implant is placed at the same time.",
        },
        {
          title: "Closing and healing",
          text: "The gum is closed with stitches. The graft then matures into bone, which usually takes 4-9 months before implants can carry teeth.",
          duration: "4-9 months",
        },
      ],
    },
    {
      type: "text",
      id: "healing-time",
      heading: "Healing time",
      paragraphs: [
        "Healing after a sinus lift usually takes 4-9 months. The exact time depends on how much bone was added, the graft material used and how your body heals.",
        "Some swelling, bruising and a stuffy feeling on that side are common for the first few days. Your dentist will check the new bone on a scan before the next stage of treatment, and will tell you when it is safe to fly.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare after a sinus lift",
      intro:
        "Protecting the sinus while it heals is the key to a good result. Contact us or see a doctor if you have heavy bleeding, a fever, worsening pain or swelling, or discharge from the nose.",
      do: [
        "Rest for 24 hours after surgery",
        "Sneeze with your mouth open to avoid pressure on the sinus",
        "Take any prescribed medicines, including nasal sprays, as directed",
        "Eat soft food and chew on the other side",
        "Ask your surgeon when it is safe to fly home",
      ],
      avoid: [
        "Blowing your nose, until your surgeon says it is safe",
        "Drinking through a straw",
        "Smoking, which can seriously affect how the graft heals",
        "Heavy lifting, bending and strenuous exercise in the first days",
        "Swimming and diving until you are fully healed",
      ],
    },
  ],
  closing: {
    heading: "Lost bone in your upper jaw?",
    text: "Send us your CT scan or X-ray, or book a free video consultation. Our oral surgeon will tell you whether a sinus lift can make implants possible and plan your visits around the healing time.",
  },
} satisfies Treatment;
