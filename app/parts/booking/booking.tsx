import type { ReactNode } from "react";
import { patientDetailsIn } from "~/content/in/booking-patient";
import { eventBookingWordsIn } from "~/content/in/event-booking";
import { bookButtonText, encodeBookingWords } from "~/lib/event-booking";
import { localizePath } from "~/lib/locale-path";
import { useLocale, useWords } from "~/lib/locale";
import { bookingAttr, bookingContract as names } from "./contract";

/**
 * The consultation day's booking, drawn once by React (app/routes/consultation-event.tsx) and
 * moved by its script (script.ts): everything inside `Booking` shares one state, so the date
 * picker, the patient's fields and every booking button on the page go inside it. A page in
 * another language than English carries the script's words in that language on the root.
 */
export function Booking({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const words = useWords(eventBookingWordsIn);
  const patient = useWords(patientDetailsIn);
  const wordsAttr =
    locale === "en"
      ? {}
      : bookingAttr(
          names.words,
          encodeBookingWords(locale, localizePath("/consultation-event", locale), words, patient),
        );
  return (
    <div {...bookingAttr(names.root)} {...wordsAttr}>
      {children}
    </div>
  );
}

/**
 * A booking button. Every one on the page shares one state, kept by the script (script.ts): all
 * 'Processing...' and disabled together while a checkout starts, all 'Fully booked' on a full
 * date.
 */
export function BookButton({ label, full }: { label: string; full: boolean }) {
  const words = useWords(eventBookingWordsIn);
  return (
    <button
      type="button"
      disabled={full}
      className="btn-primary"
      {...bookingAttr(names.book)}
      {...bookingAttr(names.label, label)}
      data-testid="book-button"
    >
      {bookButtonText(label, { busy: false, full }, words)}
    </button>
  );
}
