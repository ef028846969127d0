import { homeIn } from "~/content/in/home";
import { useWords } from "~/lib/locale";
import { ComparisonSlider } from "~/parts/compare/comparison-slider";
import { SectionHeading } from "./section-heading";

export function TreatmentResults() {
  const { results } = useWords(homeIn);
  return (
    <section
      id="treatment-results"
      className="section container-page"
      aria-labelledby="treatment-results-title"
    >
      <SectionHeading
        id="treatment-results-title"
        eyebrow={results.eyebrow}
        title={results.title}
        intro={results.intro}
      />
      <div className="mt-12 card-rows [--gap:2rem] md:[--cols:2] lg:[--cols:3]">
        {results.items.map((item) => (
          <ComparisonSlider key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
