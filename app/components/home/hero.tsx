import { ChevronDown, ShieldCheck } from "lucide-react";
import { AnchorLink } from "../layout/anchor-link";
import { homeIn, homeLabelsIn } from "~/content/in/home";
import { labelsIn } from "~/content/in/labels";
import { useLocalePath, useWords } from "~/lib/locale";
import { BudapestSkyline } from "../illustrations/budapest-skyline";
import { HeroPicture } from "./hero-picture";

/**
 * The first screen: its text (the H1 or the lead under it) is the largest paint on a phone, with
 * no image in its way; on wide screens the drawn view from the clinic fills the right half
 * (HeroPicture, beside the text).
 */
export function Hero() {
  const { hero } = useWords(homeIn);
  const homeLabels = useWords(homeLabelsIn);
  const labels = useWords(labelsIn);
  const to = useLocalePath();
  return (
    <section
      className="relative overflow-hidden bg-brand-800 pt-32 pb-20 text-white md:pt-44 md:pb-28"
      aria-labelledby="hero-title"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(217_164_65/0.18),transparent_50%)]"
      />
      <BudapestSkyline className="pointer-events-none absolute inset-x-0 bottom-0 h-auto w-full text-brand-700" />
      <div className="container-page relative xl:pr-[32rem]">
        <HeroPicture />
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">{hero.eyebrow}</p>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl text-[2.6rem] leading-[1.05] font-semibold text-white sm:text-6xl"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100 md:text-xl">{hero.subtitle}</p>
        <div className="mt-9 flex flex-wrap gap-3">
          <AnchorLink href={to("/#contact")} className="btn-primary">
            {labels.actions.bookConsultation}
          </AnchorLink>
          <AnchorLink href={to("/#treatments")} className="btn-ghost-light">
            {homeLabels.exploreTreatments}
          </AnchorLink>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-[0.95rem] text-brand-100">
          {hero.trust.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 text-accent-300" strokeWidth={1.75} />
              {item}
            </li>
          ))}
        </ul>
        <AnchorLink
          href={to("/#treatment-results")}
          className="mt-12 inline-flex items-center gap-2 text-sm font-medium text-brand-100 hover:text-white"
        >
          <ChevronDown aria-hidden="true" className="size-5 motion-safe:animate-bounce" />
          {homeLabels.seeResults}
        </AnchorLink>
      </div>
    </section>
  );
}
