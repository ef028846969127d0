import { sample } from "../sample";
import type { Dentist } from "../types";

export default {
  slug: "cosmetic-dentist",
  name: sample("Dr. Csenge Ördögh"),
  title: "Cosmetic dentist",
  role: "Cosmetic dentist",
  cardDescription:
    "A cosmetic dentist providing tooth-coloured fillings, whitening and everyday aesthetic care, with consultations in English and Romanian.",
  metaDescription:
    "Cosmetic dentist at our Budapest clinic offering tooth-coloured fillings, whitening and aesthetic care, with consultations in English and Romanian.",
  stats: [],
  about: [
    "She graduated in dentistry in 2019 and works in the clinic's cosmetic team on the treatments that change how a smile looks day to day: tooth-coloured fillings, professional whitening and the groundwork for veneers and crowns. Working alongside the clinic's more experienced cosmetic and prosthetic dentists, she brings recent training and careful attention to detail.",
    "She speaks English and Romanian, and international patients often see her for a check-up or a smaller aesthetic treatment. She explains the choices in plain language, makes sure you know the plan and the cost before anything starts, and keeps appointments within the days you have in Budapest.",
    "Small changes often make the biggest difference. Replacing dark fillings with tooth-coloured ones, a thorough professional clean and whitening can refresh a smile without removing more tooth than necessary.",
  ],
  specializations: ["Cosmetic dentistry", "Aesthetic fillings", "Tooth whitening", "Preventive dentistry"],
  secondList: {
    heading: "Treatments",
    items: [
      "Tooth-coloured fillings",
      "Professional tooth whitening",
      "Tartar removal and polishing",
      "Tooth decay prevention",
    ],
  },
  educationHeading: "Education and Memberships",
  education: ["Graduated in dentistry (DMD) in 2019"],
  memberships: ["Hungarian Medical Chamber"],
  languages: ["English", "Romanian"],
} satisfies Dentist;
