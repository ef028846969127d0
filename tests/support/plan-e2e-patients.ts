/** The patients of the browser tests' treatment plans (tests/support/plan-e2e-seed.ts): their emails are how a spec finds the links. */
export const e2ePlanPatients = {
  french: { name: "Amélie Durand", email: "amelie.plan@example.fr", language: "fr" },
  uk: { name: "Oliver Hughes", email: "oliver.plan@example.co.uk", language: "en" },
} as const;
