import { includesInWords, listInWords, ukSaving } from "../lib/pricing";
import { contactSection } from "./contact";
import type { HomeContent } from "./home-types";
import {
  calculatorLimits,
  calculatorTreatments,
  comparisonCountries,
  completeTreatments,
  type CompleteTreatmentId,
} from "./price-list";

/** 'a complete Straumann implant (Straumann implant, surgery, abutment and zirconia crown)' */
const oneOf = (id: CompleteTreatmentId) => {
  const name = completeTreatments[id].name;
  return `a ${name.charAt(0).toLowerCase()}${name.slice(1)} (${includesInWords(id)})`;
};
import { sample } from "./sample";

/** Every saving the home page claims, from the price list (docs/prices.md). */
const saving = ukSaving();
const implantSaving = ukSaving(["straumann-implant", "neodent-implant"]);
const crownSaving = ukSaving(["porcelain-crown"]);

export const home = {
  hero: {
    eyebrow: "Private Dental Clinic in Budapest",
    title: "Exceptional Dental Care in Budapest",
    subtitle: `Premium implants, crowns and veneers at up to ${saving.max}% less than UK prices, with a 3-year warranty. Most treatments are completed in 3-5 days.`,
    trust: ["3-year warranty", "Treatment in 3-5 days", "ISO 9001 certified"],
  },

  results: {
    eyebrow: "Treatment Results",
    title: "See the Difference",
    intro:
      "Typical results, illustrated. Drag the slider to compare before and after. Photos of our own patients will follow.",
    items: [
      {
        id: "dental-implants",
        title: "Dental Implants",
        description:
          "A missing front tooth replaced with a Straumann implant and a zirconia crown, matched to the shade of the neighbouring teeth.",
        before: {
          illustration: "missing-tooth",
          alt: "Illustration: smile with a gap where an upper front tooth is missing",
        },
        after: {
          illustration: "implant-restored",
          alt: "Illustration: the same smile with the gap filled by an implant crown",
        },
      },
      {
        id: "veneers",
        title: "Veneers",
        description:
          "Worn, uneven front teeth covered with thin porcelain veneers to give an even length, shape and colour.",
        before: {
          illustration: "worn-uneven",
          alt: "Illustration: smile with worn front teeth of uneven length",
        },
        after: {
          illustration: "veneers",
          alt: "Illustration: the same smile with even, natural-looking porcelain veneers",
        },
      },
      {
        id: "teeth-whitening",
        title: "Teeth Whitening",
        description:
          "Professional in-clinic whitening after a hygiene session, lifting stains from coffee, tea and smoking by several shades.",
        before: {
          illustration: "stained",
          alt: "Illustration: smile with yellowed, stained teeth",
        },
        after: {
          illustration: "whitened",
          alt: "Illustration: the same smile with noticeably whiter teeth",
        },
      },
      {
        id: "crown-bridge",
        title: "Crown & Bridge",
        description:
          "A broken tooth rebuilt with a zirconia crown and a nearby gap closed with a bridge made in our in-house laboratory.",
        before: {
          illustration: "broken-crown",
          alt: "Illustration: smile with a broken tooth and a gap beside it",
        },
        after: {
          illustration: "crown-bridge",
          alt: "Illustration: the same smile restored with a crown and a bridge",
        },
      },
      {
        id: "all-on-6",
        title: "All-on-6",
        description:
          "A toothless upper jaw restored with a fixed full-arch bridge anchored on six implants, replacing a removable denture.",
        before: {
          illustration: "toothless-arch",
          alt: "Illustration: upper jaw with no remaining teeth",
        },
        after: {
          illustration: "full-arch",
          alt: "Illustration: the same jaw with a complete fixed arch of teeth on implants",
        },
      },
    ],
  },

  about: {
    eyebrow: "About Us",
    title: "Exclusive Private Dental Clinic",
    paragraphs: [
      "For more than 15 years we have cared for patients of all ages, from children to older adults, in a modern private clinic in the heart of Budapest. With nearly 40 medical specialties under one roof, we can plan and carry out even complex treatment without sending you elsewhere.",
      "Our in-house laboratory makes crowns, bridges and veneers on site, so our dentists and technicians work side by side and your new teeth are ready within days. For implants we use premium systems only: Neodent, Straumann and Alpha Bio.",
      "Many of our patients come to us nervous. Treatment is carried out under local anaesthesia and is pain-free, and we explain every step before we begin, so you always know what is happening and why.",
    ],
    stats: [
      { value: 5000, label: "Happy patients" },
      { value: 20, label: "Expert dentists" },
      { value: 30, label: "Countries served" },
    ],
    awards: [
      {
        title: "Superbrand",
        text: "Recognised as a Superbrand for the trust our patients place in us.",
      },
      {
        title: "Best of Budapest",
        text: "Named among the best of Budapest for dental care and patient service.",
      },
      {
        title: "ISO 9001",
        text: "Certified quality management across every step of your care.",
      },
    ],
  },

  whyChooseUs: {
    eyebrow: "Why Choose Us",
    title: "Why Patients Choose Our Clinic",
    intro:
      "Travelling abroad for dental treatment is a big decision. These are the things our patients tell us matter most.",
    cards: [
      {
        id: "quality",
        icon: "award",
        title: "Premium Quality",
        text: "Straumann, Neodent and Alpha Bio implants, quality materials from our in-house laboratory and ISO 9001 certified processes, backed by a 3-year warranty.",
      },
      {
        id: "care",
        icon: "heart",
        title: "Gentle, Personal Care",
        text: "Pain-free treatment under local anaesthesia, time to ask questions, and a Dental Tourism Manager who looks after you from your first message to your flight home.",
      },
      {
        id: "experience",
        icon: "stethoscope",
        title: "Proven Experience",
        text: "More than 15 years of practice, nearly 40 medical specialties and a team of 20 dentists who have treated patients from 30 countries.",
      },
      {
        id: "affordable",
        icon: "euro",
        title: "Fair, Clear Prices",
        text: `Save up to ${saving.max}% compared with UK prices. You receive a written treatment plan with a full price before any work begins.`,
      },
    ],
  },

  treatments: {
    eyebrow: "Our Treatments",
    title: "Treatments We Offer",
    intro:
      "From a single crown to a full set of fixed teeth, every treatment starts with a free review of your X-rays or photos and a written plan with the full price. Tap a card to learn more.",
    cards: [
      {
        id: "dental-implant",
        title: "Dental Implants",
        description:
          "A permanent replacement for missing teeth, using Straumann, Neodent and Alpha Bio implant systems.",
        link: "/treatments/dental-implant",
        icon: "layers",
        article: {
          title: "Dental Implants",
          paragraphs: [
            "A dental implant is a small titanium post placed in the jawbone where a tooth is missing. Once it has bonded with the bone, it holds a crown that looks, feels and works like a natural tooth. Implants can replace a single tooth, several teeth or a whole arch.",
            "Your first visit includes a consultation and a CT scan, so your dentist can check the bone and plan the exact position of each implant. Placing one implant usually takes 30-60 minutes under local anaesthesia.",
            "The implant then needs time to bond with the bone, generally 3-6 months. You go home with a temporary solution and return for a second visit, when we fit the final crown made in our in-house laboratory. If the bone needs support first, bone grafting or a sinus lift can be planned at the start.",
            "We use premium implant systems only: Straumann, Neodent and Alpha Bio. Your work is covered by our 3-year warranty, and with good home care and check-ups every six months an implant can serve you for many years.",
          ],
          illustration: "implant-restored",
          imageAlt: "Illustration: smile with a missing front tooth replaced by an implant crown",
        },
      },
      {
        id: "dental-crown",
        title: "Dental Crowns",
        description:
          "Strong, natural-looking crowns and bridges for damaged or missing teeth, made in our in-house laboratory.",
        link: "/treatments/dental-crown",
        icon: "shield",
        article: {
          title: "Dental Crowns and Bridges",
          paragraphs: [
            "A crown is a cap that covers a tooth weakened by decay, a large filling, a fracture or root canal treatment. It restores the shape and strength of the tooth and protects what remains of it. A bridge uses crowns on neighbouring teeth to hold a replacement tooth across a gap.",
            "We offer zirconia, all-ceramic (e.max) and porcelain-fused-to-metal crowns. At your consultation your dentist will explain which material suits the position of the tooth, your bite and your budget.",
            "The tooth is shaped under local anaesthesia and scanned or measured, and you wear a temporary crown while the final one is made. Because our laboratory is on site, crowns and bridges are usually completed within 3-5 days, and the dentist can check the fit and colour with the technician before fitting.",
            "With daily brushing, cleaning between the teeth and check-ups every six months, a well-made crown can last for many years. All crowns and bridges are covered by our 3-year warranty.",
          ],
          illustration: "crown-bridge",
          imageAlt: "Illustration: smile restored with a crown and a bridge",
        },
      },
      {
        id: "fixed-dentures",
        title: "All-on-4 & All-on-6",
        description:
          "A full arch of fixed teeth on four or six implants, for patients with no teeth or failing teeth.",
        link: "/treatments/fixed-dentures",
        icon: "smile",
        article: {
          title: "All-on-4 and All-on-6 Fixed Dentures",
          paragraphs: [
            "All-on-4 and All-on-6 replace a whole arch of teeth with a fixed bridge anchored on implants: four implants per arch for All-on-4 and six for All-on-6. The bridge stays in place and is not removed at night, so there is no loose denture and no adhesive.",
            "The choice between four and six implants depends on the amount and quality of your bone, which we assess with a CT scan at your first visit. Six implants spread the biting forces further, while four implants can often avoid the need for bone grafting.",
            "Treatment is usually planned in phases. At the first stay the implants are placed under local anaesthesia and you receive fixed temporary teeth. After a healing period of generally 3-6 months, you return for the final bridge, made in our in-house laboratory.",
            "Many patients choose this treatment after years of struggling with a removable denture. We will talk you through what to expect when eating and speaking with your new teeth, and how to clean them. The work is covered by our 3-year warranty.",
          ],
          illustration: "full-arch",
          imageAlt: "Illustration: a complete fixed arch of teeth on implants",
        },
      },
      {
        id: "cosmetic",
        title: "Cosmetic Dentistry",
        description: "Porcelain veneers, whitening and invisible aligners for a brighter, more even smile.",
        link: "/treatments/porcelain-veneers",
        icon: "sparkles",
        article: {
          title: "Cosmetic Dentistry",
          paragraphs: [
            "Cosmetic dentistry improves the colour, shape and alignment of your teeth. The most suitable option depends on what you would like to change, and your dentist will talk through the choices with you at your consultation.",
            "Porcelain veneers are thin shells bonded to the front of the teeth. They can cover chips, wear, gaps and discolouration, and are made in zirconia or e.max ceramic in our in-house laboratory. Veneers are usually completed within 3-5 days.",
            "Professional whitening lightens natural teeth safely in the clinic, usually after a hygiene session to remove tartar and surface stains. Please note that whitening does not change the colour of existing crowns, veneers or fillings.",
            "For crooked or crowded teeth, invisible aligners move the teeth gradually with a series of clear, removable trays. They are worn for 20-22 hours a day and changed about every two weeks.",
          ],
          illustration: "veneers",
          imageAlt: "Illustration: smile with even, natural-looking porcelain veneers",
        },
      },
    ],
  },

  tourism: {
    eyebrow: "Dental Tourism",
    title: "Dental Treatment in Budapest",
    intro:
      "Every year patients from across Europe travel to Budapest for their dental care. Here is why it makes sense.",
    blocks: [
      {
        id: "savings",
        icon: "euro",
        title: `Save up to ${saving.max}%`,
        text: `Against UK prices for the same premium implants and materials, a complete implant costs ${implantSaving.min}-${implantSaving.max}% less here and a crown ${crownSaving.max}% less. Even with flights and a hotel, most patients spend far less than they would at home.`,
      },
      {
        id: "standards",
        icon: "shield",
        title: "European Standards",
        text: "We work to EU standards with ISO 9001 certified quality management, premium materials and implant systems, and a 3-year warranty on our work.",
      },
      {
        id: "efficiency",
        icon: "clock",
        title: "Treatment in Days",
        text: "Crowns, bridges and veneers are usually completed in 3-5 days. Implant treatment is planned in phased visits of 3-12 days, with time to heal in between.",
      },
      {
        id: "destination",
        icon: "plane",
        title: "A City Worth Visiting",
        text: "Budapest is a short flight from the UK, Ireland, France and Germany. Between appointments you can relax in the thermal baths, walk along the Danube and enjoy the city's cafes.",
      },
    ],
    partner: {
      eyebrow: "Exclusive Accommodation Partner",
      title: "Stay Close to the Clinic",
      text: "Our partner hotel is a short walk from the clinic, so you can rest comfortably between appointments. Our patients receive discounted rates, and our team can help you choose dates that fit your treatment plan.",
      linkLabel: "Book your stay",
    },
  },

  journey: {
    eyebrow: "How It Works",
    title: "Your Journey With Our Team",
    intro:
      "Your personal Dental Tourism Manager guides you from your first message to your aftercare at home.",
    steps: [
      {
        title: "Send Your X-ray or Photos",
        text: "Send us a recent X-ray or a few photos of your teeth. Our dentists review them and we send you a free, no-obligation quote.",
      },
      {
        title: "Plan With Your Dental Tourism Manager",
        text: "Your manager answers your questions, agrees dates with you and helps with flights, accommodation and airport transfers.",
      },
      {
        title: "First Visit: Consultation and CT",
        text: "At the clinic you meet your dentist, have a CT scan and receive a written treatment plan with a final price before any work begins.",
      },
      {
        title: "Your Treatment",
        text: "Most treatments are completed in 3-5 days. Implant treatment is carried out in phased visits of 3-12 days, with healing time in between.",
      },
      {
        title: "Aftercare and Warranty",
        text: "You go home with aftercare advice and an after-care kit, and your treatment is covered by our 3-year warranty. We stay in touch for any questions.",
      },
    ],
  },

  calculator: {
    eyebrow: "Plan Your Budget",
    title: "Treatment Cost Calculator",
    intro:
      "Choose the number of implants and crowns you need to see an estimate in Budapest and how much you could save compared with the UK, Germany and the USA.",
    note: "This estimate is indicative. You will receive a final quote after your consultation.",
    implantsLabel: "Number of implants",
    crownsLabel: "Number of crowns",
    eachInBudapest: "each in Budapest",
    resultLabel: "Your estimated cost in Budapest",
    // Built from the price list, so it names what the prices really add up.
    includes: `What the prices include: each implant is ${oneOf(calculatorTreatments.implant)}; each crown is ${oneOf(calculatorTreatments.crown)} on a natural tooth.`,
    limitMessage: `Enter a whole number from ${calculatorLimits.min} to ${calculatorLimits.max}. The estimate counts ${calculatorLimits.max} at most.`,
  },

  comparison: {
    eyebrow: "Prices",
    title: "Compare Prices",
    intro:
      "See what common treatments cost in Budapest compared with the UK, Germany and the USA, and how much you could save.",
    disclaimer:
      "Prices are indicative. Each Budapest price adds up the items of our price list it names; the prices at home are for the same complete treatment. Your final price depends on your treatment plan, agreed after your consultation.",
    caption: `Indicative prices of complete treatments: Budapest against ${listInWords(comparisonCountries.map((c) => c.inSentence))}, with the saving`,
    treatmentHeading: "Treatment",
    budapestHeading: "Budapest",
    save: (percent: number) => `Save ${percent}%`,
  },

  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Patients Say",
    items: [
      sample({
        name: "Sarah M.",
        location: "Manchester, UK",
        text: "I was nervous about travelling abroad for implants, but the team explained everything clearly and the price was exactly as quoted. The clinic was spotless and my Dental Tourism Manager answered every message quickly.",
        treatment: "Dental Implants",
        rating: 5,
      }),
      sample({
        name: "Claire D.",
        location: "Lyon, France",
        text: "I had six veneers fitted during a five-day stay. The dentist took time to agree the shape and shade with me before anything was made, and I am very happy with how natural they look.",
        treatment: "Porcelain Veneers",
        rating: 5,
      }),
      sample({
        name: "Declan O.",
        location: "Cork, Ireland",
        text: "Two crowns and a bridge, finished in under a week. I barely felt the injections and everyone was friendly and patient. Having the hotel a short walk away made the trip easy.",
        treatment: "Crown & Bridge",
        rating: 5,
      }),
      sample({
        name: "Thomas K.",
        location: "Munich, Germany",
        text: "I came for All-on-6 over two visits. Each step was explained in advance and the treatment plan did not change along the way. After years with a loose denture, I can eat with confidence again.",
        treatment: "All-on-6",
        rating: 5,
      }),
    ],
  },

  contact: contactSection,
} satisfies HomeContent;

