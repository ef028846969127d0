/**
 * A version's fingerprint: the SHA-256 of a canonical JSON of what the patient is shown (keys in
 * order at every level, no spaces), stored when the version is sent and again with an acceptance,
 * so that what a patient said yes to can be shown to be exactly that version.
 */
import { createHash } from "node:crypto";
import type { PlanItem, PlanVisit } from "~/db/schema";
import type { PlanAmounts } from "./pricing.server";

export interface PlanContent extends PlanAmounts {
  reference: string;
  version: number;
  patientName: string;
  language: string;
  currency: string;
  market: string | null;
  dentist: string;
  validUntil: string;
  visits: PlanVisit[];
  items: PlanItem[];
}

/** JSON with every object's keys sorted, so the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export const planContentHash = (content: PlanContent) =>
  createHash("sha256").update(canonicalJson(content)).digest("hex");
