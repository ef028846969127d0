// @vitest-environment jsdom
/**
 * The site script's form and the React form draw the same page after each outcome (a send
 * stopped, the server's errors, a success, the quote form's). Setup in tests/support/contact-form.ts.
 */
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { contactCopy } from "~/content/contact";
import { IDEMPOTENCY_FIELD } from "~/lib/form-key";
import { UPLOAD_FIELD, uploadLimits } from "~/lib/upload-rules";
import { uploadMessages } from "~/content/form-errors";
import {
  alertBox,
  answer,
  chooseFiles,
  fetchMock,
  fill,
  filled,
  page,
  photo,
  quoteProps,
  type Props,
  staticPage,
  stubFormPage,
} from "../../../tests/support/contact-form";

stubFormPage();

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
