import type { Treatment } from "../../types";

export default {
  slug: "tooth-decay-prevention",
  group: "dental-hygiene",
  title: "Kariesvorbeugung",
  metaTitle: "Kariesvorbeugung und Fissurenversiegelung",
  metaDescription:
    "Karies vorbeugen mit guten Gewohnheiten, regelmäßigen Kontrollen, professioneller Zahnreinigung und Fissurenversiegelung, die Backenzähne 2 bis 3 Jahre schützt.",
  hero: {
    eyebrow: "Dentalhygiene",
    lead: "Karies lässt sich größtenteils vermeiden. Gute tägliche Gewohnheiten, regelmäßige Kontrolluntersuchungen und einige einfache professionelle Behandlungen schützen Ihre Zähne und ersparen Ihnen später größere, teurere Behandlungen.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Vier Säulen der Vorbeugung",
      intro:
        "Vorbeugung wirkt am besten, wenn sich die Pflege zu Hause und die professionelle Betreuung ergänzen.",
      items: [
        {
          icon: "sparkles",
          title: "Tägliche Reinigung",
          text: "Zweimal täglich Zähneputzen mit fluoridhaltiger Zahnpasta und die Reinigung der Zahnzwischenräume entfernen die Plaque, die Karies verursacht.",
        },
        {
          icon: "leaf",
          title: "Bewusste Ernährung",
          text: "Wie oft Sie Zucker zu sich nehmen, ist wichtiger als wie viel. Weniger süße Zwischenmahlzeiten geben Ihren Zähnen Zeit, sich zu erholen.",
        },
        {
          icon: "calendar",
          title: "Regelmäßige Kontrolluntersuchungen",
          text: "Eine Kontrolluntersuchung mindestens alle sechs Monate entdeckt beginnende Karies, solange sie noch klein und einfach zu behandeln ist.",
        },
        {
          icon: "shield",
          title: "Fissurenversiegelung",
          text: "Die Versiegelung der tiefen Furchen der Backenzähne schützt diese Stellen, die eine Zahnbürste schwer erreicht, für 2 bis 3 Jahre.",
        },
      ],
    },
    {
      type: "text",
      heading: "Wie Karies entsteht",
      paragraphs: [
        "Plaquebakterien ernähren sich von Zucker und anderen vergärbaren Kohlenhydraten aus Ihren Speisen und Getränken und bilden dabei Säure. Jedes Mal, wenn Sie etwas Süßes essen oder trinken, löst diese Säure für eine Weile Mineralien aus dem Zahnschmelz, bis der Speichel sie neutralisiert und dem Zahnschmelz hilft, sich zu erholen.",
        "Kommt es zu oft zu solchen Säureangriffen, verliert der Zahnschmelz mehr Mineralien, als er zurückgewinnen kann. Zuerst zeigt sich ein weißer oder brauner Fleck, schließlich entsteht ein Loch. In diesem Stadium kann sich der Zahn nicht mehr selbst regenerieren und braucht eine Füllung.",
        "Beginnende Karies verursacht oft überhaupt keine Schmerzen, sodass Sie sie womöglich gar nicht bemerken. Deshalb sind regelmäßige Kontrolluntersuchungen und, wo Ihr Zahnarzt es empfiehlt, Röntgenaufnahmen ein so wichtiger Teil der Vorbeugung.",
      ],
    },
    {
      type: "text",
      heading: "Was Sie zu Hause tun können",
      paragraphs: [
        "Der wirksamste Schutz ist einfach und kostet sehr wenig. Einige konsequent gepflegte Gewohnheiten machen über die Jahre einen echten Unterschied für Ihre Zähne und Ihr Zahnfleisch.",
      ],
      bullets: [
        "Putzen Sie zweimal täglich etwa zwei Minuten lang mit fluoridhaltiger Zahnpasta, einmal davon als Letztes vor dem Schlafengehen",
        "Spucken Sie die Zahnpasta nach dem Putzen nur aus, statt nachzuspülen, damit das Fluorid auf den Zähnen bleibt",
        "Reinigen Sie einmal täglich die Zahnzwischenräume mit Zahnseide oder Interdentalbürsten",
        "Genießen Sie Süßes und zuckerhaltige Getränke vor allem zu den Mahlzeiten, statt über den Tag verteilt zu naschen",
        "Trinken Sie zwischen den Mahlzeiten Wasser, und wählen Sie zuckerfreien Kaugummi, wenn Sie Kaugummi kauen",
      ],
    },
    {
      type: "text",
      heading: "Professionelle Vorbeugung in der Klinik",
      paragraphs: [
        "Bei einer Kontrolluntersuchung untersucht Ihr Zahnarzt jeden Zahn, Ihr Zahnfleisch und vorhandene Füllungen oder Kronen und fertigt bei Bedarf Röntgenaufnahmen an, um die Zahnzwischenräume zu beurteilen. Beginnende Karies lässt sich manchmal allein mit Fluorid und besserer Mundpflege in den Griff bekommen, ganz ohne Bohren.",
        "Eine professionelle Zahnreinigung entfernt Zahnstein und Plaque an Stellen, die Ihre Zahnbürste nicht erreicht. Bei Zähnen mit tiefen Furchen bildet die Fissurenversiegelung eine zusätzliche Schutzschicht, und wenn Sie ein erhöhtes Kariesrisiko haben, kann Ihr Zahnarzt auch einen Fluoridlack empfehlen.",
      ],
    },
    {
      type: "steps",
      heading: "So wird die Fissurenversiegelung durchgeführt",
      intro:
        "Die Fissurenversiegelung geht schnell, ist schmerzfrei und erfordert keine Betäubung. Sie wird am häufigsten für die neuen Backenzähne von Kindern empfohlen, doch auch Erwachsene mit tiefen Furchen ohne Karies können davon profitieren.",
      steps: [
        {
          title: "Prüfung des Zahns",
          text: "Ihr Zahnarzt stellt sicher, dass die Furchen kariesfrei und für eine Versiegelung geeignet sind.",
        },
        {
          title: "Reinigen und Trocknen",
          text: "Die Kaufläche wird gründlich gereinigt und trocken gehalten, damit der Versiegler gut haftet.",
        },
        {
          title: "Vorbereitung der Oberfläche",
          text: "Ein mildes Konditionierungsgel wird kurz aufgetragen und wieder abgespült, damit der Versiegler am Zahnschmelz haften kann.",
        },
        {
          title: "Auftragen und Aushärten des Versieglers",
          text: "Ein dünnfließender Versiegler wird in die Furchen gestrichen und mit einer Polymerisationslampe ausgehärtet.",
        },
        {
          title: "Prüfung Ihres Bisses",
          text: "Ihr Zahnarzt kontrolliert die Versiegelung und Ihren Biss. Der Versiegler schützt die Furchen 2 bis 3 Jahre lang und wird bei jedem Besuch überprüft.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Alltagsgewohnheiten für gesunde Zähne",
      do: [
        "Putzen Sie zweimal täglich mit fluoridhaltiger Zahnpasta",
        "Reinigen Sie täglich die Zahnzwischenräume",
        "Lassen Sie mindestens alle sechs Monate eine Kontrolluntersuchung durchführen",
        "Fragen Sie Ihren Zahnarzt, ob eine Fissurenversiegelung oder ein Fluoridlack für Sie sinnvoll wäre",
      ],
      avoid: [
        "Über den ganzen Tag verteilt zuckerhaltige oder saure Getränke zu trinken",
        "Zwischen den Mahlzeiten Süßigkeiten, Kekse oder Trockenobst zu naschen",
        "Direkt nach sauren Speisen oder Getränken zu putzen, wenn der Zahnschmelz weicher ist",
        "Erst bei Schmerzen zum Zahnarzt zu gehen",
      ],
    },
    {
      type: "faq",
      heading: "Vorbeugung: häufige Fragen",
      items: [
        {
          question: "Wie lange hält eine Fissurenversiegelung?",
          answer:
            "Eine Fissurenversiegelung schützt die Furchen 2 bis 3 Jahre lang. Ihr Zahnarzt überprüft sie bei jeder Kontrolluntersuchung und kann sie ausbessern oder erneuern, wenn sie abgenutzt ist.",
        },
        {
          question: "Ist die Fissurenversiegelung nur etwas für Kinder?",
          answer:
            "Am häufigsten wird sie bei Kindern und Jugendlichen durchgeführt, da frisch durchgebrochene Backenzähne am stärksten gefährdet sind. Auch Erwachsene mit tiefen Furchen, die an diesen Flächen weder Karies noch Füllungen haben, können davon profitieren. Ihr Zahnarzt berät Sie, ob sie für Sie geeignet ist.",
        },
        {
          question: "Wie oft sollte ich zum Zahnarzt gehen, wenn ich keine Beschwerden habe?",
          answer:
            "Wir empfehlen mindestens alle sechs Monate eine Kontrolluntersuchung, auch wenn alles in Ordnung scheint. Karies und Zahnfleischerkrankungen entwickeln sich oft ohne Beschwerden, bis sie weiter fortgeschritten sind.",
        },
        {
          question: "Ich lebe im Ausland. Kann ich trotzdem regelmäßig vorsorgen?",
          answer:
            "Ja. Sie können eine Kontrolluntersuchung und eine professionelle Zahnreinigung mit jedem Besuch in Budapest verbinden. Lassen Sie sich zwischen den Besuchen weiterhin von einem Zahnarzt in Ihrer Nähe zu Hause kontrollieren, damit nichts übersehen wird.",
        },
      ],
    },
  ],
  closing: {
    heading: "Schützen Sie Ihre Zähne für die kommenden Jahre",
    text: "Eine Kontrolluntersuchung und eine professionelle Zahnreinigung sind der beste Anfang. Kontaktieren Sie uns, und wir vereinbaren einen Vorsorgetermin mit ehrlicher Beratung dazu, was Ihre Zähne brauchen und was nicht.",
  },
} satisfies Treatment;
