import { useEffect, useRef, useState } from "react";
import { formatNumber } from "~/lib/pricing";
import { prefersReducedMotion } from "~/lib/scroll";

/** Counters run from 0 to their target over 2 s once scrolled into view (docs/product.md, Page behaviours). */
export const COUNTER_DURATION_MS = 2000;

/** Eased value of a count-up at time `elapsed`. */
export function counterValue(target: number, elapsed: number, duration = COUNTER_DURATION_MS): number {
  if (elapsed >= duration) return target;
  const t = Math.max(0, elapsed) / duration;
  return Math.round(target * (1 - Math.pow(1 - t, 3)));
}

/**
 * '5,000+'. The server HTML carries the final value (for readers without JavaScript and for
 * search engines); after hydration a counter not yet seen resets to 0 and counts up in view.
 */
export function AnimatedCounter({ target }: { target: number }) {
  const [value, setValue] = useState(target);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return; // already on screen: leave the final value
    setValue(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const next = counterValue(target, now - start);
          setValue(next);
          if (next < target) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return (
    <>
      <span ref={ref} aria-hidden="true" data-testid="counter" data-target={target}>
        {`${formatNumber(value)}+`}
      </span>
      <span className="sr-only">{`${formatNumber(target)}+`}</span>
    </>
  );
}
