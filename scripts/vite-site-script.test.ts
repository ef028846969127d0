import { describe, expect, it } from "vitest";
import { stringsIn, fieldErrorWordsIn, eventPageLabelsIn } from "../app/content/translations";
import { siteScript } from "./vite-site-script";

/**
 * The site script is written into every page: it carries English words only (a German or
 * French page's parts read theirs from the markup), so no page pays for the other languages
 * (decision 0023).
 */
describe("the site script", { timeout: 120_000 }, () => {
  it("carries no German or French words", async () => {
    const plugin = siteScript();
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>;
    const module = await load.call({ addWatchFile() {} }, "\0virtual:site-script");
    const code = JSON.parse(module.replace(/^export default /, "").replace(/;$/, "")) as string;
    expect(code.length).toBeGreaterThan(10_000);
    for (const locale of ["de", "fr"] as const)
      for (const words of [
        stringsIn[locale]["newsletter.title"],
        fieldErrorWordsIn[locale].choice,
        eventPageLabelsIn[locale].secure,
      ])
        expect(code, `${locale}: ${words}`).not.toContain(words);
    // The English ones are there (the check reads the right thing).
    expect(code).toContain(fieldErrorWordsIn.en.choice);
  });
});
