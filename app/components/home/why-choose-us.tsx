import { homeIn } from "~/content/in/home";
import { useWords } from "~/lib/locale";
import { Icon } from "../ui/icon";
import { SectionHeading } from "./section-heading";

export function WhyChooseUs() {
  const { whyChooseUs } = useWords(homeIn);
  return (
    <section id="why-choose-us" className="section container-page" aria-labelledby="why-title">
      <SectionHeading
        id="why-title"
        eyebrow={whyChooseUs.eyebrow}
        title={whyChooseUs.title}
        intro={whyChooseUs.intro}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.cards.map((card) => (
          <li key={card.id} className="card p-6">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{card.title}</h3>
            <p className="mt-2 text-[1rem] text-muted">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
