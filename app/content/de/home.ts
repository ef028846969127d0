import { ukSaving } from "../../lib/pricing";
import type * as en from "../home";
import type { HomeContent } from "../home-types";
import type { Translated } from "../locales";
import { contactSection } from "./contact";
import {
  calculatorLimits,
  calculatorTreatments,
  completeTreatments,
  comparisonCountries,
  type Country,
} from "../price-list";
import { sample } from "../sample";

/** Every saving the home page claims, from the price list (docs/prices.md), as English computes it. */
const saving = ukSaving();
const implantSaving = ukSaving(["straumann-implant", "neodent-implant"]);
const crownSaving = ukSaving(["porcelain-crown"]);

/** 'a, b und c' */
const listInWords = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} und ${parts.at(-1)}`;

/** The two complete treatments the calculator counts, and the items they are made of. */
type CalculatorTreatmentId = (typeof calculatorTreatments)[keyof typeof calculatorTreatments];
type CalculatorItemId = (typeof completeTreatments)[CalculatorTreatmentId]["items"][number]["item"];

/** German names of those items inside the "includes" line (English: the price list's `part`). */
const partNames: Record<CalculatorItemId, string> = {
  "straumann-implant": "Straumann-Implantat",
  "premium-implant-surgery": "Implantation",
  "straumann-abutment": "Abutment",
  "zirconia-implant-crown": "Zirkonkrone",
  "all-ceramic-crown": "Vollkeramikkrone",
};

/** The complete treatment with its article, as the sentence needs it. */
const treatmentNames: Record<CalculatorTreatmentId, string> = {
  "straumann-implant": "ein komplettes Straumann-Implantat",
  "porcelain-crown": "eine Keramikkrone",
};

/** 'ein komplettes Straumann-Implantat (Straumann-Implantat, Implantation, Abutment und Zirkonkrone)' */
const oneOf = (id: CalculatorTreatmentId) => {
  const items = completeTreatments[id].items as readonly { item: CalculatorItemId; count?: number }[];
  const parts = items.map(({ item, count = 1 }) =>
    count > 1 ? `${count} × ${partNames[item]}` : partNames[item],
  );
  return `${treatmentNames[id]} (${listInWords(parts)})`;
};

/** The compared countries as the caption's sentence needs them (dative). */
const countryNames: Record<Country, string> = {
  uk: "Großbritannien",
  germany: "Deutschland",
  usa: "den USA",
};

export const home = {
  hero: {
    eyebrow: "Private Zahnklinik in Budapest",
    title: "Hervorragende Zahnmedizin in Budapest",
    subtitle: `Hochwertige Zahnimplantate, Kronen und Veneers bis zu ${saving.max}\u00a0% günstiger als in Großbritannien, mit 3 Jahren Garantie. Die meisten Behandlungen sind in 3–5 Tagen abgeschlossen.`,
    trust: ["3 Jahre Garantie", "Behandlung in 3–5 Tagen", "ISO-9001-zertifiziert"],
  },

  results: {
    eyebrow: "Behandlungsergebnisse",
    title: "Sehen Sie den Unterschied",
    intro:
      "Typische Ergebnisse, als Illustration. Ziehen Sie den Regler, um vorher und nachher zu vergleichen. Fotos unserer eigenen Patientinnen und Patienten folgen.",
    items: [
      {
        id: "dental-implants",
        title: "Zahnimplantate",
        description:
          "Ein fehlender Frontzahn, ersetzt durch ein Straumann-Implantat mit einer Zirkonkrone in der Farbe der Nachbarzähne.",
        before: {
          illustration: "missing-tooth",
          alt: "Illustration: Lächeln mit einer Lücke, wo ein oberer Frontzahn fehlt",
        },
        after: {
          illustration: "implant-restored",
          alt: "Illustration: dasselbe Lächeln, die Lücke mit einer Implantatkrone geschlossen",
        },
      },
      {
        id: "veneers",
        title: "Veneers",
        description:
          "Abgenutzte, ungleichmäßige Frontzähne, mit dünnen Keramik-Veneers versorgt, für gleichmäßige Länge, Form und Farbe.",
        before: {
          illustration: "worn-uneven",
          alt: "Illustration: Lächeln mit abgenutzten Frontzähnen unterschiedlicher Länge",
        },
        after: {
          illustration: "veneers",
          alt: "Illustration: dasselbe Lächeln mit gleichmäßigen, natürlich wirkenden Keramik-Veneers",
        },
      },
      {
        id: "teeth-whitening",
        title: "Zahnaufhellung",
        description:
          "Professionelle Zahnaufhellung in der Praxis nach einer Zahnreinigung: Verfärbungen durch Kaffee, Tee und Rauchen werden um mehrere Farbstufen aufgehellt.",
        before: {
          illustration: "stained",
          alt: "Illustration: Lächeln mit gelblichen, verfärbten Zähnen",
        },
        after: {
          illustration: "whitened",
          alt: "Illustration: dasselbe Lächeln mit deutlich helleren Zähnen",
        },
      },
      {
        id: "crown-bridge",
        title: "Krone & Brücke",
        description:
          "Ein abgebrochener Zahn, mit einer Zirkonkrone wiederhergestellt, und eine Lücke daneben, mit einer Brücke aus unserem hauseigenen Dentallabor geschlossen.",
        before: {
          illustration: "broken-crown",
          alt: "Illustration: Lächeln mit einem abgebrochenen Zahn und einer Lücke daneben",
        },
        after: {
          illustration: "crown-bridge",
          alt: "Illustration: dasselbe Lächeln, mit einer Krone und einer Brücke wiederhergestellt",
        },
      },
      {
        id: "all-on-6",
        title: "All-on-6",
        description:
          "Ein zahnloser Oberkiefer, versorgt mit einer festsitzenden Brücke über den ganzen Kiefer auf sechs Implantaten, anstelle einer herausnehmbaren Prothese.",
        before: {
          illustration: "toothless-arch",
          alt: "Illustration: Oberkiefer ohne verbliebene Zähne",
        },
        after: {
          illustration: "full-arch",
          alt: "Illustration: derselbe Kiefer mit einer vollständigen, festsitzenden Zahnreihe auf Implantaten",
        },
      },
    ],
  },

  about: {
    eyebrow: "Über uns",
    title: "Exklusive private Zahnklinik",
    paragraphs: [
      "Seit mehr als 15 Jahren behandeln wir Patientinnen und Patienten jeden Alters, von Kindern bis zu Senioren, in einer modernen Privatklinik im Herzen von Budapest. Mit fast 40 medizinischen Fachrichtungen unter einem Dach können wir auch komplexe Behandlungen planen und durchführen, ohne Sie an eine andere Praxis überweisen zu müssen.",
      "Unser hauseigenes Dentallabor fertigt Kronen, Brücken und Veneers direkt vor Ort. So arbeiten unsere Zahnärzte und Zahntechniker Hand in Hand, und Ihre neuen Zähne sind innerhalb weniger Tage fertig. Bei Zahnimplantaten setzen wir ausschließlich auf Premium-Systeme: Neodent, Straumann und Alpha Bio.",
      "Viele unserer Patientinnen und Patienten kommen mit Ängsten zu uns. Die Behandlung erfolgt unter örtlicher Betäubung und ist schmerzfrei. Wir erklären Ihnen jeden Schritt, bevor wir beginnen, damit Sie immer wissen, was geschieht und warum.",
    ],
    stats: [
      { value: 5000, label: "Zufriedene Patienten" },
      { value: 20, label: "Erfahrene Zahnärzte" },
      { value: 30, label: "Herkunftsländer unserer Patienten" },
    ],
    awards: [
      {
        title: "Superbrand",
        text: "Als Superbrand ausgezeichnet für das Vertrauen, das unsere Patientinnen und Patienten in uns setzen.",
      },
      {
        title: "Best of Budapest",
        text: "Für Zahnmedizin und Patientenservice unter die Besten Budapests gewählt.",
      },
      {
        title: "ISO 9001",
        text: "Zertifiziertes Qualitätsmanagement in jedem Schritt Ihrer Behandlung.",
      },
    ],
  },

  whyChooseUs: {
    eyebrow: "Warum wir",
    title: "Warum sich Patienten für unsere Klinik entscheiden",
    intro:
      "Für eine Zahnbehandlung ins Ausland zu reisen, ist eine große Entscheidung. Das ist unseren Patientinnen und Patienten nach eigener Aussage am wichtigsten.",
    cards: [
      {
        id: "quality",
        icon: "award",
        title: "Erstklassige Qualität",
        text: "Implantate von Straumann, Neodent und Alpha Bio, hochwertige Materialien aus unserem hauseigenen Dentallabor und ISO-9001-zertifizierte Abläufe, dazu 3 Jahre Garantie.",
      },
      {
        id: "care",
        icon: "heart",
        title: "Einfühlsame, persönliche Betreuung",
        text: "Schmerzfreie Behandlung unter örtlicher Betäubung, Zeit für Ihre Fragen und ein Patientenbetreuer, der sich von Ihrer ersten Nachricht bis zu Ihrem Rückflug um Sie kümmert.",
      },
      {
        id: "experience",
        icon: "stethoscope",
        title: "Bewährte Erfahrung",
        text: "Mehr als 15 Jahre Praxiserfahrung, fast 40 medizinische Fachrichtungen und ein Team von 20 Zahnärzten, das Patienten aus 30 Ländern behandelt hat.",
      },
      {
        id: "affordable",
        icon: "euro",
        title: "Faire, transparente Preise",
        text: `Sparen Sie bis zu ${saving.max}\u00a0% gegenüber den Preisen in Großbritannien. Vor Beginn jeder Behandlung erhalten Sie einen schriftlichen Behandlungsplan mit dem vollständigen Preis.`,
      },
    ],
  },

  treatments: {
    eyebrow: "Unsere Behandlungen",
    title: "Unser Behandlungsangebot",
    intro:
      "Von der einzelnen Krone bis zu einem kompletten festsitzenden Zahnersatz: Jede Behandlung beginnt mit einer kostenlosen Auswertung Ihrer Röntgenbilder oder Fotos und einem schriftlichen Plan mit dem vollständigen Preis. Tippen Sie auf eine Karte, um mehr zu erfahren.",
    cards: [
      {
        id: "dental-implant",
        title: "Zahnimplantate",
        description:
          "Dauerhafter Ersatz für fehlende Zähne, mit den Implantatsystemen von Straumann, Neodent und Alpha Bio.",
        link: "/treatments/dental-implant",
        icon: "layers",
        article: {
          title: "Zahnimplantate",
          paragraphs: [
            "Ein Zahnimplantat ist ein kleiner Titanstift, der an der Stelle eines fehlenden Zahns in den Kieferknochen eingesetzt wird. Sobald er mit dem Knochen verwachsen ist, trägt er eine Krone, die wie ein natürlicher Zahn aussieht, sich so anfühlt und genauso funktioniert. Implantate können einen einzelnen Zahn, mehrere Zähne oder einen ganzen Kiefer ersetzen.",
            "Ihr erster Besuch umfasst eine Beratung und ein 3D-Röntgen (DVT), damit Ihr Zahnarzt den Knochen beurteilen und die genaue Position jedes Implantats planen kann. Das Setzen eines Implantats dauert unter örtlicher Betäubung meist 30–60 Minuten.",
            "Danach braucht das Implantat Zeit, um mit dem Knochen zu verwachsen, in der Regel 3–6 Monate. Sie reisen mit einer provisorischen Versorgung nach Hause und kommen zu einem zweiten Besuch wieder, bei dem wir die endgültige Krone aus unserem hauseigenen Dentallabor einsetzen. Muss der Knochen zuerst gestärkt werden, kann ein Knochenaufbau oder ein Sinuslift von Anfang an eingeplant werden.",
            "Wir verwenden ausschließlich Premium-Implantatsysteme: Straumann, Neodent und Alpha Bio. Für Ihre Versorgung gilt unsere Garantie von 3 Jahren, und mit guter Pflege zu Hause und Kontrolluntersuchungen alle sechs Monate kann Ihnen ein Implantat viele Jahre lang dienen.",
          ],
          illustration: "implant-restored",
          imageAlt:
            "Illustration: Lächeln, bei dem ein fehlender Frontzahn durch eine Implantatkrone ersetzt ist",
        },
      },
      {
        id: "dental-crown",
        title: "Zahnkronen",
        description:
          "Stabile, natürlich wirkende Kronen und Brücken für geschädigte oder fehlende Zähne, gefertigt in unserem hauseigenen Dentallabor.",
        link: "/treatments/dental-crown",
        icon: "shield",
        article: {
          title: "Zahnkronen und Brücken",
          paragraphs: [
            "Eine Krone ist eine Kappe über einem Zahn, der durch Karies, eine große Füllung, einen Bruch oder eine Wurzelkanalbehandlung geschwächt ist. Sie stellt Form und Stabilität des Zahns wieder her und schützt die verbliebene Zahnsubstanz. Eine Brücke stützt sich mit Kronen auf die Nachbarzähne und trägt einen Ersatzzahn über einer Lücke.",
            "Wir bieten Kronen aus Zirkon, Vollkeramik (e.max) und Metallkeramik an. Bei Ihrer Beratung erklärt Ihnen Ihr Zahnarzt, welches Material zur Position des Zahns, zu Ihrem Biss und zu Ihrem Budget passt.",
            "Der Zahn wird unter örtlicher Betäubung beschliffen und gescannt oder abgeformt, und Sie tragen eine provisorische Krone, während die endgültige gefertigt wird. Da unser Labor im Haus ist, sind Kronen und Brücken meist innerhalb von 3–5 Tagen fertig, und der Zahnarzt kann Passform und Farbe vor dem Einsetzen gemeinsam mit dem Zahntechniker prüfen.",
            "Mit täglichem Zähneputzen, der Reinigung der Zahnzwischenräume und Kontrolluntersuchungen alle sechs Monate kann eine gut gefertigte Krone viele Jahre halten. Für alle Kronen und Brücken gilt unsere Garantie von 3 Jahren.",
          ],
          illustration: "crown-bridge",
          imageAlt: "Illustration: Lächeln, mit einer Krone und einer Brücke wiederhergestellt",
        },
      },
      {
        id: "fixed-dentures",
        title: "All-on-4 & All-on-6",
        description:
          "Eine vollständige festsitzende Zahnreihe auf vier oder sechs Implantaten, für zahnlose Patienten oder bei nicht mehr erhaltungswürdigen Zähnen.",
        link: "/treatments/fixed-dentures",
        icon: "smile",
        article: {
          title: "Festsitzender Zahnersatz mit All-on-4 und All-on-6",
          paragraphs: [
            "All-on-4 und All-on-6 ersetzen alle Zähne eines Kiefers durch eine festsitzende Brücke, die auf Implantaten verankert ist: vier Implantate pro Kiefer bei All-on-4, sechs bei All-on-6. Die Brücke bleibt fest im Mund und wird auch nachts nicht herausgenommen, also keine lockere Prothese und kein Haftmittel.",
            "Ob vier oder sechs Implantate, hängt von Menge und Qualität Ihres Knochens ab, die wir bei Ihrem ersten Besuch mit einem 3D-Röntgen (DVT) beurteilen. Sechs Implantate verteilen die Kaukräfte breiter, während sich mit vier Implantaten ein Knochenaufbau oft vermeiden lässt.",
            "Die Behandlung wird meist in Phasen geplant. Beim ersten Aufenthalt werden die Implantate unter örtlicher Betäubung gesetzt, und Sie erhalten festsitzende provisorische Zähne. Nach einer Einheilzeit von in der Regel 3–6 Monaten kommen Sie für die endgültige Brücke aus unserem hauseigenen Dentallabor wieder.",
            "Viele Patientinnen und Patienten entscheiden sich für diese Behandlung nach Jahren mit einer herausnehmbaren Prothese. Wir besprechen mit Ihnen, was Sie beim Essen und Sprechen mit Ihren neuen Zähnen erwartet und wie Sie sie reinigen. Für die Arbeit gilt unsere Garantie von 3 Jahren.",
          ],
          illustration: "full-arch",
          imageAlt: "Illustration: eine vollständige, festsitzende Zahnreihe auf Implantaten",
        },
      },
      {
        id: "cosmetic",
        title: "Ästhetische Zahnmedizin",
        description:
          "Keramik-Veneers, Zahnaufhellung und unsichtbare Zahnschienen für ein helleres, gleichmäßigeres Lächeln.",
        link: "/treatments/porcelain-veneers",
        icon: "sparkles",
        article: {
          title: "Ästhetische Zahnmedizin",
          paragraphs: [
            "Die ästhetische Zahnmedizin verbessert Farbe, Form und Stellung Ihrer Zähne. Welche Behandlung am besten passt, hängt davon ab, was Sie verändern möchten; Ihr Zahnarzt bespricht die Möglichkeiten bei Ihrer Beratung mit Ihnen.",
            "Keramik-Veneers sind dünne Schalen, die auf die Vorderseite der Zähne geklebt werden. Sie können abgeplatzte Stellen, Abnutzung, Lücken und Verfärbungen abdecken und werden in unserem hauseigenen Dentallabor aus Zirkon oder e.max-Keramik gefertigt. Veneers sind meist innerhalb von 3–5 Tagen fertig.",
            "Eine professionelle Zahnaufhellung hellt natürliche Zähne in der Praxis schonend auf, meist nach einer professionellen Zahnreinigung, die Zahnstein und oberflächliche Verfärbungen entfernt. Bitte beachten Sie: Die Zahnaufhellung verändert die Farbe vorhandener Kronen, Veneers oder Füllungen nicht.",
            "Bei schiefen oder eng stehenden Zähnen bewegen unsichtbare Zahnschienen (Aligner) die Zähne schrittweise mit einer Reihe transparenter, herausnehmbarer Schienen. Sie werden 20–22 Stunden am Tag getragen und etwa alle zwei Wochen gewechselt.",
          ],
          illustration: "veneers",
          imageAlt: "Illustration: Lächeln mit gleichmäßigen, natürlich wirkenden Keramik-Veneers",
        },
      },
    ],
  },

  tourism: {
    eyebrow: "Zahntourismus",
    title: "Zahnbehandlung in Budapest",
    intro:
      "Jedes Jahr reisen Patientinnen und Patienten aus ganz Europa für ihre Zahnbehandlung nach Budapest. Hier erfahren Sie, warum sich das lohnt.",
    blocks: [
      {
        id: "savings",
        icon: "euro",
        title: `Bis zu ${saving.max}\u00a0% sparen`,
        text: `Im Vergleich zu den Preisen in Großbritannien für dieselben Premium-Implantate und Materialien kostet ein komplettes Implantat hier ${implantSaving.min}–${implantSaving.max}\u00a0% weniger und eine Krone ${crownSaving.max}\u00a0% weniger. Selbst mit Flug und Hotel geben die meisten Patientinnen und Patienten weit weniger aus als in ihrem Heimatland.`,
      },
      {
        id: "standards",
        icon: "shield",
        title: "Europäische Standards",
        text: "Wir arbeiten nach EU-Standards, mit ISO-9001-zertifiziertem Qualitätsmanagement, Premium-Materialien und -Implantatsystemen und 3 Jahren Garantie auf unsere Arbeit.",
      },
      {
        id: "efficiency",
        icon: "clock",
        title: "Behandlung in wenigen Tagen",
        text: "Kronen, Brücken und Veneers sind meist in 3–5 Tagen fertig. Eine Implantatbehandlung wird in Etappen von 3–12 Tagen geplant, mit Zeit zum Einheilen dazwischen.",
      },
      {
        id: "destination",
        icon: "plane",
        title: "Eine Stadt, die eine Reise wert ist",
        text: "Budapest ist von Großbritannien, Irland, Frankreich und Deutschland aus nur einen kurzen Flug entfernt. Zwischen den Terminen können Sie in den Thermalbädern entspannen, an der Donau spazieren gehen und die Cafés der Stadt genießen.",
      },
    ],
    partner: {
      eyebrow: "Exklusiver Unterkunftspartner",
      title: "Wohnen Sie nah an der Klinik",
      text: "Unser Partnerhotel liegt nur wenige Gehminuten von der Klinik entfernt, sodass Sie sich zwischen den Terminen bequem erholen können. Unsere Patientinnen und Patienten erhalten Sonderpreise, und unser Team hilft Ihnen, Reisedaten passend zu Ihrem Behandlungsplan zu wählen.",
      linkLabel: "Unterkunft buchen",
    },
  },

  journey: {
    eyebrow: "So funktioniert es",
    title: "Ihr Weg mit unserem Team",
    intro:
      "Ihr persönlicher Patientenbetreuer begleitet Sie von Ihrer ersten Nachricht bis zur Nachsorge zu Hause.",
    steps: [
      {
        title: "Röntgenbild oder Fotos senden",
        text: "Senden Sie uns ein aktuelles Röntgenbild oder einige Fotos Ihrer Zähne. Unsere Zahnärzte sehen sie sich an, und Sie erhalten von uns einen kostenlosen, unverbindlichen Kostenvoranschlag.",
      },
      {
        title: "Planung mit Ihrem Patientenbetreuer",
        text: "Ihr Manager beantwortet Ihre Fragen, stimmt die Termine mit Ihnen ab und hilft bei Flügen, Unterkunft und Flughafentransfers.",
      },
      {
        title: "Erster Besuch: Beratung und 3D-Röntgen",
        text: "In der Klinik lernen Sie Ihren Zahnarzt kennen, erhalten ein 3D-Röntgen (DVT) und einen schriftlichen Behandlungsplan mit Endpreis, bevor die Behandlung beginnt.",
      },
      {
        title: "Ihre Behandlung",
        text: "Die meisten Behandlungen sind in 3–5 Tagen abgeschlossen. Eine Implantatbehandlung erfolgt in Etappen von 3–12 Tagen, mit Einheilzeit dazwischen.",
      },
      {
        title: "Nachsorge und Garantie",
        text: "Sie reisen mit Pflegehinweisen und einem Nachsorge-Set nach Hause, und für Ihre Behandlung gilt unsere Garantie von 3 Jahren. Bei Fragen sind wir weiterhin für Sie da.",
      },
    ],
  },

  calculator: {
    eyebrow: "Planen Sie Ihr Budget",
    title: "Kostenrechner für Ihre Behandlung",
    intro:
      "Wählen Sie die Anzahl der Implantate und Kronen, die Sie benötigen, und sehen Sie eine Schätzung für Budapest und wie viel Sie im Vergleich zu Großbritannien, Deutschland und den USA sparen könnten.",
    note: "Diese Schätzung ist unverbindlich. Nach Ihrer Beratung erhalten Sie einen endgültigen Kostenvoranschlag.",
    implantsLabel: "Anzahl der Implantate",
    crownsLabel: "Anzahl der Kronen",
    eachInBudapest: "pro Stück in Budapest",
    resultLabel: "Ihre geschätzten Kosten in Budapest",
    // Built from the price list, so it names what the prices really add up.
    includes: `Was die Preise enthalten: Jedes Implantat ist ${oneOf(calculatorTreatments.implant)}; jede Krone ist ${oneOf(calculatorTreatments.crown)} auf einem natürlichen Zahn.`,
    limitMessage: `Geben Sie eine ganze Zahl von ${calculatorLimits.min} bis ${calculatorLimits.max} ein. Die Schätzung berücksichtigt höchstens ${calculatorLimits.max}.`,
  },

  comparison: {
    eyebrow: "Preise",
    title: "Preise im Vergleich",
    intro:
      "Sehen Sie, was gängige Behandlungen in Budapest im Vergleich zu Großbritannien, Deutschland und den USA kosten und wie viel Sie sparen könnten.",
    disclaimer:
      "Die Preise sind unverbindlich. Jeder Budapester Preis ist die Summe der genannten Positionen unserer Preisliste; die Preise in Ihrem Heimatland gelten für dieselbe komplette Behandlung. Ihr Endpreis hängt von Ihrem Behandlungsplan ab, der nach Ihrer Beratung vereinbart wird.",
    caption: `Unverbindliche Preise kompletter Behandlungen: Budapest im Vergleich zu ${listInWords(comparisonCountries.map((c) => countryNames[c.key]))}, mit der Ersparnis`,
    treatmentHeading: "Behandlung",
    budapestHeading: "Budapest",
    save: (percent: number) => `Sie sparen ${percent}\u00a0%`,
  },

  testimonials: {
    eyebrow: "Erfahrungsberichte",
    title: "Das sagen unsere Patienten",
    items: [
      sample({
        name: "Sarah M.",
        location: "Manchester, Großbritannien",
        text: "Ich war nervös, für Implantate ins Ausland zu reisen, aber das Team hat mir alles verständlich erklärt, und der Preis entsprach genau dem Kostenvoranschlag. Die Klinik war makellos sauber, und mein Patientenbetreuer hat jede Nachricht schnell beantwortet.",
        treatment: "Zahnimplantate",
        rating: 5,
      }),
      sample({
        name: "Claire D.",
        location: "Lyon, Frankreich",
        text: "Ich habe bei einem fünftägigen Aufenthalt sechs Veneers bekommen. Der Zahnarzt hat sich Zeit genommen, Form und Farbton mit mir abzustimmen, bevor etwas angefertigt wurde, und ich bin sehr zufrieden damit, wie natürlich sie aussehen.",
        treatment: "Keramik-Veneers",
        rating: 5,
      }),
      sample({
        name: "Declan O.",
        location: "Cork, Irland",
        text: "Zwei Kronen und eine Brücke, fertig in weniger als einer Woche. Die Spritzen habe ich kaum gespürt, und alle waren freundlich und geduldig. Dass das Hotel nur ein paar Gehminuten entfernt war, hat die Reise sehr einfach gemacht.",
        treatment: "Krone & Brücke",
        rating: 5,
      }),
      sample({
        name: "Thomas K.",
        location: "München, Deutschland",
        text: "Ich bin für All-on-6 in zwei Aufenthalten gekommen. Jeder Schritt wurde mir im Voraus erklärt, und der Behandlungsplan hat sich unterwegs nicht geändert. Nach Jahren mit einer lockeren Prothese kann ich wieder unbeschwert essen.",
        treatment: "All-on-6",
        rating: 5,
      }),
    ],
  },

  // As in English: the contact module's words (contactSection), written once.
  contact: contactSection,
} satisfies HomeContent;

/** Words of the home page's sections that are not section copy: buttons, names for screen readers. */
export const homeLabels: Translated<typeof en.homeLabels> = {
  meta: {
    title: "Private Zahnklinik in Budapest: Implantate, Kronen, Veneers",
    description: `Hochwertige Zahnimplantate, Kronen und Veneers in Budapest, bis zu ${saving.max}\u00a0% günstiger als in Großbritannien, 3 Jahre Garantie, meist in 3–5 Tagen fertig.`,
  },
  exploreTreatments: "Behandlungen entdecken",
  seeResults: "Behandlungsergebnisse ansehen",
  compare: {
    before: "Vorher",
    after: "Nachher",
    /** The slider's name: 'Vorher und nachher vergleichen: Zahnimplantate'. */
    label: (title: string) => `Vorher und nachher vergleichen: ${title}`,
  },
  calculator: {
    /** 'Ihre Ersparnis gegenüber den USA' (das Land im Dativ, wie es `inSentence` schreibt). */
    savingAgainst: (country: string) => `Ihre Ersparnis gegenüber ${country}`,
    /** The stepper buttons' names: 'Eins weniger: Anzahl der Implantate'. */
    fewer: (label: string) => `Eins weniger: ${label}`,
    more: (label: string) => `Eins mehr: ${label}`,
  },
  testimonials: {
    announce: (number: number, total: number) => `Erfahrungsbericht ${number} von ${total}`,
    rated: (rating: number) => `Bewertet mit ${rating} von 5`,
    previous: "Vorheriger Erfahrungsbericht",
    next: "Nächster Erfahrungsbericht",
    show: (number: number) => `Erfahrungsbericht ${number} anzeigen`,
  },
  treatments: {
    /** 'Zahnimplantate im Überblick' with ' (Behandlungsratgeber)' for screen readers. */
    page: "im Überblick",
    guide: "(Behandlungsratgeber)",
    about: "zum Thema",
    fullGuide: (title: string) => `Ausführlicher Ratgeber: ${title}`,
  },
};
