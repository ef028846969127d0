import { data } from "react-router";
import { labels } from "~/content/labels";
import { TreatmentLayout, treatmentCrumbs } from "~/components/treatment/treatment-layout";
import { findTreatment } from "~/content/treatments";
import { treatmentPath } from "~/content/navigation";
import { breadcrumbJsonLd, clinicJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/treatment";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

/** /treatments/:slug: one of the 27 treatment pages, or a real 404. */
export function loader({ params }: Route.LoaderArgs) {
  const treatment = findTreatment(params.slug);
  if (!treatment) throw data(labels.notFound, { status: 404 });
  return { treatment };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [{ title: labels.pageNotFoundTitle }];
  const { treatment } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = treatmentPath(treatment.slug);
  const procedure = {
    "@type": treatment.schemaType ?? "MedicalProcedure",
    name: treatment.title,
    description: treatment.metaDescription,
    url: `${siteUrl ?? ""}${path}`,
  };
  return getMeta({
    title: treatment.metaTitle,
    description: treatment.metaDescription,
    path,
    siteUrl,
    jsonLd: [
      { ...clinicJsonLd(siteUrl), makesOffer: { "@type": "Offer", itemOffered: procedure } },
      breadcrumbJsonLd(treatmentCrumbs(treatment), siteUrl),
    ],
  });
};

export default function TreatmentPage({ loaderData }: Route.ComponentProps) {
  return <TreatmentLayout treatment={loaderData.treatment} />;
}
