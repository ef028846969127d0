/**
 * What the back office's medical history tests share (tests/http/health/staff-*.test.ts): a
 * patient with a paid consultation booking whose history is submitted through the booking's own
 * link, as the patient would send it; the two patients the tests read (the apixaban and
 * alendronate one, the German one); the page's text as a person reads it; the audit rows.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "../../app/db/client.server";
import type { Locale } from "../../app/content/locales";
import type { ServiceContext } from "../../app/services/context.server";
import { submitHistory } from "../../app/services/health/submit.server";
import { germanInput, germanPatient, historyInput, historyToken } from "./health";
import { paidConsultation } from "./plans";
import type { RawAnswer } from "./raw-http";

type Input = ReturnType<typeof historyInput>;

/**
 * A paid consultation booking (on `eventDate`, 2027-03-01 unless given) and the person's history
 * submitted through its link, once for each input given (version 1, 2, …): the booking.
 */
export async function submittedHistory(
  ctx: ServiceContext,
  patient: { email: string; name: string; language?: Locale; eventDate?: string },
  ...inputs: Input[]
) {
  const booking = await paidConsultation(ctx, patient);
  if (patient.eventDate)
    await ctx.db.execute(
      sql`update consultation_bookings set event_date = ${patient.eventDate} where id = ${booking.id}`,
    );
  const token = await historyToken(ctx, { bookingId: booking.id });
  for (const input of inputs) await submitHistory(ctx, token, input);
  return booking;
}

/** Ruth Baker, on apixaban and alendronic acid, who answered no to everything else. */
export const ruth = { name: "Ruth Baker", email: "ruth.baker@example.co.uk" };
export const ruthInput = () =>
  historyInput("Ruth Baker", {
    answers: { "takes-medicines": { answer: "yes" } },
    medicines: [
      { name: "Apixaban", dose: "5 mg twice a day" },
      { name: "Alendronic acid", dose: "70 mg once a week" },
    ],
  });

/** Greta Müller-Weiß, who writes German (tests/support/health.ts). */
export const greta = { ...germanPatient, language: "de" as const };
export { germanInput };

/** A page's text as a person reads it: no tags, entities as characters, spaces as one. */
export const visibleText = (answer: RawAnswer) =>
  answer.text
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

/** Every audit row of the health service's actions, the oldest first. */
export async function healthAudit(ctx: ServiceContext) {
  return rowsOf<{ action: string; subject: string | null; detail: Record<string, string | number> }>(
    await ctx.db.execute(
      sql`select action, subject, detail from audit_log where action like 'health.%' order by id`,
    ),
  );
}
