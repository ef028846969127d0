import type { StringKey } from "~/content/en";
import { Link } from "react-router";
import { treatmentPath } from "~/content/navigation";
import { stringsIn } from "~/content/in/en";
import { labelsIn } from "~/content/in/labels";
import { treatmentMenuIn } from "~/content/in/navigation";
import { useLocalePath, useWords } from "~/lib/locale";
import { PageHero } from "../ui/page-hero";
import { AnchorLink } from "./anchor-link";

/** The helpful not-found page: links home and to every treatment group. */
export function NotFound() {
  const strings = useWords(stringsIn);
  const labels = useWords(labelsIn);
  const treatmentMenu = useWords(treatmentMenuIn);
  const to = useLocalePath();
  const t = (key: StringKey) => strings[key];
  return (
    <>
      <title>{labels.pageNotFoundTitle}</title>
      <PageHero eyebrow={t("notFound.eyebrow")} title={t("notFound.title")} lead={t("notFound.text")}>
        <Link to={to("/")} className="btn-primary">
          {t("notFound.home")}
        </Link>
        <AnchorLink href={to("/#treatments")} className="btn-ghost-light">
          {t("notFound.treatments")}
        </AnchorLink>
      </PageHero>
      <section className="section container-page" aria-labelledby="nf-treatments">
        <h2 id="nf-treatments" className="section-title">
          {t("notFound.treatments")}
        </h2>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {treatmentMenu.map((group) => (
            <div key={group.id}>
              <h3 className="font-sans text-base font-semibold text-brand-800">{group.label}</h3>
              <ul className="mt-2 space-y-1">
                {group.items.map((item) => (
                  <li key={item.slug}>
                    <Link to={to(treatmentPath(item.slug))} className="link">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
