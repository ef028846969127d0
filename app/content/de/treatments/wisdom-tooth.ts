import type { Treatment } from "../../types";

export default {
  slug: "wisdom-tooth",
  group: "oral-surgery",
  title: "Weisheitszahnentfernung",
  metaTitle: "Weisheitszähne entfernen in Budapest",
  metaDescription:
    "Weisheitszahnentfernung in Budapest durch erfahrene Oralchirurgen. Häufige Probleme, Warnzeichen, der Ablauf der Entfernung und was die Heilung mit sich bringt.",
  hero: {
    eyebrow: "Oralchirurgie",
    lead: "Weisheitszähne haben oft nicht genug Platz, um richtig durchzubrechen. Verursachen sie Beschwerden, bringt eine sorgfältige Entfernung unter örtlicher Betäubung dauerhafte Erleichterung.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "scan",
          title: "Präzise Bildgebung",
          text: "Eine Panoramaröntgenaufnahme (OPG) oder ein 3D-Röntgen (DVT) zeigt Lage und Wurzeln des Zahns vor dem Eingriff.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei; wenn Sie ängstlich sind, ist eine Sedierung möglich.",
        },
        {
          icon: "stethoscope",
          title: "Oralchirurgen",
          text: "Weisheitszähne werden bei uns von erfahrenen Oralchirurgen entfernt.",
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
      id: "what-are-wisdom-teeth",
      heading: "Was sind Weisheitszähne?",
      paragraphs: [
        "Weisheitszähne sind die dritten Backenzähne (Molaren) ganz hinten im Mund. Sie brechen meist im Alter von 17–25 Jahren durch, lange nachdem die übrigen bleibenden Zähne vollständig sind.",
        "Manche Menschen haben genug Platz für sie und nie Probleme. In vielen Kiefern ist der Platz jedoch zu knapp, und die Zähne brechen schräg, nur teilweise oder gar nicht durch.",
      ],
    },
    {
      type: "cards",
      id: "issues",
      heading: "Häufige Probleme mit Weisheitszähnen",
      items: [
        {
          title: "Verlagerung",
          text: "Der Zahn wird von Knochen oder vom Nachbarzahn blockiert und kann nicht vollständig durchbrechen. Er kann gegen den benachbarten Backenzahn drücken.",
        },
        {
          title: "Zahnfleischentzündung",
          text: "Ein teilweise durchgebrochener Zahn hinterlässt eine Zahnfleischtasche, in der sich Speisereste und Bakterien sammeln. Das kann zu schmerzhaften, wiederkehrenden Entzündungen führen.",
        },
        {
          title: "Karies",
          text: "Weisheitszähne sind schwer zu reinigen; deshalb sind sie und der Backenzahn davor anfällig für Karies.",
        },
        {
          title: "Engstand und Zysten",
          text: "Ein Weisheitszahn kann zusätzlichen Druck auf benachbarte Zähne ausüben. Seltener bildet sich um einen verlagerten Zahn eine flüssigkeitsgefüllte Zyste.",
        },
      ],
    },
    {
      type: "text",
      id: "symptoms",
      heading: "Auf diese Anzeichen sollten Sie achten",
      paragraphs: [
        "Beschwerden mit Weisheitszähnen kommen und gehen oft und können zu ungünstigen Zeitpunkten auftreten, etwa vor einer Reise. Wenn Ihnen eines dieser Anzeichen auffällt, lassen Sie den Zahn untersuchen.",
      ],
      bullets: [
        "Schmerzen oder Druckempfindlichkeit hinten im Kiefer",
        "Geschwollenes, gerötetes oder blutendes Zahnfleisch hinter dem letzten Backenzahn",
        "Ein unangenehmer Geschmack oder Mundgeruch, der nicht vergeht",
        "Schwierigkeiten, den Mund ganz zu öffnen",
        "Schwellungen im Gesicht oder am Kiefer oder Fieber – das sollte umgehend ein Zahnarzt oder Arzt abklären",
      ],
    },
    {
      type: "steps",
      id: "removal-process",
      heading: "So läuft die Weisheitszahnentfernung ab",
      steps: [
        {
          title: "Beratung und Bildgebung",
          text: "Ihr Chirurg untersucht den Zahn und beurteilt eine Panoramaröntgenaufnahme (OPG) oder ein 3D-Röntgen (DVT), um seine Lage und den Abstand zu Nerven und Kieferhöhle zu sehen.",
        },
        {
          title: "Örtliche Betäubung",
          text: "Der Bereich wird gründlich betäubt, sodass der Eingriff schmerzfrei ist. Für ängstliche Patienten kann eine Sedierung vereinbart werden.",
        },
        {
          title: "Entfernung des Zahns",
          text: "Ein vollständig durchgebrochener Zahn lässt sich oft einfach entfernen. Bei einem verlagerten Zahn wird das Zahnfleisch an einer kleinen Stelle geöffnet, und der Zahn wird gegebenenfalls in Segmente geteilt, um ihn schonend zu entfernen.",
        },
        {
          title: "Wundverschluss und Nachsorge",
          text: "Wo nötig, wird das Zahnfleisch vernäht. Bevor Sie gehen, erhalten Sie Ihr Nachsorge-Set und Ihre Anweisungen.",
        },
      ],
    },
    {
      type: "text",
      id: "recovery",
      heading: "Heilung nach der Weisheitszahnentfernung",
      paragraphs: [
        "Schwellungen, Steifheit und Beschwerden sind in den ersten Tagen normal, besonders nach der Entfernung eines verlagerten Zahns. Bei den meisten Patienten klingen sie mit Ruhe, kalten Kompressen und gängigen Schmerzmitteln stetig ab.",
        "Ihr Chirurg sagt Ihnen, ob die Fäden gezogen werden müssen oder sich von selbst auflösen und ab wann Sie bequem nach Hause fliegen können. Wenden Sie sich an uns oder an einen Arzt, wenn die Schmerzen nach einigen Tagen zunehmen, eine Blutung trotz Druck nicht aufhört oder Sie Fieber bekommen.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Nachsorge: was Sie tun und lassen sollten",
      do: [
        "Ruhen Sie sich nach dem Eingriff 24 Stunden lang aus",
        "Kühlen Sie die Wange am ersten Tag in Abständen mit einer kalten Kompresse",
        "Essen Sie weiche, lauwarme Speisen und kauen Sie nicht auf der behandelten Seite",
        "Nehmen Sie Schmerzmittel und verordnete Medikamente wie angewiesen ein",
        "Lagern Sie in der ersten Nacht den Kopf im Liegen erhöht",
      ],
      avoid: [
        "Trinken mit einem Strohhalm in den ersten 24 Stunden",
        "Rauchen für mindestens 48 Stunden",
        "Kräftiges Spülen oder Ausspucken am ersten Tag",
        "Alkohol, heiße Getränke und anstrengenden Sport am Tag des Eingriffs",
        "Mit der Zunge oder den Fingern an der Wunde zu tasten",
      ],
    },
  ],
  closing: {
    heading: "Beschwerden mit einem Weisheitszahn?",
    text: "Buchen Sie eine kostenlose Videoberatung oder senden Sie uns eine Panoramaröntgenaufnahme. Unser Oralchirurg sagt Ihnen, ob der Zahn entfernt werden muss, und plant die Behandlung passend zu Ihrem Aufenthalt.",
  },
} satisfies Treatment;
