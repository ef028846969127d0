import { sample } from "../sample";
import type { Dentist } from "../types";

export default {
  slug: "clinical-director",
  name: sample("Dr. Bendegúz Várkonyi"),
  title: "Clinical leader and oral surgeon",
  role: "Oral surgeon",
  cardDescription:
    "Our clinical leader and oral surgeon places more than 1,100 implants a year and oversees the planning of complex implant and surgical cases.",
  metaDescription:
    "Meet the clinical leader and oral surgeon of our Budapest clinic: 1,100+ implants a year with Neodent, Straumann and Alpha Bio. English and German spoken.",
  stats: [
    { value: "1,100+", label: "implants per year" },
    { value: "1,648", label: "patients in 2019" },
  ],
  about: [
    "As clinical leader, he oversees treatment planning across the clinic and personally carries out many of its most demanding surgical cases. He graduated in dentistry in 2000, qualified as a specialist in oral surgery in 2004 and in prosthetic dentistry in 2005, so he plans the implant and the teeth that will sit on it as one piece of work. Today he places more than 1,100 implants a year, and he treated 1,648 patients in 2019.",
    "Many of his patients travel from the UK and elsewhere in Western Europe, so he plans each case with the journey in mind. He reviews your X-rays and photos before you arrive, explains every step in clear English or German, and arranges the surgery so that your visits to Budapest are as few and as short as the treatment safely allows.",
    "He works with implant systems from three established makers, Neodent, Straumann and Alpha Bio, which lets him match the implant to your bone, your budget and the restoration planned on top of it.",
  ],
  specializations: ["Oral surgery", "Implantology", "Dento-alveolar surgery", "Prosthetic dentistry"],
  secondList: {
    heading: "Treatments",
    items: [
      "Dental implants (Neodent, Straumann, Alpha Bio)",
      "All-on-4 and All-on-6 full-arch restorations",
      "Bone grafting",
      "Sinus lift",
      "Wisdom tooth removal",
      "Implant-supported crowns and bridges",
    ],
  },
  educationHeading: "Education and Memberships",
  education: [
    "Graduated in dentistry (DMD) in 2000",
    "Specialist qualification in oral surgery, 2004",
    "Specialist qualification in prosthetic dentistry, 2005",
  ],
  memberships: ["Hungarian Medical Chamber", "Hungarian Dental Association"],
  languages: ["English", "German"],
} satisfies Dentist;
