// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactSection } from "~/components/forms/contact-form";
import { contactCopy } from "~/content/contact";
import { fieldErrorText, validateContact } from "~/lib/contact-schema";
import { SEND_TIMEOUT_MS } from "~/lib/form-client";
import { IDEMPOTENCY_FIELD, isFormKey, PRERENDER_FORM_KEY } from "~/lib/form-key";
import { UPLOAD_FIELD, uploadLimits } from "~/lib/upload-rules";
import { formProblemWords, uploadMessages } from "~/content/form-errors";
import { enhanceContactForms } from "./contact-form";

type Props = Parameters<typeof ContactSection>[0];

/** ContactSection in the app's router, with the root loader's form endpoint. */
function page(endpoint = "", props: Props = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ formEndpoint: endpoint }),
      Component: () => createElement(ContactSection, props),
    },
  ]);
  return createElement(Stub, {
    initialEntries: ["/"],
    hydrationData: { loaderData: { root: { formEndpoint: endpoint } } },
  });
}

/** A static page: the server's markup, no React, the site script's enhancer. */
function staticPage(endpoint = "", props: Props = {}) {
  document.body.innerHTML = renderToString(page(endpoint, props));
  enhanceContactForms(document);
  return document.querySelector("form")!;
}

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => Promise.resolve(Response.json(body, { status }));
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

const scrolledIntoView = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  // jsdom lays nothing out: the thank-you's scroll is recorded instead.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
  scrolledIntoView.mockReset();
  Element.prototype.scrollIntoView = scrolledIntoView;
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

function fill(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
}
const control = (name: string) => document.querySelector<HTMLElement>(`[name="${name}"]`)!;
const errorOf = (name: string) => document.getElementById(`${control(name).id}-error`);
const button = () => document.querySelector<HTMLButtonElement>("button[type=submit]")!;
const alertBox = () => document.querySelector('[role="alert"]');
/** The message the endpoint (the one Zod schema) gives for these values, as Field shows it. */
function serverMessage(values: Record<string, string>, field: "name" | "email") {
  const checked = validateContact(values);
  if (checked.ok) throw new Error("expected the schema to reject these values");
  return fieldErrorText(checked.errors.filter((e) => e.field === field));
}
const filled = { name: "Anna Kovacs", email: "anna@example.com", phone: "+36 1 234 5678", message: "Hello" };

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

/**
 * Files as if chosen in the quote form's picker: jsdom's file inputs cannot be given files, so
 * FormData built from a form gets them added, as the browser's would carry them.
 */
function chooseFiles(files: File[]) {
  const Real = FormData;
  class WithFiles extends Real {
    constructor(form?: HTMLFormElement) {
      super(form);
      if (form?.querySelector(`[name="${UPLOAD_FIELD}"]`))
        for (const file of files) this.append(UPLOAD_FIELD, file);
    }
  }
  vi.stubGlobal("FormData", WithFiles);
}
const photo = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
const quoteProps = { formId: "quote", attachments: true } as const;

describe("the quote form (X-rays and photos) on a page without React", () => {
  it("refuses too many files before sending: the message under the file field, focus on it", async () => {
    const form = staticPage("", quoteProps);
    expect(form.noValidate).toBe(true);
    fill(form, filled);
    chooseFiles(Array.from({ length: uploadLimits.maxFiles + 1 }, (_, i) => photo(`tooth-${i}.jpg`)));
    form.requestSubmit();
    await vi.waitFor(() => expect(errorOf(UPLOAD_FIELD)).not.toBeNull());
    expect(errorOf(UPLOAD_FIELD)!.textContent).toBe(uploadMessages.TOO_MANY_FILES);
    expect(control(UPLOAD_FIELD).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(control(UPLOAD_FIELD));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the fields, the key and the files as multipart, saying so on the button", async () => {
    const form = staticPage("", quoteProps);
    fill(form, filled);
    chooseFiles([photo("upper-front.jpg", 2048), photo("upper-side.jpg")]);
    let reply!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    form.requestSubmit();
    await vi.waitFor(() => expect(button().textContent).toBe(contactCopy.attachments.sendingWithFiles));
    expect(button().disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/f/quote");
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("name")).toBe(filled.name);
    expect(isFormKey(String(body.get(IDEMPOTENCY_FIELD)))).toBe(true);
    expect(body.getAll(UPLOAD_FIELD).map((file) => (file as File).name)).toEqual([
      "upper-front.jpg",
      "upper-side.jpg",
    ]);
    // The browser writes a multipart body's type itself, with its boundary.
    expect(new Headers(init!.headers).get("content-type")).toBeNull();
    reply(Response.json({ ok: true, next: "/thank-you" }));
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')).not.toBeNull());
  });
});

/**
 * The section's markup as a visitor's browser would see it: elements with sorted attributes and
 * their text (comments, React's text separators, lucide's own class names and the select's
 * option state left out). The hidden key is left out too: it is random, and the React form's
 * re-render puts the placeholder back into the field's attribute.
 */
function markup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  if (!(node instanceof Element)) return "";
  const attributes = [...node.attributes]
    .filter(
      (a) =>
        a.name !== "selected" && !(a.name === "value" && node.getAttribute("name") === IDEMPOTENCY_FIELD),
    )
    .map((a) => {
      const value = a.name === "class" ? a.value.replace(/\blucide[\w-]*\s*/g, "").trim() : a.value;
      return `${a.name}="${value}"`;
    })
    .sort()
    .join(" ");
  return `<${node.localName} ${attributes}>${[...node.childNodes].map(markup).join("")}</${node.localName}>`;
}

