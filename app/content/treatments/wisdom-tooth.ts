import type { Treatment } from "../types";

export default {
  slug: "wisdom-tooth",
  group: "oral-surgery",
  title: "Wisdom Tooth Removal",
  metaTitle: "Wisdom Tooth Removal in Budapest",
  metaDescription:
    "Wisdom tooth removal in Budapest by experienced oral surgeons. Common problems, symptoms to watch for, how removal works and what recovery involves.",
  hero: {
    eyebrow: "Oral Surgery",
    lead: "Wisdom teeth often arrive without enough room to grow properly. When they cause problems, careful removal under local anaesthesia brings lasting relief.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "scan",
          title: "Precise imaging",
          text: "A panoramic X-ray or CT scan shows the tooth's position and roots before surgery.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "Treatment under local anaesthesia is pain-free, with sedation available if you are anxious.",
        },
        {
          icon: "stethoscope",
          title: "Oral surgeons",
          text: "Wisdom tooth removal is carried out by our experienced oral surgeons.",
        },
        {
          icon: "heart",
          title: "Free after-care kit",
          text: "You go home with an after-care kit and clear written instructions.",
        },
      ],
    },
    {
      type: "text",
      id: "what-are-wisdom-teeth",
      heading: "What are wisdom teeth?",
      paragraphs: [
        "Wisdom teeth are the third molars at the very back of the mouth. They usually emerge around age 17-25, long after the other adult teeth are in place.",
        "Some people have room for them and never have a problem. In many jaws, though, there is not enough space, and the teeth come through at an angle, only partly, or not at all.",
      ],
    },
    {
      type: "cards",
      id: "issues",
      heading: "Common wisdom tooth problems",
      items: [
        {
          title: "Impaction",
          text: "The tooth is blocked by bone or the neighbouring tooth and cannot come through fully. It may press against the next molar.",
        },
        {
          title: "Gum infection",
          text: "A partly erupted tooth leaves a flap of gum where food and bacteria collect, which can lead to painful, recurring inflammation.",
        },
        {
          title: "Decay",
          text: "Wisdom teeth are hard to clean, so they and the molar in front of them are prone to decay.",
        },
        {
          title: "Crowding and cysts",
          text: "A wisdom tooth can add pressure on nearby teeth and, less commonly, a fluid-filled cyst can form around an impacted tooth.",
        },
      ],
    },
    {
      type: "text",
      id: "symptoms",
      heading: "Symptoms to look out for",
      paragraphs: [
        "Wisdom tooth problems often come and go, and they can flare up at inconvenient times, such as before a trip. If you notice any of these signs, have the tooth checked.",
      ],
      bullets: [
        "Pain or tenderness at the back of the jaw",
        "Swollen, red or bleeding gum behind the last molar",
        "A bad taste or bad breath that does not go away",
        "Difficulty opening your mouth fully",
        "Swelling of the face or jaw, or a fever, which need prompt attention from a dentist or doctor",
      ],
    },
    {
      type: "steps",
      id: "removal-process",
      heading: "How wisdom tooth removal works",
      steps: [
        {
          title: "Consultation and imaging",
          text: "Your surgeon examines the tooth and reviews a panoramic X-ray or CT scan to see its position and how close it is to nerves and the sinus.",
        },
        {
          title: "Local anaesthesia",
          text: "The area is numbed thoroughly so the procedure is pain-free. Sedation can be arranged for anxious patients.",
        },
        {
          title: "Removing the tooth",
          text: "A fully erupted tooth may be removed simply. An impacted tooth needs a small opening in the gum, and the tooth may be divided into sections to take it out gently.",
        },
        {
          title: "Closing and aftercare",
          text: "The gum is closed with stitches where needed, and you receive your after-care kit and instructions before you leave.",
        },
      ],
    },
    {
      type: "text",
      id: "recovery",
      heading: "Recovery after wisdom tooth removal",
      paragraphs: [
        "Some swelling, stiffness and discomfort are normal for the first few days, especially after removing an impacted tooth. For most patients these ease steadily with rest, cold compresses and ordinary painkillers.",
        "Your surgeon will tell you whether stitches need removing or will dissolve on their own, and when it is comfortable to fly home. Contact us or see a doctor if pain gets worse after a few days, if bleeding does not stop with pressure, or if you develop a fever.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare do's and don'ts",
      do: [
        "Rest for 24 hours after surgery",
        "Use a cold compress on the cheek at intervals on the first day",
        "Eat soft, lukewarm food and chew away from the area",
        "Take painkillers and any prescribed medicines as directed",
        "Keep your head raised when lying down on the first night",
      ],
      avoid: [
        "Drinking through a straw for 24 hours",
        "Smoking for at least 48 hours",
        "Rinsing vigorously or spitting hard on the first day",
        "Alcohol, hot drinks and strenuous exercise on the day of surgery",
        "Poking the area with your tongue or fingers",
      ],
    },
  ],
  closing: {
    heading: "Troubled by a wisdom tooth?",
    text: "Book a free video consultation or send us a panoramic X-ray. Our oral surgeon will tell you whether the tooth needs removing and plan the treatment around your visit.",
  },
} satisfies Treatment;
