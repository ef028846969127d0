import type { Treatment } from "../../types";

export default {
  slug: "tartar-removal",
  group: "dental-hygiene",
  title: "Professionelle Zahnsteinentfernung",
  metaTitle: "Zahnsteinentfernung und Zahnreinigung in Budapest",
  metaDescription:
    "Schonende professionelle Zahnsteinentfernung und Politur in Budapest: der Ablauf, wie die Reinigung Ihr Zahnfleisch schützt und was danach zu beachten ist.",
  hero: {
    eyebrow: "Dentalhygiene",
    lead: "Zahnstein lässt sich zu Hause nicht wegputzen. Eine professionelle Reinigung entfernt ihn schonend und gründlich, hilft Ihrem Zahnfleisch, gesund zu bleiben, und hinterlässt ein glattes, frisches Gefühl auf den Zähnen.",
  },
  priceGroup: "dental-hygiene",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "heart",
          title: "Gesünderes Zahnfleisch",
          text: "Mit dem Zahnstein verschwindet eine Hauptursache für Zahnfleischreizungen, Zahnfleischbluten und Entzündungen.",
        },
        {
          icon: "sparkles",
          title: "Hellere, glattere Zähne",
          text: "Die Politur entfernt oberflächliche Verfärbungen durch Kaffee, Tee, Rotwein und Rauchen.",
        },
        {
          icon: "leaf",
          title: "Frischerer Atem",
          text: "Werden verhärtete Beläge entfernt, verschwindet eine häufige Ursache für anhaltenden Mundgeruch.",
        },
        {
          icon: "shield",
          title: "Schutz für die Zukunft",
          text: "Regelmäßige Reinigungen helfen, Zahnfleischerkrankungen vorzubeugen, einer häufigen Ursache für Zahnverlust bei Erwachsenen.",
        },
      ],
    },
    {
      type: "text",
      heading: "Was Zahnstein ist und warum er wichtig ist",
      paragraphs: [
        "Jeden Tag bildet sich auf Ihren Zähnen ein weicher, klebriger Bakterienfilm, die sogenannte Plaque. Das meiste davon entfernen Sie beim Zähneputzen und bei der Reinigung der Zahnzwischenräume. Plaque, die zurückbleibt, nimmt jedoch nach und nach Mineralien aus dem Speichel auf und verhärtet zu Zahnstein.",
        "Zahnstein ist rau und haftet fest an, deshalb lässt er sich mit der Zahnbürste nicht entfernen. Neue Plaque kann sich an ihm leicht festsetzen, besonders entlang und knapp unterhalb des Zahnfleischrands. Dort kann sie das Zahnfleisch reizen, sodass es sich rötet, anschwillt und leicht blutet.",
        "Bleibt diese Zahnfleischentzündung (Gingivitis) unbehandelt, kann sie in eine Parodontitis übergehen, eine tiefer gehende Infektion, die das Gewebe und den Knochen schädigt, die Ihre Zähne halten. Die professionelle Zahnsteinentfernung ist eine der einfachsten und wirksamsten Möglichkeiten, diesen Prozess früh aufzuhalten.",
      ],
    },
    {
      type: "text",
      heading: "Anzeichen, dass eine professionelle Reinigung sinnvoll ist",
      paragraphs: [
        "Zahnstein bildet sich oft, ohne Schmerzen zu verursachen. Viele Menschen bemerken ihn deshalb erst, wenn der Zahnarzt sie darauf hinweist. Er sammelt sich vor allem an der Innenseite der unteren Frontzähne und an den Außenflächen der oberen Backenzähne, in der Nähe der Ausgänge der Speicheldrüsen.",
        "Wenn Sie eines der folgenden Anzeichen bemerken, ist ein Termin bei der Dentalhygiene ein sinnvoller nächster Schritt. Regelmäßiges Zahnfleischbluten, Zähne, die sich locker anfühlen, oder zurückgehendes Zahnfleisch sollten Sie immer von einem Zahnarzt untersuchen lassen.",
      ],
      bullets: [
        "Gelbliche, bräunliche oder gräuliche Beläge entlang des Zahnfleischrands",
        "Zahnfleisch, das beim Zähneputzen oder bei der Reinigung der Zahnzwischenräume blutet",
        "Gerötetes, geschwollenes oder empfindliches Zahnfleisch",
        "Mundgeruch oder ein unangenehmer Geschmack, der nicht vergeht",
        "Zähne, die sich auch nach dem Putzen für die Zunge rau anfühlen",
      ],
    },
    {
      type: "steps",
      heading: "So läuft die Zahnsteinentfernung ab",
      intro:
        "Ein Termin bei der Dentalhygiene verläuft ruhig und ohne Eile. Ihre Dentalhygienikerin oder Ihr Dentalhygieniker erklärt Ihnen jeden Schritt, und Sie können jederzeit um eine Pause bitten.",
      steps: [
        {
          title: "Untersuchung von Zähnen und Zahnfleisch",
          text: "Wir prüfen, wie viel Zahnstein vorhanden ist, untersuchen Ihr Zahnfleisch auf Blutungen und Zahnfleischtaschen und notieren Stellen, die besondere Aufmerksamkeit brauchen.",
        },
        {
          title: "Ultraschallreinigung",
          text: "Ein feines Ultraschallinstrument löst den Zahnstein durch Schwingungen, während ein sanfter Wasserstrahl ihn wegspült. Sie spüren ein Vibrieren und hören ein Summen, doch es sollte nicht wehtun.",
        },
        {
          title: "Feinreinigung von Hand",
          text: "Mit kleineren Handinstrumenten werden verbliebene Beläge aus den Zahnzwischenräumen und knapp unterhalb des Zahnfleischrands entfernt.",
        },
        {
          title: "Politur",
          text: "Ihre Zähne werden poliert. Das entfernt oberflächliche Verfärbungen und hinterlässt eine glatte Oberfläche, an der Plaque schlechter haftet.",
        },
        {
          title: "Persönliche Tipps für die Pflege zu Hause",
          text: "Ihre Dentalhygienikerin oder Ihr Dentalhygieniker zeigt Ihnen die Putz- und Zahnzwischenraumtechnik, die zu Ihrem Gebiss passt, und empfiehlt Ihnen, wann Sie wiederkommen sollten.",
        },
      ],
    },
    {
      type: "text",
      heading: "Ist die Zahnsteinentfernung unangenehm?",
      paragraphs: [
        "Die meisten Patientinnen und Patienten empfinden eine professionelle Reinigung eher als Kitzeln oder Vibrieren denn als Schmerz. Ist Ihr Zahnfleisch entzündet oder sind Ihre Zähne empfindlich, kann es kurz unangenehm sein. Dann sorgen wir mit einem betäubenden Gel oder einer örtlichen Betäubung dafür, dass Sie sich wohlfühlen.",
        "Danach kann Ihr Zahnfleisch etwas empfindlich sein und beim Putzen leicht bluten, und Ihre Zähne reagieren vielleicht für kurze Zeit stärker auf Kälte. Das legt sich meist innerhalb weniger Tage, während das Zahnfleisch abheilt. Halten Blutungen oder Empfindlichkeit an, wenden Sie sich bitte an die Klinik.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Nachsorge nach der Zahnsteinentfernung",
      intro: "Ein wenig Sorgfalt in den ersten Tagen hilft Ihrem Zahnfleisch, sich schnell zu beruhigen.",
      do: [
        "Putzen Sie weiterhin zweimal täglich mit einer weichen Zahnbürste, sanft entlang des Zahnfleischrands",
        "Reinigen Sie täglich die Zahnzwischenräume mit Zahnseide oder Interdentalbürsten",
        "Verwenden Sie eine Zahnpasta für empfindliche Zähne, wenn kalte Getränke unangenehm ziehen",
        "Vereinbaren Sie Ihren nächsten Dentalhygiene-Termin zusammen mit Ihrer Kontrolluntersuchung, mindestens alle sechs Monate",
      ],
      avoid: [
        "Harte Lebensmittel wie Nüsse, krustiges Brot oder harte Bonbons für 3 bis 4 Tage",
        "Sehr heiße oder sehr kalte Speisen und Getränke, solange Ihre Zähne empfindlich sind",
        "Rauchen, das die Heilung des Zahnfleischs verlangsamt und frisch polierte Zähne verfärbt",
        "Stark färbende Getränke wie Kaffee, Tee und Rotwein direkt nach der Politur",
      ],
    },
    {
      type: "faq",
      heading: "Zahnsteinentfernung: häufige Fragen",
      items: [
        {
          question: "Wie oft sollte ich meine Zähne professionell reinigen lassen?",
          answer:
            "Für die meisten Menschen empfiehlt sich mindestens alle sechs Monate eine professionelle Reinigung zusammen mit einer Kontrolluntersuchung. Wenn Sie zu Zahnstein oder Zahnfleischproblemen neigen, kann Ihr Zahnarzt häufigere Termine empfehlen.",
        },
        {
          question: "Werden meine Zähne durch die Reinigung weißer?",
          answer:
            "Die Politur entfernt oberflächliche Verfärbungen, daher wirken Ihre Zähne danach oft heller. Die natürliche Zahnfarbe verändert sie jedoch nicht. Wünschen Sie einen helleren Farbton, fragen Sie nach einer Zahnaufhellung (Bleaching) in der Klinik, die an frisch gereinigten Zähnen am besten wirkt.",
        },
        {
          question: "Kann die Zahnsteinentfernung meine Zähne oder den Zahnschmelz schädigen?",
          answer:
            "Nein. Von einer geschulten Fachkraft durchgeführt, entfernt die Reinigung Beläge von der Zahnoberfläche, ohne gesunden Zahnschmelz anzugreifen. Lücken, die Ihnen danach auffallen, waren meist zuvor mit Zahnstein gefüllt und sind nicht durch die Reinigung entstanden.",
        },
        {
          question: "Kann ich einen Dentalhygiene-Termin mit anderen Behandlungen in Budapest verbinden?",
          answer:
            "Ja. Viele Patientinnen und Patienten lassen zu Beginn ihres Aufenthalts eine professionelle Reinigung durchführen, denn gesundes Zahnfleisch ist die beste Grundlage für Füllungen, Kronen, Veneers oder Implantate.",
        },
      ],
    },
  ],
  closing: {
    heading: "Buchen Sie eine professionelle Zahnreinigung",
    text: "Ein gesunder Mund beginnt mit sauberen Zähnen und ruhigem Zahnfleisch. Rufen Sie uns an oder schreiben Sie uns, und wir vereinbaren einen Dentalhygiene-Termin, der zu Ihrem Aufenthalt in Budapest passt.",
  },
} satisfies Treatment;
