/**
 * The waiting list for a full day (issue 44): a freed place is offered to exactly one person,
 * an offer not taken passes to the next, joining is refused kindly, leaving and booking from an
 * offer, and 30 racing checkouts, phone bookings and acceptances never exceed the day's places.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { consultationBookings, outbox, waitingListEntries } from "../../../app/db/schema";
import { BookingError } from "../../../app/services/bookings/holds.server";
import { refundBooking } from "../../../app/services/bookings/refunds.server";
import { PaymentProviderUnavailable } from "../../../app/services/bookings/checkout.server";
import { bookByPhone } from "../../../app/services/bookings/phone.server";
import { updateDay } from "../../../app/services/bookings/day-settings.server";
import { findDay, staffDays } from "../../../app/services/bookings/days.server";
import { closeDay } from "../../../app/services/bookings/day-closing.server";
import {
  bookFromOffer,
  joinWaitingList,
  leaveWaitingList,
  waitingListPageView,
} from "../../../app/services/bookings/waiting-list-entry.server";
import { offerPlacesFreedByTime } from "../../../app/services/bookings/waiting-list.server";
import { dayWaitingList } from "../../../app/services/bookings/waiting-list-staff.server";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { waitingListAnswers, waitingListPage } from "../../../app/content/waiting-list";
import { at, newStaffMember, testContext } from "../../support/context";
import { testBackends } from "../../support/database";
import { capacity, MINUTE, SITE, useHoldsSetup } from "../../support/booking-holds";
import { offerTokenFor, seedDeskBookings } from "../../support/waiting-list";

const HOURS_2 = 2 * 60 * MINUTE;

describe.each(testBackends())("the waiting list on %s", (backend) => {
  const setup = useHoldsSetup(backend);
  const { db, seats } = setup;
  let ctx: ServiceContext;
  let staff: StaffContext;
  let eventDate: string;
  beforeEach(async () => {
    eventDate = setup.current.eventDate;
    ctx = testContext(setup.current.database, {
      payments: setup.current.payments,
      settings: { siteUrl: SITE },
    });
    staff = await newStaffMember(ctx, `staff-${Math.random().toString(36).slice(2)}@clinic.example`);
  });

  /** Paid desk bookings (refunded without a provider). */
  const seedDesk = (count: number) => seedDeskBookings(db(), eventDate, count);

  const join = (email: string, context = ctx, extra: Partial<Parameters<typeof joinWaitingList>[1]> = {}) =>
    joinWaitingList(context, { date: eventDate, email, name: "Ann Example", locale: "en", ...extra });

  const entries = () =>
    db()
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.eventDate, eventDate))
      .orderBy(waitingListEntries.createdAt);

  const offerEmails = () =>
    db().select().from(outbox).where(eq(outbox.kind, "waiting-list-offer")).orderBy(outbox.id);

  const offerToken = (email: string) => offerTokenFor(db(), email);

  /** Places taken as the issue counts them: bookings that hold one, and offers not run out. */
  async function taken(now = new Date()) {
    const [{ count }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(consultationBookings)
      .where(
        and(
          eq(consultationBookings.eventDate, eventDate),
          sql`(${consultationBookings.status} in ('paid', 'scheduled') or (${consultationBookings.status} = 'pending' and ${consultationBookings.expiresAt} > ${now.toISOString()}::timestamptz))`,
        ),
      );
    const offers = await db().$count(
      waitingListEntries,
      and(
        eq(waitingListEntries.eventDate, eventDate),
        eq(waitingListEntries.status, "offered"),
        gt(waitingListEntries.offerExpiresAt, now),
      ),
    );
    return Number(count) + offers;
  }

  it("one place freed on a day with three waiting: exactly one offer, to the first, with one email", async () => {
    const ids = await seedDesk(capacity);
    for (const who of ["first", "second", "third"]) await join(`${who}@example.com`);
    expect((await entries()).map((e) => e.status)).toEqual(["waiting", "waiting", "waiting"]);
    expect(await db().$count(outbox, eq(outbox.kind, "waiting-list-joined"))).toBe(3);

    await refundBooking(staff, ids[0], "patient asked");
    const after = await entries();
    expect(after.map((e) => [e.email, e.status])).toEqual([
      ["first@example.com", "offered"],
      ["second@example.com", "waiting"],
      ["third@example.com", "waiting"],
    ]);
    const mails = await offerEmails();
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe("first@example.com");
    expect(mails[0].textBody).toContain(`${SITE}/waiting-list/`);
    // The held place is not the public's.
    expect(await seats()).toBe(0);
    expect(await taken()).toBe(capacity);
    // Staff see the list: the offer and its end, the others' places in the queue.
    const list = await dayWaitingList(db(), eventDate, new Date());
    expect(list.rows.map((row) => [row.email, row.position, row.status, Boolean(row.heldUntil)])).toEqual([
      ["first@example.com", null, "Offered", true],
      ["second@example.com", 1, "Waiting", false],
      ["third@example.com", 2, "Waiting", false],
    ]);
    expect(list.summary).toBe("2 waiting · 1 offered");
    // The days list counts the three on the list, and the offer among the held places.
    const [day] = (await staffDays(db())).filter((d) => d.date === eventDate);
    expect(day).toMatchObject({ paid: capacity - 1, held: 1, free: 0, waiting: 3 });
    // The job running again (two servers, a minute later) makes no second offer.
    await offerPlacesFreedByTime(ctx);
    await offerPlacesFreedByTime(ctx);
    expect(await offerEmails()).toHaveLength(1);
  });

  it("an offer not taken in time passes to the next: first 'passed', second 'offered'", async () => {
    const ids = await seedDesk(capacity);
    const t0 = new Date();
    for (const who of ["first", "second", "third"]) await join(`${who}@example.com`, at(ctx, t0));
    await refundBooking(at(staff, t0), ids[0], "patient asked");
    const firstToken = await offerToken("first@example.com");

    // Within the hold nothing moves.
    await offerPlacesFreedByTime(at(ctx, new Date(t0.getTime() + HOURS_2 - MINUTE)));
    expect((await entries()).map((e) => e.status)).toEqual(["offered", "waiting", "waiting"]);

    const later = new Date(t0.getTime() + HOURS_2 + MINUTE);
    expect(await offerPlacesFreedByTime(at(ctx, later))).toMatchObject({ offered: 1 });
    expect((await entries()).map((e) => e.status)).toEqual(["passed", "offered", "waiting"]);
    expect((await offerEmails()).map((m) => m.recipient)).toEqual([
      "first@example.com",
      "second@example.com",
    ]);
    const passed = await db().select().from(outbox).where(eq(outbox.kind, "waiting-list-passed"));
    expect(passed.map((m) => m.recipient)).toEqual(["first@example.com"]);
    expect(await waitingListPageView(at(ctx, later), firstToken)).toMatchObject({ state: "passed" });

    // The first one's late click books nothing.
    await expect(bookFromOffer(at(ctx, later), firstToken)).rejects.toMatchObject({
      status: 409,
      message: waitingListPage.offerGone,
    });
    expect(await db().$count(consultationBookings, eq(consultationBookings.status, "pending"))).toBe(0);
    expect(await taken(later)).toBe(capacity);
  });

  it("booking from an offer: the offer's place becomes the checkout's hold; a second click books nothing", async () => {
    const ids = await seedDesk(capacity);
    await join("first@example.com", ctx, { phone: "+44 7700 900123", channel: "sms", consent: true });
    await refundBooking(staff, ids[0], "patient asked");
    const token = await offerToken("first@example.com");
    expect(await waitingListPageView(ctx, token)).toMatchObject({ state: "offered", locale: "en" });

    const session = await bookFromOffer(ctx, token);
    expect(session.url).toContain("/test-checkout/");
    const [entry] = await entries();
    expect(entry).toMatchObject({ status: "booked", bookingId: session.bookingId });
    const [hold] = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, session.bookingId));
    expect(hold).toMatchObject({
      status: "pending",
      customerEmail: "first@example.com",
      customerName: "Ann Example",
      // Their reminders by text follow them onto the booking.
      textChannel: "sms",
    });
    expect(await taken()).toBe(capacity);
    expect(await seats()).toBe(0);

    await expect(bookFromOffer(ctx, token)).rejects.toBeInstanceOf(BookingError);
    expect(await waitingListPageView(ctx, token)).toMatchObject({ state: "booked" });
    // Left unpaid until the hold ran out, the place went on: the page says so.
    const afterHold = at(ctx, new Date(Date.now() + HOURS_2));
    expect(await waitingListPageView(afterHold, token)).toMatchObject({ state: "passed" });
    expect(await db().$count(consultationBookings, eq(consultationBookings.status, "pending"))).toBe(1);
  });

  it("an offer past its time is refused before the job has marked it; a provider failure gives the offer back", async () => {
    const ids = await seedDesk(capacity);
    const t0 = new Date();
    await join("first@example.com", at(ctx, t0));
    await refundBooking(at(staff, t0), ids[0], "patient asked");
    const token = await offerToken("first@example.com");

    // The provider is away: nothing is booked, and the offer is still theirs.
    const down = testContext(setup.current.database, {
      payments: {
        ...setup.current.payments,
        createCheckoutSession: () => Promise.reject(new TypeError("fetch failed")),
      },
      settings: { siteUrl: SITE },
      now: t0,
    });
    await expect(bookFromOffer(down, token)).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    expect((await entries()).map((e) => [e.status, e.bookingId])).toEqual([["offered", null]]);
    expect(await db().$count(consultationBookings, eq(consultationBookings.status, "pending"))).toBe(0);
    expect(await taken(t0)).toBe(capacity);

    const late = at(ctx, new Date(t0.getTime() + HOURS_2 + 1000));
    expect(await waitingListPageView(late, token)).toMatchObject({ state: "passed" });
    await expect(bookFromOffer(late, token)).rejects.toMatchObject({
      status: 409,
      message: waitingListPage.offerGone,
    });
    expect(await db().$count(consultationBookings, eq(consultationBookings.status, "pending"))).toBe(0);
  });

  it("joining is refused for a day with a free place, a closed or past day, a bad address; the same address twice keeps one entry", async () => {
    await seedDesk(capacity - 1);
    await expect(join("a@example.com")).rejects.toMatchObject({
      status: 409,
      message: waitingListAnswers.placesFree,
    });
    await expect(join("a@example.com", ctx, { date: "2020-01-01" })).rejects.toMatchObject({
      status: 400,
      message: waitingListAnswers.dayNotOffered,
    });
    await seedDesk(1);
    await expect(join("not-an-address")).rejects.toMatchObject({
      status: 400,
      message: waitingListAnswers.emailInvalid,
    });
    await expect(
      join("b@example.com", ctx, { channel: "sms", phone: "+36 30 123 4567" }),
    ).rejects.toMatchObject({
      status: 400,
      message: waitingListAnswers.consentNeeded,
    });

    expect(await join(" Ann@Example.com ")).toMatchObject({ joined: true, position: 1 });
    expect(await join("ann@example.com")).toMatchObject({ joined: false, position: 1 });
    expect(await entries()).toHaveLength(1);
    expect(await db().$count(outbox, eq(outbox.kind, "waiting-list-joined"))).toBe(2);

    const day = await findDay(db(), eventDate);
    await closeDay(staff, eventDate, { ...day, open: false }, { disposition: "refund" });
    expect((await entries()).map((e) => e.status)).toEqual(["closed"]);
    expect(await db().$count(outbox, eq(outbox.kind, "waiting-list-closed"))).toBe(1);
    await expect(join("c@example.com")).rejects.toMatchObject({
      status: 400,
      message: waitingListAnswers.dayNotOffered,
    });
  });

  it("leaving: a waiting entry leaves; an offered one's place goes at once to the next", async () => {
    const ids = await seedDesk(capacity);
    await join("first@example.com", ctx, { channel: "sms", phone: "+36 30 123 4567", consent: true });
    await join("second@example.com");
    await refundBooking(staff, ids[0], "patient asked");
    // The first chose texts too: one text queued beside the email, before the offer runs out.
    const texts = await db().select().from(outbox).where(eq(outbox.channel, "sms"));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ kind: "waiting-list-offer", recipient: "+36301234567" });

    const token = await offerToken("first@example.com");
    expect(await leaveWaitingList(ctx, token)).toBe(true);
    expect((await entries()).map((e) => e.status)).toEqual(["left", "offered"]);
    expect(await waitingListPageView(ctx, token)).toMatchObject({ state: "left" });
    expect(await leaveWaitingList(ctx, "x".repeat(43))).toBe(false);
    expect(await taken()).toBe(capacity);
  });

  it("30 racing checkouts, phone bookings and offer acceptances never exceed the day's places", async () => {
    const ids = await seedDesk(capacity);
    const waiting = ["w1", "w2", "w3", "w4", "w5"].map((w) => `${w}@example.com`);
    for (const email of waiting) await join(email);
    // Three places free: three offers out, none for the public.
    for (const id of ids.slice(0, 3)) await refundBooking(staff, id, "patient asked");
    const tokens = await Promise.all(waiting.slice(0, 3).map(offerToken));
    expect(await seats()).toBe(0);
    // Three more places: the last two waiting are offered two, the public may race for one.
    const day = await findDay(db(), eventDate);
    await updateDay(staff, eventDate, { ...day, capacity: capacity + 3 });
    expect((await entries()).filter((e) => e.status === "offered")).toHaveLength(5);
    expect(await seats()).toBe(1);

    const operations: Array<() => Promise<unknown>> = [];
    for (let i = 0; i < 10; i++) operations.push(() => setup.start());
    for (let i = 0; i < 10; i++)
      operations.push(() =>
        bookByPhone(staff, {
          date: eventDate,
          name: `Caller ${i}`,
          phone: "+36 30 123 4567",
          email: `caller${i}@example.com`,
          payment: "desk",
        }),
      );
    for (let i = 0; i < 10; i++) operations.push(() => bookFromOffer(ctx, tokens[i % 3]));
    const results = await Promise.allSettled(operations.map((run) => run()));
    for (const result of results)
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(BookingError);

    expect(await taken()).toBeLessThanOrEqual(capacity + 3);
    // Each offer's place stayed its own: the three who clicked got it, once each.
    const booked = await db()
      .select()
      .from(waitingListEntries)
      .where(
        and(eq(waitingListEntries.eventDate, eventDate), inArray(waitingListEntries.status, ["booked"])),
      );
    expect(booked.map((e) => e.email).sort()).toEqual(waiting.slice(0, 3));
    expect(new Set(booked.map((e) => e.bookingId)).size).toBe(3);
    // The public's one place went to one checkout or phone booking; the other offers still hold theirs.
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(4);
    expect(await taken()).toBe(capacity + 3);
  }, 60_000);
});
