import * as Collapsible from "@radix-ui/react-collapsible";
import { Check, ChevronDown } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { TravelSection } from "~/content/travel";
import { scrollToAnchor } from "~/lib/scroll";

type SectionId = TravelSection["id"];

/** The section open before anything else happens (docs/product.md, Page behaviours). */
const OPEN_BY_DEFAULT: SectionId = "welcome";

/**
 * The travel page's anchored collapsible sections. All text is in the server HTML (closed
 * sections are only hidden by CSS). A hash naming a section, on load, on 'hashchange' or on
 * an in-app link, opens it and scrolls it 80px below the top.
 */
export function TravelSections({
  sections,
  extras,
  bulletsTitles = {},
}: {
  sections: TravelSection[];
  /** Pictures, lists and links shown inside a section after its text. */
  extras: Partial<Record<SectionId, ReactNode>>;
  /** Heading above a section's bullet list, e.g. 'What to bring'. */
  bulletsTitles?: Partial<Record<SectionId, string>>;
}) {
  const [open, setOpen] = useState<Record<string, boolean>>({ [OPEN_BY_DEFAULT]: true });
  // A new object each time, so asking twice for the same section scrolls twice.
  const [scrollRequest, setScrollRequest] = useState<{ id: string } | null>(null);
  const location = useLocation();

  const openFromHash = useCallback(
    (hash: string) => {
      let id: string;
      try {
        id = decodeURIComponent(hash.replace(/^#/, ""));
      } catch {
        return;
      }
      if (!sections.some((section) => section.id === id)) return;
      setOpen((current) => (current[id] ? current : { ...current, [id]: true }));
      setScrollRequest({ id });
    },
    [sections],
  );

  // On load and on in-app navigation (React Router tells us the hash).
  useEffect(() => openFromHash(location.hash), [location.hash, openFromHash]);

  // Plain '#id' links and typed URLs.
  useEffect(() => {
    const onHashChange = () => openFromHash(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [openFromHash]);

  // After the opened section is on screen.
  useEffect(() => {
    if (scrollRequest) scrollToAnchor(scrollRequest.id);
  }, [scrollRequest]);

  return (
    <div className="border-t border-line" data-testid="travel-sections">
      {/* Without JavaScript the triggers cannot work, so every section stays readable. */}
      <noscript
        dangerouslySetInnerHTML={{ __html: "<style>[data-travel-content]{display:block!important}</style>" }}
      />
      {sections.map((section) => (
        <Collapsible.Root
          key={section.id}
          open={Boolean(open[section.id])}
          onOpenChange={(isOpen) => setOpen((current) => ({ ...current, [section.id]: isOpen }))}
          asChild
        >
          <section
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="border-b border-line outline-none"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-semibold md:text-3xl">
              <Collapsible.Trigger className="group flex min-h-18 w-full items-center justify-between gap-4 py-5 text-left hover:text-brand-700">
                {section.title}
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-white text-brand-700 group-hover:border-brand-300">
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </span>
              </Collapsible.Trigger>
            </h2>
            <Collapsible.Content
              forceMount
              data-travel-content=""
              className="pb-10 data-[state=closed]:hidden"
            >
              <div className="prose-width space-y-4 text-ink/90">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
              {section.bullets?.length ? (
                <>
                  {bulletsTitles[section.id] ? (
                    <h3 className="mt-8 font-sans text-lg font-semibold">{bulletsTitles[section.id]}</h3>
                  ) : null}
                  <ul className="mt-4 grid max-w-3xl gap-2 sm:grid-cols-2">
                    {section.bullets.map((bullet) => (
                      <li key={bullet} className="flex gap-3">
                        <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                        <span>{bullet}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {extras[section.id] ? <div className="mt-8">{extras[section.id]}</div> : null}
            </Collapsible.Content>
          </section>
        </Collapsible.Root>
      ))}
    </div>
  );
}
