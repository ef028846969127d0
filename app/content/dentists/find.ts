import type { Dentist } from "../types";
import { dentists } from "./index";

export function findDentist(slug: string): Dentist | undefined {
  return dentists.find((d) => d.slug === slug);
}
