import type { ReactNode } from "react";
import { bookButtonText } from "~/lib/event-booking";
import { bookingAttr, bookingContract as names } from "./contract";

/**
 * The consultation day's booking, drawn once by React (app/routes/consultation-event.tsx) and
 * moved by its script (script.ts): everything inside `Booking` shares one state, so the date
 * picker, the patient's fields and every booking button on the page go inside it.
 */
export function Booking({ children }: { children: ReactNode }) {
  return <div {...bookingAttr(names.root)}>{children}</div>;
}

/**
 * A booking button. Every one on the page shares one state, kept by the script (script.ts): all
 * 'Processing...' and disabled together while a checkout starts, all 'Fully booked' on a full
 * date.
 */
export function BookButton({ label, full }: { label: string; full: boolean }) {
  return (
    <button
      type="button"
      disabled={full}
      className="btn-primary"
      {...bookingAttr(names.book)}
      {...bookingAttr(names.label, label)}
      data-testid="book-button"
    >
      {bookButtonText(label, { busy: false, full })}
    </button>
  );
}
