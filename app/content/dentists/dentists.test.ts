import { describe, expect, it } from "vitest";
import { dentists } from "./index";
import { findDentist } from "./find";

const about = (slug: string) => JSON.stringify(findDentist(slug));

describe("dentist content", () => {
  it("has eight dentists with unique slugs and the four card roles", () => {
    expect(dentists).toHaveLength(8);
    expect(new Set(dentists.map((d) => d.slug)).size).toBe(8);
    expect(new Set(dentists.map((d) => d.role))).toEqual(
      new Set(["Lead surgeon", "Oral surgeon", "Cosmetic dentist", "Endodontist"]),
    );
    for (const d of dentists) {
      expect(d.slug).toMatch(/^[a-z0-9-]+$/);
      expect(d.cardDescription.length).toBeGreaterThan(20);
    }
  });

  it("carries each profile's facts exactly as the spec lists them", () => {
    const leader = about("clinical-director");
    for (const fact of [
      "1,100+",
      "1,648",
      "2000",
      "2004",
      "2005",
      "Hungarian Medical Chamber",
      "English",
      "German",
      "Neodent",
      "Straumann",
      "Alpha Bio",
    ]) {
      expect(leader).toContain(fact);
    }
    expect(findDentist("oral-surgeon")!.about).toEqual(["Content to be added based on your requirements."]);
    for (const fact of ["1,616", "2010", "2014", "Hungarian Medical Chamber"])
      expect(about("restorative-dentist")).toContain(fact);
    for (const fact of ["Israel", "2016", "2017", "Russian", "Hebrew"])
      expect(about("cosmetic-dentist-veneers")).toContain(fact);
    for (const fact of ["2019", "Romanian"]) expect(about("cosmetic-dentist")).toContain(fact);
    for (const fact of ["2015", "1,952", "Romanian"]) expect(about("endodontist")).toContain(fact);
    for (const fact of ["2009", "German"]) expect(about("general-dentist")).toContain(fact);
    for (const fact of ["1,200", "1,300", "2012", "2015", "German"])
      expect(about("lead-implant-surgeon")).toContain(fact);
  });
});
