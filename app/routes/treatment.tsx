import { data } from "react-router";
import { TreatmentLayout, treatmentCrumbs } from "~/components/treatment/treatment-layout";
import { findTreatment } from "~/content/treatments";
import { treatmentPath } from "~/content/navigation";
import { labelsIn } from "~/content/in/labels";
import { treatmentsIn } from "~/content/in/treatments";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { localeOfPath, localizePath, parseLocalePath } from "~/lib/locale-path";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/treatment";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

/**
 * /treatments/:slug (/de/behandlungen/…, /fr/traitements/…): one of the 27 treatment pages in
 * the address's language, or a real 404. The slug is found from the English path, since the
 * `:slug` param is the translated one under /de and /fr.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/(.)\/+$/, "$1");
  const { locale, path } = parseLocalePath(pathname);
  const english = findTreatment(locale === "en" ? params.slug : (path.split("/").pop() ?? ""));
  // Under /de and /fr only the language's own address (an English slug there is not a page).
  if (!english || (locale !== "en" && localizePath(treatmentPath(english.slug), locale) !== pathname))
    throw data(labelsIn[locale].notFound, { status: 404 });
  return { treatment: treatmentsIn[locale][english.slug] };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const locale = localeOfPath(location.pathname);
  if (!loaderData) return [{ title: labelsIn[locale].pageNotFoundTitle }];
  const { treatment } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = treatmentPath(treatment.slug);
  const procedure = {
    "@type": treatment.schemaType ?? "MedicalProcedure",
    name: treatment.title,
    description: treatment.metaDescription,
    url: `${siteUrl ?? ""}${localizePath(path, locale)}`,
  };
  return getMeta({
    title: treatment.metaTitle,
    description: treatment.metaDescription,
    path,
    locale,
    siteUrl,
    jsonLd: [
      { ...clinicJsonLd(siteUrl), makesOffer: { "@type": "Offer", itemOffered: procedure } },
      breadcrumbJsonLd(treatmentCrumbs(treatment, locale), siteUrl),
    ],
  });
};

export default function TreatmentPage({ loaderData }: Route.ComponentProps) {
  return <TreatmentLayout treatment={loaderData.treatment} />;
}
