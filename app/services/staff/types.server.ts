/**
 * The staff capability's shared types: who a signed-in member of staff is, and the slow part of
 * a sign-in as a dependency (the service context carries it; tests count its runs).
 */
import type { staffRoles } from "~/db/schema";

export type StaffRole = (typeof staffRoles)[number];

/** The member of staff a request acts for (the service context's `staff`). */
export interface StaffUser {
  id: string;
  email: string;
  role: StaffRole;
}

/** The slow part of a sign-in, as a dependency: tests count how often it runs. */
export interface SignInChecks {
  verifyPassword: (password: string, stored: string) => Promise<boolean>;
}
