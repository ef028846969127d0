import { ExternalLink, Hotel } from "lucide-react";
import { homeIn } from "~/content/in/home";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";
import { Icon } from "../ui/icon";
import { SectionHeading } from "./section-heading";

export function DentalTourism() {
  const { tourism } = useWords(homeIn);
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  return (
    <section id="dental-tourism" className="bg-brand-800 text-white" aria-labelledby="tourism-title">
      <div className="section container-page">
        <SectionHeading
          id="tourism-title"
          eyebrow={tourism.eyebrow}
          title={tourism.title}
          intro={tourism.intro}
          tone="dark"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tourism.blocks.map((block) => (
            <li
              key={block.id}
              id={`tourism-${block.id}`}
              className="rounded-2xl border border-brand-600 bg-brand-900/40 p-6"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-accent-300">
                <Icon name={block.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-white">{block.title}</h3>
              <p className="mt-2 text-[1rem] text-brand-100">{block.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-6 rounded-2xl bg-white p-6 text-ink md:flex-row md:items-center md:p-8">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
            <Hotel aria-hidden="true" className="size-7" strokeWidth={1.75} />
          </span>
          <div className="flex-1">
            <p className="eyebrow">{tourism.partner.eyebrow}</p>
            <h3 className="mt-1 text-2xl font-semibold">{tourism.partner.title}</h3>
            <p className="mt-2 text-muted">{tourism.partner.text}</p>
          </div>
          <a
            href={site.accommodationPartner.href}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary shrink-0"
          >
            {tourism.partner.linkLabel}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{labels.a11y.opensInNewTab(site.accommodationPartner.name)}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
