import { formatCount } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import { counterAttr, countersContract } from "./contract";

/**
 * '5,000+'. The server HTML carries the final value (for readers without JavaScript and for
 * search engines); the site script counts one not yet seen up from 0 once it is in view
 * (script.ts). Screen readers get the final value only.
 */
export function AnimatedCounter({ target }: { target: number }) {
  const locale = useLocale();
  return (
    <>
      <span aria-hidden="true" {...counterAttr(countersContract.counter, target)} data-testid="counter">
        {formatCount(target, locale)}
      </span>
      <span className="sr-only">{formatCount(target, locale)}</span>
    </>
  );
}
