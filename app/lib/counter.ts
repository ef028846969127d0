/** Counters run from 0 to their target over 2 s once scrolled into view (docs/product.md, Page behaviours). */
const COUNTER_DURATION_MS = 2000;

/** Eased value of a count-up at time `elapsed`. */
export function counterValue(target: number, elapsed: number, duration = COUNTER_DURATION_MS): number {
  if (elapsed >= duration) return target;
  const t = Math.max(0, elapsed) / duration;
  return Math.round(target * (1 - Math.pow(1 - t, 3)));
}
