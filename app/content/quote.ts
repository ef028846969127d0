/** The words of /quote around its form (the form's own words are quoteSection in contact.ts). */
export const quotePage = {
  crumb: "Get a Quote",
  title: "Get Your Free Quote",
  description:
    "Request a free, no-obligation quote for your dental treatment in Budapest. Tell us what you need, attach an X-ray or photos if you have them, and we reply within 24 hours.",
  eyebrow: "Free quote",
  lead: "Tell us about the treatment you need. If you have a recent X-ray or photos of your teeth, attach them to the form: they help our dentists price your plan accurately. You receive a personal quote within 24 hours, with no obligation.",
  request: "Request Your Quote",
  expectHeading: "What to expect",
  /** In this order: reviewed by a dentist, the reply time, no obligation (the page gives each an icon). */
  reassurance: [
    {
      title: "Reviewed by our dentists",
      text: "A dentist looks at your details, X-ray or photos before we send your personal quote.",
    },
    {
      title: "Reply within 24 hours",
      text: "Your Dental Tourism Manager answers every enquiry within 24 hours, in English or French.",
    },
    {
      title: "No obligation",
      text: "The quote is free and you decide in your own time. Your final price is confirmed in writing before any treatment begins.",
    },
  ],
} as const;
