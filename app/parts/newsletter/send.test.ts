import { afterEach, describe, expect, it, vi } from "vitest";
import { newsletterErrorWords } from "~/content/form-errors";
import { newsletterErrorWordsIn } from "~/content/translations";
import { NEWSLETTER_PATH, sendNewsletterSignup } from "./send";

// The newsletter's one sending path: what it posts, and how it reads the endpoint's answer.

const failed = `${newsletterErrorWords.failed} ${newsletterErrorWords.tryAgain}`;

function answering(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendNewsletterSignup", () => {
  it("posts {email, page} as JSON, asking for JSON, and takes a 202 as stored", async () => {
    const fetch = answering(Response.json({ ok: true }, { status: 202 }));
    expect(await sendNewsletterSignup("reader@example.com", "/prices")).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(NEWSLETTER_PATH);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({ email: "reader@example.com", page: "/prices" });
  });

  it("gives the endpoint's own sentence for a refused sign-up", async () => {
    answering(Response.json({ error: "Enter your email address.", code: "INVALID" }, { status: 400 }));
    expect(await sendNewsletterSignup("", "/")).toEqual({ error: "Enter your email address." });
  });

  it("says a failure to try again when the answer has no sentence, or none comes", async () => {
    answering(new Response("<html>", { status: 502 }));
    expect(await sendNewsletterSignup("a@example.com", "/")).toEqual({ error: failed });
    answering(new TypeError("Failed to fetch"));
    expect(await sendNewsletterSignup("a@example.com", "/")).toEqual({ error: failed });
  });

  it("sends a German page's language, and says the endpoint's sentences and a failure in German", async () => {
    const de = newsletterErrorWordsIn.de;
    const fetch = answering(
      Response.json({ error: newsletterErrorWords.missing, code: "INVALID" }, { status: 400 }),
    );
    expect(await sendNewsletterSignup("", "/de", "de", de)).toEqual({ error: de.missing });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "", page: "/de", language: "de" });
    answering(new TypeError("Failed to fetch"));
    expect(await sendNewsletterSignup("a@example.com", "/de", "de", de)).toEqual({
      error: `${de.failed} ${de.tryAgain}`,
    });
  });
});
