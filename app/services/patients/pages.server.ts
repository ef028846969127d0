/**
 * The back office's pages about people: the patient page (one person's leads, bookings, emails
 * and files, each view in the audit log with a hash of the address) and the search results.
 */
import { isUuid } from "~/lib/schemas/staff";
import type { StaffContext } from "../context.server";
import { bookingAmount } from "../bookings/records.server";
import { plansForPerson } from "../plans/staff-views.server";
import { queryHash, recordAudit, subjectHash } from "../staff/audit.server";
import { fileLinkSecret, signFileLink } from "../uploads/lead-files.server";
import { patientHistorySection } from "./medical-history.server";
import { patientRecord } from "./record.server";
import { isSearchable, patientPath, search, SEARCH_LIMIT, searchTerms } from "./search.server";

/**
 * The patient page, opened from one of their leads or bookings (so no address is ever in a URL),
 * or null when that names nobody. Each file's link is signed for the next ten minutes. Its
 * medical history section reads the person's flags (a second audit row, `health.flags`).
 */
export async function patientPageView(
  ctx: StaffContext,
  kindParam: string | undefined,
  id: string | undefined,
) {
  const kind = kindParam === "lead" || kindParam === "booking" ? kindParam : null;
  const record = kind && isUuid(id) ? await patientRecord(ctx.db, { kind, id }) : null;
  if (!kind || !record) return null;
  await recordAudit(
    ctx.db,
    ctx.staff,
    "patient.view",
    record.email ? subjectHash(record.email) : `${kind}:${id}`,
    {
      leads: record.leads.length,
      bookings: record.bookings.length,
      emails: record.emails.length,
      files: record.files.length,
    },
  );
  const plans = record.email ? await plansForPerson(ctx, record.email) : [];
  const medicalHistory = await patientHistorySection(ctx, { kind, id: id! }, record, plans);
  const secret = record.files.length > 0 ? await fileLinkSecret(ctx.db) : null;
  const now = ctx.now().getTime();
  return {
    ...record,
    plans,
    medicalHistory,
    bookings: record.bookings.map((booking) => ({ ...booking, amount: bookingAmount(booking) })),
    files: record.files.map((file) => ({ ...file, href: secret ? signFileLink(secret, file.id, now) : "" })),
    highlight: kind === "booking" ? id! : null,
    // The person's record of coming, as the day sheets marked it.
    attendance: {
      attended: record.bookings.filter((booking) => booking.attendance === "attended").length,
      noShows: record.bookings.filter((booking) => booking.attendance === "no_show").length,
    },
  };
}

/**
 * The search box's results, grouped by person; a whole reference that names exactly one booking
 * opens that patient's page instead (`open`). Each search that ran is in the audit log with the
 * hash of its query (never the query) and how many people and records it showed.
 */
export async function searchPageView(ctx: StaffContext, query: string) {
  const page = (tooShort: boolean, result: Awaited<ReturnType<typeof search>> | null) => ({
    kind: "results" as const,
    page: { query, tooShort, result, limit: SEARCH_LIMIT },
  });
  if (!query) return page(false, null);
  if (!isSearchable(searchTerms(query))) return page(true, null);
  const result = await search(ctx.db, query);
  const hits = result.people.flatMap((person) => person.hits);
  await recordAudit(ctx.db, ctx.staff, "patient.search", queryHash(query), {
    people: result.people.length,
    hits: hits.length,
  });
  if (hits.length === 1 && hits[0].exactReference)
    return { kind: "open" as const, path: `${patientPath("booking", hits[0].id)}?found=reference` };
  return page(false, result);
}
