import { and, eq, sql } from "drizzle-orm";
import { discountStaff } from "~/content/discount";
import { leadCsvHeaders, leadStatusLabels, type InboxView } from "~/content/staff-leads";
import type { Database } from "~/db/client.server";
import { leadFiles, leadNotes, leads, staffAccounts } from "~/db/schema";
import { budapestSpreadsheetTime } from "~/lib/format";
import { toLabelledCsv } from "~/lib/csv";
import { visitCsvColumns, visitOf } from "~/lib/visit-columns";
import {
  inboxConditions,
  viewCondition,
  viewOrder,
  type InboxFilter,
  type ViewContext,
} from "./inbox.server";
import { localeInfo } from "~/content/locales";

/**
 * The back office's "Export these leads": the inbox's current view and filters as a CSV for
 * the clinic's spreadsheet, with headers in words, Budapest times ('2026-11-26 14:30'), phone
 * numbers as typed, the assignee's email, the notes joined and how many files came. The staff
 * API and `npm run leads` keep their own machine format (services/leads/leads.server.ts, leadsCsv):
 * scripts read those columns by name, and the README documents them as such. Gives the CSV and
 * its number of rows (for the audit log).
 */

const columns = [
  ["received", leadCsvHeaders.received],
  ["name", leadCsvHeaders.name],
  ["email", leadCsvHeaders.email],
  ["phone", leadCsvHeaders.phone],
  ["treatment", leadCsvHeaders.treatment],
  ["discountCode", discountStaff.column],
  ["message", leadCsvHeaders.message],
  ["status", leadCsvHeaders.status],
  ["assignee", leadCsvHeaders.assignee],
  ["answered", leadCsvHeaders.answered],
  ["notes", leadCsvHeaders.notes],
  ["files", leadCsvHeaders.files],
  ["form", leadCsvHeaders.form],
  ["sourcePage", leadCsvHeaders.sourcePage],
  ["id", leadCsvHeaders.id],
  // Added last, so a spreadsheet built on the first columns sees no shift.
  ["language", leadCsvHeaders.language],
  // What brought the patient (empty when not known).
  ...visitCsvColumns,
] as const;

export async function leadsSpreadsheet(
  db: Database,
  filter: InboxFilter,
  view: InboxView,
  context: ViewContext,
): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      answeredAt: leads.answeredAt,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      treatment: leads.treatment,
      discountCode: leads.discountCode,
      message: leads.message,
      status: leads.status,
      formId: leads.formId,
      sourcePage: leads.sourcePage,
      language: leads.language,
      visitSource: leads.visitSource,
      visitMedium: leads.visitMedium,
      visitCampaign: leads.visitCampaign,
      visitReferrer: leads.visitReferrer,
      visitLanding: leads.visitLanding,
      assignee: staffAccounts.email,
      // Oldest first, one per line, as the lead's page lists them.
      notes: sql<
        string | null
      >`(select string_agg(${leadNotes.body}, E'\n' order by ${leadNotes.createdAt}, ${leadNotes.id}) from ${leadNotes} where ${leadNotes.leadId} = ${leads.id})`,
      files: sql<number>`(select count(*)::int from ${leadFiles} where ${leadFiles.leadId} = ${leads.id})`,
    })
    .from(leads)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leads.assigneeId))
    .where(and(inboxConditions(filter), viewCondition(view, context)))
    .orderBy(...viewOrder(view));
  const csv = toLabelledCsv(
    rows.map((row) => ({
      received: budapestSpreadsheetTime(row.createdAt),
      name: row.name,
      email: row.email,
      phone: row.phone,
      treatment: row.treatment,
      discountCode: row.discountCode,
      message: row.message,
      status: leadStatusLabels[row.status],
      assignee: row.assignee,
      answered: row.answeredAt ? budapestSpreadsheetTime(row.answeredAt) : null,
      notes: row.notes,
      files: Number(row.files),
      form: row.formId,
      sourcePage: row.sourcePage,
      id: row.id,
      language: localeInfo[row.language].englishName,
      ...visitOf(row),
    })),
    columns,
  );
  return { csv, rows: rows.length };
}
