import { formatCount } from "~/lib/format";
import { counterAttr, countersContract } from "./contract";

/**
 * '5,000+'. The server HTML carries the final value (for readers without JavaScript and for
 * search engines); the site script counts one not yet seen up from 0 once it is in view
 * (script.ts). Screen readers get the final value only.
 */
export function AnimatedCounter({ target }: { target: number }) {
  return (
    <>
      <span aria-hidden="true" {...counterAttr(countersContract.counter, target)} data-testid="counter">
        {formatCount(target)}
      </span>
      <span className="sr-only">{formatCount(target)}</span>
    </>
  );
}
