import type { Treatment } from "../../types";

export default {
  slug: "after-implantation",
  group: "implantology",
  title: "Nach dem Implantateingriff",
  metaTitle: "Nach der Implantation: Heilung und Nachsorge",
  metaDescription:
    "Was Sie nach dem Implantateingriff erwartet: Heilungsverlauf, provisorische Zähne, Kontrollen alle 6 Monate und einfache Regeln für eine gute Heilung.",
  hero: {
    eyebrow: "Implantologie",
    lead: "In den Tagen und Monaten nach dem Eingriff verwächst Ihr Implantat mit dem Knochen. Hier erfahren Sie, was Sie erwartet und wie Sie die Heilung unterstützen.",
  },
  priceGroup: "implants",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Kostenloses Nachsorge-Set",
          text: "Sie erhalten für zu Hause ein Nachsorge-Set und schriftliche Anweisungen.",
        },
        {
          icon: "phone",
          title: "Unterstützung, wenn Sie wieder zu Hause sind",
          text: "Haben Sie während der Heilung Fragen, ist unser Team nur einen Anruf entfernt.",
        },
        {
          icon: "clock",
          title: "3–6 Monate Einheilung",
          text: "Die Osseointegration dauert im Allgemeinen 3–6 Monate, bevor Ihre endgültige Krone folgt.",
        },
        {
          icon: "calendar",
          title: "Kontrollen alle 6 Monate",
          text: "Regelmäßige Kontrolluntersuchungen halten Ihr Implantat und Ihr Zahnfleisch langfristig gesund.",
        },
      ],
    },
    {
      type: "text",
      id: "what-to-expect",
      heading: "Was Sie nach dem Eingriff erwartet",
      paragraphs: [
        "Sobald die örtliche Betäubung nachlässt, spüren die meisten Patienten eine gewisse Empfindlichkeit rund um das Implantat. Das ist normal und lässt sich meist gut mit den Schmerzmitteln lindern, die Ihr Zahnarzt empfiehlt.",
        "Eine leichte Schwellung, kleine Blutergüsse und etwas Nachbluten sind in den ersten Tagen häufig und klingen allmählich ab. Viele Menschen nehmen am nächsten Tag leichte Alltagstätigkeiten wieder auf; nach dem Eingriff sollten Sie es dennoch ruhig angehen lassen.",
      ],
      bullets: [
        "Empfindlichkeit und leichte Beschwerden, die von Tag zu Tag nachlassen",
        "Eine gewisse Schwellung von Zahnfleisch oder Wange, die meist innerhalb weniger Tage abklingt",
        "Leichte Blutungen oder rosa gefärbter Speichel am ersten Tag",
        "Mögliche Steifheit beim weiten Öffnen des Mundes",
      ],
    },
    {
      type: "timeline",
      heading: "Ihr Heilungsverlauf",
      intro:
        "Jeder Mensch heilt in seinem eigenen Tempo. Dies ist ein typischer Verlauf; Ihr Zahnarzt sagt Ihnen, was für Sie gilt.",
      items: [
        {
          when: "Erste 24 Stunden",
          title: "Ruhen und den Bereich schonen",
          text: "Ruhen Sie sich aus, kühlen Sie die Wange, essen Sie weiche, lauwarme Speisen und spülen Sie nicht kräftig.",
        },
        {
          when: "Erste Tage",
          title: "Die Schwellung klingt ab",
          text: "Empfindlichkeit und Schwellung lassen nach. Halten Sie den Bereich wie angewiesen sauber und kauen Sie auf der anderen Seite.",
        },
        {
          when: "Erste Wochen",
          title: "Das Zahnfleisch heilt",
          text: "Das Zahnfleisch schließt sich über oder um das Implantat. Sie kehren nach und nach zu Ihrer normalen Ernährung zurück, vermeiden aber weiterhin harte Speisen auf dem Implantat.",
        },
        {
          when: "3–6 Monate",
          title: "Knöcherne Einheilung (Osseointegration)",
          text: "Der Knochen verwächst mit dem Implantat, im Unterkiefer meist in 2–4 Monaten, im Oberkiefer in 3–6 Monaten.",
        },
        {
          when: "Zweiter Aufenthalt",
          title: "Ihre endgültige Krone",
          text: "Sie kommen für das Abutment und Ihre definitive Krone zurück nach Budapest.",
        },
      ],
    },
    {
      type: "text",
      id: "temporary-restoration",
      heading: "Provisorische Zähne während der Heilung",
      paragraphs: [
        "Wenn Sie es nicht möchten, bleibt keine sichtbare Lücke. Je nach Lage und Stabilität des Implantats kann Ihr Zahnarzt während der Knochenheilung eine provisorische Krone, eine provisorische Brücke oder einen kleinen herausnehmbaren Zahnersatz einsetzen.",
        "Ein Provisorium ist für das Aussehen und leichte Belastung gedacht, nicht für kräftiges Kauen. Gehen Sie behutsam damit um, beißen Sie damit nicht auf harte Speisen und sagen Sie uns Bescheid, wenn es sich lockert oder einen Sprung bekommt.",
      ],
    },
    {
      type: "steps",
      id: "path-to-final-crown",
      heading: "Vom Eingriff bis zur endgültigen Krone",
      steps: [
        {
          title: "Nachsorge zu Hause",
          text: "Befolgen Sie in den ersten Tagen Ihre schriftlichen Anweisungen und verwenden Sie Ihr Nachsorge-Set.",
        },
        {
          title: "Heilungskontrolle",
          text: "Vor Ihrem Rückflug prüft Ihr Zahnarzt, ob der Implantatbereich gut heilt, und beantwortet Ihre Fragen.",
        },
        {
          title: "Zweiter Aufenthalt",
          text: "Ist das Implantat eingeheilt, nehmen wir Abdrücke oder einen Scan und setzen das Abutment ein.",
        },
        {
          title: "Einsetzen der Krone",
          text: "Ihre Krone aus unserem eigenen Dentallabor wird eingesetzt, und der Biss wird geprüft und angepasst.",
        },
      ],
    },
    {
      type: "text",
      id: "check-ups",
      heading: "Regelmäßige Kontrolluntersuchungen",
      paragraphs: [
        "Ein Implantat kann keine Karies bekommen, doch Zahnfleisch und Knochen rund um das Implantat können sich entzünden, wenn sich Plaque ansammelt. Bei Kontrolluntersuchungen alle 6 Monate erkennt Ihr Zahnarzt erste Anzeichen von Problemen und reinigt Stellen, die Sie zu Hause nicht erreichen.",
        "Zu den Kontrolluntersuchungen können Sie zu uns kommen, wenn Sie in Budapest sind, oder zu Ihrem Zahnarzt vor Ort gehen. Bringen Sie Angaben zu Ihrem Implantattyp mit, damit jeder Zahnarzt es richtig versorgen kann.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Regeln für die Nachsorge",
      intro:
        "Melden Sie sich umgehend bei uns oder suchen Sie einen Arzt auf, wenn eine starke Blutung durch Druck nicht aufhört, wenn Sie Fieber bekommen oder wenn Schmerzen und Schwellung nach den ersten Tagen zunehmen.",
      do: [
        "Sich am Tag des Eingriffs ausruhen und beim Liegen den Kopf hochlagern",
        "Am ersten Tag die Wange immer wieder mit einer kalten Kompresse kühlen",
        "Weiche, lauwarme Speisen essen und auf der anderen Seite kauen",
        "Schmerzmittel und verordnete Medikamente wie angewiesen einnehmen",
        "Die übrigen Zähne wie gewohnt putzen und den Implantatbereich wie angewiesen sanft reinigen",
      ],
      avoid: [
        "Rauchen, das die Heilung verlangsamt und das Risiko von Problemen am Implantat erhöht",
        "Alkohol und sehr heiße Getränke am Tag des Eingriffs",
        "Anstrengenden Sport in den ersten Tagen nach dem Eingriff",
        "Den Bereich mit der Zunge oder den Fingern berühren",
        "Mit einem provisorischen Zahn auf harte Speisen beißen",
      ],
    },
  ],
  closing: {
    heading: "Fragen während der Heilung?",
    text: "Unser Team ist während Ihrer Heilung für Sie da – ob Sie in Budapest oder wieder zu Hause sind. Rufen Sie uns während der Öffnungszeiten jederzeit an oder schreiben Sie uns.",
  },
} satisfies Treatment;
