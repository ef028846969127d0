import { sample } from "../sample";
import type { Dentist } from "../types";

export default {
  slug: "endodontist",
  name: sample("Dr. Botond Ferencz"),
  title: "General dentist with a focus on endodontics",
  role: "Endodontist",
  cardDescription:
    "A general dentist with a focus on endodontics who treated 1,952 patients in 2019, saving painful or infected teeth with careful root canal treatment.",
  metaDescription:
    "General dentist in Budapest focused on endodontics and root canal treatment, with 1,952 patients in 2019. Consultations in English and Romanian.",
  stats: [{ value: "1,952", label: "patients in 2019" }],
  about: [
    "He is a general dentist whose main interest is endodontics: treating the inside of the tooth so that a painful or infected tooth can be kept rather than removed. He graduated in dentistry in 2015 and treated 1,952 patients in 2019.",
    "Many international patients first come to him with toothache or an old root filling that has started to cause trouble. He explains what the X-ray shows in English or Romanian, and plans root canal treatment, which usually takes two to three sessions, so that it fits within your stay and leaves the tooth ready for a crown if it needs one.",
    "Alongside root canal work he provides everyday general dentistry, from check-ups and fillings to inlays that restore a tooth after treatment.",
  ],
  specializations: ["General dentistry", "Endodontics", "Root canal treatment", "Conservative dentistry"],
  secondList: {
    heading: "Treatments",
    items: [
      "Root canal treatment",
      "Root canal re-treatment",
      "Tooth-coloured fillings",
      "Dental inlays",
      "Check-ups and preventive care",
    ],
  },
  educationHeading: "Education and Memberships",
  education: ["Graduated in dentistry (DMD) in 2015"],
  memberships: ["Hungarian Medical Chamber"],
  languages: ["English", "Romanian"],
} satisfies Dentist;
