import { useLocation } from "react-router";
import { outageIn } from "~/content/in/outage";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";
import { PageHero } from "../ui/page-hero";

/** The page shown with a 503 while the database is away: an apology, the phone, a way back. */
export function ServiceUnavailable() {
  const { pathname, search } = useLocation();
  const outage = useWords(outageIn);
  const site = useWords(siteIn);
  return (
    <>
      <title>{`${outage.title} | ${site.name}`}</title>
      <PageHero eyebrow={outage.eyebrow} title={outage.title} lead={outage.lead}>
        <a href={site.phone.href} className="btn-primary">
          {outage.call}
        </a>
        {/* A full page load, not a client-side navigation: the server decides afresh. */}
        <a href={`${pathname}${search}`} className="btn-ghost-light">
          {outage.tryAgain}
        </a>
      </PageHero>
    </>
  );
}
