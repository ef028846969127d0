import type { Treatment } from "../../types";

export default {
  slug: "implantation-process",
  group: "implantology",
  title: "Der Ablauf einer Implantation",
  metaTitle: "Der Ablauf einer Zahnimplantation Schritt für Schritt",
  metaDescription:
    "Ablauf der Implantatbehandlung in Budapest: fünf klare Schritte, 30–60 Minuten pro Implantat, 3–6 Monate Einheilung, die endgültige Krone beim zweiten Aufenthalt.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Wer weiß, was in jeder Phase geschieht, sieht einer Implantatbehandlung viel gelassener entgegen. So verläuft Ihre Behandlung – von der ersten Beratung bis zur endgültigen Krone.",
  },
  priceGroup: "implants",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "Der Ablauf auf einen Blick",
      items: [
        {
          icon: "scan",
          title: "Präzise Planung",
          text: "Eine 3D-Röntgenaufnahme (DVT) zeigt den Knochen dreidimensional, sodass jedes Implantat genau geplant werden kann.",
        },
        {
          icon: "clock",
          title: "30–60 Minuten pro Implantat",
          text: "Das Einsetzen eines einzelnen Implantats dauert in der Regel 30–60 Minuten.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei. Für ängstliche Patienten ist eine Sedierung möglich.",
        },
        {
          icon: "calendar",
          title: "Zwei Aufenthalte",
          text: "Die meisten Patienten kommen einmal für den Eingriff und nach der Einheilung ein zweites Mal für die endgültige Krone.",
        },
      ],
    },
    {
      type: "text",
      id: "before-you-travel",
      heading: "Vor Ihrer Reise",
      paragraphs: [
        "Die Planung beginnt oft schon vor Ihrer Ankunft. Wenn Sie uns eine aktuelle Panoramaröntgenaufnahme (OPG) senden, kann Ihr Zahnarzt Ihnen eine erste Einschätzung und einen voraussichtlichen Behandlungsplan geben, damit Sie wissen, was Sie erwartet.",
        "Ihr Patientenbetreuer hilft Ihnen, Ihren Aufenthalt rund um Ihre Termine zu organisieren. Informieren Sie uns über Erkrankungen und die Medikamente, die Sie einnehmen, denn sie können die Planung Ihrer Behandlung beeinflussen.",
      ],
    },
    {
      type: "steps",
      id: "five-steps",
      heading: "Die Implantatbehandlung in fünf Schritten",
      steps: [
        {
          title: "Beratung und Diagnostik",
          text: "Ihr Zahnarzt untersucht Ihre Zähne und Ihr Zahnfleisch, geht Ihre Krankengeschichte durch und fertigt eine 3D-Röntgenaufnahme (DVT) oder eine Panoramaröntgenaufnahme an, um den Knochen zu beurteilen.",
        },
        {
          title: "Behandlungsplanung",
          text: "Anhand der Aufnahme plant Ihr Zahnarzt Anzahl, Größe und Position der Implantate und erklärt Ihnen Ihre Möglichkeiten. Reicht der Knochen nicht aus, kann ein Knochenaufbau oder ein Sinuslift in den Plan aufgenommen werden.",
        },
        {
          title: "Einsetzen des Implantats",
          text: "Unter örtlicher Betäubung wird das Implantat in den Kieferknochen eingesetzt. Das ist schmerzfrei und dauert in der Regel 30–60 Minuten pro Implantat. Bei Bedarf wird ein provisorischer Zahn eingesetzt.",
          duration: "30–60 Minuten pro Implantat",
        },
        {
          title: "Einheilung und Osseointegration",
          text: "Wieder zu Hause wächst der Knochen um das Implantat und verankert es fest. Das dauert im Unterkiefer meist 2–4 Monate, im Oberkiefer 3–6 Monate.",
          duration: "3–6 Monate",
        },
        {
          title: "Abutment und endgültige Krone",
          text: "Bei Ihrem zweiten Aufenthalt wird das Abutment aufgesetzt und Ihre Krone aus unserem eigenen Dentallabor befestigt. Vor Ihrer Abreise prüft Ihr Zahnarzt Passform, Farbe und Biss.",
        },
      ],
    },
    {
      type: "timeline",
      heading: "Ihr Behandlungsablauf im Zeitplan",
      intro:
        "Eine typische Behandlung mit einem einzelnen Implantat folgt diesem Zeitplan. Ihr eigener Plan kann davon abweichen; Ihr Zahnarzt erklärt ihn Ihnen beim Beratungstermin.",
      items: [
        {
          when: "Tag 1",
          title: "Beratung",
          text: "Untersuchung, 3D-Röntgen oder Röntgenbild und ein schriftlicher Behandlungsplan.",
        },
        {
          when: "Tag 2–3",
          title: "Eingriff",
          text: "Einsetzen des Implantats unter örtlicher Betäubung, danach eine Kontrolle vor Ihrem Rückflug.",
        },
        {
          when: "3–6 Monate",
          title: "Einheilung",
          text: "Das Implantat verwächst mit dem Kieferknochen, während Sie zu Hause Ihrem gewohnten Alltag nachgehen.",
        },
        {
          when: "Zweiter Aufenthalt",
          title: "Krone",
          text: "Ihr Abutment und Ihre individuelle Krone werden eingesetzt und der Biss wird angepasst.",
        },
      ],
    },
    {
      type: "text",
      id: "healing-time",
      heading: "Warum die Einheilung einige Monate dauert",
      paragraphs: [
        "Ein Implantat ist erst dann stark genug, um eine Krone zu tragen, wenn der Knochen fest um es herumgewachsen ist. Dieser Vorgang, die Osseointegration, dauert im Allgemeinen 3–6 Monate.",
        "Der Unterkiefer hat einen dichteren Knochen und heilt meist in 2–4 Monaten, während der weichere Knochen des Oberkiefers in der Regel 3–6 Monate braucht. Ihr Zahnarzt sagt Ihnen, wann Sie für Ihren zweiten Aufenthalt bereit sind.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Vorbereitung auf den Implantateingriff",
      do: [
        "Eine Liste aller Medikamente mitbringen, die Sie einnehmen, auch von Blutverdünnern",
        "Vor Ihrem Termin eine leichte Mahlzeit essen, sofern man Ihnen nichts anderes sagt",
        "Nach dem Eingriff einen ruhigen Tag einplanen und sich ausruhen",
        "Ihr Merkblatt zur Nachsorge und die Telefonnummer der Klinik griffbereit halten",
      ],
      avoid: [
        "Ein verordnetes Medikament absetzen, ohne vorher mit Ihrem Arzt zu sprechen",
        "Vor und nach dem Eingriff rauchen, denn das verlangsamt die Heilung",
        "Am Tag des Eingriffs Alkohol trinken",
        "Den Rückflug für denselben Tag wie den Eingriff buchen",
      ],
    },
  ],
  closing: {
    heading: "Beginnen Sie mit einer kostenlosen Beratung",
    text: "Senden Sie uns Ihr Röntgenbild oder buchen Sie eine kostenlose Videoberatung. Wir stellen Ihnen jeden Schritt Ihrer Implantatbehandlung dar – mit Ihren Reiseterminen und einem klaren Plan.",
  },
} satisfies Treatment;
