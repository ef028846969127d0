import { validateContact } from "~/lib/schemas/contact";
import type { FormDefinition } from "../forms";

/** The forms the Formspree-compatible endpoint knows: the same ids and rules as English. */
export const forms: Record<string, FormDefinition> = {
  contact: {
    id: "contact",
    title: "Kontaktanfragen und Anfragen für Kostenvoranschläge",
    active: true,
    validate: validateContact,
  },
  /** The quote page's form: the same fields, plus up to 5 X-rays or photos (POST /f/quote). */
  quote: {
    id: "quote",
    title: "Anfragen für Kostenvoranschläge mit Röntgenbildern und Fotos",
    active: true,
    validate: validateContact,
  },
};
