/**
 * The contact and quote forms under test in jsdom (app/parts/contact-form/*.test.ts): the
 * section in the app's router or as a static page enhanced by the site script, a stubbed fetch
 * and the ways the tests fill the form, choose files and read its messages.
 */
import { cleanup } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import { ContactSection } from "~/parts/contact-form/contact-form";
import { fieldErrorText } from "~/lib/field-errors";
import { validateContact } from "~/lib/schemas/contact";
import { UPLOAD_FIELD } from "~/lib/upload-rules";
import { enhanceContactForms } from "~/parts/contact-form/script";

export type Props = Parameters<typeof ContactSection>[0];

/** ContactSection in the app's router, with the root loader's form endpoint. */
export function page(endpoint = "", props: Props = {}) {
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
export function staticPage(endpoint = "", props: Props = {}) {
  document.body.innerHTML = renderToString(page(endpoint, props));
  enhanceContactForms(document);
  return document.querySelector("form")!;
}

export const fetchMock = vi.fn<typeof fetch>();
export const answer = (status: number, body: unknown) => Promise.resolve(Response.json(body, { status }));
export const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

export const scrolledIntoView = vi.fn();

/** Before each test: fetch, matchMedia and scrolling stubbed; after it, the page emptied. */
export function stubFormPage() {
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
}

export function fill(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
}
export const control = (name: string) => document.querySelector<HTMLElement>(`[name="${name}"]`)!;
export const errorOf = (name: string) => document.getElementById(`${control(name).id}-error`);
export const button = () => document.querySelector<HTMLButtonElement>("button[type=submit]")!;
export const alertBox = () => document.querySelector('[role="alert"]');
/** The message the endpoint (the one Zod schema) gives for these values, as Field shows it. */
export function serverMessage(values: Record<string, string>, field: "name" | "email") {
  const checked = validateContact(values);
  if (checked.ok) throw new Error("expected the schema to reject these values");
  return fieldErrorText(checked.errors.filter((e) => e.field === field));
}
export const filled = {
  name: "Anna Kovacs",
  email: "anna@example.com",
  phone: "+36 1 234 5678",
  message: "Hello",
};

/**
 * Files as if chosen in the quote form's picker: jsdom's file inputs cannot be given files, so
 * FormData built from a form gets them added, as the browser's would carry them.
 */
export function chooseFiles(files: File[]) {
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
export const photo = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
export const quoteProps = { formId: "quote", attachments: true } as const;