/** Words of the home page's sections that are not section copy: buttons, names for screen readers. */
export const homeLabels = {
  meta: {
    title: "Private Dental Clinic in Budapest: Implants, Crowns and Veneers",
    description: `Premium dental implants, crowns and veneers in Budapest at up to ${saving.max}% less than UK prices, with a 3-year warranty and most treatment completed in 3-5 days.`,
  },
  exploreTreatments: "Explore Treatments",
  seeResults: "See treatment results",
  compare: {
    before: "Before",
    after: "After",
    /** The slider's name: 'Compare before and after: Dental Implants'. */
    label: (title: string) => `Compare before and after: ${title}`,
  },
  calculator: {
    /** One sentence, the country its placeholder (price-list.ts's `inSentence`): 'You save against the UK'. */
    savingAgainst: (country: string) => `You save against ${country}`,
    /** The stepper buttons' names: 'One fewer: number of implants'. */
    fewer: (label: string) => `One fewer: ${label}`,
    more: (label: string) => `One more: ${label}`,
  },
  testimonials: {
    announce: (number: number, total: number) => `Testimonial ${number} of ${total}`,
    rated: (rating: number) => `Rated ${rating} out of 5`,
    previous: "Previous testimonial",
    next: "Next testimonial",
    show: (number: number) => `Show testimonial ${number}`,
  },
  treatments: {
    /** 'Dental Implants page' with ' (treatment guide)' for screen readers. */
    page: "page",
    guide: "(treatment guide)",
    about: "about",
    fullGuide: (title: string) => `Full guide to ${title}`,
  },
} as const;
