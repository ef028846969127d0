/**
 * The travel information page (/travel-info): collapsible sections, image galleries,
 * partner hotels, airlines, airport information and the 4-step process.
 * Partner hotels are PLACEHOLDERS on reserved `.example` domains until the clinic supplies its own.
 */
import { site } from "./site";
import { sample } from "./sample";
import type { IconName } from "./types";

export interface TravelSection {
  id:
    | "welcome"
    | "budapest"
    | "hungary"
    | "before-travel"
    | "accommodation"
    | "flights"
    | "steps"
    | "travelling";
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Hotel {
  name: string;
  description: string;
  distance: string;
  href: string;
}

export interface Airline {
  name: string;
  /** IATA code. */
  code: string;
  href: string;
  /** Where it flies from, e.g. 'London Heathrow'. */
  from: string;
}

export interface GalleryImage {
  id: string;
  caption: string;
  alt: string;
  scene:
    | "parliament"
    | "chain-bridge"
    | "thermal-bath"
    | "danube"
    | "clinic-reception"
    | "treatment-room"
    | "laboratory"
    | "waiting-room";
  /** A real photo path under /images/…; without it an illustration of the scene is drawn. */
  photo?: string;
}

/** Icons for the 4-step process, in order (kept apart so the data shape stays as specified). */
export const travelProcessIcons: IconName[] = ["scan", "calendar", "plane", "smile"];

export const travelPage: {
  title: string;
  lead: string;
  metaDescription: string;
  sections: TravelSection[];
  cityImages: GalleryImage[];
  clinicImages: GalleryImage[];
  hotels: Hotel[];
  airlines: Airline[];
  airport: { name: string; paragraphs: string[] };
  process: { title: string; text: string }[];
} = {
  title: "Travel Information",
  lead: "Everything you need to plan your dental trip to Budapest: getting here, where to stay, getting around and how your visit works. Your Dental Tourism Manager can help with every step.",
  metaDescription:
    "Plan your dental trip to Budapest: direct flights from the UK and Europe, partner hotels near the clinic, airport transfers and what to bring for treatment.",
  sections: [
    {
      id: "welcome",
      title: "Welcome to Budapest",
      paragraphs: [
        `Thank you for considering ${site.name}. Each year we welcome patients from the UK, Ireland, France, Germany and many other countries, and we know that travelling abroad for treatment raises practical questions. This page answers the most common ones.`,
        "Most treatments are planned around one stay of 3-5 days, or phased visits of 3-12 days when healing time is needed between stages, for example with implants. Your Dental Tourism Manager agrees the dates with you before you book anything.",
        `If your question is not answered here, call us on ${site.phone.display} or email ${site.email} and we will be glad to help.`,
      ],
    },
    {
      id: "budapest",
      title: "About Budapest",
      paragraphs: [
        "Budapest, the capital of Hungary, is divided by the Danube into hilly Buda on the west bank and flat, lively Pest on the east. The riverside views, including the Parliament building and Buda Castle, are part of the UNESCO World Heritage Site.",
        "The city is famous for its thermal baths, such as the Széchenyi and Rudas baths, fed by natural hot springs. Please ask your dentist before bathing: after surgery or extractions you may be advised to avoid hot water and saunas for a few days.",
        "Between appointments you can walk along the Danube promenade, cross the Chain Bridge, visit the Great Market Hall or enjoy the cafés and restaurants of the city centre, most of which are easy to reach from the clinic.",
      ],
    },
    {
      id: "hungary",
      title: "About Hungary",
      paragraphs: [
        "Hungary is a member of the European Union and of the Schengen Area. The local currency is the Hungarian forint (HUF), but you can pay for your treatment at the clinic in EUR or GBP, by card, bank transfer or cash. Cards are accepted almost everywhere in Budapest.",
        "Hungary uses Central European Time (CET, one hour ahead of the UK and Ireland), with summer time from late March to late October. Plugs are the European two-pin type (230 V), so visitors from the UK and Ireland need an adapter.",
        "Hungarian is the official language, but English is widely spoken in central Budapest, in hotels, restaurants and shops, and of course by our team.",
      ],
    },
    {
      id: "before-travel",
      title: "Before You Travel",
      paragraphs: [
        "Check that your travel documents are valid for the whole trip. UK and other non-EU visitors need a valid passport and should check the current entry requirements for the Schengen Area on their government's travel advice pages before booking, as EU border systems are changing. EU citizens can travel with a valid national identity card or passport.",
        "We recommend travel insurance for every trip. A UK Global Health Insurance Card (GHIC) or a European Health Insurance Card (EHIC) covers necessary state healthcare, but not planned private treatment or travel costs.",
        "If your treatment needs more than one visit, plan phased trips of 3-12 days with your Dental Tourism Manager, who will tell you how long to wait between visits.",
      ],
      bullets: [
        "A valid passport or national identity card",
        "Travel insurance details",
        "Any recent dental X-rays or CT scans",
        "A list of the medicines you take and any allergies",
        "Letters or reports about relevant medical conditions",
        "Any dentures, night guards or other dental appliances you wear",
      ],
    },
    {
      id: "accommodation",
      title: "Accommodation",
      paragraphs: [
        "We work with two partner hotels where our patients receive discounted rates: one only 100 m from the clinic, and one a quiet 20-minute ride from the city centre. Both can be booked through the links below or with the help of your Dental Tourism Manager.",
        "Choose your dates once your treatment plan is agreed, and allow a spare day at the end of your stay in case your dentist wants a final check before you fly home.",
      ],
    },
    {
      id: "flights",
      title: "Flights",
      paragraphs: [
        "Budapest has frequent direct flights from London, Dublin, Manchester, Paris, Frankfurt, Munich and many other airports in the UK and Western Europe. The flight takes about 2-3 hours.",
        "Please book your flights only after you have received and agreed your treatment plan, so your travel dates match your appointments. Fares are usually lowest when booked several weeks ahead, and flexible tickets are worth considering for treatment in several stages.",
      ],
    },
    {
      id: "steps",
      title: "Your Visit Step by Step",
      paragraphs: [
        "Planning your treatment takes four simple steps, from a free quote to your first appointment. Your Dental Tourism Manager stays with you throughout and is your single point of contact.",
        "Most patients start with a recent panoramic X-ray or a few clear photos of their teeth. If you do not have an X-ray, we take one free of charge at your first visit.",
      ],
    },
    {
      id: "travelling",
      title: "Getting Around",
      paragraphs: [
        "From the airport, the quickest way to the clinic is by taxi, which takes about 30-40 minutes. Your Dental Tourism Manager can also arrange a transfer that meets you in the arrivals hall.",
        "The clinic is near Nyugati railway station, which is well served by public transport: trams 4 and 6 run along the Grand Boulevard, and the M3 metro line stops at Nyugati pályaudvar. Tickets and passes can be bought from machines at the stops or in the BudapestGO app.",
        "If you take a taxi in the city, use a licensed taxi (yellow, with a taxi sign and a meter) or order one through a ride app, and avoid unofficial drivers who approach you at stations.",
      ],
    },
  ],
  cityImages: [
    {
      id: "parliament",
      caption: "The Hungarian Parliament Building on the Danube",
      alt: "Illustration: the Hungarian Parliament Building with its central dome beside the Danube",
      scene: "parliament",
    },
    {
      id: "chain-bridge",
      caption: "The Chain Bridge, linking Buda and Pest",
      alt: "Illustration: the Chain Bridge crossing the Danube, with Buda Castle hill behind it",
      scene: "chain-bridge",
    },
    {
      id: "thermal-bath",
      caption: "One of Budapest's famous thermal baths",
      alt: "Illustration: an outdoor thermal pool in front of a historic bath building",
      scene: "thermal-bath",
    },
    {
      id: "danube",
      caption: "The Danube promenade in the city centre",
      alt: "Illustration: the Danube riverbank with boats and the Buda hills in the distance",
      scene: "danube",
    },
  ],
  clinicImages: [
    {
      id: "clinic-reception",
      caption: "Our reception, where your visit begins",
      alt: "Illustration: the clinic's bright reception desk",
      scene: "clinic-reception",
    },
    {
      id: "treatment-room",
      caption: "A modern treatment room",
      alt: "Illustration: a treatment room with a dental chair and overhead light",
      scene: "treatment-room",
    },
    {
      id: "laboratory",
      caption: "Our in-house dental laboratory",
      alt: "Illustration: a dental technician's workbench in the clinic laboratory",
      scene: "laboratory",
    },
    {
      id: "waiting-room",
      caption: "A comfortable waiting room",
      alt: "Illustration: the clinic's waiting room with armchairs",
      scene: "waiting-room",
    },
  ],
  hotels: [
    sample({
      name: "Partner Hotel Nyugati",
      description:
        "A comfortable city hotel just around the corner from the clinic, ideal if you want to rest between appointments. Our patients receive a discounted rate.",
      distance: "100 m from the clinic",
      href: "https://hotel-nyugati.example",
    }),
    sample({
      name: "Partner Riverside Hotel",
      description:
        "A quiet hotel by the Danube with spacious rooms, good for longer stays and for travelling with a companion. Our patients receive a discounted rate.",
      distance: "20-minute ride to the city centre",
      href: "https://riverside-hotel.example",
    }),
  ],
  airlines: [
    { name: "British Airways", code: "BA", href: "https://www.britishairways.com", from: "London Heathrow" },
    { name: "Ryanair", code: "FR", href: "https://www.ryanair.com", from: "Dublin and London Stansted" },
    { name: "Wizz Air", code: "W6", href: "https://wizzair.com", from: "London Luton" },
    { name: "easyJet", code: "U2", href: "https://www.easyjet.com", from: "London Gatwick" },
    { name: "Jet2", code: "LS", href: "https://www.jet2.com", from: "Regional UK airports" },
    { name: "Lufthansa", code: "LH", href: "https://www.lufthansa.com", from: "Frankfurt and Munich" },
  ],
  airport: {
    name: "Budapest Ferenc Liszt International Airport (BUD)",
    paragraphs: [
      "Budapest's international airport lies about 16 km south-east of the city centre. A taxi from the official taxi rank outside arrivals takes about 30-40 minutes to the city centre and the clinic, depending on traffic.",
      "The 100E airport bus runs directly to Deák Ferenc tér in the city centre and needs its own airport shuttle ticket. If you prefer to be met, your Dental Tourism Manager can arrange a transfer from the arrivals hall to your hotel or the clinic.",
    ],
  },
  process: [
    {
      title: "Send Us Your X-ray or Photos",
      text: "Send a recent X-ray or a few photos of your teeth through our contact form or by email. Our dentists review them and you receive a free, no-obligation quote.",
    },
    {
      title: "Agree Your Treatment Plan and Dates",
      text: "Your Dental Tourism Manager explains the plan and the price, answers your questions and agrees treatment dates that suit you.",
    },
    {
      title: "Book Flights and Hotel With Our Help",
      text: "Once your dates are set, book your flights and choose one of our partner hotels. We can arrange your airport transfer too.",
    },
    {
      title: "Arrive, Consultation, Treatment",
      text: "We welcome you at the clinic for your consultation and a free panoramic X-ray, confirm your plan in writing and begin your treatment.",
    },
  ],
};

/** Words of the travel page's hotel, airline and picture blocks. */
export const travelLabels = {
  metaTitle: "Travel Information for Your Dental Trip to Budapest",
  eyebrow: "Plan your visit",
  onThisPage: "On this page",
  whatToBring: "What to bring",
  clinicPictures: "Pictures of our clinic",
  cityPictures: "Pictures of Budapest",
  cta: {
    heading: "Ready to plan your trip?",
    text: "Your Dental Tourism Manager can help with every step: treatment dates, flights, hotels and airport transfers.",
  },
  contact: {
    eyebrow: "Plan your visit",
    intro:
      "Send us your details and your Dental Tourism Manager will reply within 24 hours with a free, no-obligation quote and help with your travel plans.",
  },
  partnerHotels: "Our partner hotels",
  visit: (name: string) => `Visit ${name}`,
  airlines: "Airlines flying to Budapest",
  from: (city: string) => `From ${city}`,
  /** Read out when the carousel moves: 'Picture 2 of 6: The waiting room'. */
  pictureAnnounce: (number: number, total: number, caption: string) =>
    `Picture ${number} of ${total}: ${caption}`,
  /** Before a numbered step's title, for screen readers: 'Step 2: '. */
  step: (number: number) => `Step ${number}: `,
} as const;
