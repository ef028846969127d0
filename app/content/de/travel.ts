/**
 * Die Reiseinformationen (/travel-info) auf Deutsch. Partnerhotels sind PLATZHALTER auf
 * reservierten `.example`-Domains, bis die Klinik ihre eigenen nennt.
 */
import type * as en from "../travel";
import type { Translated } from "../locales";
import { sample } from "../sample";
import { site } from "../site";

export const travelPage: Translated<typeof en.travelPage> = {
  title: "Reiseinformationen",
  lead: "Alles, was Sie für die Planung Ihrer Zahnbehandlung in Budapest brauchen: Anreise, Unterkunft, Wege in der Stadt und der Ablauf Ihres Besuchs. Ihr Patientenbetreuer hilft Ihnen bei jedem Schritt.",
  metaDescription:
    "Zahnreise nach Budapest planen: Direktflüge aus Großbritannien und Europa, Partnerhotels nahe der Klinik, Flughafentransfer und was Sie mitbringen sollten.",
  sections: [
    {
      id: "welcome",
      title: "Willkommen in Budapest",
      paragraphs: [
        `Vielen Dank, dass Sie sich für ${site.name} interessieren. Jedes Jahr begrüßen wir Patientinnen und Patienten aus Großbritannien, Irland, Frankreich, Deutschland und vielen anderen Ländern, und wir wissen, dass eine Behandlung im Ausland praktische Fragen aufwirft. Auf dieser Seite beantworten wir die häufigsten.`,
        "Die meisten Behandlungen werden für einen Aufenthalt von 3–5 Tagen geplant oder, wenn zwischen den Behandlungsschritten Heilungszeit nötig ist (zum Beispiel bei Implantaten), für mehrere Besuche von 3–12 Tagen. Ihr Patientenbetreuer stimmt die Termine mit Ihnen ab, bevor Sie etwas buchen.",
        `Wenn Ihre Frage hier nicht beantwortet wird, rufen Sie uns unter ${site.phone.display} an oder schreiben Sie an ${site.email}. Wir helfen Ihnen gerne.`,
      ],
    },
    {
      id: "budapest",
      title: "Über Budapest",
      paragraphs: [
        "Budapest, die Hauptstadt Ungarns, wird von der Donau geteilt: ins hügelige Buda am Westufer und ins flache, lebendige Pest am Ostufer. Das Donaupanorama mit dem Parlamentsgebäude und dem Burgpalast gehört zum UNESCO-Welterbe.",
        "Die Stadt ist berühmt für ihre Thermalbäder wie das Széchenyi- und das Rudas-Bad, die von natürlichen heißen Quellen gespeist werden. Bitte fragen Sie Ihren Zahnarzt, bevor Sie baden gehen: Nach einem chirurgischen Eingriff oder einer Zahnextraktion wird Ihnen unter Umständen geraten, einige Tage lang heißes Wasser und Saunen zu meiden.",
        "Zwischen Ihren Terminen können Sie an der Donaupromenade spazieren gehen, die Kettenbrücke überqueren, die Große Markthalle besuchen oder die Cafés und Restaurants der Innenstadt genießen, die meist gut von der Klinik aus zu erreichen sind.",
      ],
    },
    {
      id: "hungary",
      title: "Über Ungarn",
      paragraphs: [
        "Ungarn ist Mitglied der Europäischen Union und des Schengen-Raums. Landeswährung ist der ungarische Forint (HUF), Ihre Behandlung in der Klinik können Sie aber in EUR oder GBP bezahlen, mit Karte, per Banküberweisung oder bar. Karten werden in Budapest fast überall akzeptiert.",
        "In Ungarn gilt die Mitteleuropäische Zeit (MEZ, eine Stunde vor Großbritannien und Irland), mit Sommerzeit von Ende März bis Ende Oktober. Die Steckdosen sind für europäische Zweipolstecker (230 V) ausgelegt; Besucher aus Großbritannien und Irland benötigen daher einen Adapter.",
        "Amtssprache ist Ungarisch, doch in der Budapester Innenstadt, in Hotels, Restaurants und Geschäften wird vielfach Englisch gesprochen, und selbstverständlich auch von unserem Team.",
      ],
    },
    {
      id: "before-travel",
      title: "Vor der Reise",
      paragraphs: [
        "Prüfen Sie, ob Ihre Reisedokumente für die gesamte Reise gültig sind. Besucher aus Großbritannien und anderen Nicht-EU-Ländern benötigen einen gültigen Reisepass und sollten sich vor der Buchung auf den Reisehinweisen ihrer Regierung über die aktuellen Einreisebestimmungen für den Schengen-Raum informieren, da sich die Grenzsysteme der EU ändern. EU-Bürgerinnen und -Bürger können mit einem gültigen Personalausweis oder Reisepass reisen.",
        "Wir empfehlen für jede Reise eine Reiseversicherung. Die britische Global Health Insurance Card (GHIC) oder die Europäische Krankenversicherungskarte (EHIC) deckt die notwendige staatliche Gesundheitsversorgung ab, nicht aber geplante private Behandlungen oder Reisekosten.",
        "Wenn Ihre Behandlung mehr als einen Besuch erfordert, planen Sie mit Ihrem Patientenbetreuer mehrere Reisen von 3–12 Tagen; er sagt Ihnen, wie lange Sie zwischen den Besuchen warten sollten.",
      ],
      bullets: [
        "Einen gültigen Reisepass oder Personalausweis",
        "Die Unterlagen Ihrer Reiseversicherung",
        "Aktuelle Röntgenaufnahmen oder CT-Aufnahmen Ihrer Zähne, falls vorhanden",
        "Eine Liste Ihrer Medikamente und etwaiger Allergien",
        "Arztbriefe oder Befunde zu relevanten Erkrankungen",
        "Prothesen, Aufbissschienen oder andere zahnmedizinische Geräte, die Sie tragen",
      ],
    },
    {
      id: "accommodation",
      title: "Unterkunft",
      paragraphs: [
        "Wir arbeiten mit zwei Partnerhotels zusammen, in denen unsere Patientinnen und Patienten ermäßigte Preise erhalten: eines nur 100 m von der Klinik entfernt, das andere ruhig gelegen, 20 Fahrminuten von der Innenstadt. Beide können Sie über die Links unten oder mit Hilfe Ihres Patientenbetreuers buchen.",
        "Wählen Sie Ihre Reisedaten, sobald Ihr Behandlungsplan feststeht, und planen Sie am Ende Ihres Aufenthalts einen Reservetag ein, falls Ihr Zahnarzt vor Ihrem Rückflug noch eine letzte Kontrolle vornehmen möchte.",
      ],
    },
    {
      id: "flights",
      title: "Flüge",
      paragraphs: [
        "Budapest wird regelmäßig direkt angeflogen, unter anderem von London, Dublin, Manchester, Paris, Frankfurt, München und vielen weiteren Flughäfen in Großbritannien und Westeuropa. Der Flug dauert etwa 2–3 Stunden.",
        "Bitte buchen Sie Ihre Flüge erst, wenn Sie Ihren Behandlungsplan erhalten und ihm zugestimmt haben, damit Ihre Reisedaten zu Ihren Terminen passen. Flüge sind meist am günstigsten, wenn sie einige Wochen im Voraus gebucht werden; bei einer Behandlung in mehreren Abschnitten lohnen sich flexible Tickets.",
      ],
    },
    {
      id: "steps",
      title: "Ihr Besuch Schritt für Schritt",
      paragraphs: [
        "Die Planung Ihrer Behandlung umfasst vier einfache Schritte, vom kostenlosen Kostenvoranschlag bis zu Ihrem ersten Termin. Ihr Patientenbetreuer begleitet Sie dabei und ist Ihr einziger Ansprechpartner.",
        "Die meisten Patientinnen und Patienten beginnen mit einer aktuellen Panoramaröntgenaufnahme (OPG) oder einigen deutlichen Fotos ihrer Zähne. Wenn Sie keine Röntgenaufnahme haben, fertigen wir bei Ihrem ersten Besuch kostenlos eine an.",
      ],
    },
    {
      id: "travelling",
      title: "Unterwegs in Budapest",
      paragraphs: [
        "Vom Flughafen kommen Sie am schnellsten mit dem Taxi zur Klinik; die Fahrt dauert etwa 30–40 Minuten. Ihr Patientenbetreuer kann auch einen Transfer organisieren, bei dem Sie in der Ankunftshalle abgeholt werden.",
        "Die Klinik liegt in der Nähe des Westbahnhofs (Nyugati pályaudvar), der gut an den öffentlichen Nahverkehr angebunden ist: Die Straßenbahnlinien 4 und 6 fahren über den Großen Ring, und die Metrolinie M3 hält an der Station Nyugati pályaudvar. Fahrkarten und Pässe erhalten Sie an den Automaten der Haltestellen oder in der App BudapestGO.",
        "Wenn Sie in der Stadt ein Taxi nehmen, wählen Sie ein lizenziertes Taxi (gelb, mit Taxischild und Taxameter) oder bestellen Sie eines über eine Fahrdienst-App, und meiden Sie inoffizielle Fahrer, die Sie an Bahnhöfen ansprechen.",
      ],
    },
  ],
  cityImages: [
    {
      id: "parliament",
      caption: "Das ungarische Parlamentsgebäude an der Donau",
      alt: "Illustration: das ungarische Parlamentsgebäude mit seiner zentralen Kuppel an der Donau",
      scene: "parliament",
    },
    {
      id: "chain-bridge",
      caption: "Die Kettenbrücke zwischen Buda und Pest",
      alt: "Illustration: die Kettenbrücke über der Donau, dahinter der Burgberg von Buda",
      scene: "chain-bridge",
    },
    {
      id: "thermal-bath",
      caption: "Eines der berühmten Thermalbäder von Budapest",
      alt: "Illustration: ein Thermalbecken im Freien vor einem historischen Badegebäude",
      scene: "thermal-bath",
    },
    {
      id: "danube",
      caption: "Die Donaupromenade in der Innenstadt",
      alt: "Illustration: das Donauufer mit Booten und den Budaer Bergen in der Ferne",
      scene: "danube",
    },
  ],
  clinicImages: [
    {
      id: "clinic-reception",
      caption: "Unser Empfang, wo Ihr Besuch beginnt",
      alt: "Illustration: der helle Empfangstresen der Klinik",
      scene: "clinic-reception",
    },
    {
      id: "treatment-room",
      caption: "Ein modernes Behandlungszimmer",
      alt: "Illustration: ein Behandlungszimmer mit Behandlungsstuhl und OP-Leuchte",
      scene: "treatment-room",
    },
    {
      id: "laboratory",
      caption: "Unser hauseigenes Dentallabor",
      alt: "Illustration: der Arbeitsplatz eines Zahntechnikers im Labor der Klinik",
      scene: "laboratory",
    },
    {
      id: "waiting-room",
      caption: "Ein gemütliches Wartezimmer",
      alt: "Illustration: das Wartezimmer der Klinik mit Sesseln",
      scene: "waiting-room",
    },
  ],
  hotels: [
    sample({
      name: "Partner Hotel Nyugati",
      description:
        "Ein komfortables Stadthotel gleich um die Ecke der Klinik, ideal, wenn Sie sich zwischen den Terminen ausruhen möchten. Unsere Patientinnen und Patienten erhalten einen ermäßigten Preis.",
      distance: "100 m von der Klinik",
      href: "https://hotel-nyugati.example",
    }),
    sample({
      name: "Partner Riverside Hotel",
      description:
        "Ein ruhiges Hotel an der Donau mit geräumigen Zimmern, gut geeignet für längere Aufenthalte und für Reisen mit Begleitung. Unsere Patientinnen und Patienten erhalten einen ermäßigten Preis.",
      distance: "20 Fahrminuten bis zur Innenstadt",
      href: "https://riverside-hotel.example",
    }),
  ],
  airlines: [
    { name: "British Airways", code: "BA", href: "https://www.britishairways.com", from: "London Heathrow" },
    { name: "Ryanair", code: "FR", href: "https://www.ryanair.com", from: "Dublin und London Stansted" },
    { name: "Wizz Air", code: "W6", href: "https://wizzair.com", from: "London Luton" },
    { name: "easyJet", code: "U2", href: "https://www.easyjet.com", from: "London Gatwick" },
    { name: "Jet2", code: "LS", href: "https://www.jet2.com", from: "Regionalflughäfen in Großbritannien" },
    { name: "Lufthansa", code: "LH", href: "https://www.lufthansa.com", from: "Frankfurt und München" },
  ],
  airport: {
    name: "Flughafen Budapest Ferenc Liszt (BUD)",
    paragraphs: [
      "Der internationale Flughafen von Budapest liegt etwa 16 km südöstlich der Innenstadt. Ein Taxi vom offiziellen Taxistand vor der Ankunftshalle braucht je nach Verkehr etwa 30–40 Minuten bis in die Innenstadt und zur Klinik.",
      "Der Flughafenbus 100E fährt direkt zum Deák Ferenc tér in der Innenstadt; dafür brauchen Sie ein eigenes Flughafen-Shuttle-Ticket. Wenn Sie lieber abgeholt werden möchten, kann Ihr Patientenbetreuer einen Transfer von der Ankunftshalle zu Ihrem Hotel oder zur Klinik organisieren.",
    ],
  },
  process: [
    {
      title: "Senden Sie uns Ihr Röntgenbild oder Fotos",
      text: "Senden Sie uns über unser Kontaktformular oder per E-Mail eine aktuelle Röntgenaufnahme oder einige Fotos Ihrer Zähne. Unsere Zahnärzte sehen sie sich an, und Sie erhalten einen kostenlosen, unverbindlichen Kostenvoranschlag.",
    },
    {
      title: "Behandlungsplan und Termine abstimmen",
      text: "Ihr Patientenbetreuer erklärt Ihnen Plan und Preis, beantwortet Ihre Fragen und vereinbart mit Ihnen Behandlungstermine, die Ihnen passen.",
    },
    {
      title: "Flug und Hotel mit unserer Hilfe buchen",
      text: "Sobald Ihre Termine feststehen, buchen Sie Ihre Flüge und wählen eines unserer Partnerhotels. Auf Wunsch organisieren wir auch Ihren Flughafentransfer.",
    },
    {
      title: "Ankunft, Beratung, Behandlung",
      text: "Wir begrüßen Sie in der Klinik zu Ihrer Beratung und einer kostenlosen Panoramaröntgenaufnahme, bestätigen Ihren Plan schriftlich und beginnen mit Ihrer Behandlung.",
    },
  ],
};

