/**
 * Tooth numbers in FDI notation (ISO 3950), as a plan's lines name them: two digits, the
 * quadrant (1 upper right, 2 upper left, 3 lower left, 4 lower right) and the tooth in it (1
 * the central incisor to 8 the third molar). A plan is for permanent teeth only: 11-18, 21-28,
 * 31-38, 41-48. Milk teeth (51-85), 19, 50, 09, 49 and anything else are refused by name.
 */
import { planStaffErrors } from "~/content/plans";
import { PlanError } from "./errors.server";

/** True for a permanent tooth's FDI number. */
export function isPermanentTooth(tooth: unknown): tooth is number {
  if (typeof tooth !== "number" || !Number.isInteger(tooth)) return false;
  const quadrant = Math.floor(tooth / 10);
  const position = tooth % 10;
  return quadrant >= 1 && quadrant <= 4 && position >= 1 && position <= 8;
}

/**
 * The teeth of a line, checked, without repeats and in order; a PlanError naming the first
 * number that is not a permanent tooth. A number typed as text ('09', '19') is named as typed.
 */
export function checkTeeth(teeth: readonly unknown[]): number[] {
  for (const tooth of teeth) {
    if (!isPermanentTooth(tooth)) throw new PlanError(400, "invalid", planStaffErrors.tooth(tooth));
  }
  return [...new Set(teeth as number[])].sort((a, b) => a - b);
}
