// @vitest-environment jsdom
/**
 * The quote form's X-rays and photos on a page without React: too many files refused before
 * sending, the rest sent as multipart. Setup in tests/support/contact-form.ts.
 */
import { describe, expect, it, vi } from "vitest";
import { contactCopy } from "~/content/contact";
import { IDEMPOTENCY_FIELD, isFormKey } from "~/lib/form-key";
import { UPLOAD_FIELD, uploadLimits } from "~/lib/upload-rules";
import { uploadMessages } from "~/content/form-errors";
import {
  button,
  chooseFiles,
  control,
  errorOf,
  fetchMock,
  fill,
  filled,
  photo,
  quoteProps,
  staticPage,
  stubFormPage,
} from "../../../tests/support/contact-form";

stubFormPage();

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
