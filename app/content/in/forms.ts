/**
 * The words of forms.ts in every language (docs/decisions/0023-languages.md): generated from
 * app/content/forms.ts and its translations in app/content/<language>/. One file per module, so
 * that a page's bundle carries only the words of the modules it reads.
 */

import type { InLocales } from "../locales";
import * as de_forms from "../de/forms";
import * as en_forms from "../forms";
import * as fr_forms from "../fr/forms";

export const formsIn: InLocales<typeof en_forms.forms> = {
  en: en_forms.forms,
  de: de_forms.forms,
  fr: fr_forms.forms,
};