/** Die Wörter der Hotel-, Airline- und Bildblöcke der Reiseseite. */
export const travelLabels: Translated<typeof en.travelLabels> = {
  metaTitle: "Reiseinformationen für Ihre Zahnbehandlung in Budapest",
  eyebrow: "Ihren Besuch planen",
  onThisPage: "Auf dieser Seite",
  whatToBring: "Was Sie mitbringen sollten",
  clinicPictures: "Bilder unserer Klinik",
  cityPictures: "Bilder von Budapest",
  cta: {
    heading: "Bereit, Ihre Reise zu planen?",
    text: "Ihr Patientenbetreuer hilft Ihnen bei jedem Schritt: Behandlungstermine, Flüge, Hotels und Flughafentransfers.",
  },
  contact: {
    eyebrow: "Ihren Besuch planen",
    intro:
      "Senden Sie uns Ihre Angaben: Ihr Patientenbetreuer antwortet innerhalb von 24 Stunden mit einem kostenlosen, unverbindlichen Kostenvoranschlag und hilft Ihnen bei Ihrer Reiseplanung.",
  },
  partnerHotels: "Unsere Partnerhotels",
  visit: (name: string) => `${name} besuchen`,
  airlines: "Fluggesellschaften nach Budapest",
  from: (city: string) => `Ab ${city}`,
  pictureAnnounce: (number: number, total: number, caption: string) =>
    `Bild ${number} von ${total}: ${caption}`,
  step: (number: number) => `Schritt ${number}: `,
};
