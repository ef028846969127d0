import type { Treatment } from "../types";

export default {
  slug: "straumann-implant",
  group: "implantology",
  title: "Straumann Implants in Budapest",
  metaTitle: "Straumann Dental Implants in Budapest",
  metaDescription:
    "Swiss Straumann dental implants in Budapest, backed by over 35 years of research. Learn about their surfaces, materials, advantages and clinical evidence.",
  hero: {
    eyebrow: "Implantology",
    lead: "Straumann is a Swiss implant system backed by over 35 years of research. It is one of the premium systems we offer, alongside Neodent and Alpha Bio.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "microscope",
          title: "Over 35 years of research",
          text: "Straumann implants are supported by a long history of scientific study.",
        },
        {
          icon: "sparkles",
          title: "Engineered surfaces",
          text: "Implant surfaces designed to support bone healing.",
        },
        {
          icon: "layers",
          title: "Advanced materials",
          text: "High-strength titanium alloy and ceramic options.",
        },
        {
          icon: "shield",
          title: "3-year warranty",
          text: "Your implant treatment is covered by our 3-year warranty.",
        },
      ],
    },
    {
      type: "text",
      id: "about-straumann",
      heading: "About Straumann implants",
      paragraphs: [
        "Straumann is a Swiss company that has been developing dental implants for decades. Its implant systems are used by dentists around the world and are backed by over 35 years of research.",
        "A Straumann implant is placed in exactly the same way as other implants: under local anaesthesia, usually taking 30-60 minutes per implant. What differs is the design, surface and material of the implant itself, which we explain below.",
      ],
    },
    {
      type: "cards",
      id: "advantages",
      heading: "Advantages of Straumann implants",
      items: [
        {
          title: "Predictable healing",
          text: "The implant surfaces are designed to encourage the bone to attach firmly, supporting reliable osseointegration for most patients.",
        },
        {
          title: "Options for limited bone",
          text: "Narrower and shorter implants in strong materials can sometimes be used where bone is limited, which may reduce the need for bone grafting. Your dentist will advise.",
        },
        {
          title: "A complete system",
          text: "Implants, abutments and parts are designed to work together, giving a precise fit between the implant and your crown.",
        },
        {
          title: "Long-term availability",
          text: "Straumann is a widely used system, so compatible parts and experienced dentists are easy to find if you need care at home in the future.",
        },
      ],
    },
    {
      type: "text",
      id: "surface-and-material",
      heading: "Surface and material features",
      paragraphs: [
        "The surface of an implant is where it meets the bone, so its texture and chemistry matter. Straumann's SLActive surface is designed to be hydrophilic, meaning it attracts moisture and blood, which is intended to support the early stages of bone healing.",
        "Roxolid is Straumann's titanium-zirconium alloy. It is stronger than pure titanium, which allows smaller-diameter implants to be used in some situations. For patients who prefer a metal-free option, Straumann also offers ceramic implants made of zirconia.",
      ],
      bullets: [
        "SLActive: a hydrophilic surface designed to support bone healing",
        "Roxolid: a high-strength titanium-zirconium alloy",
        "Ceramic (zirconia) implants: a tooth-coloured, metal-free option",
        "Precise connections between implant and abutment for a stable fit",
      ],
    },
    {
      type: "text",
      id: "clinical-evidence",
      heading: "Clinical evidence",
      paragraphs: [
        "Straumann implants are backed by over 35 years of research, including long-term clinical studies published in scientific journals. This body of evidence is one of the main reasons dentists choose the system.",
        "Research shows how implants perform across many patients; your own result also depends on your bone, your general health, how well you look after your implant and whether you come for regular check-ups. Your dentist will talk you through what to expect in your case.",
      ],
    },
    {
      type: "steps",
      id: "straumann-process",
      heading: "Your Straumann implant treatment",
      steps: [
        {
          title: "Consultation and CT scan",
          text: "We assess your bone and health and discuss whether a Straumann implant suits you.",
          duration: "Day 1",
        },
        {
          title: "Implant placement",
          text: "The implant is placed under local anaesthesia, usually in 30-60 minutes per implant.",
          duration: "Days 2-3",
        },
        {
          title: "Healing",
          text: "The bone grows around the implant at home, generally over 3-6 months: usually 2-4 months in the lower jaw and 3-6 months in the upper jaw.",
          duration: "3-6 months",
        },
        {
          title: "Final crown",
          text: "Your abutment and crown, made in our in-house laboratory, are fitted and adjusted.",
          duration: "Final week",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Caring for your Straumann implant",
      do: [
        "Brush twice a day and clean around the implant with interdental brushes or floss",
        "Come for check-ups every 6 months",
        "Keep a record of your implant type and treatment for any future dentist",
        "Contact us if the gum around the implant becomes sore or bleeds",
      ],
      avoid: [
        "Smoking, especially while the implant is healing",
        "Biting on very hard objects such as ice or nutshells",
        "Chewing on the implant side in the first days after surgery",
        "Skipping professional cleaning around the implant",
      ],
    },
  ],
  closing: {
    heading: "Ask us about Straumann implants",
    text: "Book a free video consultation or send us your X-ray, and your dentist will explain whether Straumann or another premium system suits you best.",
  },
} satisfies Treatment;
