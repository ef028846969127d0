import { Check, ChevronDown } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { TravelSection } from "~/content/travel";
import { travelAttr, travelContract as names, travelSelector } from "./contract";
import { openTravelSectionFromHash } from "./sections";

type SectionId = TravelSection["id"];

/** The section open before anything else happens (docs/product.md, Page behaviours). */
const OPEN_BY_DEFAULT: SectionId = "welcome";

/**
 * The travel page's anchored collapsible sections. All text is in the server HTML (closed
 * sections are only hidden by CSS). Drawn with the first one open; the site script opens and
 * closes them, and a hash naming a section, on load or on 'hashchange', opens it and scrolls it
 * 80px below the top (script.ts).
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
  // Drawn by React after a client-side navigation ('/travel-info#flights' from the footer of
  // a page with React): the hash comes from React Router, not from a page load.
  const location = useLocation();
  useEffect(() => openTravelSectionFromHash(location.hash), [location.hash]);

  return (
    <div className="border-t border-line" data-testid="travel-sections">
      {/* Without JavaScript the triggers cannot work, so every section stays readable. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<style>${travelSelector(names.content)}{display:block!important}</style>`,
        }}
      />
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="border-b border-line outline-none"
          {...travelAttr(names.section)}
        >
          <h2 id={`${section.id}-title`} className="text-2xl font-semibold md:text-3xl">
            <button
              type="button"
              aria-expanded={section.id === OPEN_BY_DEFAULT}
              aria-controls={`${section.id}-content`}
              {...travelAttr(names.state, section.id === OPEN_BY_DEFAULT ? "open" : "closed")}
              {...travelAttr(names.toggle)}
              className="group flex min-h-18 w-full items-center justify-between gap-4 py-5 text-left hover:text-brand-700"
            >
              {section.title}
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-white text-brand-700 group-hover:border-brand-300">
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </span>
            </button>
          </h2>
          <div
            id={`${section.id}-content`}
            {...travelAttr(names.content, "")}
            {...travelAttr(names.state, section.id === OPEN_BY_DEFAULT ? "open" : "closed")}
            className="pb-10 data-[state=closed]:hidden"
          >
            <div className="prose-width space-y-4 text-ink/90">
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
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
          </div>
        </section>
      ))}
    </div>
  );
}
