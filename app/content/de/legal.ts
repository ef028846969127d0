/**
 * Datenschutzerklärung (/privacy) und Allgemeine Geschäftsbedingungen (/terms) auf Deutsch.
 * Übersetzung der englischen Fassung (app/content/legal.ts); die rechtliche Prüfung durch die
 * Klinik steht noch aus. Namen, Kontakt- und Registerdaten kommen aus `site`; die Registernummern
 * in `site.legal` sind PLATZHALTER, bis die Klinik ihre eigenen nennt.
 */
import { enquiryRetention } from "~/lib/lead-status";
import { uploadLimits, uploadRetention } from "~/lib/upload-rules";
import type * as en from "../legal";
import type { Translated } from "../locales";
import { consultationDay } from "../consultation-day";
import { CONFIRM_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from "../newsletter";
import { consultationEvent } from "../event";
import { GBP_PENCE_PER_EUR } from "../price-list";
import { consultationEvent as deEvent } from "./event";
import { site } from "./site";

const updated = "23. November 2026";
/** Die Datenschutzerklärung wurde allein geändert (der Anamnesebogen), die AGB nicht. */
const privacyUpdated = "29. November 2026";
const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
const company = site.legal.companyName;

/** '50 € / 43 £' */
const fee = `${consultationEvent.feeEur}\u00a0€ / ${consultationEvent.feeGbp}\u00a0£`;
/** '1 € = 0,86 £', aus dem einen Wechselkurs. */
const rate = `1\u00a0€ = ${(GBP_PENCE_PER_EUR / 100).toFixed(2).replace(".", ",")}\u00a0£`;
/** Die Aufbewahrungsfrist für Anhänge in Monaten, wie die englische Fassung sie nennt ('6 months'). */
const uploadMonths = Number.parseInt(uploadRetention.words, 10);

export const privacyPolicy: Translated<typeof en.privacyPolicy> = {
  title: "Datenschutzerklärung",
  updated: privacyUpdated,
  intro: `Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten ${site.name} über diese Website erhebt, warum wir sie erheben, wie lange wir sie aufbewahren und welche Rechte Sie nach der EU-Datenschutz-Grundverordnung (DSGVO) und dem ungarischen Recht haben. Wir erheben so wenig wie möglich, verkaufen Ihre Daten niemals und verfolgen Sie nicht (kein Tracking): Besuche unserer Seiten zählen wir selbst, ohne Cookies und ohne Sie wiedererkennen zu können.`,
  sections: [
    {
      id: "who-we-are",
      title: "Wer wir sind",
      paragraphs: [
        `Verantwortlicher für Ihre personenbezogenen Daten ist ${company}, tätig unter dem Namen ${site.name}, eine private Zahnklinik mit Sitz in ${address}. Handelsregisternummer: ${site.legal.registrationNumber}. Steuernummer: ${site.legal.taxNumber}. Zulassung als Gesundheitsdienstleister: ${site.legal.healthcareLicence}.`,
        `Bei Fragen zu dieser Datenschutzerklärung oder zu Ihren personenbezogenen Daten schreiben Sie bitte eine E-Mail an ${site.email} mit dem Betreff „Datenschutz“, rufen Sie uns unter ${site.phone.display} an oder schreiben Sie uns an die oben genannte Adresse.`,
      ],
    },
    {
      id: "what-we-collect",
      title: "Welche Daten wir erheben und warum",
      paragraphs: [
        "Wir erheben nur die Angaben, die Sie uns über die Formulare dieser Website freiwillig mitteilen, wenige technische Daten, die für einen sicheren Betrieb der Website nötig sind, sowie Zählungen der Besuche ihrer Seiten (siehe unten „Wie wir Besuche zählen“).",
      ],
      bullets: [
        "Kontakt- und Angebotsformular: Ihr Name, Ihre E-Mail-Adresse, Ihre Telefonnummer (freiwillig), die Behandlung, für die Sie sich interessieren (freiwillig), und Ihre Nachricht (freiwillig). Außerdem speichern wir die Seite, von der aus Sie das Formular gesendet haben, den Zeitpunkt, die Version der Datenschutzhinweise, denen Sie zugestimmt haben, und was Sie auf unsere Website geführt hat (siehe unten „Was Sie zu uns geführt hat“). Wir nutzen diese Angaben, um Ihre Anfrage zu beantworten, einen Kostenvoranschlag zu erstellen und, wenn Sie es wünschen, Ihre Termine und Ihre Reise zu organisieren.",
        "Gesundheitsdaten, die Sie uns freiwillig senden: Ihre Nachricht, Fotos oder Röntgenaufnahmen können Angaben über Ihre Gesundheit enthalten. Wir verwenden sie ausschließlich, um Ihren Fall zu beurteilen und Ihren Kostenvoranschlag und Behandlungsplan zu erstellen. Bitte senden Sie uns nur, was dafür nötig ist.",
        `Röntgenaufnahmen und Fotos, die Sie dem Angebotsformular beifügen (bis zu ${uploadLimits.maxFiles} Dateien): Bevor wir sie speichern, entfernen wir die versteckten Angaben, die Fotos enthalten, etwa wo und mit welchem Telefon sie aufgenommen wurden. Sie werden in einem geschützten Speicher abgelegt, den nur angemeldete Mitarbeiterinnen und Mitarbeiter der Klinik öffnen können, und niemals unter einer öffentlichen Webadresse.`,
        "Newsletter-Fenster: Ihre E-Mail-Adresse, der Zeitpunkt Ihrer Anmeldung, die Seite, auf der Sie sich angemeldet haben, und die Version des Einwilligungstextes. Zunächst senden wir Ihnen per E-Mail einen Link, mit dem Sie bestätigen, dass die Adresse Ihnen gehört (Double-Opt-in); bis Sie darauf klicken, senden wir Ihnen nichts anderes. Nach Ihrer Bestätigung speichern wir den Zeitpunkt, geben Ihnen einen persönlichen Rabattcode über 10\u00a0% für Ihre erste Behandlung und senden Ihnen unseren Newsletter. Jede Newsletter-E-Mail enthält einen Link, mit dem Sie sich mit einem Klick abmelden können.",
        "Buchung des Beratungstags: Die Zahlung wickelt unser Kartenzahlungsdienstleister Stripe auf seiner eigenen, sicheren Bezahlseite ab. Wir erhalten und speichern die Buchungsnummer, das Datum des Beratungstags, das von Ihnen gewählte Datum und die Uhrzeit Ihres Termins, Ihre E-Mail-Adresse, den gezahlten Betrag und die Währung, den Zahlungsstatus sowie, was Sie auf unsere Website geführt hat (siehe unten „Was Sie zu uns geführt hat“). Ihre Kartennummer sehen und speichern wir niemals.",
        "Erinnerungen per Textnachricht, wenn Sie diese bei der Buchung oder auf Ihrer Buchungsseite wählen: Ihre Telefonnummer, der Kanal (SMS oder WhatsApp), die Zeitzone für den Versand und wann Sie sich dafür entschieden haben. Wir schreiben Ihnen nur zu Ihrer Buchung und Ihrem Behandlungsplan, höchstens einmal am Tag und nie zwischen 21 und 8 Uhr Ihrer Ortszeit; antworten Sie jederzeit STOP, und wir vermerken, dass Ihre Nummer keine Nachrichten mehr erhalten soll.",
        "Warteliste für einen ausgebuchten Beratungstag: Ihre E-Mail-Adresse, Ihr Name und, wenn Sie Angebote auch per Textnachricht möchten, Ihre Telefonnummer und Ihre Einwilligung. Wir nutzen sie nur, um Ihnen einen frei gewordenen Platz an diesem Tag anzubieten, und löschen sie 30 Tage nach diesem Tag.",
        "Technische Daten: Wie bei jeder Website empfängt unser Server Ihre IP-Adresse, den Browsertyp, die aufgerufene Seite und den Zeitpunkt des Aufrufs. Diese Daten werden für kurze Zeit in Serverprotokollen gespeichert, um die Website zu schützen und Fehler zu finden, und nicht verwendet, um Sie zu identifizieren oder ein Profil von Ihnen zu erstellen.",
      ],
    },
    {
      id: "measurement",
      title: "Wie wir Besuche zählen",
      paragraphs: [
        "Wir zählen die Besuche dieser Website selbst, auf unserem eigenen Server, um zu erfahren, welche Seiten gelesen werden und welche Werbung uns Patientinnen und Patienten bringt. Kein Analyseunternehmen ist beteiligt, und kein Dritter erhält davon etwas. Dafür wird auf Ihrem Gerät nichts gespeichert und nichts ausgelesen: keine Cookies und kein lokaler Speicher.",
        "Besuche von Suchmaschinen und anderen automatisierten Programmen sowie Besuche der internen Seiten für die Mitarbeiterinnen und Mitarbeiter der Klinik werden nicht gezählt. Für jede Seite, die Sie aufrufen, speichern wir nur:",
      ],
      bullets: [
        "die Adresse der Seite ohne ihre Abfrage (den Teil nach einem „?“)",
        "wenn Sie einem Link von einer anderen Website gefolgt sind, nur den Namen dieser Website (etwa www.google.com), niemals die Adresse der Seite, von der Sie kamen",
        "die Kampagnenangaben in dem Link, dem Sie gefolgt sind, sofern er welche enthält: die „UTM“-Parameter (utm_source, utm_medium, utm_campaign, utm_term, utm_content), die Werbetreibende ihren Links hinzufügen",
        "die Art des Geräts: Smartphone, Tablet oder Desktop-Computer",
        "die Sprache der Seite",
        "den Zeitpunkt",
        "einen Besuchercode, damit wir zählen können, wie viele verschiedene Menschen uns an einem Tag besuchen, ohne zu wissen, wer sie sind. Er ist ein nicht umkehrbarer Wert (ein sogenannter Hash), gebildet aus Ihrer IP-Adresse, der Selbstbeschreibung Ihres Browsers (seinem „User-Agent“) und einem Zufallswert, der jeden Tag ersetzt wird. Der alte Zufallswert wird vernichtet, sodass sich der Code nach Ablauf des Tages nicht mehr mit Ihrer Adresse in Verbindung bringen lässt und Sie von einem Tag zum nächsten nicht wiedererkannt werden können. Ihre IP-Adresse und die Selbstbeschreibung Ihres Browsers selbst werden nie gespeichert.",
      ],
    },
    {
      id: "visit-attribution",
      title: "Was Sie zu uns geführt hat",
      paragraphs: [
        "Wenn Sie uns über unsere Formulare eine Anfrage senden oder den Beratungstag online buchen, ermitteln wir anhand des Besuchercodes dieses Tages, was Sie an diesem Tag auf unsere Website geführt hat, und speichern es mit Ihrer Anfrage oder Buchung: die Quelle (zum Beispiel eine Suchmaschine, ein Newsletter oder eine Anzeige), das Medium (zum Beispiel eine bezahlte Anzeige, ein Suchergebnis oder ein Link), die Kampagne, die Website, von der Sie kamen, und die erste Seite, auf der Sie angekommen sind. So erfährt die Klinik, welche Werbung wirkt. Besuche an früheren Tagen werden nie mit Ihnen verknüpft.",
        "Wenn Ihr Browser ein Global-Privacy-Control- oder Do-Not-Track-Signal sendet, werden die Seiten, die Sie aufrufen, weiterhin gezählt, jedoch ohne Besuchercode, sodass nichts sie mit Ihrer Anfrage oder Buchung verknüpft.",
        "Einzelne Seitenaufrufe werden 30 Tage lang aufbewahrt und danach gelöscht. Übrig bleiben Tagessummen, etwa die Zahl der Aufrufe jeder Seite an jedem Tag, die niemanden identifizieren. Was Sie auf unsere Website geführt hat, wird mit Ihrer Anfrage oder Buchung so lange aufbewahrt wie diese (siehe „Wie lange wir Ihre Daten aufbewahren“).",
        "Rechtsgrundlage ist unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO) daran, zu wissen, wie unsere Website genutzt wird und welche Werbung uns Patientinnen und Patienten bringt. Wir bitten Sie nicht mit einem Cookie-Banner um Ihre Einwilligung, weil keine nötig ist: Auf Ihrem Gerät wird nichts gespeichert oder ausgelesen, was über das technisch Notwendige zur Beantwortung Ihres Seitenaufrufs hinausgeht, sodass die Regeln für Cookies und ähnliche Technologien (Art. 5 Abs. 3 der ePrivacy-Richtlinie) nicht gelten, und die Zählungen können Sie nicht identifizieren. Sie können jederzeit widersprechen (siehe „Ihre Rechte“).",
      ],
    },
    {
      id: "patients",
      title: "Wenn Sie unser Patient werden",
      paragraphs: [
        "Wenn Sie zur Beratung oder Behandlung in die Klinik kommen, legen wir eine Patientenakte an: Ihre Krankengeschichte, Untersuchungsbefunde, Röntgen- und CT-Aufnahmen, Behandlungspläne, Einwilligungserklärungen und die durchgeführte Behandlung. Außerdem stellen wir Rechnungen aus. Diese Unterlagen werden nach ungarischem Gesundheits- und Rechnungslegungsrecht aufbewahrt; weitere Informationen dazu erhalten Sie in der Klinik.",
      ],
    },
    // Die rechtliche Prüfung durch die Klinik steht aus (npm run check:launch nennt den Abschnitt),
    // vor allem zu den Grenzen der Löschung vor Ablauf der 30 Jahre.
    {
      id: "medical-history",
      title: "Ihr Anamnesebogen",
      paragraphs: [
        "Vor Ihrem Beratungstag bitten wir Sie, online einen Anamnesebogen mit Angaben zu Ihrer Krankengeschichte auszufüllen. Sie erreichen ihn über einen persönlichen Link, den Sie in Ihrer Zahlungsbestätigung, auf der Seite zur Verwaltung Ihrer Buchung und mit Ihrem Behandlungsplan erhalten; 7 Tage vor dem Beratungstag erinnern wir Sie einmal per E-Mail daran. Ihre Angaben sind freiwillig. Ohne sie kann Ihr Zahnarzt Ihre Behandlung jedoch unter Umständen nicht sicher planen.",
      ],
      bullets: [
        "Welche Angaben wir erfragen: Ihren allgemeinen Gesundheitszustand, Ihre Medikamente (einschließlich gerinnungshemmender Mittel sowie Bisphosphonate oder Denosumab), Allergien, Herzerkrankungen, künstliche Gelenke, Diabetes, Blutgerinnungsstörungen, Infektionskrankheiten, eine Schwangerschaft oder Stillzeit, Rauchen und Alkoholkonsum sowie frühere Probleme mit einer Betäubung oder Narkose. Jedes Mal, wenn Sie den Bogen absenden, speichern wir ihn mit dem Zeitpunkt der Übermittlung als neue Fassung; frühere Fassungen bleiben erhalten.",
        "Zweck und Rechtsgrundlage: Wir verarbeiten Ihre Angaben zum Zweck der Gesundheitsversorgung auf Grundlage von Art. 9 Abs. 2 lit. h DSGVO, und zwar durch Fachpersonal, das dem Berufsgeheimnis unterliegt, oder unter dessen Verantwortung (Art. 9 Abs. 3 DSGVO). Die Verarbeitung ist zudem für die Erfüllung Ihres Behandlungsvertrags (Art. 6 Abs. 1 lit. b DSGVO) und für die Führung der medizinischen Dokumentation erforderlich, die das ungarische Recht vorschreibt (Art. 6 Abs. 1 lit. c DSGVO).",
        "Wer Ihre Angaben sieht: Nur angemeldete Mitarbeiterinnen und Mitarbeiter der Klinik, die der Schweigepflicht unterliegen, können Ihre Angaben einsehen und ausdrucken; jede Einsichtnahme wird in einem Zugriffsprotokoll festgehalten. Die Klinik kann Ihre Angaben als FHIR-R4-Dokument, einem Standardformat für Gesundheitsdaten, in ihr eigenes Patientenverwaltungssystem übernehmen.",
        "Wie wir Ihre Angaben schützen: Sie werden verschlüsselt gespeichert (AES-256-GCM); die Schlüssel liegen in der Serverkonfiguration der Klinik. Ihre Angaben gelangen nie in E-Mails, nie in unsere Serverprotokolle und nie in die Besucherstatistik der Website (siehe „Wie wir Besuche zählen“).",
        "Speicherdauer: 30 Jahre ab Ihrer letzten Übermittlung, weil das ungarische Recht die Aufbewahrung medizinischer Dokumentation für diesen Zeitraum vorschreibt (§ 30 Abs. 1 des Gesetzes XLVII von 1997 über die Verarbeitung und den Schutz gesundheitsbezogener und damit zusammenhängender personenbezogener Daten).",
        "Ihre Rechte: Wenn Sie Auskunft über Ihre Daten verlangen (siehe „So machen Sie Ihre Rechte geltend“), erhalten Sie auch Ihren Anamnesebogen. Um Angaben zu berichtigen, füllen Sie den Bogen erneut aus: Ihre neuen Angaben werden zur aktuellen Fassung, die früheren Fassungen bleiben erhalten. Sie können die Löschung verlangen; da es sich um medizinische Dokumentation handelt, die wir gesetzlich aufbewahren müssen, können wir sie vor Ablauf der 30 Jahre jedoch nur löschen, soweit das Gesetz es zulässt. Ist eine Löschung nicht möglich, teilen wir Ihnen die Gründe mit. Außerdem können Sie sich bei der ungarischen Datenschutzbehörde NAIH beschweren (siehe „Beschwerden“).",
      ],
    },
    {
      id: "legal-basis",
      title: "Unsere Rechtsgrundlagen",
      paragraphs: [
        "Die DSGVO verlangt für jede Verwendung Ihrer Daten eine Rechtsgrundlage. Unsere Rechtsgrundlagen sind:",
      ],
      bullets: [
        "Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) für die Beantwortung Ihrer Anfrage über das Kontakt- und Angebotsformular und für den Versand des Newsletters. Sie erteilen sie, wenn Sie das Formular absenden oder den Newsletter abonnieren.",
        "Ausdrückliche Einwilligung (Art. 9 Abs. 2 lit. a DSGVO) für Gesundheitsdaten, die Sie uns freiwillig senden, bevor Sie unser Patient werden, etwa Angaben in Ihrer Nachricht, Fotos oder Röntgenaufnahmen.",
        "Vertrag (Art. 6 Abs. 1 lit. b DSGVO) für Ihre Buchung des Beratungstags und, sobald Sie unser Patient sind, für die Durchführung Ihrer Behandlung.",
        "Rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO) für die Ausstellung von Rechnungen und die Buchführung sowie für die Führung der Patientenakte, die das ungarische Recht jedem Gesundheitsdienstleister vorschreibt (in Verbindung mit Art. 9 Abs. 2 lit. h DSGVO für die Gesundheitsversorgung).",
        "Gesundheitsversorgung (Art. 9 Abs. 2 lit. h DSGVO) in Verbindung mit Ihrem Behandlungsvertrag und unserer gesetzlichen Pflicht zur Führung der medizinischen Dokumentation (Art. 6 Abs. 1 lit. b und c DSGVO) für den Anamnesebogen, den Sie vor Ihrem Beratungstag online ausfüllen (siehe „Ihr Anamnesebogen“).",
        "Berechtigte Interessen (Art. 6 Abs. 1 lit. f DSGVO) für die kurzfristige Speicherung von Serverprotokollen, damit wir die Website vor Missbrauch schützen können, sowie für die Zählung der Besuche unserer Seiten und die Speicherung dessen, was Sie auf unsere Website geführt hat, mit einer Anfrage oder Buchung (siehe „Wie wir Besuche zählen“).",
      ],
    },
    {
      id: "recipients",
      title: "Wer Ihre Daten erhält",
      paragraphs: [
        "Wir verkaufen Ihre personenbezogenen Daten niemals und geben sie nicht zu Werbezwecken weiter. Nur die folgenden Personen und Organisationen erhalten sie, und nur in dem Umfang, den sie benötigen:",
      ],
      bullets: [
        "Mitarbeiterinnen und Mitarbeiter der Klinik: Ihr Patientenbetreuer, unsere Zahnärztinnen und Zahnärzte sowie unser Empfangsteam, die alle der beruflichen Schweigepflicht unterliegen.",
        "Unser Kartenzahlungsdienstleister Stripe, der Ihre Zahlung für den Beratungstag nach seiner eigenen Datenschutzerklärung verarbeitet.",
        "Unser Anbieter für Textnachrichten (Twilio), der die von Ihnen gewählten Erinnerungen per SMS oder WhatsApp zustellt; er erhält Ihre Telefonnummer und den Text und handelt als unser Auftragsverarbeiter.",
        "Unser Hosting-Anbieter und unser E-Mail-Anbieter, die unsere Daten in unserem Auftrag speichern und zustellen. Sie handeln als Auftragsverarbeiter auf Grundlage eines schriftlichen Vertrags (Art. 28 DSGVO) und dürfen Ihre Daten nicht für eigene Zwecke verwenden.",
        "Unser Steuerberater und die ungarischen Behörden, soweit das Gesetz es verlangt, etwa für Steuer- und Gesundheitsunterlagen.",
      ],
    },
    {
      id: "retention",
      title: "Wie lange wir Ihre Daten aufbewahren",
      paragraphs: [
        "Wir bewahren Ihre Daten nur so lange auf, wie wir sie für den Zweck benötigen, für den sie erhoben wurden, oder wie das Gesetz es verlangt:",
      ],
      bullets: [
        `Anfragen, die nicht zu einer Behandlung führen: ${enquiryRetention.years} Jahre ab Ihrem letzten Kontakt mit uns, danach werden sie automatisch gelöscht.`,
        `Röntgenaufnahmen und Fotos, die einer Anfrage für einen Kostenvoranschlag beigefügt sind: ${uploadMonths} Monate ab dem Zeitpunkt, zu dem Sie sie senden, danach werden sie automatisch gelöscht, auf Ihren Wunsch auch früher. Wenn Sie unser Patient werden, werden die Aufnahmen, die Ihr Zahnarzt benötigt, Teil Ihrer Patientenakte.`,
        `Nie bestätigte Newsletter-Anmeldungen: Sie werden ${UNCONFIRMED_KEPT_DAYS} Tage nach Ablauf des Bestätigungslinks gelöscht (der Link ist ${CONFIRM_LINK_DAYS} Tage gültig), es sei denn, die Adresse wurde bereits früher bestätigt.`,
        "Newsletter-Abonnement: bis Sie sich abmelden. Wir schreiben Ihnen dann sofort nicht mehr und bewahren Ihre Adresse nur als Nachweis Ihrer Abmeldung auf, damit wir Ihnen nie wieder schreiben und Ihr Rabattcode weiterhin eingelöst werden kann; auf Ihren Wunsch löschen wir sie vollständig.",
        "Buchungs- und Zahlungsunterlagen zum Beratungstag: 8 Jahre, wie es das ungarische Rechnungslegungsrecht verlangt.",
        "Patientenakten: so lange, wie es das ungarische Recht verlangt (derzeit 30 Jahre für die medizinische Dokumentation).",
        "Online ausgefüllter Anamnesebogen: 30 Jahre ab Ihrer letzten Übermittlung, wie es das ungarische Recht für medizinische Dokumentation vorschreibt (siehe „Ihr Anamnesebogen“).",
        "Serverprotokolle: für kurze Zeit, in der Regel einige Wochen, es sei denn, sie werden zur Aufklärung eines Sicherheitsvorfalls benötigt.",
        "Auf dieser Website gezählte Seitenaufrufe: 30 Tage, danach werden sie gelöscht; aufbewahrt werden nur Tagessummen, die niemanden identifizieren. Was Sie auf unsere Website geführt hat, wird mit Ihrer Anfrage oder Buchung so lange aufbewahrt wie diese.",
      ],
    },
    {
      id: "international-transfers",
      title: "Übermittlung in andere Länder",
      paragraphs: [
        "Wir bemühen uns, Ihre Daten innerhalb des Europäischen Wirtschaftsraums (EWR) zu speichern. Verarbeitet einer unserer Dienstleister Daten außerhalb des EWR, zum Beispiel der Zahlungsdienstleister, ist die Übermittlung durch einen Angemessenheitsbeschluss der Europäischen Kommission (etwa den EU-US-Datenschutzrahmen, EU-U.S. Data Privacy Framework) oder durch die Standardvertragsklauseln der Kommission geschützt.",
        "Wenn Sie uns aus Großbritannien oder einem anderen Land außerhalb der EU schreiben, gelangen Ihre Daten zu uns nach Ungarn, wo sie durch die DSGVO geschützt sind.",
      ],
    },
    {
      id: "your-rights",
      title: "Ihre Rechte",
      paragraphs: ["Nach der DSGVO haben Sie das Recht,"],
      bullets: [
        "Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie gespeichert haben, und eine Kopie davon zu bekommen",
        "unrichtige Daten berichtigen zu lassen (Berichtigung)",
        "Ihre Daten löschen zu lassen (Löschung), wenn es für uns keinen Grund mehr gibt, sie aufzubewahren",
        "die Verwendung Ihrer Daten einschränken zu lassen, zum Beispiel während eine Berichtigung geprüft wird",
        "die Daten, die Sie uns gegeben haben, in einem maschinenlesbaren Format zu erhalten und an einen anderen Anbieter übermitteln zu lassen (Datenübertragbarkeit)",
        "der Verwendung Ihrer Daten auf Grundlage berechtigter Interessen zu widersprechen",
        "Ihre Einwilligung jederzeit zu widerrufen",
      ],
    },
    {
      id: "using-your-rights",
      title: "So machen Sie Ihre Rechte geltend",
      paragraphs: [
        `Um eines dieser Rechte geltend zu machen, schreiben Sie eine E-Mail an ${site.email}. Wir können Sie bitten, Ihre Identität zu bestätigen, bevor wir tätig werden. Wir antworten innerhalb eines Monats und kostenlos; bei komplexen Anfragen können wir diese Frist um bis zu zwei weitere Monate verlängern und teilen Ihnen die Gründe mit. Vom Newsletter können Sie sich jederzeit über den Abmeldelink in jeder Newsletter-E-Mail oder per E-Mail an uns abmelden. Der Widerruf einer Einwilligung berührt nicht die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung, und Unterlagen, deren Aufbewahrung das Gesetz vorschreibt, etwa Rechnungen und medizinische Dokumentation, müssen wir unter Umständen weiterhin aufbewahren.`,
      ],
    },
    {
      id: "complaints",
      title: "Beschwerden",
      paragraphs: [
        "Wenn Sie mit dem Umgang mit Ihren Daten nicht zufrieden sind, wenden Sie sich bitte zuerst an uns; wir werden versuchen, die Sache in Ordnung zu bringen.",
        "Sie haben außerdem das Recht, sich bei der ungarischen Datenschutzbehörde zu beschweren: Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH), Falk Miksa utca 9-11, 1055 Budapest, Ungarn; Postanschrift 1363 Budapest, Pf. 9.; Website naih.hu. Stattdessen können Sie sich auch bei der Datenschutzbehörde des Landes beschweren, in dem Sie leben oder arbeiten, oder den Rechtsweg beschreiten.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies und lokaler Speicher",
      paragraphs: [
        "Diese Website verwendet keine Tracking- oder Werbe-Cookies und keine Analysedienste anderer Unternehmen. Besuche zählen wir selbst, ohne auf Ihrem Gerät etwas zu speichern oder auszulesen (siehe „Wie wir Besuche zählen“). Wir erstellen keine Profile von Besuchern und verfolgen Sie nicht über andere Websites hinweg.",
        "Auf Ihrem Gerät speichert diese Website nur Entscheidungen, die Sie selbst treffen. In seinem lokalen Speicher, der Ihr Gerät nie verlässt, bewahrt Ihr Browser den Eintrag „newsletterSubscribed“ (Wert true) auf, der erst nach Ihrer Anmeldung gespeichert wird, damit Ihnen das Newsletter-Fenster nicht erneut angezeigt wird, und den Eintrag „language-suggestion-done“, der erst gespeichert wird, wenn Sie den Hinweis, die Website in der Sprache Ihres Browsers zu lesen, schließen oder ihm folgen, damit er Ihnen nicht erneut angezeigt wird. Wenn Sie für die Preise EUR oder GBP wählen, merkt sich ein Cookie namens „currency“ Ihre Wahl für ein Jahr; Ihr Browser sendet es mit jeder Seite an uns zurück, allein damit Preise in der gewählten Währung angezeigt werden. Sie können all dies jederzeit löschen, indem Sie die Websitedaten in Ihrem Browser löschen.",
        "Unsere Seiten laden keine Schriften, Skripte, Bilder oder anderen Inhalte von Dritten, sodass kein anderes Unternehmen von Ihrem Besuch erfährt. Mit der Website eines anderen Unternehmens verbinden Sie sich nur, wenn Sie es selbst wählen: zum Beispiel, wenn Sie auf der Bezahlseite des Zahlungsdienstleisters bezahlen oder einem Link zu einer Fluggesellschaft, einem Hotel oder einem sozialen Netzwerk folgen; dann gelten deren eigene Datenschutzerklärungen.",
      ],
    },
    {
      id: "security",
      title: "Sicherheit",
      paragraphs: [
        "Die gesamte Website wird über eine verschlüsselte Verbindung (HTTPS) ausgeliefert. Der Zugriff auf Anfragen, Buchungen und Patientenakten ist auf die Mitarbeiterinnen und Mitarbeiter beschränkt, die ihn benötigen, und unsere Dienstleister sind vertraglich verpflichtet, Ihre Daten zu schützen.",
        "Gewöhnliche E-Mails sind nicht vollständig sicher. Wenn Sie Röntgenaufnahmen oder medizinische Unterlagen senden möchten, sprechen Sie Ihren Patientenbetreuer an; er kann Ihnen den sichersten Weg dafür nennen.",
      ],
    },
    {
      id: "children",
      title: "Kinder",
      paragraphs: [
        "Diese Website richtet sich an Erwachsene. Wir behandeln Patientinnen und Patienten jeden Alters, doch für Personen unter 16 Jahren sollten ein Elternteil oder ein Vormund Anfragen und Buchungen vornehmen, und wir erheben wissentlich keine Daten direkt von Kindern unter 16 Jahren. Wenn Sie glauben, dass ein Kind uns personenbezogene Daten gesendet hat, wenden Sie sich bitte an uns; wir löschen sie dann.",
      ],
    },
    {
      id: "changes",
      title: "Änderungen dieser Datenschutzerklärung",
      paragraphs: [
        "Wir können diese Datenschutzerklärung aktualisieren, wenn sich unsere Website oder die Rechtslage ändert. Das Datum oben zeigt, wann sie zuletzt aktualisiert wurde. Wenn eine Änderung die Verwendung von Daten, die Sie uns bereits gegeben haben, wesentlich betrifft, informieren wir Sie per E-Mail, sofern uns Ihre Adresse vorliegt.",
      ],
    },
  ],
  metaDescription: `Wie ${site.name} Ihre Daten nach der DSGVO erhebt, nutzt und schützt: Formulare, Buchungen, Speicherdauer, Ihre Rechte und keine Tracking-Cookies.`,
};

export const termsAndConditions: Translated<typeof en.termsAndConditions> = {
  title: "Allgemeine Geschäftsbedingungen",
  updated,
  intro: `Diese Bedingungen gelten, wenn Sie diese Website nutzen, unseren Beratungstag buchen oder eine Behandlung bei ${site.name} vereinbaren. Bitte lesen Sie sie, bevor Sie buchen. Ihre gesetzlichen Rechte als Verbraucher oder als Patient bleiben von diesen Bedingungen unberührt.`,
  sections: [
    {
      id: "about-us",
      title: "Über uns",
      paragraphs: [
        `Diese Website wird betrieben von ${company}, tätig unter dem Namen ${site.name}, einer privaten Zahnklinik mit Sitz in ${address}. Handelsregisternummer: ${site.legal.registrationNumber}. Steuernummer: ${site.legal.taxNumber}. Zulassung als Gesundheitsdienstleister: ${site.legal.healthcareLicence}.`,
        `Sie erreichen uns per E-Mail an ${site.email} oder telefonisch unter ${site.phone.display}.`,
      ],
    },
    {
      id: "information",
      title: "Informationen auf dieser Website",
      paragraphs: [
        "Die Informationen auf dieser Website sind allgemeiner Art und dienen nur der Information. Sie sind keine Diagnose und ersetzen keine Untersuchung durch einen Zahnarzt. Ob eine Behandlung für Sie geeignet ist, wie lange sie dauert und was sie kostet, lässt sich erst nach Ihrer Beratung entscheiden.",
        "Kostenvoranschläge auf Grundlage von Fotos oder Röntgenaufnahmen, die Sie uns senden, sind Schätzungen. Bei einem zahnmedizinischen Notfall wenden Sie sich bitte an einen Zahnarzt vor Ort oder an einen Notdienst.",
        "Wir achten darauf, diese Website richtig und aktuell zu halten, können aber nicht garantieren, dass sie frei von Fehlern ist. Links zu anderen Websites, etwa von Fluggesellschaften und Hotels, dienen Ihrer Bequemlichkeit; für deren Inhalte sind wir nicht verantwortlich.",
      ],
    },
    {
      id: "prices",
      title: "Preise und Kostenvoranschläge",
      paragraphs: [
        `Die Preise auf dieser Website sind Richtpreise und in Euro (EUR) festgelegt. Beträge in Pfund Sterling (GBP) werden nur zur Orientierung angezeigt. Pfundbeträge werden zum Kurs ${rate} umgerechnet und auf volle Pfund gerundet; in der Klinik zahlen Sie in Euro oder Pfund.`,
        "Ihr endgültiger Preis steht in dem schriftlichen Behandlungsplan, den Sie nach Ihrer Beratung erhalten, und Sie entscheiden, ob Sie die Behandlung durchführen lassen. Stellt Ihr Zahnarzt während der Behandlung fest, dass zusätzliche Arbeiten nötig sind, erklärt er Ihnen, warum und was sie kosten, und führt sie nur mit Ihrem Einverständnis durch.",
      ],
    },
    {
      id: "consultation-event",
      title: "Der Beratungstag",
      paragraphs: [
        "Ihre Erstberatung ist kostenlos: Sie senden uns Röntgenbilder oder Fotos oder sprechen mit uns am Telefon oder per Video und erhalten kostenlos einen schriftlichen Behandlungsplan. Der Beratungstag ist davon getrennt ein kostenpflichtiger Tag der Beratung in der Klinik. Für die Buchung gelten folgende Bedingungen:",
      ],
      bullets: [
        `Die Gebühr beträgt ${fee} und wird bei der Buchung online über unseren Kartenzahlungsdienstleister bezahlt.`,
        `Wenn Sie sich für eine Behandlung in unserer Klinik entscheiden, wird die Gebühr von Ihrem Behandlungsplan abgezogen; sie erscheint dort als Position „${deEvent.story.creditLine}“.`,
        "Die Gebühr wird nicht erstattet.",
        `Sie können Ihre Buchung bis ${consultationDay.rescheduleNoticeDays} Tage vor Ihrem Beratungstag auf einen anderen Beratungstag verlegen; danach kann das Datum nicht mehr geändert werden. Das ist über den Link in Ihrer Bestätigungs-E-Mail oder über die Klinik möglich. Erscheinen Sie nicht, verfällt die Gebühr.`,
        `Ihre Terminzeit wählen Sie nach der Zahlung. Der Beratungstag dauert von ${consultationDay.opens} bis ${consultationDay.closes} Uhr (Budapester Zeit), mit einem gemeinsamen Programm aus Begrüßung, Mittagessen mit kurzem Vortrag und einer Abschlussrunde. Die von Ihnen gewählte Terminzeit ist der Beginn Ihres persönlichen Teils: Ihre Aufnahmen und Ihre fachzahnärztliche Beratung, etwa ${consultationDay.personalMinutes} Minuten. Bitte kommen Sie ${consultationDay.arriveMinutesBefore} Minuten vor Ihrer Terminzeit.`,
        "Müssen wir einen Beratungstag absagen, bieten wir Ihnen einen anderen Termin an oder erstatten Ihnen die Gebühr vollständig.",
      ],
    },
    {
      id: "payment",
      title: "Zahlung",
      paragraphs: [
        "Die Zahlung ist jeweils vor jedem Behandlungsabschnitt fällig. Sie können mit Kredit- oder Debitkarte, per Banküberweisung in EUR oder GBP oder bar in EUR oder GBP bezahlen. Bankgebühren für eine Überweisung trägt der Absender, und der volle Betrag muss vor Beginn der Behandlung auf unserem Konto eingegangen sein.",
        "Erstreckt sich Ihre Behandlung über mehrere Besuche, können Sie in Raten zahlen: Jeder Abschnitt wird vor seinem Beginn bezahlt. Für jede Zahlung erhalten Sie eine Rechnung.",
      ],
    },
    {
      id: "appointments",
      title: "Termine, Absagen und Nichterscheinen",
      paragraphs: [
        `Bitte kommen Sie ${consultationDay.arriveMinutesBefore} Minuten vor jedem Termin. Wenn Sie sich verspäten, müssen wir Ihren Termin unter Umständen verkürzen oder verlegen.`,
        "Wenn Sie einen Behandlungstermin absagen oder verschieben müssen, teilen Sie uns das so früh wie möglich mit, mindestens aber 48 Stunden vorher, damit wir den Termin einem anderen Patienten anbieten können. Wenn Sie eine bereits bezahlte Behandlung absagen, erstatten wir Ihnen die Zahlung für noch nicht erbrachte Leistungen, abzüglich der Kosten für bereits für Sie angefertigte Laborarbeiten.",
        "Wenn Sie einen Termin ohne Absage nicht wahrnehmen, können wir bereits für Sie angefertigte Laborarbeiten in Rechnung stellen und nicht garantieren, dass Ihre Behandlung während desselben Aufenthalts abgeschlossen werden kann.",
        "Für die Kosten von Flügen, Unterkunft oder anderen Reisevorkehrungen kommen wir nicht auf, wenn ein Termin verlegt werden muss. Wir empfehlen flexible Tickets und eine Reiseversicherung. Müssen wir einen Termin verlegen, bieten wir Ihnen den nächstmöglichen Termin an und helfen Ihnen, Ihre Pläne zu ändern.",
      ],
    },
    {
      id: "warranty",
      title: "Unsere 3-Jahres-Garantie",
      paragraphs: [
        "Auf Kronen, Brücken, Veneers, Inlays und Implantatarbeiten, die in unserer Klinik ausgeführt werden, gewähren wir eine Garantie von 3 Jahren ab dem Abschluss Ihrer Behandlung. Versagt eine von der Garantie umfasste Arbeit innerhalb dieses Zeitraums, reparieren oder ersetzen wir sie kostenlos in der Klinik. Reise- und Unterkunftskosten sind nicht abgedeckt.",
        "Die Garantie gilt unter folgenden Bedingungen und mit folgenden Ausschlüssen:",
      ],
      bullets: [
        "Sie gehen alle 6 Monate zu einer zahnärztlichen Kontrolluntersuchung, in unserer Klinik oder bei Ihrem eigenen Zahnarzt, und senden uns auf Anfrage eine Kopie des schriftlichen Kontrollberichts.",
        "Sie befolgen die Anweisungen zur Nachsorge, die Ihnen Ihr Zahnarzt gibt, einschließlich der täglichen Mundhygiene und, wenn empfohlen, des Tragens einer Aufbissschiene für die Nacht.",
        "Die Garantie umfasst keine Schäden durch Unfälle oder Verletzungen.",
        "Die Garantie umfasst keine Probleme, die durch eine unbehandelte Zahnfleischerkrankung (Parodontitis) verursacht werden.",
        "Die Garantie umfasst keine Probleme, die auftreten, nachdem Kontrolluntersuchungen versäumt wurden.",
        "Die Garantie umfasst keine Arbeiten, die von einem anderen Zahnarzt verändert, repariert oder entfernt wurden.",
      ],
    },
    {
      id: "liability",
      title: "Unsere Verantwortung Ihnen gegenüber",
      paragraphs: [
        "Unsere Zahnärzte behandeln Sie mit beruflicher Sorgfalt und nach den anerkannten Standards der Zahnmedizin. Jeder Körper heilt anders, und das Ergebnis einer Behandlung hängt auch von Ihrer allgemeinen Gesundheit und von der Einhaltung der Nachsorgehinweise ab; ein bestimmtes Ergebnis können wir daher nicht garantieren.",
        "Für mittelbare Schäden, etwa Reisekosten oder Verdienstausfall, haften wir nicht, außer soweit das Gesetz einen solchen Ausschluss nicht zulässt. Unsere Haftung für Schäden an Leben, Körper oder Gesundheit sowie für vorsätzlich oder grob fahrlässig verursachte Schäden wird durch diese Bedingungen nicht beschränkt.",
      ],
    },
    {
      id: "complaints",
      title: "Beschwerden",
      paragraphs: [
        `Wenn Sie mit unserem Service oder Ihrer Behandlung nicht zufrieden sind, teilen Sie es uns bitte mit, am besten schriftlich an ${site.email} oder an die Adresse der Klinik. Auf schriftliche Beschwerden antworten wir innerhalb von 30 Tagen und bemühen uns nach Kräften, die Angelegenheit zu klären.`,
        "Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an einen Patientenrechtsvertreter (betegjogi képviselő) wenden, der Patienten in Ungarn kostenlos unterstützt, oder Ihre Ansprüche vor Gericht geltend machen.",
      ],
    },
    {
      id: "governing-law",
      title: "Anwendbares Recht",
      paragraphs: [
        "Für diese Bedingungen und für alle Streitigkeiten, die sich aus ihnen oder aus Ihrer Behandlung ergeben, gilt ungarisches Recht; zuständig sind die ungarischen Gerichte. Zwingende Schutzvorschriften, die Ihnen als Verbraucher zustehen, bleiben davon unberührt.",
      ],
    },
    {
      id: "changes",
      title: "Änderungen dieser Bedingungen",
      paragraphs: [
        "Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Das Datum oben zeigt, wann sie zuletzt aktualisiert wurden. Für eine Buchung oder einen Behandlungsplan gelten weiterhin die Bedingungen, die zum Zeitpunkt der Buchung oder der Vereinbarung des Behandlungsplans galten.",
      ],
    },
    {
      id: "contact",
      title: "Kontakt",
      paragraphs: [`${site.name}, ${address}. E-Mail: ${site.email}. Telefon: ${site.phone.display}.`],
    },
  ],
  metaDescription: `AGB von ${site.name}: Richtpreise, der Beratungstag für ${consultationEvent.feeEur}\u00a0€, Zahlung, Absagen, unsere 3-Jahres-Garantie und Beschwerden.`,
};

/** Wörter rund um jedes Rechtsdokument. */
export const legalLabels: Translated<typeof en.legalLabels> = {
  eyebrow: "Rechtliches",
  lastUpdated: "Zuletzt aktualisiert:",
  contents: "Inhalt",
};
