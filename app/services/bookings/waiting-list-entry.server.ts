/**
 * A person's part of the waiting list (issue 44): joining a full day's list from the event page,
 * the entry's private page (its place in the queue, or the offer), leaving, and booking the
 * place an offer holds. The offer rule itself is waiting-list.server.ts.
 */
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Locale } from "~/content/locales";
import { patientDetailsIn } from "~/content/in/booking-patient";
import { waitingListAnswersIn, waitingListJoinedEmailIn, waitingListPageIn } from "~/content/in/waiting-list";
import { consultationBookings, waitingListEntries } from "~/db/schema";
import { formatBudapestDateTime, formatEventDate } from "~/lib/format";
import { patientNameProblem, patientPhoneProblem } from "~/lib/patient-details";
import { isEmailAddress } from "~/lib/schemas/waiting-list";
import type { ServiceContext } from "../context.server";
import { queueEmails } from "../mail/outbox.server";
import { bookingApiWordsIn } from "~/content/in/booking-api";
import { isProviderFailure, PaymentProviderUnavailable, startCheckout } from "./checkout.server";
import { findDay, isBookable, lockedDay } from "./days.server";
import { BookingError, lockEventDate, placesTaken } from "./holds.server";
import { type EntryLinks, entryIdOf, entryToken, entryUrl, tokenHashOf } from "./waiting-list-links.server";
import {
  entryLinks,
  offerFreedPlaces,
  queuePosition,
  withdrawOfferText,
  type WaitingListEntry,
} from "./waiting-list.server";

export interface JoinInput {
  date: string;
  email: string;
  name: string;
  phone?: string;
  channel?: "none" | "sms" | "whatsapp";
  consent?: boolean;
  locale: Locale;
}

export type JoinAnswer = { joined: boolean; date: string; position: number; locale: Locale };

/** The person's details as typed, checked in their language (a refusal is a 400 BookingError). */
function checkedDetails(input: JoinInput) {
  const words = waitingListAnswersIn[input.locale];
  const email = input.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw new BookingError(400, words.emailInvalid, "INVALID");
  const name = input.name.trim();
  const nameProblem = patientNameProblem(name, patientDetailsIn[input.locale]);
  if (nameProblem) throw new BookingError(400, nameProblem, "INVALID");
  const channel = input.channel ?? "none";
  const phone = input.phone?.trim() || null;
  if (channel !== "none") {
    if (!phone || patientPhoneProblem(phone)) throw new BookingError(400, words.phoneNeeded, "INVALID");
    if (!input.consent) throw new BookingError(400, words.consentNeeded, "INVALID");
  } else if (phone && patientPhoneProblem(phone)) throw new BookingError(400, words.phoneNeeded, "INVALID");
  return { email, name, phone, channel };
}

/**
 * Puts a person on a full day's waiting list and emails them their entry's link. Refused when
 * the day is not offered, or has a free place (they can book it). The same address twice for a
 * day keeps its one entry, and is sent its link again.
 */
