// @vitest-environment jsdom
/**
 * The contact form on a German and a French page: its markup says the language (a hidden field)
 * and carries the words the site script says, so the script answers in the page's language
 * without bundling German or French; the English page carries neither.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "~/content/locales";
import {
  contactCopyIn,
  fieldErrorWordsIn,
  formErrorWordsIn,
  treatmentOptionsIn,
  uploadMessagesIn,
} from "~/content/translations";
import { LocaleProvider } from "~/lib/locale";
import {
  alertBox,
  answer,
  chooseFiles,
  errorOf,
  fetchMock,
  fill,
  filled,
  photo,
  sentBodies,
  stubFormPage,
} from "../../../tests/support/contact-form";
import { ContactSection } from "./contact-form";
import { contactFormContract } from "./contract";
import { enhanceContactForms } from "./script";

stubFormPage();

function markup(locale: Locale, props: Parameters<typeof ContactSection>[0] = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ formEndpoint: "" }),
      Component: () => createElement(LocaleProvider, { value: locale }, createElement(ContactSection, props)),
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: ["/"],
      hydrationData: { loaderData: { root: { formEndpoint: "" } } },
    }),
  );
}

function staticPage(locale: Locale, props: Parameters<typeof ContactSection>[0] = {}) {
  document.body.innerHTML = markup(locale, props);
  enhanceContactForms(document);
  return document.querySelector("form")!;
}

describe("the contact form in German and French", () => {
  it("English: no language field and no words in the markup", () => {
    const html = markup("en");
    expect(html).not.toContain('name="language"');
    expect(html).not.toContain(contactFormContract.words);
    expect(html).toContain('href="/privacy"');
  });

  it("German: the language field, German labels, German treatment names with English values, a German privacy link", () => {
    const form = staticPage("de");
    expect((form.elements.namedItem("language") as HTMLInputElement).value).toBe("de");
    expect(form.textContent).toContain(contactCopyIn.de.submit);
    const option = form.querySelector<HTMLOptionElement>('option[value="Dental Implants"]')!;
    expect(option.textContent).toBe(treatmentOptionsIn.de[0]);
    expect(form.querySelector('a[href="/de/datenschutz"]')).not.toBeNull();
  });

  it("German: the script's own checks say German sentences, and nothing is sent", async () => {
    const form = staticPage("de");
    form.requestSubmit();
    await vi.waitFor(() => expect(errorOf("name")).not.toBeNull());
    expect(errorOf("name")!.textContent).toBe(fieldErrorWordsIn.de.missing("name"));
    expect(errorOf("email")!.textContent).toBe(fieldErrorWordsIn.de.missing("email"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("French: sends the language; a form-level code and a re-said field code in French; the thanks in French", async () => {
    const form = staticPage("fr");
    fill(form, filled);
    fetchMock.mockReturnValueOnce(
      answer(429, {
        error: "Too many",
        errors: [
          { code: "TOO_MANY_REQUESTS", message: "Too many messages" },
          { field: "email", code: "TYPE_EMAIL", message: "Enter an email address" },
        ],
      }),
    );
    form.requestSubmit();
    await vi.waitFor(() => expect(alertBox()).not.toBeNull());
    expect(sentBodies()[0].language).toBe("fr");
    expect(alertBox()!.textContent).toBe(formErrorWordsIn.fr.TOO_MANY_REQUESTS);
    expect(errorOf("email")!.textContent).toBe(fieldErrorWordsIn.fr.email);

    fetchMock.mockReturnValueOnce(answer(200, { ok: true, next: "/fr/merci" }));
    form.requestSubmit();
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')).not.toBeNull());
    expect(document.querySelector('[role="status"] h2')!.textContent).toBe(contactCopyIn.fr.thanksTitle);
  });

  it("French quote form: too many files said in French before anything is sent", async () => {
    const form = staticPage("fr", { formId: "quote", attachments: true });
    fill(form, filled);
    chooseFiles(Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`)));
    form.requestSubmit();
    await vi.waitFor(() => expect(errorOf("attachments")).not.toBeNull());
    expect(errorOf("attachments")!.textContent).toBe(uploadMessagesIn.fr.TOO_MANY_FILES);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
