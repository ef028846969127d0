/**
 * The patient's choice of reminders by text on their manage page (issue 44): email only, SMS or
 * WhatsApp as well, and on whose clock. Saving it re-plans the booking's reminders at once, so a
 * text already planned goes or is withdrawn with the choice.
 */
import { eq } from "drizzle-orm";
import { textChoiceIn } from "~/content/in/reminder-texts";
import { consultationBookings, textOptOuts } from "~/db/schema";
import { textTimeZones, toE164 } from "~/lib/phone-number";
import type { TextChannel } from "~/lib/text-channels";
import type { ServiceContext } from "../context.server";
import { textRecipientOf } from "../messages/queue.server";
import { BookingError } from "./holds.server";
import { manageBookingUrl } from "./links.server";
import { planReminders } from "./reminders.server";
import type { Booking } from "./types.server";

/** What the manage page shows of the choice. */
export async function textChoiceView(ctx: ServiceContext, booking: Booking) {
  const number = booking.customerPhone ? toE164(booking.customerPhone) : null;
  const [stopped] = number
    ? await ctx.db.select().from(textOptOuts).where(eq(textOptOuts.phone, number))
    : [];
  const recipient = textRecipientOf({ textChannel: "sms", phone: booking.customerPhone });
  return {
    channel: booking.textChannel,
    /** As the patient typed it; null when it has no country code (texts cannot be chosen). */
    number: number ? booking.customerPhone : null,
    stopped: stopped !== undefined,
    chosenZone: booking.textTimeZone,
    /** The zone the number's country gives (or the clinic's). */
    numberZone: recipient?.timeZone ?? null,
    zones: textTimeZones,
  };
}

/**
 * Saves the patient's choice: the channel, and a zone chosen from the list ('' or none: the
 * number's). Refused (400) for texts to a number without its country code, or a zone not offered.
 */
export async function chooseTextReminders(
  ctx: ServiceContext,
  booking: Booking,
  choice: { channel: TextChannel; timeZone?: string },
): Promise<Booking> {
  const now = ctx.now();
  const copy = textChoiceIn[booking.language];
  if (choice.channel !== "none" && !(booking.customerPhone && toE164(booking.customerPhone)))
    throw new BookingError(400, copy.needsInternational, "INVALID");
  const timeZone = choice.timeZone || null;
  if (timeZone && !textTimeZones.includes(timeZone)) throw new BookingError(400, copy.zoneUnknown, "INVALID");
  const manageUrl = await manageBookingUrl(ctx.db, ctx.settings.siteUrl, booking.id);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(consultationBookings)
      .set({
        textChannel: choice.channel,
        textConsentAt: choice.channel === "none" ? null : now,
        textTimeZone: timeZone,
        updatedAt: now,
      })
      .where(eq(consultationBookings.id, booking.id))
      .returning();
    await planReminders(tx, updated, ctx.settings, now, manageUrl);
    ctx.log.info({ bookingId: booking.id, channel: choice.channel }, "text reminders chosen");
    return updated;
  });
}
