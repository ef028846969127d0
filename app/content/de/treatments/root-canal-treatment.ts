import type { Treatment } from "../../types";

export default {
  slug: "root-canal-treatment",
  group: "restorative-dentistry",
  title: "Wurzelkanalbehandlung",
  metaTitle: "Wurzelkanalbehandlung in Budapest",
  metaDescription:
    "Wurzelkanalbehandlung in Budapest unter örtlicher Betäubung: was sie ist, wann sie nötig ist, der Ablauf in 2–3 Sitzungen und die Pflege Ihres Zahns danach.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Bei einer Wurzelkanalbehandlung wird entzündetes oder infiziertes Gewebe aus dem Zahninneren entfernt. Das lindert Schmerzen, und Sie behalten Ihren natürlichen Zahn. Die Behandlung erfolgt unter örtlicher Betäubung und dauert meist 2–3 Sitzungen.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Rettet Ihren Zahn",
          text: "Den eigenen Zahn zu behalten ist meist die beste Lösung, wenn er erhalten werden kann.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei.",
        },
        {
          icon: "activity",
          title: "Lindert Zahnschmerzen",
          text: "Die Entfernung des entzündeten Zahnmarks lindert meist die Schmerzen, die es verursacht.",
        },
        {
          icon: "microscope",
          title: "Moderne Verfahren",
          text: "Laserdesinfektion und Behandlung unter dem Mikroskop, wo nötig.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was ist eine Wurzelkanalbehandlung?",
      paragraphs: [
        "Im Inneren jedes Zahns liegt das Zahnmark (die Pulpa): weiches Gewebe mit Nerven und Blutgefäßen, das durch enge Kanäle bis in die Wurzeln reicht. Entzündet oder infiziert sich die Pulpa, kann sie nicht von selbst heilen.",
        "Bei der Wurzelkanalbehandlung entfernt Ihr Zahnarzt oder Ihre Zahnärztin das betroffene Zahnmark, reinigt und desinfiziert die Kanäle und füllt und versiegelt sie anschließend. Danach wird der Zahn mit einer Füllung, einem Inlay oder einer Krone geschützt, damit Sie ihn weiter nutzen können.",
      ],
    },
    {
      type: "text",
      heading: "Wann ist eine Wurzelkanalbehandlung nötig?",
      paragraphs: [
        "Die häufigsten Ursachen sind tiefe Karies, ein Riss im Zahn, ein Schlag oder eine Verletzung oder wiederholte Behandlungen am selben Zahn. Manchmal gibt es gar keine Beschwerden, und das Problem fällt erst auf einem Röntgenbild auf.",
        "Wenn Sie eine Schwellung im Gesicht, Fieber oder Schluckbeschwerden haben, wenden Sie sich sofort an die Klinik oder an einen Arzt, denn dies können Anzeichen einer sich ausbreitenden Infektion sein.",
      ],
      bullets: [
        "Anhaltende Zahnschmerzen, besonders nachts oder beim Kauen",
        "Empfindlichkeit auf Heißes oder Kaltes, die anhält, auch wenn der Reiz vorbei ist",
        "Schwellung oder Druckempfindlichkeit des Zahnfleischs in der Nähe eines Zahns",
        "Ein kleines, pickelartiges Bläschen am Zahnfleisch",
        "Ein Zahn, der sich dunkel verfärbt hat",
      ],
    },
    {
      type: "steps",
      heading: "Der Ablauf der Wurzelkanalbehandlung",
      intro:
        "Die Behandlung dauert meist 2–3 Sitzungen. Nach der Untersuchung sagt Ihnen Ihr Zahnarzt oder Ihre Zahnärztin, wie viele Ihr Zahn braucht.",
      steps: [
        {
          title: "Untersuchung und Röntgenaufnahme",
          text: "Der Zahn wird untersucht, eine Röntgenaufnahme zeigt die Wurzeln, und wir erklären Ihnen den Behandlungsplan.",
        },
        {
          title: "Betäubung und Zugang",
          text: "Der Zahn wird örtlich betäubt, und eine kleine Öffnung schafft den Zugang zum Zahnmark.",
        },
        {
          title: "Reinigung und Aufbereitung",
          text: "Das entzündete oder infizierte Zahnmark wird entfernt, und die Kanäle werden sorgfältig gereinigt und geformt.",
        },
        {
          title: "Desinfektion",
          text: "Die Kanäle werden gespült und desinfiziert. Bei Bedarf wird ein Medikament eingelegt und der Zahn zwischen den Sitzungen mit einer provisorischen Füllung verschlossen.",
        },
        {
          title: "Füllen und Versiegeln",
          text: "Sobald die Kanäle sauber sind, werden sie gefüllt und versiegelt, damit keine Bakterien mehr eindringen können.",
        },
        {
          title: "Wiederherstellung des Zahns",
          text: "Je nachdem, wie viel Zahnsubstanz erhalten ist, wird der Zahn mit einer Füllung, einem Inlay oder einer Krone wieder aufgebaut.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Nachsorge",
      intro:
        "Eine leichte Druckempfindlichkeit in den ersten Tagen nach der Behandlung ist normal und lässt sich meist mit rezeptfreien Schmerzmitteln lindern. Wenn die Schmerzen zunehmen oder eine Schwellung auftritt, melden Sie sich bei uns.",
      do: [
        "Mit dem Essen warten, bis die Betäubung abgeklungen ist",
        "Auf der anderen Seite kauen, bis die endgültige Versorgung eingesetzt ist",
        "Wie gewohnt Zähne putzen und Zahnzwischenräume reinigen, am behandelten Zahn sanft",
        "Bei Bedarf Schmerzmittel nach Anweisung Ihres Zahnarztes oder Ihrer Zahnärztin einnehmen",
        "Wie geplant zur endgültigen Füllung oder Krone wiederkommen",
      ],
      avoid: [
        "Auf dem behandelten Zahn Hartes kauen, solange er eine provisorische Füllung hat",
        "Kaugummi oder sehr klebrige Speisen auf dieser Seite",
        "Die endgültige Versorgung hinauszögern, die den Zahn vor dem Abbrechen schützt",
        "Zunehmende Schmerzen, Schwellungen oder Fieber ignorieren",
      ],
    },
    {
      type: "faq",
      heading: "Fragen zur Wurzelkanalbehandlung",
      items: [
        {
          question: "Tut eine Wurzelkanalbehandlung weh?",
          answer:
            "Die Behandlung unter örtlicher Betäubung ist schmerzfrei. Die meisten Patientinnen und Patienten empfinden sie ähnlich wie eine Füllung. Eine gewisse Empfindlichkeit danach ist häufig und klingt meist innerhalb weniger Tage ab.",
        },
        {
          question: "Kann ich die Wurzelkanalbehandlung während einer Reise abschließen?",
          answer:
            "Eine Wurzelkanalbehandlung dauert meist 2–3 Sitzungen, die sich oft während eines einzigen Aufenthalts einplanen lassen. Ihr Patientenbetreuer plant die Termine gemeinsam mit Ihnen.",
        },
        {
          question: "Brauche ich danach eine Krone?",
          answer:
            "Oft ja, besonders bei Seitenzähnen, die viel Substanz verloren haben. Eine Krone oder ein Inlay schützt den Zahn vor Rissen. Ihr Zahnarzt oder Ihre Zahnärztin berät Sie dazu.",
        },
      ],
    },
  ],
  closing: {
    heading: "Retten Sie Ihren Zahn mit einer schonenden Wurzelkanalbehandlung",
    text: "Wenn Sie Zahnschmerzen haben oder man Ihnen gesagt hat, dass Sie eine Wurzelkanalbehandlung brauchen, melden Sie sich bei uns. Wir erklären Ihnen Ihre Möglichkeiten und senden Ihnen einen kostenlosen, übersichtlichen Kostenvoranschlag.",
  },
} satisfies Treatment;
