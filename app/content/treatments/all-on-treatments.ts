import type { Treatment } from "../types";
import { ukSaving } from "../../lib/pricing";

/** The saving said below, from the price list (docs/prices.md). */
const allOnSaving = ukSaving(["all-on-4", "all-on-6"]);

export default {
  slug: "all-on-treatments",
  group: "implantology",
  title: "All-on-4 and All-on-6 Implants",
  metaTitle: "All-on-4 and All-on-6 Full-Arch Implants in Budapest",
  metaDescription:
    "Compare All-on-4 and All-on-6 full-arch implant bridges in Budapest: 4 or 6 implants per arch, zirconia or metal-ceramic teeth, and clear aftercare advice.",
  hero: {
    eyebrow: "Implantology",
    lead: "If you have lost most or all of your teeth, a fixed full-arch bridge on implants can give you back a complete, stable smile. All-on-4 uses 4 implants per arch and All-on-6 uses 6.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "A full set of fixed teeth",
          text: "Your new teeth are fixed to the implants, so there is no loose denture to take out at night.",
        },
        {
          icon: "award",
          title: "Premium implant systems",
          text: "We use Neodent, Straumann and Alpha Bio implants for full-arch treatment.",
        },
        {
          icon: "layers",
          title: "In-house laboratory",
          text: "Your bridge is designed and made in our own laboratory, in close contact with your dentist.",
        },
        {
          icon: "shield",
          title: "3-year warranty",
          text: "Your full-arch treatment is covered by our 3-year warranty.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-all-on",
      heading: "What are All-on-4 and All-on-6?",
      paragraphs: [
        "All-on-4 and All-on-6 are ways of replacing a whole arch of teeth, upper or lower, with a fixed bridge held by a small number of implants. Instead of one implant for every missing tooth, the bridge is spread across 4 or 6 carefully positioned implants.",
        "The bridge is screwed onto the implants, so it stays firmly in place while you eat and speak. Only your dentist can remove it, for example for a professional clean.",
      ],
    },
    {
      type: "comparison",
      heading: "All-on-4 versus All-on-6",
      intro:
        "Both options give you a fixed full arch of teeth. The main difference is the number of implants and how the chewing forces are shared between them.",
      columns: ["", "All-on-4", "All-on-6"],
      rows: [
        { label: "Implants per arch", values: ["4", "6"] },
        {
          label: "Implant positions",
          values: ["Two at the front, two angled towards the back", "Spread more evenly along the arch"],
        },
        {
          label: "Bone needed",
          values: [
            "Often suitable where bone is limited, as the angled implants make use of the available bone",
            "Needs enough bone for six implants, which may mean a bone graft for some patients",
          ],
        },
        {
          label: "Support for the bridge",
          values: [
            "Strong support for most patients",
            "Extra support, with chewing forces shared across more implants",
          ],
        },
        {
          label: "Bridge materials",
          values: ["Zirconia or metal-ceramic", "Zirconia or metal-ceramic"],
        },
      ],
      note: "Your dentist will recommend the option that suits your bone, bite and expectations after examining your CT scan.",
    },
    {
      type: "text",
      id: "who-is-it-for",
      heading: "Who is full-arch treatment for?",
      paragraphs: [
        "A full-arch bridge on implants suits people who have lost most or all of the teeth in one jaw, whose remaining teeth cannot be saved, or who are unhappy with a removable denture. Many patients come to us after years of struggling with a loose plate.",
        "Good general health and enough jaw bone for the implants are needed. If you have a medical condition or take regular medicines, tell us at your consultation so that your plan can be adapted safely.",
      ],
    },
    {
      type: "steps",
      id: "all-on-process",
      heading: "Your full-arch treatment in four steps",
      steps: [
        {
          title: "Consultation and CT scan",
          text: "We examine your mouth, take a CT scan and discuss whether All-on-4 or All-on-6 suits you better. You receive a written treatment plan before you decide.",
          duration: "Day 1",
        },
        {
          title: "Implant placement and temporary bridge",
          text: "Under local anaesthesia the implants are placed, usually 30-60 minutes per implant. Where the implants are stable enough, a temporary bridge is usually fitted so that you do not leave without teeth.",
          duration: "Days 2-3",
        },
        {
          title: "Healing at home",
          text: "While you wear the temporary bridge, the bone grows around the implants. This generally takes 3-6 months: usually 2-4 months in the lower jaw and 3-6 months in the upper jaw.",
          duration: "3-6 months",
        },
        {
          title: "Your final bridge",
          text: "On your second visit we take precise impressions or scans, and our laboratory makes your final bridge in zirconia or metal-ceramic. It is fitted and the bite adjusted until it feels right.",
          duration: "Final week",
        },
      ],
    },
    {
      type: "cards",
      id: "bridge-materials",
      heading: "Zirconia versus metal-ceramic bridges",
      intro:
        "Your final bridge can be made from one of two materials. Both are durable and fixed; the choice mainly affects appearance and budget.",
      items: [
        {
          title: "Zirconia",
          label: "Most natural look",
          text: "A strong, tooth-coloured ceramic with no metal inside. It lets light through in a natural way, so the teeth look lifelike, and it is kind to the gums.",
        },
        {
          title: "Metal-ceramic",
          label: "Proven and economical",
          text: "Porcelain fused to a metal framework. A long-established, robust choice that costs less than zirconia, although the metal core can make the teeth look slightly less translucent.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Aftercare for your full-arch bridge",
      intro:
        "Good daily care protects both the implants and the gum around them. Come for check-ups every 6 months so that any problem is found early.",
      do: [
        "Eat soft food for the first days after surgery and follow your aftercare sheet",
        "Brush twice a day and clean under the bridge with a water flosser or interdental brushes",
        "Come for check-ups and professional cleaning every 6 months",
        "Contact us if the bridge feels loose or your bite changes",
      ],
      avoid: [
        "Smoking, which slows healing and raises the risk of implant problems",
        "Chewing hard or very sticky food on the temporary bridge during healing",
        "Biting on very hard objects such as ice or nutshells",
        "Missing check-ups, even when everything feels fine",
      ],
    },
    {
      type: "faq",
      heading: "Common questions about All-on-4 and All-on-6",
      items: [
        {
          question: "Will I have teeth straight after surgery?",
          answer:
            "In most cases a temporary bridge is fitted within days of implant placement. Your dentist will confirm this once the implants are in and their stability has been checked.",
        },
        {
          question: "Can I have All-on-4 on one jaw only?",
          answer:
            "Yes. Full-arch treatment can be done for the upper jaw, the lower jaw or both, depending on your needs.",
        },
      ],
    },
  ],
  closing: {
    heading: "Talk to us about a full-arch solution",
    text: `Book a free video consultation or send us a recent X-ray, and we will tell you whether All-on-4 or All-on-6 suits you, with a clear plan and price. An All-on-4 or All-on-6 arch costs ${allOnSaving.min}-${allOnSaving.max}% less than in the UK.`,
  },
} satisfies Treatment;
