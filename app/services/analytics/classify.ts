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

/** The longest campaign, source, medium, term or content value kept, in characters. */
const UTM_MAX_LENGTH = 50;

/** Anything outside letters, digits, the space, '.', '_' and '-', in runs. */
const OUTSIDE_UTM_ALPHABET = /[^\p{L}\p{Nd} ._-]+/gu;

/**
 * A UTM value as we keep it (decision 0028): its compatibility forms folded (NFKC: full-width
 * letters, ligatures), lower case, every run of characters outside a safe alphabet (letters,
 * digits, space, '.', '_', '-') replaced by one '-', runs of spaces by one, no space or '-' at
 * either end, at most 50 characters. Control and bidi characters, quotes, '=' and the like never
 * reach the tables, the page or a spreadsheet; nothing left is no value.
 */
export function cleanUtm(value: string | null | undefined): string | null {
  if (!value) return null;
  const kept = value
    .normalize("NFKC")
    .toLowerCase()
    .replace(OUTSIDE_UTM_ALPHABET, "-")
    .replace(/ {2,}/g, " ");
  const trimmed = [...trimEnds(kept)].slice(0, UTM_MAX_LENGTH).join("");
  return trimEnds(trimmed) || null;
}

const trimEnds = (text: string) => text.replace(/^[ -]+|[ -]+$/g, "");

/** A host name's alphabet (an international name arrives in its ASCII, punycode, spelling). */
const HOST = /^[a-z0-9.-]{1,100}$/;

/** The referring site's host, or null: no Referer, not a URL, or a host outside the alphabet. */
function hostOf(referer: string | null | undefined): string | null {
  if (!referer) return null;
  try {
    const host = new URL(referer).hostname.toLowerCase();
    return HOST.test(host) ? host : null;
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
    source: cleanUtm(search.get("utm_source")),
    medium: cleanUtm(search.get("utm_medium")),
    campaign: cleanUtm(search.get("utm_campaign")),
    term: cleanUtm(search.get("utm_term")),
    content: cleanUtm(search.get("utm_content")),
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
