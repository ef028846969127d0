import type { Treatment } from "../../types";

export default {
  slug: "microscopic-root-treatment",
  group: "restorative-dentistry",
  title: "Mikroskopische Wurzelkanalbehandlung",
  metaTitle: "Wurzelkanalbehandlung mit Mikroskop und warmer Füllung",
  metaDescription:
    "Wurzelkanalbehandlung unter dem Mikroskop in Budapest: Risse erkennen, Perforationen und tiefe Karies behandeln, Kanäle warm-vertikal dicht füllen.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Ein zahnärztliches Operationsmikroskop vergrößert das Innere Ihres Zahns, sodass Ihr Zahnarzt oder Ihre Zahnärztin feine Kanäle, Risse und Schäden sieht, die mit bloßem Auge nicht erkennbar sind. Das macht die Wurzelkanalbehandlung präziser, besonders in komplexen Fällen.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "TherapeuticProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "microscope",
          title: "Starke Vergrößerung",
          text: "Feine Details im Zahninneren werden deutlich sichtbar.",
        },
        {
          icon: "scan",
          title: "Nichts wird übersehen",
          text: "Verborgene Kanäle und Haarrisse lassen sich leichter finden.",
        },
        {
          icon: "heart",
          title: "Erhält Ihren Zahn",
          text: "Präzises Arbeiten bedeutet, dass weniger gesunde Zahnsubstanz entfernt wird.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei.",
        },
      ],
    },
    {
      type: "text",
      heading: "Warum eine Wurzelkanalbehandlung unter dem Mikroskop?",
      paragraphs: [
        "Wurzelkanäle können extrem eng sein, und manche Zähne haben zusätzliche Kanäle, die leicht übersehen werden. Jeder unbehandelte Kanal kann dazu führen, dass die Infektion zurückkehrt.",
        "Mit dem Mikroskop arbeitet Ihr Zahnarzt oder Ihre Zahnärztin mit starker Vergrößerung und hellem Licht direkt am Zahn. So lässt sich jeder Kanal finden, sorgfältig reinigen und die Qualität der Arbeit bei jedem Schritt überprüfen. Wie jede Wurzelkanalbehandlung dauert auch diese meist 2–3 Sitzungen.",
      ],
    },
    {
      type: "cards",
      id: "microscope-uses",
      heading: "Wobei die mikroskopische Behandlung hilft",
      intro: "In diesen drei Situationen ist die Vergrößerung besonders wertvoll.",
      items: [
        {
          title: "Erkennen von Rissen",
          text: "Haarrisse in einem Zahn oder einer Wurzel können Schmerzen verursachen, die sich schwer zuordnen lassen. Unter dem Mikroskop ist oft zu sehen, wo ein Riss verläuft und wie tief er reicht. Das hilft bei der Entscheidung, ob der Zahn erhalten werden kann und wie er am besten versorgt wird.",
        },
        {
          title: "Behandlung von Perforationen",
          text: "Eine Perforation ist eine kleine Öffnung zwischen dem Wurzelkanal und dem umliegenden Gewebe, verursacht durch Karies, Resorption oder eine frühere Behandlung. Mit dem Mikroskop kann Ihr Zahnarzt oder Ihre Zahnärztin sie finden und mit einem biokompatiblen Reparaturmaterial präzise verschließen.",
        },
        {
          title: "Behandlung tiefer Karies",
          text: "Reicht die Karies nahe an das Zahnmark heran, hilft die Vergrößerung, das kariöse Gewebe sorgfältig zu entfernen und dabei so viel gesunde Zahnsubstanz wie möglich zu erhalten. In manchen Fällen lässt sich so das Zahnmark schützen und eine vollständige Wurzelkanalbehandlung vermeiden.",
        },
      ],
    },
    {
      type: "text",
      heading: "Warme vertikale Wurzelfüllung",
      paragraphs: [
        "Nach der Reinigung müssen die Kanäle gefüllt und versiegelt werden, damit keine Bakterien mehr eindringen können. Bei der warmen vertikalen Wurzelfüllung wird das Füllmaterial durch Wärme erweicht und in den Kanal hinein verdichtet.",
        "Das warme Material fließt in die unregelmäßige Form des Kanals und seiner Seitenäste. So entsteht eine dichte, dreidimensionale Versiegelung über die gesamte Länge der Wurzel.",
      ],
    },
    {
      type: "steps",
      id: "warm-vertical-filling",
      heading: "Unsere warme vertikale Wurzelfüllung in vier Schritten",
      steps: [
        {
          title: "Laserdesinfektion",
          text: "Die gereinigten Kanäle werden mit dem Laser desinfiziert, um Bakterien in den Kanalwänden und Seitenästen zu reduzieren.",
        },
        {
          title: "Vertikale Füllung",
          text: "Durch Wärme erweichtes Füllmaterial wird in jeden Kanal verdichtet, damit es sich eng an die Kanalwände anlegt.",
        },
        {
          title: "Vollständige Versiegelung der Kanäle",
          text: "Die Kanäle werden auf ganzer Länge bis zum Kanaleingang gefüllt und versiegelt.",
        },
        {
          title: "Abschließende Qualitätskontrolle",
          text: "Die Füllung wird unter dem Mikroskop und auf einer Röntgenaufnahme überprüft, bevor der Zahn verschlossen und versorgt wird.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Nach der mikroskopischen Wurzelkanalbehandlung",
      intro:
        "Eine gewisse Druckempfindlichkeit in den ersten Tagen ist normal und lässt sich meist mit rezeptfreien Schmerzmitteln lindern. Melden Sie sich bei uns, wenn die Schmerzen zunehmen oder eine Schwellung auftritt.",
      do: [
        "Mit dem Essen warten, bis die Betäubung abgeklungen ist",
        "Auf der anderen Seite kauen, bis der Zahn versorgt ist",
        "Wie gewohnt Zähne putzen und Zahnzwischenräume reinigen",
        "Den Termin für die endgültige Füllung oder Krone wahrnehmen",
      ],
      avoid: [
        "Auf dem behandelten Zahn Hartes kauen",
        "Kaugummi oder klebrige Süßigkeiten auf dieser Seite",
        "Einen gerissenen Zahn ohne den Schutz lassen, den Ihr Zahnarzt oder Ihre Zahnärztin empfiehlt",
      ],
    },
    {
      type: "faq",
      heading: "Fragen zur mikroskopischen Wurzelkanalbehandlung",
      items: [
        {
          question: "Lässt sich jeder gerissene Zahn retten?",
          answer:
            "Nicht immer. Das hängt davon ab, wo der Riss liegt und wie weit er reicht. Das Mikroskop hilft, dies zu beurteilen, und wir sagen Ihnen ehrlich, ob der Zahn realistisch erhalten werden kann.",
        },
        {
          question: "Dauert die mikroskopische Behandlung länger?",
          answer:
            "Wie jede Wurzelkanalbehandlung dauert sie meist 2–3 Sitzungen. Komplexe Fälle können pro Sitzung mehr Zeit erfordern; Ihr Zahnarzt oder Ihre Zahnärztin plant dies gemeinsam mit Ihnen.",
        },
      ],
    },
  ],
  closing: {
    heading: "Präzise Behandlung komplexer Wurzelkanäle",
    text: "Wenn man Ihnen gesagt hat, dass Ihr Zahn schwer zu behandeln ist, senden Sie uns Ihre Röntgenaufnahme. Wir sehen sie uns an und senden Ihnen einen kostenlosen, persönlichen Behandlungsplan.",
  },
} satisfies Treatment;
