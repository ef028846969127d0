import type { Treatment } from "../../types";

export default {
  slug: "laser-root-treatment",
  group: "restorative-dentistry",
  title: "Laserunterstützte Wurzelkanalbehandlung",
  metaTitle: "Wurzelkanalbehandlung mit Laser in Budapest",
  metaDescription:
    "Laserdesinfektion der Wurzelkanäle in Budapest: wie der Laser bei der Reinigung hilft, welche Vorteile er bietet und was Sie in jeder Phase erwartet.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Bei der laserunterstützten Wurzelkanalbehandlung wird zusätzlich zur herkömmlichen Reinigung Laserlicht eingesetzt, um die Wurzelkanäle gründlicher zu desinfizieren. So erreicht Ihr Zahnarzt oder Ihre Zahnärztin auch Bakterien an Stellen, die sich mit Instrumenten allein nur schwer reinigen lassen.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Vorteile der Laserdesinfektion",
      intro: "Der Laser ergänzt die sorgfältige Reinigung der Wurzelkanäle, er ersetzt sie nicht.",
      items: [
        {
          icon: "zap",
          title: "Gründliche Desinfektion",
          text: "Die Laserenergie hilft, Bakterien in den Kanalwänden und feinen Seitenkanälen zu reduzieren.",
        },
        {
          icon: "shield",
          title: "Sichert das Ergebnis",
          text: "Ein saubererer Kanal bietet die bestmögliche Grundlage für Füllung und Versiegelung.",
        },
        {
          icon: "heart",
          title: "Schonend",
          text: "Die feine Laserfaser wird im Kanal eingesetzt, während der Zahn betäubt ist.",
        },
        {
          icon: "microscope",
          title: "Moderne Endodontie",
          text: "Kombiniert mit Vergrößerung für eine präzise, sorgfältige Behandlung.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was ist eine laserunterstützte Wurzelkanalbehandlung?",
      paragraphs: [
        "Wurzelkanäle sind keine einfachen Röhren. Sie haben Krümmungen, winzige Seitenäste und mikroskopisch feine Kanälchen in den Kanalwänden, in denen sich Bakterien verstecken können.",
        "Bei der laserunterstützten Behandlung werden die Kanäle zunächst wie üblich gereinigt und geformt. Anschließend wird eine dünne Laserfaser in jeden Kanal eingeführt, um ihn zu desinfizieren, bevor die Kanäle gefüllt und versiegelt werden.",
      ],
    },
    {
      type: "text",
      heading: "Wie hilft der Laser?",
      paragraphs: [
        "Das Laserlicht dringt in die Kanalwände ein und hilft, Bakterien zu reduzieren, die Spüllösungen und Instrumente womöglich nicht vollständig erreichen. Außerdem kann es die Wirkung der Spüllösungen verbessern.",
        "Das ist besonders hilfreich bei infizierten Zähnen, komplexen Kanalformen oder einer früheren Wurzelfüllung, die nicht gehalten hat. Ihr Zahnarzt oder Ihre Zahnärztin erklärt Ihnen, ob eine Laserdesinfektion für Ihren Zahn sinnvoll ist.",
      ],
      bullets: [
        "Zähne mit einer Infektion an der Wurzelspitze",
        "Zähne, deren Wurzelkanalbehandlung wiederholt werden muss",
        "Gekrümmte oder enge Kanäle, die schwer zu reinigen sind",
        "Patientinnen und Patienten, die die gründlichste verfügbare Desinfektion wünschen",
      ],
    },
    {
      type: "steps",
      heading: "Der Ablauf der Laser-Wurzelkanalbehandlung",
      intro:
        "Wie die herkömmliche Wurzelkanalbehandlung dauert auch die laserunterstützte Behandlung meist 2–3 Sitzungen.",
      steps: [
        {
          title: "Untersuchung und Röntgenaufnahme",
          text: "Der Zahn wird untersucht, das Röntgenbild ausgewertet und die Behandlung gemeinsam mit Ihnen geplant.",
        },
        {
          title: "Betäubung und Zugang",
          text: "Der Zahn wird örtlich betäubt, und eine kleine Öffnung schafft den Zugang zu den Kanälen.",
        },
        {
          title: "Reinigung und Aufbereitung",
          text: "Das infizierte Zahnmark wird entfernt, und die Kanäle werden mit feinen Instrumenten und Spüllösungen gereinigt und geformt.",
        },
        {
          title: "Laserdesinfektion",
          text: "Eine dünne Laserfaser wird in jeden Kanal eingeführt, um Kanalwände und Seitenäste zu desinfizieren.",
        },
        {
          title: "Füllen und Versiegeln",
          text: "Die sauberen Kanäle werden gefüllt und versiegelt, und der Zahn wird mit einer Füllung, einem Inlay oder einer Krone verschlossen.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Nach Ihrer Behandlung",
      intro:
        "Eine leichte Druckempfindlichkeit in den ersten Tagen ist normal. Wenn die Schmerzen zunehmen oder Sie eine Schwellung bemerken, melden Sie sich bei uns.",
      do: [
        "Mit dem Essen warten, bis die Betäubung nachgelassen hat",
        "Auf der anderen Seite kauen, bis der Zahn vollständig versorgt ist",
        "Wie gewohnt Zähne putzen und Zahnzwischenräume reinigen",
        "Wie geplant zur endgültigen Versorgung wiederkommen",
      ],
      avoid: [
        "Auf dem behandelten Zahn Hartes kauen",
        "Klebrige Speisen oder Kaugummi auf dieser Seite",
        "Die endgültige Füllung oder Krone aufschieben",
      ],
    },
    {
      type: "faq",
      heading: "Fragen zur Laser-Wurzelkanalbehandlung",
      items: [
        {
          question: "Tut der Laser weh?",
          answer:
            "Nein. Der Laser wird eingesetzt, während der Zahn örtlich betäubt ist, und die Behandlung unter örtlicher Betäubung ist schmerzfrei.",
        },
        {
          question: "Eignet sich die Laserbehandlung für jeden Zahn?",
          answer:
            "Die Laserdesinfektion kann bei vielen Wurzelkanalbehandlungen eingesetzt werden. Ihr Zahnarzt oder Ihre Zahnärztin empfiehlt sie dort, wo sie voraussichtlich hilft, zum Beispiel bei einer Infektion oder einer wiederholten Behandlung.",
        },
      ],
    },
  ],
  closing: {
    heading: "Fragen Sie nach der laserunterstützten Wurzelkanalbehandlung",
    text: "Schildern Sie uns Ihre Beschwerden oder senden Sie uns eine aktuelle Röntgenaufnahme. Wir erklären Ihnen, ob eine Laserdesinfektion für Ihren Zahn geeignet ist, und senden Ihnen einen kostenlosen Kostenvoranschlag.",
  },
} satisfies Treatment;
