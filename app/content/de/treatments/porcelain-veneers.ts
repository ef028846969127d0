import type { Treatment } from "../../types";

export default {
  slug: "porcelain-veneers",
  group: "cosmetic-dentistry",
  title: "Keramik-Veneers in Budapest",
  metaTitle: "Keramik-Veneers aus Zirkonoxid und E.max in Budapest",
  metaDescription:
    "Individuelle Keramik-Veneers aus unserem hauseigenen Dentallabor: Zirkonoxid und e.max, für wen Veneers geeignet sind, der Ablauf und die richtige Pflege.",
  hero: {
    eyebrow: "Ästhetische Zahnmedizin",
    lead: "Veneers sind dünne Keramikschalen, die auf die Vorderseite Ihrer Zähne geklebt werden, um Farbe, Form und Stellung zu verbessern. Jedes einzelne wird für Ihr Lächeln gestaltet und in unserem hauseigenen Dentallabor gefertigt.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Ein natürlich wirkendes Lächeln",
          text: "Keramik reflektiert das Licht ähnlich wie natürlicher Zahnschmelz, deshalb sehen gut gefertigte Veneers aus wie Ihre eigenen Zähne.",
        },
        {
          icon: "sun",
          title: "Farbbeständig",
          text: "Keramik ist weit weniger anfällig für Verfärbungen durch Kaffee, Tee und Rotwein als natürliche Zähne.",
        },
        {
          icon: "layers",
          title: "Zwei Keramikarten",
          text: "Sie wählen zwischen Zirkonoxid und e.max, beraten von Ihrem Zahnarzt, was für Ihre Zähne am besten ist.",
        },
        {
          icon: "microscope",
          title: "Hauseigenes Dentallabor",
          text: "Unsere Zahntechniker arbeiten eng mit Ihrem Zahnarzt zusammen. Das erleichtert Feinanpassungen während Ihres Aufenthalts.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was Veneers für Sie tun können",
      paragraphs: [
        "Ein Veneer bedeckt die sichtbare Vorderfläche eines Zahns und reicht meist leicht über die Schneidekante. Da es individuell gefertigt wird, kann es das Aussehen eines Zahns verändern, während der Großteil des natürlichen Zahns darunter erhalten bleibt.",
        "Veneers werden meist auf die Zähne gesetzt, die beim Lächeln sichtbar sind. Ein einzelnes Veneer kann einen beschädigten oder verfärbten Zahn kaschieren, während mehrere Veneers ein gleichmäßigeres, harmonisches Lächeln schaffen können.",
      ],
      bullets: [
        "Verfärbungen, die auf eine Zahnaufhellung nicht gut ansprechen",
        "Abgebrochene, abgenutzte oder ungleichmäßige Frontzähne",
        "Kleine Lücken zwischen den Zähnen",
        "Leicht schief stehende, ungleichmäßig geformte oder unterschiedlich große Zähne",
      ],
    },
    {
      type: "text",
      heading: "Sind Veneers das Richtige für Sie?",
      paragraphs: [
        "Veneers eignen sich für Menschen mit gesunden Zähnen und gesundem Zahnfleisch, die das Aussehen ihres Lächelns verändern möchten. Karies oder Zahnfleischerkrankungen müssen zuerst behandelt werden, und vorher wird eine professionelle Zahnreinigung empfohlen.",
        "Um einen Zahn für ein Veneer vorzubereiten, wird in der Regel eine dünne Schicht Zahnschmelz abgetragen, damit das Veneer natürlich sitzt und nicht zu dick wirkt. Das lässt sich nicht rückgängig machen, Veneers sind also eine langfristige Entscheidung. Ihr Zahnarzt erklärt Ihnen, wie viel Vorbereitung Ihre Zähne brauchen, und bespricht Alternativen wie Zahnaufhellung, Aligner, Füllungen oder Kronen, wo diese besser zu Ihnen passen.",
        "Wenn Sie mit den Zähnen knirschen oder pressen, Nägel kauen oder einen sehr kräftigen Biss haben, ist das Risiko größer, dass Veneers abplatzen. Möglich sind sie dennoch oft, meist mit einer Aufbissschiene für die Nacht, doch Ihr Zahnarzt wird das sorgfältig beurteilen.",
      ],
    },
    {
      type: "comparison",
      heading: "Veneers aus Zirkonoxid und e.max im Vergleich",
      intro:
        "Beide Varianten stehen in unserer Preisliste. Ihr Zahnarzt empfiehlt Ihnen das Material, das zur Farbe Ihrer Zähne, zu Ihrem Biss und zum gewünschten Ergebnis passt.",
      columns: ["Merkmal", "Veneers aus Zirkonoxid", "Veneers aus E.max"],
      rows: [
        {
          label: "Werkstoff",
          values: ["Zirkonoxid, eine sehr feste Keramik", "Lithiumdisilikat, eine hochfeste Glaskeramik"],
        },
        {
          label: "Aussehen",
          values: [
            "Natürlich, mit etwas deckenderer Wirkung",
            "Sehr lebensechte Transluzenz, nah am natürlichen Zahnschmelz",
          ],
        },
        {
          label: "Festigkeit",
          values: ["Sehr hohe Bruchfestigkeit", "Fest, mit hervorragender Ästhetik"],
        },
        {
          label: "Abdecken dunkler Zähne",
          values: [
            "Gut geeignet, um dunklere oder stark verfärbte Zähne zu kaschieren",
            "Am besten, wenn die Farbe des Zahns darunter recht gleichmäßig ist",
          ],
        },
        {
          label: "Häufig gewählt für",
          values: [
            "Langlebigkeit und Zähne mit starken Verfärbungen",
            "Frontzähne, bei denen ein besonders natürliches Aussehen im Vordergrund steht",
          ],
        },
      ],
      note: "Die richtige Wahl hängt von Ihrer individuellen Situation ab. Ihr Zahnarzt erklärt Ihnen die Möglichkeiten bei Ihrem Beratungstermin.",
    },
    {
      type: "steps",
      heading: "So läuft die Behandlung mit Veneers ab",
      steps: [
        {
          title: "Beratung und Planung Ihres Lächelns",
          text: "Ihr Zahnarzt untersucht Ihre Zähne und Ihr Zahnfleisch, fertigt Röntgenaufnahmen und Fotos an und bespricht mit Ihnen die gewünschte Form und Farbe.",
        },
        {
          title: "Vorbereitung der Zähne",
          text: "Unter örtlicher Betäubung wird an der Vorderseite jedes Zahns sorgfältig eine dünne Schicht Zahnschmelz abgetragen. Die Behandlung unter örtlicher Betäubung ist schmerzfrei.",
        },
        {
          title: "Digitaler Scan und provisorische Veneers",
          text: "Ihre vorbereiteten Zähne werden präzise gescannt oder abgeformt, und provisorische Veneers schützen sie, während Ihre endgültigen Veneers gefertigt werden.",
        },
        {
          title: "Fertigung in unserem hauseigenen Dentallabor",
          text: "Unsere Zahntechniker fertigen jedes Veneer nach den Vorgaben Ihres Zahnarztes und stimmen Farbe, Form und Transluzenz ab.",
        },
        {
          title: "Einprobe und Befestigung",
          text: "Sie sehen die Veneers in Ihrem Mund, bevor sie befestigt werden. Sind Sie und Ihr Zahnarzt zufrieden, werden sie dauerhaft aufgeklebt und Ihr Biss wird überprüft.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Die Pflege Ihrer Veneers",
      intro:
        "Veneers werden ähnlich gepflegt wie natürliche Zähne. Einige Gewohnheiten helfen, dass sie lange halten.",
      do: [
        "Putzen Sie zweimal täglich mit einer weichen Zahnbürste und einer wenig abrasiven Fluoridzahnpasta",
        "Reinigen Sie täglich die Zahnzwischenräume und achten Sie dabei besonders auf den Zahnfleischrand",
        "Tragen Sie nachts eine Aufbissschiene, wenn Ihr Zahnarzt sie wegen Zähneknirschens empfiehlt",
        "Nehmen Sie Kontrolluntersuchungen und professionelle Zahnreinigungen mindestens alle sechs Monate wahr",
      ],
      avoid: [
        "Direkt in sehr harte Lebensmittel wie Knochen, harte Bonbons oder Eis zu beißen",
        "Die Zähne zum Öffnen von Verpackungen oder Flaschen zu benutzen oder Nägel zu kauen",
        "Aufhellungsprodukte in der Erwartung, dass sie die Farbe der Veneers verändern",
        "Ein Veneer zu ignorieren, das sich locker, rau oder abgesplittert anfühlt: Wenden Sie sich an die Klinik",
      ],
    },
    {
      type: "faq",
      heading: "Veneers: häufige Fragen",
      items: [
        {
          question: "Wie lange muss ich in Budapest bleiben?",
          answer:
            "Dank unseres hauseigenen Dentallabors lassen sich viele Veneer-Behandlungen während eines Aufenthalts von 3 bis 5 Tagen abschließen. Müssen Ihre Zähne oder Ihr Zahnfleisch zuerst behandelt werden, kann Ihr Plan mehrere Besuche in Etappen vorsehen. Ihr Zahnarzt bestätigt den Zeitplan, bevor Sie Ihre Reise buchen.",
        },
        {
          question: "Tut die Behandlung mit Veneers weh?",
          answer:
            "Die Vorbereitung erfolgt unter örtlicher Betäubung und ist daher schmerzfrei. Ihre Zähne können danach einige Tage leicht empfindlich sein, was sich meist von selbst legt.",
        },
        {
          question: "Kann ich meine Zähne vor den Veneers aufhellen lassen?",
          answer:
            "Ja, und das ist oft eine gute Idee. Veneers verändern ihre Farbe nach der Fertigung nicht mehr. Wenn Sie Ihre übrigen Zähne heller haben möchten, erfolgt die Aufhellung deshalb zuerst, und die Veneers werden an Ihren neuen Farbton angepasst.",
        },
        {
          question: "Sind Veneers dauerhaft?",
          answer:
            "Da eine Schicht Zahnschmelz abgetragen wird, braucht der Zahn danach immer ein Veneer oder eine andere Versorgung. Die Veneers selbst können bei guter Pflege viele Jahre halten, müssen aber wie jede Versorgung möglicherweise irgendwann erneuert werden.",
        },
      ],
    },
  ],
  closing: {
    heading: "Gestalten Sie Ihr neues Lächeln mit uns",
    text: "Senden Sie uns Fotos Ihres Lächelns oder, falls vorhanden, ein Röntgenbild, damit wir Ihnen eine erste Einschätzung geben können, ob Veneers für Sie infrage kommen. Den endgültigen Plan bestätigt Ihr Zahnarzt nach der Untersuchung Ihrer Zähne.",
  },
} satisfies Treatment;
