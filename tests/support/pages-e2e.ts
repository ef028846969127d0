/**
 * Reading pages in the browser tests (tests/e2e/pages.spec.ts, prices.spec.ts, travel.spec.ts):
 * the server's HTML as text, and where an anchor's target lands under the navigation bar.
 */
import { expect, type APIResponse, type Page } from "@playwright/test";

/** The server HTML as a reader sees it: React's empty text separators and entities removed. */
export const textOf = async (response: APIResponse) =>
  (await response.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** Distance from the top of the window to the element, in px. */
export const topOf = (page: Page, id: string) =>
  page.evaluate((target) => {
    const element = document.getElementById(target);
    return element ? Math.round(element.getBoundingClientRect().top) : null;
  }, id);

/** Anchors land 80px below the top (the fixed navigation bar); allow a pixel of rounding. */
export const landsBelowNavbar = async (page: Page, id: string) =>
  expect
    .poll(async () => Math.abs(((await topOf(page, id)) ?? 1e6) - 80), { timeout: 5_000 })
    .toBeLessThanOrEqual(1);
