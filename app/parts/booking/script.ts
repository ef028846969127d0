import {
  bookButtonText,
  decodeBookingWords,
  SEATS_REFRESH_MS,
  seatsText,
  type BookingWords,
} from "~/lib/event-booking";
import { CHECKOUT_DISCOUNT_FIELD } from "~/lib/discount-fields";
import { patientNameProblem, patientPhoneProblem } from "~/lib/patient-details";
import { wrapIndex } from "~/lib/wrap-index";
import { bookingContract as names, bookingSelector as selector } from "./contract";
import { fetchSeats, startCheckout, type Patient } from "./send";

/**
 * The consultation day's booking part (booking.tsx, drawn by app/routes/consultation-event.tsx
 * with the default date chosen: the first outside the notice window, app/lib/notice-window.ts).
 * The chosen date is the date button that is pressed; each date button carries its places left,
 * its words (month, day) and, inside the notice window, a mark that shows the window's label
 * under the chosen date (the names are in contract.ts).
 * Previous and next wrap round the dates. Every booking button on the page shares one state:
 * while a checkout starts they are all 'Processing...' and disabled, so a double click or a
 * second button starts nothing more; on a full date they say 'Fully booked'. The places left
 * are asked for again every minute while the page is in view.
 */
export function runBooking() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const root = target.closest?.<HTMLElement>(selector(names.root));
    if (!root) return;
    const step = target.closest<HTMLElement>(selector(names.step));
    const date = target.closest<HTMLButtonElement>(selector(names.date));
    const dates = dateButtons(root);
    if (step && dates.length > 0)
      choose(root, wrapIndex(chosenIndex(root) + Number(step.getAttribute(names.step)), dates.length));
    else if (date) choose(root, dates.indexOf(date));
    else {
      const button = target.closest<HTMLButtonElement>(selector(names.book));
      if (button) void book(root, button);
    }
  });

  let lastAsked = Date.now();
  const refresh = () => {
    lastAsked = Date.now();
    void refreshSeats();
  };
  window.setInterval(() => {
    if (document.visibilityState === "visible") refresh();
  }, SEATS_REFRESH_MS);
  // Back to a tab left in the background: its numbers may be minutes old.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && Date.now() - lastAsked >= SEATS_REFRESH_MS) refresh();
  });
  // Back from the payment page to a page the browser kept: the buttons were left busy.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const root of document.querySelectorAll<HTMLElement>(selector(names.root))) {
      root.removeAttribute(names.busy);
      render(root);
    }
    refresh();
  });
}

/** The part's words: the page's language, carried by the root (English when it carries none). */
const wordsByRoot = new WeakMap<HTMLElement, BookingWords>();
function wordsOf(root: HTMLElement): BookingWords {
  let words = wordsByRoot.get(root);
  if (!words) {
    words = decodeBookingWords(root.getAttribute(names.words));
    wordsByRoot.set(root, words);
  }
  return words;
}

const dateButtons = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLButtonElement>(selector(names.date)),
];

const chosenIndex = (root: HTMLElement) =>
  Math.max(
    0,
    dateButtons(root).findIndex((button) => button.getAttribute("aria-pressed") === "true"),
  );

/** A date button's places left (NaN if it carries none). */
const placesLeft = (button: HTMLElement) => Number(button.getAttribute(names.left) ?? undefined);

const isBusy = (root: HTMLElement) => root.getAttribute(names.busy) === "true";

function choose(root: HTMLElement, index: number) {
  dateButtons(root).forEach((button, i) => button.setAttribute("aria-pressed", String(i === index)));
  render(root);
}

/** Writes the chosen date, its places left and the buttons' state; text only where it changed. */
function render(root: HTMLElement) {
  const chosen = dateButtons(root)[chosenIndex(root)];
  const left = chosen ? placesLeft(chosen) || 0 : 0;
  const full = left <= 0;
  const busy = isBusy(root);
  const words = wordsOf(root);
  setText(
    root.querySelector(selector(names.chosenMonth)),
    chosen?.getAttribute(names.month) ?? words.noDates,
  );
  setText(root.querySelector(selector(names.chosenDay)), chosen?.getAttribute(names.day) ?? "");
  // A date inside the notice window carries its mark: the label shows under the chosen date.
  const windowLabel = root.querySelector<HTMLElement>(selector(names.windowLabel));
  if (windowLabel) windowLabel.hidden = !chosen?.hasAttribute(names.window);
  setText(root.querySelector(selector(names.seats)), seatsText(left, words));
  for (const button of root.querySelectorAll<HTMLButtonElement>(selector(names.book))) {
    button.disabled = busy || full;
    setText(button, bookButtonText(button.getAttribute(names.label) ?? "", { busy, full }, words));
  }
}

