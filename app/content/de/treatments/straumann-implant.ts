import type { Treatment } from "../../types";

export default {
  slug: "straumann-implant",
  group: "implantology",
  title: "Straumann-Implantate in Budapest",
  metaTitle: "Straumann-Zahnimplantate in Budapest",
  metaDescription:
    "Schweizer Straumann-Zahnimplantate in Budapest, gestützt auf über 35 Jahre Forschung. Erfahren Sie mehr über Oberflächen, Materialien, Vorteile und Studienlage.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Straumann ist ein Schweizer Implantatsystem, gestützt auf über 35 Jahre Forschung. Es ist eines der hochwertigen Systeme, die wir neben Neodent und Alpha Bio anbieten.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "microscope",
          title: "Über 35 Jahre Forschung",
          text: "Straumann-Implantate stützen sich auf eine lange Geschichte wissenschaftlicher Studien.",
        },
        {
          icon: "sparkles",
          title: "Gezielt entwickelte Oberflächen",
          text: "Implantatoberflächen, die die Knochenheilung unterstützen sollen.",
        },
        {
          icon: "layers",
          title: "Moderne Materialien",
          text: "Hochfeste Titanlegierung und Keramikvarianten.",
        },
        {
          icon: "shield",
          title: "3 Jahre Garantie",
          text: "Für Ihre Implantatbehandlung gilt unsere 3-jährige Garantie.",
        },
      ],
    },
    {
      type: "text",
      id: "about-straumann",
      heading: "Über Straumann-Implantate",
      paragraphs: [
        "Straumann ist ein Schweizer Unternehmen, das seit Jahrzehnten Zahnimplantate entwickelt. Seine Implantatsysteme werden von Zahnärzten auf der ganzen Welt verwendet und stützen sich auf über 35 Jahre Forschung.",
        "Ein Straumann-Implantat wird genauso eingesetzt wie andere Implantate: unter örtlicher Betäubung und in der Regel in 30–60 Minuten pro Implantat. Was sich unterscheidet, sind Design, Oberfläche und Material des Implantats selbst – das erklären wir im Folgenden.",
      ],
    },
    {
      type: "cards",
      id: "advantages",
      heading: "Vorteile von Straumann-Implantaten",
      items: [
        {
          title: "Vorhersagbare Einheilung",
          text: "Die Implantatoberflächen sind so gestaltet, dass sich der Knochen fest anlagert, was bei den meisten Patienten eine zuverlässige Osseointegration unterstützt.",
        },
        {
          title: "Möglichkeiten bei wenig Knochen",
          text: "Schmalere und kürzere Implantate aus festen Materialien können bei wenig Knochen manchmal eingesetzt werden, wodurch ein Knochenaufbau unter Umständen seltener nötig ist. Ihr Zahnarzt berät Sie dazu.",
        },
        {
          title: "Ein vollständiges System",
          text: "Implantate, Abutments und Bauteile sind aufeinander abgestimmt und sorgen für eine präzise Passung zwischen Implantat und Krone.",
        },
        {
          title: "Langfristige Verfügbarkeit",
          text: "Straumann ist ein weit verbreitetes System. Passende Teile und erfahrene Zahnärzte sind daher leicht zu finden, falls Sie später in Ihrem Heimatland eine Behandlung benötigen.",
        },
      ],
    },
    {
      type: "text",
      id: "surface-and-material",
      heading: "Oberfläche und Material",
      paragraphs: [
        "An der Oberfläche trifft das Implantat auf den Knochen – deshalb kommt es auf ihre Struktur und Chemie an. Die SLActive-Oberfläche von Straumann ist hydrophil gestaltet, zieht also Feuchtigkeit und Blut an, was die frühen Phasen der Knochenheilung unterstützen soll.",
        "Roxolid ist die Titan-Zirkonium-Legierung von Straumann. Sie ist fester als reines Titan, sodass in manchen Situationen Implantate mit kleinerem Durchmesser verwendet werden können. Für Patienten, die eine metallfreie Lösung bevorzugen, bietet Straumann außerdem Keramikimplantate aus Zirkon an.",
      ],
      bullets: [
        "SLActive: eine hydrophile Oberfläche, die die Knochenheilung unterstützen soll",
        "Roxolid: eine hochfeste Titan-Zirkonium-Legierung",
        "Keramikimplantate (Zirkon): eine zahnfarbene, metallfreie Variante",
        "Präzise Verbindungen zwischen Implantat und Abutment für einen stabilen Sitz",
      ],
    },
    {
      type: "text",
      id: "clinical-evidence",
      heading: "Klinische Studienlage",
      paragraphs: [
        "Straumann-Implantate stützen sich auf über 35 Jahre Forschung, darunter klinische Langzeitstudien, die in Fachzeitschriften veröffentlicht wurden. Diese umfangreiche Evidenz ist einer der Hauptgründe, warum sich Zahnärzte für dieses System entscheiden.",
        "Die Forschung zeigt, wie sich Implantate bei vielen Patienten bewähren. Ihr persönliches Ergebnis hängt außerdem von Ihrem Knochen, Ihrer allgemeinen Gesundheit, der Pflege Ihres Implantats und regelmäßigen Kontrolluntersuchungen ab. Ihr Zahnarzt erklärt Ihnen, womit Sie in Ihrem Fall rechnen können.",
      ],
    },
    {
      type: "steps",
      id: "straumann-process",
      heading: "Ihre Behandlung mit Straumann-Implantaten",
      steps: [
        {
          title: "Beratung und 3D-Röntgen",
          text: "Wir beurteilen Ihren Knochen und Ihre Gesundheit und besprechen, ob ein Straumann-Implantat für Sie geeignet ist.",
          duration: "Tag 1",
        },
        {
          title: "Einsetzen des Implantats",
          text: "Das Implantat wird unter örtlicher Betäubung eingesetzt, in der Regel in 30–60 Minuten pro Implantat.",
          duration: "Tag 2–3",
        },
        {
          title: "Einheilung",
          text: "Zu Hause wächst der Knochen um das Implantat, im Allgemeinen über 3–6 Monate: im Unterkiefer meist 2–4 Monate, im Oberkiefer 3–6 Monate.",
          duration: "3–6 Monate",
        },
        {
          title: "Endgültige Krone",
          text: "Ihr Abutment und Ihre Krone aus unserem eigenen Dentallabor werden eingesetzt und angepasst.",
          duration: "Zweiter Aufenthalt",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "So pflegen Sie Ihr Straumann-Implantat",
      do: [
        "Zweimal täglich putzen und rund um das Implantat mit Interdentalbürstchen oder Zahnseide reinigen",
        "Alle 6 Monate zur Kontrolluntersuchung kommen",
        "Implantattyp und Behandlung für spätere Zahnärzte dokumentiert aufbewahren",
        "Sich bei uns melden, wenn das Zahnfleisch um das Implantat schmerzt oder blutet",
      ],
      avoid: [
        "Rauchen, vor allem während das Implantat einheilt",
        "Auf sehr harte Gegenstände wie Eis oder Nussschalen beißen",
        "In den ersten Tagen nach dem Eingriff auf der Seite des Implantats kauen",
        "Die professionelle Reinigung rund um das Implantat auslassen",
      ],
    },
  ],
  closing: {
    heading: "Fragen Sie uns nach Straumann-Implantaten",
    text: "Buchen Sie eine kostenlose Videoberatung oder senden Sie uns Ihr Röntgenbild. Ihr Zahnarzt erklärt Ihnen, ob Straumann oder ein anderes hochwertiges System am besten zu Ihnen passt.",
  },
} satisfies Treatment;
