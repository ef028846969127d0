import { sample } from "../sample";
import type { Dentist } from "../types";

export default {
  slug: "lead-implant-surgeon",
  name: sample("Dr. Kolos Terebesi"),
  title: "Lead surgeon in implantology",
  role: "Lead surgeon",
  cardDescription:
    "Our lead surgeon in implantology places about 1,200 implants a year, from single-tooth implants to full-arch All-on-4 and All-on-6 treatment.",
  metaDescription:
    "Lead implant surgeon in Budapest: about 1,200 implants a year and over 1,300 patients in 2019, from single implants to All-on-4. English and German.",
  stats: [
    { value: "~1,200", label: "implants a year" },
    { value: "1,300+", label: "patients in 2019" },
  ],
  about: [
    "He leads the clinic's implant surgery, placing about 1,200 implants a year, and he treated more than 1,300 patients in 2019. He graduated in dentistry in 2012 and passed his specialty examination in 2015; since then his work has centred on implantology, from single implants and implant bridges to full-arch treatment.",
    "Most of his patients travel to Budapest for their implants, so he plans treatment in phases that fit around work and family. A typical implant journey starts with a consultation and CT scan, continues with surgery over the following days, and ends with the final crowns once the implants have healed, usually three to six months later. He explains each stage in English or German and tells you in advance how many visits to expect.",
    "Where the bone is thin he uses bone grafting and sinus lift procedures, and he chooses among the premium implant systems the clinic works with, Neodent, Straumann and Alpha Bio, to suit each case.",
  ],
  specializations: ["Implantology", "Implant surgery", "Full-arch restorations", "Bone augmentation"],
  secondList: {
    heading: "Treatments",
    items: [
      "Single-tooth implants",
      "All-on-4 and All-on-6",
      "Implant-supported bridges",
      "Bone grafting",
      "Sinus lift",
    ],
  },
  educationHeading: "Education and Memberships",
  education: ["Graduated in dentistry (DMD) in 2012", "Specialty examination, 2015"],
  memberships: ["Hungarian Medical Chamber", "Hungarian Dental Association"],
  languages: ["English", "German"],
} satisfies Dentist;
