/**
 * The staff API's export (GET /api/staff/leads, what `npm run leads` reads while the server owns
 * the embedded database): leads, newsletter sign-ups and bookings made in a date range, or the
 * booking with a reference, as JSON or as one kind's CSV in the machine format scripts read.
 */
import { toCsv } from "~/lib/csv";
import type { ServiceContext } from "../context.server";
import { bookingExportColumns, listBookings } from "../bookings/records.server";
import { leadsCsv, listLeads, subscribersCsv } from "./leads.server";

export interface StaffApiQuery {
  since?: string;
  until?: string;
  reference?: string;
  format?: "csv" | "json";
  kind?: "leads" | "subscribers" | "bookings";
}

export async function staffApiExport(
  ctx: ServiceContext,
  query: StaffApiQuery,
): Promise<{ csv: string } | { json: Awaited<ReturnType<typeof listLeads>> & { bookings: unknown[] } }> {
  const range = {
    since: query.since ? new Date(query.since) : undefined,
    until: query.until ? new Date(query.until) : undefined,
  };
  const [{ leads, subscribers }, bookings] = await Promise.all([
    listLeads(ctx.db, range),
    listBookings(ctx.db, { ...range, reference: query.reference }),
  ]);
  if (query.format !== "csv") return { json: { leads, subscribers, bookings } };
  return {
    csv:
      query.kind === "subscribers"
        ? subscribersCsv(subscribers)
        : query.kind === "bookings"
          ? toCsv(bookings, [...bookingExportColumns])
          : leadsCsv(leads),
  };
}
