import type { Treatment } from "../../types";

export default {
  slug: "tooth-whitening",
  group: "dental-hygiene",
  title: "Professionelle Zahnaufhellung in Budapest",
  metaTitle: "Zahnaufhellung (Bleaching) in der Klinik in Budapest",
  metaDescription:
    "Professionelle Zahnaufhellung in unserer Klinik in Budapest: für wen sie sich eignet, wie sie abläuft und wie Ihr neuer Farbton länger erhalten bleibt.",
  hero: {
    eyebrow: "Dentalhygiene",
    lead: "Ein strahlenderes Lächeln, sicher erreicht auf dem Behandlungsstuhl. Die Zahnaufhellung in der Klinik wird von Anfang bis Ende zahnärztlich überwacht, sodass Ihr Zahnfleisch geschützt ist und das Ergebnis zu Ihren Zähnen passt.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Warum eine Zahnaufhellung in der Klinik",
      intro: "Die Aufhellung erfolgt in der Klinik, betreut von zahnmedizinischem Fachpersonal.",
      items: [
        {
          icon: "stethoscope",
          title: "Vorher untersucht",
          text: "Ein Zahnarzt untersucht zuerst Ihre Zähne und Ihr Zahnfleisch, damit Karies, undichte Füllungen oder Zahnfleischprobleme vor der Aufhellung behandelt werden.",
        },
        {
          icon: "shield",
          title: "Ihr Zahnfleisch geschützt",
          text: "Eine Schutzschicht deckt Zahnfleisch und Weichgewebe ab, sodass das Aufhellungsgel nur mit den Zahnoberflächen in Berührung kommt.",
        },
        {
          icon: "clock",
          title: "In einem Termin erledigt",
          text: "Die Behandlung ist in einer einzigen Sitzung abgeschlossen und lässt sich leicht in einen kurzen Aufenthalt in Budapest einplanen.",
        },
        {
          icon: "sparkles",
          title: "Ein natürlich wirkender Farbton",
          text: "Unser Ziel ist eine hellere Farbe, die zu Ihrem Gesicht und Ihren übrigen Zähnen passt, kein künstliches Weiß.",
        },
      ],
    },
    {
      type: "text",
      heading: "Wie die Zahnaufhellung wirkt",
      paragraphs: [
        "Mit den Jahren dunkeln Zähne auf natürliche Weise nach. Kaffee, Tee, Rotwein und Tabak hinterlassen Verfärbungen, und die innere Zahnschicht (das Dentin) wird mit dem Alter gelblicher und scheint durch den Zahnschmelz hindurch.",
        "Bei der professionellen Zahnaufhellung wird ein Gel auf Peroxidbasis auf die Zahnoberfläche aufgetragen. Es setzt Sauerstoff frei, der die farbgebenden Moleküle im Zahnschmelz und im Dentin aufspaltet, sodass der Zahn selbst heller wird. Dabei wird kein Zahnschmelz abgetragen, und die Form Ihrer Zähne bleibt unverändert.",
        "Da das Gel stärker ist als Produkte für die Anwendung zu Hause, muss es von zahnmedizinischem Fachpersonal aufgetragen und überwacht werden. Deshalb führen wir die Zahnaufhellung immer in der Klinik durch.",
      ],
    },
    {
      type: "text",
      heading: "Ist eine Zahnaufhellung das Richtige für Sie?",
      paragraphs: [
        "Die Aufhellung wirkt am besten bei natürlichen Zähnen mit gelblichen oder bräunlichen Verfärbungen durch Alter, Speisen und Getränke. Gräuliche Verfärbungen, etwa durch bestimmte Medikamente oder bei einem wurzelkanalbehandelten Zahn, sprechen weniger vorhersehbar an. Ihr Zahnarzt erklärt Ihnen, was Sie realistisch erwarten können.",
        "Kronen, Veneers, Brücken und Füllungen verändern ihre Farbe durch die Aufhellung nicht. Haben Sie sichtbare Versorgungen im Frontzahnbereich, müssen diese nach der Aufhellung eventuell erneuert werden, damit sie zu Ihrem neuen Farbton passen. Ihr Zahnarzt bespricht das mit Ihnen, bevor Sie sich entscheiden.",
      ],
      bullets: [
        "Während der Schwangerschaft und Stillzeit wird eine Zahnaufhellung nicht empfohlen",
        "Karies, undichte Füllungen und Zahnfleischentzündungen sollten zuerst behandelt werden",
        "Sind Ihre Zähne bereits sehr empfindlich, sagen Sie es Ihrem Zahnarzt vorher",
        "Eine professionelle Zahnreinigung vor der Aufhellung hilft dem Gel, gleichmäßig zu wirken",
      ],
    },
    {
      type: "steps",
      heading: "Ihr Aufhellungstermin Schritt für Schritt",
      steps: [
        {
          title: "Untersuchung und Bestimmung des Farbtons",
          text: "Ihr Zahnarzt untersucht Ihre Zähne und Ihr Zahnfleisch, hält Ihren aktuellen Farbton fest und bespricht mit Ihnen das gewünschte Ergebnis.",
        },
        {
          title: "Reinigung",
          text: "Plaque und oberflächliche Verfärbungen werden entfernt, damit das Aufhellungsgel den Zahnschmelz gleichmäßig erreicht. Ist Zahnstein vorhanden, empfiehlt sich vorher ein Dentalhygiene-Termin.",
        },
        {
          title: "Schutz des Zahnfleischs",
          text: "Eine Schutzschicht wird auf Ihr Zahnfleisch aufgetragen, und ein weicher Wangenhalter hält Lippen und Wangen von den Zähnen fern.",
        },
        {
          title: "Auftragen des Aufhellungsgels",
          text: "Das Gel wird in mehreren kurzen Durchgängen auf Ihre Zähne aufgetragen. Zwischen den Durchgängen prüfen wir, wie es Ihnen geht und wie sich der Farbton verändert.",
        },
        {
          title: "Endgültiger Farbton und Nachsorge",
          text: "Das Gel wird abgespült, Ihr neuer Farbton wird mit dem Ausgangsfarbton verglichen, und Sie erhalten Tipps, wie Sie Ihr Ergebnis erhalten.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Nach der Zahnaufhellung",
      intro:
        "In den ersten Tagen nach der Aufhellung nehmen Ihre Zähne leichter Verfärbungen an. Ein wenig Sorgfalt hilft, dass das Ergebnis lange hält.",
      do: [
        "Wählen Sie helle Speisen und Getränke wie Wasser, Milch, weißen Fisch, Hähnchen, Reis und Nudeln",
        "Verwenden Sie eine Zahnpasta für empfindliche Zähne, wenn Sie Empfindlichkeiten bemerken",
        "Spülen Sie den Mund nach Kaffee oder Tee mit Wasser aus, sobald Sie diese wieder trinken",
        "Nehmen Sie regelmäßig Dentalhygiene-Termine und Kontrolluntersuchungen wahr, mindestens alle sechs Monate",
      ],
      avoid: [
        "Kaffee, Tee, Rotwein, Cola und dunkle Fruchtsäfte in den ersten Tagen",
        "Stark färbende Speisen wie Curry, Tomatensoße, Rote Bete und Beeren",
        "Rauchen, das die Zähne schnell wieder verfärbt",
        "Sehr heiße oder sehr kalte Speisen und Getränke, solange Ihre Zähne empfindlich sind",
      ],
    },
    {
      type: "faq",
      heading: "Zahnaufhellung: häufige Fragen",
      items: [
        {
          question: "Tut die Zahnaufhellung weh?",
          answer:
            "Die Aufhellung ist nicht schmerzhaft, manche Menschen spüren jedoch während oder nach der Behandlung eine vorübergehende Empfindlichkeit oder ein kurzes, stechendes Ziehen. Bei den meisten legt sich das innerhalb weniger Tage. Ist das nicht der Fall, wenden Sie sich bitte an die Klinik.",
        },
        {
          question: "Schädigt die Zahnaufhellung meinen Zahnschmelz?",
          answer:
            "Wird sie von zahnmedizinischem Fachpersonal mit den richtigen Produkten durchgeführt, hellt die Aufhellung die Zahnfarbe auf, ohne Zahnschmelz abzutragen. Das ist einer der Gründe, warum wir von nicht regulierten Aufhellungsprodukten abraten.",
        },
        {
          question: "Wie lange hält das Ergebnis?",
          answer:
            "Das ist von Mensch zu Mensch verschieden und hängt vor allem von Ihren Gewohnheiten ab. Kaffee, Tee, Rotwein und Rauchen lassen die Farbe schneller verblassen, während gute Mundpflege und regelmäßige Dentalhygiene-Termine helfen, dass sie länger hält. Eine Auffrischungsbehandlung können Sie später mit Ihrem Zahnarzt besprechen.",
        },
        {
          question: "Wie weiß werden meine Zähne?",
          answer:
            "Jeder Zahn reagiert anders, deshalb kann kein Zahnarzt einen genauen Farbton versprechen. Ihr Zahnarzt beurteilt Ihre Zähne und sagt Ihnen ehrlich, was Sie erwarten können, bevor Sie beginnen.",
        },
      ],
    },
  ],
  closing: {
    heading: "Bereit für ein strahlenderes Lächeln?",
    text: "Erzählen Sie uns von Ihren Zähnen und dem Ergebnis, das Sie sich wünschen. Wir prüfen, ob eine Zahnaufhellung für Sie geeignet ist, und planen sie passend zu Ihrem Aufenthalt in Budapest, zusammen mit allen anderen Behandlungen, die Sie benötigen.",
  },
} satisfies Treatment;
