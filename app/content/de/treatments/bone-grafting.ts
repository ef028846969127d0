import type { Treatment } from "../../types";

export default {
  slug: "bone-grafting",
  group: "oral-surgery",
  title: "Knochenaufbau für Zahnimplantate",
  metaTitle: "Knochenaufbau für Implantate in Budapest",
  metaDescription:
    "Knochenaufbau in Budapest als Basis für Implantate: wann er nötig ist, die vier Arten von Transplantaten, der Ablauf und 4–6 Monate Einheilung.",
  hero: {
    eyebrow: "Oralchirurgie",
    lead: "Hat sich Ihr Kieferknochen nach Zahnverlust zurückgebildet, kann ein Knochenaufbau ihn wiederherstellen, damit Implantate ein festes Fundament haben. Es handelt sich um einen Routineeingriff unter örtlicher Betäubung.",
  },
  priceGroup: "implants",
  schemaType: "SurgicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "layers",
          title: "Ein solides Fundament",
          text: "Neu aufgebauter Knochen gibt Ihren Implantaten den Halt, den sie brauchen.",
        },
        {
          icon: "scan",
          title: "Planung per 3D-Röntgen",
          text: "Eine 3D-Röntgenaufnahme (DVT) zeigt genau, wo und wie viel Knochen fehlt.",
        },
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei.",
        },
        {
          icon: "clock",
          title: "4–6 Monate Einheilung",
          text: "Der Knochenaufbau heilt in der Regel in 4–6 Monaten ein, bevor die Implantate eingesetzt werden.",
        },
      ],
    },
    {
      type: "text",
      id: "what-is-bone-grafting",
      heading: "Was ist ein Knochenaufbau?",
      paragraphs: [
        "Geht ein Zahn verloren, wird der Knochen, der ihn gehalten hat, nicht mehr beansprucht und bildet sich allmählich zurück. Nach einiger Zeit reichen Höhe oder Breite des Knochens unter Umständen nicht mehr aus, um ein Implantat sicher zu halten.",
        "Beim Knochenaufbau wird an der betreffenden Stelle Knochen oder Knochenersatzmaterial eingebracht. In den folgenden Monaten nutzt Ihr Körper es als Gerüst und ersetzt es durch neuen, eigenen Knochen – so entsteht eine feste Basis für Implantate.",
      ],
    },
    {
      type: "text",
      id: "when-needed",
      heading: "Wann ist ein Knochenaufbau nötig?",
      paragraphs: [
        "Ihr Zahnarzt empfiehlt einen Knochenaufbau nur, wenn Ihre Aufnahme zeigt, dass der Knochen für ein stabiles Implantat nicht ausreicht. In manchen Fällen kann der Knochenaufbau zusammen mit dem Implantat erfolgen, in anderen muss er zuerst einheilen.",
      ],
      bullets: [
        "Ein Zahn fehlt schon lange, und der Knochen hat sich zurückgebildet",
        "Eine Zahnfleischerkrankung (Parodontitis) hat Knochen um die Zähne zerstört",
        "Eine Zahnextraktion oder Verletzung hat einen Defekt im Kiefer hinterlassen",
        "Der hintere Oberkiefer ist unterhalb der Kieferhöhle zu dünn, was einen Sinuslift erfordern kann",
        "Das Zahnfach soll nach einer Zahnextraktion erhalten werden, damit später ein Implantat eingesetzt werden kann",
      ],
    },
    {
      type: "cards",
      id: "graft-types",
      heading: "Die vier Arten von Knochentransplantaten",
      intro:
        "Die Transplantate unterscheiden sich darin, woher das Material stammt. Ihr Chirurg empfiehlt die Art, die zur Größe des Defekts und zu Ihren Wünschen passt.",
      items: [
        {
          title: "Autologes Transplantat",
          label: "Ihr eigener Knochen",
          text: "Knochen, der an einer anderen Stelle Ihres Körpers entnommen wird, oft an einer anderen Stelle im Kiefer. Er enthält Ihre eigenen lebenden Zellen, bedeutet aber eine zweite kleine Operationsstelle.",
        },
        {
          title: "Allogenes Transplantat",
          label: "Knochen eines menschlichen Spenders",
          text: "Aufbereiteter und sterilisierter Knochen eines menschlichen Spenders, bereitgestellt von einer Gewebebank. Eine zweite Operationsstelle entfällt.",
        },
        {
          title: "Xenogenes Transplantat",
          label: "Knochen tierischen Ursprungs",
          text: "Gereinigtes Knochenmineral tierischen Ursprungs, meist vom Rind, das als stabiles Gerüst dient, in das neuer Knochen einwachsen kann.",
        },
        {
          title: "Alloplastisches Material",
          label: "Synthetisches Material",
          text: "Ein künstlich hergestellter, biokompatibler Knochenersatz, etwa aus Calciumphosphat, der nach und nach Ihrem eigenen Knochen Platz macht.",
        },
      ],
    },
    {
      type: "steps",
      id: "procedure",
      heading: "Der Ablauf des Knochenaufbaus",
      steps: [
        {
          title: "Untersuchung und Planung",
          text: "Ihr Chirurg wertet Ihre 3D-Röntgenaufnahme (DVT) aus, vermisst den Knochen und wählt Art des Transplantats und Technik.",
        },
        {
          title: "Örtliche Betäubung",
          text: "Der Bereich wird gründlich betäubt, sodass der Eingriff schmerzfrei ist. Wenn Sie ängstlich sind, ist eine Sedierung möglich.",
        },
        {
          title: "Einbringen des Transplantats",
          text: "Das Zahnfleisch wird an einer kleinen Stelle geöffnet, das Material dort eingebracht, wo Knochen fehlt, und meist mit einer schützenden Membran abgedeckt.",
        },
        {
          title: "Verschluss und Einheilung",
          text: "Das Zahnfleisch wird vernäht. Der Knochenaufbau heilt in der Regel in 4–6 Monaten ein; danach können Ihre Implantate eingesetzt werden.",
          duration: "4–6 Monate",
        },
      ],
    },
    {
      type: "text",
      id: "healing",
      heading: "Die Heilung nach einem Knochenaufbau",
      paragraphs: [
        "Schwellung und Empfindlichkeit sind in den ersten Tagen häufig und klingen mit Ruhe und gängigen Schmerzmitteln meist ab. Vielleicht bemerken Sie kleine Körnchen des Aufbaumaterials im Mund; einige wenige sind normal, sagen Sie uns aber Bescheid, wenn das häufig vorkommt.",
        "Die Einheilung eines Knochenaufbaus dauert in der Regel 4–6 Monate. Bevor Implantate eingesetzt werden, kontrolliert Ihr Zahnarzt den Bereich mit einem Röntgenbild oder einer 3D-Röntgenaufnahme, damit die Behandlung erst weitergeht, wenn der neue Knochen bereit ist.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Nachsorge nach einem Knochenaufbau",
      intro:
        "Melden Sie sich bei uns oder suchen Sie einen Arzt auf, wenn eine Blutung durch Druck nicht aufhört, wenn Schwellung oder Schmerzen nach den ersten Tagen zunehmen oder wenn Sie Fieber bekommen.",
      do: [
        "Sich nach dem Eingriff 24 Stunden lang ausruhen",
        "Am ersten Tag die Wange immer wieder mit einer kalten Kompresse kühlen",
        "Weiche Kost essen und auf der vom Aufbau abgewandten Seite kauen",
        "Verordnete Medikamente genau wie angewiesen einnehmen",
        "Den Mund sauber halten und den Bereich wie angewiesen sanft putzen",
      ],
      avoid: [
        "Rauchen, das die Einheilung des Knochenaufbaus erheblich beeinträchtigen kann",
        "In den ersten Tagen mit einem Strohhalm trinken",
        "Auf den Bereich drücken oder eine Prothese darüber tragen, sofern Ihr Zahnarzt es nicht erlaubt",
        "Anstrengenden Sport in den ersten Tagen nach dem Eingriff",
        "Am ersten Tag kräftig spülen",
      ],
    },
  ],
  closing: {
    heading: "Man hat Ihnen gesagt, Ihr Knochen reiche für Implantate nicht aus?",
    text: "Senden Sie uns Ihre 3D-Röntgenaufnahme oder Ihr Röntgenbild. Unser Oralchirurg prüft die Aufnahme und erklärt Ihnen, ob ein Knochenaufbau Implantate für Sie möglich machen kann.",
  },
} satisfies Treatment;
