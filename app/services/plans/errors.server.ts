/**
 * A plan use case's refusal: the status a route answers with, a code the patient's page and the
 * staff editor choose their words by, and the English sentence (app/content/plans.ts for staff,
 * plan-patient.ts for the patient). `currentVersion` is set when a version is no longer current.
 */
export type PlanErrorCode =
  | "not-found"
  | "invalid"
  | "not-draft"
  | "not-current"
  | "expired"
  | "answered"
  | "name"
  | "terms"
  // The deposit (deposit-*.server.ts): not accepted yet, none due, already paid or refunded,
  // the payment provider unreachable (nothing stored, nothing charged).
  | "not-accepted"
  | "no-deposit"
  | "deposit-paid"
  | "deposit-closed"
  | "provider-unavailable";

export class PlanError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 502,
    readonly code: PlanErrorCode,
    message: string,
    readonly currentVersion?: number,
  ) {
    super(message);
  }
}
