import { describe, expect, it } from "vitest";
import { treatmentMenu } from "../navigation";
import { treatmentSlugs, type Treatment, type TreatmentSection } from "../types";
import { treatments } from "./index";

const all = Object.values(treatments);
const text = (t: Treatment) => JSON.stringify(t);
const sectionsOf = <K extends TreatmentSection["type"]>(t: Treatment, type: K) =>
  t.sections.filter((s): s is Extract<TreatmentSection, { type: K }> => s.type === type);

describe("treatment content", () => {
  it("has the spec's 27 slugs, each exactly once, each object under its own slug", () => {
    expect(treatmentSlugs).toHaveLength(27);
    expect(new Set(treatmentSlugs).size).toBe(27);
    expect(Object.keys(treatments).sort()).toEqual([...treatmentSlugs].sort());
    for (const [slug, treatment] of Object.entries(treatments)) expect(treatment.slug).toBe(slug);
  });

  it("every menu link resolves to a page and every page is in the menu once", () => {
    const menuSlugs = treatmentMenu.flatMap((g) => g.items.map((i) => i.slug));
    expect(menuSlugs.sort()).toEqual([...treatmentSlugs].sort());
    for (const group of treatmentMenu)
      for (const item of group.items) expect(treatments[item.slug].group).toBe(group.id);
  });

  it("has unique titles and descriptions of a sensible length", () => {
    expect(new Set(all.map((t) => t.metaTitle)).size).toBe(27);
    expect(new Set(all.map((t) => t.metaDescription)).size).toBe(27);
    for (const t of all) {
      expect(t.metaDescription.length, t.slug).toBeGreaterThanOrEqual(100);
      expect(t.metaDescription.length, t.slug).toBeLessThanOrEqual(170);
    }
  });

  it("every page has the layout's required parts", () => {
    for (const t of all) {
      expect(t.title, t.slug).not.toBe("");
      expect(t.hero.lead.length, t.slug).toBeGreaterThan(40);
      const first = t.sections[0].type;
      expect(["benefits", "highlights"], t.slug).toContain(first);
      const tiles = t.sections[0] as Extract<TreatmentSection, { type: "benefits" | "highlights" }>;
      expect(tiles.items.length, t.slug).toBeGreaterThanOrEqual(3);
      expect(sectionsOf(t, "text").length, t.slug).toBeGreaterThanOrEqual(2);
      expect(sectionsOf(t, "steps").length, t.slug).toBeGreaterThanOrEqual(1);
      expect(t.closing.heading, t.slug).not.toBe("");
    }
  });

  it("names each section of a page differently (screen readers list them by name)", () => {
    for (const t of all) {
      const headings = [
        ...t.sections.flatMap((s) => ("heading" in s ? [s.heading] : [])),
        t.closing.heading,
        "Get your free, personal quote",
        "Key benefits",
      ].map((h) => h.toLowerCase());
      expect(new Set(headings).size, t.slug).toBe(headings.length);
    }
  });

  it("is written without placeholders or American spellings", () => {
    for (const t of all) {
      expect(text(t), t.slug).not.toMatch(/lorem|TODO|TBD|\bcolor\b|anesthesia\b|center\b/i);
    }
  });
});

