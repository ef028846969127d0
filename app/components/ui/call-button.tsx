import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { labels } from "~/content/labels";
import { site } from "~/content/site";

/** The clinic's phone as a light button on a dark band: 'Call +36 …' unless told other words. */
export function CallButton({ children }: { children?: ReactNode }) {
  return (
    <a href={site.phone.href} className="btn-ghost-light">
      <Phone aria-hidden="true" className="size-5" />
      {children ?? (
        <>
          {labels.actions.call} {site.phone.display}
        </>
      )}
    </a>
  );
}
