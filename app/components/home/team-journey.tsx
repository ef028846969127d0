import { homeIn } from "~/content/in/home";
import { useWords } from "~/lib/locale";
import { SectionHeading } from "./section-heading";

export function TeamJourney() {
  const { journey } = useWords(homeIn);
  return (
    <section id="team-journey" className="section container-page" aria-labelledby="journey-title">
      <SectionHeading
        id="journey-title"
        eyebrow={journey.eyebrow}
        title={journey.title}
        intro={journey.intro}
      />
      <ol className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-5">
        {journey.steps.map((step, index) => (
          <li key={step.title} className="relative">
            <span className="flex size-11 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 font-sans text-lg font-semibold text-brand-900">{step.title}</h3>
            <p className="mt-1 text-[1rem] text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
