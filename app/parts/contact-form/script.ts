import { contactCopy } from "~/content/contact";
import { contactFields } from "~/lib/contact-fields";
import { fieldError, fieldErrorText } from "~/lib/field-errors";
import { DISCOUNT_FIELD } from "~/lib/discount-fields";
import { formKey } from "~/lib/form-key";
import type { FormErrorItem } from "~/lib/formspree";
import { revealThanks } from "~/lib/scroll";
import { UPLOAD_FIELD } from "~/lib/upload-rules";
import {
  contactFormContract,
  contactFormSelector,
  contactFormWordsOf,
  type ContactFormWords,
} from "./contract";
import { fieldWordsOf, sendContactForm, type FieldErrors as Errors } from "./send";

// The contact form on pages served without React (ContactSection's server markup): sent in the
// page by the same path as the React form (./send.ts), with its messages and thank-you panel.
// Without this script, or when it fails, the form is a plain post that the endpoint answers with
// a redirect to /thank-you. On a page in another language, the form's markup carries the words
// this script says (./contract.ts), so the script itself holds English only.

/** lucide's circle-check, as ContactSection's CircleCheck draws it. */
const CHECK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" class="mx-auto size-14 text-success-700" aria-hidden="true"><circle cx="12" cy="12" r="10"></circle><path d="m16 9-5.5 5.5L8 12"></path></svg>';

const enhanced = new WeakSet<HTMLFormElement>();

/** Sends every contact form on the page in place, as ContactSection does once hydrated. */
export function enhanceContactForms(doc: Document = document): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>(contactFormSelector)) {
    const formId = form.getAttribute(contactFormContract.form) ?? "";
    const action = form.getAttribute("action") ?? "";
    const suffix = `/f/${formId}`;
    // Markup this script does not know stays a plain post.
    if (enhanced.has(form) || !formId || !action.endsWith(suffix)) continue;
    enhanced.add(form);
    form.noValidate = true;
    const send = contactSender(form, action.slice(0, -suffix.length), formId);
    let sending = false;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (sending) return;
      sending = true;
      send()
        // A failure of this script, not of the server: the browser posts the form itself (its
        // key is in it by then, so the endpoint keeps one lead if the first send arrived).
        .catch(() => form.submit())
        .finally(() => (sending = false));
    });
  }
}

function contactSender(form: HTMLFormElement, endpoint: string, formId: string) {
  const doc = form.ownerDocument;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.textContent ?? "";
  const words = contactFormWordsOf(form);
  const fieldWords = fieldWordsOf(words);
  let alert: HTMLElement | undefined;

  function show(fieldErrors: Errors, formErrors: string[]) {
    let firstInvalid: HTMLElement | undefined;
    for (const name of [...contactFields, UPLOAD_FIELD, DISCOUNT_FIELD] as const) {
      const control = form.elements.namedItem(name) as HTMLElement | null;
      if (!control?.id) continue;
      // As Field draws it: the error under the control (and its hint), named by aria-describedby.
      const hintId = `${control.id}-hint`;
      const errorId = `${control.id}-error`;
      const hint = doc.getElementById(hintId);
      doc.getElementById(errorId)?.remove();
      const errors = fieldErrors[name];
      const describedBy = [hint && hintId, errors?.length && errorId].filter(Boolean).join(" ");
      if (errors?.length) {
        const error = element("p", "mt-1.5 text-sm font-medium text-danger-700", [
          // Whole sentences that say what to do (~/lib/field-errors.ts, as the server says them).
          fieldErrorText(errors, fieldWords),
        ]);
        error.id = errorId;
        (hint ?? control).after(error);
        control.setAttribute("aria-invalid", "true");
        firstInvalid ??= control;
      } else control.removeAttribute("aria-invalid");
      if (describedBy) control.setAttribute("aria-describedby", describedBy);
      else control.removeAttribute("aria-describedby");
    }
    alert?.remove();
    alert = undefined;
    if (formErrors.length > 0) {
      alert = element(
        "div",
        "rounded-xl bg-danger-50 p-4 text-[0.95rem] text-danger-700",
        formErrors.map((message) => element("p", "", [message])),
      );
      alert.setAttribute("role", "alert");
      if (button) button.after(alert);
      else form.append(alert);
    }
    firstInvalid?.focus();
  }

  function thank() {
    const panel = element("div", "card mx-auto max-w-2xl p-10 text-center", []);
    panel.setAttribute("role", "status");
    panel.innerHTML = CHECK_ICON;
    const heading = element("h2", "mt-4 text-3xl font-semibold focus:outline-none", [
      words?.thanksTitle ?? contactCopy.thanksTitle,
    ]);
    panel.append(heading, element("p", "mt-3 text-muted", [words?.thanksText ?? contactCopy.thanksText]));
    const section = form.closest("section");
    if (!section) form.replaceWith(panel);
    else {
      section.setAttribute("aria-live", "polite");
      // Its heading goes with the form.
      section.removeAttribute("aria-labelledby");
      section.replaceChildren(panel);
    }
    revealThanks(heading);
  }

  function element(tag: string, className: string, children: (Node | string)[]) {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    node.append(...children);
    return node;
  }

  return async function send() {
    try {
      const outcome = await sendContactForm(form, {
        endpoint,
        formId,
        key: formKey(form),
        validate: (values) => check(form, values, words),
        words,
        onSending(withFiles) {
          if (!button) return;
          button.disabled = true;
          button.textContent = withFiles
            ? (words?.sendingWithFiles ?? contactCopy.attachments.sendingWithFiles)
            : (words?.sending ?? contactCopy.sending);
        },
      });
      if (outcome.kind === "success") return thank();
      show(outcome.fieldErrors, outcome.formErrors);
    } finally {
      if (button?.isConnected) {
        button.disabled = false;
        button.textContent = label;
      }
    }
  };
}

/**
 * What ~/lib/schemas/contact.ts answers for the rules a browser can check without Zod (the
 * schema is not imported: Zod would come with it): name and email required, the email an email.
 * The server checks everything else.
 */
function check(
  form: HTMLFormElement,
  values: Record<string, string>,
  words?: ContactFormWords,
): Errors | undefined {
  const errors: Errors = {};
  // In the page's words where the markup carries them (the code stays Formspree's).
  const say = (item: FormErrorItem, message: string | undefined) => ({
    ...item,
    message: message ?? item.message,
  });
  for (const field of ["name", "email"])
    if (!values[field].trim())
      errors[field] = [
        say(fieldError(field, "missing"), words && (words.missing[field] ?? words.missing[""])),
      ];
  const email = form.elements.namedItem("email") as HTMLInputElement | null;
  if (!errors.email && email?.validity?.typeMismatch)
    errors.email = [say(fieldError("email", "email"), words?.email)];
  return Object.keys(errors).length > 0 ? errors : undefined;
}
