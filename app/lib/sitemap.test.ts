import { describe, expect, it } from "vitest";
import { sitemapEntries } from "~/content/pages";
import { absoluteUrl, groupEntries, robotsTxt, sitemapXml } from "./sitemap";

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
