import type { Treatment } from "../../types";

export default {
  slug: "misconceptions",
  group: "restorative-dentistry",
  title: "Wurzelkanalbehandlung: Mythen und Fakten",
  metaTitle: "Fünf Mythen über die Wurzelkanalbehandlung im Faktencheck",
  metaDescription:
    "Ist eine Wurzelkanalbehandlung schmerzhaft oder unnötig? Wir erklären die Fakten hinter fünf verbreiteten Mythen, damit Sie sich beruhigt entscheiden können.",
  hero: {
    eyebrow: "Restaurative Zahnmedizin",
    lead: "Die Wurzelkanalbehandlung hat einen Ruf, den sie nicht mehr verdient. Hier finden Sie fünf verbreitete Mythen und die Fakten, die Ihnen helfen können, Ihrer Behandlung gelassener entgegenzusehen.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalWebPage",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "syringe",
          title: "Schmerzfreie Behandlung",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei.",
        },
        {
          icon: "heart",
          title: "Rettet Ihren Zahn",
          text: "Den eigenen Zahn zu behalten ist meist das beste Ergebnis.",
        },
        {
          icon: "microscope",
          title: "Moderne Methoden",
          text: "Laserdesinfektion und Behandlung unter dem Mikroskop.",
        },
        {
          icon: "calendar",
          title: "2–3 Sitzungen",
          text: "Die meisten Behandlungen sind in 2–3 Sitzungen abgeschlossen.",
        },
      ],
    },
    {
      type: "text",
      heading: "Warum die Wurzelkanalbehandlung einen schlechten Ruf hat",
      paragraphs: [
        "Viele Ängste stammen aus Erzählungen über Behandlungen vor Jahrzehnten oder von den Zahnschmerzen vor der Behandlung, nicht von der Behandlung selbst.",
        "Heute machen wirksame örtliche Betäubung, feine Instrumente, Laserdesinfektion und Vergrößerung die Wurzelkanalbehandlung für die meisten Patientinnen und Patienten zu einem ruhigen Routineeingriff.",
      ],
    },
    {
      type: "cards",
      id: "myths",
      heading: "Fünf Mythen über die Wurzelkanalbehandlung",
      intro: "Auf jeden Mythos folgen hier die Fakten.",
      items: [
        {
          label: "Mythos",
          title: "Eine Wurzelkanalbehandlung ist schmerzhaft",
          text: "Die Behandlung unter örtlicher Betäubung ist schmerzfrei, und die meisten Patientinnen und Patienten empfinden sie ähnlich wie eine Füllung. Tatsächlich lindert die Behandlung meist die Schmerzen, die das entzündete Zahnmark verursacht. Eine leichte Druckempfindlichkeit in den Tagen danach ist normal.",
        },
        {
          label: "Mythos",
          title: "Sie ist unnötig",
          text: "Ein infiziertes oder entzündetes Zahnmark kann nicht von selbst heilen. Unbehandelt kann sich die Infektion auf den Knochen um die Wurzel ausbreiten und einen Abszess verursachen. Die einzige Alternative ist meist die Entfernung des Zahns.",
        },
        {
          label: "Mythos",
          title: "Sie macht Zähne brüchig",
          text: "Geschwächt wird ein Zahn durch die Karies oder den Schaden, der die Behandlung nötig gemacht hat, nicht durch die Wurzelkanalbehandlung selbst. Eine Füllung, ein Inlay oder eine Krone gibt ihm seine Stabilität zurück; Ihr Zahnarzt oder Ihre Zahnärztin sagt Ihnen, was Sie brauchen.",
        },
        {
          label: "Mythos",
          title: "Sie ist nur nötig, wenn es wehtut",
          text: "Ein infizierter Zahn tut nicht immer weh. Manchmal fällt das Problem erst auf einem Röntgenbild bei einer Kontrolluntersuchung auf. Eine frühe Behandlung kann einem Abszess vorbeugen und mehr von Ihrem Zahn erhalten.",
        },
        {
          label: "Mythos",
          title: "Eine Sitzung reicht immer aus",
          text: "Eine Wurzelkanalbehandlung dauert meist 2–3 Sitzungen. Wie viele es sind, hängt von der Form der Kanäle ab und davon, ob eine Infektion vorliegt, die Zeit zum Abklingen braucht. Ihr Zahnarzt oder Ihre Zahnärztin sagt Ihnen, was Ihr Zahn braucht.",
        },
      ],
    },
    {
      type: "text",
      heading: "So läuft eine moderne Wurzelkanalbehandlung ab",
      paragraphs: [
        "Zuerst wird Ihr Zahn betäubt, sodass Sie Druck, aber keinen Schmerz spüren. Das infizierte Gewebe wird entfernt, die Kanäle werden gereinigt und desinfiziert und anschließend gefüllt und versiegelt.",
        "Danach wird Ihr Zahn wieder aufgebaut, damit Sie normal darauf kauen können. Mit guter Pflege und Kontrolluntersuchungen alle 6 Monate kann Ihnen ein behandelter Zahn viele Jahre lang dienen.",
      ],
    },
    {
      type: "steps",
      heading: "Was bei der Behandlung wirklich geschieht",
      steps: [
        {
          title: "Untersuchung und Röntgenaufnahme",
          text: "Der Zahn wird untersucht, und wir erklären Ihnen den Behandlungsplan und die Anzahl der Sitzungen.",
        },
        {
          title: "Örtliche Betäubung",
          text: "Der Zahn und die Umgebung werden betäubt, damit die Behandlung schmerzfrei ist.",
        },
        {
          title: "Reinigung und Desinfektion",
          text: "Das Zahnmark wird entfernt, und die Kanäle werden gereinigt und desinfiziert, wo es hilft auch mit dem Laser.",
        },
        {
          title: "Füllen und Wiederaufbau",
          text: "Die Kanäle werden versiegelt, und der Zahn wird mit einer Füllung, einem Inlay oder einer Krone wieder aufgebaut.",
        },
      ],
    },
    {
      type: "doAvoid",
      heading: "So pflegen Sie einen wurzelbehandelten Zahn",
      do: [
        "Zweimal täglich Zähne putzen und täglich die Zahnzwischenräume reinigen",
        "Die endgültige Füllung, das Inlay oder die Krone wie geplant einsetzen lassen",
        "Alle 6 Monate zur Kontrolluntersuchung kommen",
        "Sich bei uns melden, wenn Schmerzen, Schwellungen oder Druckempfindlichkeit zurückkehren",
      ],
      avoid: [
        "Auf dem Zahn Hartes kauen, bevor er vollständig versorgt ist",
        "Bei einem Verdacht mit der Kontrolle warten, bis es wehtut",
        "Die Behandlung wegen alter Mythen aufschieben",
      ],
    },
  ],
  closing: {
    heading: "Haben Sie noch Bedenken wegen einer Wurzelkanalbehandlung?",
    text: "Sprechen Sie mit uns. Unser zahnärztliches Team beantwortet Ihre Fragen, erklären jeden Schritt und senden Ihnen einen kostenlosen, persönlichen Kostenvoranschlag.",
  },
} satisfies Treatment;
