import { sample } from "../sample";
import type { Dentist } from "../types";

export default {
  slug: "general-dentist",
  name: sample("Dr. Gellért Vámosi"),
  title: "General dentist",
  role: "Endodontist",
  cardDescription:
    "An experienced general dentist, in practice since 2009, who provides check-ups, fillings, root canal treatment and crowns in English and German.",
  metaDescription:
    "Experienced general dentist in Budapest offering check-ups, fillings, root canal treatment and crowns. Consultations in English and German.",
  stats: [],
  about: [
    "He has practised general dentistry since graduating in 2009, and much of his work is the everyday care that keeps a mouth healthy: check-ups, fillings, root canal treatment and crowns. Root canal treatment is a large part of his work, and he often treats patients whose plan combines a root canal with a new filling or crown.",
    "He speaks English and German, and many international patients see him for a full check-up before or alongside larger treatment. He takes time to explain what he finds, separates what needs doing now from what can wait, and plans the work around the days you have in Budapest.",
  ],
  specializations: [
    "General dentistry",
    "Root canal treatment",
    "Conservative dentistry",
    "Crowns and bridges",
  ],
  secondList: {
    heading: "Treatments",
    items: [
      "Dental check-ups",
      "Tooth-coloured fillings",
      "Root canal treatment",
      "Dental crowns",
      "Tooth extraction",
    ],
  },
  educationHeading: "Education and Memberships",
  education: ["Graduated in dentistry (DMD) in 2009"],
  memberships: ["Hungarian Medical Chamber"],
  languages: ["English", "German"],
} satisfies Dentist;
