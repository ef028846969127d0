import { Check } from "lucide-react";
import type { LegalSection } from "~/content/legal";
import { legalLabelsIn } from "~/content/in/legal";
import { useWords } from "~/lib/locale";
import { Breadcrumbs, type Crumb } from "../ui/breadcrumbs";
import { PageHero } from "../ui/page-hero";

export interface LegalText {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** The privacy policy and the terms: hero with the date, contents, then the sections. */
export function LegalDocument({ document, crumbs }: { document: LegalText; crumbs: Crumb[] }) {
  const legalLabels = useWords(legalLabelsIn);
  return (
    <>
      <PageHero
        before={<Breadcrumbs items={crumbs} />}
        eyebrow={legalLabels.eyebrow}
        title={document.title}
        lead={document.intro}
      >
        <p className="text-[0.95rem] text-brand-100">
          {legalLabels.lastUpdated} <span className="font-semibold text-white">{document.updated}</span>
        </p>
      </PageHero>

      <div className="section container-page grid gap-10 lg:grid-cols-[17rem_1fr] lg:gap-16">
        <nav
          aria-labelledby="contents-title"
          className="lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 id="contents-title" className="eyebrow font-sans">
            {legalLabels.contents}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-line">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-[0.95rem] text-brand-800 hover:border-brand-500 hover:text-brand-900"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="prose-width min-w-0 space-y-12">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="outline-none"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold md:text-3xl">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-ink/90">
                {section.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
              {section.bullets?.length ? (
                <ul className="mt-4 space-y-3">
                  {section.bullets.map((bullet, index) => (
                    <li key={index} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                      <span>{bullet}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
