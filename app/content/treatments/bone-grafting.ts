import type { Treatment } from "../types";

export default {
  slug: "bone-grafting",
  group: "oral-surgery",
  title: "Bone Grafting for Dental Implants",
  metaTitle: "Dental Bone Grafting in Budapest",
  metaDescription:
    "Dental bone grafting in Budapest to rebuild the jaw for implants. When it is needed, the four graft types, how the procedure works and 4-6 months of healing.",
  hero: {
    eyebrow: "Oral Surgery",
    lead: "If your jaw bone has thinned after tooth loss, a bone graft can rebuild it so that implants have a firm foundation. It is a routine procedure carried out under local anaesthesia.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "A solid foundation",
          text: "Rebuilt bone gives your implants the support they need.",
        },
        {
          icon: "scan",
          title: "CT-based planning",
          text: "A CT scan shows exactly where and how much bone is missing.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "Treatment under local anaesthesia is pain-free.",
        },
        {
          icon: "clock",
          title: "4-6 months of healing",
          text: "The graft usually heals in 4-6 months before implants are placed.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-bone-grafting",
      heading: "What is bone grafting?",
      paragraphs: [
        "When a tooth is lost, the bone that held it is no longer stimulated and gradually shrinks. After some time there may not be enough height or width of bone to hold an implant securely.",
        "A bone graft adds bone or a bone substitute to the area. Over the following months your body uses it as a framework and replaces it with new bone of your own, creating a firm base for implants.",
      ],
    },
    {
      type: "text",
      id: "when-needed",
      heading: "When is a bone graft needed?",
      paragraphs: [
        "Your dentist will only recommend a graft if your scan shows that the bone is not sufficient for a stable implant. In some cases the graft can be placed at the same time as the implant; in others it needs to heal first.",
      ],
      bullets: [
        "A tooth has been missing for a long time and the bone has shrunk",
        "Gum disease has destroyed bone around the teeth",
        "An extraction or injury has left a defect in the jaw",
        "The upper back jaw is too thin below the sinus, which may call for a sinus lift",
        "Preserving the socket after an extraction so that an implant can be placed later",
      ],
    },
    {
      type: "cards",
      id: "graft-types",
      heading: "The four types of bone graft",
      intro:
        "Grafts differ in where the material comes from. Your surgeon will recommend the type that suits the size of the defect and your preferences.",
      items: [
        {
          title: "Autograft",
          label: "Your own bone",
          text: "Bone taken from another part of your own body, often from elsewhere in the jaw. It contains your own living cells, but it means a second small surgical site.",
        },
        {
          title: "Allograft",
          label: "Human donor bone",
          text: "Processed and sterilised bone from a human donor, supplied by a tissue bank. It avoids a second surgical site.",
        },
        {
          title: "Xenograft",
          label: "Animal-derived bone",
          text: "Purified bone mineral of animal origin, usually bovine, that acts as a stable framework for new bone to grow into.",
        },
        {
          title: "Alloplast",
          label: "Synthetic material",
          text: "A man-made, biocompatible bone substitute, such as calcium phosphate, that gradually makes way for your own bone.",
        },
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "The bone grafting procedure",
      steps: [
        {
          title: "Assessment and planning",
          text: "Your surgeon reviews your CT scan, measures the bone and chooses the graft type and technique.",
        },
        {
          title: "Local anaesthesia",
          text: "The area is numbed thoroughly so the procedure is pain-free. Sedation is available if you are anxious.",
        },
        {
          title: "Placing the graft",
          text: "A small opening is made in the gum, the graft material is placed where bone is missing and usually covered with a protective membrane.",
        },
        {
          title: "Closing and healing",
          text: "The gum is closed with stitches. The graft usually heals in 4-6 months, after which your implants can be placed.",
          duration: "4-6 months",
        },
      ],
    },
    {
      type: "text",
      id: "healing",
      heading: "Healing after a bone graft",
      paragraphs: [
        "Swelling and tenderness are common for the first few days and usually settle with rest and ordinary painkillers. You may notice small granules of graft material in your mouth; a few are normal, but tell us if it happens often.",
        "Bone graft healing usually takes 4-6 months. Your dentist will check the area with an X-ray or CT scan before placing implants, so that treatment continues only when the new bone is ready.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare after bone grafting",
      intro:
        "Contact us or see a doctor if bleeding does not stop with pressure, if swelling or pain get worse after the first few days, or if you develop a fever.",
      do: [
        "Rest for 24 hours after surgery",
        "Use a cold compress on the cheek at intervals on the first day",
        "Eat soft food and chew away from the graft",
        "Take any prescribed medicines exactly as directed",
        "Keep your mouth clean, brushing gently around the area as instructed",
      ],
      avoid: [
        "Smoking, which can seriously affect how the graft heals",
        "Drinking through a straw in the first days",
        "Pressing on the area or wearing a denture over it unless your dentist allows",
        "Strenuous exercise in the first days after surgery",
        "Rinsing vigorously on the first day",
      ],
    },
  ],
  closing: {
    heading: "Told you do not have enough bone for implants?",
    text: "Send us your CT scan or X-ray. Our oral surgeon will review it and explain whether a bone graft can make implants possible for you.",
  },
} satisfies Treatment;
