/**
 * The privacy policy (/privacy) and the terms and conditions (/terms).
 * Names, contact and registration details come from `site`; the registration numbers in
 * `site.legal` are PLACEHOLDERS until the clinic supplies its own.
 */
import { enquiryRetention } from "~/lib/lead-status";
import { uploadLimits, uploadRetention } from "~/lib/upload-rules";
import { consultationDay } from "./consultation-day";
import { CONFIRM_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from "./newsletter";
import { consultationEvent } from "./event";
import { priceWords } from "./price-list";
import { site } from "./site";

export interface LegalSection {
  /** Anchor id within the page. */
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

const updated = "23 November 2026";
/** The privacy policy changed on its own (the medical history; texts and the waiting list); the terms did not. */
const privacyUpdated = "29 November 2026";
const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
const company = site.legal.companyName;

export const privacyPolicy: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
  metaDescription: string;
} = {
  title: "Privacy Policy",
  updated: privacyUpdated,
  intro: `This policy explains what personal data ${site.name} collects through this website, why we collect it, how long we keep it and what your rights are under the EU General Data Protection Regulation (GDPR) and Hungarian law. We collect as little as we can, we never sell your data and we do not track you: we count visits to our pages ourselves, without cookies and without being able to recognise you.`,
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      paragraphs: [
        `The controller of your personal data is ${company}, trading as ${site.name}, a private dental clinic at ${address}. Company registration number: ${site.legal.registrationNumber}. Tax number: ${site.legal.taxNumber}. Healthcare provider licence: ${site.legal.healthcareLicence}.`,
        `For any question about this policy or your personal data, email ${site.email} with 'Data protection' in the subject line, call ${site.phone.display} or write to us at the address above.`,
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect and why",
      paragraphs: [
        "We only collect the information you choose to give us through the forms on this site, a small amount of technical data needed to run it securely, and counts of the visits to its pages (see 'How we count visits' below).",
      ],
      bullets: [
        "Contact and quote form: your name, email address, phone number (optional), the treatment you are interested in (optional) and your message (optional). We also record the page you sent it from, the time, the version of the privacy notice you agreed to and what brought you to our site (see 'What brought you to us' below). We use this to answer your enquiry, prepare a quote and, if you wish, arrange your appointments and travel.",
        "Health information you choose to send: your message, photos or X-rays may reveal information about your health. We use it only to assess your case and prepare your quote and treatment plan. Please send only what is needed.",
        `X-rays and photos attached to the quote form (up to ${uploadLimits.maxFiles} files): we remove the hidden details photos carry, such as where and with which phone they were taken, before we store them. They are kept in private storage that only signed-in clinic staff can open, never on a public web address.`,
        "Newsletter popup: your email address, the time you signed up, the page you signed up from and the version of the consent wording. We first email you a link to confirm that the address is yours (double opt-in); until you click it we send nothing else. Once you confirm, we record when, give you a personal 10% discount code for your first treatment, and send you our newsletter. Every newsletter email has a one-click unsubscribe link.",
        "Consultation-event booking: payment is handled by our card payment provider, Stripe, on its own secure checkout page. We receive and store the booking reference, the event date, the appointment date and time you choose, your email address, the amount and currency paid, the payment status and what brought you to our site (see 'What brought you to us' below). We never see or store your card number.",
        "Reminders by text, if you choose them when booking or on your booking page: your phone number, the channel (SMS or WhatsApp), the time zone to send in and when you chose it. We text only about your booking and treatment plan, at most once a day and never between 9 pm and 8 am your time; reply STOP at any time and we record that your number wants no more texts.",
        "Waiting list for a full consultation day: your email address, your name, and, if you want offers by text too, your phone number and your consent. We use them only to offer you a place that frees up on that day, and delete them 30 days after it.",
        "Technical data: like any website, our server receives your IP address, browser type, the page requested and the time of the request. These are kept in server logs for a short period to keep the site secure and to find faults, and are not used to identify or profile you.",
      ],
    },
    {
      id: "measurement",
      title: "How we count visits",
      paragraphs: [
        "We count the visits to this website ourselves, on our own server, to learn which pages are read and which advertising brings patients to us. No analytics company is involved and no third party receives any of it. Nothing is stored on or read from your device for it: no cookies and no local storage.",
        "Visits by search engines and other automated software, and visits to the clinic staff's own pages, are not counted. For each page you view, we record only:",
      ],
      bullets: [
        "the address of the page, without its query (the part after a '?')",
        "if you followed a link from another website, that website's name only (such as www.google.com), never the address of the page you came from",
        "the campaign details in the link you followed, if it carries any: the 'UTM' parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content) that advertisers add to their links",
        "the kind of device: phone, tablet or desktop",
        "the language of the page",
        "the time",
        "a visitor code, so that we can count how many different people visit in a day without knowing who they are. It is a scrambled value (a one-way hash) made from your IP address, your browser's description of itself (its 'user agent') and a random value that is replaced every day. The old random value is destroyed, so once the day is over the code can no longer be linked to your address, and you cannot be recognised from one day to the next. Your IP address and browser description themselves are never stored.",
      ],
    },
    {
      id: "visit-attribution",
      title: "What brought you to us",
      paragraphs: [
        "When you send an enquiry through our forms or book the consultation event online, we use that day's visitor code to find what brought you to our site that day and record it with your enquiry or booking: the source (for example a search engine, a newsletter or an advertisement), the medium (for example a paid advertisement, a search result or a link), the campaign, the website you came from and the first page you arrived on. This tells the clinic which advertising works. Visits on earlier days are never linked to you.",
        "If your browser sends a Global Privacy Control or Do Not Track signal, the pages you view are still counted, but without a visitor code, so nothing links them to your enquiry or booking.",
        "Single page views are kept for 30 days and then deleted. What remains are daily totals, such as the number of views of each page on each day, which identify no one. What brought you to our site is kept with your enquiry or booking, for as long as that is kept (see 'How long we keep it').",
        "We do this on the basis of our legitimate interest (Article 6(1)(f) GDPR) in knowing how our website is used and which advertising brings us patients. We do not ask for your consent with a cookie banner because none is needed: nothing is stored on or read from your device beyond what is technically needed to answer your request for a page, so the rules on cookies and similar technologies (Article 5(3) of the ePrivacy Directive) do not apply, and the counts cannot identify you. You may object at any time (see 'Your rights').",
      ],
    },
    {
      id: "patients",
      title: "If you become our patient",
      paragraphs: [
        "When you come to the clinic for consultation or treatment, we create medical records: your medical history, examination findings, X-rays and CT scans, treatment plans, consent forms and the treatment carried out. We also issue invoices. These records are kept under Hungarian healthcare and accounting law, and you will receive further information about them at the clinic.",
      ],
    },
    // Awaiting the clinic's legal review (npm run check:launch names it): above all the limits
    // on erasure, which depend on what Hungarian law lets the clinic erase before the 30 years.
    {
      id: "medical-history",
      title: "Your medical history",
      paragraphs: [
        "Before your consultation day, we ask you to fill in your medical history online. You reach the form through a private link in your booking receipt, on the page where you manage your booking and with your treatment plan, and we send you one reminder by email 7 days before the day. Answering is voluntary, but without your answers your dentist may be unable to plan your treatment safely.",
      ],
      bullets: [
        "What we ask: your general health, the medicines you take (including blood thinners, and bisphosphonates or denosumab), allergies, heart conditions, joint replacements, diabetes, bleeding disorders, infectious diseases, pregnancy or breastfeeding, smoking and alcohol, and any problems you have had with anaesthesia. Each time you send the form we keep it as a new version, with the time you sent it; earlier versions are kept too.",
        "Why: to provide you with health care. Our legal basis is Article 9(2)(h) GDPR: your answers are used by, or under the responsibility of, health professionals bound by professional secrecy (Article 9(3)). The processing is also needed for the contract for your treatment (Article 6(1)(b)) and to keep the medical documentation Hungarian law requires (Article 6(1)(c)).",
        "Who sees it: only signed-in clinic staff, who are bound by professional secrecy, can view or print your answers, and each time a member of staff views them, this is recorded in an audit log. The clinic can transfer them to its own patient record system as a FHIR R4 document, a standard format for health records.",
        "How it is protected: your answers are stored encrypted (AES-256-GCM), with keys kept in the clinic's server configuration. They are never put in an email, never written to our server logs and never part of the site's visit statistics (see 'How we count visits').",
        "How long we keep it: 30 years from your last submission, because Hungarian law requires medical documentation to be kept for that long (section 30(1) of Act XLVII of 1997 on the processing and protection of health and related personal data).",
        "Your rights: when you ask for a copy of your data (see 'How to use your rights'), it includes your medical history. To correct your answers, fill in the form again: your new answers become the current version, and the earlier versions are kept with it. You may ask us to erase it, but as it is medical documentation the law requires us to keep, we can erase it before the 30 years are over only where the law allows; if we cannot, we will tell you why. You can also complain to the Hungarian data protection authority, NAIH (see 'Complaints').",
      ],
    },
    {
      id: "legal-basis",
      title: "Our legal basis",
      paragraphs: ["The GDPR requires a legal basis for each use of your data. Ours are:"],
      bullets: [
        "Consent (Article 6(1)(a)) for answering your enquiry through the contact and quote form and for sending you the newsletter. You give it when you send the form or subscribe.",
        "Explicit consent (Article 9(2)(a)) for any health information you choose to send us before you become a patient, such as details in your message, photos or X-rays.",
        "Contract (Article 6(1)(b)) for your consultation-event booking and, once you are a patient, for providing your treatment.",
        "Legal obligation (Article 6(1)(c)) for issuing invoices and keeping accounting records, and for keeping medical records, which Hungarian law requires of every healthcare provider (with Article 9(2)(h) for the provision of health care).",
        "Provision of health care (Article 9(2)(h)), with the contract for your treatment and our legal obligation to keep medical documentation (Article 6(1)(b) and (c)), for the medical history you fill in online before your consultation day (see 'Your medical history').",
        "Legitimate interests (Article 6(1)(f)) for keeping short-lived server logs so that we can protect the website against misuse, and for counting visits to our pages and recording with an enquiry or booking what brought you to our site (see 'How we count visits').",
      ],
    },
    {
      id: "recipients",
      title: "Who receives your data",
      paragraphs: [
        "We never sell your personal data or share it for marketing. Only the following people and organisations receive it, and only what they need:",
      ],
      bullets: [
        "Clinic staff: your Dental Tourism Manager, our dentists and reception staff, all bound by professional confidentiality.",
        "Our card payment provider, Stripe, which processes your consultation-event payment under its own privacy policy.",
        "Our text message provider (Twilio), which delivers the reminders you chose by SMS or WhatsApp; it receives your phone number and the text, and acts as our processor.",
        "Our hosting provider and our email provider, which store and deliver our data on our behalf. They act as processors under a written contract (Article 28 GDPR) and may not use your data for their own purposes.",
        "Our accountant and the Hungarian authorities, where the law requires it, for example for tax and healthcare records.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      paragraphs: [
        "We keep your data only as long as we need it for the purpose it was collected for, or as long as the law requires:",
      ],
      bullets: [
        `Enquiries that do not lead to treatment: ${enquiryRetention.words} from your last contact with us, then deleted automatically.`,
        `X-rays and photos attached to a quote request: ${uploadRetention.words} from when you send them, then deleted automatically, or sooner if you ask. If you become our patient, the images your dentist needs become part of your medical record.`,
        `Newsletter sign-ups never confirmed: deleted ${UNCONFIRMED_KEPT_DAYS} days after the confirmation link stops working (it works for ${CONFIRM_LINK_DAYS} days), unless the address had confirmed before.`,
        "Newsletter subscription: until you unsubscribe. We then stop writing to you at once and keep your address only as a record that you unsubscribed, so that we never write to you again, and so that your discount code can still be honoured; ask us and we delete it entirely.",
        "Consultation-event booking and payment records: 8 years, as Hungarian accounting law requires.",
        "Patient medical records: as Hungarian law requires (currently 30 years for medical documentation).",
        "Your medical history filled in online: 30 years from your last submission, as Hungarian law requires for medical documentation (see 'Your medical history').",
        "Server logs: a short period, normally a few weeks, unless needed to investigate a security incident.",
        "Page views counted on this site: 30 days, then deleted; only daily totals, which identify no one, are kept. What brought you to our site is kept with your enquiry or booking, for as long as that is kept.",
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      paragraphs: [
        "We aim to store your data within the European Economic Area (EEA). Where one of our providers processes data outside the EEA, for example the payment provider, the transfer is protected by an adequacy decision of the European Commission (such as the EU-US Data Privacy Framework) or by the Commission's Standard Contractual Clauses.",
        "If you write to us from the UK or another country outside the EU, your data travels to us in Hungary, where it is protected by the GDPR.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      paragraphs: ["Under the GDPR you have the right to:"],
      bullets: [
        "access the personal data we hold about you and receive a copy of it",
        "have inaccurate data corrected (rectification)",
        "have your data deleted (erasure) where there is no longer a reason for us to keep it",
        "restrict how we use your data, for example while a correction is checked",
        "receive the data you gave us in a machine-readable format and have it sent to another provider (portability)",
        "object to our use of your data based on legitimate interests",
        "withdraw your consent at any time",
      ],
    },
    {
      id: "using-your-rights",
      title: "How to use your rights",
      paragraphs: [
        `To use any of these rights, email ${site.email}. We may ask you to confirm your identity before we act. We reply within one month, free of charge; for complex requests we may extend this by up to two further months and will tell you why. You can unsubscribe from the newsletter at any time with the one-click link in every newsletter email, or by emailing us. Withdrawing consent does not affect the lawfulness of what we did before you withdrew it, and we may still have to keep records the law requires us to keep, such as invoices and medical documentation.`,
      ],
    },
    {
      id: "complaints",
      title: "Complaints",
      paragraphs: [
        "If you are unhappy with how we handle your data, please contact us first and we will try to put things right.",
        "You also have the right to complain to the Hungarian data protection authority: Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH), Falk Miksa utca 9-11, 1055 Budapest, Hungary; postal address 1363 Budapest, Pf. 9.; website naih.hu. You may instead complain to the data protection authority of the country where you live or work, or go to court.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      paragraphs: [
        "This website uses no tracking or advertising cookies and no analytics services from other companies. We count visits ourselves without storing or reading anything on your device (see 'How we count visits'). We do not build profiles of visitors and we do not follow you across other websites.",
        "The only things this site stores on your device are choices you make yourself. In its local storage, which never leaves your device, your browser keeps the flag 'newsletterSubscribed' (value true), stored only after you subscribe so that the newsletter popup is not shown to you again, and the flag 'language-suggestion-done', stored only when you close or follow the offer to read the site in your browser's language, so that it is not offered again. If you choose EUR or GBP for prices, a cookie named 'currency' remembers your choice for a year; your browser sends it back to us with each page only so that prices are shown in the currency you picked. You can delete all of them at any time by clearing your browser's site data.",
        "Our pages load no fonts, scripts, images or other content from third parties, so no other company learns that you visited. You only connect to another company's website when you choose to: for example when you pay on the payment provider's checkout page, or follow a link to an airline, a hotel or a social network, whose own privacy policies then apply.",
      ],
    },
    {
      id: "security",
      title: "Security",
      paragraphs: [
        "The whole site is served over an encrypted connection (HTTPS). Access to enquiries, bookings and patient records is limited to the staff who need it, and our providers are bound by contract to protect your data.",
        "Ordinary email is not fully secure. If you would like to send X-rays or medical documents, tell your Dental Tourism Manager, who can suggest the safest way to do so.",
      ],
    },
    {
      id: "children",
      title: "Children",
      paragraphs: [
        "This website is intended for adults. We treat patients of all ages, but a parent or guardian should make enquiries and bookings for anyone under 16, and we do not knowingly collect data directly from children under 16. If you believe a child has sent us personal data, please contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our website or the law changes. The date at the top shows when it was last updated. If a change significantly affects how we use data you have already given us, we will tell you by email where we have your address.",
      ],
    },
  ],
  metaDescription: `How ${site.name} collects, uses and protects your personal data under the GDPR: forms, bookings, retention, your rights and no tracking cookies.`,
};

export const termsAndConditions: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
  metaDescription: string;
} = {
  title: "Terms and Conditions",
  updated,
  intro: `These terms apply when you use this website, book our consultation event or arrange treatment with ${site.name}. Please read them before you book. Nothing in these terms affects your statutory rights as a consumer or as a patient.`,
  sections: [
    {
      id: "about-us",
      title: "About us",
      paragraphs: [
        `This website is operated by ${company}, trading as ${site.name}, a private dental clinic at ${address}. Company registration number: ${site.legal.registrationNumber}. Tax number: ${site.legal.taxNumber}. Healthcare provider licence: ${site.legal.healthcareLicence}.`,
        `You can contact us by email at ${site.email} or by phone on ${site.phone.display}.`,
      ],
    },
    {
      id: "information",
      title: "Information on this website",
      paragraphs: [
        "The information on this website is general and for information only. It is not a diagnosis and does not replace an examination by a dentist. Whether a treatment is right for you, how long it takes and what it costs can only be decided after your consultation.",
        "Quotes based on photos or X-rays you send us are estimates. If you have a dental emergency, contact a local dentist or emergency service.",
        "We take care to keep this website accurate and up to date, but we cannot guarantee that it is free of errors. Links to other websites, such as airlines and hotels, are provided for convenience, and we are not responsible for their content.",
      ],
    },
    {
      id: "prices",
      title: "Prices and quotes",
      paragraphs: [
        `Prices on this website are indicative and set in euros (EUR). Amounts in pounds sterling (GBP) are shown for convenience only. ${priceWords.rate}`,
        "Your final price is set out in the written treatment plan you receive after your consultation, and you decide whether to go ahead. If your dentist finds during treatment that additional work is needed, they will explain why and what it costs, and will only carry it out with your agreement.",
      ],
    },
    {
      id: "consultation-event",
      title: "The consultation event",
      paragraphs: [
        "Your first consultation is free: you send us X-rays or photos, or talk to us by phone or video call, and receive a written treatment plan at no cost. The consultation event is a separate, paid consultation day at the clinic. The booking terms are:",
      ],
      bullets: [
        `The fee is ${consultationEvent.feeInWords}, paid online through our card payment provider when you book.`,
        `If you go ahead with treatment at our clinic, the fee is deducted from your treatment plan, shown as the line "${consultationEvent.story.creditLine}".`,
        "The fee is non-refundable.",
        `${consultationDay.rescheduleRule} You can do this through the link in your confirmation email, or by contacting the clinic. The fee is forfeited if you do not attend.`,
        `You choose your appointment time after payment. ${consultationDay.appointmentMeaning} ${consultationDay.arrival}`,
        "If we have to cancel an event, we will offer you another date or refund the fee in full.",
      ],
    },
    {
      id: "payment",
      title: "Payment",
      paragraphs: [
        "Payment is due before each stage of treatment. You can pay by credit or debit card, by bank transfer in EUR or GBP, or in cash in EUR or GBP. Any bank charges for a transfer are paid by the sender, and the full amount must reach our account before treatment begins.",
        "If your treatment is spread over several visits, you can pay in instalments: each stage is paid before it starts. You receive an invoice for every payment.",
      ],
    },
    {
      id: "appointments",
      title: "Appointments, cancellations and no-shows",
      paragraphs: [
        `${consultationDay.treatmentArrival} If you arrive late, we may have to shorten or rebook your appointment.`,
        "If you need to cancel or move a treatment appointment, tell us as early as possible, and at least 48 hours beforehand, so that we can offer the time to another patient. If you cancel treatment that you have already paid for, we refund the payment for work not yet carried out, less the cost of any laboratory work already made for you.",
        "If you do not attend an appointment without telling us, we may charge for laboratory work already made for you, and we cannot guarantee that your treatment can be completed during the same stay.",
        "We are not responsible for the cost of flights, accommodation or other travel arrangements if an appointment has to be moved. We recommend flexible tickets and travel insurance. If we have to move an appointment, we will offer you the nearest possible time and help you change your plans.",
      ],
    },
    {
      id: "warranty",
      title: "Our 3-year warranty",
      paragraphs: [
        "Crowns, bridges, veneers, inlays and implant work carried out at our clinic are covered by a 3-year warranty from the date your treatment is completed. If covered work fails within that period, we repair or replace it at the clinic free of charge. Travel and accommodation costs are not covered.",
        "The warranty applies on these conditions and with these exclusions:",
      ],
      bullets: [
        "You attend a dental check-up every 6 months, at our clinic or with your own dentist, and send us a copy of the written check-up report when asked.",
        "You follow the aftercare instructions your dentist gives you, including daily oral hygiene and, where advised, wearing a night guard.",
        "The warranty does not cover damage caused by accidents or trauma.",
        "The warranty does not cover problems caused by untreated gum disease.",
        "The warranty does not cover problems arising after a failure to attend check-ups.",
        "The warranty does not cover work that has been altered, repaired or removed by another dentist.",
      ],
    },
    {
      id: "liability",
      title: "Our responsibility to you",
      paragraphs: [
        "Our dentists treat you with professional care and in line with accepted standards of dentistry. Every body heals differently, and the outcome of treatment also depends on your general health and on following the aftercare advice, so we cannot guarantee a particular result.",
        "We are not liable for indirect losses, such as travel costs or loss of earnings, except where the law does not allow this to be excluded. Nothing in these terms limits our liability for harm to life, physical integrity or health, or for damage caused intentionally or by gross negligence.",
      ],
    },
    {
      id: "complaints",
      title: "Complaints",
      paragraphs: [
        `If you are not satisfied with our service or your treatment, please tell us, ideally in writing to ${site.email} or to the clinic's address. We reply to written complaints within 30 days and will do our best to resolve the matter.`,
        "If you are not happy with our reply, you can contact a patient rights representative (betegjogi képviselő), who helps patients in Hungary free of charge, or bring a claim before the courts.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      paragraphs: [
        "These terms, and any dispute arising from them or from your treatment, are governed by Hungarian law, and the Hungarian courts have jurisdiction. This does not remove any mandatory protection you have as a consumer.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The date at the top shows when they were last updated. The terms that applied when you made a booking or agreed your treatment plan continue to apply to that booking or plan.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [`${site.name}, ${address}. Email: ${site.email}. Phone: ${site.phone.display}.`],
    },
  ],
  metaDescription: `Terms and conditions of ${site.name}: indicative prices, the €${consultationEvent.feeEur} consultation event, payment, cancellations, our 3-year warranty and complaints.`,
};

/** Words around every legal document. */
export const legalLabels = {
  eyebrow: "Legal",
  lastUpdated: "Last updated:",
  contents: "Contents",
} as const;
