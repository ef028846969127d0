import type { Treatment } from "../../types";

export default {
  slug: "dental-bridges",
  group: "restorative-dentistry",
  title: "Zahnbrücken in Budapest",
  metaTitle: "Zahnbrücken: zahngetragen oder implantatgetragen",
  metaDescription:
    "Fehlende Zähne mit einer festsitzenden Brücke in Budapest ersetzen. Zahn- und implantatgetragene Brücken im Vergleich, der Ablauf und die richtige Pflege.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Eine Zahnbrücke schließt die Lücke, die ein oder mehrere fehlende Zähne hinterlassen, mit einer festsitzenden Reihe natürlich wirkender Ersatzzähne. Sie kann auf Ihren eigenen Zähnen oder auf Zahnimplantaten verankert werden.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Schließt die Lücke",
          text: "Gibt Ihnen Ihr Lächeln zurück und hilft Ihnen, wieder bequem zu kauen und zu sprechen.",
        },
        {
          icon: "layers",
          title: "Aus dem eigenen Labor",
          text: "Ihre Brücke wird in unserem eigenen Dentallabor gefertigt und von Ihrem Zahnarzt geprüft.",
        },
        {
          icon: "check",
          title: "Festsitzend",
          text: "Anders als eine herausnehmbare Prothese bleibt eine Brücke Tag und Nacht im Mund.",
        },
        {
          icon: "shield",
          title: "3 Jahre Garantie",
          text: "Auf Ihre Brückenversorgung gewähren wir 3 Jahre Garantie.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was ist eine Zahnbrücke?",
      paragraphs: [
        "Eine Brücke besteht aus miteinander verbundenen Kronen. Die Kronen an beiden Enden werden auf Pfeilerzähnen oder Implantaten befestigt, und der Ersatzzahn in der Mitte, das sogenannte Brückenglied, überspannt die Lücke.",
        "Da sie festsitzt, fühlt sich eine Brücke ganz ähnlich an wie Ihre eigenen Zähne. Außerdem verhindert sie, dass Nachbarzähne in die Lücke wandern, und trägt so zu einem stabilen Biss bei.",
      ],
    },
    {
      type: "text",
      heading: "Ist eine Brücke das Richtige für Sie?",
      paragraphs: [
        "Eine Brücke kann eine gute Wahl sein, wenn Ihnen ein Zahn oder einige nebeneinanderliegende Zähne fehlen. Ihr Zahnarzt beurteilt die Gesundheit der Zähne und des Zahnfleischs neben der Lücke sowie den Knochen in Ihrem Kiefer.",
        "Sind die Nachbarzähne gesund und ohne Füllungen, schlägt Ihr Zahnarzt eventuell stattdessen eine implantatgetragene Brücke oder ein Einzelimplantat vor, damit gesunde Zähne nicht beschliffen werden müssen. Bevor etwas entschieden wird, erhalten Sie eine klare Erklärung der Möglichkeiten.",
      ],
    },
    {
      type: "comparison",
      heading: "Zahngetragene und implantatgetragene Brücken im Vergleich",
      intro:
        "Beide Arten ersetzen fehlende Zähne durch eine festsitzende Brücke. Der Unterschied liegt darin, was die Brücke hält.",
      columns: ["", "Zahngetragene Brücke", "Implantatgetragene Brücke"],
      rows: [
        {
          label: "Verankerung",
          values: [
            "Kronen auf Ihren eigenen Zähnen zu beiden Seiten der Lücke",
            "Im Kieferknochen gesetzte Zahnimplantate",
          ],
        },
        {
          label: "Auswirkung auf die Nachbarzähne",
          values: [
            "Die Pfeilerzähne werden für die Kronen beschliffen",
            "Die Nachbarzähne bleiben unberührt",
          ],
        },
        {
          label: "Chirurgischer Eingriff",
          values: ["Keine Operation nötig", "Setzen der Implantate unter örtlicher Betäubung"],
        },
        {
          label: "Behandlungsdauer",
          values: [
            "Meist in einem Aufenthalt von 3–5 Tagen abgeschlossen",
            "Zwei Behandlungsphasen mit 3–6 Monaten Einheilzeit dazwischen",
          ],
        },
        {
          label: "Kieferknochen",
          values: [
            "Regt den Knochen unter der Lücke nicht an",
            "Implantate belasten den Kieferknochen ähnlich wie natürliche Zahnwurzeln",
          ],
        },
        {
          label: "Oft geeignet bei",
          values: [
            "Lücken neben Zähnen, die ohnehin Kronen brauchen",
            "Größeren Lücken oder gesunden Nachbarzähnen",
          ],
        },
      ],
      note: "Nach der Untersuchung und der Auswertung Ihrer Röntgenbilder empfiehlt Ihnen Ihr Zahnarzt die Lösung, die zu Ihren Zähnen, Ihrem Knochen und Ihren Plänen passt.",
    },
    {
      type: "cards",
      heading: "Materialien für Brücken",
      intro: "Brücken fertigen wir aus denselben hochwertigen Materialien wie unsere Kronen.",
      items: [
        {
          title: "Zirkonoxid",
          text: "Sehr fest und metallfrei: Zirkonoxid eignet sich gut für Brücken im Seitenzahnbereich, wo die Kaukräfte am größten sind.",
        },
        {
          title: "Porzellan",
          text: "Geschichtetes Porzellan ergibt eine lebensechte, transluzente Oberfläche – ideal, wenn Ihre Brücke beim Lächeln sichtbar ist.",
        },
        {
          title: "Metallkeramik",
          text: "Ein Metallgerüst mit zahnfarbener Porzellanverblendung – eine seit Langem bewährte und zuverlässige Wahl.",
        },
      ],
    },
    {
      type: "steps",
      heading: "So entsteht eine zahngetragene Brücke",
      intro:
        "Bei einer implantatgetragenen Brücke werden zuerst die Implantate gesetzt; die Brücke wird eingesetzt, sobald sie eingeheilt sind.",
      steps: [
        {
          title: "Beratung und Röntgenbild",
          text: "Ihr Zahnarzt untersucht die Lücke und die Pfeilerzähne, fertigt ein Röntgenbild an und legt mit Ihnen Behandlungsplan und Material fest.",
        },
        {
          title: "Präparation der Pfeilerzähne",
          text: "Unter örtlicher Betäubung werden die Zähne zu beiden Seiten der Lücke behutsam für die Kronen beschliffen.",
        },
        {
          title: "Abdrücke und provisorische Brücke",
          text: "Es wird ein Abdruck oder Scan genommen, und eine provisorische Brücke schützt die präparierten Zähne, während Ihre Brücke gefertigt wird.",
        },
        {
          title: "Fertigung in unserem Dentallabor",
          text: "Unsere Zahntechniker fertigen Ihre Brücke im hauseigenen Dentallabor und passen sie an den Farbton Ihrer Zähne an.",
        },
        {
          title: "Einsetzen und Anpassen",
          text: "Ihr Zahnarzt prüft Passform und Biss, nimmt Feinkorrekturen vor und setzt die Brücke dann dauerhaft ein.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "So pflegen Sie Ihre Brücke",
      intro:
        "Unter dem Ersatzzahn können sich Speisereste sammeln. Die Reinigung unter der Brücke gehört daher zu Ihrer täglichen Routine.",
      do: [
        "Putzen Sie zweimal täglich und achten Sie dabei besonders auf den Zahnfleischrand",
        "Reinigen Sie täglich unter der Brücke mit Interdentalbürstchen oder spezieller Brücken-Zahnseide",
        "Verwenden Sie eine Munddusche, wenn Ihr Zahnarzt sie empfiehlt",
        "Nehmen Sie alle 6 Monate eine Kontrolluntersuchung wahr",
      ],
      avoid: [
        "Auf sehr harte Lebensmittel wie Eis oder Nussschalen zu beißen",
        "Karamellbonbons oder sehr klebrige Süßigkeiten auf der Brücke zu kauen",
        "Zahnfleischbluten rund um die Brücke nicht abklären zu lassen",
        "Rauchen, das dem Zahnfleisch schadet, auf dem Ihre Brücke ruht",
      ],
    },
    {
      type: "faq",
      heading: "Fragen zu Zahnbrücken",
      items: [
        {
          question: "Wie viele Zähne kann eine Brücke ersetzen?",
          answer:
            "Das hängt von Größe und Lage der Lücke ab und davon, wie belastbar die Pfeilerzähne oder Implantate sind. Ihr Zahnarzt erklärt Ihnen, was in Ihrem Fall möglich ist.",
        },
        {
          question: "Sieht die Brücke natürlich aus?",
          answer:
            "Ja. Farbton, Form und Größe werden in unserem Dentallabor an Ihre eigenen Zähne angepasst, und Ihr Zahnarzt prüft das Aussehen gemeinsam mit Ihnen, bevor die Brücke befestigt wird.",
        },
        {
          question: "Brauche ich für eine implantatgetragene Brücke zwei Reisen?",
          answer:
            "In der Regel ja. Die Implantate werden beim ersten Aufenthalt gesetzt und brauchen 3–6 Monate, um in den Knochen einzuheilen, bevor die endgültige Brücke bei einem zweiten Aufenthalt eingesetzt wird.",
        },
      ],
    },
  ],
  closing: {
    heading: "Schließen Sie die Lücke in Ihrem Lächeln",
    text: "Erzählen Sie uns von Ihren fehlenden Zähnen und senden Sie uns, falls vorhanden, ein aktuelles Röntgenbild. Wir schlagen Ihnen die passende Brückenart vor und senden Ihnen einen kostenlosen Kostenvoranschlag.",
  },
} satisfies Treatment;
