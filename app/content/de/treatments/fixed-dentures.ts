import type { Treatment } from "../../types";

export default {
  slug: "fixed-dentures",
  group: "restorative-dentistry",
  title: "Festsitzender Zahnersatz in Budapest",
  metaTitle: "Festsitzender Zahnersatz: verschraubt oder mit Druckknöpfen",
  metaDescription:
    "Festsitzender Zahnersatz auf Implantaten in Budapest: verschraubt oder mit Druckknöpfen, zwei Phasen mit 3–6 Monaten Osseointegration, klare Nachsorge.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Festsitzender Zahnersatz ist eine komplette Zahnreihe, die fest auf Zahnimplantaten sitzt. Er verrutscht nicht beim Essen oder Sprechen und fühlt sich für viele Patienten natürlichen Zähnen viel ähnlicher an als eine herkömmliche Prothese.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Warum sich Patienten für festsitzenden Zahnersatz entscheiden",
      items: [
        {
          icon: "check",
          title: "Sicher und stabil",
          text: "Auf Implantaten verankert, bleiben Ihre neuen Zähne beim Essen, Sprechen und Lachen an ihrem Platz.",
        },
        {
          icon: "smile",
          title: "Unbeschwert essen",
          text: "Die meisten Patienten können deutlich mehr Speisen genießen als mit einer lockeren Prothese.",
        },
        {
          icon: "award",
          title: "Hochwertige Implantate",
          text: "Wir arbeiten mit hochwertigen Implantatsystemen von Neodent, Straumann und Alpha Bio.",
        },
        {
          icon: "layers",
          title: "Hauseigenes Dentallabor",
          text: "Ihr Zahnersatz wird unter demselben Dach gefertigt und angepasst, unter dem Sie behandelt werden.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was ist festsitzender Zahnersatz?",
      paragraphs: [
        "Festsitzender Zahnersatz ist eine vollständige Zahnreihe für den Ober- oder Unterkiefer, die auf Zahnimplantaten im Kieferknochen befestigt wird. Die Implantate wirken wie künstliche Zahnwurzeln, sodass der Zahnersatz vom Knochen getragen wird, statt lose auf dem Zahnfleisch zu liegen.",
        "Bekannte Konzepte sind All-on-4 mit 4 Implantaten pro Kiefer und All-on-6 mit 6 Implantaten. Ihr Zahnarzt empfiehlt die Zahl der Implantate je nach Ihrem Knochen, Ihrem Biss und der gewählten Art des Zahnersatzes.",
      ],
    },
    {
      type: "text",
      heading: "Für wen eignet sich festsitzender Zahnersatz?",
      paragraphs: [
        "Festsitzender Zahnersatz eignet sich für Menschen, die in einem Kiefer die meisten oder alle Zähne verloren haben oder deren verbliebene Zähne nicht mehr erhalten werden können. Er ist auch eine häufige Wahl für Prothesenträger, die lockere Prothesen und Haftcreme leid sind.",
        "Sie brauchen genug gesunden Knochen, um die Implantate zu halten. Ist der Knochen knapp, bespricht Ihr Zahnarzt mit Ihnen eventuell einen Knochenaufbau oder eine andere Implantatplanung. Beim Beratungstermin wird auch Ihr allgemeiner Gesundheitszustand geprüft.",
      ],
    },
    {
      type: "comparison",
      heading: "Verschraubter Zahnersatz oder herausnehmbare Druckknopfprothese",
      intro:
        "Beide Arten sind auf Implantaten verankert. Der Unterschied: ob Sie den Zahnersatz selbst herausnehmen können.",
      columns: ["", "Verschraubter Zahnersatz", "Herausnehmbare Druckknopfprothese"],
      rows: [
        {
          label: "Befestigung",
          values: ["Fest auf die Implantate geschraubt", "Rastet auf Halteelementen an den Implantaten ein"],
        },
        {
          label: "Wer ihn herausnimmt",
          values: ["Nur Ihr Zahnarzt, zur Wartung", "Sie selbst, zur täglichen Reinigung"],
        },
        {
          label: "Tragegefühl",
          values: ["Am ähnlichsten zu natürlichen, festen Zähnen", "Sehr stabil, leichte Bewegung möglich"],
        },
        {
          label: "Gaumen",
          values: ["Der Gaumen bleibt frei", "Die Oberkieferprothese kann mehr vom Gaumen bedecken"],
        },
        {
          label: "Tägliche Reinigung",
          values: [
            "Im Mund gereinigt wie natürliche Zähne",
            "Wird herausgenommen und zusammen mit den Halteelementen gereinigt",
          ],
        },
        {
          label: "Pflegeaufwand",
          values: [
            "Professionelle Reinigung bei den Kontrolluntersuchungen",
            "Die Halteelemente nutzen sich ab und werden von Zeit zu Zeit ersetzt",
          ],
        },
      ],
      note: "Ihr Zahnarzt erklärt Ihnen, welche Lösung zu Ihrem Knochen, Ihrem Budget und Ihrer bevorzugten Zahnpflege passt.",
    },
    {
      type: "steps",
      heading: "Zwei Behandlungsphasen",
      intro:
        "Festsitzender Zahnersatz wird in zwei Phasen fertiggestellt. Dazwischen brauchen die Implantate 3–6 Monate zur Osseointegration, also die Zeit, in der sie mit dem Knochen verwachsen.",
      steps: [
        {
          title: "Phase eins: Beratung und Planung",
          duration: "Tag 1",
          text: "Ihr Zahnarzt untersucht Sie, fertigt Röntgenbilder oder ein 3D-Röntgen (DVT) an und plant mit Ihnen die Position jedes Implantats.",
        },
        {
          title: "Phase eins: Setzen der Implantate",
          duration: "Tag 2–3",
          text: "Die Implantate werden unter örtlicher Betäubung gesetzt; das dauert in der Regel 30–60 Minuten pro Implantat. Sie reisen mit provisorischen Zähnen nach Hause, damit Sie nie auf Ihr Lächeln verzichten müssen.",
        },
        {
          title: "Osseointegration zu Hause",
          duration: "3–6 Monate",
          text: "Die Implantate verwachsen mit Ihrem Kieferknochen, während Sie Ihrem Alltag nachgehen. Wir bleiben in Kontakt, und Sie können sich bei Fragen jederzeit an uns wenden.",
        },
        {
          title: "Phase zwei: Ihr endgültiger Zahnersatz",
          duration: "Zweiter Aufenthalt",
          text: "Sie kommen zurück nach Budapest, und Ihr endgültiger Zahnersatz wird in unserem Dentallabor gefertigt, eingesetzt, angepasst und auf einen angenehmen Biss geprüft.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Nachsorge bei festsitzendem Zahnersatz",
      intro:
        "Eine gute Nachsorge hilft Ihren Implantaten, gut einzuheilen, und hält Ihre neuen Zähne langfristig gesund.",
      do: [
        "Essen Sie in den ersten Tagen nach dem Setzen der Implantate weiche Kost, wie Ihr Zahnarzt es empfiehlt",
        "Spülen Sie sanft wie angewiesen und nehmen Sie verordnete Medikamente ein",
        "Reinigen Sie täglich rund um die Implantate mit einer weichen Bürste, Interdentalbürstchen oder einer Munddusche",
        "Reinigen Sie eine Druckknopfprothese und ihre Halteelemente jeden Tag",
        "Nehmen Sie alle 6 Monate eine Kontrolluntersuchung wahr",
        "Wenden Sie sich an uns oder an einen Arzt, wenn Schmerzen oder Schwellungen zunehmen oder Sie Fieber bekommen",
      ],
      avoid: [
        "Rauchen, das die Heilung und die langfristige Gesundheit der Implantate beeinträchtigen kann",
        "Auf provisorischen Zähnen harte oder knusprige Speisen zu kauen",
        "Mit der Druckknopfprothese zu schlafen, sofern Ihr Zahnarzt nichts anderes sagt",
        "Professionelle Reinigungen und Kontrolluntersuchungen auszulassen",
      ],
    },
    {
      type: "faq",
      heading: "Fragen zu festsitzendem Zahnersatz",
      items: [
        {
          question: "Habe ich Zähne, während die Implantate einheilen?",
          answer:
            "Ja. Bei den meisten Patienten wird nach dem Setzen der Implantate eine provisorische Prothese eingesetzt, sodass Sie die Klinik mit Zähnen verlassen.",
        },
        {
          question: "Ist das Setzen der Implantate schmerzhaft?",
          answer:
            "Implantate werden unter örtlicher Betäubung gesetzt, daher ist die Behandlung selbst schmerzfrei. Schwellungen und Druckempfindlichkeit danach sind normal und klingen meist innerhalb weniger Tage ab.",
        },
        {
          question: "Wie viele Aufenthalte brauche ich?",
          answer:
            "In der Regel zwei: einen ersten für Beratung und Setzen der Implantate und einen zweiten für den endgültigen Zahnersatz nach 3–6 Monaten Einheilzeit.",
        },
      ],
    },
  ],
  closing: {
    heading: "Finden Sie heraus, ob festsitzender Zahnersatz zu Ihnen passt",
    text: "Buchen Sie eine kostenlose Videoberatung oder senden Sie uns eine aktuelle Panoramaröntgenaufnahme. Wir erklären Ihnen Ihre Möglichkeiten und erstellen einen klaren, persönlichen Behandlungsplan mit Kostenvoranschlag.",
  },
} satisfies Treatment;
