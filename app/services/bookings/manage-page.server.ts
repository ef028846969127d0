/**
 * The patient's own page for a booking (/booking/:token), opened by the signed link in their
 * emails: what it shows, the changes it posts, and the booking's calendar file. The link is the
 * key: a forged one, or one past its day, opens nothing (404).
 */
import { manageBookingCopyIn } from "~/content/in/manage-booking";
import { manageBookingPath } from "~/lib/booking-paths";
import { budapestToday } from "~/lib/event-dates";
import { insideNoticeWindow } from "~/lib/notice-window";
import type { TextChannel } from "~/lib/text-channels";
import type { ServiceContext } from "../context.server";
import { historyLinkBox } from "../health/link-box.server";
import { bookingCalendarFile } from "./calendar.server";
import {
  cancelBooking,
  changeAppointmentTime,
  findBookingByToken,
  lastDayToMove,
  moveBooking,
  patientOptions,
} from "./changes.server";
import { offeredDates } from "./days.server";
import { BookingError, seatsLeft } from "./holds.server";
import { bookingReference } from "./records.server";
import { chooseTextReminders, textChoiceView } from "./text-choice.server";
import { freeTimes } from "./scheduling.server";

/** The manage page's rows: the booking, what the patient may do, and the times and days to choose from. */
export async function managePageView(ctx: ServiceContext, token: string, query: URLSearchParams) {
  const { db } = ctx;
  const now = ctx.now();
  const booking = await findBookingByToken(db, token, now);
  if (!booking) return null;
  const options = patientOptions(booking, now);
  const otherDates = options.move ? (await offeredDates(db, now)).filter((d) => d !== booking.eventDate) : [];
  const seats = await seatsLeft(db, otherDates, now);
  const moveDate = otherDates.find((d) => d === query.get("date") && seats[d] > 0) ?? null;
  const done = query.get("done");
  const doneWith =
    done === "time" || done === "move" || done === "cancel" || done === "reminders" ? done : null;
  return {
    locale: booking.language, // the page speaks the booking's language (read by the root layout)
    path: manageBookingPath(token),
    token,
    reference: bookingReference(booking),
    status: booking.status,
    eventDate: booking.eventDate,
    time: booking.appointmentTime,
    options,
    lastDayToMove: lastDayToMove(booking),
    times: options.changeTime ? await freeTimes(db, booking.eventDate) : [],
    // A date inside the notice window could not be moved again once chosen: said beside it.
    moveDates: otherDates.map((date) => ({
      date,
      left: seats[date],
      inside: insideNoticeWindow(date, budapestToday(now)),
    })),
    moveDate,
    moveTimes: moveDate ? await freeTimes(db, moveDate) : [],
    confirmCancel: options.cancel && query.get("cancel") === "confirm",
    done: doneWith,
    // The medical history's link and whether the clinic has it, while it takes answers.
    medicalHistory: await historyLinkBox(ctx, { bookingId: booking.id }),
    texts: await textChoiceView(ctx, booking),
  };
}

export interface ManageChange {
  intent: "cancel" | "time" | "move" | "reminders";
  time?: string;
  date?: string;
  /** intent 'reminders': the text channel and the zone chosen. */
  reminders?: TextChannel;
  time_zone?: string;
}

/**
 * A change the patient posts from the page: cancel, another time, or another day and time, by
 * the booking service's rules. Refused with a BookingError: 404 for a link that opens nothing,
 * 400 for a choice not made, the rules' own refusals in the patient's language.
 */
export async function changeByManageLink(
  ctx: ServiceContext,
  token: string,
  input: ManageChange,
): Promise<void> {
  const booking = await findBookingByToken(ctx.db, token, ctx.now());
  if (!booking) throw new BookingError(404, manageBookingCopyIn.en.notFound, "NOT_FOUND");
  const copy = manageBookingCopyIn[booking.language];
  if (input.intent === "cancel") {
    await cancelBooking(ctx, booking.id);
  } else if (input.intent === "reminders") {
    await chooseTextReminders(ctx, booking, {
      channel: input.reminders ?? "none",
      timeZone: input.time_zone,
    });
  } else if (!input.time || (input.intent === "move" && !input.date)) {
    throw new BookingError(400, input.time ? copy.chooseDate : copy.chooseTime, "INVALID");
  } else if (input.intent === "time") {
    await changeAppointmentTime(ctx, booking.id, input.time);
  } else {
    await moveBooking(ctx, booking.id, { date: input.date!, time: input.time });
  }
}

/**
 * The appointment as a calendar file (the pages' 'Add to calendar'), in the booking's language;
 * null for a link that opens nothing, or a booking with no time chosen yet.
 */
export async function manageLinkCalendar(ctx: ServiceContext, token: string) {
  const booking = await findBookingByToken(ctx.db, token, ctx.now());
  if (!booking?.appointmentTime) return null;
  return bookingCalendarFile(booking, ctx.settings.siteUrl, ctx.now());
}