export async function joinWaitingList(ctx: ServiceContext, input: JoinInput): Promise<JoinAnswer> {
  const now = ctx.now();
  const words = waitingListAnswersIn[input.locale];
  const details = checkedDetails(input);
  if (!isBookable(await findDay(ctx.db, input.date, now), now))
    throw new BookingError(400, words.dayNotOffered);
  const links = await entryLinks(ctx);
  const id = crypto.randomUUID();
  const answer = await ctx.db.transaction(async (tx) => {
    await lockEventDate(tx, input.date);
    const day = await lockedDay(tx, input.date);
    if (!isBookable(day, now)) throw new BookingError(400, words.dayNotOffered);
    // A place the job has not yet offered goes to those already waiting first.
    await offerFreedPlaces(tx, links, input.date, now);
    if ((await placesTaken(tx, input.date, now)) < day.capacity)
      throw new BookingError(409, words.placesFree);
    const [fresh] = await tx
      .insert(waitingListEntries)
      .values({
        id,
        eventDate: input.date,
        email: details.email,
        name: details.name,
        phone: details.phone,
        textChannel: details.channel,
        textConsentAt: details.channel === "none" ? null : now,
        language: input.locale,
        tokenHash: tokenHashOf(entryToken(links.secret, id)),
      })
      .onConflictDoNothing()
      .returning();
    const entry =
      fresh ??
      (
        await tx
          .select()
          .from(waitingListEntries)
          .where(
            and(
              eq(waitingListEntries.eventDate, input.date),
              eq(waitingListEntries.email, details.email),
              inArray(waitingListEntries.status, ["waiting", "offered"]),
            ),
          )
      )[0];
    if (!entry) throw new Error("waiting-list entry neither inserted nor found");
    const position = await queuePosition(tx, entry);
    await queueEmails(tx, [joinedEmail(links, entry, Math.max(position, 1))]);
    return { joined: Boolean(fresh), date: input.date, position, locale: input.locale };
  });
  ctx.log.info({ eventDate: input.date, joined: answer.joined }, "waiting list joined");
  return answer;
}

function joinedEmail(links: EntryLinks, entry: WaitingListEntry, position: number) {
  const locale = entry.language;
  const facts = {
    date: formatEventDate(entry.eventDate, locale),
    name: entry.name ?? "",
    link: entryUrl(links, entry.id),
    siteUrl: links.siteUrl,
    position,
  };
  const words = waitingListJoinedEmailIn[locale];
  return {
    kind: "waiting-list-joined",
    to: entry.email,
    subject: words.subject(facts),
    text: words.text(facts),
  };
}

/** The entry a link opens, or null (a 404 for the page). */
async function entryByToken(ctx: ServiceContext, token: string): Promise<WaitingListEntry | null> {
  const links = await entryLinks(ctx);
  const id = entryIdOf(links.secret, token);
  if (!id) return null;
  const [entry] = await ctx.db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.id, id), eq(waitingListEntries.tokenHash, tokenHashOf(token))));
  return entry ?? null;
}

/**
 * An offer counts only until it runs out, whether or not the job has marked it yet; a checkout
 * started from it and left unpaid until its hold ran out gave the place up too.
 */
async function stateAt(
  ctx: ServiceContext,
  entry: WaitingListEntry,
  now: Date,
): Promise<WaitingListEntry["status"]> {
  if (entry.status === "offered" && entry.offerExpiresAt && entry.offerExpiresAt <= now) return "passed";
  if (entry.status !== "booked") return entry.status;
  const [booking] = entry.bookingId
    ? await ctx.db
        .select({ status: consultationBookings.status, expiresAt: consultationBookings.expiresAt })
        .from(consultationBookings)
        .where(eq(consultationBookings.id, entry.bookingId))
    : [];
  const holds =
    booking &&
    (booking.status !== "pending" || (booking.expiresAt !== null && booking.expiresAt > now)) &&
    booking.status !== "expired";
  return holds ? "booked" : "passed";
}

/** What the entry's page draws, in the entry's language; null when the link opens nothing. */
export async function waitingListPageView(ctx: ServiceContext, token: string) {
  const entry = await entryByToken(ctx, token);
  if (!entry) return null;
  const now = ctx.now();
  const state = await stateAt(ctx, entry, now);
  const locale = entry.language;
  return {
    locale,
    state,
    date: formatEventDate(entry.eventDate, locale),
    position: state === "waiting" ? await queuePosition(ctx.db, entry) : null,
    heldUntil:
      state === "offered" && entry.offerExpiresAt
        ? formatBudapestDateTime(entry.offerExpiresAt, locale)
        : null,
  };
}

