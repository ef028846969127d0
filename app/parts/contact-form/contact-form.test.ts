// @vitest-environment jsdom
/**
 * The site script's contact form on a page without React (./contact-form.ts): the page's own
 * messages instead of the browser's, what it sends and how it says the answer, failures and
 * resends, odd markup. Setup in tests/support/contact-form.ts.
 */
import { describe, expect, it, vi } from "vitest";
import { contactCopy } from "~/content/contact";
import { SEND_TIMEOUT_MS } from "~/lib/form-client";
import { IDEMPOTENCY_FIELD, isFormKey, PRERENDER_FORM_KEY } from "~/lib/form-key";
import { formProblemWords } from "~/content/form-errors";
import {
  alertBox,
  answer,
  button,
  control,
  errorOf,
  fetchMock,
  fill,
  filled,
  scrolledIntoView,
  sentBodies,
  serverMessage,
  staticPage,
  stubFormPage,
} from "../../../tests/support/contact-form";
import { enhanceContactForms } from "./script";

stubFormPage();

describe("the contact form on a page without React", () => {
  it("is enhanced: the browser's own validation bubbles are off, the page's messages take over", () => {
    const form = staticPage();
    expect(form.noValidate).toBe(true);
    expect(form.getAttribute("action")).toBe("/f/contact");
  });

  it("empty required fields get the server's messages under them, focus goes to the first, nothing is sent", async () => {
    const form = staticPage();
    fill(form, { name: "   " });
    form.requestSubmit();
    await vi.waitFor(() => expect(errorOf("name")).not.toBeNull());
    expect(errorOf("name")!.textContent).toBe("Enter your name.");
    expect(errorOf("name")!.textContent).toBe(serverMessage({ name: "   ", email: "" }, "name"));
    expect(errorOf("email")!.textContent).toBe("Enter your email address.");
    expect(errorOf("email")!.textContent).toBe(serverMessage({ name: "", email: "" }, "email"));
    expect(errorOf("email")!.className).toBe("mt-1.5 text-sm font-medium text-danger-700");
    expect(control("name").getAttribute("aria-invalid")).toBe("true");
    expect(control("name").getAttribute("aria-describedby")).toBe(errorOf("name")!.id);
    expect(control("phone").hasAttribute("aria-invalid")).toBe(false);
    expect(errorOf("phone")).toBeNull();
    expect(document.activeElement).toBe(control("name"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an email the browser sees is not one gets the server's TYPE_EMAIL message", async () => {
    const form = staticPage();
    fill(form, { name: "Anna", email: "anna.example.com" });
    form.requestSubmit();
    await vi.waitFor(() => expect(errorOf("email")).not.toBeNull());
    expect(errorOf("email")!.textContent).toBe("Enter an email address like name@example.com.");
    expect(errorOf("email")!.textContent).toBe(
      serverMessage({ name: "Anna", email: "anna.example.com" }, "email"),
    );
    expect(errorOf("name")).toBeNull();
    expect(document.activeElement).toBe(control("email"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the fields, the honeypot and a fresh key as JSON to the form's endpoint", async () => {
    const form = staticPage("https://forms.example.org");
    fill(form, { ...filled, treatment: "All-on-4" });
    fetchMock.mockReturnValueOnce(answer(200, { ok: true, next: "/thank-you" }));
    form.requestSubmit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://forms.example.org/f/contact");
    expect(init?.method).toBe("POST");
    const body = sentBodies()[0];
    expect(body).toEqual({
      ...filled,
      treatment: "All-on-4",
      _gotcha: "",
      [IDEMPOTENCY_FIELD]: expect.any(String),
    });
    expect(isFormKey(body[IDEMPOTENCY_FIELD])).toBe(true);
  });

  it("shows the server's field errors under the right inputs, and removes them once fixed", async () => {
    const form = staticPage();
    fill(form, { ...filled, phone: "call me" });
    fetchMock.mockReturnValueOnce(
      answer(400, {
        error: "Validation errors",
        errors: [
          {
            field: "phone",
            code: "TYPE_TEXT",
            message: "Enter a phone number with its country code, like +44 7700 900123.",
          },
        ],
      }),
    );
    form.requestSubmit();
    await vi.waitFor(() => expect(errorOf("phone")).not.toBeNull());
    expect(errorOf("phone")!.textContent).toBe(
      "Enter a phone number with its country code, like +44 7700 900123.",
    );
    expect(control("phone").getAttribute("aria-invalid")).toBe("true");
    expect(control("phone").getAttribute("aria-describedby")).toBe(`${control("phone").id}-error`);
    expect(document.activeElement).toBe(control("phone"));
    expect(alertBox()).toBeNull();

    // The message field has a hint: an error is named after it, and placed after it.
    fill(form, { phone: "+36 1 234 5678" });
    fetchMock.mockReturnValueOnce(
      answer(400, {
        errors: [
          { field: "message", code: "TYPE_TEXT", message: "Your message must be 5,000 characters or fewer." },
        ],
      }),
    );
    form.requestSubmit();
    await vi.waitFor(() => expect(errorOf("message")).not.toBeNull());
    expect(errorOf("phone")).toBeNull();
    expect(control("phone").hasAttribute("aria-invalid")).toBe(false);
    expect(control("phone").hasAttribute("aria-describedby")).toBe(false);
    const id = control("message").id;
    expect(control("message").getAttribute("aria-describedby")).toBe(`${id}-hint ${id}-error`);
    expect(document.getElementById(`${id}-hint`)!.nextElementSibling).toBe(errorOf("message"));

    fetchMock.mockReturnValueOnce(
      answer(429, { errors: [{ code: "TOO_MANY_REQUESTS", message: "too many" }] }),
    );
    form.requestSubmit();
    await vi.waitFor(() => expect(alertBox()).not.toBeNull());
    expect(errorOf("message")).toBeNull();
    expect(control("message").getAttribute("aria-describedby")).toBe(`${id}-hint`);
  });

  it("shows form-level errors in the alert after the button, one paragraph each, and replaces them", async () => {
    const form = staticPage();
    fill(form, filled);
    fetchMock.mockReturnValueOnce(
      answer(400, {
        errors: [
          { code: "TOO_MANY_REQUESTS", message: "too many" },
          { code: "SOMETHING_NEW", message: "Something new went wrong" },
        ],
      }),
    );
    form.requestSubmit();
    await vi.waitFor(() => expect(alertBox()).not.toBeNull());
    const alert = alertBox()!;
    expect(alert.className).toBe("rounded-xl bg-danger-50 p-4 text-[0.95rem] text-danger-700");
    expect(button().nextElementSibling).toBe(alert);
    expect([...alert.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Too many messages were sent from your connection. Please try again in a few minutes.",
      "Something new went wrong",
    ]);

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    form.requestSubmit();
    await vi.waitFor(() => expect(alertBox()!.textContent).toMatch(/could not reach the server/));
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);

    // A send stopped in the browser clears the form-level message, as the React form does.
    fill(form, { email: "" });
    form.requestSubmit();
    await vi.waitFor(() => expect(errorOf("email")).not.toBeNull());
    expect(alertBox()).toBeNull();
  });

  it("says 'Sending...' on a disabled button while the request is pending, and ignores another submit", async () => {
    const form = staticPage();
    fill(form, filled);
    let respond!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (respond = resolve)));
    expect(button().textContent).toBe("Send Message");
    form.requestSubmit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe("Sending...");
    form.dispatchEvent(new Event("submit", { cancelable: true }));
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    respond(Response.json({ errors: [{ code: "BLOCKED", message: "blocked" }] }, { status: 403 }));
    await vi.waitFor(() => expect(alertBox()).not.toBeNull());
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe("Send Message");
  });

  it("a send that gets no answer is given up after 30 s: the connection message, the button back", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const form = staticPage();
      fill(form, filled);
      // A stalled connection: no answer until the request is aborted.
      fetchMock.mockImplementationOnce(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      );
      form.requestSubmit();
      // (vi.waitFor would move the fake clock on by itself.)
      await vi.advanceTimersByTimeAsync(0);
      expect(button().disabled).toBe(true);
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS.json - 1);
      expect(alertBox()).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(alertBox()?.textContent).toContain("We could not reach the server");
      expect(button().disabled).toBe(false);
      expect(button().textContent).toBe(contactCopy.submit);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a resend after a failure reuses the same idempotency key", async () => {
    const form = staticPage();
    const hidden = form.elements.namedItem(IDEMPOTENCY_FIELD) as HTMLInputElement;
    expect(hidden.value).toBe(PRERENDER_FORM_KEY);
    fill(form, filled);
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockReturnValueOnce(answer(200, { ok: true, next: "/thank-you" }));
    form.requestSubmit();
    await vi.waitFor(() => expect(alertBox()).not.toBeNull());
    form.requestSubmit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = sentBodies().map((body) => body[IDEMPOTENCY_FIELD]);
    expect(isFormKey(first)).toBe(true);
    expect(second).toBe(first);
    expect(hidden.value).toBe(first);
  });

  it("each page load (each filled-in form) gets its own key", async () => {
    for (let i = 0; i < 2; i++) {
      const form = staticPage();
      fill(form, filled);
      fetchMock.mockReturnValueOnce(answer(200, { ok: true, next: "/thank-you" }));
      form.requestSubmit();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(i + 1));
    }
    const [first, second] = sentBodies().map((body) => body[IDEMPOTENCY_FIELD]);
    expect(second).not.toBe(first);
  });

  it("a success replaces the section with the thank-you panel", async () => {
    const form = staticPage("", { id: "book" });
    fill(form, filled);
    fetchMock.mockReturnValueOnce(answer(200, { ok: true, next: "/thank-you" }));
    form.requestSubmit();
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')).not.toBeNull());
    const section = document.getElementById("book")!;
    expect(section.getAttribute("aria-live")).toBe("polite");
    expect(section.hasAttribute("aria-labelledby")).toBe(false);
    expect(section.querySelector("form")).toBeNull();
    const panel = section.firstElementChild!;
    expect(section.children).toHaveLength(1);
    expect(panel.getAttribute("role")).toBe("status");
    expect(panel.querySelector("h2")!.textContent).toBe("Thank You for Reaching Out!");
    expect(panel.querySelector("p")!.textContent).toBe(contactCopy.thanksText);
    expect(panel.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
    // Brought on screen and focused, so the patient sees it and a screen reader reads it.
    expect(document.activeElement).toBe(panel.querySelector("h2"));
    expect(scrolledIntoView).toHaveBeenCalledWith({ block: "center", behavior: "smooth" });
  });

  it("a 2xx without the protocol's answer is not taken for a success", async () => {
    const form = staticPage();
    fill(form, filled);
    fetchMock.mockReturnValueOnce(Promise.resolve(new Response("<html>proxy page</html>", { status: 200 })));
    form.requestSubmit();
    await vi.waitFor(() => expect(alertBox()?.textContent).toBe(formProblemWords.unexpected));
    expect(document.querySelector("form")).not.toBeNull();
  });

  it("leaves forms it does not know as plain posts, and never throws on odd markup", () => {
    document.body.innerHTML = `
      <form data-contact-form="contact"></form>
      <form data-contact-form="contact" action="/elsewhere"><input name="name"></form>
      <form data-contact-form="" action="/f/"></form>
      <form action="/f/contact"><input name="name"></form>`;
    expect(() => enhanceContactForms(document)).not.toThrow();
    for (const form of document.querySelectorAll("form")) expect(form.noValidate).toBe(false);
  });

  it("a form without the usual fields or button is still sent without throwing", async () => {
    document.body.innerHTML = `<section><form data-contact-form="contact" action="/f/contact">
      <input name="name" value="Anna"><input name="email" type="email" value="anna@example.com"></form></section>`;
    enhanceContactForms(document);
    fetchMock.mockReturnValueOnce(
      answer(400, {
        errors: [
          { field: "name", code: "TYPE_TEXT", message: "x" },
          { code: "EMPTY", message: "empty" },
        ],
      }),
    );
    document.querySelector("form")!.requestSubmit();
    await vi.waitFor(() => expect(alertBox()).not.toBeNull());
    // No id on the input: no error paragraph to point at, but the form-level message is shown.
    expect(document.querySelector("form")!.lastElementChild).toBe(alertBox());
  });

  it("enhancing twice sends once", async () => {
    const form = staticPage();
    enhanceContactForms(document);
    fill(form, filled);
    fetchMock.mockReturnValue(answer(200, { ok: true, next: "/thank-you" }));
    form.requestSubmit();
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
