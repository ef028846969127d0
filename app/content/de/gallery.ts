import type * as en from "../gallery";
import type { Translated } from "../locales";

/** The words of /gallery: meta, headings, the call to action and the enlargement's labels. */
export const galleryPage: Translated<typeof en.galleryPage> = {
  crumb: "Galerie",
  metaTitle: "Galerie: Behandlungsergebnisse und unsere Klinik",
  description:
    "Typische Vorher-nachher-Ergebnisse von Zahnimplantaten, Veneers, Zahnaufhellung, Kronen und All-on-6 sowie Bilder unserer Klinik und von Budapest.",
  hero: {
    eyebrow: "Galerie",
    title: "Ergebnisse und Räume",
    lead: "Typische Behandlungsergebnisse, ein Blick in unsere Klinik und einige Orte, die Sie zwischen den Terminen in Budapest genießen können.",
  },
  groups: { clinic: "In unserer Klinik", budapest: "Budapest" },
  selectHint: "Wählen Sie ein Bild aus, um es zu vergrößern.",
  /** A thumbnail's name: 'Bild vergrößern: Das Wartezimmer'. */
  enlarge: (caption: string) => `Bild vergrößern: ${caption}`,
  cta: "Wünschen Sie sich ein solches Ergebnis?",
  /** Under the enlarged picture: 'Bild 2 von 9. Mit den Pfeiltasten wechseln Sie zwischen den Bildern.' */
  lightbox: {
    picture: "Bild",
    of: "von",
    keys: ". Mit den Pfeiltasten wechseln Sie zwischen den Bildern.",
  },
};
