import type { Treatment } from "../../types";

export default {
  slug: "root-canal-details",
  group: "restorative-dentistry",
  title: "Wurzelkanalbehandlung: Nachsorge und häufige Fragen",
  metaTitle: "Wurzelkanalbehandlung: Nachsorge, Nachteile und Dauer",
  metaDescription:
    "Was Sie nach einer Wurzelkanalbehandlung erwartet: Tipps zur Nachsorge, mögliche Nachteile, Ursachen von Verfärbungen und warum es meist 2–3 Sitzungen sind.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Wer weiß, was auf ihn zukommt, geht entspannter in eine Wurzelkanalbehandlung. Hier erfahren Sie, wie lange sie dauert, wie Sie Ihren Zahn pflegen, welche Nachteile möglich sind und warum sich ein behandelter Zahn verfärben kann.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "highlights",
      heading: "Die Wurzelkanalbehandlung auf einen Blick",
      items: [
        {
          icon: "calendar",
          title: "2–3 Sitzungen",
          text: "Die meisten Wurzelkanalbehandlungen sind in 2–3 Sitzungen abgeschlossen.",
        },
        {
          icon: "syringe",
          title: "Örtliche Betäubung",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei.",
        },
        {
          icon: "heart",
          title: "Erhält Ihren Zahn",
          text: "Bei guter Pflege kann ein behandelter Zahn noch viele Jahre seinen Dienst tun.",
        },
        {
          icon: "stethoscope",
          title: "Regelmäßige Kontrollen",
          text: "Kontrolluntersuchungen alle 6 Monate helfen, den Zahn gesund zu halten.",
        },
      ],
    },
    {
      type: "text",
      id: "duration",
      heading: "Wie lange dauert eine Wurzelkanalbehandlung?",
      paragraphs: [
        "Eine Wurzelkanalbehandlung dauert meist 2–3 Sitzungen. Wie viele es genau sind, hängt davon ab, wie viele Kanäle der Zahn hat, wie gekrümmt oder eng sie sind und ob eine Infektion vorliegt, die Zeit zum Abklingen braucht.",
        "Zwischen den Sitzungen kann unter einer provisorischen Füllung ein Medikament in den Zahn eingelegt werden. Reisen Sie nach Budapest an, planen wir die Sitzungen nach Möglichkeit so, dass sie in Ihren Aufenthalt passen.",
      ],
    },
    {
      type: "steps",
      heading: "Was in Ihren 2–3 Sitzungen geschieht",
      steps: [
        {
          title: "Erste Sitzung: Reinigung",
          text: "Unter örtlicher Betäubung wird das entzündete oder infizierte Zahnmark entfernt, und die Kanäle werden gereinigt, geformt und desinfiziert.",
        },
        {
          title: "Zwischen den Sitzungen: Abklingen",
          text: "Bei Bedarf verbleibt ein Medikament unter einer provisorischen Füllung in den Kanälen, damit die Infektion abheilen kann.",
        },
        {
          title: "Letzte Sitzung: Füllen und Versiegeln",
          text: "Die Kanäle werden gefüllt und versiegelt, und der Zahn wird mit einer Füllung verschlossen oder für ein Inlay bzw. eine Krone vorbereitet.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Nachsorge",
      intro:
        "Eine leichte Druckempfindlichkeit in den ersten Tagen ist normal und lässt sich meist mit rezeptfreien Schmerzmitteln lindern. Wenn die Schmerzen zunehmen, eine Schwellung auftritt oder Sie sich unwohl fühlen, melden Sie sich bei uns oder suchen Sie einen Arzt auf.",
      do: [
        "Mit dem Essen und mit heißen Getränken warten, bis die Betäubung abgeklungen ist",
        "Auf der anderen Seite kauen, bis der Zahn seine endgültige Versorgung hat",
        "Zweimal täglich Zähne putzen und wie gewohnt die Zahnzwischenräume reinigen",
        "Bei Bedarf Schmerzmittel nach Anweisung Ihres Zahnarztes oder Ihrer Zahnärztin einnehmen",
        "Alle 6 Monate zur Kontrolluntersuchung kommen",
      ],
      avoid: [
        "Auf einem Zahn mit provisorischer Füllung Hartes kauen",
        "Kaugummi oder klebrige Süßigkeiten auf der behandelten Seite",
        "Die endgültige Füllung, das Inlay oder die Krone hinauszögern",
        "Zunehmende Schmerzen oder Schwellungen ignorieren",
      ],
    },
    {
      type: "text",
      id: "downsides",
      heading: "Mögliche Nachteile",
      paragraphs: [
        "Die Wurzelkanalbehandlung ist ein Routineeingriff, hat aber wie jede Behandlung Grenzen, die Sie kennen sollten. Ihr Zahnarzt oder Ihre Zahnärztin bespricht sie vor Beginn mit Ihnen.",
        "Die Alternative ist in den meisten Fällen die Entfernung des Zahns. Sie hat eigene Nachteile und macht meist ein Implantat, eine Brücke oder eine Prothese nötig, um die Lücke zu schließen.",
      ],
      bullets: [
        "Druckempfindlichkeit in den ersten Tagen nach jeder Sitzung",
        "Meist sind mehrere Termine nötig",
        "Ein behandelter Zahn kann spröder werden und braucht oft eine Krone oder ein Inlay",
        "Der Zahn kann mit der Zeit nachdunkeln",
        "Gelegentlich kehrt eine Infektion zurück, und der Zahn muss erneut behandelt werden",
      ],
    },
    {
      type: "text",
      id: "discolouration",
      heading: "Ursachen von Verfärbungen",
      paragraphs: [
        "Ein wurzelbehandelter Zahn kann manchmal dunkler werden als seine Nachbarzähne. Diese Verfärbung ist ein ästhetisches Problem und kein Zeichen dafür, dass die Behandlung misslungen ist.",
        "Stört Sie die Verfärbung, lässt sich mit einer internen Aufhellung, einem Veneer oder einer Krone meist wieder eine natürliche Zahnfarbe erreichen. Ihr Zahnarzt oder Ihre Zahnärztin schlägt Ihnen die passende Lösung vor.",
      ],
      bullets: [
        "Blut und Abbauprodukte aus dem Zahnmark, die den Zahn von innen verfärben",
        "Reste von Pulpagewebe in der Zahnkrone",
        "Manche Füllmaterialien und Medikamente, die im Zahn verwendet werden",
        "Eine Verletzung, die eine Blutung im Zahninneren verursacht hat",
        "Alte oder undichte Füllungen, durch die Farbstoffe eindringen",
      ],
    },
    {
      type: "faq",
      heading: "Häufige Fragen",
      items: [
        {
          question: "Ist es normal, dass der Zahn nach der Behandlung schmerzt?",
          answer:
            "Eine gewisse Empfindlichkeit, vor allem beim Zubeißen, ist in den ersten Tagen häufig. Sie klingt meist von selbst ab. Melden Sie sich bei uns, wenn sie stärker wird oder nicht nachlässt.",
        },
        {
          question: "Kann ich nach einer Wurzelkanalbehandlung nach Hause fliegen?",
          answer:
            "Die meisten Patientinnen und Patienten fliegen ohne Probleme nach Hause. Ihr Zahnarzt oder Ihre Zahnärztin kontrolliert den Zahn vor Ihrer Abreise und gibt Ihnen Tipps für die Reise.",
        },
        {
          question: "Ist mein Zahn nach der Behandlung schwächer?",
          answer:
            "Ein wurzelbehandelter Zahn kann spröder sein, vor allem weil durch Karies Zahnsubstanz verloren gegangen ist. Eine Krone oder ein Inlay schützt ihn; ob Sie eines davon brauchen, bespricht Ihr Zahnarzt oder Ihre Zahnärztin mit Ihnen.",
        },
      ],
    },
  ],
  closing: {
    heading: "Haben Sie eine Frage zu Ihrer Wurzelkanalbehandlung?",
    text: "Unser Team beantwortet Ihre Fragen gern vor und nach der Behandlung. Melden Sie sich für eine Beratung oder einen kostenlosen, persönlichen Kostenvoranschlag.",
  },
} satisfies Treatment;
