import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { homeIn, homeLabelsIn } from "~/content/in/home";
import { labelsIn } from "~/content/in/labels";
import { useLocalePath, useWords } from "~/lib/locale";
import { ArticleDialog, DialogOpener } from "~/parts/dialogs/dialogs";
import { SmileIllustration } from "../illustrations/smile";
import { Icon } from "../ui/icon";
import { SectionHeading } from "./section-heading";

/**
 * Four treatment cards. 'Read more' opens the article in a modal dialog (closes on an
 * outside click, the close button or Escape; page scroll locked and focus kept inside while
 * open; app/parts/dialogs); each card also links to its treatment page.
 */
export function Treatments() {
  const { treatments } = useWords(homeIn);
  const homeLabels = useWords(homeLabelsIn);
  const to = useLocalePath();
  return (
    <section id="treatments" className="bg-white" aria-labelledby="treatments-title">
      <div className="section container-page">
        <SectionHeading
          id="treatments-title"
          eyebrow={treatments.eyebrow}
          title={treatments.title}
          intro={treatments.intro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {treatments.cards.map((card) => (
            <li key={card.id} className="card flex flex-col overflow-hidden">
              <div className="aspect-[5/3] bg-brand-50">
                <SmileIllustration
                  state={card.article.illustration}
                  title={card.article.imageAlt}
                  className="block h-full w-full"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-100 text-accent-700">
                  <Icon name={card.icon} className="size-5" />
                </span>
                <h3 className="mt-3 text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 flex-1 text-[1rem] text-muted">{card.description}</p>
                <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2">
                  <ReadMore card={card} />
                  <Link to={to(card.link)} className="link text-[0.95rem]">
                    {card.title} {homeLabels.treatments.page}
                    <span className="sr-only"> {homeLabels.treatments.guide}</span>
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** 'Read more' and the article's dialog, drawn closed with the page. */
function ReadMore({ card }: { card: (typeof homeIn)["en"]["treatments"]["cards"][number] }) {
  const id = `treatment-article-${card.id}`;
  const homeLabels = useWords(homeLabelsIn);
  const labels = useWords(labelsIn);
  const to = useLocalePath();
  return (
    <>
      <DialogOpener dialogId={id} className="btn-brand min-h-11 px-5 py-2 text-[0.95rem]">
        {labels.actions.readMore}
        <span className="sr-only">
          {" "}
          {homeLabels.treatments.about} {card.title}
        </span>
      </DialogOpener>
      <ArticleDialog id={id}>
        <div className="flex max-h-[88vh] flex-col">
          <div className="aspect-[5/2] shrink-0 bg-brand-50">
            <SmileIllustration
              state={card.article.illustration}
              title={card.article.imageAlt}
              className="block h-full w-full"
            />
          </div>
          <div className="overflow-y-auto p-6 md:p-8">
            <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-brand-900 md:text-3xl">
              {card.article.title}
            </h2>
            <p id={`${id}-description`} className="sr-only">
              {card.description}
            </p>
            <div className="mt-4 space-y-4 text-muted">
              {card.article.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
            <Link to={to(card.link)} className="btn-primary mt-6">
              {homeLabels.treatments.fullGuide(card.title)}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
      </ArticleDialog>
    </>
  );
}
