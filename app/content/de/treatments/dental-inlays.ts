import type { Treatment } from "../../types";

export default {
  slug: "dental-inlays",
  group: "restorative-dentistry",
  title: "Inlays in Budapest",
  metaTitle: "Inlays aus Porzellan, Keramik und Gold",
  metaDescription:
    "Inlays aus Porzellan, Keramik und Gold aus unserem hauseigenen Labor in Budapest: eine präzise, langlebige Alternative zu großen Füllungen, die den Zahn schont.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Ein Inlay ist eine passgenau im Labor gefertigte Füllung, die fest in Ihren Zahn eingesetzt wird. Es stellt einen geschädigten Seitenzahn wieder her und erhält dabei so viel natürliche Zahnsubstanz wie möglich.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "check",
          title: "Präzise Passform",
          text: "In unserem Labor nach Maß gefertigt, für dichte, gleichmäßige Ränder.",
        },
        {
          icon: "heart",
          title: "Schont die Zahnsubstanz",
          text: "Es wird weniger von Ihrem Zahn abgetragen als für eine Krone.",
        },
        {
          icon: "sparkles",
          title: "Zahnfarbene Varianten",
          text: "Inlays aus Porzellan und Keramik fügen sich unauffällig zwischen Ihre natürlichen Zähne ein.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Der Zahn wird unter örtlicher Betäubung vorbereitet.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was ist ein Inlay?",
      paragraphs: [
        "Ein Inlay ist ein festes Werkstück aus Porzellan, Keramik oder Gold, das einen Defekt in der Kaufläche eines Zahns ausfüllt. Deckt die Versorgung zusätzlich einen oder mehrere Zahnhöcker ab, spricht man von einem Onlay.",
        "Da ein Inlay im Labor hergestellt und nicht direkt im Mund geformt wird, kann es sehr genau und besonders widerstandsfähig gearbeitet werden. Anschließend wird es fest in den vorbereiteten Zahn geklebt oder zementiert.",
      ],
    },
    {
      type: "text",
      heading: "Wann ist ein Inlay besser als eine Füllung?",
      paragraphs: [
        "Inlays kommen vor allem bei Seitenzähnen mit mittelgroßen bis großen Defekten zum Einsatz oder ersetzen alte Füllungen, die abgenutzt oder gebrochen sind. In solchen Fällen hält eine große direkte Füllung oft weniger lange.",
        "Ist ein Zahn für ein Inlay zu geschwächt, schlägt Ihnen Ihr Zahnarzt oder Ihre Zahnärztin gegebenenfalls eine Krone vor. Beim Beratungstermin sehen Sie das Röntgenbild und erfahren die Gründe für die Empfehlung.",
      ],
      bullets: [
        "Ersatz großer, abgenutzter oder gesprungener Füllungen",
        "Wiederherstellung eines Zahns nach Entfernung von Karies",
        "Stabilisierung eines Zahns, ohne ihn vollständig zu überkronen",
        "Wenn eine zahnfarbene, langlebige Versorgung gewünscht ist",
      ],
    },
    {
      type: "cards",
      id: "inlay-materials",
      heading: "Inlay-Materialien: Porzellan, Keramik und Gold",
      intro:
        "Jedes Material hat seine Stärken. Ihr Zahnarzt oder Ihre Zahnärztin hilft Ihnen bei der Wahl, abhängig vom Zahn, Ihrem Biss und davon, wie wichtig Ihnen die Optik ist.",
      items: [
        {
          title: "Inlays aus Porzellan",
          label: "Natürliche Optik",
          text: "Porzellan kommt Farbe und Lichtdurchlässigkeit des natürlichen Zahnschmelzes sehr nahe und verfärbt sich kaum. Es ist eine beliebte Wahl, wenn der Zahn beim Lächeln sichtbar ist.",
        },
        {
          title: "Inlays aus Keramik",
          label: "Stabilität und Ästhetik",
          text: "Moderne Hochleistungskeramik verbindet eine zahnfarbene Oberfläche mit guter Widerstandskraft gegenüber Kaukräften. Sie wird mit dem Zahn verklebt und stützt so die verbliebene Zahnsubstanz.",
        },
        {
          title: "Inlays aus Gold",
          label: "Langlebigkeit",
          text: "Eine Goldlegierung ist sehr langlebig, schont die Gegenzähne und lässt sich mit sehr feinen Rändern verarbeiten. Da Gold sichtbar ist, wird es meist für die hinteren Zähne gewählt.",
        },
      ],
    },
    {
      type: "steps",
      heading: "So wird ein Inlay gefertigt und eingesetzt",
      steps: [
        {
          title: "Untersuchung und Röntgenaufnahme",
          text: "Ihr Zahnarzt oder Ihre Zahnärztin untersucht den Zahn, fertigt eine Röntgenaufnahme an und legt das Material gemeinsam mit Ihnen fest.",
        },
        {
          title: "Vorbereitung des Zahns",
          text: "Unter örtlicher Betäubung werden Karies oder altes Füllungsmaterial entfernt und die Kavität wird geformt.",
        },
        {
          title: "Abdruck und provisorische Füllung",
          text: "Es wird ein Abdruck oder ein digitaler Scan genommen, und eine provisorische Füllung schützt den Zahn.",
        },
        {
          title: "Fertigung in unserem Labor",
          text: "Unsere Zahntechniker fertigen Ihr Inlay exakt nach der Form der Kavität und passen die Farbe an.",
        },
        {
          title: "Einkleben und Polieren",
          text: "Passform und Biss werden geprüft, dann wird das Inlay fest eingeklebt und glatt poliert.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "So pflegen Sie Ihr Inlay",
      do: [
        "Zweimal täglich mit fluoridhaltiger Zahnpasta putzen",
        "Täglich die Zahnzwischenräume reinigen",
        "Alle 6 Monate zur Kontrolluntersuchung kommen, damit die Ränder überprüft werden können",
        "Sich bei uns melden, wenn der Zahn empfindlich wird oder sich der Biss zu hoch anfühlt",
      ],
      avoid: [
        "Harte oder klebrige Speisen auf der provisorischen Füllung kauen",
        "Auf Eis, harte Bonbons oder Stiftkappen beißen",
        "Mit den Zähnen knirschen, ohne eine Aufbissschiene zu tragen, falls Ihr Zahnarzt oder Ihre Zahnärztin eine empfohlen hat",
      ],
    },
    {
      type: "faq",
      heading: "Fragen zu Inlays",
      items: [
        {
          question: "Wie viele Termine sind für ein Inlay nötig?",
          answer:
            "In der Regel zwei: einer, um den Zahn vorzubereiten und den Abdruck zu nehmen, und einer, um das fertige Inlay einzusetzen. Beide lassen sich normalerweise während eines einzigen Aufenthalts in Budapest einplanen.",
        },
        {
          question: "Ist ein Inlay stabiler als eine Füllung?",
          answer:
            "Bei größeren Defekten ist ein im Labor gefertigtes Inlay in der Regel langlebiger als eine große direkte Füllung. Ihr Zahnarzt oder Ihre Zahnärztin berät Sie, welche Lösung zu Ihrem Zahn passt.",
        },
      ],
    },
  ],
  closing: {
    heading: "Stellen Sie Ihren Zahn mit einem maßgefertigten Inlay wieder her",
    text: "Senden Sie uns eine aktuelle Röntgenaufnahme oder buchen Sie eine kostenlose Videoberatung. Wir erklären Ihnen, ob ein Inlay, eine Füllung oder eine Krone das Richtige für Sie ist, und senden Ihnen einen übersichtlichen Kostenvoranschlag.",
  },
} satisfies Treatment;
