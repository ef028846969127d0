import { sample } from "./sample";

/**
 * The team page (/about/team): the two Dental Tourism Managers and the journey explainer.
 */

export interface TourismManager {
  id: string;
  name: string;
  role: string;
  languages: string[];
  /** E.164, for tel: links. */
  phone: string;
  /** Spaced for display. */
  phoneDisplay: string;
  email: string;
  /** A real photo path under /images/…; without it an initials portrait is drawn. */
  photo?: string;
  bio: string;
}

export const teamIntro: { title: string; lead: string } = {
  title: "Your Dental Tourism Managers",
  lead: "From your first message to your last check-up, one person looks after your trip: answering questions, arranging appointments and helping with flights, hotel and transfers, so you can concentrate on your treatment.",
};

export const tourismManagers: TourismManager[] = [
  {
    id: "english",
    name: sample("Emese Dévai"),
    role: "Dental tourism manager",
    languages: ["English", "Hungarian"],
    phone: "+3615550101",
    phoneDisplay: "+36 1 555 0101",
    email: "english@clinic.example",
    bio: "Your first point of contact if you are coming from the UK, Ireland or another English-speaking country: passes your photos and X-rays to the dentists, sends you a free quote, books your appointments and helps you plan flights, accommodation and your airport transfer.",
  },
  {
    id: "french",
    name: sample("Noémi Szakolczai"),
    role: "Dental tourism manager for French-speaking patients (Responsable du tourisme dentaire)",
    languages: ["French", "English", "Hungarian"],
    phone: "+3615550102",
    phoneDisplay: "+36 1 555 0102",
    email: "francais@clinic.example",
    bio: "Looks after patients from France, Belgium, Switzerland and other French-speaking countries: answers your questions in French, arranges your free quote and appointments, and helps with travel, accommodation and transfers, from your first enquiry to your follow-up visits.",
  },
];

/** The journey explainer list: from first contact to aftercare. */
export const journeySteps: { title: string; text: string }[] = [
  {
    title: "Send us your photos or X-ray",
    text: "Contact your Dental Tourism Manager by phone, email or the contact form and send a recent X-ray or a few photos of your teeth. Our dentists review them and you receive a free, no-obligation quote and treatment plan.",
  },
  {
    title: "Plan your trip",
    text: "Once you are happy with the plan, we agree your treatment dates and help you book flights and a hotel, including our partner hotels near the clinic, and arrange your transfer from Budapest Airport.",
  },
  {
    title: "First visit: consultation and CT scan",
    text: "On your first day you meet your dentist for a consultation, with a panoramic X-ray or CT scan where needed. Your treatment plan and final price are confirmed before any treatment begins.",
  },
  {
    title: "Your treatment",
    text: "Many treatments, such as crowns, veneers and root canal work, are completed in 3-5 days. Implant treatment is done in phased visits of 3-12 days, with a healing period at home between the surgery and the final teeth.",
  },
  {
    title: "Aftercare before you fly home",
    text: "Before you leave we check the result, give you an after-care kit and explain how to look after your new teeth. Your manager stays in touch if you have any questions once you are home.",
  },
  {
    title: "Warranty and follow-up",
    text: "Your treatment is covered by our 3-year warranty. We recommend a check-up every six months, and your manager can arrange follow-up visits whenever you next travel to Budapest.",
  },
];

/** The team page's meta, headings and labels around its copy. */
export const teamLabels = {
  crumb: "Our Team",
  metaTitle: "Your Dental Tourism Managers",
  metaDescription:
    "Meet the English- and French-speaking Dental Tourism Managers who plan your treatment, appointments, flights and hotel in Budapest from first message to aftercare.",
  eyebrow: "Our team",
  managers: "Dental Tourism Managers",
  photoAlt: (name: string) => `Photo of ${name}`,
  /** 'Speaks English, French' */
  speaks: (languages: string) => `Speaks ${languages}`,
  journey: "How your journey works",
  contact: {
    eyebrow: "Start here",
    title: "Send us a message",
    intro: "Your Dental Tourism Manager will reply within 24 hours.",
  },
} as const;
