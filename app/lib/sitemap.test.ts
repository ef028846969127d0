import { describe, expect, it } from "vitest";
import { sitemapEntries } from "~/content/pages";
import { pageTitlesIn, slugGroupsIn } from "~/content/translations";
import { inEveryLanguage } from "./locale-path";
import {
  absoluteUrl,
  groupEntries,
  robotsTxt,
  sitemapEntriesIn,
  sitemapXml,
  sitemapXmlInEveryLanguage,
} from "./sitemap";

describe("absoluteUrl", () => {
  it("joins the origin and the path with one slash", () => {
    expect(absoluteUrl("https://clinic.example", "/")).toBe("https://clinic.example/");
    expect(absoluteUrl("https://clinic.example/", "/prices")).toBe("https://clinic.example/prices");
    expect(absoluteUrl("https://clinic.example", "gallery")).toBe("https://clinic.example/gallery");
  });
});

describe("sitemapXml", () => {
  it("lists every page of the site once as an absolute URL", () => {
    const paths = sitemapEntries().map((e) => e.path);
    const xml = sitemapXml("https://clinic.example", paths);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([...new Set(paths)].map((p) => `https://clinic.example${p === "/" ? "/" : p}`));
  });
  it("escapes characters XML reserves", () => {
    expect(sitemapXml("https://clinic.example", ["/a?b=1&c=2"])).toContain(
      "<loc>https://clinic.example/a?b=1&amp;c=2</loc>",
    );
  });
  it("drops a path given twice", () => {
    const xml = sitemapXml("https://clinic.example", ["/prices", "/prices"]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });
});

describe("robotsTxt", () => {
  it("allows crawling, keeps robots out of the endpoints and names the sitemap", () => {
    const lines = robotsTxt("https://clinic.example/").split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /test-checkout/");
    expect(lines).toContain("Disallow: /staff");
    expect(lines).toContain("Sitemap: https://clinic.example/sitemap.xml");
  });
});

describe("groupEntries", () => {
  it("keeps groups and entries in their first order", () => {
    const grouped = groupEntries([
      { group: "Pages", path: "/" },
      { group: "Treatments", path: "/treatments/a" },
      { group: "Pages", path: "/prices" },
    ]);
    expect(grouped).toEqual([
      {
        group: "Pages",
        entries: [
          { group: "Pages", path: "/" },
          { group: "Pages", path: "/prices" },
        ],
      },
      { group: "Treatments", entries: [{ group: "Treatments", path: "/treatments/a" }] },
    ]);
  });
});

describe("sitemapXmlInEveryLanguage", () => {
  const english = [...new Set(sitemapEntries().map((e) => e.path))];
  const xml = sitemapXmlInEveryLanguage("https://clinic.example", english);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(m[1])![1],
    alternates: Object.fromEntries(
      [...m[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [
        a[1],
        a[2],
      ]),
    ),
  }));

  it("declares the xhtml namespace and lists every page in English, German and French", () => {
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(urls).toHaveLength(english.length * 3);
    const locs = urls.map((u) => u.loc.replace("https://clinic.example", ""));
    expect(locs).toEqual(inEveryLanguage(english));
    expect(locs).toContain("/de/preise");
    expect(locs).toContain("/fr/tarifs");
    expect(locs).toContain("/de/behandlungen/zahnimplantat");
    expect(locs).toContain("/fr/traitements/implant-dentaire");
    expect(locs.filter((loc) => loc.startsWith("/de/") || loc === "/de")).toHaveLength(english.length);
  });

  it("gives every page its twin in every language and English as x-default, the same from each twin", () => {
    const byLoc = new Map(urls.map((u) => [u.loc, u.alternates]));
    for (const { loc, alternates } of urls) {
      // By language, not by country: a German reader in Austria or a French one in Belgium too.
      expect(Object.keys(alternates)).toEqual(["en", "de", "fr", "x-default"]);
      expect(alternates["x-default"]).toBe(alternates.en);
      expect(Object.values(alternates)).toContain(loc);
      // Reciprocal: each twin lists exactly the same set.
      for (const twin of ["en", "de", "fr"]) expect(byLoc.get(alternates[twin])).toEqual(alternates);
    }
    expect(byLoc.get("https://clinic.example/de/preise")).toEqual({
      en: "https://clinic.example/prices",
      de: "https://clinic.example/de/preise",
      fr: "https://clinic.example/fr/tarifs",
      "x-default": "https://clinic.example/prices",
    });
  });

  it("names no country in any hreflang (no 'de-DE', 'fr-FR' or 'en-GB')", () => {
    const hreflangs = new Set([...xml.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]));
    expect([...hreflangs]).toEqual(["en", "de", "fr", "x-default"]);
  });

  it("robots.txt still names the one sitemap, which holds every language", () => {
    const sitemaps = robotsTxt("https://clinic.example")
      .split("\n")
      .filter((l) => l.startsWith("Sitemap:"));
    expect(sitemaps).toEqual(["Sitemap: https://clinic.example/sitemap.xml"]);
  });
});

describe("sitemapEntriesIn", () => {
  it("is the page list itself in English, and every entry named, grouped and addressed in German", () => {
    expect(sitemapEntriesIn("en")).toEqual(sitemapEntries());
    const de = sitemapEntriesIn("de");
    expect(de).toHaveLength(sitemapEntries().length);
    expect(de).toContainEqual({
      path: "/de/preise",
      title: pageTitlesIn.de["/prices"],
      group: slugGroupsIn.de.Pages,
    });
    expect(new Set(de.map((e) => e.group))).toEqual(new Set(Object.values(slugGroupsIn.de)));
    for (const entry of de) expect(entry.path).toMatch(/^\/de(\/|$)/);
    const french = sitemapEntriesIn("fr").find((e) => e.path === "/fr/traitements/implant-dentaire");
    expect(french?.group).toBe(slugGroupsIn.fr.Treatments);
  });
});
