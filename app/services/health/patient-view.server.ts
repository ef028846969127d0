/**
 * What the patient's page shows (/medical-history/<token>): whose form it is and in which
 * language, whether the clinic has their answers and since when, whether they may send them
 * again now, and their latest answers to fill the form with. These are the patient's own data,
 * shown to the holder of their private link while it takes answers; staff views are staff-views.server.ts's.
 */
import type { Locale } from "~/content/locales";
import type { MedicalHistoryAnswers } from "~/lib/medical-history";
import type { ServiceContext } from "../context.server";
import { openVersion } from "./crypto.server";
import { historyByToken, type HistoryLink } from "./links.server";
import { historyOf, latestVersionOf } from "./records.server";

export interface PatientHistoryStatus {
  /** The page's language: the booking's or plan's. */
  language: Locale;
  /** The name on the booking or plan, which the confirmation asks for (null: any name). */
  patientName: string | null;
  via: "booking" | "plan";
  /** Whether the clinic has answers from this person (through any of their links). */
  filled: boolean;
  /** The latest version's number and time, when filled. */
  version: number | null;
  lastSubmittedAt: Date | null;
  /** Whether a new version may be sent through this link now (else the page says `closed`). */
  changeable: boolean;
  /**
   * The latest answers, to fill the form with: null when not filled, and while the link takes
   * no answers (an old link, past the visit, shows the status, never the answers).
   */
  previous: MedicalHistoryAnswers | null;
}

export async function historyStatusOf(ctx: ServiceContext, link: HistoryLink): Promise<PatientHistoryStatus> {
  const history = await historyOf(ctx.db, link.email);
  const latest = history ? await latestVersionOf(ctx.db, history.id) : undefined;
  return {
    language: link.language,
    patientName: link.name,
    via: link.via,
    filled: Boolean(latest),
    version: latest?.version ?? null,
    lastSubmittedAt: latest?.submittedAt ?? null,
    changeable: link.open,
    previous: latest && link.open ? openVersion(ctx, latest) : null,
  };
}

/** The same, for the holder of a link's token (a 404 HealthError when it opens nothing). */
export async function historyStatusByToken(
  ctx: ServiceContext,
  token: string,
): Promise<PatientHistoryStatus> {
  return historyStatusOf(ctx, await historyByToken(ctx, token));
}
