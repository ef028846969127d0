import type { Treatment } from "../../types";

export default {
  slug: "health-conditions",
  group: "implantology",
  title: "Zahnimplantate und Vorerkrankungen",
  metaTitle: "Implantate bei Diabetes, Osteoporose oder Herzerkrankung",
  metaDescription:
    "Zahnimplantate trotz Diabetes, Osteoporose oder Herzerkrankung? Wie wir Ihre Gesundheit beurteilen, Risikofaktoren berücksichtigen und die Behandlung anpassen.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Viele Menschen mit chronischen Erkrankungen erhalten erfolgreich Zahnimplantate. Entscheidend sind eine sorgfältige Abklärung und ein Plan, der auf Sie zugeschnitten ist.",
  },
  priceGroup: "implants",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "highlights",
      heading: "Ihre Gesundheit steht an erster Stelle",
      items: [
        {
          icon: "stethoscope",
          title: "Vollständige medizinische Abklärung",
          text: "Bevor eine Behandlung geplant wird, gehen wir Ihre Krankengeschichte und Ihre Medikamente durch.",
        },
        {
          icon: "scan",
          title: "Genaue Bildgebung",
          text: "Eine 3D-Röntgenaufnahme (DVT) zeigt Qualität und Menge des Knochens, der für Implantate zur Verfügung steht.",
        },
        {
          icon: "users",
          title: "Zusammenarbeit mit Ihrem Arzt",
          text: "Wo nötig, holen wir die Meinung Ihres Arztes ein, bevor wir fortfahren.",
        },
        {
          icon: "heart",
          title: "Ein angepasster Plan",
          text: "Zeitpunkt, Vorgehen und Nachsorge werden auf Ihre Gesundheit abgestimmt.",
        },
      ],
    },
    {
      type: "text",
      id: "can-i-have-implants",
      heading: "Kann ich trotz einer Erkrankung Implantate bekommen?",
      paragraphs: [
        "Bei den meisten Patienten schließt eine gut eingestellte Erkrankung Implantate nicht aus. Das Einsetzen von Implantaten ist ein kleiner Eingriff unter örtlicher Betäubung, und viele Erkrankungen erfordern lediglich besondere Sorgfalt bei Planung und Heilung.",
        "Manche Erkrankungen und Medikamente beeinflussen jedoch, wie Knochen und Zahnfleisch heilen. Deshalb ist es wichtig, dass Sie uns vollständig darüber informieren. Ihr Zahnarzt sagt Ihnen ehrlich, ob Implantate für Sie geeignet sind – und falls nicht, welche Alternativen besser zu Ihnen passen könnten.",
      ],
    },
    {
      type: "cards",
      id: "conditions",
      heading: "Erkrankungen, die wir berücksichtigen",
      intro: "Nach diesen Erkrankungen fragen wir am häufigsten. Jede wird individuell beurteilt.",
      items: [
        {
          title: "Diabetes mellitus",
          text: "Ein gut eingestellter Diabetes steht einer Implantatbehandlung meist nicht im Weg. Schlecht eingestellte Blutzuckerwerte können die Heilung verlangsamen und das Infektionsrisiko erhöhen; daher fragt Ihr Zahnarzt Sie eventuell nach Ihren aktuellen Blutzuckerwerten.",
        },
        {
          title: "Osteoporose",
          text: "Osteoporose selbst lässt sich bei sorgfältiger Planung oft gut berücksichtigen. Manche Osteoporose-Medikamente, etwa Bisphosphonate, können die Heilung des Kieferknochens beeinflussen. Bitte teilen Sie uns mit, welche Medikamente Sie einnehmen und seit wann.",
        },
        {
          title: "Herzerkrankungen",
          text: "Viele Patienten mit Herzerkrankungen können Implantate erhalten. Hatten Sie vor Kurzem einen Herzinfarkt oder eine Herzoperation oder nehmen Sie Blutverdünner ein, benötigen wir vor der Behandlung möglicherweise den Rat Ihres Kardiologen oder Hausarztes.",
        },
        {
          title: "Blutverdünner",
          text: "Blutverdünnende Medikamente verstärken Blutungen während und nach dem Eingriff. Setzen Sie sie nie eigenmächtig ab; Ihr Arzt und Ihr Zahnarzt vereinbaren, wie damit sicher umzugehen ist.",
        },
        {
          title: "Autoimmunerkrankungen",
          text: "Erkrankungen wie rheumatoide Arthritis und die Medikamente, mit denen sie behandelt werden, können die Heilung beeinflussen. Ihr Zahnarzt berücksichtigt Ihre Therapie bei der Planung.",
        },
        {
          title: "Krebsbehandlung",
          text: "Eine Strahlentherapie im Kopf- und Halsbereich sowie manche Krebsmedikamente können den Kieferknochen beeinträchtigen. Implantate können dennoch möglich sein, erfordern aber eine besonders sorgfältige Abklärung und Terminplanung.",
        },
      ],
    },
    {
      type: "text",
      id: "risk-factors",
      heading: "Risikofaktoren für Implantate",
      paragraphs: [
        "Neben Erkrankungen machen auch manche Gewohnheiten und Probleme der Mundgesundheit Komplikationen an Implantaten wahrscheinlicher. Die meisten davon lassen sich vor dem Einsetzen der Implantate verringern oder behandeln.",
      ],
      bullets: [
        "Rauchen, das die Durchblutung des Zahnfleischs verringert und die Heilung verlangsamt",
        "Zahnfleischerkrankungen (Parodontitis), die vor dem Implantateingriff behandelt und unter Kontrolle sein sollten",
        "Mangelnde Mundhygiene, die zu Entzündungen rund um das Implantat führen kann",
        "Zähneknirschen oder -pressen, das die Implantate zusätzlich belastet",
        "Starker Alkoholkonsum, der die Heilung stören kann",
        "Zu wenig Kieferknochen, was zunächst einen Knochenaufbau oder Sinuslift erfordern kann",
      ],
    },
    {
      type: "steps",
      id: "assessment",
      heading: "Wie wir Ihre Eignung beurteilen",
      steps: [
        {
          title: "Medizinischer Fragebogen",
          text: "Vor oder bei Ihrem ersten Besuch füllen Sie einen Gesundheitsfragebogen aus, in dem Sie Ihre Erkrankungen, Allergien und Medikamente angeben.",
        },
        {
          title: "Beratung und Untersuchung",
          text: "Ihr Zahnarzt bespricht Ihre Angaben mit Ihnen, untersucht Ihre Zähne und Ihr Zahnfleisch und prüft, ob eine Zahnfleischerkrankung vorliegt.",
        },
        {
          title: "3D-Röntgen (DVT)",
          text: "Eine 3D-Röntgenaufnahme zeigt Höhe, Breite und Qualität Ihres Kieferknochens, sodass die Implantate präzise geplant werden können.",
        },
        {
          title: "Rat Ihres Arztes",
          text: "Wenn Ihre Gesundheit es erfordert, bitten wir Ihren Hausarzt oder Facharzt um einen Brief oder um Befunde, bevor wir Ihren Plan bestätigen.",
        },
      ],
    },
    {
      type: "text",
      id: "adaptations",
      heading: "Wie die Behandlung angepasst werden kann",
      paragraphs: [
        "Erfordert eine Erkrankung besondere Sorgfalt, passt Ihr Zahnarzt den Plan an, statt einfach abzulehnen. Ziel ist es, die Behandlung so sicher und angenehm wie möglich zu gestalten und Ihren Implantaten die besten Bedingungen für die Einheilung zu geben.",
      ],
      bullets: [
        "Eine längere Einheilzeit, bevor die endgültige Krone eingesetzt wird",
        "Weniger Implantate pro Sitzung oder eine Behandlung, die auf mehr Aufenthalte verteilt wird",
        "Zuerst die Zahnfleischerkrankung behandeln und die häusliche Pflege vor dem Eingriff verbessern",
        "Antibiotika oder eine antiseptische Mundspülung, wo Ihr Zahnarzt sie für angebracht hält",
        "Sedierung für sehr ängstliche Patienten, nach einer medizinischen Abklärung",
        "Engmaschigere Nachsorge mit Kontrolluntersuchungen alle 6 Monate nach der Behandlung",
      ],
    },
    {
      type: "doAvoid",
      heading: "Vor Ihrem Beratungstermin",
      do: [
        "Eine aktuelle Liste Ihrer Medikamente und deren Dosierung mitbringen",
        "Aktuelle Befunde oder Arztbriefe mitbringen, falls Sie welche haben",
        "Uns über frühere Strahlentherapien, Knochenmedikamente oder Herzprobleme informieren",
        "Ihren Arzt um Rat fragen, wenn Sie unsicher sind, ob die Behandlung für Sie sicher ist",
      ],
      avoid: [
        "Ein verordnetes Medikament ohne ärztlichen Rat absetzen oder ändern",
        "Erkrankungen verschweigen, die Sie für unwichtig halten",
        "In den Wochen rund um den Eingriff rauchen",
        "Sich operieren lassen, während Sie sich krank fühlen – sagen Sie uns Bescheid, dann vereinbaren wir einen neuen Termin",
      ],
    },
  ],
  closing: {
    heading: "Nicht sicher, ob Implantate das Richtige für Sie sind?",
    text: "Erzählen Sie uns von Ihrer Gesundheit und senden Sie uns ein aktuelles Röntgenbild. Ihr Zahnarzt prüft es und berät Sie ehrlich zum sichersten Weg.",
  },
} satisfies Treatment;
