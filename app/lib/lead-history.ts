/**
 * The shape of a lead's history as its page shows it: what app/services/leads/history.server.ts
 * reads and app/components/staff/lead-history.tsx draws. Types only, so the component needs
 * nothing of the service.
 */

export interface EmailState {
  id: number;
  kind: string;
  subject: string;
  sentAt: Date | null;
  attempts: number;
  nextAttemptAt: Date;
}

export type HistoryEntry =
  | { kind: "received"; at: Date; formId: string }
  | { kind: "email"; at: Date; email: EmailState }
  | {
      kind: "reply";
      at: Date;
      actor: string | null;
      subject: string;
      template: string | null;
      email: EmailState | null;
    }
  | { kind: "status"; at: Date; actor: string | null; from: string; to: string }
  | { kind: "assignee"; at: Date; actor: string | null; to: string | null }
  | { kind: "note"; at: Date; actor: string | null; body: string };
