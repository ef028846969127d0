import { treatmentPageLabelsIn } from "~/content/in/treatment-page";
import { useWords } from "~/lib/locale";
import { Check, ChevronDown, X } from "lucide-react";
import { IconCards } from "../ui/icon-cards";
import type { TreatmentSection } from "~/content/types";
import { Icon } from "../ui/icon";

type Of<T extends TreatmentSection["type"]> = Extract<TreatmentSection, { type: T }>;

/** A heading as an id: 'Why choose us?' → 'why-choose-us'; accents dropped ('Vorteile für Sie' → 'vorteile-fur-sie'). */
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A section's H2, with an id the page can link to. */
function Heading({ text, id, intro }: { text: string; id: string; intro?: string }) {
  return (
    <>
      <h2 id={id} className="section-title">
        {text}
      </h2>
      {intro ? <p className="prose-width mt-3 text-muted">{intro}</p> : null}
    </>
  );
}

function BenefitsSection({ section }: { section: Of<"benefits"> }) {
  const treatmentPageLabels = useWords(treatmentPageLabelsIn);
  return (
    <section aria-labelledby="key-benefits" className="border-b border-line bg-white">
      <h2 id="key-benefits" className="sr-only">
        {treatmentPageLabels.keyBenefits}
      </h2>
      <ul className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={item.icon} className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-1 text-[0.95rem] text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HighlightsSection({ section, index }: { section: Of<"highlights">; index: number }) {
  const id = `${slug(section.heading)}-${index}`;
  return (
    <section aria-labelledby={id} className="section container-page">
      <Heading text={section.heading} id={id} intro={section.intro} />
      <IconCards items={section.items} />
    </section>
  );
}

function TextSection({ section, index }: { section: Of<"text">; index: number }) {
  const id = section.id ?? `${slug(section.heading)}-${index}`;
  return (
    <section aria-labelledby={id} className="section container-page">
      <div className="prose-width">
        <Heading text={section.heading} id={id} />
        <div className="mt-5 space-y-4 text-ink/90">
          {section.paragraphs.map((p, paragraphIndex) => (
            <p key={paragraphIndex}>{p}</p>
          ))}
        </div>
        {section.bullets?.length ? (
          <ul className="mt-5 space-y-2">
            {section.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function CardsSection({ section, index }: { section: Of<"cards">; index: number }) {
  const id = section.id ?? `${slug(section.heading)}-${index}`;
  return (
    <section aria-labelledby={id} className="section container-page">
      <Heading text={section.heading} id={id} intro={section.intro} />
      <ul
        className={`mt-8 card-rows [--gap:1.25rem] sm:[--cols:2] ${section.items.length % 3 === 0 ? "lg:[--cols:3]" : ""}`}
      >
        {section.items.map((item) => (
          <li key={item.title} className="card p-6">
            {item.label ? (
              <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {item.label}
              </span>
            ) : null}
            <h3 className={`text-xl font-semibold ${item.label ? "mt-3" : ""}`}>{item.title}</h3>
            <p className="mt-2 text-[1rem] text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StepsSection({ section, index }: { section: Of<"steps">; index: number }) {
  const treatmentPageLabels = useWords(treatmentPageLabelsIn);
  const id = section.id ?? `${slug(section.heading)}-${index}`;
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="section container-page">
        <Heading text={section.heading} id={id} intro={section.intro} />
        <ol
          className={`mt-8 card-rows [--gap:1.25rem] md:[--cols:2] ${section.steps.length === 4 ? "" : "lg:[--cols:3]"}`}
          data-testid="process-steps"
        >
          {section.steps.map((step, stepIndex) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border border-line p-5">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white"
              >
                {stepIndex + 1}
              </span>
              <div>
                <h3 className="font-sans text-lg font-semibold text-brand-900">
                  <span className="sr-only">{treatmentPageLabels.step(stepIndex + 1)}</span>
                  {step.title}
                </h3>
                {step.duration ? <p className="text-sm font-medium text-brand-600">{step.duration}</p> : null}
                <p className="mt-1 text-[1rem] text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function TimelineSection({ section, index }: { section: Of<"timeline">; index: number }) {
  const id = `${slug(section.heading)}-${index}`;
  return (
    <section aria-labelledby={id} className="section container-page">
      <Heading text={section.heading} id={id} intro={section.intro} />
      <ol className="relative mt-8 max-w-3xl border-l-2 border-brand-200 pl-8">
        {section.items.map((item) => (
          <li key={item.when + item.title} className="relative pb-8 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-canvas bg-brand-600"
            />
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{item.when}</p>
            <h3 className="mt-1 font-sans text-lg font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-1 text-[1rem] text-muted">{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function DoAvoidSection({ section, index }: { section: Of<"doAvoid">; index: number }) {
  const treatmentPageLabels = useWords(treatmentPageLabelsIn);
  const id = `${slug(section.heading)}-${index}`;
  return (
    <section aria-labelledby={id} className="section container-page">
      <Heading text={section.heading} id={id} intro={section.intro} />
      <div className="mt-8 grid gap-5 md:grid-cols-2">
        <div className="rounded-2xl border border-success-700/30 bg-success-50 p-6">
          <h3 className="font-sans text-lg font-semibold text-success-700">{treatmentPageLabels.do}</h3>
          <ul className="mt-3 space-y-2.5">
            {section.do.map((item) => (
              <li key={item} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-danger-700/25 bg-danger-50 p-6">
          <h3 className="font-sans text-lg font-semibold text-danger-700">{treatmentPageLabels.avoid}</h3>
          <ul className="mt-3 space-y-2.5">
            {section.avoid.map((item) => (
              <li key={item} className="flex gap-3">
                <X aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function ComparisonSection({ section, index }: { section: Of<"comparison">; index: number }) {
  const treatmentPageLabels = useWords(treatmentPageLabelsIn);
  const id = `${slug(section.heading)}-${index}`;
  // Content may name the row-label column or leave it blank.
  const valueColumns =
    section.columns.length > (section.rows[0]?.values.length ?? 0)
      ? section.columns.slice(1)
      : section.columns;
  const labelColumn = section.columns.length > valueColumns.length ? section.columns[0] : "";
  return (
    <section aria-labelledby={id} className="section container-page">
      <Heading text={section.heading} id={id} intro={section.intro} />
      <div className="card mt-8 overflow-x-auto" role="group" aria-labelledby={id} tabIndex={0}>
        <table className="w-full min-w-[36rem] text-left text-[0.95rem]">
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" className="px-5 py-4 font-semibold">
                {labelColumn || <span className="sr-only">{treatmentPageLabels.feature}</span>}
              </th>
              {valueColumns.map((column) => (
                <th key={column} scope="col" className="px-5 py-4 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {section.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-5 py-4 align-top font-medium text-ink">
                  {row.label}
                </th>
                {row.values.map((value, valueIndex) => (
                  <td key={valueIndex} className="px-5 py-4 align-top text-muted">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {section.note ? <p className="mt-3 text-sm text-muted">{section.note}</p> : null}
    </section>
  );
}

export function FaqSection({ section, index }: { section: Of<"faq">; index: number }) {
  const id = `${slug(section.heading)}-${index}`;
  return (
    <section aria-labelledby={id} className="section container-page">
      <Heading text={section.heading} id={id} />
      <div className="mt-8 max-w-3xl divide-y divide-line rounded-2xl border border-line bg-white">
        {section.items.map((item) => (
          <details key={item.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function TreatmentSectionView({ section, index }: { section: TreatmentSection; index: number }) {
  switch (section.type) {
    case "benefits":
      return <BenefitsSection section={section} />;
    case "highlights":
      return <HighlightsSection section={section} index={index} />;
    case "text":
      return <TextSection section={section} index={index} />;
    case "cards":
      return <CardsSection section={section} index={index} />;
    case "steps":
      return <StepsSection section={section} index={index} />;
    case "timeline":
      return <TimelineSection section={section} index={index} />;
    case "doAvoid":
      return <DoAvoidSection section={section} index={index} />;
    case "comparison":
      return <ComparisonSection section={section} index={index} />;
    case "faq":
      return <FaqSection section={section} index={index} />;
  }
}
