/**
 * The medical history's box on the patient's other private pages (the manage-booking page, the
 * plan page): their form's link, and whether the clinic has their answers (since when, which
 * version), while the link takes answers; nothing once it does not, or for a booking without an
 * address (a history is a person's, found by their email). No answer is read or decrypted here.
 */
import type { HistoryLinkBox } from "~/lib/medical-history-paths";
import { budapestToday } from "~/lib/event-dates";
import type { ServiceContext } from "../context.server";
import { HealthError } from "./errors.server";
import { historyByToken, medicalHistoryUrl, type HistoryLinkSource } from "./links.server";
import { historyOf, latestVersionOf } from "./records.server";

export async function historyLinkBox(
  ctx: ServiceContext,
  source: HistoryLinkSource,
): Promise<HistoryLinkBox | null> {
  const path = new URL(await medicalHistoryUrl(ctx, source)).pathname;
  const token = path.slice(path.lastIndexOf("/") + 1);
  let link;
  try {
    link = await historyByToken(ctx, token);
  } catch (error) {
    if (error instanceof HealthError && error.status === 404) return null;
    throw error;
  }
  if (!link.open) return null;
  const history = await historyOf(ctx.db, link.email);
  const latest = history ? await latestVersionOf(ctx.db, history.id) : undefined;
  return {
    path,
    version: latest?.version ?? null,
    receivedOn: latest ? budapestToday(latest.submittedAt) : null,
  };
}
