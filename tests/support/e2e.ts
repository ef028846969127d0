import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe on the page as it is now and fails with the rules that were broken. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
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
