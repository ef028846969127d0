import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUDAPEST_TIME_ZONE, budapestSpreadsheetTime, formatBudapestDateTime } from "./budapest-time";

describe("times in Budapest", () => {
  it("reads a UTC instant as the clinic's clock, summer and winter", () => {
    // 13:30 UTC is 14:30 in Budapest in November (CET) and 15:30 in July (CEST).
    expect(formatBudapestDateTime(new Date("2026-11-26T13:30:00Z"))).toBe(
      "Thu 26 Nov 2026, 14:30 (Budapest time)",
    );
    expect(formatBudapestDateTime(new Date("2027-07-01T13:30:00Z"))).toBe(
      "Thu 1 Jul 2027, 15:30 (Budapest time)",
    );
    expect(budapestSpreadsheetTime(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27 00:30");
    expect(budapestSpreadsheetTime(new Date("2027-07-01T13:05:00Z"))).toBe("2027-07-01 15:05");
  });
});

describe("the clinic's time zone is named once", () => {
  it("no source file in app/, server/ or scripts/ but budapest-time.ts writes its IANA name", () => {
    const repo = path.resolve(__dirname, "../..");
    const home = path.join("app", "lib", "budapest-time.ts");
    const source = /\.(ts|tsx|mts|js|mjs|cjs)$/;
    // Tests may say it: they check what the code writes (an .ics file's TZID, for one).
    const test = /\.(test|spec)\.[a-z]+$/;
    const offenders = ["app", "server", "scripts"].flatMap((folder) =>
      readdirSync(path.join(repo, folder), { recursive: true, encoding: "utf8" })
        .map((file) => path.join(folder, file))
        .filter((file) => source.test(file) && !test.test(file) && file !== home)
        .filter((file) => readFileSync(path.join(repo, file), "utf8").includes("Europe/Budapest")),
    );
    expect(offenders).toEqual([]);
    expect(BUDAPEST_TIME_ZONE).toBe("Europe/Budapest");
  });
});
