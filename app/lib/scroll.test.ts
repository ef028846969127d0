// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANCHOR_DELAY_MS,
  ANCHOR_WAIT_MS,
  scrollToAnchorOnArrival,
  splitAnchor,
  whenElementExists,
} from "./scroll";

function addSection(id: string) {
  const section = document.createElement("section");
  section.id = id;
  document.body.append(section);
  return section;
}

/** Lets the MutationObserver's callbacks run. */
const flushObservers = () => Promise.resolve();

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  document.body.replaceChildren();
});

describe("whenElementExists", () => {
  it("answers at once for an element already on the page", () => {
    const section = addSection("contact");
    const found = vi.fn();
    whenElementExists("contact", found);
    expect(found).toHaveBeenCalledWith(section);
  });

  it("answers when the element is added later, and only once", async () => {
    const found = vi.fn();
    whenElementExists("contact", found);
    addSection("other");
    await flushObservers();
    expect(found).not.toHaveBeenCalled();
    const section = addSection("contact");
    await flushObservers();
    addSection("contact");
    await flushObservers();
    expect(found).toHaveBeenCalledTimes(1);
    expect(found).toHaveBeenCalledWith(section);
  });

  it("gives up after its bound, and when told to stop", async () => {
    const late = vi.fn();
    whenElementExists("contact", late);
    vi.advanceTimersByTime(ANCHOR_WAIT_MS);
    addSection("contact");
    await flushObservers();
    expect(late).not.toHaveBeenCalled();

    document.body.replaceChildren();
    const stopped = vi.fn();
    whenElementExists("contact", stopped)();
    addSection("contact");
    await flushObservers();
    expect(stopped).not.toHaveBeenCalled();
  });
});

describe("scrollToAnchorOnArrival", () => {
  it("scrolls 100 ms after the element appears, 80px above it, and focuses it", async () => {
    scrollToAnchorOnArrival("contact");
    const section = addSection("contact");
    section.getBoundingClientRect = () => ({ top: 1080 }) as DOMRect;
    await flushObservers();
    vi.advanceTimersByTime(ANCHOR_DELAY_MS - 1);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1000, behavior: "smooth" });
    expect(document.activeElement).toBe(section);
  });

  it("does nothing once cancelled (the visitor went elsewhere)", () => {
    addSection("contact");
    const cancel = scrollToAnchorOnArrival("contact");
    cancel();
    vi.advanceTimersByTime(ANCHOR_DELAY_MS);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe("splitAnchor", () => {
  it("reads the path and the id, home by default", () => {
    expect(splitAnchor("/#contact")).toEqual({ path: "/", id: "contact" });
    expect(splitAnchor("#contact")).toEqual({ path: "/", id: "contact" });
    expect(splitAnchor("/prices#contact")).toEqual({ path: "/prices", id: "contact" });
    expect(splitAnchor("/prices")).toBeNull();
  });
});
