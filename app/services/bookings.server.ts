import { and, eq, inArray, sql } from "drizzle-orm";
import { consultationEvent } from "~/content/event";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { formatEventDate, upcomingEventDates } from "~/lib/event-dates";
import { buildIcs } from "~/lib/ics";
import { queueEmails } from "./outbox.server";
import { SESSION_ID_PLACEHOLDER, type PaymentProvider } from "./payments.server";

export type Booking = typeof consultationBookings.$inferSelect;

/** Bookings that hold a place: paid, with or without a chosen time. */
const holdsPlace = ["paid", "scheduled"] as const;

export class BookingError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export function offeredEventDates(now = new Date()): string[] {
  return upcomingEventDates(now, consultationEvent.schedule);
}

/** Places left on each date: capacity minus paid bookings. */
export async function seatsLeft(
  db: Database,
  dates: string[],
  capacity = consultationEvent.capacity,
): Promise<Record<string, number>> {
  const result: Record<string, number> = Object.fromEntries(dates.map((d) => [d, capacity]));
  if (dates.length === 0) return result;
  const rows = await db
    .select({ date: consultationBookings.eventDate, taken: sql<number>`count(*)::int` })
    .from(consultationBookings)
    .where(
      and(
        inArray(consultationBookings.eventDate, dates),
        inArray(consultationBookings.status, [...holdsPlace]),
      ),
    )
    .groupBy(consultationBookings.eventDate);
  for (const row of rows) result[row.date] = Math.max(0, capacity - Number(row.taken));
  return result;
}

interface CheckoutInput {
  eventDate: string;
  successUrl: string;
  cancelUrl: string;
}

/** Creates a pending booking and the provider's checkout session for it. */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  input: CheckoutInput,
  now = new Date(),
) {
  if (!offeredEventDates(now).includes(input.eventDate)) {
    throw new BookingError(400, "That consultation day is not available. Please choose another date.");
  }
  const seats = await seatsLeft(db, [input.eventDate]);
  if (seats[input.eventDate] <= 0)
    throw new BookingError(409, "That consultation day is fully booked. Please choose another date.");

  const successUrl = new URL(input.successUrl);
  successUrl.searchParams.set("session_id", "SESSION_ID");
  const session = await provider.createCheckoutSession({
    eventDate: input.eventDate,
    amountCents: consultationEvent.feeEur * 100,
    currency: consultationEvent.currency,
    description: `Consultation day, ${formatEventDate(input.eventDate)} (credited toward treatment)`,
    successUrl: successUrl.toString().replace("SESSION_ID", SESSION_ID_PLACEHOLDER),
    cancelUrl: input.cancelUrl,
    idempotencyKey: `checkout-${crypto.randomUUID()}`,
  });
  await db.insert(consultationBookings).values({
    sessionId: session.id,
    provider: provider.kind,
    status: "pending",
    eventDate: input.eventDate,
    amountCents: consultationEvent.feeEur * 100,
    currency: consultationEvent.currency,
  });
  return session;
}

export type FulfilmentResult =
  | { status: "unknown" }
  | { status: "unpaid" | "paid" | "scheduled"; booking: Booking };

/**
 * Asks the provider whether this session is paid and, if so, marks the booking paid. Shared
 * by the webhook and the success page; safe to run twice at once (the update is conditional).
 * The redirect to the success page is never taken as proof of payment.
 */
export async function fulfilCheckout(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
): Promise<FulfilmentResult> {
  const [booking] = await db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.sessionId, sessionId));
  if (!booking) return { status: "unknown" };
  if (booking.status === "paid" || booking.status === "scheduled") return { status: booking.status, booking };
  if (booking.status === "cancelled") return { status: "unpaid", booking };

  const session = await provider.retrieveSession(sessionId);
  if (!session?.paid) return { status: "unpaid", booking };

  await db
    .update(consultationBookings)
    .set({
      status: "paid",
      paidAt: new Date(),
      updatedAt: new Date(),
      customerEmail: session.email ?? booking.customerEmail,
    })
    .where(and(eq(consultationBookings.sessionId, sessionId), eq(consultationBookings.status, "pending")));
  const [fresh] = await db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.sessionId, sessionId));
  return { status: fresh.status === "scheduled" ? "scheduled" : "paid", booking: fresh };
}

