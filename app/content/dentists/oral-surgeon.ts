import { sample } from "../sample";
import type { Dentist } from "../types";

export default {
  slug: "oral-surgeon",
  name: sample("Dr. Örs Kemenes"),
  title: "Oral surgeon",
  role: "Oral surgeon",
  cardDescription: "Content to be added based on your requirements.",
  metaDescription:
    "Oral surgeon at our private dental clinic in Budapest, part of the surgical team caring for patients from the UK and Western Europe. Full profile to follow.",
  stats: [],
  about: ["Content to be added based on your requirements."],
  specializations: [],
  secondList: { heading: "Treatments", items: [] },
  educationHeading: "Education and Memberships",
  education: [],
  memberships: [],
  languages: [],
} satisfies Dentist;
