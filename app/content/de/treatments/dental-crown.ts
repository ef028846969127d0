import type { Treatment } from "../../types";
import { ukSaving } from "../../../lib/pricing";

export default {
  slug: "dental-crown",
  group: "restorative-dentistry",
  title: "Zahnkronen in Budapest",
  metaTitle: "Zahnkronen aus Zirkonoxid, Porzellan und Presskeramik",
  metaDescription: `Kronen aus Zirkonoxid, Porzellan und Presskeramik aus unserem hauseigenen Dentallabor in Budapest. 5 klare Schritte, 3 Jahre Garantie und bis zu ${ukSaving(["porcelain-crown"]).max}\u00a0% Ersparnis.`,
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Eine Krone umschließt und schützt einen geschwächten Zahn und stellt seine Form, Festigkeit und Farbe wieder her. Ihre Krone wird in unserem hauseigenen Dentallabor gestaltet und gefertigt, meist innerhalb eines einzigen Aufenthalts von 3–5 Tagen.",
  },
  priceGroup: "restorative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "Hauseigenes Dentallabor",
          text: "Ihre Krone entsteht unter demselben Dach, sodass Zahnarzt und Zahntechniker sie gemeinsam feinabstimmen können.",
        },
        {
          icon: "sparkles",
          title: "Natürliches Aussehen",
          text: "Farbton und Form werden an Ihre eigenen Zähne angepasst, damit sich die Krone unauffällig einfügt.",
        },
        {
          icon: "shield",
          title: "3 Jahre Garantie",
          text: "Auf Ihre Kronenversorgung gewähren wir 3 Jahre Garantie.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Die Präparation erfolgt unter örtlicher Betäubung, daher ist die Behandlung selbst schmerzfrei.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was ist eine Zahnkrone?",
      paragraphs: [
        "Eine Zahnkrone ist eine zahnförmige Kappe, die den gesamten sichtbaren Teil eines Zahns umschließt. Sie hält einen beschädigten Zahn zusammen, schützt ihn vor weiterer Abnutzung und gibt ihm wieder eine natürliche Form und Farbe.",
        "Kronen werden auch auf Zahnimplantaten und als Pfeiler einer Zahnbrücke eingesetzt. Unabhängig vom Grund ist das Ziel dasselbe: ein Zahn, der natürlich aussieht und mit dem Sie unbesorgt kauen können.",
      ],
    },
    {
      type: "text",
      heading: "Wann brauchen Sie eine Krone?",
      paragraphs: [
        "Ihr Zahnarzt empfiehlt eventuell eine Krone, wenn ein Zahn so viel Substanz verloren hat, dass eine Füllung oder ein Inlay nicht mehr gut halten würde. Eine Krone kann auch das Aussehen eines stark verfärbten oder ungewöhnlich geformten Zahns verbessern.",
        "Beim Beratungstermin untersucht Ihr Zahnarzt den Zahn, fertigt ein Röntgenbild an und erklärt Ihnen, ob eine Krone die beste Lösung ist oder ob eine kleinere Versorgung ausreicht.",
      ],
      bullets: [
        "Eine große Füllung, die gesprungen ist oder immer wieder bricht",
        "Ein gesprungener, abgesplitterter oder abgenutzter Zahn",
        "Ein Zahn nach einer Wurzelkanalbehandlung",
        "Ein stark verfärbter oder ungewöhnlich geformter Zahn",
        "Die Versorgung eines Zahnimplantats oder als Pfeiler einer Brücke",
      ],
    },
    {
      type: "cards",
      id: "crown-types",
      heading: "Kronenarten: Zirkonoxid, Porzellan und Presskeramik",
      intro:
        "Wir bieten drei Arten von Kronen an. Ihr Zahnarzt hilft Ihnen, die passende zu wählen – je nach Position des Zahns, Ihrem Biss und dem gewünschten Aussehen.",
      items: [
        {
          title: "Zirkonoxidkronen",
          label: "Festigkeit",
          text: "Zirkonoxid ist eine sehr feste, zahnfarbene Keramik, die hohen Kaukräften gut standhält. Sie ist eine beliebte Wahl für Backenzähne und für Patienten, die mit den Zähnen knirschen oder pressen, und enthält kein Metall.",
        },
        {
          title: "Porzellankronen",
          label: "Natürliche Optik",
          text: "Porzellan reflektiert das Licht ganz ähnlich wie natürlicher Zahnschmelz. In unserem Labor wird es von Hand geschichtet, um Farbton und Transluzenz Ihrer Nachbarzähne zu treffen.",
        },
        {
          title: "Presskeramikkronen",
          label: "Ästhetik",
          text: "Presskeramikkronen entstehen aus einem einzigen Keramikblock, der unter Hitze und Druck geformt wird. Sie verbinden gute Festigkeit mit einer lebensechten, transluzenten Oberfläche und eignen sich daher gut für Frontzähne.",
        },
      ],
    },
    {
      type: "steps",
      id: "crown-process",
      heading: "Ihre Krone in 5 Schritten",
      intro:
        "Bei den meisten Patienten ist die gesamte Behandlung während eines Aufenthalts in Budapest abgeschlossen.",
      steps: [
        {
          title: "Beratung und Röntgenbild",
          text: "Ihr Zahnarzt untersucht den Zahn, fertigt ein Röntgenbild an und bespricht mit Ihnen die Möglichkeiten, die Kronenart und den Behandlungsplan.",
        },
        {
          title: "Präparation des Zahns",
          text: "Unter örtlicher Betäubung wird der Zahn behutsam beschliffen, damit die Krone darauf passt. Karies und alte Füllungsreste werden zuvor entfernt.",
        },
        {
          title: "Abdruck und provisorische Krone",
          text: "Vom präparierten Zahn wird ein Abdruck oder ein digitaler Scan genommen, und eine provisorische Krone schützt ihn während der Wartezeit.",
        },
        {
          title: "Fertigung in unserem Dentallabor",
          text: "Unsere Zahntechniker fertigen Ihre Krone im hauseigenen Dentallabor und passen Form und Farbton an Ihre eigenen Zähne an.",
        },
        {
          title: "Einsetzen und Endkontrolle",
          text: "Ihr Zahnarzt prüft Passform, Biss und Farbe, nimmt letzte Feinkorrekturen vor und setzt die Krone dann dauerhaft ein.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "So pflegen Sie Ihre neue Krone",
      intro:
        "Eine Krone braucht dieselbe Pflege wie ein natürlicher Zahn. Der Zahn darunter kann an den Rändern weiterhin Karies bekommen, deshalb ist die tägliche Reinigung wichtig.",
      do: [
        "Putzen Sie zweimal täglich mit einer weichen Zahnbürste und fluoridhaltiger Zahnpasta",
        "Reinigen Sie die Zahnzwischenräume täglich mit Zahnseide oder Interdentalbürstchen",
        "Tragen Sie nachts eine Aufbissschiene, wenn Ihr Zahnarzt sie wegen Zähneknirschens empfiehlt",
        "Nehmen Sie alle 6 Monate eine Kontrolluntersuchung wahr",
        "Melden Sie sich bei uns, wenn sich die Krone locker anfühlt oder Ihr Biss ungleichmäßig ist",
      ],
      avoid: [
        "Sehr klebrige oder harte Speisen auf der provisorischen Krone zu kauen",
        "Auf Eis, Stiftkappen oder harte Bonbons zu beißen",
        "Verpackungen oder Flaschen mit den Zähnen zu öffnen",
        "Die Reinigung am Zahnfleischrand rund um die Krone auszulassen",
      ],
    },
    {
      type: "faq",
      heading: "Fragen zu Zahnkronen",
      items: [
        {
          question: "Tut das Einsetzen einer Krone weh?",
          answer:
            "Der Zahn wird unter örtlicher Betäubung präpariert, daher ist die Behandlung selbst schmerzfrei. Manche Patienten bemerken danach einige Tage lang eine leichte Empfindlichkeit, die meist von selbst abklingt.",
        },
        {
          question: "Wie lange muss ich in Budapest bleiben?",
          answer:
            "Für die meisten Kronenbehandlungen planen wir einen Aufenthalt von 3–5 Tagen. Ist eine umfangreichere Behandlung nötig, schlagen wir eventuell mehrere Aufenthalte von 3–12 Tagen vor, die Ihr Behandlungskoordinator mit Ihnen plant.",
        },
        {
          question: "Welche Kronenart ist die richtige für mich?",
          answer:
            "Das hängt davon ab, wo der Zahn sitzt, wie stark Ihr Biss ist und wie wichtig Ihnen das Aussehen ist. Ihr Zahnarzt berät Sie beim Beratungstermin und erklärt Ihnen die Unterschiede persönlich.",
        },
        {
          question: "Wie lange hält eine Krone?",
          answer:
            "Bei guter Pflege zu Hause und regelmäßigen Kontrolluntersuchungen kann Ihnen eine Krone viele Jahre lang gute Dienste leisten. Wie lange sie hält, hängt von Ihrem Biss, Ihrer Mundhygiene und Gewohnheiten wie Zähneknirschen ab.",
        },
      ],
    },
  ],
  closing: {
    heading: "Bereit für ein erneuertes Lächeln?",
    text: "Senden Sie uns ein aktuelles Röntgenbild oder Foto, und wir erstellen Ihnen einen kostenlosen, persönlichen Kostenvoranschlag für Ihre Kronen. Unser Team hilft Ihnen auch bei der Planung Ihrer Reise nach Budapest.",
  },
} satisfies Treatment;
