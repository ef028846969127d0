import type { InLocales } from "./locales";
import { pathSegments as de } from "./de/paths";
import { pathSegments as fr } from "./fr/paths";

/** Each language's words for the segments of English paths (English needs none). */
export const pathSegmentsIn: InLocales<Record<string, string>> = { en: {}, de, fr };