function setText(element: Element | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

/**
 * Starts a checkout for the chosen date and goes to the payment page. The buttons stay busy
 * until the browser leaves. Anything else (the date was taken meanwhile, the provider is away,
 * no network) is said with the spec's alert, the buttons come back and the places are asked for
 * again, and focus goes back to the button that was pressed.
 */
async function book(root: HTMLElement, button: HTMLButtonElement) {
  const chosen = dateButtons(root)[chosenIndex(root)];
  if (isBusy(root) || !chosen || placesLeft(chosen) <= 0) return;
  const patient = checkedPatient(root);
  if (!patient) return;
  root.setAttribute(names.busy, "true");
  render(root);
  const words = wordsOf(root);
  const answer = await startCheckout(chosen.getAttribute(names.date) ?? "", patient, words);
  if (answer && "url" in answer) {
    window.location.assign(answer.url);
    return;
  }
  root.removeAttribute(names.busy);
  render(root);
  // The server found the name or phone wrong (a rule the page did not know), or refused the
  // newsletter code (unknown, used): said at the field.
  if (answer) {
    showProblems(root, [{ field: answer.field, problem: answer.message }]);
    return;
  }
  window.alert(words.checkoutFailed);
  // The button was disabled while busy, which took keyboard focus from it: give it back.
  if (document.activeElement === document.body && !button.disabled) button.focus();
  void refreshSeats();
}

/**
 * The name and phone as typed, or null after saying what is wrong: the message under each field
 * that needs one (read out with the field, which is described by it), and focus on the first,
 * which also brings it into view from a booking button elsewhere on the page.
 */
function checkedPatient(root: HTMLElement): Patient | null {
  const field = (name: string) => root.querySelector<HTMLInputElement>(selector(names.field, name));
  const nameField = field("name");
  const phoneField = field("phone");
  if (!nameField || !phoneField) return null;
  const { patient } = wordsOf(root);
  const problems = [
    { field: "name", problem: patientNameProblem(nameField.value, patient) },
    { field: "phone", problem: patientPhoneProblem(phoneField.value, patient) },
    // The code is checked by the server only: an earlier refusal is cleared.
    { field: CHECKOUT_DISCOUNT_FIELD, problem: null },
  ];
  if (showProblems(root, problems)) return null;
  const code = field(CHECKOUT_DISCOUNT_FIELD)?.value.trim();
  const reminders = root.querySelector<HTMLInputElement>(
    `${selector(names.field, "reminders")}:checked`,
  )?.value;
  return {
    name: nameField.value.trim(),
    phone: phoneField.value.trim(),
    ...(code ? { code } : {}),
    ...(reminders && reminders !== "none" ? { reminders } : {}),
  };
}

/** Writes each field's message (or clears it) and focuses the first wrong field; true if one was. */
function showProblems(root: HTMLElement, problems: { field: string; problem: string | null }[]): boolean {
  let first: HTMLInputElement | null = null;
  for (const { field, problem } of problems) {
    const input = root.querySelector<HTMLInputElement>(selector(names.field, field));
    setText(root.querySelector(selector(names.error, field)), problem ?? "");
    if (problem) input?.setAttribute("aria-invalid", "true");
    else input?.removeAttribute("aria-invalid");
    if (problem && !first) first = input;
  }
  first?.focus();
  return first !== null;
}

/**
 * Asks for the places left and writes them on the date buttons. A date no longer offered (its
 * day has come) counts as full. A refusal or a failure leaves the numbers shown as they were.
 */
async function refreshSeats() {
  const root = document.querySelector<HTMLElement>(selector(names.root));
  if (!root) return;
  const seats = await fetchSeats();
  if (!seats) return;
  for (const button of dateButtons(root)) {
    const left = seats[button.getAttribute(names.date) ?? ""];
    button.setAttribute(names.left, String(typeof left === "number" ? left : 0));
  }
  render(root);
}
