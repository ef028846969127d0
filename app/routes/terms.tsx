import { LegalDocument } from "~/components/legal/legal-document";
import { t } from "~/content/en";
import { termsAndConditions } from "~/content/legal";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/terms";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

const path = "/terms";
const crumbs = [
  { name: t("nav.home"), path: "/" },
  { name: termsAndConditions.title, path },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return getMeta({
    title: termsAndConditions.title,
    description: termsAndConditions.metaDescription,
    path,
    siteUrl,
    jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
  });
};

export default function TermsPage() {
  return <LegalDocument document={termsAndConditions} crumbs={crumbs} />;
}
