import type { Treatment } from "../../types";

export default {
  slug: "dental-filling",
  group: "dental-hygiene",
  title: "Zahnfarbene Füllungen",
  metaTitle: "Ästhetische zahnfarbene Füllungen in Budapest",
  metaDescription:
    "Ästhetische Kompositfüllungen in Ihrer Zahnfarbe: wie Karies unter örtlicher Betäubung behandelt wird, wie der Termin abläuft und wie Sie Ihre Füllung pflegen.",
  hero: {
    eyebrow: "Dentalhygiene",
    lead: "Eine Füllung stoppt Karies und stellt die Form Ihres Zahns wieder her. Wir verwenden ästhetisches, zahnfarbenes Komposit, das sich harmonisch in Ihr Lächeln einfügt, und die Behandlung unter örtlicher Betäubung ist schmerzfrei.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Passend zu Ihren Zähnen",
          text: "Komposit wird in Ihrer natürlichen Zahnfarbe gewählt, sodass die Füllung kaum auffällt.",
        },
        {
          icon: "shield",
          title: "Erhält mehr von Ihrem Zahn",
          text: "Komposit verbindet sich mit dem Zahn, daher muss meist nur der kariöse Teil entfernt werden.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Der Zahn wird örtlich betäubt, sodass Sie Druck, aber keinen Schmerz spüren sollten.",
        },
        {
          icon: "clock",
          title: "Meist ein Termin",
          text: "Die meisten Füllungen sind in einem einzigen Termin fertig und ausgehärtet, bevor Sie gehen.",
        },
      ],
    },
    {
      type: "text",
      heading: "Wann brauchen Sie eine Füllung?",
      paragraphs: [
        "Karies beginnt, wenn Säuren, die Bakterien im Zahnbelag bilden, den Zahnschmelz aufweichen. Anfangs zeigt sich das vielleicht nur als kreidiger oder brauner Fleck. Hat sich aber erst ein Loch gebildet, kann der Zahn sich nicht mehr selbst reparieren, und unbehandelt breitet sich die Karies weiter in Richtung Nerv aus.",
        "Bei einer Füllung wird die Karies entfernt und der Zahn wieder dicht verschlossen. Wird ein Loch früh behandelt, genügt meist eine kleinere Füllung, der Zahn bleibt stabiler, und eine spätere Wurzelkanalbehandlung oder Krone lässt sich oft vermeiden. Kleine Löcher verursachen häufig gar keine Beschwerden; deshalb sind Kontrolluntersuchungen mindestens alle sechs Monate wichtig. Die folgenden Anzeichen sollten Sie immer untersuchen lassen.",
      ],
      bullets: [
        "Empfindlichkeit bei süßen, heißen oder kalten Speisen und Getränken",
        "Ein Loch, ein dunkler Fleck oder eine raue Kante, die Sie mit der Zunge spüren",
        "Speisereste, die sich regelmäßig an derselben Stelle festsetzen",
        "Eine gebrochene, gesprungene oder abgenutzte alte Füllung",
        "Schmerzen beim Zubeißen, die Sie immer zahnärztlich abklären lassen sollten",
      ],
    },
    {
      type: "text",
      heading: "Ästhetische Kompositfüllungen",
      paragraphs: [
        "Komposit ist ein zahnfarbenes Material aus Kunststoff mit feinen Glas- oder Keramikpartikeln. Es wird in dünnen Schichten eingebracht, mit einem speziellen blauen Licht gehärtet und anschließend so geformt und poliert, dass es sich wie ein Teil Ihres Zahns anfühlt und auch so aussieht.",
        "Da Komposit direkt mit Zahnschmelz und Dentin verklebt wird, stützt es die verbliebene Zahnsubstanz und erfordert meist weniger Bohren als ältere Füllungsmaterialien. In den meisten Fällen eignet es sich sowohl für Front- als auch für Seitenzähne.",
        "Viele Patientinnen und Patienten bitten uns auch, alte dunkle Amalgamfüllungen für ein natürlicheres Aussehen durch Komposit zu ersetzen. Ihr Zahnarzt oder Ihre Zahnärztin prüft jede alte Füllung und sagt Ihnen, ob ein Austausch für Sie sinnvoll ist.",
      ],
    },
    {
      type: "steps",
      heading: "So wird eine Füllung gelegt",
      steps: [
        {
          title: "Untersuchung und Röntgenaufnahme",
          text: "Der Zahn wird untersucht und bei Bedarf geröntgt, um zu sehen, wie tief die Karies reicht.",
        },
        {
          title: "Örtliche Betäubung",
          text: "Zuerst wird ein betäubendes Gel aufgetragen, dann wird der Zahn betäubt, damit die Behandlung schmerzfrei ist.",
        },
        {
          title: "Entfernen der Karies",
          text: "Das gesamte kariöse und geschwächte Zahngewebe wird sorgfältig entfernt, wobei so viel gesunde Zahnsubstanz wie möglich erhalten bleibt.",
        },
        {
          title: "Schichtweiser Aufbau mit Komposit",
          text: "Der Zahn wird für die Verklebung vorbereitet, und das Komposit wird in dünnen Schichten eingebracht, die jeweils mit einer Polymerisationslampe gehärtet werden.",
        },
        {
          title: "Formen und Bisskontrolle",
          text: "Die Füllung wird geformt und poliert, und Ihr Biss wird überprüft, damit sich der Zahn beim Zubeißen angenehm und natürlich anfühlt.",
        },
      ],
    },
    {
      type: "text",
      heading: "Wenn eine Füllung nicht ausreicht",
      paragraphs: [
        "Ist ein großer Teil des Zahns verloren gegangen, hält eine Füllung womöglich nicht dauerhaft. Dann empfiehlt Ihr Zahnarzt oder Ihre Zahnärztin eventuell ein Inlay oder eine Krone. Beide werden in unserem hauseigenen Dentallabor nach Maß gefertigt und schützen den Zahn umfassender.",
        "Reicht die Karies bis zum Nerv, braucht der Zahn möglicherweise erst eine Wurzelkanalbehandlung, bevor er versorgt werden kann. Vor jeder Behandlung erklären wir Ihnen stets die Möglichkeiten und die Gründe für unsere Empfehlung.",
      ],
    },
    {
      type: "doAvoid",
      heading: "So pflegen Sie Ihre neue Füllung",
      intro:
        "Eine Kompositfüllung ist vollständig ausgehärtet, bevor Sie den Behandlungsstuhl verlassen, aber Ihr Mund bleibt noch eine Weile betäubt.",
      do: [
        "Mit dem Essen warten, bis die Betäubung abgeklungen ist, damit Sie sich nicht auf Wange, Lippe oder Zunge beißen",
        "Zweimal täglich mit fluoridhaltiger Zahnpasta putzen und täglich die Zahnzwischenräume reinigen",
        "Sich in der Klinik melden, wenn sich der Biss nach Abklingen der Betäubung zu hoch oder ungleichmäßig anfühlt",
        "Mindestens alle sechs Monate zur Kontrolluntersuchung kommen, damit Ihre Füllungen überprüft werden können",
      ],
      avoid: [
        "Heiße Getränke, solange Ihr Mund noch betäubt ist",
        "Auf sehr harte Gegenstände beißen, etwa Eis, Stiftkappen oder Nussschalen",
        "Häufige zuckerhaltige Snacks und Getränke, die neue Karies rund um Füllungen verursachen",
        "Empfindlichkeit oder Schmerzen ignorieren, die länger als ein paar Tage anhalten",
      ],
    },
    {
      type: "faq",
      heading: "Füllungen: häufige Fragen",
      items: [
        {
          question: "Ist mein Zahn danach empfindlich?",
          answer:
            "Eine leichte Empfindlichkeit auf Kälte oder Druck ist für kurze Zeit häufig, vor allem nach einer tieferen Füllung, und klingt meist von selbst ab. Wenn sie stärker wird, länger als ein paar Tage anhält oder der Zahn schmerzt, melden Sie sich bitte in der Klinik.",
        },
        {
          question: "Kann ich direkt nach einer Kompositfüllung essen?",
          answer:
            "Das Komposit wird während des Termins mit einer Polymerisationslampe gehärtet, die Füllung selbst ist also sofort belastbar. Wir empfehlen lediglich, zu warten, bis die Betäubung abgeklungen ist.",
        },
        {
          question: "Wie lange hält eine Kompositfüllung?",
          answer:
            "Das hängt von Größe und Lage der Füllung ab, von Ihrem Biss, davon, ob Sie mit den Zähnen knirschen, und davon, wie gut Sie Ihre Zähne pflegen. Bei regelmäßigen Kontrolluntersuchungen erkennt Ihr Zahnarzt oder Ihre Zahnärztin Abnutzung früh und kann eine Füllung reparieren oder ersetzen, bevor Probleme entstehen.",
        },
      ],
    },
  ],
  closing: {
    heading: "Lassen Sie Ihren Zahn untersuchen",
    text: "Wenn ein Zahn empfindlich ist, eine Füllung gebrochen ist oder Sie einfach alte Füllungen beurteilen lassen möchten, melden Sie sich bei uns. Wir untersuchen Ihre Zähne und erklären Ihnen Ihre Möglichkeiten klar und verständlich, bevor eine Behandlung beginnt.",
  },
} satisfies Treatment;
