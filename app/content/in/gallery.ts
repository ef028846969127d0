/**
 * The words of gallery.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/gallery.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales, Translated } from "../locales";
import * as de_gallery from "../de/gallery";
import * as en_gallery from "../gallery";
import * as fr_gallery from "../fr/gallery";

export const galleryPageIn: InLocales<Translated<typeof en_gallery.galleryPage>> = {
  en: en_gallery.galleryPage,
  de: de_gallery.galleryPage,
  fr: fr_gallery.galleryPage,
};
