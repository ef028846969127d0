import type { Treatment } from "../types";

export default {
  slug: "tooth-extraction",
  group: "oral-surgery",
  title: "Tooth Extraction in Budapest",
  metaTitle: "Tooth Extraction in Budapest: Gentle and Pain-Free",
  metaDescription:
    "Gentle tooth extraction in Budapest under local anaesthesia. Why a tooth may need removing, how the procedure works and clear aftercare do's and don'ts.",
  hero: {
    eyebrow: "Oral Surgery",
    lead: "We always try to save a tooth first. When that is not possible, a careful extraction under local anaesthesia removes the problem gently and prepares the way for a replacement.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "syringe",
          title: "Pain-free",
          text: "Treatment under local anaesthesia is pain-free. Sedation is available if you are anxious.",
        },
        {
          icon: "stethoscope",
          title: "Experienced oral surgeons",
          text: "Complex and surgical extractions are carried out by our oral surgeons.",
        },
        {
          icon: "scan",
          title: "X-ray planning",
          text: "An X-ray shows the roots before we begin, so there are no surprises.",
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
      id: "reasons",
      heading: "Why a tooth may need to be removed",
      paragraphs: [
        "Removing a tooth is always a considered decision. Your dentist will explain why extraction is recommended and whether there is any way to keep the tooth, such as root canal treatment or a crown.",
      ],
      bullets: [
        "Severe decay that has destroyed too much of the tooth to repair",
        "A cracked or broken tooth, especially when the crack reaches the root",
        "Advanced gum disease that has loosened the tooth",
        "An infection that cannot be treated with root canal treatment",
        "Impacted or problematic wisdom teeth",
        "Making space before orthodontic treatment, or preparing for dentures or implants",
      ],
    },
    {
      type: "text",
      id: "simple-or-surgical",
      heading: "Simple and surgical extractions",
      paragraphs: [
        "A simple extraction is used for a tooth that is fully visible in the mouth. The dentist gently loosens the tooth and lifts it out, usually in a short appointment.",
        "A surgical extraction is needed when a tooth is broken at the gum line, has curved roots or has not fully come through. The surgeon makes a small opening in the gum, may divide the tooth into sections to remove it gently, and closes the area with a few stitches.",
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "The extraction procedure",
      steps: [
        {
          title: "Examination and X-ray",
          text: "Your dentist examines the tooth, reviews an X-ray of the roots and checks your medical history and medicines.",
        },
        {
          title: "Local anaesthesia",
          text: "The area is numbed thoroughly. You may feel pressure during the extraction, but no pain.",
        },
        {
          title: "Removing the tooth",
          text: "The tooth is gently loosened and removed. For a surgical extraction, the gum is opened and closed again with stitches.",
        },
        {
          title: "Aftercare and next steps",
          text: "You bite on a gauze pad to help a blood clot form, receive your aftercare instructions and discuss how to replace the tooth if needed.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Do's and don'ts after an extraction",
      intro:
        "The blood clot that forms in the socket protects it while it heals. These steps help keep it in place. Contact us or see a doctor if bleeding does not stop with firm pressure, or if pain, swelling or fever get worse after the first few days.",
      do: [
        "Rest for 24 hours after the extraction",
        "Bite gently on the gauze pad as instructed to stop the bleeding",
        "Use a cold compress on the cheek to reduce swelling",
        "Eat soft, lukewarm food and chew on the other side",
        "Take painkillers as your dentist recommends",
      ],
      avoid: [
        "Drinking through a straw for 24 hours",
        "Smoking for at least 48 hours",
        "Rinsing vigorously or spitting hard on the first day",
        "Hot drinks, alcohol and strenuous exercise on the day of the extraction",
        "Touching the socket with your tongue or fingers",
      ],
    },
    {
      type: "text",
      id: "replacing-the-tooth",
      heading: "Replacing the missing tooth",
      paragraphs: [
        "A gap left by a missing tooth can let neighbouring teeth drift and the jaw bone shrink over time. It is worth planning a replacement early, even if you do not start straight away.",
        "Your options usually include a dental implant, a bridge or a denture. If an implant is planned, your dentist may recommend a bone graft at the time of extraction to preserve the bone.",
      ],
    },
    {
      type: "faq",
      heading: "Common questions about tooth extraction",
      items: [
        {
          question: "Will it hurt?",
          answer:
            "Treatment under local anaesthesia is pain-free. Some soreness afterwards is normal and usually eases over a few days with ordinary painkillers.",
        },
        {
          question: "Can I fly home after an extraction?",
          answer:
            "For most patients a simple extraction does not prevent flying. Your dentist will advise on timing, especially after a surgical extraction.",
        },
      ],
    },
  ],
  closing: {
    heading: "Have a painful or damaged tooth?",
    text: "Book a free video consultation or send us an X-ray. Your dentist will tell you whether the tooth can be saved and, if not, plan a gentle extraction and a suitable replacement.",
  },
} satisfies Treatment;
