/**
 * The waiting list's texts and its keeping (issue 44): an offer goes by text as well to someone
 * who chose texts, by daylight on their clock, is emptied once sent and withdrawn when they leave;
 * a day's list is closed when its day comes and deleted 30 days later.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { outbox, waitingListEntries } from "../../../app/db/schema";
import { addDays, budapestToday } from "../../../app/lib/event-dates";
import { refundBooking } from "../../../app/services/bookings/refunds.server";
import { joinWaitingList, leaveWaitingList } from "../../../app/services/bookings/waiting-list-entry.server";
import { offerPlacesFreedByTime } from "../../../app/services/bookings/waiting-list.server";
import type { ServiceContext, StaffContext } from "../../../app/services/context.server";
import { deliverDueEmails } from "../../../app/services/mail/outbox-worker.server";
import { createFileTextSender } from "../../../app/services/messages/senders.server";
import { at, newStaffMember, testContext } from "../../support/context";
import { testBackends } from "../../support/database";
import { capacity, MINUTE, SITE, useHoldsSetup } from "../../support/booking-holds";
import { offerTokenFor, seedDeskBookings } from "../../support/waiting-list";

const HOURS_2 = 2 * 60 * MINUTE;

describe.each(testBackends())("the waiting list's texts on %s", (backend) => {
  const setup = useHoldsSetup(backend);
  const { db } = setup;
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

  const seedDesk = (count: number) => seedDeskBookings(db(), eventDate, count);
  const offerToken = (email: string) => offerTokenFor(db(), email);
  const join = (
    email: string,
    context: ServiceContext,
    extra: Partial<Parameters<typeof joinWaitingList>[1]> = {},
  ) => joinWaitingList(context, { date: eventDate, email, name: "Ann Example", locale: "en", ...extra });

  it("an offer goes by text as well to someone who chose texts, by daylight on their clock, given up when the hold ends", async () => {
    // 10:00 in London (11:00 in summer), whenever the test runs.
    const morning = new Date(`${budapestToday(new Date())}T10:00:00Z`);
    const ids = await seedDesk(capacity);
    await join("texted@example.com", at(ctx, morning), {
      phone: "+44 7700 900123",
      channel: "sms",
      consent: true,
    });
    await refundBooking(at(staff, morning), ids[0], "patient asked");
    const texts = await db().select().from(outbox).where(eq(outbox.channel, "sms"));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      kind: "waiting-list-offer",
      recipient: "+447700900123",
      timeZone: "Europe/London",
      sendAfter: morning,
      sendBefore: new Date(morning.getTime() + HOURS_2),
    });
    expect(texts[0].textBody).toContain(`/waiting-list/${await offerToken("texted@example.com")}`);
    // Sent, the row keeps only that it went: its link books the held place.
    const folder = await mkdtemp(path.join(tmpdir(), "offer-texts-"));
    const files = createFileTextSender(folder);
    await deliverDueEmails(
      db(),
      { kind: "file", send: async () => {} },
      {
        from: "clinic@clinic.example",
        now: morning,
        texts: { sender: files },
      },
    );
    const [sent] = await db().select().from(outbox).where(eq(outbox.id, texts[0].id));
    expect(sent.sentAt).toEqual(morning);
    expect(sent.textBody).toBe("");
    const [file] = await readdir(folder);
    expect(await readFile(path.join(folder, file), "utf8")).toContain("/waiting-list/");
    await rm(folder, { recursive: true, force: true });
  });

  it("an offer's text waiting for the morning is withdrawn when the person leaves the list", async () => {
    // 06:30 in London (07:30 in summer): the text waits for 08:00, inside the two-hour hold.
    const early = new Date(`${budapestToday(new Date())}T06:30:00Z`);
    const ids = await seedDesk(capacity);
    await join("early@example.com", at(ctx, early), {
      phone: "+44 7700 900123",
      channel: "sms",
      consent: true,
    });
    await refundBooking(at(staff, early), ids[0], "patient asked");
    const waiting = () => db().select().from(outbox).where(eq(outbox.channel, "sms"));
    expect((await waiting()).map((t) => t.kind)).toEqual(["waiting-list-offer"]);
    await leaveWaitingList(
      at(ctx, new Date(early.getTime() + 10 * MINUTE)),
      await offerToken("early@example.com"),
    );
    expect(await waiting()).toEqual([]);
  });

  it("a day's list is closed once its day comes and deleted 30 days after it", async () => {
    const today = budapestToday(new Date());
    const entry = (date: string, email: string) => ({
      eventDate: date,
      email,
      status: "waiting" as const,
      tokenHash: `hash-${email}`,
    });
    await db()
      .insert(waitingListEntries)
      .values([
        entry(addDays(today, -31), "long-ago@example.com"),
        entry(addDays(today, -29), "last-month@example.com"),
        entry(today, "today@example.com"),
      ]);
    expect(await offerPlacesFreedByTime(ctx)).toMatchObject({ forgotten: 1 });
    const left = await db().select().from(waitingListEntries).orderBy(waitingListEntries.eventDate);
    expect(left.map((e) => [e.email, e.status])).toEqual([
      ["last-month@example.com", "closed"],
      ["today@example.com", "closed"],
    ]);
  });
});
