/**
 * What became of a text (SMS, WhatsApp) as the staff patient page shows it: waiting, given up and
 * why, or once sent the provider's last word. The patients service fills it
 * (services/patients/record.server.ts); components/staff/text-state.tsx draws it.
 */
export type TextState =
  | { state: "waiting" }
  | { state: "given-up"; why: "stop" | "late" | "cap" | "refused" }
  | { state: "queued" | "sent" | "delivered" | "read" | "failed" };
