/**
 * The waiting list's rule for a full day (issue 44): a freed place goes to the first person
 * waiting, held for them for `waitingListOfferHours`; untaken, it passes to the next. An offer
 * takes a place as a checkout hold does (offer-places.server.ts), and offers are made only under
 * the date's lock while the day has a free place, so there are never more offers out than free
 * places, whatever checkouts, phone bookings and acceptances race them.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { consultationEvent } from "~/content/event";
import { staffWaitingList } from "~/content/staff-waiting-list";
import {
  waitingListClosedEmailIn,
  waitingListOfferEmailIn,
  waitingListPassedEmailIn,
} from "~/content/in/waiting-list";
import { outbox, waitingListEntries } from "~/db/schema";
import { addDays, budapestToday } from "~/lib/event-dates";
import { formatBudapestDateTime, formatEventDate } from "~/lib/format";
import { localizePath } from "~/lib/locale-path";
import type { ServiceContext } from "../context.server";
import { queueEmails } from "../mail/outbox.server";
import { queueTexts, textRecipientOf } from "../messages/queue.server";
import type { Job } from "../platform/scheduler.server";
import { isBookable, lockedDay } from "./days.server";
import { lockEventDate, placesTaken } from "./holds.server";
import type { Transaction } from "./types.server";
import { type EntryLinks, entryUrl, waitingListSecret } from "./waiting-list-links.server";

export type WaitingListEntry = typeof waitingListEntries.$inferSelect;

const HOUR_MS = 60 * 60_000;

/** The links a rule's emails need, fetched before its transaction opens. */
export async function entryLinks(ctx: Pick<ServiceContext, "db" | "settings">): Promise<EntryLinks> {
  return { siteUrl: ctx.settings.siteUrl, secret: await waitingListSecret(ctx.db) };
}

/**
 * Under the date's lock (the caller holds it): lets lapsed offers pass, then offers each free
 * place to the next person waiting, first come first offered, while the day is open and ahead.
 * Gives back how many offers it made. Every rule that frees a place calls it in the transaction
 * that freed it, so the place is offered before anyone else can take it.
 */
export async function offerFreedPlaces(
  tx: Transaction,
  links: EntryLinks,
  eventDate: string,
  now: Date,
): Promise<number> {
  const passed = await tx
    .update(waitingListEntries)
    .set({ status: "passed", updatedAt: now })
    .where(
      and(
        eq(waitingListEntries.eventDate, eventDate),
        eq(waitingListEntries.status, "offered"),
        lte(waitingListEntries.offerExpiresAt, now),
      ),
    )
    .returning();
  // Each is told the place went on, so nobody waits for an offer that has gone.
  await queueEmails(
    tx,
    passed.map((entry) => entryEmail(links, entry, "waiting-list-passed", waitingListPassedEmailIn)),
  );
  const day = await lockedDay(tx, eventDate);
  if (!isBookable(day, now)) return 0;
  const free = day.capacity - (await placesTaken(tx, eventDate, now));
  if (free <= 0) return 0;
  const next = await tx
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.eventDate, eventDate), eq(waitingListEntries.status, "waiting")))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id))
    .limit(free);
  const expires = new Date(now.getTime() + consultationEvent.waitingListOfferHours * HOUR_MS);
  for (const entry of next) {
    const [offered] = await tx
      .update(waitingListEntries)
      .set({ status: "offered", offeredAt: now, offerExpiresAt: expires, updatedAt: now })
      .where(and(eq(waitingListEntries.id, entry.id), eq(waitingListEntries.status, "waiting")))
      .returning();
    if (offered) await tellOfOffer(tx, links, offered, now);
  }
  return next.length;
}

/** The offer's email in the person's language, and a text when they chose one and consented. */
async function tellOfOffer(tx: Transaction, links: EntryLinks, entry: WaitingListEntry, now: Date) {
  const locale = entry.language;
  const words = waitingListOfferEmailIn[locale];
  const until = entry.offerExpiresAt ?? now;
  const facts = {
    date: formatEventDate(entry.eventDate, locale),
    name: entry.name ?? "",
    link: entryUrl(links, entry.id),
    siteUrl: links.siteUrl,
    until: formatBudapestDateTime(until, locale),
  };
  await queueEmails(tx, [
    {
      kind: "waiting-list-offer",
      to: entry.email,
      subject: words.subject(facts),
      text: words.text(facts),
      // The link opens the booking of a held place: the outbox keeps only that it went.
      blankAfterSend: true,
    },
  ]);
  const recipient = entry.textConsentAt ? textRecipientOf(entry) : null;
  if (recipient)
    await queueTexts(
      tx,
      [
        {
          kind: "waiting-list-offer",
          recipient,
          text: words.textMessage(facts),
          label: staffWaitingList.offerTextLabel,
          // A text after the offer ran out would send them to a place that is gone.
          sendBefore: until,
          // Its link books the held place, as the email's does.
          blankAfterSend: true,
        },
      ],
      now,
    );
}

