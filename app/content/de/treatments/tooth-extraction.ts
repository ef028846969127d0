import type { Treatment } from "../../types";

export default {
  slug: "tooth-extraction",
  group: "oral-surgery",
  title: "Zahnextraktion in Budapest",
  metaTitle: "Zahnextraktion in Budapest: schonend und schmerzfrei",
  metaDescription:
    "Schonende Zahnextraktion in Budapest unter örtlicher Betäubung. Warum ein Zahn entfernt werden muss, wie der Eingriff abläuft und was danach zu tun ist.",
  hero: {
    eyebrow: "Oralchirurgie",
    lead: "Wir versuchen immer zuerst, einen Zahn zu erhalten. Ist das nicht möglich, beseitigt eine sorgfältige Zahnentfernung unter örtlicher Betäubung das Problem schonend und bereitet den Weg für einen Zahnersatz.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "syringe",
          title: "Schmerzfrei",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei. Wenn Sie ängstlich sind, ist eine Sedierung möglich.",
        },
        {
          icon: "stethoscope",
          title: "Erfahrene Oralchirurgen",
          text: "Komplexe und operative Zahnentfernungen übernehmen unsere Oralchirurgen.",
        },
        {
          icon: "scan",
          title: "Planung mit Röntgenbild",
          text: "Ein Röntgenbild zeigt die Wurzeln vor Behandlungsbeginn, damit es keine Überraschungen gibt.",
        },
        {
          icon: "heart",
          title: "Kostenloses Nachsorge-Set",
          text: "Sie erhalten ein Nachsorge-Set und klare schriftliche Anweisungen für zu Hause.",
        },
      ],
    },
    {
      type: "text",
      id: "reasons",
      heading: "Warum ein Zahn entfernt werden muss",
      paragraphs: [
        "Die Entfernung eines Zahns ist immer eine wohlüberlegte Entscheidung. Ihr Zahnarzt erklärt Ihnen, warum er die Zahnextraktion empfiehlt und ob es eine Möglichkeit gibt, den Zahn zu erhalten, etwa durch eine Wurzelkanalbehandlung oder eine Krone.",
      ],
      bullets: [
        "Starke Karies, die zu viel Zahnsubstanz zerstört hat, um den Zahn noch zu reparieren",
        "Ein gesprungener oder abgebrochener Zahn, vor allem wenn der Riss bis in die Wurzel reicht",
        "Eine fortgeschrittene Zahnfleischerkrankung (Parodontitis), die den Zahn gelockert hat",
        "Eine Entzündung, die sich mit einer Wurzelkanalbehandlung nicht behandeln lässt",
        "Verlagerte oder problematische Weisheitszähne",
        "Platz schaffen vor einer kieferorthopädischen Behandlung oder Vorbereitung auf Prothesen oder Implantate",
      ],
    },
    {
      type: "text",
      id: "simple-or-surgical",
      heading: "Einfache und operative Zahnentfernung",
      paragraphs: [
        "Eine einfache Zahnentfernung kommt bei einem Zahn infrage, der vollständig im Mund sichtbar ist. Der Zahnarzt lockert den Zahn behutsam und hebt ihn heraus, meist in einem kurzen Termin.",
        "Eine operative Zahnentfernung ist nötig, wenn ein Zahn am Zahnfleischrand abgebrochen ist, gekrümmte Wurzeln hat oder nicht vollständig durchgebrochen ist. Der Chirurg öffnet das Zahnfleisch an einer kleinen Stelle, teilt den Zahn gegebenenfalls in Segmente, um ihn schonend zu entfernen, und verschließt die Stelle mit einigen Nähten.",
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "So läuft die Zahnextraktion ab",
      steps: [
        {
          title: "Untersuchung und Röntgenbild",
          text: "Ihr Zahnarzt untersucht den Zahn, beurteilt ein Röntgenbild der Wurzeln und prüft Ihre Krankengeschichte und Ihre Medikamente.",
        },
        {
          title: "Örtliche Betäubung",
          text: "Der Bereich wird gründlich betäubt. Während der Zahnentfernung spüren Sie eventuell Druck, aber keine Schmerzen.",
        },
        {
          title: "Entfernung des Zahns",
          text: "Der Zahn wird behutsam gelockert und entfernt. Bei einer operativen Zahnentfernung wird das Zahnfleisch geöffnet und anschließend wieder vernäht.",
        },
        {
          title: "Nachsorge und nächste Schritte",
          text: "Sie beißen auf einen Tupfer, damit sich ein Blutgerinnsel bilden kann, erhalten Ihre Anweisungen zur Nachsorge und besprechen, wie der Zahn bei Bedarf ersetzt werden kann.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Was Sie nach einer Zahnextraktion tun und lassen sollten",
      intro:
        "Das Blutgerinnsel, das sich in der Wunde bildet, schützt sie während der Heilung. Diese Hinweise helfen, es an Ort und Stelle zu halten. Wenden Sie sich an uns oder an einen Arzt, wenn eine Blutung trotz festem Druck nicht aufhört oder wenn Schmerzen, Schwellung oder Fieber nach den ersten Tagen zunehmen.",
      do: [
        "Ruhen Sie sich nach der Zahnentfernung 24 Stunden lang aus",
        "Beißen Sie wie angewiesen sanft auf den Tupfer, um die Blutung zu stillen",
        "Kühlen Sie die Wange mit einer kalten Kompresse gegen die Schwellung",
        "Essen Sie weiche, lauwarme Speisen und kauen Sie auf der anderen Seite",
        "Nehmen Sie Schmerzmittel so ein, wie Ihr Zahnarzt es empfiehlt",
      ],
      avoid: [
        "Trinken mit einem Strohhalm in den ersten 24 Stunden",
        "Rauchen für mindestens 48 Stunden",
        "Kräftiges Spülen oder Ausspucken am ersten Tag",
        "Heiße Getränke, Alkohol und anstrengenden Sport am Tag der Zahnentfernung",
        "Die Wunde mit der Zunge oder den Fingern zu berühren",
      ],
    },
    {
      type: "text",
      id: "replacing-the-tooth",
      heading: "Den fehlenden Zahn ersetzen",
      paragraphs: [
        "Durch eine Zahnlücke können die Nachbarzähne mit der Zeit wandern und der Kieferknochen kann schwinden. Es lohnt sich, den Zahnersatz frühzeitig zu planen, auch wenn Sie nicht sofort damit beginnen.",
        "Infrage kommen in der Regel ein Zahnimplantat, eine Brücke oder eine Prothese. Ist ein Implantat geplant, empfiehlt Ihr Zahnarzt eventuell einen Knochenaufbau direkt bei der Zahnentfernung, um den Knochen zu erhalten.",
      ],
    },
    {
      type: "faq",
      heading: "Häufige Fragen zur Zahnextraktion",
      items: [
        {
          question: "Tut es weh?",
          answer:
            "Die Behandlung unter örtlicher Betäubung ist schmerzfrei. Leichte Beschwerden danach sind normal und klingen mit gängigen Schmerzmitteln meist innerhalb weniger Tage ab.",
        },
        {
          question: "Kann ich nach einer Zahnextraktion nach Hause fliegen?",
          answer:
            "Für die meisten Patienten ist eine einfache Zahnentfernung kein Hindernis für den Flug. Ihr Zahnarzt berät Sie zum richtigen Zeitpunkt, besonders nach einer operativen Zahnentfernung.",
        },
      ],
    },
  ],
  closing: {
    heading: "Haben Sie einen schmerzenden oder beschädigten Zahn?",
    text: "Buchen Sie eine kostenlose Videoberatung oder senden Sie uns ein Röntgenbild. Ihr Zahnarzt sagt Ihnen, ob der Zahn erhalten werden kann, und plant andernfalls eine schonende Zahnentfernung und einen passenden Zahnersatz.",
  },
} satisfies Treatment;
