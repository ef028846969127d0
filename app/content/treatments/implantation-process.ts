import type { Treatment } from "../types";

export default {
  slug: "implantation-process",
  group: "implantology",
  title: "The Dental Implantation Process",
  metaTitle: "The Dental Implant Process Step by Step",
  metaDescription:
    "How dental implant treatment works in Budapest: five clear steps, 30-60 minutes per implant, 3-6 months of healing and your final crown in the last week.",
  hero: {
    eyebrow: "Implantology",
    lead: "Knowing what happens at each stage makes implant treatment far less daunting. Here is how your treatment unfolds, from the first consultation to your final crown.",
  },
  priceGroup: "implants",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "The process at a glance",
      items: [
        {
          icon: "scan",
          title: "Precise planning",
          text: "A CT scan shows the bone in three dimensions, so each implant can be planned accurately.",
        },
        {
          icon: "clock",
          title: "30-60 minutes per implant",
          text: "Placing a single implant usually takes 30-60 minutes.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "Treatment under local anaesthesia is pain-free. Sedation is available for anxious patients.",
        },
        {
          icon: "calendar",
          title: "Two visits",
          text: "Most patients come once for surgery and once for the final crown after healing.",
        },
      ],
    },
    {
      type: "text",
      id: "before-you-travel",
      heading: "Before you travel",
      paragraphs: [
        "Planning often starts before you arrive. If you send us a recent panoramic X-ray, your dentist can give you a first opinion and an estimated treatment plan, so you know what to expect.",
        "Our Dental Tourism Manager helps you organise your visit around your appointments. Let us know about any health conditions and the medicines you take, as these can affect how your treatment is planned.",
      ],
    },
    {
      type: "steps",
      id: "five-steps",
      heading: "Implant treatment in five steps",
      steps: [
        {
          title: "Consultation and diagnostics",
          text: "Your dentist examines your teeth and gums, reviews your medical history and takes a CT scan or panoramic X-ray to assess the bone.",
        },
        {
          title: "Treatment planning",
          text: "Based on the scan, your dentist plans the number, size and position of the implants and explains your options. If there is not enough bone, a bone graft or sinus lift may be added to the plan.",
        },
        {
          title: "Implant placement",
          text: "Under local anaesthesia the implant is placed in the jaw bone. This is pain-free and usually takes 30-60 minutes per implant. Where needed, a temporary tooth is fitted.",
          duration: "30-60 minutes per implant",
        },
        {
          title: "Healing and osseointegration",
          text: "Back at home, the bone grows around the implant and anchors it firmly. This usually takes 2-4 months in the lower jaw and 3-6 months in the upper jaw.",
          duration: "3-6 months",
        },
        {
          title: "Abutment and final crown",
          text: "On your second visit the abutment is fitted and your crown, made in our in-house laboratory, is attached. Your dentist checks the fit, colour and bite before you leave.",
        },
      ],
    },
    {
      type: "timeline",
      heading: "Your treatment timeline",
      intro:
        "A typical single-implant treatment follows this timeline. Your own plan may differ, and your dentist will explain it at your consultation.",
      items: [
        {
          when: "Day 1",
          title: "Consultation",
          text: "Examination, CT scan or X-ray, and a written treatment plan.",
        },
        {
          when: "Days 2-3",
          title: "Surgery",
          text: "Implant placement under local anaesthesia, followed by a check before you fly home.",
        },
        {
          when: "3-6 months",
          title: "Healing",
          text: "The implant fuses with the jaw bone while you carry on with daily life at home.",
        },
        {
          when: "Final week",
          title: "Crown",
          text: "Your abutment and custom crown are fitted and the bite is adjusted.",
        },
      ],
    },
    {
      type: "text",
      id: "healing-time",
      heading: "Why healing takes a few months",
      paragraphs: [
        "An implant only becomes strong enough to carry a crown once the bone has grown firmly around it. This process, called osseointegration, generally takes 3-6 months.",
        "The lower jaw has denser bone and usually heals in 2-4 months, while the softer bone of the upper jaw usually needs 3-6 months. Your dentist will tell you when you are ready for your second visit.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Preparing for implant surgery",
      do: [
        "Bring a list of all the medicines you take, including blood thinners",
        "Eat a light meal before your appointment unless told otherwise",
        "Plan a quiet day after surgery and rest",
        "Keep your aftercare sheet and the clinic's phone number to hand",
      ],
      avoid: [
        "Stopping any prescribed medicine without talking to your doctor first",
        "Smoking before and after surgery, as it slows healing",
        "Drinking alcohol on the day of surgery",
        "Booking a flight home on the same day as your surgery",
      ],
    },
  ],
  closing: {
    heading: "Start with a free consultation",
    text: "Send us your X-ray or book a free video consultation, and we will set out each step of your implant treatment, with your visit dates and a clear plan.",
  },
} satisfies Treatment;
