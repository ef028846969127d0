import type { Treatment } from "../types";
import { ukSaving } from "../../lib/pricing";

/** The saving said below, from the price list (docs/prices.md). */
const implantSaving = ukSaving(["straumann-implant", "neodent-implant"]);

export default {
  slug: "dental-implant",
  group: "implantology",
  title: "Dental Implants in Budapest",
  metaTitle: "Dental Implants in Budapest: Neodent, Straumann, Alpha Bio",
  metaDescription:
    "Replace missing teeth with premium Neodent, Straumann or Alpha Bio implants in Budapest. Pain-free placement, in-house laboratory and a 3-year warranty.",
  hero: {
    eyebrow: "Implantology",
    lead: "A dental implant replaces a missing tooth from the root up, giving you a tooth that looks, feels and works like your own. We use premium implant systems and plan every step around your visits to Budapest.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "award",
          title: "Premium implant systems",
          text: "We place Neodent, Straumann and Alpha Bio implants, all long-established systems.",
        },
        {
          icon: "syringe",
          title: "Pain-free placement",
          text: "Treatment under local anaesthesia is pain-free, and each implant usually takes 30-60 minutes.",
        },
        {
          icon: "layers",
          title: "In-house laboratory",
          text: "Your crowns are made in our own laboratory, so fit and colour can be checked on the spot.",
        },
        {
          icon: "shield",
          title: "3-year warranty",
          text: "Your implant treatment is covered by our 3-year warranty, set out clearly before you begin.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-an-implant",
      heading: "What is a dental implant?",
      paragraphs: [
        "A dental implant is a small titanium post that is placed in the jaw bone where a tooth root used to be. Over the following months the bone grows firmly around it, a process called osseointegration, which usually takes 3-6 months.",
        "Once the implant has healed in, a connecting piece called an abutment is fitted and a custom-made crown is attached on top. The result is a fixed tooth that you brush and floss like a natural one. Implants can replace a single tooth, support a bridge, or hold a full arch of teeth.",
      ],
    },
    {
      type: "cards",
      id: "implant-brands",
      heading: "The implant systems we use",
      intro:
        "We work with three premium implant systems. Your dentist will recommend the one that best suits your bone, the position of the missing tooth and your treatment plan.",
      items: [
        {
          title: "Neodent",
          label: "Brazil",
          text: "A widely used implant system developed in Brazil, offering a broad range of implant shapes and sizes for single teeth and full-arch solutions.",
        },
        {
          title: "Straumann",
          label: "Switzerland",
          text: "A Swiss implant system backed by over 35 years of research, known for its carefully engineered surfaces and materials.",
        },
        {
          title: "Alpha Bio",
          label: "Israel",
          text: "An established implant system developed in Israel, with designs suited to a wide range of bone conditions and clinical situations.",
        },
      ],
    },
    {
      type: "text",
      id: "functional-benefits",
      heading: "Functional benefits",
      paragraphs: [
        "Because an implant is anchored in the bone, it gives you a stable tooth that does not move when you eat or speak. For most patients, chewing feels natural again within a short time of the final crown being fitted.",
      ],
      bullets: [
        "Bite and chew firmly, without worrying about a loose tooth or plate",
        "Speak clearly, with nothing shifting in your mouth",
        "Neighbouring healthy teeth do not need to be filed down, as they would for a bridge",
        "The implant stimulates the jaw bone, which helps limit the bone loss that follows tooth loss",
      ],
    },
    {
      type: "text",
      id: "aesthetic-benefits",
      heading: "Aesthetic benefits",
      paragraphs: [
        "Your new crown is shaped and coloured to match your own teeth, so the implant is very hard to tell apart from a natural tooth. Our in-house laboratory lets the dentist and technician fine-tune the shade and shape with you.",
      ],
      bullets: [
        "A natural-looking tooth that blends in with your smile",
        "Support for the lips and cheeks, helping to keep the face's natural contours",
        "No metal clasps or visible plates",
        "The confidence to smile, laugh and eat in company",
      ],
    },
    {
      type: "steps",
      id: "implant-process",
      heading: "Your implant treatment in four steps",
      intro:
        "Implant treatment is usually done in two visits to Budapest, with a healing period at home in between.",
      steps: [
        {
          title: "Consultation and planning",
          text: "We examine your mouth, take a panoramic X-ray or CT scan and talk through your options. You receive a clear written treatment plan before anything is done.",
          duration: "Day 1",
        },
        {
          title: "Implant placement",
          text: "Under local anaesthesia the implant is placed in the jaw bone. The procedure is pain-free and usually takes 30-60 minutes per implant. Where needed, a temporary tooth is fitted.",
          duration: "30-60 minutes per implant",
        },
        {
          title: "Healing at home",
          text: "You return home while the bone grows around the implant. This generally takes 3-6 months: usually 2-4 months in the lower jaw and 3-6 months in the upper jaw.",
          duration: "3-6 months",
        },
        {
          title: "Your final crown",
          text: "On your second visit the abutment is fitted and your custom crown, made in our in-house laboratory, is attached and adjusted until your bite feels right.",
          duration: "Final week",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Looking after your implant",
      intro:
        "A well cared-for implant can serve you for many years. These simple habits make the biggest difference.",
      do: [
        "Brush twice a day and clean around the implant with floss or interdental brushes",
        "Follow the aftercare instructions you are given after surgery",
        "Come for check-ups every 6 months, at our clinic or with your local dentist",
        "Tell us promptly about swelling, bleeding or pain that gets worse rather than better",
      ],
      avoid: [
        "Smoking, which slows healing and raises the risk of implant problems",
        "Biting on very hard objects such as ice, nutshells or pen tops",
        "Skipping cleaning around the implant, as the gum around it can become inflamed",
        "Grinding your teeth at night without a protective splint, if your dentist recommends one",
      ],
    },
    {
      type: "faq",
      heading: "Common questions about dental implants",
      items: [
        {
          question: "Does having an implant placed hurt?",
          answer:
            "Treatment under local anaesthesia is pain-free. Afterwards most patients feel some tenderness and mild swelling for a few days, which is usually well controlled with ordinary painkillers.",
        },
        {
          question: "How many trips to Budapest will I need?",
          answer:
            "Most implant treatments need two visits: one for placement and one for the final crown after healing. Phased visits usually last 3-12 days, depending on how much work is planned.",
        },
        {
          question: "Can I have an implant if I have lost bone?",
          answer:
            "Often yes. If there is not enough bone, a bone graft or sinus lift can rebuild it first. Your dentist will advise after looking at your scan.",
        },
      ],
    },
  ],
  closing: {
    heading: "Find out if implants are right for you",
    text: `Send us your X-ray or book a free video consultation, and we will prepare a clear treatment plan with no obligation. A complete implant costs ${implantSaving.min}-${implantSaving.max}% less than in the UK.`,
  },
} satisfies Treatment;
