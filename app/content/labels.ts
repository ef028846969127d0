/**
 * Labels used on many pages: calls to action, the words a screen reader hears on links and
 * carousels, and short states. One place for each, so a second language is one more file of
 * this shape. Words of one page live in that page's content module.
 */
import { site } from "./site";

export const labels = {
  actions: {
    call: "Call",
    callUs: "Call us",
    callNow: "Call Now",
    bookConsultation: "Book Consultation",
    bookFreeConsultation: "Book Free Consultation",
    getFreeQuote: "Get a Free Quote",
    getQuote: "Get a Quote",
    viewPriceList: "View Price List",
    returnHome: "Return to Homepage",
    travelInformation: "Travel Information",
    readMore: "Read more",
    close: "Close",
    orEmail: "or email",
  },
  a11y: {
    /** After a link that opens another site, for screen readers. */
    newTab: "(opens in a new tab)",
    /** '(opens Partner Hotel Budapest in a new tab)' */
    opensInNewTab: (name: string) => `(opens ${name} in a new tab)`,
    breadcrumb: "Breadcrumb",
    /** The phone link's name where only the number shows: 'Call us: +36 1 555 0100'. */
    callUsOn: (phone: string) => `Call us: ${phone}`,
  },
  carousel: {
    roleDescription: "carousel",
    slide: "slide",
    /** A slide's name: '2 of 5'. */
    slideOf: (number: number, total: number) => `${number} of ${total}`,
    previousPicture: "Previous picture",
    nextPicture: "Next picture",
  },
  booking: {
    fullyBooked: "Fully booked",
    noDates: "No dates",
    notFound: "We could not find this booking.",
  },
  calendar: {
    addToCalendar: "Add to your calendar",
    icsFile: "Calendar file (.ics)",
    google: "Google Calendar",
    outlook: "Outlook.com",
  },
  openingHours: "Opening hours",
  /** The plain-text body of a 404 from an address that is not a page. */
  notFound: "Not Found",
  /** The title of a treatment's or a dentist's page whose slug matches none. */
  pageNotFoundTitle: `Page not found | ${site.name}`,
} as const;
