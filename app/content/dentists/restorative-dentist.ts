import { sample } from "../sample";
import type { Dentist } from "../types";

export default {
  slug: "restorative-dentist",
  name: sample("Dr. Boglárka Halmosi"),
  title: "Dentist",
  role: "Endodontist",
  cardDescription:
    "A dentist in conservative, endodontic, restorative and prosthetic care who treated 1,616 patients in 2019, from fillings and root canals to crowns and bridges.",
  metaDescription:
    "Dentist in Budapest for conservative, endodontic, restorative and prosthetic care, with 1,616 patients treated in 2019. Consultations in English.",
  stats: [{ value: "1,616", label: "patients in 2019" }],
  about: [
    "She looks after the teeth that can still be saved. Her daily work covers conservative and endodontic dentistry, from tooth-coloured fillings and inlays to root canal treatment, together with restorative and prosthetic work such as crowns and bridges. She graduated in dentistry in 2010, passed her specialty examination in 2014 and treated 1,616 patients in 2019.",
    "For patients travelling from abroad she plans root canal treatment and restorations to fit a short stay; a root canal usually takes two to three sessions. She explains the options in English, shows you what your X-rays reveal, and makes sure you leave knowing how to look after the work once you are home.",
    "Her approach is conservative in the original sense: keep as much natural tooth as possible, and move to a crown or bridge only when a filling or inlay will no longer do the job.",
  ],
  specializations: [
    "Conservative dentistry",
    "Endodontic dentistry",
    "Restorative dentistry",
    "Prosthetic dentistry",
  ],
  secondList: {
    heading: "Treatments",
    items: [
      "Root canal treatment",
      "Tooth-coloured fillings",
      "Composite and ceramic inlays",
      "Dental crowns",
      "Dental bridges",
    ],
  },
  educationHeading: "Education and Memberships",
  education: ["Graduated in dentistry (DMD) in 2010", "Specialty examination, 2014"],
  memberships: ["Hungarian Medical Chamber", "Hungarian Dental Association"],
  languages: ["English"],
} satisfies Dentist;
