/**
 * The health capability's two refusals. `HealthError`: what the patient's page answers with, a
 * code it chooses its words by, the sentence in the patient's language, and the fields it marks
 * (`answers.<questionId>`, `medicines.<row>.name`, `confirmedName`…). `HealthDataKeyError`: a
 * version that cannot be decrypted (its key is not in HEALTH_DATA_KEYS, or the key or the row is
 * wrong); it names the history, the version and the key id, never any answer, and is never
 * swallowed into an empty history.
 */
export type HealthErrorCode =
  // The link is forged, malformed, or its booking or plan is gone (or erased).
  | "not-found"
  // The answers are incomplete or too long: `fields` says where.
  | "invalid"
  // The typed name is not the booking's or plan's.
  | "name"
  // The link no longer takes answers (the visit is past, the booking cancelled, the plan closed).
  | "closed";

export class HealthError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: HealthErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "HealthError";
  }
}

export class HealthDataKeyError extends Error {
  constructor(
    readonly historyId: string,
    readonly version: number,
    readonly keyId: string,
    readonly reason: "unknown-key" | "does-not-decrypt",
  ) {
    super(
      reason === "unknown-key"
        ? `medical history ${historyId} version ${version}: its key '${keyId}' is not in HEALTH_DATA_KEYS`
        : `medical history ${historyId} version ${version}: it does not decrypt with the key '${keyId}' of HEALTH_DATA_KEYS (a wrong key, or a changed or copied row)`,
    );
    this.name = "HealthDataKeyError";
  }
}
