import type { Treatment } from "../../types";
import { ukSaving } from "../../../lib/pricing";

/** The saving said below, from the price list (docs/prices.md). */
const implantSaving = ukSaving(["straumann-implant", "neodent-implant"]);

export default {
  slug: "dental-implant",
  group: "implantology",
  title: "Zahnimplantate in Budapest",
  metaTitle: "Zahnimplantate in Budapest: Neodent, Straumann, Alpha Bio",
  metaDescription:
    "Fehlende Zähne ersetzen mit hochwertigen Implantaten von Neodent, Straumann oder Alpha Bio in Budapest: schmerzfrei, eigenes Dentallabor, 3 Jahre Garantie.",
  hero: {
    eyebrow: "Implantologie",
    lead: "Ein Zahnimplantat ersetzt einen fehlenden Zahn samt Wurzel – so erhalten Sie einen Zahn, der aussieht, sich anfühlt und funktioniert wie Ihr eigener. Wir verwenden hochwertige Implantatsysteme und planen jeden Schritt rund um Ihre Aufenthalte in Budapest.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "award",
          title: "Hochwertige Implantatsysteme",
          text: "Wir setzen Implantate von Neodent, Straumann und Alpha Bio ein – allesamt seit Langem bewährte Systeme.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreies Einsetzen",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei; jedes Implantat dauert in der Regel 30–60 Minuten.",
        },
        {
          icon: "layers",
          title: "Eigenes Dentallabor",
          text: "Ihre Kronen werden in unserem eigenen Labor gefertigt, sodass Passform und Farbe direkt vor Ort geprüft werden können.",
        },
        {
          icon: "shield",
          title: "3 Jahre Garantie",
          text: "Für Ihre Implantatbehandlung gilt unsere 3-jährige Garantie, die wir Ihnen vor Behandlungsbeginn klar darlegen.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-an-implant",
      heading: "Was ist ein Zahnimplantat?",
      paragraphs: [
        "Ein Zahnimplantat ist ein kleiner Titanstift, der dort in den Kieferknochen eingesetzt wird, wo sich früher eine Zahnwurzel befand. In den folgenden Monaten wächst der Knochen fest um das Implantat herum. Dieser Vorgang heißt Osseointegration und dauert in der Regel 3–6 Monate.",
        "Ist das Implantat eingeheilt, wird ein Verbindungsteil, das sogenannte Abutment, aufgesetzt und darauf eine individuell gefertigte Krone befestigt. Das Ergebnis ist ein festsitzender Zahn, den Sie wie einen natürlichen Zahn putzen und mit Zahnseide reinigen. Implantate können einen einzelnen Zahn ersetzen, eine Brücke tragen oder einen ganzen Zahnbogen halten.",
      ],
    },
    {
      type: "cards",
      id: "implant-brands",
      heading: "Die Implantatsysteme, mit denen wir arbeiten",
      intro:
        "Wir arbeiten mit drei hochwertigen Implantatsystemen. Ihr Zahnarzt empfiehlt Ihnen das System, das am besten zu Ihrem Knochen, zur Position des fehlenden Zahns und zu Ihrem Behandlungsplan passt.",
      items: [
        {
          title: "Neodent",
          label: "Brasilien",
          text: "Ein weit verbreitetes, in Brasilien entwickeltes Implantatsystem mit einer großen Auswahl an Implantatformen und -größen für Einzelzähne und Lösungen für den ganzen Kiefer.",
        },
        {
          title: "Straumann",
          label: "Schweiz",
          text: "Ein Schweizer Implantatsystem, gestützt auf über 35 Jahre Forschung und bekannt für seine sorgfältig entwickelten Oberflächen und Materialien.",
        },
        {
          title: "Alpha Bio",
          label: "Israel",
          text: "Ein etabliertes, in Israel entwickeltes Implantatsystem mit Designs für ganz unterschiedliche Knochenverhältnisse und klinische Situationen.",
        },
      ],
    },
    {
      type: "text",
      id: "functional-benefits",
      heading: "Funktionelle Vorteile",
      paragraphs: [
        "Da ein Implantat im Knochen verankert ist, erhalten Sie einen stabilen Zahn, der sich beim Essen und Sprechen nicht bewegt. Bei den meisten Patienten fühlt sich das Kauen schon kurz nach dem Einsetzen der endgültigen Krone wieder natürlich an.",
      ],
      bullets: [
        "Kräftig abbeißen und kauen, ohne Sorge um einen lockeren Zahn oder eine Prothese",
        "Deutlich sprechen, ohne dass sich im Mund etwas verschiebt",
        "Gesunde Nachbarzähne müssen nicht beschliffen werden, wie es bei einer Brücke nötig wäre",
        "Das Implantat stimuliert den Kieferknochen und hilft so, den Knochenabbau nach Zahnverlust zu begrenzen",
      ],
    },
    {
      type: "text",
      id: "aesthetic-benefits",
      heading: "Ästhetische Vorteile",
      paragraphs: [
        "Ihre neue Krone wird in Form und Farbe an Ihre eigenen Zähne angepasst, sodass das Implantat kaum von einem natürlichen Zahn zu unterscheiden ist. Dank unseres eigenen Dentallabors können Zahnarzt und Zahntechniker Farbton und Form gemeinsam mit Ihnen fein abstimmen.",
      ],
      bullets: [
        "Ein natürlich wirkender Zahn, der sich harmonisch in Ihr Lächeln einfügt",
        "Halt für Lippen und Wangen, der die natürlichen Gesichtskonturen bewahren hilft",
        "Keine Metallklammern und keine sichtbaren Prothesenplatten",
        "Die Sicherheit, in Gesellschaft zu lächeln, zu lachen und zu essen",
      ],
    },
    {
      type: "steps",
      id: "implant-process",
      heading: "Ihre Implantatbehandlung in vier Schritten",
      intro:
        "Eine Implantatbehandlung erfolgt in der Regel in zwei Aufenthalten in Budapest, mit einer Einheilphase zu Hause dazwischen.",
      steps: [
        {
          title: "Beratung und Planung",
          text: "Wir untersuchen Ihren Mund, fertigen eine Panoramaröntgenaufnahme (OPG) oder eine 3D-Röntgenaufnahme (DVT) an und besprechen Ihre Möglichkeiten. Bevor etwas gemacht wird, erhalten Sie einen klaren schriftlichen Behandlungsplan.",
          duration: "Tag 1",
        },
        {
          title: "Einsetzen des Implantats",
          text: "Unter örtlicher Betäubung wird das Implantat in den Kieferknochen eingesetzt. Der Eingriff ist schmerzfrei und dauert in der Regel 30–60 Minuten pro Implantat. Bei Bedarf wird ein provisorischer Zahn eingesetzt.",
          duration: "30–60 Minuten pro Implantat",
        },
        {
          title: "Einheilung zu Hause",
          text: "Sie reisen nach Hause, während der Knochen um das Implantat wächst. Das dauert im Allgemeinen 3–6 Monate: im Unterkiefer meist 2–4 Monate, im Oberkiefer 3–6 Monate.",
          duration: "3–6 Monate",
        },
        {
          title: "Ihre endgültige Krone",
          text: "Bei Ihrem zweiten Aufenthalt wird das Abutment aufgesetzt und Ihre individuelle Krone aus unserem eigenen Dentallabor befestigt und so lange angepasst, bis sich Ihr Biss richtig anfühlt.",
          duration: "Zweiter Aufenthalt",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "So pflegen Sie Ihr Implantat",
      intro:
        "Ein gut gepflegtes Implantat kann Ihnen viele Jahre dienen. Diese einfachen Gewohnheiten machen den größten Unterschied.",
      do: [
        "Zweimal täglich putzen und rund um das Implantat mit Zahnseide oder Interdentalbürstchen reinigen",
        "Die Anweisungen zur Nachsorge befolgen, die Sie nach dem Eingriff erhalten",
        "Alle 6 Monate zur Kontrolluntersuchung kommen, in unserer Klinik oder bei Ihrem Zahnarzt vor Ort",
        "Uns umgehend informieren, wenn Schwellung, Blutung oder Schmerzen zu- statt abnehmen",
      ],
      avoid: [
        "Rauchen, das die Heilung verlangsamt und das Risiko von Problemen am Implantat erhöht",
        "Auf sehr harte Gegenstände beißen, etwa Eis, Nussschalen oder Stiftkappen",
        "Die Reinigung rund um das Implantat auslassen, denn das umgebende Zahnfleisch kann sich entzünden",
        "Nachts mit den Zähnen knirschen, ohne eine Schutzschiene zu tragen, falls Ihr Zahnarzt eine empfiehlt",
      ],
    },
    {
      type: "faq",
      heading: "Häufige Fragen zu Zahnimplantaten",
      items: [
        {
          question: "Tut das Einsetzen eines Implantats weh?",
          answer:
            "Die Behandlung unter örtlicher Betäubung ist schmerzfrei. Danach spüren die meisten Patienten einige Tage lang eine gewisse Empfindlichkeit und eine leichte Schwellung, die sich meist gut mit gängigen Schmerzmitteln lindern lassen.",
        },
        {
          question: "Wie oft muss ich nach Budapest reisen?",
          answer:
            "Die meisten Implantatbehandlungen erfordern zwei Aufenthalte: einen für das Einsetzen und einen für die endgültige Krone nach der Einheilung. Die einzelnen Aufenthalte dauern in der Regel 3–12 Tage, je nachdem, wie viel Behandlung geplant ist.",
        },
        {
          question: "Kann ich ein Implantat bekommen, wenn ich Knochen verloren habe?",
          answer:
            "Oft ja. Reicht der Knochen nicht aus, kann er zunächst durch einen Knochenaufbau oder einen Sinuslift wiederhergestellt werden. Ihr Zahnarzt berät Sie, nachdem er Ihre Aufnahme ausgewertet hat.",
        },
      ],
    },
  ],
  closing: {
    heading: "Finden Sie heraus, ob Implantate für Sie infrage kommen",
    text: `Senden Sie uns Ihr Röntgenbild oder buchen Sie eine kostenlose Videoberatung – wir erstellen Ihnen unverbindlich einen klaren Behandlungsplan. Ein komplettes Implantat kostet ${implantSaving.min}–${implantSaving.max}\u00a0% weniger als in Großbritannien.`,
  },
} satisfies Treatment;
