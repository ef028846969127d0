import type { Treatment } from "../../types";

export default {
  slug: "removable-dentures",
  group: "restorative-dentistry",
  title: "Herausnehmbarer Zahnersatz in Budapest",
  metaTitle: "Herausnehmbare Voll-, Teil- und Druckknopfprothesen",
  metaDescription:
    "Voll-, Teil- und implantatgestützte Prothesen aus unserem hauseigenen Dentallabor in Budapest, sorgfältig angepasst, mit einfachen Tipps zur Pflege.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Eine gut gefertigte herausnehmbare Prothese ersetzt fehlende Zähne, stützt Lippen und Wangen und hilft Ihnen, unbeschwert zu essen und zu sprechen. Jede Prothese wird in unserem eigenen Dentallabor für Ihren Mund gefertigt und angepasst.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Natürliches Aussehen",
          text: "Zahnfarbe, Zahnform und Zahnfleischfarbe werden passend zu Ihrem Gesicht ausgewählt.",
        },
        {
          icon: "layers",
          title: "Aus dem eigenen Labor",
          text: "Unser Dentallabor kann Ihre Prothese schnell anpassen, während Sie in Budapest sind.",
        },
        {
          icon: "leaf",
          title: "Keine Operation nötig",
          text: "Herkömmliche Prothesen werden ganz ohne chirurgischen Eingriff gefertigt.",
        },
        {
          icon: "users",
          title: "Sorgfältige Anpassung",
          text: "Eine Anprobe und ein Anpassungstermin sorgen dafür, dass Ihre Prothese bequem sitzt.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was ist herausnehmbarer Zahnersatz?",
      paragraphs: [
        "Eine herausnehmbare Prothese besteht aus künstlichen Zähnen auf einer zahnfleischfarbenen Basis, die Sie zum Reinigen herausnehmen können. Sie kann alle Zähne eines Kiefers ersetzen oder Lücken zwischen Ihren verbliebenen Zähnen schließen.",
        "Moderne Prothesen sind leichter und wirken natürlicher, als viele erwarten. Eine gute Passform ist der Schlüssel zum Tragekomfort; deshalb nehmen wir uns Zeit für die Abdrücke, die Anprobe und die abschließende Anpassung.",
      ],
    },
    {
      type: "cards",
      heading: "Arten von herausnehmbarem Zahnersatz",
      intro:
        "Ihr Zahnarzt empfiehlt Ihnen eine Art je nachdem, wie viele eigene Zähne Sie noch haben, wie gesund Zahnfleisch und Knochen sind und was Sie bevorzugen.",
      items: [
        {
          title: "Vollprothesen",
          label: "Alle Zähne",
          text: "Ersetzen alle Zähne im Ober- oder Unterkiefer. Sie liegen auf dem Zahnfleisch auf und halten durch den engen Kontakt mit dem Gewebe, unterstützt durch die Form Ihres Kiefers.",
        },
        {
          title: "Kunststoff-Teilprothesen",
          label: "Einzelne Zähne",
          text: "Schließen Lücken zwischen Ihren natürlichen Zähnen mit einer zahnfleischfarbenen Kunststoffbasis. Eine einfache, praktische Lösung, die manchmal auch als Übergangslösung dient.",
        },
        {
          title: "Modellguss-Teilprothesen",
          label: "Einzelne Zähne",
          text: "Ein dünnes, stabiles Metallgerüst mit kleinen Klammern, die an Ihren natürlichen Zähnen halten. Sie sind meist schlanker und stabiler als Kunststoff-Teilprothesen.",
        },
        {
          title: "Implantatgestützte Prothesen",
          label: "Zusätzlicher Halt",
          text: "Rasten auf einigen wenigen Zahnimplantaten ein und halten dadurch deutlich besser, lassen sich zum Reinigen aber weiterhin herausnehmen. Die vollständig festsitzende Lösung finden Sie auf unserer Seite zum festsitzenden Zahnersatz.",
        },
      ],
    },
    {
      type: "steps",
      heading: "So wird Ihre Prothese gefertigt und angepasst",
      steps: [
        {
          title: "Beratung und Untersuchung",
          text: "Ihr Zahnarzt untersucht Ihr Zahnfleisch, Ihre verbliebenen Zähne und Ihren Kiefer, fertigt bei Bedarf ein Röntgenbild an und legt mit Ihnen die Art der Prothese fest.",
        },
        {
          title: "Abdrücke",
          text: "Es werden präzise Abdrücke Ihres Mundes genommen, damit die Prothesenbasis der Form Ihres Zahnfleischs genau folgt.",
        },
        {
          title: "Bissregistrierung und Zahnauswahl",
          text: "Ihr Biss wird registriert, und Sie wählen gemeinsam mit Ihrem Zahnarzt Farbe und Form der Zähne aus.",
        },
        {
          title: "Anprobe",
          text: "Sie probieren eine Wachsversion der Prothese an und sehen so, wie sie aussieht und sich anfühlt, bevor sie fertiggestellt wird.",
        },
        {
          title: "Einsetzen und Anpassen",
          text: "Ihre fertige Prothese wird eingesetzt, und Druckstellen werden in unserem Dentallabor beseitigt, bevor Sie nach Hause reisen.",
        },
      ],
    },
    {
      type: "text",
      heading: "Eingewöhnung an Ihre neue Prothese",
      paragraphs: [
        "Es ist normal, dass sich eine neue Prothese anfangs etwas groß anfühlt. Sprechen und Kauen fallen in den ersten Wochen meist leichter, während sich Zunge und Wangenmuskeln daran gewöhnen.",
        "Beginnen Sie mit weicher Kost in kleinen Stücken und kauen Sie gleichzeitig auf beiden Seiten. Lautes Vorlesen hilft, die Aussprache zu festigen. Entsteht eine Druckstelle, melden Sie sich bei uns, damit Ihre Prothese angepasst werden kann, statt die Beschwerden hinzunehmen.",
      ],
    },
    {
      type: "doAvoid",
      heading: "So pflegen Sie Ihre Prothese",
      intro: "Die tägliche Pflege hält Ihre Prothese frisch und Ihr Zahnfleisch gesund.",
      do: [
        "Nehmen Sie Ihre Prothese täglich heraus und reinigen Sie sie mit einer weichen Bürste und einem Prothesenreiniger",
        "Spülen Sie sie nach den Mahlzeiten ab",
        "Bewahren Sie sie außerhalb des Mundes in Wasser oder einer Reinigungslösung auf",
        "Putzen Sie Zahnfleisch, Zunge und verbliebene Zähne täglich sanft",
        "Lassen Sie Prothese und Zahnfleisch alle 6 Monate kontrollieren",
      ],
      avoid: [
        "Normale Zahnpasta, die die Oberfläche zerkratzen kann",
        "Heißes Wasser, das die Prothese verformen kann",
        "Die Prothese austrocknen zu lassen",
        "Klammern selbst nachzubiegen oder zu verstellen",
        "Eine Prothese zu tragen, die scheuert oder wunde Stellen verursacht – melden Sie sich stattdessen bei uns",
      ],
    },
    {
      type: "faq",
      heading: "Fragen zu herausnehmbarem Zahnersatz",
      items: [
        {
          question: "Soll ich mit der Prothese schlafen?",
          answer:
            "Die meisten Zahnärzte raten, die Prothese nachts herauszunehmen, damit sich das Zahnfleisch erholen kann. Ihr Zahnarzt berät Sie für Ihre persönliche Situation.",
        },
        {
          question: "Brauche ich Haftcreme?",
          answer:
            "Eine gut sitzende Prothese braucht oft wenig oder gar keine Haftcreme. Manche Patienten verwenden gern eine kleine Menge für zusätzliche Sicherheit, besonders bei einer unteren Vollprothese.",
        },
        {
          question: "Muss meine Prothese später angepasst werden?",
          answer:
            "Zahnfleisch und Kieferknochen verändern sich mit der Zeit langsam, daher muss eine Prothese künftig eventuell unterfüttert oder angepasst werden. Regelmäßige Kontrolluntersuchungen helfen, das früh zu erkennen.",
        },
      ],
    },
  ],
  closing: {
    heading: "Bequemer Zahnersatz, für Sie gefertigt",
    text: "Erzählen Sie uns von Ihren Zähnen und davon, was Sie erreichen möchten. Wir empfehlen Ihnen die passende Prothesenart und senden Ihnen einen kostenlosen, persönlichen Kostenvoranschlag.",
  },
} satisfies Treatment;