describe("the spec's facts per page", () => {
  it("dental-crown: a 5-step process; zirconia, porcelain and pressed ceramic", () => {
    const t = treatments["dental-crown"];
    expect(sectionsOf(t, "steps")[0].steps).toHaveLength(5);
    const types = sectionsOf(t, "cards")
      .flatMap((c) => c.items.map((i) => i.title.toLowerCase()))
      .join(" | ");
    for (const kind of ["zirconia", "porcelain", "pressed ceramic"]) expect(types).toContain(kind);
  });

  it("dental-bridges: tooth-anchored versus implant-supported", () => {
    expect(text(treatments["dental-bridges"])).toMatch(/tooth-anchored/i);
    expect(text(treatments["dental-bridges"])).toMatch(/implant-supported/i);
    expect(sectionsOf(treatments["dental-bridges"], "comparison")).toHaveLength(1);
  });

  it("fixed-dentures: screw-retained versus clip-on, two stages with 3-6 months of osseointegration, aftercare", () => {
    const t = text(treatments["fixed-dentures"]);
    expect(t).toMatch(/screw-retained/i);
    expect(t).toMatch(/clip-on/i);
    expect(t).toMatch(/3-6 months/);
    expect(t).toMatch(/osseointegration/i);
    expect(sectionsOf(treatments["fixed-dentures"], "doAvoid").length).toBeGreaterThan(0);
  });

  it("dental-inlays: porcelain, ceramic and gold", () => {
    const t = text(treatments["dental-inlays"]).toLowerCase();
    for (const m of ["porcelain", "ceramic", "gold"]) expect(t).toContain(m);
  });

  it("root canal pages: 2-3 sessions", () => {
    expect(text(treatments["root-canal-treatment"])).toContain("2-3 sessions");
    expect(text(treatments["root-canal-details"])).toContain("2-3 sessions");
  });

  it("microscopic-root-treatment: cracks, perforations, deep cavities and the four-point warm vertical filling", () => {
    const t = treatments["microscopic-root-treatment"];
    const body = text(t).toLowerCase();
    for (const topic of ["crack", "perforation", "deep cavit", "warm vertical"])
      expect(body).toContain(topic);
    const fourPoint = sectionsOf(t, "steps").find((s) => s.steps.length === 4);
    expect(fourPoint?.steps.map((s) => s.title.toLowerCase()).join(" | ")).toMatch(
      /laser disinfection.*vertical filling.*complete canal sealing.*final quality check/,
    );
  });

  it("root-canal-details: aftercare, downsides, discolouration and duration", () => {
    const body = text(treatments["root-canal-details"]).toLowerCase();
    for (const topic of ["aftercare", "downside", "discolouration", "2-3 sessions"])
      expect(body).toContain(topic);
  });

  it("misconceptions: the five myths", () => {
    const myths = sectionsOf(treatments.misconceptions, "cards").flatMap((c) => c.items);
    expect(myths).toHaveLength(5);
    const titles = myths.map((m) => m.title.toLowerCase()).join(" | ");
    for (const myth of ["painful", "unnecessary", "fragile", "only needed when it hurts", "one session"])
      expect(titles).toContain(myth);
  });

  it("dental-implant: four benefits, three brands, functional and aesthetic benefits, four steps, the healing times", () => {
    const t = treatments["dental-implant"];
    expect(sectionsOf(t, "benefits")[0].items).toHaveLength(4);
    const body = text(t);
    for (const brand of ["Neodent", "Straumann", "Alpha Bio"]) expect(body).toContain(brand);
    expect(body).toMatch(/functional/i);
    expect(body).toMatch(/aesthetic/i);
    expect(sectionsOf(t, "steps")[0].steps).toHaveLength(4);
    expect(body).toContain("30-60 minutes");
  });

  it("all-on-treatments: comparison, four steps, zirconia versus metal-ceramic, aftercare", () => {
    const t = treatments["all-on-treatments"];
    expect(sectionsOf(t, "comparison").length).toBeGreaterThan(0);
    expect(sectionsOf(t, "steps")[0].steps).toHaveLength(4);
    expect(text(t)).toMatch(/zirconia/i);
    expect(text(t)).toMatch(/metal-ceramic/i);
    expect(sectionsOf(t, "doAvoid").length).toBeGreaterThan(0);
  });

  it("implantation-process: five steps, a timeline, 30-60 minutes, lower jaw 2-4 and upper jaw 3-6 months", () => {
    const t = treatments["implantation-process"];
    expect(sectionsOf(t, "steps")[0].steps).toHaveLength(5);
    expect(sectionsOf(t, "timeline")).toHaveLength(1);
    const body = text(t);
    for (const fact of ["30-60 minutes", "2-4 months", "3-6 months"]) expect(body).toContain(fact);
  });

  it("the other clinical figures appear where the spec puts them", () => {
    expect(text(treatments["straumann-implant"])).toContain("35 years");
    expect(text(treatments["after-implantation"])).toMatch(/6 months/);
    const extraction = text(treatments["tooth-extraction"]);
    expect(extraction).toContain("24 hours");
    expect(extraction).toContain("48 hours");
    expect(extraction).toMatch(/straw/i);
    expect(text(treatments["wisdom-tooth"])).toContain("17-25");
    expect(sectionsOf(treatments["bone-grafting"], "cards").flatMap((c) => c.items)).toHaveLength(4);
    expect(text(treatments["bone-grafting"])).toContain("4-6 months");
    expect(text(treatments["sinus-lift"])).toContain("4-9 months");
    expect(text(treatments["tartar-removal"])).toContain("3-4 days");
    expect(text(treatments["tooth-decay-prevention"])).toContain("2-3 years");
    expect(text(treatments["invisible-aligner"])).toContain("20-22 hours");
    expect(text(treatments["invisible-aligner"])).toMatch(/two weeks/);
    const health = text(treatments["health-conditions"]).toLowerCase();
    for (const topic of ["risk factor", "assessment", "adapt"]) expect(health).toContain(topic);
  });
});
