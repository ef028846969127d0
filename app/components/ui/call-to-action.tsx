import type { ReactNode } from "react";
import { CallButton } from "./call-button";

/**
 * The dark band that closes a page and asks the visitor to get in touch: the page's own words
 * (a heading and a line, or one sentence), then the clinic's phone and the page's main action.
 */
export function CallToAction({
  labelledBy,
  label,
  callLabel,
  action,
  stretch = false,
  children,
}: {
  /** The id of the band's heading (or, with no heading, `label` names the band). */
  labelledBy?: string;
  label?: string;
  /** The call button's words, when not its own ("Call us"). */
  callLabel?: ReactNode;
  /** The page's main action: a link to the form or the quote page. */
  action: ReactNode;
  /** The words stretch across the band on a phone, rather than keeping their own width. */
  stretch?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} aria-label={label} className="bg-brand-800">
      <div
        className={`section container-page flex flex-col${stretch ? "" : " items-start"} gap-6 md:flex-row md:items-center md:justify-between`}
      >
        {children}
        <div className="flex flex-wrap gap-3">
          <CallButton>{callLabel}</CallButton>
          {action}
        </div>
      </div>
    </section>
  );
}
