import type { Treatment } from "../../types";

export default {
  slug: "invisible-aligner",
  group: "cosmetic-dentistry",
  title: "Unsichtbare Zahnschienen (Aligner)",
  metaTitle: "Unsichtbare Zahnschienen (Aligner) für gerade Zähne",
  metaDescription:
    "Zähne diskret begradigen mit herausnehmbaren transparenten Alignern: für wen sie passen, der digitale Plan, 20 bis 22 Stunden Tragezeit am Tag und die Pflege.",
  hero: {
    eyebrow: "Ästhetische Zahnmedizin",
    lead: "Transparente Aligner bringen Ihre Zähne nach und nach in eine bessere Position, ganz ohne Brackets oder Drähte aus Metall. Sie sind kaum sichtbar, und Sie können sie zum Essen und zum Zähneputzen herausnehmen.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Diskret",
          text: "Die dünnen, transparenten Kunststoffschienen fallen kaum auf, selbst im Gespräch nicht.",
        },
        {
          icon: "check",
          title: "Herausnehmbar",
          text: "Zum Essen, Trinken und Zähneputzen nehmen Sie die Aligner heraus, sodass Ernährung und Mundpflege wie gewohnt bleiben.",
        },
        {
          icon: "scan",
          title: "Digital geplant",
          text: "Anhand eines 3D-Scans Ihrer Zähne wird jeder Schritt der Zahnbewegung im Voraus geplant.",
        },
        {
          icon: "heart",
          title: "Angenehm zu tragen",
          text: "Glatte Ränder und keine Drähte bedeuten weniger Reibung an Wangen und Lippen als bei einer festen Zahnspange.",
        },
      ],
    },
    {
      type: "text",
      heading: "Wie transparente Aligner wirken",
      paragraphs: [
        "Aligner sind eine Reihe individuell gefertigter, transparenter Schienen. Jede Schiene ist etwas anders geformt als die vorherige und übt so einen sanften, kontrollierten Druck aus, der Ihre Zähne Schritt für Schritt bewegt.",
        "Damit sie richtig wirken, müssen Aligner 20 bis 22 Stunden am Tag getragen werden. Sie nehmen sie nur heraus, um zu essen, um etwas anderes als Wasser zu trinken und um die Zähne zu putzen. Etwa alle zwei Wochen wechseln Sie gemäß Ihrem Behandlungsplan zur nächsten Schiene.",
        "Manchmal werden kleine zahnfarbene Erhebungen, sogenannte Attachments, auf bestimmte Zähne geklebt, damit die Aligner besser greifen und die Zähne führen können. Am Ende der Behandlung werden sie entfernt und die Zähne poliert.",
      ],
    },
    {
      type: "text",
      heading: "Für wen Aligner geeignet sind",
      paragraphs: [
        "Transparente Aligner eignen sich für viele Erwachsene und ältere Jugendliche mit leichten bis mittelschweren kieferorthopädischen Problemen. Bevor Ihr Zahnarzt sie empfiehlt, prüft er, ob Ihre Zähne und Ihr Zahnfleisch gesund sind, denn Karies und Zahnfleischerkrankungen müssen zuerst behandelt werden.",
        "Komplexere Fälle, etwa ein starker Engstand, große Bissabweichungen oder Fehlstellungen der Kiefer, lassen sich unter Umständen besser mit einer festen Zahnspange oder einer Kombination von Behandlungen korrigieren. Ihr Zahnarzt sagt Ihnen ehrlich, welche Möglichkeit zu Ihrer Situation passt.",
      ],
      bullets: [
        "Eng stehende oder sich überlappende Zähne",
        "Lücken zwischen den Zähnen",
        "Leichter Überbiss, Unterbiss oder Kreuzbiss",
        "Zähne, die sich nach einer früheren kieferorthopädischen Behandlung wieder verschoben haben",
        "Begradigung der Zähne vor Veneers, Kronen oder Brücken",
      ],
    },
    {
      type: "comparison",
      heading: "Transparente Aligner und feste Zahnspange",
      intro:
        "Mit beiden lassen sich Zähne wirksam begradigen. Welche Wahl die beste ist, hängt von Ihren Zähnen und Ihrem Alltag ab.",
      columns: ["Merkmal", "Transparente Aligner", "Feste Zahnspange"],
      rows: [
        { label: "Sichtbarkeit", values: ["Kaum sichtbar", "Brackets und Drähte sind sichtbar"] },
        {
          label: "Herausnehmbar",
          values: ["Ja, zum Essen und zur Reinigung", "Nein, für die gesamte Behandlung fest eingesetzt"],
        },
        {
          label: "Essen",
          values: [
            "Keine Einschränkungen, solange die Aligner herausgenommen sind",
            "Harte und klebrige Speisen meiden Sie besser",
          ],
        },
        {
          label: "Reinigung",
          values: [
            "Zähneputzen und Zahnseide wie gewohnt",
            "Spezielle Bürsten für die Bereiche um die Brackets nötig",
          ],
        },
        {
          label: "Ihre Rolle",
          values: [
            "Das Ergebnis hängt davon ab, dass Sie sie 20 bis 22 Stunden am Tag tragen",
            "Wirkt rund um die Uhr, unabhängig von der Tragezeit",
          ],
        },
        {
          label: "Komplexe Fälle",
          values: [
            "Für viele, aber nicht alle geeignet",
            "Für ein breiteres Spektrum von Problemen geeignet",
          ],
        },
      ],
    },
    {
      type: "steps",
      heading: "Ihre Aligner-Behandlung Schritt für Schritt",
      steps: [
        {
          title: "Beratung und Untersuchung",
          text: "Ihr Zahnarzt untersucht Ihre Zähne, Ihr Zahnfleisch und Ihren Biss, fertigt bei Bedarf Röntgenaufnahmen an und bespricht mit Ihnen, was Sie verändern möchten.",
        },
        {
          title: "3D-Scan und digitaler Plan",
          text: "Ein Intraoralscan erstellt ein präzises 3D-Modell Ihrer Zähne. Darauf aufbauend wird ein Behandlungsplan erstellt, der zeigt, wie sich Ihre Zähne voraussichtlich bewegen werden.",
        },
        {
          title: "Einsetzen Ihrer ersten Aligner",
          text: "Gegebenenfalls werden Attachments angebracht, und Sie erhalten Ihre ersten Aligner mit klaren Anweisungen zum Tragen, Reinigen und Wechseln.",
        },
        {
          title: "Tragen und Wechseln der Aligner",
          text: "Sie tragen jede Schiene 20 bis 22 Stunden am Tag und wechseln etwa alle zwei Wochen zur nächsten. Kontrolltermine werden so vereinbart, wie es Ihr Plan erfordert.",
        },
        {
          title: "Stabilisierung",
          text: "Haben Ihre Zähne ihre geplante Position erreicht, hält ein Retainer sie dort. Ohne Retainer wandern Zähne mit der Zeit meist wieder zurück.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Der Alltag mit Alignern",
      do: [
        "Tragen Sie Ihre Aligner 20 bis 22 Stunden am Tag, auch nachts",
        "Putzen Sie Ihre Zähne, bevor Sie die Aligner wieder einsetzen",
        "Spülen und reinigen Sie Ihre Aligner täglich sanft mit kaltem oder lauwarmem Wasser",
        "Bewahren Sie sie in ihrer Box auf, wann immer sie nicht im Mund sind",
        "Wenden Sie sich an die Klinik, wenn ein Aligner einen Riss hat, verloren geht oder nicht mehr passt",
      ],
      avoid: [
        "Mit eingesetzten Alignern zu essen",
        "Während des Tragens etwas anderes als reines Wasser zu trinken",
        "Heißes Wasser, das den Kunststoff verformen kann",
        "Aligner in eine Serviette zu wickeln, wo sie leicht im Müll landen",
        "Ohne Rücksprache eine Schiene zu überspringen oder eine länger als geplant zu tragen",
      ],
    },
    {
      type: "faq",
      heading: "Aligner: häufige Fragen",
      items: [
        {
          question: "Tun Aligner weh?",
          answer:
            "Die meisten Menschen spüren nach dem Wechsel zu einer neuen Schiene ein bis zwei Tage lang Druck oder ein Spannungsgefühl. Das ist ein Zeichen, dass die Aligner wirken, und lässt meist schnell nach. Stechende Schmerzen oder Druckstellen sollten Sie in der Klinik untersuchen lassen.",
        },
        {
          question: "Wie lange dauert die Behandlung?",
          answer:
            "Das hängt davon ab, wie weit sich Ihre Zähne bewegen müssen. Ihr Zahnarzt nennt Ihnen eine Einschätzung, sobald Ihr digitaler Plan vorliegt. Das Wichtigste, was Sie selbst tun können, um im Zeitplan zu bleiben: Tragen Sie Ihre Aligner jeden Tag 20 bis 22 Stunden.",
        },
        {
          question: "Beeinträchtigen Aligner meine Aussprache?",
          answer:
            "Manche Menschen lispeln in den ersten Tagen leicht. Bei den meisten verschwindet das schnell, sobald sich die Zunge an die Aligner gewöhnt hat.",
        },
        {
          question: "Ich lebe im Ausland. Wie werden die Kontrolltermine organisiert?",
          answer:
            "Anzahl und Zeitpunkt der Besuche hängen von Ihrem Plan ab. Ihr Zahnarzt erklärt Ihnen zu Beginn, wie die Kontrolluntersuchungen mit Ihren Reisen abgestimmt werden, damit Sie schon vor Behandlungsbeginn wissen, was Sie erwartet.",
        },
      ],
    },
  ],
  closing: {
    heading: "Finden Sie heraus, ob Aligner zu Ihnen passen",
    text: "Vereinbaren Sie einen Beratungstermin: Wir untersuchen Ihre Zähne, erklären Ihnen, ob transparente Aligner die richtige Wahl für Sie sind, und stellen Ihnen Ihren Behandlungsplan vor, bevor Sie sich festlegen.",
  },
} satisfies Treatment;