/** Takes the person off the list; an offer they held goes at once to the next. */
export async function leaveWaitingList(ctx: ServiceContext, token: string): Promise<boolean> {
  const entry = await entryByToken(ctx, token);
  if (!entry) return false;
  const now = ctx.now();
  const links = await entryLinks(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockEventDate(tx, entry.eventDate);
    const [left] = await tx
      .update(waitingListEntries)
      .set({ status: "left", updatedAt: now })
      .where(
        and(eq(waitingListEntries.id, entry.id), inArray(waitingListEntries.status, ["waiting", "offered"])),
      )
      .returning();
    if (left) {
      await withdrawOfferText(tx, left);
      await offerFreedPlaces(tx, links, entry.eventDate, now);
    }
  });
  return true;
}

/**
 * Starts the checkout for the place an offer holds, through the event page's own checkout (the
 * same hold, provider and payment path), the offer's place becoming the hold's in one
 * transaction under the date's lock, so the day's places never change. An offer run out or
 * already taken (a second click) books nothing: a 409 with the page's words. The provider being
 * away is PaymentProviderUnavailable (its message in the entry's language), the offer kept.
 */
export async function bookFromOffer(ctx: ServiceContext, token: string) {
  const entry = await entryByToken(ctx, token);
  if (!entry) throw new BookingError(404, waitingListPageIn.en.offerGone, "NOT_FOUND");
  const words = waitingListPageIn[entry.language];
  const now = ctx.now();
  const pageUrl = entryUrl(await entryLinks(ctx), entry.id);
  try {
    return await startCheckout(ctx, {
      eventDate: entry.eventDate,
      successUrl: `${ctx.settings.siteUrl}/consultation-success`,
      cancelUrl: pageUrl,
      customerName: entry.name ?? undefined,
      customerPhone: entry.phone ?? undefined,
      locale: entry.language,
      // Texts as they chose when joining the list (their consent given then).
      textChannel: entry.textChannel,
      details: { customerEmail: entry.email },
      claim: {
        before: async (tx) => {
          const [claimed] = await tx
            .update(waitingListEntries)
            .set({ status: "booked", updatedAt: now })
            .where(
              and(
                eq(waitingListEntries.id, entry.id),
                eq(waitingListEntries.status, "offered"),
                // Run out a moment ago: its place is no longer theirs.
                gt(waitingListEntries.offerExpiresAt, now),
              ),
            )
            .returning({ id: waitingListEntries.id });
          if (!claimed) throw new BookingError(409, words.offerGone);
          await withdrawOfferText(tx, entry);
        },
        after: async (tx, holdId) => {
          await tx
            .update(waitingListEntries)
            .set({ bookingId: holdId })
            .where(eq(waitingListEntries.id, entry.id));
        },
      },
    });
  } catch (error) {
    if (error instanceof BookingError) throw error;
    await restoreOffer(ctx, entry, now);
    if (!isProviderFailure(error)) throw error;
    ctx.log.error({ err: error }, "checkout session for a waiting-list offer could not be created");
    throw new PaymentProviderUnavailable(bookingApiWordsIn[entry.language].providerUnavailable);
  }
}

/**
 * The provider failed after the offer was claimed, and the hold was deleted: the offer is theirs
 * again while it runs and the place is still free (checked under the lock), else the place goes on.
 */
async function restoreOffer(ctx: ServiceContext, entry: WaitingListEntry, now: Date) {
  const links = await entryLinks(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockEventDate(tx, entry.eventDate);
    const day = await lockedDay(tx, entry.eventDate);
    const free = (await placesTaken(tx, entry.eventDate, now)) < day.capacity;
    const running = entry.offerExpiresAt !== null && entry.offerExpiresAt > now;
    await tx
      .update(waitingListEntries)
      .set({ status: free && running ? "offered" : "passed", updatedAt: now })
      .where(
        and(
          eq(waitingListEntries.id, entry.id),
          eq(waitingListEntries.status, "booked"),
          isNull(waitingListEntries.bookingId),
        ),
      );
    await offerFreedPlaces(tx, links, entry.eventDate, now);
  });
}
