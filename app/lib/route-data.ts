/** The site origin the root loader read from SITE_URL, for canonical URLs in meta(). */
export function siteUrlFrom(matches: readonly ({ data?: unknown } | undefined)[]): string | undefined {
  return (matches[0]?.data as { siteUrl?: string } | undefined)?.siteUrl;
}
