/**
 * What a page view is, read from the request alone: whether a person asked for it (not a bot or a
 * prefetch), the device class, and what brought the visitor (UTM parameters, the referring site).
 * Pure functions; recorder.server.ts applies them (docs/decisions/0024-first-party-analytics.md).
 */
import type { DeviceClass } from "~/db/analytics-schema";

/**
 * Crawlers, link previews, monitors and automated browsers (Lighthouse, Playwright, Puppeteer all
 * say "HeadlessChrome" or "Chrome-Lighthouse"). An empty browser string is a script, too.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|whatsapp|telegram|skype|preview|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget|python-|python\/|httpx|axios|node-fetch|undici|go-http|java\/|okhttp|libwww|scrapy|postman|insomnia|feedfetcher|rss|^$/i;

export function isBot(userAgent: string | undefined): boolean {
  return BOT.test(userAgent?.trim() ?? "");
}

/** Phone, tablet or desktop, from the browser string (nothing finer is kept). */
export function deviceOf(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua)))
    return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return "phone";
  return "desktop";
}

/** A browser asking not to be followed: Global Privacy Control or Do Not Track. */
export function asksNotToTrack(headers: { gpc?: string | null; dnt?: string | null }): boolean {
  return headers.gpc?.trim() === "1" || headers.dnt?.trim() === "1";
}

/** Speculative loads the browser made on its own: not a view. */
export function isPrefetch(purpose: string | null | undefined): boolean {
  return /prefetch|prerender/i.test(purpose ?? "");
}

/** What brought a visitor: set on an entrance, absent on a click from one of our own pages. */
export interface VisitOrigin {
  source: string;
  medium: string;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrerHost: string | null;
}

const SEARCH =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.[a-z.]+|ecosia\.org|yandex\.[a-z.]+|baidu\.com|startpage\.com|qwant\.com|search\.brave\.com|kagi\.com)$/i;
const SOCIAL =
  /(^|\.)(facebook\.com|fb\.me|instagram\.com|t\.co|x\.com|twitter\.com|linkedin\.com|lnkd\.in|reddit\.com|youtube\.com|tiktok\.com|pinterest\.[a-z.]+|threads\.net)$/i;

/** A UTM value or a host as we keep it: trimmed, lower case, at most 100 characters. */
function clean(value: string | null | undefined): string | null {
  const text = value?.trim().toLowerCase().slice(0, 100);
  return text ? text : null;
}

function hostOf(referer: string | null | undefined): string | null {
  if (!referer) return null;
  try {
    return clean(new URL(referer).hostname);
  } catch {
    return null;
  }
}

/**
 * The view's origin. UTM parameters win (a campaign link says what it is); otherwise another
 * site's address in Referer (search engines 'organic', social networks 'social', any other
 * 'referral'); otherwise no Referer at all is a typed address or a bookmark ('direct').
 * A Referer from our own site (`siteHost`) is a click inside the site: null.
 */
export function originOf(
  search: URLSearchParams,
  referer: string | null | undefined,
  siteHost: string,
): VisitOrigin | null {
  const referrerHost = hostOf(referer);
  const fromUs = referrerHost === siteHost.toLowerCase();
  const utm = {
    source: clean(search.get("utm_source")),
    medium: clean(search.get("utm_medium")),
    campaign: clean(search.get("utm_campaign")),
    term: clean(search.get("utm_term")),
    content: clean(search.get("utm_content")),
  };
  const outside = fromUs ? null : referrerHost;
  if (utm.source || utm.medium || utm.campaign) {
    return {
      ...utm,
      source: utm.source ?? (outside ? siteName(outside) : "direct"),
      medium: utm.medium ?? (outside ? mediumOf(outside) : "none"),
      referrerHost: outside,
    };
  }
  if (fromUs) return null;
  if (!outside) return { source: "direct", medium: "none", ...noCampaign, referrerHost: null };
  return { source: siteName(outside), medium: mediumOf(outside), ...noCampaign, referrerHost: outside };
}

const noCampaign = { campaign: null, term: null, content: null };

function mediumOf(host: string): string {
  if (SEARCH.test(host)) return "organic";
  if (SOCIAL.test(host)) return "social";
  return "referral";
}

/** 'www.google.co.uk' → 'google.co.uk', 'l.facebook.com' → 'facebook.com': one name per site. */
function siteName(host: string): string {
  return host.replace(/^(www\d?|m|l|lm|mobile)\./, "");
}
