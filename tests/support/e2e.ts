import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config";

/**
 * Runs axe on the page as it is now and fails with the rules that were broken. Every rule of
 * the tags runs on every element; only what axe reports back is cut to what the test reads:
 * - `resultTypes: ["violations"]`: passed, incomplete and inapplicable rules are reported with
 *   one element each instead of every element (axe's own option for large pages: building a
 *   unique selector for each of a thousand passing elements is the slow tail of a run);
 * - legacy mode: axe runs in the page itself (`axe.run`), and reaches our own frames (the
 *   confirmation page's appointment picker) through axe's messages between frames, instead of
 *   running in each frame and opening a blank page to put the results together. A frame from
 *   another site would go unchecked: none loads before a click (maps and videos), and no test
 *   clicks one and then runs axe.
 * Measured on the home page, on a quiet two-core machine: 5-7 s before, 3-4 s after, the same
 * violations found (planted ones, in the page and in one of our frames, still fail:
 * tests/e2e/a11y.spec.ts).
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Keeps the newsletter popup away, for tests about something else. */
export async function suppressNewsletterPopup(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("newsletterSubscribed", "true"));
}

/** Requests the page made to any other origin while loading. */
export function recordForeignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
  });
  return foreign;
}

/**
 * A page React hydrates, for tests of what happens once React runs in the browser (client-side
 * navigation, the hydrated page's scripts): the public pages are all sent without React
 * (docs/decisions/0012 and 0015). An unknown payment's confirmation page stays hydrated: it is
 * the page a paying patient comes back to.
 */
export const HYDRATED_PAGE = "/consultation-success?session_id=cs_test_hydrated_page_0001";

/** Opens a page and waits until React has hydrated it (the site's behaviours are live). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

/** Freezes the page's clock before it loads, so timers move only with clock.runFor(). */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date("2026-06-01T09:59:00Z") });
  await page.clock.pauseAt(new Date("2026-06-01T10:00:00Z"));
}

/**
 * A slow phone, as Chrome's DevTools would emulate it: about 1.6 Mbps down, 150 ms of
 * latency and a CPU four times slower. Applies to this page from now on.
 */
export async function emulateSlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** A promise with its resolve function outside: hold a route until the test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Where the top of the element with this id is, in CSS pixels from the top of the window. */
export function topOf(page: Page, id: string): Promise<number | null> {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    return element ? Math.round(element.getBoundingClientRect().top) : null;
  }, id);
}

/** A quoted-printable body as text. */
const fromQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/**
 * Headers as read: folded lines joined, and RFC 2047 words (a subject with 'é' or a no-break
 * space, '=?UTF-8?Q?...?=' or '=?UTF-8?B?...?=') decoded.
 */
function readHeaders(headers: string): string {
  return headers
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : fromQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** An .eml file's headers and every part's decoded text, one after another. */
function readEml(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const headers = readHeaders(part.slice(0, split));
      const body = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === "base64")
        return `${headers}\n${Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")}`;
      if (encoding === "quoted-printable") return `${headers}\n${fromQuotedPrintable(body)}`;
      return `${headers}\n${body}`;
    })
    .join("\n");
}

/**
 * Waits for the e2e server to write an email to `to` whose subject starts with `subject` (the
 * outbox worker sends every few seconds), and gives its decoded text, attachments included.
 */
export async function waitForEmail(to: string, subject: string, timeoutMs = 20_000): Promise<string> {
  const dir = path.join(e2eDataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(".eml")).sort()) {
      const text = readEml(await readFile(path.join(dir, name), "utf8"));
      if (new RegExp(`^To: ${to}$`, "m").test(text) && new RegExp(`^Subject: ${subject}`, "m").test(text))
        return text;
    }
    if (Date.now() > deadline) throw new Error(`no email to ${to} with subject "${subject}" in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Fills the contact form on `path`, lets its first send fail at the network, sends it again, and
 * returns the idempotency key of each send: a resend must be the same lead.
 */
export async function keysOfFailedThenResentForm(page: Page, path: string, email: string): Promise<string[]> {
  const keys: string[] = [];
  let failFirst = true;
  await page.route("**/f/contact", async (route) => {
    keys.push((route.request().postDataJSON() as { _idempotency_key: string })._idempotency_key);
    if (failFirst) {
      failFirst = false;
      await route.abort("connectionreset");
      return;
    }
    await route.continue();
  });
  await gotoHydrated(page, path);
  const form = page.locator("#contact form");
  await form.getByLabel("Name *").fill("Twice Sent");
  await form.getByLabel("Email *").fill(email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
  return keys;
}

/** The patient's name and phone on the consultation day page, filled before a booking button is pressed. */
/** The date the event page has chosen (the first outside the 7-day window unless the visitor picks another). */
export async function chosenEventDate(page: Page): Promise<string> {
  return (await page.locator('[data-booking-date][aria-pressed="true"]').getAttribute("data-booking-date"))!;
}

export async function fillPatient(page: Page, name = "Ann Lee", phone = "+44 7700 900123") {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Phone number, with country code").fill(phone);
}
