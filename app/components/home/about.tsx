import { Award, Phone } from "lucide-react";
import { homeIn } from "~/content/in/home";
import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useLocalePath, useWords } from "~/lib/locale";
import { AnchorLink } from "../layout/anchor-link";
import { AnimatedCounter } from "~/parts/counters/animated-counter";
import { SectionHeading } from "./section-heading";

export function About() {
  const { about } = useWords(homeIn);
  const labels = useWords(labelsIn);
  const site = useWords(siteIn);
  const to = useLocalePath();
  return (
    <section id="about" className="bg-white" aria-labelledby="about-title">
      <div className="section container-page grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.title} align="left" />
          <div className="prose-width mt-6 space-y-4 text-muted">
            {about.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={site.phone.href} className="btn-outline">
              <Phone aria-hidden="true" className="size-5" />
              {labels.actions.call} {site.phone.display}
            </a>
            <AnchorLink href={to("/#contact")} className="btn-primary">
              {labels.actions.bookConsultation}
            </AnchorLink>
          </div>
        </div>
        <div>
          <dl className="grid grid-cols-3 gap-3 sm:gap-5">
            {about.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-2xl bg-brand-50 px-3 py-6 text-center"
              >
                <dt className="mt-1 text-sm font-medium text-brand-800">{stat.label}</dt>
                <dd className="font-display text-3xl font-semibold text-brand-700 sm:text-4xl">
                  <AnimatedCounter target={stat.value} />
                </dd>
              </div>
            ))}
          </dl>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {about.awards.map((award) => (
              <li key={award.title} className="rounded-2xl border border-line p-4">
                <p className="flex items-center gap-2 font-semibold text-brand-900">
                  <Award aria-hidden="true" className="size-5 text-accent-600" strokeWidth={1.75} />
                  {award.title}
                </p>
                <p className="mt-1 text-sm text-muted">{award.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
