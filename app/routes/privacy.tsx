import { LegalDocument } from "~/components/legal/legal-document";
import { t } from "~/content/en";
import { privacyPolicy } from "~/content/legal";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/privacy";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

const path = "/privacy";
const crumbs = [
  { name: t("nav.home"), path: "/" },
  { name: privacyPolicy.title, path },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return getMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.metaDescription,
    path,
    siteUrl,
    jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
  });
};

export default function PrivacyPage() {
  return <LegalDocument document={privacyPolicy} crumbs={crumbs} />;
}