describe("the same page as the React form draws it", () => {
  async function compare(
    values: Record<string, string>,
    done: () => unknown,
    reply?: () => Promise<Response>,
    props: Props = {},
  ) {
    render(page("", props));
    const drawn = await waitFor(() => {
      const found = document.querySelector("form");
      if (!found) throw new Error("the form is not drawn yet");
      return found;
    });
    fill(drawn, values);
    if (reply) fetchMock.mockReturnValueOnce(reply());
    fireEvent.submit(drawn);
    await waitFor(done);
    const react = markup(document.querySelector("section")!);
    cleanup();

    const form = staticPage("", props);
    fill(form, values);
    if (reply) fetchMock.mockReturnValueOnce(reply());
    form.requestSubmit();
    await vi.waitFor(done);
    return { react, page: markup(document.querySelector("section")!) };
  }

  it("after a send stopped in the browser", async () => {
    const { react, page } = await compare({ name: "", email: "anna.example.com" }, () =>
      expect(document.getElementById("contact-email-error")).not.toBeNull(),
    );
    expect(page).toContain("Enter your name.");
    expect(page).toContain("Enter an email address like name@example.com.");
    expect(page).toBe(react);
  });

  it("after the server's field and form errors", async () => {
    const reply = () =>
      answer(400, {
        errors: [
          { field: "message", code: "TYPE_TEXT", message: "Your message must be 5,000 characters or fewer." },
          { field: "phone", code: "TYPE_TEXT", message: "Enter a phone number with its country code." },
          { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
          { code: "TOO_MANY_REQUESTS", message: "too many" },
        ],
      });
    const { react, page } = await compare(filled, () => expect(alertBox()).not.toBeNull(), reply);
    expect(page).toContain("Enter a phone number with its country code.");
    // A TYPE_EMAIL in another service's words is said in ours.
    expect(page).toContain("Enter an email address like name@example.com.");
    expect(page).not.toContain("should be");
    expect(page).toBe(react);
  });

  it("after a success", async () => {
    const reply = () => answer(200, { ok: true, next: "/thank-you" });
    const { react, page } = await compare(
      filled,
      () => expect(document.querySelector('[role="status"]')).not.toBeNull(),
      reply,
    );
    expect(page).toContain(contactCopy.thanksTitle);
    expect(page).toBe(react);
  });

  it("after the quote form's files were refused", async () => {
    chooseFiles([photo("huge.jpg", uploadLimits.maxFileBytes + 1)]);
    const { react, page } = await compare(
      filled,
      () => expect(document.getElementById(`contact-${UPLOAD_FIELD}-error`)).not.toBeNull(),
      undefined,
      quoteProps,
    );
    expect(page).toContain(uploadMessages.FILES_TOO_BIG);
    expect(page).toBe(react);
  });

  it("after the server refused the quote form's files", async () => {
    const reply = () =>
      answer(400, {
        errors: [{ field: UPLOAD_FIELD, code: "TYPE_FILE", message: uploadMessages.wrongType("a.gif") }],
      });
    const { react, page } = await compare(
      filled,
      () => expect(document.getElementById(`contact-${UPLOAD_FIELD}-error`)).not.toBeNull(),
      reply,
      quoteProps,
    );
    expect(page).toContain("a.gif");
    expect(page).toBe(react);
  });
});
