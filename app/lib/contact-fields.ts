// The contact form's fields, apart from its Zod schema (./schemas/contact.ts):
// the form renders with these, and fetches the schema only when it is sent.

export const contactFields = ["name", "email", "phone", "treatment", "message"] as const;
