import type * as en from "../gallery";
import type { Translated } from "../locales";

/** The words of /gallery: meta, headings, the call to action and the enlargement's labels. */
export const galleryPage: Translated<typeof en.galleryPage> = {
  crumb: "Galerie",
  metaTitle: "Galerie\u00a0: résultats de traitements et notre clinique",
  description:
    "Résultats avant-après types\u00a0: implants dentaires, facettes, blanchiment, couronnes et All-on-6, ainsi que des images de notre clinique et de Budapest.",
  hero: {
    eyebrow: "Galerie",
    title: "Résultats et lieux",
    lead: "Des résultats de traitements types, un aperçu de notre clinique et quelques-uns des lieux à découvrir à Budapest entre deux rendez-vous.",
  },
  groups: { clinic: "Dans notre clinique", budapest: "Budapest" },
  selectHint: "Sélectionnez une image pour l'agrandir.",
  /** A thumbnail's name: 'Agrandir l'image : La salle d'attente'. */
  enlarge: (caption: string) => `Agrandir l'image\u00a0: ${caption}`,
  cta: "Vous aimeriez un résultat comme ceux-ci\u00a0?",
  /** Under the enlarged picture: 'Image 2 sur 9. Utilisez les flèches du clavier pour passer d'une image à l'autre.' */
  lightbox: {
    picture: "Image",
    of: "sur",
    keys: ". Utilisez les flèches du clavier pour passer d'une image à l'autre.",
  },
};
