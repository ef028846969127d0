import type { Locale } from "~/content/locales";
import { counterValue } from "~/lib/counter";
import { documentLocale } from "~/lib/document-locale";
import { formatCount } from "~/lib/format";
import { prefersReducedMotion } from "~/lib/scroll";
import { counterSelector, countersContract } from "./contract";

/**
 * The home page's counters ('5,000+'), drawn by `AnimatedCounter` (animated-counter.tsx) with their final value: one
 * not on screen when the page loads starts again from 0 and counts up over 2 s once it is 40% in
 * view (docs/product.md, Page behaviours). Where it is on screen at load, or the visitor prefers
 * less motion, it keeps its value. Visibility comes from an IntersectionObserver, not a layout read.
 */
export function runCounters() {
  const counters = document.querySelectorAll<HTMLElement>(counterSelector(countersContract.counter));
  if (counters.length === 0 || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  // The page's language writes the numbers ('5.000+' on a German page).
  const locale = documentLocale();
  const waiting = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const counter = entry.target as HTMLElement;
        if (!waiting.has(counter)) {
          // The first report says where it is when the page loads.
          if (entry.isIntersecting) observer.unobserve(counter);
          else {
            waiting.add(counter);
            counter.textContent = formatCount(0, locale);
          }
        } else if (entry.intersectionRatio >= 0.4) {
          observer.unobserve(counter);
          countUp(counter, Number(counter.getAttribute(countersContract.counter) ?? undefined), locale);
        }
      }
    },
    { threshold: [0, 0.4] },
  );
  for (const counter of counters) observer.observe(counter);
}

function countUp(counter: HTMLElement, target: number, locale: Locale) {
  const start = performance.now();
  const tick = (now: number) => {
    const value = counterValue(target, now - start);
    counter.textContent = formatCount(value, locale);
    if (value < target) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
