/**
 * What a plan deducts for the patient, found by their email address (compared lower-cased):
 *
 * - The consultation day's fee: a booking of the same patient that was paid (status paid or
 *   scheduled, with a payment time: a phone booking not yet paid at the desk does not count),
 *   and is not credited on another plan. The earliest paid is credited first; what it paid is
 *   what is credited. The plan's unique `consultation_booking_id` makes "once" the database's rule.
 * - The newsletter code: the one given with the lead or booking the plan is written from, or
 *   else with another of the patient's enquiries or paid bookings; already redeemed there
 *   (newsletter/discounts.server.ts), so it is the patient's. It takes 10% off the first
 *   treatment, so it is honoured on one plan only (a unique `discount_code`).
 */
import { and, asc, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultationBookings, leads, treatmentPlans } from "~/db/schema";

type Reader = Pick<Database, "select">;

const sameEmail = (column: typeof leads.email | typeof consultationBookings.customerEmail, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** The patient's paid consultation day not yet credited on a plan, or null. */
export async function uncreditedConsultation(
  db: Reader,
  email: string,
): Promise<{ id: string; amountCents: number } | null> {
  const [booking] = await db
    .select({ id: consultationBookings.id, amountCents: consultationBookings.amountCents })
    .from(consultationBookings)
    .where(
      and(
        sameEmail(consultationBookings.customerEmail, email),
        inArray(consultationBookings.status, ["paid", "scheduled"]),
        isNotNull(consultationBookings.paidAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(treatmentPlans)
            .where(eq(treatmentPlans.consultationBookingId, consultationBookings.id)),
        ),
      ),
    )
    .orderBy(asc(consultationBookings.paidAt))
    .limit(1);
  return booking ?? null;
}

/** What a booking on a plan credits (0 when the plan credits none, or the booking is gone). */
export async function creditOf(db: Reader, bookingId: string | null): Promise<number> {
  if (!bookingId) return 0;
  const [booking] = await db
    .select({ amountCents: consultationBookings.amountCents })
    .from(consultationBookings)
    .where(eq(consultationBookings.id, bookingId));
  return booking?.amountCents ?? 0;
}

/** The patient's newsletter code not yet honoured on a plan, the source's own first; or null. */
export async function unusedDiscountCode(
  db: Reader,
  email: string,
  sourceCode: string | null,
): Promise<string | null> {
  const fromLeads = await db
    .select({ code: leads.discountCode })
    .from(leads)
    .where(and(sameEmail(leads.email, email), isNotNull(leads.discountCode)));
  const fromBookings = await db
    .select({ code: consultationBookings.discountCode })
    .from(consultationBookings)
    .where(
      and(
        sameEmail(consultationBookings.customerEmail, email),
        isNotNull(consultationBookings.discountCode),
        isNotNull(consultationBookings.paidAt),
      ),
    );
  const codes = [sourceCode, ...fromLeads.map((r) => r.code), ...fromBookings.map((r) => r.code)].filter(
    (code): code is string => Boolean(code),
  );
  if (codes.length === 0) return null;
  const onPlans = await db
    .select({ code: treatmentPlans.discountCode })
    .from(treatmentPlans)
    .where(inArray(treatmentPlans.discountCode, codes));
  const used = new Set(onPlans.map((row) => row.code));
  return codes.find((code) => !used.has(code)) ?? null;
}
