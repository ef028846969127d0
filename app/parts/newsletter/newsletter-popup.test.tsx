import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { stringsIn } from "~/content/translations";
import { LocaleProvider } from "~/lib/locale";
import type { Locale } from "~/content/locales";
import { newsletterContract, popupWordsAttribute } from "./contract";
import { NewsletterPopup } from "./newsletter-popup";

// The popup in the page's language: its words, and on a German or French page the language it
// sends and the words its script says; an English page carries neither.

const popupIn = (locale: Locale) =>
  renderToString(
    <LocaleProvider value={locale}>
      <NewsletterPopup />
    </LocaleProvider>,
  );

describe("NewsletterPopup", () => {
  it("speaks German on a German page, sends 'de' and carries the script's German words", () => {
    const html = popupIn("de");
    expect(html).toContain(stringsIn.de["newsletter.title"]);
    expect(html).toContain(stringsIn.de["newsletter.submit"]);
    expect(html).not.toContain(stringsIn.en["newsletter.title"]);
    expect(html).toContain('<input type="hidden" name="language" value="de"/>');
    expect(html).toContain(`${popupWordsAttribute}="`);
    expect(html).toContain("Wird gesendet");
    expect(html).toContain("Wir konnten Sie gerade nicht anmelden.");
  });

  it("speaks French on a French page", () => {
    const html = popupIn("fr");
    expect(html).toContain(stringsIn.fr["newsletter.thanksTitle"]);
    expect(html).toContain('name="language" value="fr"');
  });

  it("on an English page, carries no language field and no words for the script", () => {
    const html = popupIn("en");
    expect(html).toContain(stringsIn.en["newsletter.title"]);
    expect(html).not.toContain('name="language"');
    expect(html).not.toContain(popupWordsAttribute);
    expect(html).toContain(newsletterContract.close);
  });
});
