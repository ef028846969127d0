import { describe, expect, it } from "vitest";
import { isPublicPage, parseLocalePath } from "~/lib/locale-path";
import { prerenderPaths } from "./pages";

describe("public pages", () => {
  it("are every prerendered page and every page in the sitemap, with or without a trailing slash", () => {
    for (const path of prerenderPaths()) expect(isPublicPage(path), path).toBe(true);
    expect(isPublicPage("/consultation-event")).toBe(true);
    expect(isPublicPage("/prices/")).toBe(true);
    expect(isPublicPage("/")).toBe(true);
    expect(isPublicPage("/de")).toBe(true);
    expect(isPublicPage("/de/preise")).toBe(true);
    expect(isPublicPage("/fr/traitements/implant-dentaire/")).toBe(true);
  });

  it("are not a visitor's own pages, the back office, an endpoint or an unknown address", () => {
    for (const path of [
      "/booking/abc",
      "/consultation-success",
      "/consultation-scheduler",
      "/newsletter/confirm/abc",
      "/staff",
      "/staff/leads",
      "/api/newsletter",
      "/treatments/no-such-treatment",
      "/no-such-page",
      "/de/no-such-page",
      "/fr/prices",
      "//",
    ])
      expect(isPublicPage(path), path).toBe(false);
  });
});

describe("a page's address in another language", () => {
  it("is written with that language's words only", () => {
    expect(parseLocalePath("/de/behandlungen/zahnimplantat")).toEqual({
      locale: "de",
      path: "/treatments/dental-implant",
    });
    expect(parseLocalePath("/fr/a-propos/equipe")).toEqual({ locale: "fr", path: "/about/team" });
    // English words under another prefix are no page there (the loaders answer 404).
    expect(parseLocalePath("/de/behandlungen/dental-implant").path).toBe("/treatments/~dental-implant");
    expect(parseLocalePath("/fr/about/team").path).toBe("/~about/~team");
    // A word both languages write alike is the page.
    expect(parseLocalePath("/de/ueber-uns/team").path).toBe("/about/team");
  });
});
