import { NEWSLETTER_POPUP_ID, POPUP_AUTO_CLOSE_MS, POPUP_DELAY_MS, SUBSCRIBED_FLAG } from "~/lib/chrome";
import { isLocale } from "~/content/locales";
import { newsletterContract, popupSelector, readPopupWords } from "./contract";
import { sendNewsletterSignup } from "./send";

/** Storage may be refused (private browsing): then the visitor is treated as not signed up. */
function alreadySubscribed(): boolean {
  try {
    return window.localStorage.getItem(SUBSCRIBED_FLAG) === "true";
  } catch {
    return false;
  }
}

function rememberSubscribed() {
  try {
    window.localStorage.setItem(SUBSCRIBED_FLAG, "true");
  } catch {
    // The sign-up itself is stored on the server.
  }
}

/**
 * The newsletter popup (docs/product.md, States): a dialog shown 10 s after load unless the
 * visitor has signed up; a sign-up posts to /api/newsletter (send.ts), shows thanks, sets the flag and
 * closes 3 s later. The close button, Escape and a click on the backdrop hide it without setting
 * the flag; the browser gives focus back to where it was before the popup opened.
 */
export function runNewsletterPopup() {
  const popup = document.getElementById(NEWSLETTER_POPUP_ID) as HTMLDialogElement | null;
  const form = popup?.querySelector("form");
  if (!popup || !form) return;
  // Storage is read when the popup is due, not at load: a page's first read is slow on a phone.
  window.setTimeout(() => {
    if (!alreadySubscribed() && !document.querySelector("dialog:modal")) popup.showModal();
  }, POPUP_DELAY_MS);
  // The close button, or a click on the backdrop: the dialog itself is the target of a click on
  // its own padding too, so only a click outside its box counts (a keyboard "click" is on a control).
  popup.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (
      target.closest(popupSelector(newsletterContract.close)) ||
      (target === popup && outside(popup, event))
    )
      popup.close();
  });

  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const alert = form.querySelector<HTMLElement>(popupSelector(newsletterContract.error));
  const label = button?.textContent ?? "";
  // A German or French page's form carries its language and the words said here (English without).
  const words = readPopupWords(form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const fields = new FormData(form);
    const email = String(fields.get("email") ?? "");
    const language = fields.get("language");
    if (button) {
      button.disabled = true;
      button.textContent = words?.sending ?? "Sending...";
    }
    if (alert) alert.hidden = true;
    void sendNewsletterSignup(
      email,
      location.pathname,
      isLocale(language) ? language : undefined,
      words?.errors,
    ).then((answer) => {
      if ("ok" in answer) {
        rememberSubscribed();
        popup.querySelector<HTMLElement>(popupSelector(newsletterContract.form))!.hidden = true;
        popup.querySelector<HTMLElement>(popupSelector(newsletterContract.thanks))!.hidden = false;
        window.setTimeout(() => popup.close(), POPUP_AUTO_CLOSE_MS);
        return;
      }
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
      if (alert) {
        alert.textContent = answer.error;
        alert.hidden = false;
      }
    });
  });
}

function outside(element: Element, { clientX: x, clientY: y }: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}
