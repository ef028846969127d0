import { describe, expect, it } from "vitest";
import { asksNotToTrack, cleanUtm, deviceOf, isBot, isPrefetch, originOf } from "./classify";

const SITE = "dental.example";
const at = (query: string, referer?: string) => originOf(new URLSearchParams(query), referer, SITE);

describe("who is a person", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "WhatsApp/2.23.20.0",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    "curl/8.5.0",
    "python-requests/2.32.3",
    "",
  ])("a bot or a script: %s", (ua) => expect(isBot(ua)).toBe(true));

  it.each([
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0",
  ])("a person: %s", (ua) => expect(isBot(ua)).toBe(false));

  it("a prefetch is not a view; Global Privacy Control and Do Not Track are heard", () => {
    expect([isPrefetch("prefetch"), isPrefetch("prefetch;prerender"), isPrefetch(undefined)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(asksNotToTrack({ gpc: "1" })).toBe(true);
    expect(asksNotToTrack({ dnt: "1" })).toBe(true);
    expect(asksNotToTrack({ gpc: "0", dnt: null })).toBe(false);
  });
});

describe("devices", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148", "phone"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0.0.0 Mobile Safari/537.36", "phone"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15", "tablet"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36", "desktop"],
  ])("%s is a %s", (ua, device) => expect(deviceOf(ua)).toBe(device));
});

describe("what brought a visitor", () => {
  it("campaign parameters win, lower-cased and trimmed", () => {
    expect(
      at(
        "utm_source=Facebook&utm_medium=Paid-Social&utm_campaign=Implants%20Spring&utm_term=x&utm_content=blue",
        "https://l.facebook.com/",
      ),
    ).toEqual({
      source: "facebook",
      medium: "paid-social",
      campaign: "implants spring",
      term: "x",
      content: "blue",
      referrerHost: "l.facebook.com",
    });
  });

  it("a campaign link without a source takes the referring site's, or 'direct'", () => {
    expect(at("utm_campaign=spring", "https://www.partner.example/offers")).toMatchObject({
      source: "partner.example",
      medium: "referral",
      campaign: "spring",
    });
    expect(at("utm_campaign=spring")).toMatchObject({ source: "direct", medium: "none" });
  });

  it("search engines are organic, social networks social, any other site a referral", () => {
    expect(at("", "https://www.google.co.uk/")).toMatchObject({ source: "google.co.uk", medium: "organic" });
    expect(at("", "https://duckduckgo.com/")).toMatchObject({ source: "duckduckgo.com", medium: "organic" });
    expect(at("", "https://m.facebook.com/")).toMatchObject({ source: "facebook.com", medium: "social" });
    expect(at("", "https://t.co/abc")).toMatchObject({ source: "t.co", medium: "social" });
    expect(at("", "https://forum.dentaltravel.example/thread/1")).toMatchObject({
      source: "forum.dentaltravel.example",
      medium: "referral",
      referrerHost: "forum.dentaltravel.example",
    });
  });

  it("no Referer is a direct visit; our own pages' Referer is a click inside the site", () => {
    expect(at("")).toEqual({
      source: "direct",
      medium: "none",
      campaign: null,
      term: null,
      content: null,
      referrerHost: null,
    });
    expect(at("", "https://dental.example/prices")).toBeNull();
    expect(at("", "not a url")).toMatchObject({ source: "direct" });
  });

  it("keeps at most 50 characters of a value", () => {
    expect(at(`utm_source=${"a".repeat(500)}`)?.source).toBe("a".repeat(50));
  });

  it("keeps only a safe alphabet in campaign values, in every parameter", () => {
    expect(
      at(
        `utm_source=${encodeURIComponent("<script>alert(1)</script>")}&utm_medium=${encodeURIComponent("e-mail;=cmd")}` +
          `&utm_campaign=${encodeURIComponent("Tavaszi   Akció\u202e!!")}&utm_term=${encodeURIComponent("=1+2")}` +
          `&utm_content=${encodeURIComponent("\u0000\u0007")}`,
      ),
    ).toEqual({
      source: "script-alert-1-script",
      medium: "e-mail-cmd",
      campaign: "tavaszi akció",
      term: "1-2",
      content: null,
      referrerHost: null,
    });
  });

  it("drops a referring host outside the host alphabet or too long, and counts the visit as direct", () => {
    expect(at("", "https://[2001:db8::1]/")).toMatchObject({ source: "direct", referrerHost: null });
    expect(at("", `https://${"a".repeat(60)}.${"b".repeat(60)}.example/`)).toMatchObject({
      source: "direct",
      referrerHost: null,
    });
    // An international name arrives as its ASCII (punycode) spelling, which is kept.
    expect(at("", "https://bücher.example/")).toMatchObject({ referrerHost: "xn--bcher-kva.example" });
  });
});

describe("a campaign value as it is kept", () => {
  it.each([
    ["Spring_Offer-2026.v2", "spring_offer-2026.v2"],
    ["  Implants Spring  ", "implants spring"],
    // Full-width and compatibility forms become their plain letters before anything is judged.
    ["ＳＰＲＩＮＧ", "spring"],
    ["ﬁnal", "final"],
    ["Zahnärzte in Budapest", "zahnärzte in budapest"],
    ["a/b\\c?d#e&f", "a-b-c-d-e-f"],
    ['=HYPERLINK("x")', "hyperlink-x"],
    ["tab\tand\nnewline", "tab-and-newline"],
    ["a\u200bb\u202ec", "a-b-c"],
    ["é".repeat(80), "é".repeat(50)],
    ["😀".repeat(3) + "x", "x"],
  ])("%j → %j", (raw, kept) => expect(cleanUtm(raw)).toBe(kept));

  it.each([null, undefined, "", "   ", "!!!", "\u0000", "---", "😀"])("%j is no value", (raw) =>
    expect(cleanUtm(raw)).toBeNull(),
  );

  it("never keeps more than 50 characters, nor a character outside the alphabet", () => {
    for (let seed = 1; seed < 500; seed++) {
      const raw = Array.from({ length: seed % 120 }, (_, i) =>
        String.fromCodePoint(((seed * 7919 + i * 104729) % 0x2ffff) + 1),
      ).join("");
      const kept = cleanUtm(raw);
      if (kept === null) continue;
      expect([...kept].length).toBeLessThanOrEqual(50);
      expect(kept).toMatch(/^[\p{L}\p{Nd} ._-]+$/u);
      expect(kept).toBe(kept.trim());
    }
  });
});
