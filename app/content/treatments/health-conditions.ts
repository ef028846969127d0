import type { Treatment } from "../types";

export default {
  slug: "health-conditions",
  group: "implantology",
  title: "Dental Implants and Health Conditions",
  metaTitle: "Implants with Diabetes, Osteoporosis or Heart Disease",
  metaDescription:
    "Can you have dental implants with diabetes, osteoporosis or heart disease? How we assess your health, manage risk factors and adapt your implant treatment.",
  hero: {
    eyebrow: "Implantology",
    lead: "Many people with long-term health conditions have dental implants successfully. What matters is a careful assessment and a plan adapted to you.",
  },
  priceGroup: "implants",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "highlights",
      heading: "Your health comes first",
      items: [
        {
          icon: "stethoscope",
          title: "Full medical review",
          text: "We go through your medical history and medicines before any treatment is planned.",
        },
        {
          icon: "scan",
          title: "Detailed imaging",
          text: "A CT scan shows the quality and amount of bone available for implants.",
        },
        {
          icon: "users",
          title: "Working with your doctor",
          text: "Where needed, we ask for your doctor's opinion before going ahead.",
        },
        {
          icon: "heart",
          title: "An adapted plan",
          text: "Timing, technique and aftercare are adjusted to your health.",
        },
      ],
    },
    {
      type: "text",
      id: "can-i-have-implants",
      heading: "Can I have implants with a health condition?",
      paragraphs: [
        "For most patients, a well-managed health condition does not rule out implants. Implant surgery is a minor procedure carried out under local anaesthesia, and many conditions simply call for extra care in planning and healing.",
        "Some conditions and medicines do affect how the bone and gums heal, so it is important to tell us about them in full. Your dentist will advise honestly whether implants are suitable for you, and if not, which alternatives may suit you better.",
      ],
    },
    {
      type: "cards",
      id: "conditions",
      heading: "Conditions we take into account",
      intro: "These are the conditions we ask about most often. Each is assessed individually.",
      items: [
        {
          title: "Diabetes",
          text: "Well-controlled diabetes usually does not prevent implant treatment. Poorly controlled blood sugar can slow healing and increase the risk of infection, so your dentist may ask about your recent blood sugar results.",
        },
        {
          title: "Osteoporosis",
          text: "Osteoporosis itself can often be managed with careful planning. Some osteoporosis medicines, such as bisphosphonates, can affect how the jaw bone heals, so please tell us which medicines you take and for how long you have taken them.",
        },
        {
          title: "Heart disease",
          text: "Many patients with heart conditions can have implants. If you have had a recent heart attack or heart surgery, or you take blood thinners, we may need your cardiologist's or GP's advice before treatment.",
        },
        {
          title: "Blood thinners",
          text: "Medicines that thin the blood increase bleeding during and after surgery. Never stop them on your own; your doctor and dentist will agree how to manage them safely.",
        },
        {
          title: "Autoimmune conditions",
          text: "Conditions such as rheumatoid arthritis, and the medicines used to treat them, can affect healing. Your dentist will take your treatment into account when planning.",
        },
        {
          title: "Cancer treatment",
          text: "Radiotherapy to the head and neck and some cancer medicines can affect the jaw bone. Implants may still be possible, but they need especially careful assessment and timing.",
        },
      ],
    },
    {
      type: "text",
      id: "risk-factors",
      heading: "Risk factors that affect implants",
      paragraphs: [
        "Besides medical conditions, some habits and oral health problems make implant complications more likely. Most of them can be reduced or treated before your implants are placed.",
      ],
      bullets: [
        "Smoking, which reduces blood flow to the gums and slows healing",
        "Gum disease, which should be treated and under control before implant surgery",
        "Poor oral hygiene, which can lead to inflammation around the implant",
        "Teeth grinding or clenching, which puts extra strain on implants",
        "Heavy alcohol use, which can interfere with healing",
        "Limited jaw bone, which may need a bone graft or sinus lift first",
      ],
    },
    {
      type: "steps",
      id: "assessment",
      heading: "How we assess your suitability",
      steps: [
        {
          title: "Medical questionnaire",
          text: "Before or at your first visit you complete a health questionnaire listing your conditions, allergies and medicines.",
        },
        {
          title: "Consultation and examination",
          text: "Your dentist goes through your answers with you, examines your teeth and gums and checks for gum disease.",
        },
        {
          title: "CT scan",
          text: "A CT scan shows the height, width and quality of your jaw bone, so the implants can be planned precisely.",
        },
        {
          title: "Advice from your doctor",
          text: "If your health calls for it, we ask for a letter or test results from your GP or specialist before confirming your plan.",
        },
      ],
    },
    {
      type: "text",
      id: "adaptations",
      heading: "How treatment can be adapted",
      paragraphs: [
        "When a health condition needs extra care, your dentist adapts the plan rather than simply saying no. The aim is to keep treatment as safe and comfortable as possible while giving your implants the best conditions to heal.",
      ],
      bullets: [
        "A longer healing period before the final crown is fitted",
        "Fewer implants placed in one session, or treatment spread over more visits",
        "Treating gum disease first and improving home care before surgery",
        "Antibiotics or antiseptic mouthwash where your dentist considers them appropriate",
        "Sedation for patients who are very anxious, after a medical check",
        "Closer follow-up, with check-ups every 6 months after treatment",
      ],
    },
    {
      type: "doAvoid",
      heading: "Before your consultation",
      do: [
        "Bring an up-to-date list of your medicines and their doses",
        "Bring recent test results or letters from your doctor if you have them",
        "Tell us about any past radiotherapy, bone medicines or heart problems",
        "Ask your doctor for advice if you are unsure whether treatment is safe for you",
      ],
      avoid: [
        "Stopping or changing any prescribed medicine without your doctor's advice",
        "Leaving out conditions you feel are unimportant",
        "Smoking in the weeks around your surgery",
        "Going ahead with surgery while you feel unwell; let us know and we will reschedule",
      ],
    },
  ],
  closing: {
    heading: "Not sure if implants are right for you?",
    text: "Tell us about your health and send a recent X-ray. Your dentist will review it and advise you honestly on the safest way forward.",
  },
} satisfies Treatment;
