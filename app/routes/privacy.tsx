import { LegalDocument } from "~/components/legal/legal-document";
import type { Locale } from "~/content/locales";
import { stringsIn } from "~/content/in/en";
import { privacyPolicyIn } from "~/content/in/legal";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { useLocale } from "~/lib/locale";
import { localeOfPath, localizePath } from "~/lib/locale-path";
import { getMeta } from "~/lib/meta";
import { siteUrlFrom } from "~/lib/route-data";
import type { Route } from "./+types/privacy";

/** Complete as HTML: sent without React's scripts (docs/decisions/0012-static-pages.md). */
export const handle = { hydrate: false } as const;

const path = "/privacy";
/** Home, this page: in the page's language, each path as that language writes it. */
const crumbsIn = (locale: Locale) => [
  { name: stringsIn[locale]["nav.home"], path: localizePath("/", locale) },
  { name: privacyPolicyIn[locale].title, path: localizePath(path, locale) },
];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  const siteUrl = siteUrlFrom(matches);
  return getMeta({
    title: privacyPolicyIn[locale].title,
    description: privacyPolicyIn[locale].metaDescription,
    path,
    locale,
    siteUrl,
    jsonLd: [breadcrumbJsonLd(crumbsIn(locale), siteUrl)],
  });
};

export default function PrivacyPage() {
  const locale = useLocale();
  return <LegalDocument document={privacyPolicyIn[locale]} crumbs={crumbsIn(locale)} />;
}
