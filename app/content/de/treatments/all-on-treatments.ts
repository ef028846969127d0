import type { Treatment } from "../../types";
import { ukSaving } from "../../../lib/pricing";

/** The saving said below, from the price list (docs/prices.md). */
const allOnSaving = ukSaving(["all-on-4", "all-on-6"]);

export default {
  slug: "all-on-treatments",
  group: "implantology",
  title: "All-on-4- und All-on-6-Implantate",
  metaTitle: "All-on-4 und All-on-6: feste Zähne auf Implantaten in Budapest",
  metaDescription:
    "All-on-4 und All-on-6 im Vergleich: festsitzende Brücken auf 4 oder 6 Implantaten pro Kiefer in Budapest, Zähne aus Zirkon oder Metallkeramik, klare Nachsorge.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Wenn Sie die meisten oder alle Zähne verloren haben, kann Ihnen eine festsitzende Brücke auf Implantaten für den ganzen Kiefer wieder ein vollständiges, stabiles Lächeln geben. Bei All-on-4 tragen 4 Implantate pro Kiefer die Brücke, bei All-on-6 sind es 6.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Ein vollständiges, festes Gebiss",
          text: "Ihre neuen Zähne sind fest mit den Implantaten verbunden – keine lockere Prothese, die Sie nachts herausnehmen müssen.",
        },
        {
          icon: "award",
          title: "Hochwertige Implantatsysteme",
          text: "Für die Versorgung des ganzen Kiefers verwenden wir Implantate von Neodent, Straumann und Alpha Bio.",
        },
        {
          icon: "layers",
          title: "Eigenes Dentallabor",
          text: "Ihre Brücke wird in unserem eigenen Labor in enger Abstimmung mit Ihrem Zahnarzt geplant und gefertigt.",
        },
        {
          icon: "shield",
          title: "3 Jahre Garantie",
          text: "Für Ihre Versorgung des ganzen Kiefers gilt unsere 3-jährige Garantie.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-all-on",
      heading: "Was sind All-on-4 und All-on-6?",
      paragraphs: [
        "All-on-4 und All-on-6 sind Verfahren, mit denen ein ganzer Zahnbogen im Ober- oder Unterkiefer durch eine festsitzende Brücke ersetzt wird, die von wenigen Implantaten getragen wird. Statt eines Implantats für jeden fehlenden Zahn verteilt sich die Brücke auf 4 oder 6 sorgfältig positionierte Implantate.",
        "Die Brücke wird auf die Implantate geschraubt und sitzt so beim Essen und Sprechen fest. Nur Ihr Zahnarzt kann sie abnehmen, zum Beispiel für eine professionelle Reinigung.",
      ],
    },
    {
      type: "comparison",
      heading: "All-on-4 und All-on-6 im Vergleich",
      intro:
        "Beide Varianten geben Ihnen festsitzende Zähne für den ganzen Kiefer. Der wichtigste Unterschied liegt in der Anzahl der Implantate und darin, wie sich die Kaukräfte auf sie verteilen.",
      columns: ["", "All-on-4", "All-on-6"],
      rows: [
        { label: "Implantate pro Kiefer", values: ["4", "6"] },
        {
          label: "Position der Implantate",
          values: ["Zwei vorne, zwei nach hinten geneigt", "Gleichmäßiger über den Zahnbogen verteilt"],
        },
        {
          label: "Benötigter Knochen",
          values: [
            "Oft auch bei wenig Knochen geeignet, da die geneigten Implantate den vorhandenen Knochen nutzen",
            "Erfordert genügend Knochen für sechs Implantate, was bei manchen Patienten einen Knochenaufbau bedeuten kann",
          ],
        },
        {
          label: "Halt der Brücke",
          values: [
            "Starker Halt für die meisten Patienten",
            "Zusätzlicher Halt, da sich die Kaukräfte auf mehr Implantate verteilen",
          ],
        },
        {
          label: "Material der Brücke",
          values: ["Zirkon oder Metallkeramik", "Zirkon oder Metallkeramik"],
        },
      ],
      note: "Nach Auswertung Ihrer 3D-Röntgenaufnahme (DVT) empfiehlt Ihnen Ihr Zahnarzt die Variante, die zu Ihrem Knochen, Ihrem Biss und Ihren Erwartungen passt.",
    },
    {
      type: "text",
      id: "who-is-it-for",
      heading: "Für wen eignet sich eine Versorgung des ganzen Kiefers?",
      paragraphs: [
        "Eine festsitzende Brücke auf Implantaten eignet sich für Menschen, die die meisten oder alle Zähne eines Kiefers verloren haben, deren verbliebene Zähne nicht mehr zu retten sind oder die mit einer herausnehmbaren Prothese unzufrieden sind. Viele Patienten kommen zu uns, nachdem sie sich jahrelang mit einer lockeren Prothese geplagt haben.",
        "Voraussetzung sind eine gute allgemeine Gesundheit und genügend Kieferknochen für die Implantate. Wenn Sie eine Erkrankung haben oder regelmäßig Medikamente einnehmen, sagen Sie es uns beim Beratungstermin, damit Ihr Plan sicher angepasst werden kann.",
      ],
    },
    {
      type: "steps",
      id: "all-on-process",
      heading: "Ihre Versorgung des ganzen Kiefers in vier Schritten",
      steps: [
        {
          title: "Beratung und 3D-Röntgen",
          text: "Wir untersuchen Ihren Mund, fertigen eine 3D-Röntgenaufnahme (DVT) an und besprechen, ob All-on-4 oder All-on-6 besser zu Ihnen passt. Bevor Sie sich entscheiden, erhalten Sie einen schriftlichen Behandlungsplan.",
          duration: "Tag 1",
        },
        {
          title: "Einsetzen der Implantate und provisorische Brücke",
          text: "Unter örtlicher Betäubung werden die Implantate eingesetzt, in der Regel in 30–60 Minuten pro Implantat. Sind die Implantate stabil genug, wird meist eine provisorische Brücke eingesetzt, damit Sie die Klinik nicht ohne Zähne verlassen.",
          duration: "Tag 2–3",
        },
        {
          title: "Einheilung zu Hause",
          text: "Während Sie die provisorische Brücke tragen, wächst der Knochen um die Implantate. Das dauert im Allgemeinen 3–6 Monate: im Unterkiefer meist 2–4 Monate, im Oberkiefer 3–6 Monate.",
          duration: "3–6 Monate",
        },
        {
          title: "Ihre endgültige Brücke",
          text: "Bei Ihrem zweiten Aufenthalt nehmen wir präzise Abdrücke oder Scans, und unser Labor fertigt Ihre endgültige Brücke aus Zirkon oder Metallkeramik. Sie wird eingesetzt und der Biss so lange angepasst, bis er sich richtig anfühlt.",
          duration: "Zweiter Aufenthalt",
        },
      ],
    },
    {
      type: "cards",
      id: "bridge-materials",
      heading: "Brücken aus Zirkon oder Metallkeramik",
      intro:
        "Ihre endgültige Brücke kann aus einem von zwei Materialien gefertigt werden. Beide sind langlebig und festsitzend; die Wahl betrifft vor allem das Aussehen und das Budget.",
      items: [
        {
          title: "Zirkon",
          label: "Das natürlichste Aussehen",
          text: "Eine feste, zahnfarbene Keramik ganz ohne Metall. Sie lässt das Licht auf natürliche Weise durch, sodass die Zähne lebensecht wirken, und ist schonend zum Zahnfleisch.",
        },
        {
          title: "Metallkeramik",
          label: "Bewährt und preisgünstig",
          text: "Keramik, die auf ein Metallgerüst aufgebrannt ist. Eine seit Langem bewährte, robuste Wahl, die günstiger ist als Zirkon, auch wenn der Metallkern die Zähne etwas weniger transluzent wirken lassen kann.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "Nachsorge für Ihre Brücke auf Implantaten",
      intro:
        "Gute tägliche Pflege schützt die Implantate und das umgebende Zahnfleisch. Kommen Sie alle 6 Monate zur Kontrolluntersuchung, damit Probleme früh erkannt werden.",
      do: [
        "In den ersten Tagen nach dem Eingriff weiche Kost essen und Ihr Merkblatt zur Nachsorge befolgen",
        "Zweimal täglich putzen und unter der Brücke mit einer Munddusche oder Interdentalbürstchen reinigen",
        "Alle 6 Monate zur Kontrolluntersuchung und professionellen Zahnreinigung kommen",
        "Sich bei uns melden, wenn sich die Brücke locker anfühlt oder sich Ihr Biss verändert",
      ],
      avoid: [
        "Rauchen, das die Heilung verlangsamt und das Risiko von Problemen an den Implantaten erhöht",
        "Während der Einheilung mit der provisorischen Brücke harte oder sehr klebrige Speisen kauen",
        "Auf sehr harte Gegenstände wie Eis oder Nussschalen beißen",
        "Kontrolluntersuchungen auslassen, auch wenn sich alles gut anfühlt",
      ],
    },
    {
      type: "faq",
      heading: "Häufige Fragen zu All-on-4 und All-on-6",
      items: [
        {
          question: "Habe ich direkt nach dem Eingriff Zähne?",
          answer:
            "In den meisten Fällen wird innerhalb weniger Tage nach dem Einsetzen der Implantate eine provisorische Brücke eingesetzt. Ihr Zahnarzt bestätigt dies, sobald die Implantate gesetzt sind und ihre Stabilität geprüft wurde.",
        },
        {
          question: "Kann ich All-on-4 auch nur für einen Kiefer bekommen?",
          answer:
            "Ja. Die Versorgung des ganzen Zahnbogens ist je nach Bedarf für den Oberkiefer, den Unterkiefer oder beide möglich.",
        },
      ],
    },
  ],
  closing: {
    heading: "Sprechen Sie mit uns über festsitzende Zähne für den ganzen Kiefer",
    text: `Buchen Sie eine kostenlose Videoberatung oder senden Sie uns ein aktuelles Röntgenbild. Wir sagen Ihnen, ob All-on-4 oder All-on-6 zu Ihnen passt – mit einem klaren Plan und Preis. Ein Kiefer mit All-on-4 oder All-on-6 kostet ${allOnSaving.min}–${allOnSaving.max}\u00a0% weniger als in Großbritannien.`,
  },
} satisfies Treatment;
