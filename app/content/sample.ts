/**
 * Marks a value in the content as sample content: invented to show the site working (a
 * testimonial, a person's name, a hotel), to be replaced with the clinic's own before launch.
 * The value is used exactly as given; `npm run check:launch` lists every `sample(…)` and a
 * production server will not start while any remain (scripts/check-launch.ts).
 */
export function sample<const T>(value: T): T {
  return value;
}
