import { eq } from "drizzle-orm";
import type { Database } from "../../app/db/client.server";
import { consultationBookings, outbox } from "../../app/db/schema";
import { findDay } from "../../app/services/bookings/days.server";

/** What the waiting list's tests share: a day filled by paid desk bookings, and an offer's link. */

/** `count` paid desk bookings on the day (refunded without a provider); their ids. */
export async function seedDeskBookings(db: Database, eventDate: string, count: number) {
  await findDay(db, eventDate);
  const rows = await db
    .insert(consultationBookings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        sessionId: `desk_seed_${i}_${Math.random()}`,
        provider: "desk" as const,
        channel: "phone-desk" as const,
        status: "paid" as const,
        eventDate,
        amountCents: 5000,
        currency: "eur",
        customerEmail: `booked${i}@example.com`,
      })),
    )
    .returning({ id: consultationBookings.id });
  return rows.map((row) => row.id);
}

/** The entry token in the last offer email to an address. */
export async function offerTokenFor(db: Database, email: string) {
  const mails = await db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, "waiting-list-offer"))
    .orderBy(outbox.id);
  const match = /\/waiting-list\/([A-Za-z0-9_-]{43})/.exec(
    mails.filter((m) => m.recipient === email).at(-1)?.textBody ?? "",
  );
  if (!match) throw new Error(`no offer email to ${email}`);
  return match[1];
}