/**
 * The offer's text still waiting (deferred to the morning on the person's clock), withdrawn
 * once the offer is taken or they left: it would tell them of a place that is no longer held.
 */
export async function withdrawOfferText(tx: Pick<Transaction, "delete">, entry: WaitingListEntry) {
  const recipient = entry.phone ? textRecipientOf({ ...entry, textChannel: "sms" }) : null;
  if (!recipient) return;
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.kind, "waiting-list-offer"),
        eq(outbox.recipient, recipient.to),
        ne(outbox.channel, "email"),
        isNull(outbox.sentAt),
      ),
    );
}

type EntryWords = typeof waitingListClosedEmailIn;

/** An email to an entry about the day (closed, or the place passed on), linking to the event page. */
function entryEmail(links: EntryLinks, entry: WaitingListEntry, kind: string, wordsIn: EntryWords) {
  const locale = entry.language;
  const facts = {
    date: formatEventDate(entry.eventDate, locale),
    name: entry.name ?? "",
    link: `${links.siteUrl}${localizePath("/consultation-event", locale)}`,
    siteUrl: links.siteUrl,
  };
  return {
    kind,
    to: entry.email,
    subject: wordsIn[locale].subject(facts),
    text: wordsIn[locale].text(facts),
  };
}

/**
 * Under the date's lock, when its day has just closed: everyone still waiting or offered is
 * told, in their language, and their entries close.
 */
export async function closeWaitingList(tx: Transaction, links: EntryLinks, eventDate: string, now: Date) {
  const closed = await tx
    .update(waitingListEntries)
    .set({ status: "closed", updatedAt: now })
    .where(
      and(
        eq(waitingListEntries.eventDate, eventDate),
        inArray(waitingListEntries.status, ["waiting", "offered"]),
      ),
    )
    .returning();
  await queueEmails(
    tx,
    closed.map((entry) => entryEmail(links, entry, "waiting-list-closed", waitingListClosedEmailIn)),
  );
  return closed.length;
}

/**
 * The job's pass: entries of days that have begun close (quietly: the day went by), and every
 * day ahead with someone waiting or offered has its places looked at under its lock, so a place
 * freed by time (a checkout hold or an offer that ran out) reaches the list within a minute.
 * Safe on several servers at once: every change is under the date's lock or conditional.
 */
export async function offerPlacesFreedByTime(ctx: ServiceContext) {
  const now = ctx.now();
  const today = budapestToday(now);
  const ended = await ctx.db
    .update(waitingListEntries)
    .set({ status: "closed", updatedAt: now })
    .where(
      and(
        lte(waitingListEntries.eventDate, today),
        inArray(waitingListEntries.status, ["waiting", "offered"]),
      ),
    )
    .returning({ id: waitingListEntries.id });
  // Kept a while after their day (a question about an offer can still be answered), then deleted,
  // as the privacy policy says.
  const forgotten = await ctx.db
    .delete(waitingListEntries)
    .where(lt(waitingListEntries.eventDate, addDays(today, -WAITING_LIST_KEEP_DAYS)))
    .returning({ id: waitingListEntries.id });
  const days = await ctx.db
    .selectDistinct({ date: waitingListEntries.eventDate })
    .from(waitingListEntries)
    .where(
      and(
        gt(waitingListEntries.eventDate, today),
        inArray(waitingListEntries.status, ["waiting", "offered"]),
      ),
    );
  if (days.length === 0) return { closed: ended.length, offered: 0, forgotten: forgotten.length };
  const links = await entryLinks(ctx);
  let offered = 0;
  for (const { date } of days) {
    offered += await ctx.db.transaction(async (tx) => {
      await lockEventDate(tx, date);
      return offerFreedPlaces(tx, links, date, now);
    });
  }
  return { closed: ended.length, offered, forgotten: forgotten.length };
}

/** Days a waiting list is kept after its consultation day (the privacy policy says so). */
const WAITING_LIST_KEEP_DAYS = 30;

/** Every minute, as the hold sweep: places freed by time go to the waiting list. */
export function waitingListJob(ctx: ServiceContext, intervalMs = 60_000): Job {
  return {
    name: "waiting list",
    does: "offers places freed by lapsed checkouts and offers to the next on each day's waiting list, closes the lists of days gone by, and deletes them 30 days after their day",
    intervalMs,
    run: () => offerPlacesFreedByTime(ctx),
  };
}

/** The people waiting before an entry, itself included: its place in the queue. */
export async function queuePosition(
  db: Pick<Transaction, "select">,
  entry: Pick<WaitingListEntry, "id" | "eventDate">,
) {
  const [{ ahead }] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.eventDate, entry.eventDate),
        eq(waitingListEntries.status, "waiting"),
        // Compared in the database: its timestamps are finer than a JavaScript Date.
        sql`(${waitingListEntries.createdAt}, ${waitingListEntries.id}) <= (select e.created_at, e.id from waiting_list_entries e where e.id = ${entry.id})`,
      ),
    );
  return Number(ahead);
}
