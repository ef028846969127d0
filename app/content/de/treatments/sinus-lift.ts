import type { Treatment } from "../../types";

export default {
  slug: "sinus-lift",
  group: "oral-surgery",
  title: "Sinuslift",
  metaTitle: "Sinuslift für Implantate im Oberkiefer in Budapest",
  metaDescription:
    "Sinuslift in Budapest: Knochenaufbau im hinteren Oberkiefer für Implantate. Wann er nötig ist, wie er abläuft, Nachsorge und 4–9 Monate Einheilzeit.",
  hero: {
    eyebrow: "Oralchirurgie",
    lead: "Ein Sinuslift baut Knochen im hinteren Oberkiefer auf, wo für Implantate oft zu wenig Knochenhöhe vorhanden ist. So werden Implantate für viele Patienten möglich, denen man gesagt hat, dass sie keine erhalten können.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "Mehr Knochen für Implantate",
          text: "Schafft im hinteren Oberkiefer genug Knochenhöhe, damit Implantate sicher halten.",
        },
        {
          icon: "scan",
          title: "Planung mit 3D-Röntgen",
          text: "Eine 3D-Röntgenaufnahme (DVT) zeigt Kieferhöhle und Knochen vor dem Eingriff im Detail.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei; auf Wunsch ist eine Sedierung möglich.",
        },
        {
          icon: "clock",
          title: "4–9 Monate Einheilzeit",
          text: "Der neue Knochen ist in der Regel nach 4–9 Monaten ausgereift.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-a-sinus-lift",
      heading: "Was ist ein Sinuslift?",
      paragraphs: [
        "Die Kieferhöhlen sind luftgefüllte Räume direkt über den Wurzeln der oberen Backenzähne. Gehen diese Zähne verloren, wird der Knochen unter der Kieferhöhle oft dünner, und die Kieferhöhle kann sich nach unten ausdehnen. Dann bleibt zu wenig Knochen für ein Implantat.",
        "Beim Sinuslift hebt der Chirurg die dünne Schleimhaut am Boden der Kieferhöhle behutsam an und bringt darunter Knochenersatzmaterial ein. In den folgenden Monaten wird daraus fester Knochen, der Implantate tragen kann.",
      ],
    },
    {
      type: "text",
      id: "when-needed",
      heading: "Wann ist ein Sinuslift nötig?",
      paragraphs: [
        "Ihr Zahnarzt empfiehlt einen Sinuslift nur, wenn Ihre 3D-Röntgenaufnahme zeigt, dass unter der Kieferhöhle nicht genug Knochenhöhe für die benötigten Implantate vorhanden ist.",
      ],
      bullets: [
        "Obere Backenzähne (Prämolaren oder Molaren) fehlen schon seit einiger Zeit",
        "Knochen ist durch eine Zahnfleischerkrankung oder nach einer Zahnextraktion verloren gegangen",
        "Die Kieferhöhle liegt von Natur aus tief oder ist groß",
        "Sie planen Implantate oder eine Brücke über den gesamten Oberkiefer",
      ],
    },
    {
      type: "cards",
      id: "techniques",
      heading: "Zwei Sinuslift-Techniken",
      intro:
        "Welche Technik infrage kommt, hängt davon ab, wie viel Knochen bereits vorhanden ist. Ihr Chirurg erklärt Ihnen, welche für Sie geeignet ist.",
      items: [
        {
          title: "Geschlossener (interner) Sinuslift",
          label: "Geringerer Knochengewinn",
          text: "Wird angewendet, wenn nur wenig zusätzliche Höhe nötig ist. Der Kieferhöhlenboden wird durch dieselbe Öffnung, die für das Implantat vorbereitet wird, behutsam angehoben; oft kann das Implantat gleichzeitig gesetzt werden.",
        },
        {
          title: "Offener (externer) Sinuslift",
          label: "Größerer Knochengewinn",
          text: "Wird angewendet, wenn mehr Knochen nötig ist. Seitlich am Kiefer wird ein kleines Fenster geschaffen, um die Schleimhaut anzuheben und das Knochenersatzmaterial einzubringen. Die Implantate können gleichzeitig oder nach der Einheilung gesetzt werden.",
        },
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "So läuft der Sinuslift ab",
      steps: [
        {
          title: "3D-Röntgen und Planung",
          text: "Ihr Chirurg misst die Knochenhöhe und untersucht die Kieferhöhle, um die Technik und die benötigte Menge an Knochenersatzmaterial zu planen.",
        },
        {
          title: "Örtliche Betäubung",
          text: "Der Bereich wird gründlich betäubt, sodass der Eingriff schmerzfrei ist. Wenn Sie ängstlich sind, ist eine Sedierung möglich.",
        },
        {
          title: "Anheben der Schleimhaut und Einbringen des Knochenersatzes",
          text: "Die Kieferhöhlenschleimhaut wird behutsam angehoben und darunter Knochenersatzmaterial eingebracht. Ist die Stabilität ausreichend, wird das Implantat gleichzeitig gesetzt.",
        },
        {
          title: "Wundverschluss und Einheilung",
          text: "Das Zahnfleisch wird vernäht. Anschließend reift das Material zu Knochen heran; das dauert in der Regel 4–9 Monate, bevor Implantate Zähne tragen können.",
          duration: "4–9 Monate",
        },
      ],
    },
    {
      type: "text",
      id: "healing-time",
      heading: "Einheilzeit",
      paragraphs: [
        "Die Einheilung nach einem Sinuslift dauert in der Regel 4–9 Monate. Die genaue Dauer hängt davon ab, wie viel Knochen aufgebaut wurde, welches Material verwendet wurde und wie Ihr Körper heilt.",
        "Schwellungen, Blutergüsse und ein verstopftes Gefühl auf der behandelten Seite sind in den ersten Tagen häufig. Ihr Zahnarzt kontrolliert den neuen Knochen vor dem nächsten Behandlungsschritt auf einer Röntgenaufnahme und sagt Ihnen, ab wann Sie unbedenklich fliegen können.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Nachsorge nach einem Sinuslift",
      intro:
        "Entscheidend für ein gutes Ergebnis ist, die Kieferhöhle während der Heilung zu schonen. Wenden Sie sich an uns oder an einen Arzt, wenn Sie starke Blutungen, Fieber, zunehmende Schmerzen oder Schwellungen oder Ausfluss aus der Nase bemerken.",
      do: [
        "Ruhen Sie sich nach dem Eingriff 24 Stunden lang aus",
        "Niesen Sie mit offenem Mund, um Druck auf die Kieferhöhle zu vermeiden",
        "Nehmen Sie verordnete Medikamente, auch Nasensprays, wie angewiesen ein",
        "Essen Sie weiche Kost und kauen Sie auf der anderen Seite",
        "Fragen Sie Ihren Chirurgen, ab wann Sie unbedenklich nach Hause fliegen können",
      ],
      avoid: [
        "Naseputzen, bis Ihr Chirurg es erlaubt",
        "Trinken mit einem Strohhalm",
        "Rauchen, das die Einheilung des Knochenaufbaus erheblich beeinträchtigen kann",
        "Schweres Heben, Bücken und anstrengenden Sport in den ersten Tagen",
        "Schwimmen und Tauchen bis zur vollständigen Heilung",
      ],
    },
  ],
  closing: {
    heading: "Knochenverlust im Oberkiefer?",
    text: "Senden Sie uns Ihre 3D-Röntgenaufnahme oder ein Röntgenbild, oder buchen Sie eine kostenlose Videoberatung. Unser Oralchirurg sagt Ihnen, ob ein Sinuslift Implantate möglich machen kann, und plant Ihre Aufenthalte passend zur Einheilzeit.",
  },
} satisfies Treatment;
