import type { Treatment } from "../../types";

export default {
  slug: "anesthetic-dentistry",
  group: "special-services",
  title: "Zahnbehandlung unter Sedierung für Angstpatienten",
  metaTitle: "Sedierung und Betäubung für Angstpatienten beim Zahnarzt",
  metaDescription:
    "Angst vor dem Zahnarzt? So wird Ihre Behandlung angenehm: mit örtlicher Betäubung, einem ruhigen Vorgehen und Sedierung, die wir im Einzelfall prüfen.",
  hero: {
    eyebrow: "Besondere Leistungen",
    lead: "Wenn Ihnen beim Gedanken an eine Zahnbehandlung mulmig wird, sind Sie nicht allein. Wir nehmen uns Zeit, Ihnen zuzuhören, die Behandlung unter örtlicher Betäubung ist schmerzfrei, und manchen Patientinnen und Patienten hilft eine Sedierung, sich ruhig und entspannt zu fühlen.",
  },
  priceGroup: "free-services",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "highlights",
      heading: "So machen wir Ihre Behandlung angenehm",
      intro:
        "Sich sicher zu fühlen und die Kontrolle zu behalten, ist ebenso wichtig wie die Behandlung selbst.",
      items: [
        {
          icon: "syringe",
          title: "Schmerzfreie örtliche Betäubung",
          text: "Zuerst tragen wir ein betäubendes Gel auf, dann wird das Betäubungsmittel langsam gespritzt. Wir beginnen erst, wenn der Bereich vollständig betäubt ist.",
        },
        {
          icon: "users",
          title: "Zeit für ein Gespräch",
          text: "Sagen Sie uns, was Ihnen Sorgen macht. Wir erklären jeden Schritt, bevor wir ihn ausführen, in verständlichen Worten und ohne Eile.",
        },
        {
          icon: "thumbs-up",
          title: "Sie behalten die Kontrolle",
          text: "Wir vereinbaren ein einfaches Stoppzeichen, etwa das Heben der Hand, und pausieren, wann immer Sie eine Unterbrechung brauchen.",
        },
        {
          icon: "stethoscope",
          title: "Sedierung, wenn sie sinnvoll ist",
          text: "Für manche Patientinnen und Patienten und manche Behandlungen ist eine Sedierung möglich. Ob sie für Sie infrage kommt, wird im Einzelfall geprüft.",
        },
      ],
    },
    {
      type: "text",
      heading: "Angst vor dem Zahnarzt ist häufig und verständlich",
      paragraphs: [
        "Viele Menschen sind vor einer Zahnbehandlung nervös. Bei manchen liegt es an einer schmerzhaften Erfahrung in der Vergangenheit, bei anderen an den Geräuschen, dem Gefühl, die Kontrolle zu verlieren, oder an der Sorge, was der Zahnarzt finden wird. Manche Patientinnen und Patienten haben deshalb eine Behandlung jahrelang aufgeschoben.",
        "Dafür müssen Sie sich nicht schämen. Wenn Sie uns sagen, wie es Ihnen geht, können wir Ihre Behandlung ganz auf Sie abstimmen: kürzere Termine, mehr Erklärungen, zusätzliche Pausen oder ein anderes Vorgehen bei der Betäubung. Wir werden Sie niemals für den Zustand Ihrer Zähne verurteilen.",
      ],
    },
    {
      type: "text",
      heading: "Örtliche Betäubung: die Grundlage einer angenehmen Behandlung",
      paragraphs: [
        "Fast alle Zahnbehandlungen, darunter Füllungen, Wurzelkanalbehandlungen, die Präparation für Kronen, Zahnextraktionen und das Einsetzen von Implantaten, erfolgen unter örtlicher Betäubung. Sie betäubt nur den behandelten Bereich, während Sie hellwach bleiben und mit Ihrem Zahnarzt sprechen können.",
        "Die Behandlung unter örtlicher Betäubung ist schmerzfrei. Druck, Vibrationen oder Bewegungen können Sie noch spüren, aber keinen stechenden Schmerz. Wenn Sie etwas Unangenehmes spüren, sagen Sie es uns, dann kann nachbetäubt werden.",
        "Die Betäubung lässt meist innerhalb weniger Stunden nach. Bis dahin achten Sie darauf, sich nicht auf Lippe, Wange oder Zunge zu beißen, und verzichten Sie auf heiße Getränke.",
      ],
    },
    {
      type: "cards",
      heading: "Möglichkeiten der Sedierung",
      intro:
        "Für die meisten Behandlungen ist keine Sedierung nötig, und sie ist nicht für jeden geeignet. Je nach Ihrer Gesundheit, der nötigen Behandlung und dem Ausmaß Ihrer Angst kann Ihr Zahnarzt die folgenden Möglichkeiten mit Ihnen besprechen. Jede wird im Einzelfall geprüft, und Ihr Zahnarzt erklärt Ihnen, welche davon, falls überhaupt, für Ihre Behandlung geeignet und verfügbar ist.",
      items: [
        {
          title: "Orale Sedierung",
          label: "Leicht",
          text: "Eine Beruhigungstablette, die Sie vor Ihrem Termin einnehmen, um die Angst zu lindern. Sie bleiben wach und ansprechbar, fühlen sich aber ruhiger. Zur Schmerzausschaltung wird sie immer mit einer örtlichen Betäubung kombiniert.",
        },
        {
          title: "Intravenöse Sedierung bei erhaltenem Bewusstsein",
          label: "Mittel",
          text: "Ein Beruhigungsmittel, das über eine kleine Kanüle in Arm oder Hand verabreicht wird. Sie fühlen sich tief entspannt und schläfrig, atmen aber selbstständig weiter und können auf Anweisungen reagieren. Viele Patientinnen und Patienten erinnern sich danach kaum an die Behandlung.",
        },
        {
          title: "Vollnarkose",
          label: "Ausgewählte Fälle",
          text: "Vollständig zu schlafen ist bei einer Zahnbehandlung nur selten nötig. In bestimmten Situationen, etwa bei umfangreichen chirurgischen Eingriffen, kann es in Betracht kommen. Die Vollnarkose muss von einem Anästhesisten in einer entsprechend ausgestatteten Umgebung durchgeführt werden, und Ihr Zahnarzt erklärt Ihnen, ob sie für Sie möglich ist.",
        },
      ],
    },
    {
      type: "text",
      heading: "Sicherheit geht vor",
      paragraphs: [
        "Bevor eine Sedierung geplant wird, prüft Ihr Zahnarzt Ihre gesamte Krankengeschichte. Bei manchen Erkrankungen und Medikamenten ist eine Sedierung weniger geeignet oder erfordert zusätzliche Vorsichtsmaßnahmen, und in einigen Fällen bitten wir Ihren Hausarzt um Informationen.",
        "Während der Sedierung werden Ihre Atmung, Ihr Puls und Ihre Sauerstoffsättigung durchgehend überwacht, und Sie werden betreut, bis Sie sich so weit erholt haben, dass Sie mit Ihrer Begleitperson gehen können. Ist eine Sedierung nicht das Richtige für Sie, besprechen wir andere Wege, Ihre Behandlung angenehm zu gestalten.",
      ],
      bullets: [
        "Erkrankungen von Herz, Lunge oder Atemwegen, einschließlich Schlafapnoe",
        "Alle Medikamente, die Sie einnehmen, einschließlich Blutverdünnern und Schlaftabletten",
        "Allergien und frühere Reaktionen auf Betäubung oder Sedierung",
        "Eine Schwangerschaft oder eine mögliche Schwangerschaft",
        "Konsum von Alkohol oder Drogen, der die Wirkung der Sedierung beeinflussen kann",
      ],
    },
    {
      type: "steps",
      heading: "Ihre Behandlung unter Sedierung Schritt für Schritt",
      steps: [
        {
          title: "Beratung",
          text: "Wir sprechen über Ihre Sorgen, untersuchen Ihre Zähne und vereinbaren einen Behandlungsplan. Das ist der richtige Moment, um nach Betäubung und Sedierung zu fragen.",
        },
        {
          title: "Gesundheitliche Beurteilung",
          text: "Ihr Zahnarzt prüft Ihre Krankengeschichte und Ihre Medikamente und entscheidet, ob eine Sedierung geeignet ist und welche Art.",
        },
        {
          title: "Hinweise zur Vorbereitung",
          text: "Sie erhalten schriftliche Hinweise zu Essen und Trinken, zu Ihren gewohnten Medikamenten und dazu, eine erwachsene Begleitperson zu organisieren.",
        },
        {
          title: "Behandlungstag",
          text: "Die Sedierung wird verabreicht, eine örtliche Betäubung betäubt den Bereich, und Ihre Behandlung wird unter durchgehender Überwachung durchgeführt.",
        },
        {
          title: "Erholung und Heimweg",
          text: "Sie ruhen sich in der Klinik aus, bis Sie gehen können, und kehren dann mit Ihrer Begleitperson in Ihre Unterkunft zurück.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Vor und nach der Sedierung",
      intro:
        "Beruhigungsmittel können Urteilsvermögen und Koordination länger beeinträchtigen, als Sie vielleicht erwarten, auch wenn Sie sich gut fühlen. Befolgen Sie Ihre schriftlichen Hinweise; sie haben Vorrang vor diesen allgemeinen Ratschlägen.",
      do: [
        "Halten Sie sich genau an die Hinweise zu Essen und Trinken",
        "Bringen Sie eine verantwortungsbewusste erwachsene Person mit, die Sie zurückbegleitet und für den Rest des Tages bei Ihnen bleibt",
        "Nehmen Sie Ihre gewohnten Medikamente ein, sofern Ihr Zahnarzt nichts anderes sagt",
        "Teilen Sie uns vor dem Termin jede Veränderung Ihres Gesundheitszustands mit",
        "Ruhen Sie sich für den Rest des Tages aus",
      ],
      avoid: [
        "Auto fahren, Rad fahren oder Maschinen bedienen, frühestens wieder am nächsten Tag",
        "Alkohol trinken oder Schlaftabletten einnehmen nach der Sedierung",
        "Wichtige Dokumente unterschreiben oder wichtige Entscheidungen treffen an diesem Tag",
        "Allein reisen oder am Tag der Sedierung einen Flug planen",
        "An diesem Tag allein kleine Kinder betreuen",
      ],
    },
    {
      type: "faq",
      heading: "Betäubung und Sedierung: häufige Fragen",
      items: [
        {
          question: "Schlafe ich während der Sedierung?",
          answer:
            "Bei der Sedierung bei erhaltenem Bewusstsein nicht. Sie fühlen sich sehr entspannt und dämmern vielleicht zwischendurch leicht weg, atmen aber selbstständig weiter und können reagieren, wenn man Sie anspricht. Vollständig schlafen Sie nur unter Vollnarkose, die bestimmten Fällen vorbehalten ist.",
        },
        {
          question: "Tut die Betäubungsspritze weh?",
          answer:
            "Die meisten Patientinnen und Patienten spüren nur einen kleinen Pieks. Wir tragen zuerst ein betäubendes Gel auf und spritzen das Betäubungsmittel langsam, was es deutlich angenehmer macht.",
        },
        {
          question: "Was ist, wenn die Betäubung nicht zu wirken scheint?",
          answer:
            "Sagen Sie es Ihrem Zahnarzt sofort. Es kann nachbetäubt oder eine andere Technik angewendet werden. Ein akut entzündeter oder infizierter Zahn lässt sich schwerer betäuben, und manchmal ist es schonender, zuerst die Entzündung abklingen zu lassen und die Behandlung danach abzuschließen.",
        },
        {
          question: "Kann ich für jede Behandlung eine Sedierung verlangen?",
          answer:
            "Fragen können Sie immer, und wir nehmen Ihren Wunsch ernst. Ob eine Sedierung angeboten wird, hängt von Ihrer Gesundheit, der Behandlung und dem Ausmaß Ihrer Angst ab und wird von Ihrem Zahnarzt im Einzelfall entschieden.",
        },
        {
          question: "Darf mich jemand begleiten?",
          answer:
            "Ja, Sie können gern eine Begleitperson mitbringen. Wenn Sie eine Sedierung erhalten, ist eine erwachsene Begleitperson erforderlich, die Sie danach in Ihre Unterkunft zurückbringt.",
        },
      ],
    },
  ],
  closing: {
    heading: "Sagen Sie uns, was Ihnen Sorgen macht",
    text: "Rufen Sie uns an oder schreiben Sie uns, wie es Ihnen mit Zahnbehandlungen geht. Wir besprechen Ihre Möglichkeiten in Ruhe und unverbindlich und planen eine Behandlung, die sich für Sie machbar anfühlt.",
  },
} satisfies Treatment;
