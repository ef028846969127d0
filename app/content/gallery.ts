/** The words of /gallery: meta, headings, the call to action and the enlargement's labels. */
export const galleryPage = {
  crumb: "Gallery",
  metaTitle: "Gallery: Treatment Results and Our Clinic",
  description:
    "Typical before-and-after results of dental implants, veneers, whitening, crowns and All-on-6, and pictures of our clinic and of Budapest.",
  hero: {
    eyebrow: "Gallery",
    title: "Results and Rooms",
    lead: "Typical treatment results, a look inside our clinic and a few of the places you can enjoy in Budapest between appointments.",
  },
  groups: { clinic: "Inside our clinic", budapest: "Budapest" },
  selectHint: "Select a picture to enlarge it.",
  /** A thumbnail's name: 'Enlarge picture: The waiting room'. */
  enlarge: (caption: string) => `Enlarge picture: ${caption}`,
  cta: "Would you like a result like these?",
  /** Under the enlarged picture: 'Picture 2 of 9. Use the arrow keys to move between pictures.' */
  lightbox: {
    picture: "Picture",
    of: "of",
    keys: ". Use the arrow keys to move between pictures.",
  },
} as const;
