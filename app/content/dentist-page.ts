/** Words around every dentist's own content on /dentists/<slug>: headings, list titles, contact. */
export const dentistPageLabels = {
  /** A dentist's portrait, here and on the clinic page: 'Portrait of Dr …'. */
  portraitAlt: (name: string) => `Portrait of ${name}`,
  about: "About",
  expertise: "Areas of Expertise",
  specialisations: "Specialisations",
  education: "Academic background",
  memberships: "Professional memberships",
  languages: "Languages spoken",
  /**
   * A dentist's card role on the clinic page, and the heading over their education: the content
   * keeps English's (types.ts, DentistRole and educationHeading), each language says them here.
   */
  roles: {
    "Lead surgeon": "Lead surgeon",
    "Oral surgeon": "Oral surgeon",
    "Cosmetic dentist": "Cosmetic dentist",
    Endodontist: "Endodontist",
  },
  educationHeadings: {
    "Education and Memberships": "Education and Memberships",
    Achievements: "Achievements",
  },
  schedule: {
    heading: "Schedule Your Consultation",
    text: "Call us or send a message, and we will find a time that suits your trip.",
  },
  contact: {
    eyebrow: "Free consultation",
    title: "Book your consultation",
    intro:
      "Tell us what you would like to change, and send X-rays or photos if you have them. We reply within 24 hours, and your written treatment plan with the full price is free.",
  },
} as const;
