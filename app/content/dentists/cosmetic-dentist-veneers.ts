import { sample } from "../sample";
import type { Dentist } from "../types";

export default {
  slug: "cosmetic-dentist-veneers",
  name: sample("Dr. Dorottya Szalóki"),
  title: "Cosmetic dentist",
  role: "Cosmetic dentist",
  cardDescription:
    "A cosmetic dentist with clinical experience in Israel, focused on veneers, crowns and the gum treatments that help a new smile look natural.",
  metaDescription:
    "Cosmetic dentist in Budapest with experience in Israel: porcelain veneers, crowns and gum treatments. Consultations in English, Russian and Hebrew.",
  stats: [],
  about: [
    "She focuses on the visible side of dentistry: porcelain veneers, crowns and the gum treatments that frame them. After graduating in dentistry in 2016 she completed further training in aesthetic dentistry in 2017, and she has gained clinical experience in Israel.",
    "She speaks English, Russian and Hebrew, which many international patients find reassuring when discussing something as personal as their smile. She starts with what you would like to change, shows you what is realistic, and plans the preparation and fitting of veneers or crowns around the time you can spend in Budapest.",
    "Healthy gums are the basis of any lasting cosmetic result, so she checks and treats the gums first, then shapes the new teeth to suit your face, your bite and your natural colouring.",
  ],
  specializations: ["Cosmetic dentistry", "Porcelain veneers", "Dental crowns", "Gum treatments"],
  secondList: {
    heading: "Treatments",
    items: [
      "Porcelain and e.max veneers",
      "Zirconia and all-ceramic crowns",
      "Gum treatment before cosmetic work",
      "Tooth whitening",
    ],
  },
  educationHeading: "Education and Memberships",
  education: [
    "Graduated in dentistry (DMD) in 2016",
    "Training in aesthetic dentistry, 2017",
    "Clinical experience in Israel",
  ],
  memberships: ["Hungarian Medical Chamber"],
  languages: ["English", "Russian", "Hebrew"],
} satisfies Dentist;
