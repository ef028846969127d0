/** UI strings. Page copy lives in the other content files; these are labels. */
export const strings = {
  "nav.home": "Home",
  "nav.clinic": "Our Clinic",
  "nav.team": "Our Team",
  "nav.treatments": "Treatments",
  "nav.gallery": "Gallery",
  "nav.prices": "Prices",
  "nav.event": "Consultation Day",
  "nav.travel": "Travel Info",
  "nav.bookNow": "Book Now",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.main": "Main",
  "nav.skipToContent": "Skip to content",
  "footer.quickLinks": "Quick links",
  "footer.treatments": "Popular treatments",
  "footer.contact": "Contact",
  "footer.openingHours": "Opening hours",
  "footer.follow": "Follow us",
  "footer.about": "About us",
  "footer.treatmentsAnchor": "Treatments",
  "footer.tourism": "Dental tourism",
  "footer.contactAnchor": "Contact us",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms & Conditions",
  "footer.sitemap": "Sitemap",
  "footer.rights": "All rights reserved.",
  "footer.newTab": "(opens in a new tab)",
  "scrollTop.label": "Back to top",
  "whatsapp.label": "Chat with us on WhatsApp",
  "whatsapp.short": "WhatsApp",
  "newsletter.title": "Get 10% off your first treatment",
  "newsletter.text":
    "Join our newsletter for travel tips, treatment guides and a 10% discount on your first treatment with us.",
  "newsletter.emailLabel": "Email address",
  "newsletter.submit": "Claim my 10% discount",
  "newsletter.close": "Close",
  "newsletter.thanksTitle": "Almost done: check your inbox",
  // Double opt-in: nothing is subscribed (and no code sent) until the emailed link is clicked.
  "newsletter.thanksText":
    "Check your inbox to confirm your subscription. Your 10% discount code arrives as soon as you click the link in our email.",
  "newsletter.privacy": "We only use your address for our newsletter. Unsubscribe at any time.",
  "notFound.eyebrow": "Error 404",
  "notFound.title": "Page not found",
  "notFound.text":
    "We could not find the page you were looking for. It may have moved, or the address may be mistyped.",
  "notFound.home": "Go to the home page",
  "notFound.treatments": "Browse our treatments",
  "error.title": "Unexpected Application Error!",
} as const;

export type StringKey = keyof typeof strings;

/**
 * Looks up a UI string. The key is typed, so a missing entry fails the type check; should an
 * untyped caller still ask for one, the key itself is shown (docs/product.md, Purpose).
 */
export function t(key: StringKey): string {
  return (strings as Record<string, string>)[key] ?? key;
}
