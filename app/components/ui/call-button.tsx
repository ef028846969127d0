import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";

/** The clinic's phone as a light button on a dark band: 'Call +36 …' unless told other words. */
export function CallButton({ children }: { children?: ReactNode }) {
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
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
