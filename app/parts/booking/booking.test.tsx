// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eventBookingWords } from "~/content/event-booking";
import { consultationDay as day } from "~/content/consultation-day";
import { formatEventDate, formatEventMonth } from "~/lib/format";
import { bookButtonText, seatsText } from "~/lib/event-booking";
import { Booking, BookButton } from "./booking";
import { DatePicker } from "./date-picker";
import { PatientFields } from "./patient-fields";
import { runBooking } from "./script";

// The booking's halves together: the markup as the server draws it, moved by its script.

beforeAll(() => runBooking());

const A = "2026-12-05";
const B = "2026-12-12";
const C = "2027-01-09";

function drawn() {
  document.body.innerHTML = renderToString(
    <Booking>
      <DatePicker
        dates={[A, B, C]}
        seats={{ [A]: 3, [B]: 0, [C]: 12 }}
        insideWindow={new Set([A])}
        chosen={C}
      />
      <PatientFields />
      <BookButton label="Book" full={false} />
    </Booking>,
  );
  const text = (testid: string) => document.querySelector(`[data-testid=${testid}]`)?.textContent;
  const steps = [...document.querySelectorAll<HTMLButtonElement>("[aria-label]")].filter(
    (button) => button.tagName === "BUTTON",
  );
  const book = document.querySelector<HTMLButtonElement>("[data-testid=book-button]")!;
  const windowLabel = document.querySelector<HTMLElement>("[data-testid=date-window]")!;
  return { text, previous: steps[0], next: steps[1], book, windowLabel };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("the booking", () => {
  it("steps round the dates, saying the chosen one, its places and the notice window", () => {
    const page = drawn();
    expect(page.text("selected-month")).toContain(formatEventMonth(C));
    expect(page.windowLabel.hidden).toBe(true);

    click(page.next); // round to the first date, inside the window
    expect(page.text("selected-month")).toContain(formatEventDate(A));
    expect(page.windowLabel.hidden).toBe(false);
    expect(page.text("seats-left")).toBe(seatsText(3));
    expect(page.windowLabel.textContent).toBe(day.windowLabel);

    click(page.next); // a full date: every booking button says so
    expect(page.text("seats-left")).toBe(seatsText(0));
    expect(page.book.disabled).toBe(true);
    expect(page.book.textContent).toBe(bookButtonText("Book", { busy: false, full: true }));

    click(page.previous);
    expect(page.book.disabled).toBe(false);
    expect(page.book.textContent).toBe("Book");
    expect(page.text("selected-month")).not.toContain(eventBookingWords.noDates);
  });

  it("says what is wrong at the patient's fields and sends nothing", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const page = drawn();
    click(page.book);
    const name = document.querySelector<HTMLInputElement>("#booking-name")!;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.querySelector("#booking-name-error")?.textContent).not.toBe("");
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