/** Free appointment times on an event day, with how many places each has left. */
export async function freeTimes(db: Database, eventDate: string): Promise<{ time: string; left: number }[]> {
  const rows = await db
    .select({ time: consultationBookings.appointmentTime, taken: sql<number>`count(*)::int` })
    .from(consultationBookings)
    .where(
      and(eq(consultationBookings.appointmentDate, eventDate), eq(consultationBookings.status, "scheduled")),
    )
    .groupBy(consultationBookings.appointmentTime);
  const taken = new Map(rows.map((r) => [r.time, Number(r.taken)]));
  return consultationEvent.appointmentTimes.map((time) => ({
    time,
    left: Math.max(0, consultationEvent.placesPerTime - (taken.get(time) ?? 0)),
  }));
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

interface ScheduleSettings {
  clinicInbox: string;
  siteUrl: string;
}

/**
 * Sets the appointment of a paid booking, in one transaction: only a time the day offers,
 * only while that time has a place left (concurrent requests for the last place are
 * serialised by a transaction lock on the date and time), then queues the confirmation.
 */
export async function scheduleAppointment(
  db: Database,
  sessionId: string,
  appointment: { date: unknown; time: unknown },
  settings: ScheduleSettings,
): Promise<Booking> {
  const { date, time } = appointment;
  if (
    typeof date !== "string" ||
    !isoDatePattern.test(date) ||
    typeof time !== "string" ||
    !timePattern.test(time)
  ) {
    throw new BookingError(400, "Please send appointment_date as YYYY-MM-DD and appointment_time as HH:MM.");
  }
  const offered: readonly string[] = consultationEvent.appointmentTimes;
  if (!offered.includes(time))
    throw new BookingError(400, "That time is not offered on the consultation day.");

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment:${date}:${time}`}))`);
    const [booking] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.sessionId, sessionId))
      .for("update");
    if (!booking) throw new BookingError(404, "We could not find this booking.");
    if (
      booking.status === "scheduled" &&
      booking.appointmentDate === date &&
      booking.appointmentTime === time
    )
      return booking;
    if (booking.status === "scheduled") {
      throw new BookingError(
        409,
        "This booking already has an appointment. To change it, please contact the clinic.",
      );
    }
    if (booking.status !== "paid") throw new BookingError(409, "This booking has not been paid yet.");
    if (booking.eventDate !== date)
      throw new BookingError(400, "The appointment must be on the day you booked.");

    const [{ taken }] = await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(consultationBookings)
      .where(
        and(
          eq(consultationBookings.appointmentDate, date),
          eq(consultationBookings.appointmentTime, time),
          eq(consultationBookings.status, "scheduled"),
        ),
      );
    if (Number(taken) >= consultationEvent.placesPerTime) {
      throw new BookingError(409, "That time has just been taken. Please choose another time.");
    }

    const now = new Date();
    const [updated] = await tx
      .update(consultationBookings)
      .set({ appointmentDate: date, appointmentTime: time, status: "scheduled", updatedAt: now })
      .where(eq(consultationBookings.id, booking.id))
      .returning();
    await queueEmails(tx, confirmationEmails(updated, settings, now));
    return updated;
  });
}

function confirmationEmails(booking: Booking, settings: ScheduleSettings, now: Date) {
  const when = `${formatEventDate(booking.appointmentDate!)} at ${booking.appointmentTime}`;
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
  const reference = booking.sessionId.slice(0, 8);
  const ics = buildIcs({
    uid: `booking-${booking.id}@${new URL(settings.siteUrl).hostname}`,
    date: booking.appointmentDate!,
    time: booking.appointmentTime!,
    durationMinutes: 60,
    summary: `Consultation day at ${site.name}`,
    description: `Your consultation appointment (reference ${reference}). Please arrive 15 minutes early and bring photo ID, a list of your medicines and any recent X-rays.`,
    location: address,
    organizerEmail: site.email,
    now,
  });
  const patient = [
    "Thank you for booking your consultation day with us.",
    "",
    `Your appointment: ${when}`,
    `Where: ${site.name}, ${address} (a few minutes' walk from Nyugati railway station)`,
    `Booking reference: ${reference}`,
    "",
    "Please arrive 15 minutes before your appointment time.",
    "What to bring: photo ID, a list of any medicines you take, and any recent dental X-rays or reports.",
    "",
    `Your fee of €${consultationEvent.feeEur} / £${consultationEvent.feeGbp} is credited toward your treatment. It is non-refundable, but you can move your booking to another date up to 7 days before the day by contacting us.`,
    "",
    `Questions or changes: call ${site.phone.display} or email ${site.email}.`,
    "",
    "A calendar invitation is attached.",
    "",
    `${site.name}`,
    settings.siteUrl,
  ].join("\n");
  const clinic = [
    "A consultation-day appointment has been scheduled.",
    "",
    `When: ${when}`,
    `Patient email: ${booking.customerEmail ?? "not given"}`,
    `Booking reference: ${reference} (session ${booking.sessionId})`,
    `Paid: €${(booking.amountCents / 100).toFixed(2)} on ${booking.paidAt?.toISOString() ?? "unknown"}`,
  ].join("\n");
  const attachment = {
    filename: "consultation.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: ics,
  };
  return [
    ...(booking.customerEmail
      ? [
          {
            kind: "booking-confirmation",
            to: booking.customerEmail,
            subject: `Your consultation on ${formatEventDate(booking.appointmentDate!)}`,
            text: patient,
            attachments: [attachment],
          },
        ]
      : []),
    {
      kind: "booking-staff",
      to: settings.clinicInbox,
      replyTo: booking.customerEmail ?? undefined,
      subject: `Consultation booked: ${when}`,
      text: clinic,
      attachments: [attachment],
    },
  ];
}

export async function findBooking(db: Database, sessionId: string): Promise<Booking | undefined> {
  const [booking] = await db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.sessionId, sessionId));
  return booking;
}
